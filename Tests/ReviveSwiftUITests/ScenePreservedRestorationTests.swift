import Foundation
import InMemoryLogging
import Logging
import Testing
import ReviveTesting
@testable import Revive
@testable import ReviveSwiftUI

/// An app that keeps its navigation in its own state — a path, a tab, a sheet item, a draft,
/// an `@Observable` model — gets it back after the system killed it, through the scene model
/// that `.revivesScene(_:)` runs: connect, use, `.background`, death, reconnect.
@MainActor
struct ScenePreservedRestorationTests {
    /// Runs one process: connects a window with `storedID`, lets `use` change it, saves on
    /// `.background` and dies. Returns the window's id.
    private func live(in folder: URL, storedID: String = "", _ use: (PreservedScene) throws -> Void) async throws -> String {
        let process = try PreservedProcess(folder: folder)
        let window = process.window()
        await window.connect(storedSceneID: storedID)
        try use(try window.preservedScene)
        #expect(window.handle(.background) == .saveInBackgroundTask)
        await window.router?.controller.waitForPendingSaves()
        #expect(window.lastSaveResult == .scheduled)
        let id = try #require(window.sceneID)
        await process.die()
        return id
    }

    @Test func aPathATabASheetAndADraftComeBackAfterProcessDeath() async throws {
        let folder = TemporaryFolder()
        let id = try await live(in: folder.url) { scene in
            ScenePreservedValue("path", default: [ShelfRoute](), in: scene).wrappedValue = [.library, .comic(id: 7), .reader(comicID: 7, page: 3)]
            ScenePreservedValue("tab", default: ShelfTab.library, in: scene).wrappedValue = .search
            ScenePreservedValue("sheet", default: ShelfSheet?.none, in: scene).wrappedValue = .compose(comicID: 7)
            ScenePreservedValue("draft", default: "", in: scene).wrappedValue = "Half-written"
        }
        let window = try PreservedProcess(folder: folder.url).window()
        let launch = try #require(await window.connect(storedSceneID: id))
        #expect(launch.launch.report?.isComplete == true, "\(launch)")
        let scene = try window.preservedScene
        #expect(ScenePreservedValue("path", default: [ShelfRoute](), in: scene).wrappedValue == [.library, .comic(id: 7), .reader(comicID: 7, page: 3)])
        #expect(ScenePreservedValue("tab", default: ShelfTab.library, in: scene).wrappedValue == .search)
        #expect(ScenePreservedValue("sheet", default: ShelfSheet?.none, in: scene).wrappedValue == .compose(comicID: 7))
        #expect(ScenePreservedValue("draft", default: "", in: scene).wrappedValue == "Half-written")
        #expect(scene.report.isEmpty)
    }

    @Test func anObservableModelComesBackAsTheInstanceTheViewGets() async throws {
        let folder = TemporaryFolder()
        let id = try await live(in: folder.url) { scene in
            let model = scene.model("navigation") { NavigationModel() }
            model.path = [.library, .comic(id: 42)]
            model.tab = .search
            model.sheet = .share(comicID: 42)
            model.draft = "Great issue"
        }
        let window = try PreservedProcess(folder: folder.url).window()
        await window.connect(storedSceneID: id)
        let scene = try window.preservedScene
        let fresh = NavigationModel()
        let model = scene.model("navigation") { fresh }
        #expect(model !== fresh)
        #expect(model.path == [.library, .comic(id: 42)] && model.tab == .search)
        #expect(model.sheet == .share(comicID: 42) && model.draft == "Great issue")
        #expect(scene.model("navigation") { NavigationModel() } === model, "one instance per key and scene")
    }

    @Test func aFreshSceneGetsTheDefaultModelAndAValueItsDefault() async throws {
        let folder = TemporaryFolder()
        let window = try PreservedProcess(folder: folder.url).window()
        await window.connect(storedSceneID: "")
        let scene = try window.preservedScene
        let fresh = NavigationModel()
        var made = 0
        #expect(scene.model("navigation") { () -> NavigationModel in made += 1; return fresh } === fresh)
        #expect(scene.model("navigation") { () -> NavigationModel in made += 1; return NavigationModel() } === fresh)
        #expect(made == 1)
        #expect(ScenePreservedValue("tab", default: ShelfTab.search, in: scene).wrappedValue == .search)
    }

    @Test func aValueSetBackToItsDefaultIsNotStored() async throws {
        let window = try PreservedProcess(folder: TemporaryFolder().url).window()
        await window.connect(storedSceneID: "")
        let router = try #require(window.router)
        let tab = ScenePreservedValue("tab", default: ShelfTab.library, in: router.preservedScene)
        tab.wrappedValue = .search
        #expect(router.tree[storedValueAt: nil, named: "tab"] == .string("search"))
        tab.wrappedValue = .library
        #expect(router.tree[storedValueAt: nil, named: "tab"] == nil)
    }

    @Test func aValueThatCannotBeEncodedIsNotKept() async throws {
        struct Unencodable: Codable, Equatable {
            var fails = false
            func encode(to encoder: any Encoder) throws {
                if fails { throw EncodingError.invalidValue(self, .init(codingPath: [], debugDescription: "no")) }
                var container = encoder.singleValueContainer()
                try container.encode(0)
            }
        }
        let window = try PreservedProcess(folder: TemporaryFolder().url).window()
        await window.connect(storedSceneID: "")
        let router = try #require(window.router)
        let reported = ReportedSetupIssues.start()
        router.preservedScene.write("unencodable-scene-4712", .int(5))
        ScenePreservedValue("unencodable-scene-4712", default: Unencodable(), in: router.preservedScene).wrappedValue = Unencodable(fails: true)
        #expect(router.tree[storedValueAt: nil, named: "unencodable-scene-4712"] == nil)
        #expect(reported.mentioning("unencodable-scene-4712").map(\.code) == [.notSaved])
    }

    @Test func aWindowValueStartsAFreshWindowAndARestoredOneKeepsWhatItSaved() async throws {
        let folder = TemporaryFolder()
        let process = try PreservedProcess(folder: folder.url)
        let window = process.window(windowValues: ["comicID": 7])
        await window.connect(storedSceneID: "")
        let comicID = ScenePreservedValue("comicID", default: 0, in: try window.preservedScene)
        #expect(comicID.wrappedValue == 7)
        comicID.wrappedValue = 8
        window.handle(.background)
        await window.router?.controller.waitForPendingSaves()
        let id = try #require(window.sceneID)
        await process.die()

        let again = try PreservedProcess(folder: folder.url).window(windowValues: ["comicID": 7])
        await again.connect(storedSceneID: id)
        #expect(ScenePreservedValue("comicID", default: 0, in: try again.preservedScene).wrappedValue == 8)
    }

    @Test func aWindowValueThatCannotBeEncodedIsLeftOutAndLogged() async throws {
        struct Unencodable: Encodable {
            func encode(to encoder: any Encoder) throws { throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "no")) }
        }
        let logs = InMemoryLogHandler()
        let router = PreservedScene.makeRouter(sceneID: "s", configuration: .init(store: InMemoryStore(), logger: Logger(label: "app") { _ in logs }),
                                               windowValues: ["bad": Unencodable(), "good": 1])
        #expect(router.defaultTree.sceneValues == ["good": .int(1)])
        #expect(logs.entries.map { "\($0.message)" }.contains { $0.hasPrefix("the window value \"bad\" cannot be encoded") })
    }

    @Test func oneKeyHoldingTwoModelTypesIsAProgrammersMistake() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let router = PreservedScene.makeRouter(sceneID: "s", configuration: .init(store: InMemoryStore()))
                _ = router.preservedScene.model("navigation") { NavigationModel() }
                _ = router.preservedScene.model("navigation") { HandWrittenModel() }
            }
        }
    }

    @Test func aSceneWithRoutesKeepsItsRoutesAndItsValuesInOneFile() async throws {
        let folder = TemporaryFolder()
        var kept = ""
        do {
            let process = try SceneProcess(folder: folder.url)
            let window = process.window()
            await window.connect(storedSceneID: "")
            kept = try #require(window.sceneID)
            let router = try #require(window.router)
            router.push(.item(id: 7))
            ScenePreservedValue("filter", default: "all", in: router.preservedScene).wrappedValue = "unread"
            router.preservedScene.model("navigation") { NavigationModel() }.sheet = .compose(comicID: 7)
            window.handle(.background)
            await router.controller.waitForPendingSaves()
            let files = try process.files()
            #expect(files.filter { $0.hasSuffix(".revive") }.count == 1, "\(files)")
            await process.die()
        }
        let window = try SceneProcess(folder: folder.url).window()
        await window.connect(storedSceneID: kept)
        let router = try #require(window.router)
        #expect(router.tree.visibleRoute == .item(id: 7))
        #expect(ScenePreservedValue("filter", default: "all", in: router.preservedScene).wrappedValue == "unread")
        #expect(router.preservedScene.model("navigation") { NavigationModel() }.sheet == .compose(comicID: 7))
    }

    @Test func valuesSavedWithoutRoutesComeBackWhenTheAppMovesToARouter() async throws {
        let folder = TemporaryFolder()
        let id = try await live(in: folder.url) { scene in
            ScenePreservedValue("filter", default: "all", in: scene).wrappedValue = "unread"
        }
        let window = try SceneProcess(folder: folder.url).window()
        await window.connect(storedSceneID: id)
        let router = try #require(window.router)
        #expect(ScenePreservedValue("filter", default: "all", in: router.preservedScene).wrappedValue == "unread")
        #expect(router.tree.tabs.map(\.id) == SceneProcess.defaultTree.tabs.map(\.id))
    }

    @Test func aClosedWindowsFilesAreDeletedWithItsSession() async throws {
        let folder = TemporaryFolder()
        let process = try PreservedProcess(folder: folder.url)
        let closed = process.window()
        let open = process.window()
        await closed.connect(storedSceneID: "", sessionID: "session-closed")
        await open.connect(storedSceneID: "", sessionID: "session-open")
        for window in [closed, open] {
            ScenePreservedValue("draft", default: "", in: try window.preservedScene).wrappedValue = "text"
            window.handle(.background)
            await window.router?.controller.waitForPendingSaves()
        }
        #expect(try process.files().contains { $0.contains("session-closed") })
        SceneSessions.discardSavedState(ofSessions: ["session-closed"], in: process.store)
        await waitUntil { closed.stage == .discarded }
        await waitUntil { (try? process.files().contains { $0.contains("session-closed") }) == false }
        let files = try process.files()
        #expect(!files.contains { $0.contains("session-closed") }, "\(files)")
        #expect(try process.files().contains { $0.contains("session-open") })
        await process.die()
    }
}
