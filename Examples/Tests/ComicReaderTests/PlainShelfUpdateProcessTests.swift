import Foundation
import Revive
import Testing

/// The built `plain-shelf` after an update: it saves the user's place and is killed; the saved
/// model is then made what an earlier release of the app wrote — one field of another type (the
/// tab was an index), a field the update removed, or no field the update added — and the app
/// launches on it again. Every field that still decodes comes back; the report names the one
/// that does not, and nothing else.
struct PlainShelfUpdateProcessTests {
    /// An earlier release's shape of the model, made from the file this release wrote.
    struct EarlierRelease: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let change: @Sendable (inout [String: StateValue]) -> Void
    }

    /// The model as `NavigationModel`'s `encode(to:)` writes it, in the scene's root values.
    private static let modelKey = PageViewState.valueKeyPrefix + "navigation"

    /// Rewrites the model in the scene's saved files (its save, and its checkpoint if there is
    /// one) with the project's own codec, as the earlier release would have written it.
    private func rewriteModel(in folder: URL, _ change: (inout [String: StateValue]) -> Void) throws {
        let store = try FileStore(directory: folder)
        let codec = SnapshotCodec()
        var rewritten = 0
        for file in [store.fileURL(for: "main"), store.checkpointURL(for: "main")] where FileManager.default.fileExists(atPath: file.path) {
            var snapshot = try codec.decode(try Data(contentsOf: file))
            guard case .dictionary(var fields)? = snapshot.root.state[Self.modelKey] else {
                Issue.record("\(file.lastPathComponent) has no model under \(Self.modelKey): \(snapshot.root.state.keys)")
                return
            }
            change(&fields)
            snapshot.root.state[Self.modelKey] = .dictionary(fields)
            try codec.encode(snapshot).write(to: file, options: .atomic)
            rewritten += 1
        }
        #expect(rewritten > 0)
    }

    /// Runs `plain-shelf` in `folder` through `commands` (the last one `bg`), kills it, and
    /// returns its last place line.
    private func saveAndKill(in folder: URL, _ commands: [String]) throws -> String {
        let first = try DemoProcess("plain-shelf", stateDirectory: folder)
        try first.waitForLaunch()
        for command in commands { try first.send(command) }
        #expect(first.lines.contains { $0.hasPrefix("Saved to ") }, "\(first.lines)")
        first.kill()
        return try #require(first.atLines.last)
    }

    /// The `Revive:` lines after the launch line: the report's items.
    private func reportLines(_ process: DemoProcess) -> [String] {
        process.lines.dropFirst().filter { $0.hasPrefix("Revive: ") }
    }

    static let tabOfAnotherType: [EarlierRelease] = [
        EarlierRelease(testDescription: "the tab was its index, and a removed field") { fields in
            fields["selectedTab"] = .int(0)
            fields["showsCovers"] = .bool(true)
        },
        EarlierRelease(testDescription: "the tab was one the update removed") { fields in
            fields["selectedTab"] = .string("downloads")
        },
    ]

    @Test(arguments: tabOfAnotherType)
    func onlyTheFieldThatNoLongerDecodesTakesItsDefaultAndTheReportNamesIt(_ release: EarlierRelease) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plain-shelf-update-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let place = try saveAndKill(in: folder, ["tab search", "search em", "tab library", "book 2", "read 40", "review", "type Slow start", "bg"])
        #expect(place == #"at: Library | Emma > Reader p.40 | sheet: Review of Emma | draft: "Slow start" | search: "em""#)
        try rewriteModel(in: folder, release.change)

        let updated = try DemoProcess("plain-shelf", stateDirectory: folder)
        try updated.waitForLaunch()
        #expect(updated.lines.first?.hasPrefix("Revive: restored the window main from ") == true, "\(updated.lines)")
        #expect(!updated.lines.contains { $0.contains("damaged") || $0.contains("fresh") }, "\(updated.lines)")
        // The path, the sheet, the draft and the query come back; the tab takes its default.
        #expect(updated.atLines.first == place)
        let report = reportLines(updated)
        #expect(report.count == 1, "\(report)")
        #expect(report.first?.hasPrefix(#"Revive: defaultedValue at navigation.selectedTab key "navigation": "#) == true, "\(report)")
        #expect(report.allSatisfy { !$0.contains("navigation.path") && !$0.contains("presentedSheet") && !$0.contains("draft") })
        // The restored model is the live one.
        try updated.send("back")
        #expect(updated.atLines.last == #"at: Library | Emma > Reader p.40 | sheet: none | draft: "Slow start" | search: "em""#)
        updated.kill()
    }

    @Test func aFieldTheUpdateAddedTakesItsDefaultWithNoReportItem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plain-shelf-update-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let place = try saveAndKill(in: folder, ["book 3", "read 12", "share", "bg"])
        #expect(place == #"at: Library | Ulysses > Reader p.12 | sheet: Share Ulysses | draft: "" | search: """#)
        // The release before drafts: its file has no `draft`, which the model requires.
        try rewriteModel(in: folder) { fields in fields["draft"] = nil }

        let updated = try DemoProcess("plain-shelf", stateDirectory: folder)
        try updated.waitForLaunch()
        #expect(updated.lines.first?.hasPrefix("Revive: restored the window main from ") == true, "\(updated.lines)")
        #expect(updated.atLines.first == place)
        #expect(reportLines(updated).isEmpty, "\(updated.lines)")
        // The added field is the live model's: the user types a draft in it.
        try updated.send("back")
        try updated.send("review")
        try updated.send("type First")
        #expect(updated.atLines.last == #"at: Library | Ulysses > Reader p.12 | sheet: Review of Ulysses | draft: "First" | search: """#)
        updated.kill()
    }
}
