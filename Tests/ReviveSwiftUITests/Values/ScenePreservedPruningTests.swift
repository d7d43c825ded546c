import Foundation
import InMemoryLogging
import Logging
import Observation
import ReviveFaults
import Testing
@testable import Revive
@testable import ReviveSwiftUI

/// After an update that removed a route case, what still decodes comes back: a path keeps the
/// elements before the first one that no longer decodes, an optional item becomes `nil`, and the
/// app is told which part was dropped and why (``RevivedScene/report``, and the log).
@MainActor
struct ScenePreservedPruningTests {
    @Test func aRemovedRouteCaseDropsThePathFromItsThirdElementWithAReportNamingIt() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id = try await saveAsVersion1(in: folder.url) { scene in
            RouteValue("path", default: [ShelfRoute](), in: scene).wrappedValue =
                [.library, .comic(id: 7), .settings, .reader(comicID: 7, page: 3)]
        }
        let logs = InMemoryLogHandler()
        let window = try PreservedProcess(folder: folder.url, logger: Logger(label: "app") { _ in logs }).window()
        await window.connect(storedSceneID: id)
        let scene = try window.revivedScene
        let path = RouteValue("path", default: [ShelfRouteV2](), in: scene)
        #expect(path.wrappedValue == [.library, .comic(id: 7)])
        #expect(path.wrappedValue == [.library, .comic(id: 7)], "read again: the same, reported once")
        let item = try #require(scene.report.first)
        #expect(scene.report.count == 1)
        #expect(item.kind == .droppedPage && item.key == "path" && item.path == "path[2]")
        #expect(item.reason.hasPrefix(#"element 2, {"settings": {}}, no longer decodes"#), "\(item.reason)")
        #expect(item.reason.hasSuffix("it is dropped with the 1 after it, the first 2 are kept"), "\(item.reason)")
        let warnings = logs.entries.filter { $0.level == .warning }.map { "\($0.message)" }
        #expect(warnings == ["\(item)"])
    }

    @Test func anOptionalItemThatNoLongerDecodesIsNilWithAReport() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id = try await saveAsVersion1(in: folder.url) { scene in
            RouteValue("sheet", default: ShelfRoute?.none, in: scene).wrappedValue = .settings
        }
        let window = try PreservedProcess(folder: folder.url).window()
        await window.connect(storedSceneID: id)
        let scene = try window.revivedScene
        #expect(RouteValue("sheet", default: ShelfRouteV2?.some(.library), in: scene).wrappedValue == nil)
        let item = try #require(scene.report.first)
        #expect(item.kind == .defaultedValue && item.key == "sheet")
        #expect(item.reason.contains(#"{"settings": {}} no longer decodes as Optional<ShelfRouteV2>, so it is nil"#), "\(item.reason)")
    }

    @Test func aValueThatNoLongerDecodesAtAllReadsAsItsDefaultWithAReport() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id = try await saveAsVersion1(in: folder.url) { scene in
            RouteValue("tab", default: ShelfTab.library, in: scene).wrappedValue = .settings
        }
        enum TabV2: String, Codable { case library, search }
        let window = try PreservedProcess(folder: folder.url).window()
        await window.connect(storedSceneID: id)
        let scene = try window.revivedScene
        #expect(RouteValue("tab", default: TabV2.search, in: scene).wrappedValue == .search)
        let item = try #require(scene.report.first)
        #expect(item.kind == .defaultedValue && item.key == "tab")
        #expect(item.reason.hasPrefix(#""settings" no longer decodes as TabV2, so it reads as its default"#), "\(item.reason)")
    }

    @Test func aModelKeepsItsPathUpToTheRemovedRouteAndEverythingElse() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id = try await saveAsVersion1(in: folder.url) { scene in
            let model = scene.model("navigation") { NavigationModel() }
            model.path = [.library, .comic(id: 7), .settings, .comic(id: 8)]
            model.tab = .search
            model.draft = "Half-written"
        }
        let window = try PreservedProcess(folder: folder.url).window()
        await window.connect(storedSceneID: id)
        let scene = try window.revivedScene
        let model = scene.model("navigation") { NavigationModelV2() }
        #expect(model.path == [.library, .comic(id: 7)])
        #expect(model.tab == .search && model.draft == "Half-written")
        #expect(scene.report.map(\.path) == ["navigation.path[2]"])
        #expect(scene.report.first?.kind == .droppedPage)
    }

    @Test func aModelsOptionalFieldThatNoLongerDecodesIsNilAndTheRestComesBack() {
        let stored = StateValue.dictionary(["path": .array([]), "tab": .string("search"),
                                            "sheet": .dictionary(["print": .dictionary([:])]), "draft": .string("x")])
        let (model, dropped) = PartialDecoding.decode(NavigationModelV2.self, from: stored, key: "navigation")
        #expect(model?.sheet == nil && model?.tab == .search && model?.draft == "x")
        #expect(dropped.map(\.path) == ["navigation.sheet"] && dropped.first?.kind == .defaultedValue)
    }

    @Test func aFieldDroppedInsideAnElementIsReportedOnceAsTheElement() {
        // `comic` lost its payload's `id`: the field, then the element, no longer decode.
        let stored = StateValue.array([.dictionary(["library": .dictionary([:])]), .dictionary(["comic": .dictionary(["number": .int(7)])])])
        let (path, dropped) = PartialDecoding.decode([ShelfRouteV2].self, from: stored, key: "path")
        #expect(path == [.library])
        #expect(dropped.map(\.path) == ["path[1]"], "\(dropped)")
    }

    @Test func aHandWrittenModelWhoseTabNoLongerDecodesKeepsItsPathAndTakesTheDefaultTab() {
        // The update removed the tab the user was on; the model decodes with `container.decode`.
        let stored = StateValue.dictionary(["path": .array([.dictionary(["library": .dictionary([:])]), .dictionary(["comic": .dictionary(["id": .int(7)])])]),
                                            "tab": .string("archive")])
        let fallback = HandWrittenModel()
        fallback.tab = .search
        let (model, dropped) = PartialDecoding.decode(HandWrittenModel.self, from: stored, key: "navigation") { try? StateValue(encoding: fallback) }
        #expect(model?.path == [.library, .comic(id: 7)])
        #expect(model?.tab == .search)
        #expect(dropped.map(\.path) == ["navigation.tab"], "\(dropped)")
        // With no default to take the field from, nothing of it can come back.
        #expect(PartialDecoding.decode(HandWrittenModel.self, from: stored, key: "navigation").value == nil)
    }

    @Test func aSynthesizedModelsChangedFieldTakesTheDefaultsValueAndAnAddedOneNeedsNoReport() {
        let stored = StateValue.dictionary(["path": .array([.dictionary(["library": .dictionary([:])])]), "tab": .string("archive"), "sheet": .null])
        let fallback = NavigationModelV2()
        fallback.draft = "new field"
        let (model, dropped) = PartialDecoding.decode(NavigationModelV2.self, from: stored, key: "navigation") { try? StateValue(encoding: fallback) }
        #expect(model?.path == [.library] && model?.tab == .library && model?.draft == "new field")
        #expect(dropped.map(\.path) == ["navigation.tab"], "only the field that no longer decodes: \(dropped)")
    }

    @Test func aModelsDefaultIsMadeOnceEvenWhenItFillsAField() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id = try await saveAsVersion1(in: folder.url) { scene in
            let model = scene.model("navigation") { HandWrittenModel() }
            model.path = [.library, .comic(id: 9)]
        }
        let window = try PreservedProcess(folder: folder.url).window()
        await window.connect(storedSceneID: id)
        let scene = try window.revivedScene
        var made = 0
        let model = scene.model("navigation") { () -> HandWrittenModelV2 in
            made += 1
            return HandWrittenModelV2()
        }
        #expect(made == 1)
        #expect(model.path == [.library, .comic(id: 9)] && model.sort == .title)
        #expect(scene.report.isEmpty, "an added field is no drop: \(scene.report)")
    }

    @Test func aPlainSwiftUISceneSaysWhetherItsLaunchRestoredOrStartedFreshAndWhy() async throws {
        let empty = try TemporaryFolder()
        defer { empty.remove() }
        let fresh = try PreservedProcess(folder: empty.url).window()
        await fresh.connect(storedSceneID: "")
        guard case .fresh(.noSavedState)? = try fresh.revivedScene.launchResult else {
            Issue.record("a first launch: \(String(describing: try? fresh.revivedScene.launchResult))")
            return
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id = try await saveAsVersion1(in: folder.url) { scene in
            RouteValue("tab", default: ShelfTab.library, in: scene).wrappedValue = .search
        }
        let window = try PreservedProcess(folder: folder.url).window()
        await window.connect(storedSceneID: id)
        guard case .restored? = try window.revivedScene.launchResult else {
            Issue.record("a saved scene did not say it was restored: \(String(describing: try? window.revivedScene.launchResult))")
            return
        }
    }
}

/// `HandWrittenModel` in a later version: a `sort` field added, decoded with `container.decode`.
@Observable final class HandWrittenModelV2: Codable {
    enum Sort: String, Codable { case title, rating }
    var path: [ShelfRoute] = []
    var tab = ShelfTab.library
    var sort = Sort.title

    init() {}

    enum CodingKeys: String, CodingKey { case path, tab, sort }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decode([ShelfRoute].self, forKey: .path)
        tab = try container.decode(ShelfTab.self, forKey: .tab)
        sort = try container.decode(Sort.self, forKey: .sort)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(tab, forKey: .tab)
        try container.encode(sort, forKey: .sort)
    }
}
