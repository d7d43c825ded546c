import Foundation
import InMemoryLogging
import Logging
import Testing
@testable import Revive
@testable import ReviveNavigator
@testable import ReviveTesting

/// The launch and save decisions the controller makes for any hierarchy: opt-outs, blank
/// trees, a root type that is gone, an unregistered tab.
@MainActor
struct LaunchDecisionTests {
    private func controller(_ store: InMemoryStore, registry: PageRegistry = comicRegistry()) -> RestorationController<Navigator> {
        RestorationController(navigator: Navigator(), registry: registry, store: store)
    }

    /// Saves `root` as the scene's state, as an earlier process would have.
    private func saved(_ root: SnapshotNode, in store: InMemoryStore) throws {
        let snapshot = Snapshot(header: SnapshotHeader(sceneID: "default"), root: root)
        try store.write(try SnapshotCodec().encode(snapshot), sceneID: "default")
    }

    private func savedComicApp(in store: InMemoryStore) async throws {
        let (navigator, _, _) = try makeComicApp()
        let first = RestorationController(navigator: navigator, registry: comicRegistry(), store: store)
        #expect(first.didEnterBackground() == .scheduled)
        await first.waitForPendingSaves()
    }

    @Test func anAppThatDeclinesTheRestoreStartsFreshWithItsOwnReason() async throws {
        let store = InMemoryStore()
        try await savedComicApp(in: store)
        let second = controller(store)
        second.shouldRestore = { false }
        let result = await second.launch { LibraryPage(restorationIdentifier: "fresh") }
        #expect(result == .fresh(.declinedByApp))
        #expect(result.description == "fresh because the app declined to restore")
        #expect(second.navigator.visiblePage?.name == "fresh")
        #expect(try store.read(sceneID: "default") == nil)
    }

    @Test func anAppThatDeclinesASaveKeepsThePreviousState() async throws {
        let store = InMemoryStore()
        try await savedComicApp(in: store)
        let before = try store.read(sceneID: "default")
        let navigator = Navigator()
        try navigator.setRootPage(LibraryPage())
        let second = RestorationController(navigator: navigator, registry: comicRegistry(), store: store)
        second.shouldSave = { false }
        #expect(second.didEnterBackground() == .declinedByApp)
        await second.waitForPendingSaves()
        #expect(try store.read(sceneID: "default") == before)
        #expect(second.saveCount == 0)
    }

    @Test func aTreeThatShowsNothingIsAFreshStartAndIsNeverSavedBack() async throws {
        let store = InMemoryStore()
        try saved(SnapshotNode(typeName: "MainTabs", kind: .tabs(selectedIndex: 0)), in: store)
        let second = controller(store)
        let result = await second.launch { LibraryPage(restorationIdentifier: "home") }
        #expect(result == .fresh(.nothingOnScreen))
        #expect(second.navigator.visiblePage?.name == "home")

        let blank = Navigator()
        try blank.setRootPage(NavigationPage(pages: []))
        let third = RestorationController(navigator: blank, registry: comicRegistry(), store: store)
        guard case .notCaptured(let error) = third.didEnterBackground() else {
            Issue.record("a blank screen must not be saved")
            return
        }
        #expect(error.code == .nothingVisible)
        await third.waitForPendingSaves()
        #expect(try store.read(sceneID: "default") == nil)
    }

    @Test func aRootTypeThatIsNoLongerRegisteredHasItsOwnReason() async throws {
        let store = InMemoryStore()
        try saved(SnapshotNode(typeName: "RemovedInVersion2"), in: store)
        let result = await controller(store).launch { LibraryPage() }
        #expect(result == .fresh(.rootTypeUnknown("RemovedInVersion2")))
        #expect(result.description == "fresh because the saved root page type \"RemovedInVersion2\" is no longer registered")
    }

    @Test func anUnregisteredTabComesBackAsItsDefaultAndTheReportSaysSo() async throws {
        let store = InMemoryStore()
        let makeTabs = {
            MainTabs(pages: [NavigationPage(pages: [LibraryPage()]), SecretPage(restorationIdentifier: "default-secret")], selectedIndex: 1)
        }
        let first = controller(store)
        await first.launch(defaultRoot: makeTabs)
        #expect(first.didEnterBackground() == .scheduled)
        await first.waitForPendingSaves()

        let second = controller(store)
        let result = await second.launch(defaultRoot: makeTabs)
        let report = try #require(result.report)
        #expect(!report.isComplete)
        #expect(report.items(.fellBackToDefault).map(\.path) == ["MainTabs > SecretPage(\"default-secret\")"])
        let tabs = try #require(second.navigator.rootPage as? MainTabs)
        #expect(tabs.pages.count == 2)
        #expect(tabs.selectedIndex == 1)
        #expect(second.navigator.visiblePage?.name == "default-secret")
    }

    @Test func aPartialRestoreIsLoggedAsANoticeToTheAppsLogger() async throws {
        let store = InMemoryStore()
        let makeTabs = {
            MainTabs(pages: [NavigationPage(pages: [LibraryPage()]), SecretPage(restorationIdentifier: "default-secret")], selectedIndex: 1)
        }
        let first = controller(store)
        await first.launch(defaultRoot: makeTabs)
        #expect(first.didEnterBackground() == .scheduled)
        await first.waitForPendingSaves()

        let handler = InMemoryLogHandler()
        let logger = Logger(label: "app") { _ in handler }
        let second = RestorationController(navigator: Navigator(), registry: comicRegistry(), store: store, logger: logger)
        await second.launch(defaultRoot: makeTabs)
        let notices = handler.entries.filter { $0.level == .notice && "\($0.message)".hasPrefix("launch: restored") }
        #expect(notices.count == 1)
        #expect(notices.first?.metadata["items"]?.description.contains("SecretPage") == true)
    }

    @Test func theRestoreReusesTheAppsDefaultPagesWhereTheyMatch() async throws {
        let store = InMemoryStore()
        try await savedComicApp(in: store)
        let defaultLibrary = LibraryPage(restorationIdentifier: "library-root")
        let second = controller(store)
        let result = await second.launch {
            MainTabs(pages: [NavigationPage(pages: [defaultLibrary], restorationIdentifier: "library")], restorationIdentifier: "tabs")
        }
        #expect(result.report?.isComplete == true)
        let tabs = try #require(second.navigator.rootPage as? MainTabs)
        let stack = try #require(tabs.pages.first as? NavigationPage)
        #expect(stack.pages.first === defaultLibrary)
        #expect(stack.pages.count == 2)
    }
}
