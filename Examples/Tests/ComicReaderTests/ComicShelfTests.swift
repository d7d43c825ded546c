import ComicShelf
import Foundation
import Testing
import Revive
import ReviveSwiftUI

/// The SwiftUI sample's model and routes, run as its views drive them: what a user does in a
/// window comes back after the system kills the app, through the same scene model
/// `RouteRestorationView` forwards to.
@MainActor
struct ComicShelfTests {
    /// One process of the sample: its windows on a store in a temporary folder.
    @MainActor
    private final class Process {
        let store: FileStore
        private var windows: [RouteSceneModel<ShelfRoute, ShelfTab>] = []

        init(folder: URL) throws { store = try FileStore(directory: folder) }

        /// The windows of this process.
        var connected: [RouteSceneModel<ShelfRoute, ShelfTab>] { windows }

        func window() -> RouteSceneModel<ShelfRoute, ShelfTab> {
            let window = RouteSceneModel<ShelfRoute, ShelfTab>(lifecycle: SceneLifecycle(platform: .iOS)) { [store] sceneID in
                Shelf.makeRouter(store: store, sceneID: sceneID)
            }
            windows.append(window)
            return window
        }

        /// The system kills the process: its scene locks go with it. (A store's launch sweep runs
        /// once per process, and only the package's own tests can reset that; the next window of
        /// this test sweeps nothing, and the sweep is tested in `RouteSceneModelTests`.)
        func die() {
            for case let controller? in windows.map({ $0.router?.controller }) {
                controller.releaseSceneLock()
            }
            windows = []
        }
    }

    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("comic-shelf-\(UUID().uuidString)")

    @Test func aWindowComesBackWithItsSectionStackSheetScrollPositionDraftAndViewState() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var kept = ""
        var left: RouteTree<ShelfRoute, ShelfTab>?
        do {
            let process = try Process(folder: folder)
            let window = process.window()
            await window.connect(storedSceneID: "")
            kept = try #require(window.sceneID)
            let router = try #require(window.router)
            // What the views do: scroll the library, filter it, open a comic and its reader, zoom,
            // write half a review in the sheet, search, and hide the sidebar.
            router.setScrollAnchorID(41, at: Shelf.libraryPlace)
            RouteValue("filter", default: ShelfFilter(), at: router.storageLocation(at: Shelf.libraryPlace)).wrappedValue = ShelfFilter(unreadOnly: true, order: .pages)
            router.detailPath = [.comic(id: 7), .reader(comicID: 7, page: 12)]
            RouteValue("zoom", default: Double(1), at: router.storageLocation(at: .tab(.library, pathIndex: 1))).wrappedValue = 2.5
            router.present(.review(comicID: 7))
            router.modalDidAppear(at: 0)
            router[textAt: .modal(0), named: Shelf.reviewDraft] = "Great art, slow"
            RouteValue("query", default: "", at: router.storageLocation(at: .tabRoot(.search))).wrappedValue = "comic 1"
            router.setSidebarSelection(ShelfCollection.unread, inTab: .library)
            router.setColumnVisibility(.detailOnly, inTab: .library)
            #expect(window.handle(.background) == .saveInBackgroundTask)
            await router.controller.waitForPendingSaves()
            left = router.tree
            process.die()
        }
        let window = try Process(folder: folder).window()
        let launch = try #require(await window.connect(storedSceneID: kept))
        #expect(launch.launch.report?.isComplete == true, "\(launch)")
        let router = try #require(window.router)
        #expect(router.tree == left)
        #expect(router.selectedTab == .library && router.detailPath == [.comic(id: 7), .reader(comicID: 7, page: 12)])
        #expect(router.sidebarSelection(inTab: .library, as: ShelfCollection.self) == .unread)
        #expect(router.columnVisibility(inTab: .library) == .detailOnly)
        #expect(router.scrollAnchorID(at: Shelf.libraryPlace, as: Int.self) == 41)
        #expect(RouteValue("filter", default: ShelfFilter(), at: router.storageLocation(at: Shelf.libraryPlace)).wrappedValue == ShelfFilter(unreadOnly: true, order: .pages))
        #expect(RouteValue("zoom", default: Double(1), at: router.storageLocation(at: .tab(.library, pathIndex: 1))).wrappedValue == 2.5)
        #expect(RouteValue("query", default: "", at: router.storageLocation(at: .tabRoot(.search))).wrappedValue == "comic 1")
        #expect(router[modalAt: 0, .sheet]?.route == .review(comicID: 7))
        #expect(router[textAt: .modal(0), named: Shelf.reviewDraft] == "Great art, slow")
    }

    @Test func aComicsURLOpensWhereItSaysBeforeOrAfterTheLaunch() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Shelf.link(for: try #require(URL(string: "comics://read/42/7")))?.path == [.comic(id: 42), .reader(comicID: 42, page: 7)])
        #expect(Shelf.link(for: try #require(URL(string: "comics://search")))?.tab == .search)
        #expect(Shelf.link(for: try #require(URL(string: "https://example.com/comic/1"))) == nil)
        #expect(Shelf.link(for: try #require(URL(string: "comics://comic/x"))) == nil)
        let window = try Process(folder: folder).window()
        window.open(try #require(URL(string: "comics://comic/42")))
        let launch = try #require(await window.connect(storedSceneID: ""))
        #expect(launch.deepLink == .openedOnFreshStart)
        #expect(window.router?.detailPath == [.comic(id: 42)])
        window.open(try #require(URL(string: "comics://search")))
        #expect(window.router?.selectedTab == .search)
    }

    @Test func aReviewLinkOpensBeneathAHalfWrittenReviewAndStacksItsOwnWithTheTextFilledIn() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var kept = ""
        do {
            let process = try Process(folder: folder)
            let window = process.window()
            await window.connect(storedSceneID: "", sessionID: "shelf-session")
            kept = try #require(window.sceneID)
            let router = try #require(window.router)
            router.present(.review(comicID: 7))
            router.modalDidAppear(at: 0)
            router[textAt: .modal(0), named: Shelf.reviewDraft] = "Great art, slow"
            window.handle(.background)
            await router.controller.waitForPendingSaves()
            process.die()
        }
        let window = try Process(folder: folder).window()
        window.open(try #require(URL(string: "comics://review/42?text=Loved%20it")))
        let launch = try #require(await window.connect(storedSceneID: "", sessionID: kept))
        #expect(launch.deepLink == .mergedIntoRestoredTree && launch.keptModals == 1, "\(launch)")
        let router = try #require(window.router)
        #expect(router.modals.map(\.route) == [.review(comicID: 7), .review(comicID: 42)])
        #expect(router[textAt: .modal(0), named: Shelf.reviewDraft] == "Great art, slow", "the half-written review is kept")
        #expect(router[textAt: .modal(1), named: Shelf.reviewDraft] == "Loved it")
        #expect(router[pathForTab: .library] == [.comic(id: 42)], "beneath the sheets")
        window.open(try #require(URL(string: "comics://comic/9")))
        #expect(router.modals.count == 2, "a link while running keeps them too")
    }

    @Test func windowsClosedInTheAppSwitcherLeaveNoFileThroughTheAppDelegatesForwarding() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = try Process(folder: folder)
        var sessions: [String] = []
        do {
            for index in 0..<3 {
                let window = process.window()
                await window.connect(storedSceneID: "", sessionID: "ipad-window-\(index)")
                window.router?.present(.review(comicID: index))
                window.router?[textAt: .modal(0), named: Shelf.reviewDraft] = "draft \(index)"
                window.handle(.background)
                await window.router?.controller.waitForPendingSaves()
                sessions.append("ipad-window-\(index)")
            }
        }
        // What ShelfAppDelegate's application(_:didDiscardSceneSessions:) forwards.
        #expect(process.store.discardSavedState(ofScenes: sessions).isEmpty)
        for window in process.connected { await window.discard() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") } == [])
    }

    @Test func theLibraryFilterShowsUnreadComicsInItsOrder() {
        let all = ShelfFilter().apply(to: Shelf.catalog)
        #expect(all.count == 60 && all.first?.title == "Comic 01")
        let unread = ShelfFilter(unreadOnly: true, order: .pages).apply(to: Shelf.catalog)
        #expect(unread.count == 40 && unread.allSatisfy { !$0.isRead })
        #expect(unread.map(\.pages) == unread.map(\.pages).sorted())
        #expect(Shelf.search("comic 1").count == 10 && Shelf.search("  ").count == 60)
    }
}
