// swift-tools-version:6.2

import PackageDescription

let package = Package(
    name: "Revive",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .visionOS(.v1)],
    products: [
        .library(name: "Revive", targets: ["Revive"]),
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

        // Tests
        .testTarget(
            name: "ReviveTests",
            dependencies: ["Revive", "ReviveFaults", "revive-torture", .product(name: "Crypto", package: "swift-crypto")]
        ),
        .testTarget(name: "ReviveTestingTests", dependencies: ["ReviveTesting", "Revive"]),
        .testTarget(
            name: "ReviveInspectorTests",
            dependencies: ["ReviveInspector", "ReviveCLI", .product(name: "Crypto", package: "swift-crypto")]
        ),
        .testTarget(name: "ReviveBenchmarksTests", dependencies: ["ReviveBenchmarks", "Revive"]),
        .testTarget(name: "ComicReaderTests", dependencies: ["ComicReader", "Revive", "comic-reader"]),
    ],
    swiftLanguageModes: [.v6]
)
