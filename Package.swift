// swift-tools-version:6.2

import PackageDescription

let package = Package(
    name: "Revive",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .visionOS(.v1)],
    products: [
        .library(name: "Revive", targets: ["Revive"]),
        .library(name: "ReviveUIKit", targets: ["ReviveUIKit"]),
        .library(name: "ReviveSwiftUI", targets: ["ReviveSwiftUI"]),
        .library(name: "ReviveTesting", targets: ["ReviveTesting"]),
        .library(name: "ReviveInspector", targets: ["ReviveInspector"]),
        .executable(name: "revive", targets: ["ReviveCLI"]),
        .executable(name: "comic-reader", targets: ["comic-reader"]),
        .executable(name: "revive-bench", targets: ["revive-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Core library: navigator, page state, snapshot, codec, store, policy, restoration, lifecycle.
        .target(
            name: "Revive",
            dependencies: [
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),

        // UIKit adapter: the window's view controllers as a RestorableHierarchy, and scene glue.
        // Built against UIKit on Apple platforms and against the stand-in on Linux.
        .target(
            name: "ReviveUIKit",
            dependencies: ["Revive", .target(name: "UIKitStandIn", condition: .when(platforms: [.linux]))]
        ),

        // SwiftUI adapter: an observable router over a route tree, with bindings for TabView,
        // NavigationStack(path:), sheet(item:) and fullScreenCover(item:). Compiled only where
        // SwiftUI exists (`#if canImport(SwiftUI)`); empty on Linux. All logic is in Revive's Routes.
        .target(name: "ReviveSwiftUI", dependencies: ["Revive"]),

        // Test support for apps adopting Revive: a simulated app process.
        .target(name: "ReviveTesting", dependencies: ["Revive"]),

        // Tools: the `revive` inspector. All logic in ReviveInspector; the executable only
        // parses and prints. The target is named ReviveCLI (in Sources/revive) so that its
        // module cannot clash with `Revive` on a case-insensitive file system; the product,
        // and so the binary, is `revive`.
        .target(
            name: "ReviveInspector",
            dependencies: ["Revive", .product(name: "Crypto", package: "swift-crypto")]
        ),
        .executableTarget(
            name: "ReviveCLI",
            dependencies: [
                "Revive", "ReviveInspector",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            path: "Sources/revive"
        ),

        // Tools: the benchmark (measurements in a library, the executable parses and prints).
        .target(name: "ReviveBenchmarks", dependencies: ["Revive"]),
        .executableTarget(
            name: "revive-bench",
            dependencies: ["ReviveBenchmarks", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // Fault testing: kill torture and fuzz checks (internal, not a product).
        .target(
            name: "ReviveFaults",
            dependencies: [
                "Revive", "ComicReader",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(name: "revive-torture", dependencies: ["ReviveFaults"]),
        // libFuzzer entry point; built with -sanitize=fuzzer,address by Fuzz/run.sh.
        .executableTarget(name: "revive-fuzz", dependencies: ["ReviveFaults"], path: "Fuzz/Sources/revive-fuzz"),

        // Apple stand-ins (Linux only, not products): UIKit's names, signatures and documented
        // behaviours for the subset the UIKit adapter needs, so that the adapter compiles and is
        // tested on Linux. Empty where UIKit exists (`#if !canImport(UIKit)`). Consumers depend on it
        // with `.target(name: "UIKitStandIn", condition: .when(platforms: [.linux]))`.
        .target(name: "UIKitStandIn", path: "Sources/UIKitStandIn"),

        // Examples: the comic-reader demo (pages and commands in a library, the terminal loop in the executable).
        .target(name: "ComicReader", dependencies: ["Revive"], path: "Examples/ComicReader"),
        .executableTarget(
            name: "comic-reader",
            dependencies: [
                "ComicReader", "Revive",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Examples/comic-reader"
        ),
        // Examples: the route-reader demo, the comic reader's navigation as a route tree (what a
        // SwiftUI app keeps), driven by the same commands. An example, not a product:
        // `swift run route-reader`.
        .target(name: "RouteReader", dependencies: ["Revive", "ComicReader"], path: "Examples/RouteReader"),
        .executableTarget(
            name: "route-reader",
            dependencies: [
                "RouteReader", "Revive",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Examples/route-reader"
        ),

        // Tests
        .testTarget(
            name: "ReviveTests",
            dependencies: ["Revive", "ReviveFaults", "revive-torture", .product(name: "Crypto", package: "swift-crypto")],
            exclude: ["Routes/Fixtures"]
        ),
        .testTarget(name: "ReviveTestingTests", dependencies: ["ReviveTesting", "Revive"]),
        .testTarget(
            name: "ReviveInspectorTests",
            dependencies: ["ReviveInspector", "ReviveCLI", .product(name: "Crypto", package: "swift-crypto")]
        ),
        .testTarget(name: "ReviveBenchmarksTests", dependencies: ["ReviveBenchmarks", "Revive"]),
        .testTarget(
            name: "ReviveUIKitTests",
            dependencies: ["ReviveUIKit", "ReviveTesting", "Revive", .target(name: "UIKitStandIn", condition: .when(platforms: [.linux]))]
        ),
        .testTarget(name: "UIKitStandInTests", dependencies: [.target(name: "UIKitStandIn", condition: .when(platforms: [.linux]))]),
        .testTarget(
            name: "ComicReaderTests",
            dependencies: ["ComicReader", "RouteReader", "Revive", "ReviveFaults", "comic-reader", "route-reader"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
