import Foundation
import Observation
import Testing
@testable import Revive
@testable import ReviveSwiftUI
@testable import ReviveTesting

/// The observable router, compiled and run here (it needs Observation, not SwiftUI): what
/// SwiftUI's bindings read and write, and what SwiftUI observes.
@MainActor
struct ReviveRouterTests {
    private let tabs = RouteTree<TestRoute, String>(tabs: ["home", "search"])
    private let saved = RouteTree<TestRoute, String>(
        tabs: [RouteTree.TabStack(id: "home", path: [.list, .item(id: 1)]), RouteTree.TabStack(id: "search", path: [.note("q")])],
        selectedTab: "search", modals: [RouteTree.Modal(.note("sheet")), RouteTree.Modal(.list, style: .fullScreenCover)]
    )

    private func router(_ store: InMemoryStore, tree: RouteTree<TestRoute, String>? = nil) -> ReviveRouter<TestRoute, String> {
        ReviveRouter(routes: TestRoute.registry, defaultTree: tree ?? tabs, sceneID: "scene-1", configuration: .init(store: store))
    }

    /// A store that holds `saved`, written by a router as the previous process did.
    private func storeWithSavedTree() async -> InMemoryStore {
        let store = InMemoryStore()
        let previous = router(store, tree: saved)
        await previous.launch()
        #expect(previous.didEnterBackground() == .scheduled)
        await previous.controller.waitForPendingSaves()
        return store
    }

    @Test func aLaunchRestoresTheSavedTreeIntoTheObservedCopy() async {
        let restored = router(await storeWithSavedTree())
        let result = await restored.launch()
        #expect(result.launch.report?.isComplete == true)
        #expect(restored.launchResult == result)
        #expect(restored.tree == saved)
        #expect(restored.selectedTab == "search")
        #expect(restored[pathForTab: "home"] == [.list, .item(id: 1)])
    }

    @Test func theTabAndPathAccessorsWriteThroughToTheTree() async {
        let router = router(InMemoryStore())
        await router.launch()
        router.selectedTab = "nowhere"
        #expect(router.selectedTab == "home", "an unknown tab id changes nothing")
        router.selectedTab = "search"
        #expect(router.tree.selectedTab == "search")
        router[pathForTab: "home"] = [.item(id: 7)]
        #expect(router.tree.path(forTab: "home") == [.item(id: 7)])
        router[pathForTab: "nowhere"] = [.list]
        #expect(router[pathForTab: "nowhere"] == [])
    }

    @Test func aRestoredModalChainIsOfferedOneLevelAtATimeThroughTheRouter() async {
        let router = router(await storeWithSavedTree())
        await router.launch()
        #expect(router[modalAt: 0, .sheet]?.route == .note("sheet"))
        #expect(router[modalAt: 0, .fullScreenCover] == nil, "a level is offered only in its own style")
        #expect(router[modalAt: 1, .fullScreenCover] == nil, "not before the level below it is on screen")
        router.modalDidAppear(at: 0)
        #expect(router[modalAt: 1, .fullScreenCover]?.route == .list)
    }

    @Test func settingAModalToNilDismissesItAndEveryModalAboveIt() async {
        let router = router(await storeWithSavedTree())
        await router.launch()
        router.modalDidAppear(at: 0)
        router.modalDidAppear(at: 1)
        router[modalAt: 1, .sheet] = nil
        #expect(router.tree.modals.count == 2, "the wrong style at that level changes nothing")
        router[modalAt: 0, .sheet] = nil
        #expect(router.tree.modals.isEmpty)
        #expect(router[modalPathAt: 0] == [])
    }

    @Test func aModalsOwnPathIsReadAndWritten() async {
        let router = router(InMemoryStore())
        await router.launch()
        router.present(.note("compose"))
        router[modalPathAt: 0] = [.item(id: 2)]
        #expect(router.tree.modals.first?.path == [.item(id: 2)])
    }

    @Test func changesMadeThroughTheHierarchyAreObserved() async {
        let router = router(InMemoryStore())
        await router.launch()
        let changed = LockedFlag()
        withObservationTracking { _ = router.tree } onChange: { changed.set() }
        router.push(.item(id: 3))
        #expect(changed.isSet)
        #expect(router.tree.path(forTab: "home") == [.item(id: 3)])
    }

    @Test func aSaveThroughTheRouterComesBackInTheNextProcess() async {
        let store = InMemoryStore()
        let first = router(store)
        await first.launch()
        first.push(.reader(id: 4, page: 12))
        #expect(first.didEnterBackground() == .scheduled)
        await first.controller.waitForPendingSaves()
        let second = router(store)
        await second.launch()
        #expect(second[pathForTab: "home"] == [.reader(id: 4, page: 12)])
    }
}

/// A flag set from an observation's change handler, which may run on any thread.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
