// swift-tools-version:6.2

import PackageDescription

let package = Package(
    name: "Revive",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .visionOS(.v1)],
    products: [
        .library(name: "Revive", targets: ["Revive"]),
        .executable(name: "revive-bench", targets: ["revive-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Core library: navigator, page state, snapshot, codec, store, policy, restoration.
        .target(
            name: "Revive",
            dependencies: [
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),

        // Tools: the benchmark (measurements in a library, the executable parses and prints).
        .target(
            name: "ReviveBenchmarks",
            dependencies: ["Revive"]
        ),
        .executableTarget(
            name: "revive-bench",
            dependencies: [
                "ReviveBenchmarks",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Tests
        .testTarget(
            name: "ReviveTests",
            dependencies: ["Revive", .product(name: "Crypto", package: "swift-crypto")]
        ),
        .testTarget(
            name: "ReviveBenchmarksTests",
            dependencies: ["ReviveBenchmarks", "Revive"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
