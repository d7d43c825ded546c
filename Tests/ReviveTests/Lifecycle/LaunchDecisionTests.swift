import Foundation
import InMemoryLogging
import Logging
import Testing
@testable import Revive
@testable import ReviveTesting

/// The launch and save decisions the controller makes for any hierarchy: opt-outs, blank
/// trees, a root type that is gone, an unregistered tab.
@MainActor
struct LaunchDecisionTests {
    private func controller(_ store: InMemoryStore) -> RestorationController<EngineHierarchy> {
        RestorationController(hierarchy: EngineHierarchy(), registry: treeRegistry(), configuration: .init(store: store))
    }

    /// Tabs of a stack and a page of a type the registry does not know, the second selected.
    private func tabsWithAnUnregisteredTab() -> TreeNode {
        TreeTabs([TreeStack([TreePage()]), UnregisteredTreePage(identifier: "default-secret")], selectedIndex: 1)
    }

    /// Saves `root` as the scene's state, as an earlier process would have.
    private func saved(_ root: Snapshot.Node, in store: InMemoryStore) throws {
        let snapshot = Snapshot(header: Snapshot.Header(sceneID: "default"), root: root)
        try store.write(try SnapshotCodec().encode(snapshot), sceneID: "default")
    }

    private func savedTreeApp(in store: InMemoryStore) async throws {
        let first = RestorationController(hierarchy: makeTreeApp(), registry: treeRegistry(), configuration: .init(store: store))
        #expect(first.didEnterBackground() == .scheduled)
        await first.waitForPendingSaves()
    }

    @Test func anAppThatDeclinesTheRestoreStartsFreshWithItsOwnReason() async throws {
        let store = InMemoryStore()
        try await savedTreeApp(in: store)
        let second = controller(store)
        second.shouldRestore = { false }
        let result = await second.launch { freshTreeRoot("fresh") }
        #expect(result == .fresh(.declinedByApp))
        #expect(result.description == "fresh because the app declined to restore")
        #expect(second.hierarchy.visiblePage?.identifier == "fresh")
        #expect(try store.read(sceneID: "default") == nil)
    }

    @Test func anAppThatDeclinesASaveKeepsThePreviousState() async throws {
        let store = InMemoryStore()
        try await savedTreeApp(in: store)
        let before = try store.read(sceneID: "default")
        let second = RestorationController(hierarchy: EngineHierarchy(root: TreePage()), registry: treeRegistry(), configuration: .init(store: store))
        second.shouldSave = { false }
        #expect(second.didEnterBackground() == .declinedByApp)
        await second.waitForPendingSaves()
        #expect(try store.read(sceneID: "default") == before)
        #expect(second.saveCount == 0)
    }

    @Test func aTreeThatShowsNothingIsAFreshStartAndIsNeverSavedBack() async throws {
        let store = InMemoryStore()
        try saved(Snapshot.Node(typeName: "TreeTabs", kind: .tabs(selectedIndex: 0)), in: store)
        let second = controller(store)
        let result = await second.launch { freshTreeRoot("home") }
        #expect(result == .fresh(.nothingOnScreen))
        #expect(second.hierarchy.visiblePage?.identifier == "home")

        let third = RestorationController(hierarchy: EngineHierarchy(root: TreeStack()), registry: treeRegistry(), configuration: .init(store: store))
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
        try saved(Snapshot.Node(typeName: "RemovedInVersion2"), in: store)
        let result = await controller(store).launch { freshTreeRoot() }
        #expect(result == .fresh(.rootTypeUnknown("RemovedInVersion2")))
        #expect(result.description == "fresh because the saved root page type \"RemovedInVersion2\" is no longer registered")
    }

    @Test func anUnregisteredTabComesBackAsItsDefaultAndTheReportSaysSo() async throws {
        let store = InMemoryStore()
        let first = controller(store)
        await first.launch { tabsWithAnUnregisteredTab() }
        #expect(first.didEnterBackground() == .scheduled)
        await first.waitForPendingSaves()

        let second = controller(store)
        let result = await second.launch { tabsWithAnUnregisteredTab() }
        let report = try #require(result.report)
        #expect(!report.isComplete)
        #expect(report.items(.fellBackToDefault).map(\.path) == ["TreeTabs > UnregisteredTreePage(\"default-secret\")"])
        let tabs = try #require(second.hierarchy.rootNode as? TreeTabs)
        #expect(tabs.children.count == 2)
        #expect(tabs.kind == .tabs(selectedIndex: 1))
        #expect(second.hierarchy.visibleNode?.identifier == "default-secret")
    }

    @Test func aPartialRestoreIsLoggedAsANoticeToTheAppsLogger() async throws {
        let store = InMemoryStore()
        let first = controller(store)
        await first.launch { tabsWithAnUnregisteredTab() }
        #expect(first.didEnterBackground() == .scheduled)
        await first.waitForPendingSaves()

        let handler = InMemoryLogHandler()
        let logger = Logger(label: "app") { _ in handler }
        let second = RestorationController(hierarchy: EngineHierarchy(), registry: treeRegistry(), configuration: .init(store: store, logger: logger))
        await second.launch { tabsWithAnUnregisteredTab() }
        let notices = handler.entries.filter { $0.level == .notice && "\($0.message)".hasPrefix("launch: restored") }
        #expect(notices.count == 1)
        #expect(notices.first?.metadata["items"]?.description.contains("UnregisteredTreePage") == true)
    }

    @Test func theRestoreReusesTheAppsDefaultPagesWhereTheyMatch() async throws {
        let store = InMemoryStore()
        try await savedTreeApp(in: store)
        let defaultLibrary = TreePage("library-root")
        let second = controller(store)
        let result = await second.launch {
            TreeTabs([TreeStack([defaultLibrary], identifier: "library")], identifier: "tabs")
        }
        #expect(result.report?.isComplete == true)
        let tabs = try #require(second.hierarchy.rootNode as? TreeTabs)
        let stack = try #require(tabs.children.first as? TreeStack)
        #expect(stack.children.first === defaultLibrary)
        #expect(stack.children.count == 2)
    }
}
