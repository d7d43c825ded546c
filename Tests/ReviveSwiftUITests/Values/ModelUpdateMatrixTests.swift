import Foundation
import Observation
import Revive
import ReviveFaults
import Testing
@testable import ReviveSwiftUI

// The update matrix's rows for a plain SwiftUI app's models, kept in one file so that a
// rename of the scene's value store (`RevivedScene`, `ScenePreservedModel`) is one edit here.
// The sample, `Tests/Samples/Updates/current-v1/swiftui-model`, was written by this file's
// `writeTheModelSampleWhenAsked` (0.2.0 had no `@ScenePreservedModel`): a scene with two
// models, `pantry` (synthesized `Codable`) and `list` (hand-written `Codable`, as the docs write it).

/// Version 1's pantry: synthesized `Codable` (the keys without the macro's `_`, as apps write them).
@Observable final class PantryModelV1: Codable {
    enum Sort: String, Codable { case name, date }
    var items: [String] = []
    var sort = Sort.name
    var draft = ""
    enum CodingKeys: String, CodingKey { case _items = "items", _sort = "sort", _draft = "draft" }
}

/// Version 1's list, with hand-written `Codable` (`container.decode`).
@Observable final class ListModelV1: Codable {
    enum Tab: String, Codable { case list, archive, settings }
    var path: [String] = []
    var tab = Tab.list
    var sheet: String?

    init() {}
    enum CodingKeys: String, CodingKey { case path, tab, sheet }
    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decode([String].self, forKey: .path)
        tab = try container.decode(Tab.self, forKey: .tab)
        sheet = try container.decodeIfPresent(String.self, forKey: .sheet)
    }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(tab, forKey: .tab)
        try container.encodeIfPresent(sheet, forKey: .sheet)
    }
}

/// The pantry after an update changed `sort` from an enum to a struct.
@Observable final class PantryModelSortChanged: Codable {
    struct Sort: Codable, Equatable { var field = "name"; var ascending = true }
    var items: [String] = []
    var sort = Sort()
    var draft = ""
    enum CodingKeys: String, CodingKey { case _items = "items", _sort = "sort", _draft = "draft" }
}

/// The pantry after an update removed `draft`.
@Observable final class PantryModelDraftRemoved: Codable {
    var items: [String] = []
    var sort = PantryModelV1.Sort.name
    enum CodingKeys: String, CodingKey { case _items = "items", _sort = "sort" }
}

/// The pantry after an update added `note`.
@Observable final class PantryModelNoteAdded: Codable {
    var items: [String] = []
    var sort = PantryModelV1.Sort.name
    var draft = ""
    var note = "new"
    enum CodingKeys: String, CodingKey { case _items = "items", _sort = "sort", _draft = "draft", _note = "note" }
}

/// The list after an update removed the `archive` tab the user was on.
@Observable final class ListModelArchiveRemoved: Codable {
    enum Tab: String, Codable { case list, settings }
    var path: [String] = []
    var tab = Tab.settings
    var sheet: String?

    init() {}
    enum CodingKeys: String, CodingKey { case path, tab, sheet }
    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decode([String].self, forKey: .path)
        tab = try container.decode(Tab.self, forKey: .tab)
        sheet = try container.decodeIfPresent(String.self, forKey: .sheet)
    }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(tab, forKey: .tab)
        try container.encodeIfPresent(sheet, forKey: .sheet)
    }
}

@MainActor
struct ModelUpdateMatrixTests {
    static let sample = PackageFolder.samples.appendingPathComponent("Updates/current-v1/swiftui-model")

    /// Writes the sample with `REVIVE_WRITE_SAMPLES=1`, once: one already there is never rewritten.
    @Test func writeTheModelSampleWhenAsked() async throws {
        guard ProcessInfo.processInfo.environment["REVIVE_WRITE_SAMPLES"] == "1",
              !FileManager.default.fileExists(atPath: Self.sample.path) else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id = try await saveAsVersion1(in: folder.url) { scene in
            let pantry = scene.model("pantry") { PantryModelV1() }
            pantry.items = ["rice", "beans", "tea"]
            pantry.sort = .date
            pantry.draft = "oat milk"
            let list = scene.model("list") { ListModelV1() }
            list.path = ["groceries", "weekend"]
            list.tab = .archive
            list.sheet = "share"
        }
        let store = try FileStore(directory: folder.url)
        try FileManager.default.createDirectory(at: Self.sample, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: store.fileURL(for: id), to: Self.sample.appendingPathComponent(store.fileURL(for: id).lastPathComponent))
    }

    /// The sample's scene in a new folder, reopened by a new process: its scene values.
    func reopen(in folder: URL) async throws -> (RevivedScene, FileStore, String, RouteSceneModel<Never, String>) {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.sample.path).filter { $0.hasSuffix(".revive") }
        let name = try #require(files.first)
        let id = try #require(String(name.dropLast(".revive".count)).removingPercentEncoding)
        let store = try FileStore(directory: folder)
        try FileManager.default.copyItem(at: Self.sample.appendingPathComponent(name), to: store.fileURL(for: id))
        let window = try PreservedProcess(folder: folder).window()
        await window.connect(storedSceneID: id)
        return (try window.revivedScene, store, id, window)
    }

    func expectNothingLost(_ scene: RevivedScene, _ store: FileStore, _ id: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard case .restored? = scene.launchResult else {
            Issue.record("the scene did not come back: \(String(describing: scene.launchResult))", sourceLocation: sourceLocation)
            return
        }
        let kept = FileManager.default.fileExists(atPath: store.fileURL(for: id).path)
            || FileManager.default.fileExists(atPath: store.quarantineURL(for: id).path)
        #expect(kept, "the saved file was deleted, not set aside", sourceLocation: sourceLocation)
    }

    @Test func theUnchangedModelsComeBackWhole() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (scene, store, id, window) = try await reopen(in: folder.url)
        defer { withExtendedLifetime(window) {} }
        let pantry = scene.model("pantry") { PantryModelV1() }
        #expect(pantry.items == ["rice", "beans", "tea"] && pantry.sort == .date && pantry.draft == "oat milk")
        let list = scene.model("list") { ListModelV1() }
        #expect(list.path == ["groceries", "weekend"] && list.tab == .archive && list.sheet == "share")
        #expect(scene.report.isEmpty, "\(scene.report)")
        expectNothingLost(scene, store, id)
    }

    @Test func aFieldWhoseTypeChangedTakesTheDefaultsValueAndTheOtherFieldsComeBack() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (scene, store, id, window) = try await reopen(in: folder.url)
        defer { withExtendedLifetime(window) {} }
        let pantry = scene.model("pantry") { PantryModelSortChanged() }
        #expect(pantry.items == ["rice", "beans", "tea"] && pantry.draft == "oat milk")
        #expect(pantry.sort == PantryModelSortChanged.Sort())
        #expect(scene.report.map(\.path) == ["pantry.sort"], "\(scene.report)")
        #expect(scene.report.map(\.kind) == [.defaultedValue] && scene.report.first?.key == "pantry")
        expectNothingLost(scene, store, id)
    }

    @Test func aRemovedFieldLeavesTheOtherFieldsAsSavedWithNothingToReport() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (scene, store, id, window) = try await reopen(in: folder.url)
        defer { withExtendedLifetime(window) {} }
        let pantry = scene.model("pantry") { PantryModelDraftRemoved() }
        #expect(pantry.items == ["rice", "beans", "tea"] && pantry.sort == .date)
        #expect(scene.report.isEmpty, "\(scene.report)")
        expectNothingLost(scene, store, id)
    }

    @Test func anAddedFieldTakesTheDefaultsValueWithNothingToReport() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (scene, store, id, window) = try await reopen(in: folder.url)
        defer { withExtendedLifetime(window) {} }
        let pantry = scene.model("pantry") { PantryModelNoteAdded() }
        #expect(pantry.items == ["rice", "beans", "tea"] && pantry.sort == .date && pantry.draft == "oat milk")
        #expect(pantry.note == "new")
        #expect(scene.report.isEmpty, "\(scene.report)")
        expectNothingLost(scene, store, id)
    }

    @Test func aHandWrittenModelWhoseTabWasRemovedKeepsItsPathAndSheet() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (scene, store, id, window) = try await reopen(in: folder.url)
        defer { withExtendedLifetime(window) {} }
        let list = scene.model("list") { ListModelArchiveRemoved() }
        #expect(list.path == ["groceries", "weekend"] && list.sheet == "share")
        #expect(list.tab == .settings)
        #expect(scene.report.map(\.path) == ["list.tab"], "\(scene.report)")
        #expect(scene.report.map(\.kind) == [.defaultedValue] && scene.report.first?.key == "list")
        expectNothingLost(scene, store, id)
    }
}
