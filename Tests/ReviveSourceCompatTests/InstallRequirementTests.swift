import Foundation
import Testing

// `RestorableHierarchy` has one `install`, `install(children:kind:into:)`, with no default: an
// adapter that leaves it out does not compile, and the compiler says which requirement is missing.
// Shown by compiling two small adapters against the built `Revive` module, as an app's package
// would: `swiftc -typecheck -I <the build's Modules folder>`.

@Suite struct InstallRequirementTests {
    /// An adapter of every requirement; `install` is `installRequirement`.
    private static func adapter(installRequirement: String) -> String {
        """
        import Revive

        final class Card {}

        @MainActor
        final class Deck: RestorableHierarchy {
            var rootNode: Card? { nil }
            func containerKind(of node: Card) -> ContainerKind { .page }
            func children(of node: Card) -> [Card] { [] }
            func presentedNode(of node: Card) -> Card? { nil }
            func restorationIdentifier(of node: Card) -> String? { nil }
            func encodeState(of node: Card) throws(ReviveError) -> PageState { PageState() }
            func setRestorationIdentifier(_ identifier: String?, of node: Card) {}
            func decodeState(_ state: PageState, into node: Card) throws(ReviveError) -> [RestoreReport.Item] { [] }
            func defaultChildren(of container: Card) -> [Card] { [] }
            \(installRequirement)
            func present(_ node: Card, over presenter: Card) throws {}
            func installRoot(_ node: Card) throws {}
        }
        """
    }

    /// The build's `Modules` folder (`.build/debug/Modules`): next to the test binary on Linux,
    /// next to the `.xctest` bundle on macOS (where the process is Xcode's `xctest`), or under
    /// the package's `.build/debug`; `nil` when this build has none.
    private static var modulesFolder: URL? {
        let binary = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [binary.deletingLastPathComponent()]
            + Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
            + [packageRoot.appendingPathComponent(".build/debug")]
        return candidates.map { $0.appendingPathComponent("Modules") }.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("Revive.swiftmodule").path)
        }
    }

    /// The platform the modules were built for, where `swiftc`'s default is another: the
    /// package's oldest macOS (its `platforms`), not the SDK's own.
    private static var targetArguments: [String] {
        #if os(macOS) && arch(arm64)
        ["-target", "arm64-apple-macosx13.0"]
        #elseif os(macOS)
        ["-target", "x86_64-apple-macosx13.0"]
        #else
        []
        #endif
    }

    /// Type-checks `source` against the built modules.
    /// - Returns: The compiler's exit status and everything it printed.
    private static func typecheck(_ source: String) throws -> (status: Int32, output: String) {
        let modules = try #require(modulesFolder, "no Modules folder with Revive.swiftmodule near \(CommandLine.arguments[0])")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("install-requirement-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Deck.swift")
        try Data(source.utf8).write(to: file)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path,
        ] + Self.targetArguments + [
            "-module-cache-path", folder.appendingPathComponent("cache").path, file.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: printed, as: UTF8.self))
    }

    @Test func anAdapterWithInstallCompiles() throws {
        let (status, output) = try Self.typecheck(Self.adapter(installRequirement: """
            func install(children: [Card], kind: ContainerKind, into container: Card) throws {}
            """))
        #expect(status == 0, "\(output)")
    }

    @Test func anAdapterWithoutInstallDoesNotCompileAndTheCompilerNamesInstall() throws {
        let (status, output) = try Self.typecheck(Self.adapter(installRequirement: ""))
        #expect(status != 0)
        #expect(output.contains("does not conform to protocol 'RestorableHierarchy'"), "\(output)")
        #expect(output.contains("install(children:kind:into:)"), "\(output)")
    }

    @Test func theFormerInstallAloneDoesNotCompileEither() throws {
        let (status, output) = try Self.typecheck(Self.adapter(installRequirement: """
            func install(children: [Card], selectedIndex: Int?, into container: Card) throws {}
            """))
        #expect(status != 0)
        #expect(output.contains("does not conform to protocol 'RestorableHierarchy'"), "\(output)")
        #expect(output.contains("install(children:kind:into:)"), "\(output)")
    }
}
