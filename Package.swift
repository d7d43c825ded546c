// swift-tools-version:6.2

import PackageDescription

let package = Package(
    name: "Revive",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .visionOS(.v1)],
    products: [
        .library(name: "Revive", targets: ["Revive"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
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

        // Fault testing: kill torture and fuzz checks (internal, not a product).
        .target(
            name: "ReviveFaults",
            dependencies: [
                "Revive",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // Tools
        .executableTarget(name: "revive-torture", dependencies: ["ReviveFaults"]),
        // libFuzzer entry point; built with -sanitize=fuzzer,address by Fuzz/run.sh.
        .executableTarget(name: "revive-fuzz", dependencies: ["ReviveFaults"], path: "Fuzz/Sources/revive-fuzz"),

        // Tests
        .testTarget(
            name: "ReviveTests",
            dependencies: ["Revive", "ReviveFaults", "revive-torture", .product(name: "Crypto", package: "swift-crypto")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
