// swift-tools-version:6.2

import PackageDescription

// The benchmark is its own package, as swift-log's is: building Revive never builds it, and it
// measures Revive only through the API an app has (`import Revive`, no `@testable`).
//
//   swift run -c release --package-path Benchmarks revive-bench
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "ReviveBenchmarks",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "Revive", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The measurements, in a library so that their arithmetic is tested.
        .target(
            name: "ReviveBenchmarks",
            dependencies: [
                .product(name: "Revive", package: "Revive"),
                .product(name: "ReviveNavigator", package: "Revive"),
                // The pages are `@Preserving`, as the README's are.
                .product(name: "ReviveMacros", package: "Revive"),
                // The main actor's rows (`--main-actor`): a window under UIKit's adapter, on
                // UIKit's stand-in on Linux (the package's default trait).
                .product(name: "ReviveUIKit", package: "Revive"),
            ],
            swiftSettings: strictSettings
        ),
        // The executable parses options and prints the report.
        .executableTarget(
            name: "revive-bench",
            dependencies: ["ReviveBenchmarks", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ReviveBenchmarksTests",
            dependencies: ["ReviveBenchmarks", .product(name: "Revive", package: "Revive"), .product(name: "ReviveNavigator", package: "Revive")],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
