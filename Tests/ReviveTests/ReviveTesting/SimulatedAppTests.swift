import Foundation
import Revive
import ReviveFaults
import ReviveNavigator
import ReviveTesting
import Testing

final class ShelfPage: Page {}

final class BookPage: Page {
    @Preserved("book_id") var bookID = 0
    @Preserved var title = ""
}

@MainActor
private func makeApp(store: any SnapshotStore = InMemoryStore()) -> SimulatedApp<Navigator> {
    SimulatedApp(store: store, registry: {
        let registry = RestorationRegistry<Page>()
        registry.register(ShelfPage.self) { ShelfPage() }
        registry.register(BookPage.self) { BookPage() }
        return registry
    }, rootPage: {
        TabBarPage(pages: [NavigationPage(rootPage: ShelfPage(), restorationIdentifier: "shelf"), ShelfPage(restorationIdentifier: "other")])
    })
}

@MainActor
private func openBook(_ app: SimulatedApp<Navigator>, id: Int, title: String) throws {
    let tabs = try #require(app.navigator.rootPage as? TabBarPage)
    let stack = try #require(tabs.selectedPage as? NavigationPage)
    let book = BookPage(restorationIdentifier: "book")
    book.bookID = id
    book.title = title
    try stack.push(book)
}

@MainActor
struct SimulatedAppTests {
    @Test func comesBackWhereTheUserWasAfterTheSystemKilledIt() async throws {
        let app = makeApp()
        await app.launch()
        #expect(try app.freshReason() == .noSavedState)
        try openBook(app, id: 7, title: "Dune")
        try await app.enterBackground()
        app.killBySystem()
        await app.launch()
        try app.expectVisible(BookPage.self) { $0.bookID == 7 && $0.title == "Dune" }
        #expect(try app.restoreReport().isComplete)
    }

    @Test func startsFreshAfterTheUserForceQuits() async throws {
        let app = makeApp()
        await app.launch()
        try openBook(app, id: 1, title: "Emma")
        try await app.enterBackground()
        await app.forceQuitByUser()
        await app.launch()
        #expect(try app.freshReason() == .userQuit)
        #expect(app.visiblePage is ShelfPage)
    }

    @Test func neverRestoresIntoACrashLoop() async throws {
        let app = makeApp()
        await app.launch()
        try openBook(app, id: 2, title: "Ulysses")
        try await app.enterBackground()
        app.killBySystem()
        app.crashDuringRestore()
        await app.launch()
        #expect(try app.freshReason() == .crashedDuringLastRestore(attempts: 1))
    }

    @Test func aKillWithoutGoingToTheBackgroundKeepsWhatWasLastSaved() async throws {
        let app = makeApp()
        await app.launch()
        try openBook(app, id: 3, title: "Saved")
        try await app.enterBackground()
        try openBook(app, id: 4, title: "Never saved")
        app.killBySystem()
        await app.launch()
        try app.expectVisible(BookPage.self) { $0.bookID == 3 }
    }

    @Test func aSecondDeathAfterARestoreComesBackToTheSamePlace() async throws {
        let app = makeApp()
        await app.launch()
        try openBook(app, id: 5, title: "Once")
        try await app.enterBackground()
        app.killBySystem()
        await app.launch()
        app.killBySystem()   // no background in between: a crash, a watchdog
        await app.launch()
        try app.expectVisible(BookPage.self) { $0.bookID == 5 }
    }

    @Test func killedAgainAndAgainRightAfterARestoreItStillComesBack() async throws {
        let app = makeApp()
        await app.launch()
        try openBook(app, id: 5, title: "Once")
        try await app.enterBackground()
        app.killBySystem()
        for _ in 0..<5 {
            await app.launch()
            app.killBySystem()   // the system's kill is never a crash
        }
        await app.launch()
        try app.expectVisible(BookPage.self) { $0.bookID == 5 }
    }

    @Test func worksOnRealFilesToo() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("revive-sim-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = makeApp(store: try FileStore(directory: folder))
        await app.launch()
        try openBook(app, id: 6, title: "Disk")
        try await app.enterBackground()
        app.killBySystem()
        await app.launch()
        try app.expectVisible(BookPage.self) { $0.bookID == 6 }
    }

    /// Waits until the running process has written `count` checkpoints (at most 30 s).
    private func waitForCheckpoints(_ app: SimulatedApp<Navigator>, _ count: Int) async throws {
        let controller = try app.controller()
        await waitUntil { controller.checkpointCount >= count }
        await controller.waitForPendingSaves()
    }

    @Test func comesBackToTheLastScreenAfterACrashInTheForegroundWithNoCheckpointCallOfItsOwn() async throws {
        let app = makeApp()
        app.checkpointDelay = .milliseconds(50)
        await app.launch()
        try openBook(app, id: 7, title: "Dune")
        try await app.enterBackground()
        try app.enterForeground()
        try openBook(app, id: 8, title: "Emma")   // after the last save: only a checkpoint keeps it
        try await waitForCheckpoints(app, 1)
        app.killBySystem()                        // a crash in the foreground: no enterBackground()
        await app.launch()
        try app.expectVisible(BookPage.self) { $0.bookID == 8 && $0.title == "Emma" }
        #expect((app.navigator.visiblePage?.parent as? NavigationPage)?.pages.count == 3)
    }

    @Test func navigationInTheBackgroundIsNotCheckpointed() async throws {
        let app = makeApp()
        app.checkpointDelay = .milliseconds(50)
        await app.launch()
        try openBook(app, id: 7, title: "Dune")
        try await app.enterBackground()
        try openBook(app, id: 8, title: "Emma")   // the app navigates while in the background
        try await Task.sleep(for: .milliseconds(200))
        await (try app.controller()).waitForPendingSaves()
        #expect(try app.controller().checkpointCount == 0)
        app.killBySystem()
        await app.launch()
        try app.expectVisible(BookPage.self) { $0.bookID == 7 }
    }

    @Test func expectationsSayWhatWasFound() async throws {
        let app = makeApp()
        await app.launch()
        let error = #expect(throws: ReviveError.self) { try app.expectVisible(BookPage.self) }
        #expect(error?.code == .expectationFailed && error?.message == "the visible page is ShelfPage, not a BookPage")
    }
}

/// A scrolled list, its selection and a draft through a simulated kill and relaunch, the
/// app's data changed in between.
@MainActor
struct SimulatedAppViewStateTests {
    @Test(arguments: HierarchyConformance.ListChange.allCases)
    func aScrolledListComesBackAtTheSameItemWithItsSelectionAndDraft(_ change: HierarchyConformance.ListChange) async throws {
        var items = HierarchyConformance.ListViewState.savedItems
        let app = SimulatedApp(registry: {
            let registry = RestorationRegistry<Page>()
            registry.register(ListPage.self) { ListPage(items: items) }
            return registry
        }, rootPage: { NavigationPage(pages: [ListPage(items: items)]) })
        await app.launch()
        let list = try app.expectVisible(ListPage.self)
        list.list = PageViewState.ScrollAnchor(itemIdentifier: HierarchyConformance.ListViewState.anchoredItem, index: 40, offset: 3)
        list.selected = PageViewState.ItemSelection([HierarchyConformance.ListViewState.anchoredItem, "item-7"])
        list.draft = PageViewState.TextDraft(text: "So far so good", selectedRange: NSRange(location: 3, length: 3))
        try await app.enterBackground()
        app.killBySystem()
        items = change.items
        await app.launch()
        let back = try app.expectVisible(ListPage.self)
        #expect(back.draft == list.draft)
        let shown = try #require(back.list.resolve(in: items).index)
        switch change {
        case .unchanged, .itemsInsertedAbove:
            #expect(items[shown] == HierarchyConformance.ListViewState.anchoredItem)
            #expect(back.list.offset == 3)
            #expect(back.selected.identifiers == [HierarchyConformance.ListViewState.anchoredItem, "item-7"])
            #expect(try app.restoreReport().isComplete)
        case .anchoredItemDeleted:
            #expect(items[shown] == "item-42")
            #expect(back.selected.identifiers == ["item-7"])
            #expect(try app.restoreReport().items(.movedViewState).map(\.key) == ["list", "selected"])
        }
    }
}
