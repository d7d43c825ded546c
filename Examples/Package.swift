// swift-tools-version:6.2

import PackageDescription

// The demos are their own package, as the benchmark is (Benchmarks/Package.swift): adding or
// building Revive never builds them, and they reach Revive as an app does, through its products'
// public API (`import Revive`, no `@testable`, no `package` symbols).
//
//   swift run --package-path Examples comic-reader
//   swift run --package-path Examples route-reader
//   swift run --package-path Examples plain-shelf
//   swift test --package-path Examples
//
// The README's UIKit adoption code (Adoption/) is not here: it is compiled by the root package,
// whose UIKit tests run it through the stand-in.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "ReviveExamples",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .visionOS(.v1)],
    // The two SwiftUI apps' views, as products so that an Apple build can name them
    // (.github/workflows/apple.yml builds each for iOS); on Linux they compile to nothing.
    products: [
        .library(name: "ComicShelfApp", targets: ["ComicShelfApp"]),
        .library(name: "PlainShelfApp", targets: ["PlainShelfApp"]),
    ],
    dependencies: [
        .package(name: "Revive", path: ".."),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // MARK: The comic reader

        // The comic-reader demo: pages and commands in a library, the terminal loop in the
        // executable (`swift run --package-path Examples comic-reader`). Its pages are marked
        // `@Preserving` (ReviveMacros), so neither a save nor a restoring launch reads their mirrors.
        .target(
            name: "ComicReader",
            dependencies: [
                .product(name: "Revive", package: "Revive"), .product(name: "ReviveNavigator", package: "Revive"),
                .product(name: "ReviveArchive", package: "Revive"), .product(name: "ReviveMacros", package: "Revive"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "ComicReader",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "comic-reader",
            dependencies: [
                "ComicReader", .product(name: "Revive", package: "Revive"), .product(name: "ReviveNavigator", package: "Revive"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "comic-reader",
            swiftSettings: strictSettings
        ),
        // The route-reader demo: the comic reader's navigation as a route tree (what a SwiftUI
        // app keeps), driven by the same commands (`swift run --package-path Examples route-reader`).
        .target(
            name: "RouteReader",
            dependencies: [
                "ComicReader", .product(name: "Revive", package: "Revive"), .product(name: "ReviveNavigator", package: "Revive"),
                .product(name: "ReviveSwiftUI", package: "Revive"), .product(name: "Logging", package: "swift-log"),
            ],
            path: "RouteReader",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "route-reader",
            dependencies: [
                "RouteReader", "ComicReader", .product(name: "Revive", package: "Revive"),
                .product(name: "ReviveSwiftUI", package: "Revive"), .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "route-reader",
            swiftSettings: strictSettings
        ),

        // MARK: The SwiftUI sample

        // A comic shelf with sections in a split view, a sheet, a scroll position, a draft and
        // per-view state. Its model and routes are platform-free (tested on Linux); its views are
        // compiled only where SwiftUI exists. The Routes article (ReviveSwiftUI.docc/Routes.md) shows its app
        // (Scripts/check-doc-snippets.sh).
        .target(
            name: "ComicShelf",
            dependencies: [.product(name: "ReviveSwiftUI", package: "Revive")],
            path: "ComicShelf",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ComicShelfApp",
            dependencies: ["ComicShelf", .product(name: "ReviveSwiftUI", package: "Revive")],
            path: "ComicShelfApp",
            swiftSettings: strictSettings
        ),

        // A plain SwiftUI app's own navigation — an `@Observable` model with a stack path, a tab,
        // a sheet item and a draft — adopted by one line per piece of state (`.revivesScene(_:)`,
        // `@ScenePreservedModel`, `@ScenePreserved`). The model and the window's scene model are
        // platform-free (tested on Linux, through a kill and relaunch of `plain-shelf`); the
        // views are compiled only where SwiftUI exists. The README's `swiftui-plain` snippet is
        // its app (Scripts/check-doc-snippets.sh).
        .target(
            name: "PlainShelf",
            dependencies: [.product(name: "ReviveSwiftUI", package: "Revive"), .product(name: "Logging", package: "swift-log")],
            path: "PlainShelf",
            swiftSettings: strictSettings
        ),
        .target(
            name: "PlainShelfApp",
            dependencies: ["PlainShelf", .product(name: "ReviveSwiftUI", package: "Revive")],
            path: "PlainShelfApp",
            swiftSettings: strictSettings
        ),
        // The plain sample's window in a terminal (`swift run --package-path Examples plain-shelf`).
        .executableTarget(
            name: "plain-shelf",
            dependencies: [
                "PlainShelf", "ComicReader", .product(name: "Revive", package: "Revive"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "plain-shelf",
            swiftSettings: strictSettings
        ),

        // MARK: Fuzzing the demos

        // The libFuzzer targets that drive the demos (`demo`, `route-demo`) and their driver,
        // built with -sanitize=fuzzer,address by Fuzz/run.sh; the engine's targets are the root
        // package's `revive-torture` (built for fuzzing).
        .target(
            name: "DemoFuzzing",
            dependencies: [
                "ComicReader", "RouteReader", .product(name: "Revive", package: "Revive"),
                .product(name: "ReviveNavigator", package: "Revive"), .product(name: "ReviveSwiftUI", package: "Revive"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "DemoFuzzing",
            swiftSettings: strictSettings
        ),
        .executableTarget(name: "demo-fuzz", dependencies: ["DemoFuzzing", .product(name: "Logging", package: "swift-log")], path: "demo-fuzz", swiftSettings: strictSettings),

        // MARK: Tests

        // The demos as libraries and as processes (the built `comic-reader`, `route-reader` and
        // `plain-shelf`), the samples' models, and the demos' fuzz regressions and seeds.
        .testTarget(
            name: "ComicReaderTests",
            dependencies: [
                "ComicReader", "RouteReader", "ComicShelf", "PlainShelf", "DemoFuzzing", "comic-reader", "route-reader", "plain-shelf",
                .product(name: "Revive", package: "Revive"), .product(name: "ReviveNavigator", package: "Revive"),
                .product(name: "ReviveArchive", package: "Revive"), .product(name: "ReviveSwiftUI", package: "Revive"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
