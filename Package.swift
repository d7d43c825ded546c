// swift-tools-version:6.2

import CompilerPluginSupport
import PackageDescription


// UIKit's stand-in, for the targets that build the UIKit adapter on Linux: only with the trait
// `UIKitStandIn` (below, on by default), and on Linux only: never for an app on an Apple platform.
// App Intents' stand-in goes with it, for the adoption example's place intents.
let standIn: Target.Dependency = .byName(name: "UIKitStandIn", condition: .when(platforms: [.linux], traits: ["UIKitStandIn"]))
let appIntentsStandIn: Target.Dependency = .byName(name: "AppIntentsStandIn", condition: .when(platforms: [.linux], traits: ["UIKitStandIn"]))

let package = Package(
    name: "Revive",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .visionOS(.v1)],
    products: [
        // The engine: page state, snapshot, codec, store, policy, registry, restoration, lifecycle.
        .library(name: "Revive", targets: ["Revive"]),
        // One adapter per UI layer, the platform-free one first.
        .library(name: "ReviveNavigator", targets: ["ReviveNavigator"]),
        .library(name: "ReviveUIKit", targets: ["ReviveUIKit"]),
        .library(name: "ReviveSwiftUI", targets: ["ReviveSwiftUI"]),
        // Model data that survives kills.
        .library(name: "ReviveArchive", targets: ["ReviveArchive"]),
        // Test support for apps: a simulated process, in-memory store and keys, conformance suite.
        .library(name: "ReviveTesting", targets: ["ReviveTesting"]),
        // `@Preserving`: a class's `@Preserved` properties listed at compile time. A product of
        // its own, so that only an app that uses the macro builds swift-syntax.
        .library(name: "ReviveMacros", targets: ["ReviveMacros"]),
        // The inspector: `revive inspect`, `revive validate`, `revive diff`, `revive sizes`.
        .executable(name: "revive", targets: ["ReviveCLI"]),
    ],
    traits: [
        // On Linux, where UIKit does not exist, it builds the UIKit adapter against the stand-in,
        // so that the adapter is tested. On by default, so that `swift test`, typed as every Swift
        // developer types it, builds and runs every test, and CI and the README's command are one
        // build. Apple platforms use UIKit itself either way: the stand-in is a dependency on
        // Linux only, and every `#if` that uses it also asks for `os(Linux)`, so no app on an
        // Apple platform compiles it. A Linux package that depends on Revive without the UIKit
        // adapter can turn it off with `traits: []` on its `.package` line.
        .trait(name: "UIKitStandIn", description: "Build ReviveUIKit on Linux against UIKit's stand-in (TestSupport/UIKitStandIn), for the package's own tests."),
        .default(enabledTraits: ["UIKitStandIn"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation --target Revive` (and each library target) builds
        // the DocC catalogs; a plugin only, nothing of it is linked into a product.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The `@Preserving` macro's implementation (ReviveMacrosPlugin), and nothing else.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    ],
    targets: [
        // MARK: Core library

        // The engine. It knows no UI framework: each adapter below conforms a hierarchy to
        // `RestorableHierarchy`. Its folders are layers (Scripts/check-layers.sh); the save and
        // launch paths, file by file, are described once, in Sources/Revive/Revive.docc/Architecture.md.
        .target(
            name: "Revive",
            dependencies: [
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),

        // Adapter: the headless navigator (pages, navigation and tab bar pages, presentation
        // with UIKit's lifecycle order) and its `RestorableHierarchy` conformance.
        .target(
            name: "ReviveNavigator",
            dependencies: ["Revive", .product(name: "Logging", package: "swift-log")]
        ),

        // Adapter: the window's view controllers as a `RestorableHierarchy`, and scene glue.
        // Built against UIKit on Apple platforms; on Linux against the stand-in with the trait
        // `UIKitStandIn`, and empty without it.
        .target(
            name: "ReviveUIKit",
            dependencies: [
                "Revive",
                .product(name: "Logging", package: "swift-log"),
                standIn,
            ]
        ),

        // Adapter: route trees (tabs, typed paths, sheets) saved by the engine — platform-free and
        // tested on Linux — and, where SwiftUI exists, an observable router with bindings for
        // TabView, NavigationStack(path:), sheet(item:) and fullScreenCover(item:).
        .target(
            name: "ReviveSwiftUI",
            dependencies: ["Revive", .product(name: "Logging", package: "swift-log")]
        ),

        // Model data (a signed-in session) archived from Codable types; secrets sealed.
        .target(
            name: "ReviveArchive",
            dependencies: [
                "Revive",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),

        // `@Preserving` (ReviveMacros) and the compiler plugin that expands it: the list of a
        // class's `@Preserved` properties, written at compile time, so the engine reads no
        // mirror for it. Only a target that depends on ReviveMacros builds swift-syntax.
        .macro(
            name: "ReviveMacrosPlugin",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(name: "ReviveMacros", dependencies: ["Revive", "ReviveMacrosPlugin"]),

        // MARK: Test support

        // For apps adopting Revive: a simulated app process, the in-memory store and key
        // provider, and the hierarchy conformance suite.
        .target(
            name: "ReviveTesting",
            dependencies: ["Revive", "ReviveNavigator", .product(name: "Crypto", package: "swift-crypto")]
        ),

        // Apple stand-ins (Linux only, not products), kept out of Sources/ in TestSupport/:
        // UIKit's names, signatures and documented behaviours for the subset the UIKit adapter
        // needs, so that the adapter compiles and is tested on Linux. Compiled only with the
        // trait `UIKitStandIn`; empty where UIKit exists (`#if !canImport(UIKit)`). Its own
        // tests run in ReviveUIKitTests (StandIn/).
        .target(name: "UIKitStandIn", path: "TestSupport/UIKitStandIn"),
        // App Intents' names, signatures and documented behaviours for the subset an app's place
        // entity and open intent use (Examples/Adoption's PlaceIntents), and the system's run of
        // an open intent from a kept identifier (AppIntentsRuntime). Empty where AppIntents exists.
        .target(name: "AppIntentsStandIn", path: "TestSupport/AppIntentsStandIn"),

        // MARK: Inspector

        // The `revive` inspector: what it reads, checks, compares and prints (Inspector/), and the
        // commands that parse the arguments and print it (Commands/); its tests import the
        // module. The target is named ReviveCLI so that its module cannot clash with `Revive` on
        // a case-insensitive file system; the product, and so the binary, is `revive`.
        .executableTarget(
            name: "ReviveCLI",
            dependencies: [
                "Revive",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),

        // MARK: Tools

        // The package's own test support (not a product): fault proofs (kill torture, power-loss
        // model and the engine's libFuzzer targets), the store's file systems for tests
        // (FileOperationLog records each call for the power-loss model, FileCallHook fails one or
        // kills the torture child after one), and the helpers every test target shares
        // (TestHelpers/: TemporaryFolder, waitUntil, PackageFolder). It stays in this package
        // because it uses its `package` API. No demo.
        .target(
            name: "ReviveFaults",
            dependencies: [
                "Revive", "ReviveNavigator", "ReviveArchive",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tools/ReviveFaults"
        ),
        // The fault proofs' one executable: the kill torture, and the other processes the fault
        // tests run (a scene's holder, a neighbour, a decode's memory probe, and `save-once`, whose
        // system calls the durability test traces). Built by Fuzz/run.sh with
        // -sanitize=fuzzer,address -DREVIVE_FUZZING, it is the libFuzzer driver of the engine's
        // targets (loader, roundtrip, rebuild); the demos' are Examples/'s `demo-fuzz`.
        .executableTarget(name: "revive-torture", dependencies: ["ReviveFaults", "Revive"], path: "Tools/revive-torture"),

        // The benchmark is its own package: Benchmarks/Package.swift; so are the demos and the
        // SwiftUI sample, with their tests and their fuzz targets: Examples/Package.swift.

        // MARK: Examples

        // The README's UIKit adoption snippet, compiled (through the stand-in on Linux); the
        // SwiftUI one is the ComicShelf sample's app. Scripts/check-doc-snippets.sh keeps the README equal.
        .target(
            name: "ReviveAdoption",
            dependencies: [
                "ReviveUIKit",
                "ReviveMacros",
                standIn,
                appIntentsStandIn,
            ],
            path: "Examples/Adoption"
        ),

        // MARK: Tests

        // The engine and the platform-free libraries built on it, each in the folder of the
        // source it tests: Tests/ReviveTests/FOLDER for Sources/Revive/FOLDER (the layers), and
        // ReviveNavigator/, ReviveArchive/, ReviveTesting/ for those libraries (CONTRIBUTING.md).
        .testTarget(
            name: "ReviveTests",
            dependencies: [
                "Revive", "ReviveNavigator", "ReviveArchive", "ReviveTesting", "ReviveFaults", "revive-torture",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "ReviveSwiftUITests",
            dependencies: [
                "ReviveSwiftUI", "Revive", "ReviveNavigator", "ReviveTesting", "ReviveFaults",
                .product(name: "Crypto", package: "swift-crypto"), .product(name: "InMemoryLogging", package: "swift-log"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Fixtures"]
        ),
        // The UIKit adapter, and the README's UIKit adoption code (ReviveAdoption) run as an app
        // through the stand-in's scene lifecycle; and the stand-in's own behaviours (StandIn/).
        // On Linux they need the trait `UIKitStandIn` (on by default), and fail without it.
        .testTarget(
            name: "ReviveUIKitTests",
            dependencies: [
                "ReviveUIKit", "ReviveTesting", "Revive", "ReviveAdoption", "ReviveFaults",
                standIn, appIntentsStandIn,
            ]
        ),
        // The macro's expansions and diagnostics (swift-syntax's generic test support, driven by
        // Swift Testing), and annotated classes run through the engine.
        .testTarget(
            name: "ReviveMacrosTests",
            dependencies: [
                "ReviveMacros", "ReviveMacrosPlugin", "Revive", "ReviveNavigator", "ReviveTesting",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "ReviveInspectorTests",
            dependencies: ["ReviveCLI", "Revive", "ReviveNavigator", "ReviveFaults", .product(name: "Crypto", package: "swift-crypto")]
        ),
        // Every public spelling of the products, written as an app writes it (plain `import`,
        // never `@testable`): an accidental API break stops this target compiling. Only the
        // products' targets, plus the two packages whose types are part of their API
        // (`Logger` in `logger:` parameters, `SymmetricKey` in `KeyProvider`).
        .testTarget(
            name: "ReviveSourceCompatTests",
            dependencies: [
                "Revive", "ReviveNavigator", "ReviveArchive", "ReviveSwiftUI", "ReviveTesting",
                "ReviveUIKit", standIn,
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Strict settings on every target, applied in one loop as swift-log's manifest does: existentials
// spelled `any`, a member used only where its module is imported, and imports internal unless a
// dependency's type is part of the public API (`public import`).
for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
