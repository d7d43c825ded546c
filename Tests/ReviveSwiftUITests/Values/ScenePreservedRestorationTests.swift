import Foundation
import InMemoryLogging
import Logging
import ReviveFaults
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
    private func live(in folder: URL, storedID: String = "", _ use: (RevivedScene) throws -> Void) async throws -> String {
        let process = try PreservedProcess(folder: folder)
        let window = process.window()
        await window.connect(storedSceneID: storedID)
        try use(try window.revivedScene)
        #expect(window.handle(.background) == .saveInBackgroundTask)
        await window.router?.controller.waitForPendingSaves()
        #expect(window.lastSaveResult == .scheduled)
        let id = try #require(window.sceneID)
        await process.die()
        return id
    }

    @Test func aPathATabASheetAndADraftComeBackAfterProcessDeath() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id = try await live(in: folder.url) { scene in
            RouteValue("path", default: [ShelfRoute](), in: scene).wrappedValue = [.library, .comic(id: 7), .reader(comicID: 7, page: 3)]
            RouteValue("tab", default: ShelfTab.library, in: scene).wrappedValue = .search
            RouteValue("sheet", default: ShelfSheet?.none, in: scene).wrappedValue = .compose(comicID: 7)
            RouteValue("draft", default: "", in: scene).wrappedValue = "Half-written"
        }
        let window = try PreservedProcess(folder: folder.url).window()
        let launch = try #require(await window.connect(storedSceneID: id))
        #expect(launch.launch.report?.isComplete == true, "\(launch)")
        let scene = try window.revivedScene
        #expect(RouteValue("path", default: [ShelfRoute](), in: scene).wrappedValue == [.library, .comic(id: 7), .reader(comicID: 7, page: 3)])
        #expect(RouteValue("tab", default: ShelfTab.library, in: scene).wrappedValue == .search)
        #expect(RouteValue("sheet", default: ShelfSheet?.none, in: scene).wrappedValue == .compose(comicID: 7))
        #expect(RouteValue("draft", default: "", in: scene).wrappedValue == "Half-written")
        #expect(scene.report.isEmpty)
    }

    @Test func anObservableModelComesBackAsTheInstanceTheViewGets() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id = try await live(in: folder.url) { scene in
            let model = scene.model("navigation") { NavigationModel() }
            model.path = [.library, .comic(id: 42)]
            model.tab = .search
            model.sheet = .share(comicID: 42)
            model.draft = "Great issue"
        }
        let window = try PreservedProcess(folder: folder.url).window()
        await window.connect(storedSceneID: id)
        let scene = try window.revivedScene
        let fresh = NavigationModel()
        let model = scene.model("navigation") { fresh }
        #expect(model !== fresh)
        #expect(model.path == [.library, .comic(id: 42)] && model.tab == .search)
        #expect(model.sheet == .share(comicID: 42) && model.draft == "Great issue")
        #expect(scene.model("navigation") { NavigationModel() } === model, "one instance per key and scene")
    }

    @Test func aFreshSceneGetsTheDefaultModelAndAValueItsDefault() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let window = try PreservedProcess(folder: folder.url).window()
        await window.connect(storedSceneID: "")
        let scene = try window.revivedScene
        let fresh = NavigationModel()
        var made = 0
        #expect(scene.model("navigation") { () -> NavigationModel in made += 1; return fresh } === fresh)
        #expect(scene.model("navigation") { () -> NavigationModel in made += 1; return NavigationModel() } === fresh)
        #expect(made == 1)
        #expect(RouteValue("tab", default: ShelfTab.search, in: scene).wrappedValue == .search)
    }

    @Test func aValueSetBackToItsDefaultIsNotStored() async throws {
        let window = try PreservedProcess(folder: TemporaryFolder().url).window()
        await window.connect(storedSceneID: "")
        let router = try #require(window.router)
        let tab = RouteValue("tab", default: ShelfTab.library, in: router.revivedScene)
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
        router.revivedScene.rootLocation.write("unencodable-scene-4712", .int(5))
        RouteValue("unencodable-scene-4712", default: Unencodable(), in: router.revivedScene).wrappedValue = Unencodable(fails: true)
        #expect(router.tree[storedValueAt: nil, named: "unencodable-scene-4712"] == nil)
        #expect(reported.mentioning("unencodable-scene-4712").map(\.code) == [.notSaved])
    }

    @Test func aWindowValueStartsAFreshWindowAndARestoredOneKeepsWhatItSaved() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let process = try PreservedProcess(folder: folder.url)
        let window = process.window(windowValues: ["comicID": 7])
        await window.connect(storedSceneID: "")
        let comicID = RouteValue("comicID", default: 0, in: try window.revivedScene)
        #expect(comicID.wrappedValue == 7)
        comicID.wrappedValue = 8
        window.handle(.background)
        await window.router?.controller.waitForPendingSaves()
        let id = try #require(window.sceneID)
        await process.die()

        let again = try PreservedProcess(folder: folder.url).window(windowValues: ["comicID": 7])
        await again.connect(storedSceneID: id)
        #expect(RouteValue("comicID", default: 0, in: try again.revivedScene).wrappedValue == 8)
    }

    @Test func aWindowValueThatCannotBeEncodedIsLeftOutAndLogged() async throws {
        struct Unencodable: Encodable {
            func encode(to encoder: any Encoder) throws { throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "no")) }
        }
        let logs = InMemoryLogHandler()
        let router = RevivedScene.makeRouter(sceneID: "s", configuration: .init(store: InMemoryStore(), logger: Logger(label: "app") { _ in logs }),
                                               windowValues: ["bad": Unencodable(), "good": 1])
        #expect(router.defaultTree.sceneValues == ["good": .int(1)])
        #expect(logs.entries.map { "\($0.message)" }.contains { $0.hasPrefix("the window value \"bad\" cannot be encoded") })
    }

    @Test func oneKeyHoldingTwoModelTypesIsAProgrammersMistake() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let router = RevivedScene.makeRouter(sceneID: "s", configuration: .init(store: InMemoryStore()))
                _ = router.revivedScene.model("navigation") { NavigationModel() }
                _ = router.revivedScene.model("navigation") { HandWrittenModel() }
            }
        }
    }

    @Test func aSceneWithRoutesKeepsItsRoutesAndItsValuesInOneFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var kept = ""
        do {
            let process = try SceneProcess(folder: folder.url)
            let window = process.window()
            await window.connect(storedSceneID: "")
            kept = try #require(window.sceneID)
            let router = try #require(window.router)
            router.push(.item(id: 7))
            RouteValue("filter", default: "all", in: router.revivedScene).wrappedValue = "unread"
            router.revivedScene.model("navigation") { NavigationModel() }.sheet = .compose(comicID: 7)
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
        #expect(RouteValue("filter", default: "all", in: router.revivedScene).wrappedValue == "unread")
        #expect(router.revivedScene.model("navigation") { NavigationModel() }.sheet == .compose(comicID: 7))
    }

    @Test func valuesSavedWithoutRoutesComeBackWhenTheAppMovesToARouter() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id = try await live(in: folder.url) { scene in
            RouteValue("filter", default: "all", in: scene).wrappedValue = "unread"
        }
        let window = try SceneProcess(folder: folder.url).window()
        await window.connect(storedSceneID: id)
        let router = try #require(window.router)
        #expect(RouteValue("filter", default: "all", in: router.revivedScene).wrappedValue == "unread")
        #expect(router.tree.tabs.map(\.id) == SceneProcess.defaultTree.tabs.map(\.id))
    }

    @Test func aClosedWindowsFilesAreDeletedWithItsSession() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let process = try PreservedProcess(folder: folder.url)
        let closed = process.window()
        let open = process.window()
        await closed.connect(storedSceneID: "", sessionID: "session-closed")
        await open.connect(storedSceneID: "", sessionID: "session-open")
        for window in [closed, open] {
            RouteValue("draft", default: "", in: try window.revivedScene).wrappedValue = "text"
            window.handle(.background)
            await window.router?.controller.waitForPendingSaves()
        }
        #expect(try process.files().contains { $0.contains("session-closed") })
        process.store.discardSavedState(ofScenes: ["session-closed"])
        await waitUntil { closed.stage == .discarded }
        await waitUntil { (try? process.files().contains { $0.contains("session-closed") }) == false }
        let files = try process.files()
        #expect(!files.contains { $0.contains("session-closed") }, "\(files)")
        #expect(try process.files().contains { $0.contains("session-open") })
        await process.die()
    }
}
