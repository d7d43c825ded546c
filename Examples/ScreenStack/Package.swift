// swift-tools-version:6.2

import PackageDescription

// An adapter written outside Revive, as an app or a toolkit vendor would write one: its own
// package, with Revive's products as its only dependency.
//
//   swift run --package-path Examples/ScreenStack arcade --state-dir /path/to/folder
//   swift test --package-path Examples/ScreenStack
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "ScreenStack",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "arcade", targets: ["ArcadeCommand"]),
    ],
    dependencies: [
        // An app outside this repository writes `.package(url: "https://github.com/…/Revive", from: "…")`.
        .package(name: "Revive", path: "../.."),
    ],
    targets: [
        // MARK: The toolkit

        // A game's screen graph: screens, a stack of them, overlays, a desk of panes side by
        // side, and the stage that shows them. It knows nothing of Revive, as UIKit does not.
        .target(name: "StageKit", swiftSettings: strictSettings),

        // MARK: The adapter

        // The stage as a `RestorableHierarchy` and its scene glue over `RestorationScene`: two files.
        .target(
            name: "ReviveStage",
            dependencies: ["StageKit", .product(name: "Revive", package: "Revive")],
            swiftSettings: strictSettings
        ),

        // MARK: The app

        // A small arcade game on the stage, and its level editor on a desk: its screens with
        // `@Preserved` values and its commands.
        .target(
            name: "Arcade",
            dependencies: ["StageKit", "ReviveStage", .product(name: "Revive", package: "Revive")],
            swiftSettings: strictSettings
        ),
        // `arcade`, the game in a terminal: reads commands from standard input and prints where the
        // player is. Named ArcadeCommand so that its module cannot clash with `Arcade` on a
        // case-insensitive file system.
        .executableTarget(name: "ArcadeCommand", dependencies: ["Arcade"], swiftSettings: strictSettings),

        // MARK: Tests

        .testTarget(
            name: "ArcadeTests",
            dependencies: [
                "ArcadeCommand", "Arcade", "ReviveStage", "StageKit",
                .product(name: "Revive", package: "Revive"),
                .product(name: "ReviveTesting", package: "Revive"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
