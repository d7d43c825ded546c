import Foundation
import Testing
@testable import Revive
@testable import ReviveSwiftUI
@testable import ReviveTesting

/// Launching a route scene through the restoration controller: deep links, tabs, modal pacing.
@MainActor
struct RouteLaunchTests {
    private let defaultTree = RouteTree<TestRoute, String>(tabs: ["home", "search"])
    private let saved = RouteTree<TestRoute, String>(
        tabs: [RouteTree.TabStack(id: "home", path: [.list, .item(id: 1)]), RouteTree.TabStack(id: "search", path: [.note("q")])],
        selectedTab: "search", modals: [RouteTree.Modal(.note("sheet")), RouteTree.Modal(.list, style: .fullScreenCover)]
    )

    /// A store holding `saved`, as the previous process left it.
    private func storeWithSavedTree() async throws -> InMemoryStore {
        let store = InMemoryStore()
        let routes = RouteHierarchy(routes: TestRoute.registry, tree: saved)
        let controller = RestorationController(routes: routes, configuration: .init(store: store))
        #expect(controller.didEnterBackground() == .scheduled)
        await controller.waitForPendingSaves()
        return store
    }

    private func relaunch(_ store: InMemoryStore, deepLink: RouteTree<TestRoute, String>.DeepLink? = nil) async -> (RouteTree<TestRoute, String>.LaunchResult, RouteHierarchy<TestRoute, String>) {
        let routes = RouteHierarchy(routes: TestRoute.registry)
        let controller = RestorationController(routes: routes, configuration: .init(store: store))
        return (await controller.launch(defaultTree: defaultTree, deepLink: deepLink), routes)
    }

    @Test func restoresTheSavedTreeAfterARelaunch() async throws {
        let (result, routes) = await relaunch(try await storeWithSavedTree())
        #expect(result.launch.report?.isComplete == true)
        #expect(result.deepLink == nil)
        #expect(routes.tree == saved)
    }

    @Test func aMergedDeepLinkOpensOnTopOfTheRestoredTree() async throws {
        let link = RouteTree<TestRoute, String>.DeepLink(tab: "home", path: [.reader(id: 9, page: 1)], precedence: .merge)
        let (result, routes) = await relaunch(try await storeWithSavedTree(), deepLink: link)
        #expect(result.deepLink == .mergedIntoRestoredTree)
        #expect(routes.tree.path(forTab: "home") == [.list, .item(id: 1), .reader(id: 9, page: 1)])
        #expect(routes.tree.path(forTab: "search") == [.note("q")])
        #expect(routes.tree.selectedTab == "home")
        #expect(routes.tree.modals == saved.modals, "the restored modals stay above the link")
        #expect(result.keptModals == 2)
        #expect(result.description.hasSuffix("; the deep link was merged into the restored tree; 2 presented modals were kept above it"))
    }

    @Test func aMergedDeepLinkThatDismissesOpensWithNoModal() async throws {
        let link = RouteTree<TestRoute, String>.DeepLink(tab: "home", path: [.reader(id: 9, page: 1)], presentedModals: .dismiss)
        let (result, routes) = await relaunch(try await storeWithSavedTree(), deepLink: link)
        #expect(routes.tree.modals.isEmpty && result.keptModals == 0)
        #expect(result.description.hasSuffix("; the deep link was merged into the restored tree"))
    }

    @Test func aReplacingDeepLinkDropsTheRestoredTree() async throws {
        let link = RouteTree<TestRoute, String>.DeepLink(tab: "home", path: [.item(id: 5)], precedence: .replace)
        let (result, routes) = await relaunch(try await storeWithSavedTree(), deepLink: link)
        #expect(result.deepLink == .replacedRestoredTree)
        #expect(result.launch.report != nil)
        #expect(routes.tree == RouteTree(tabs: [RouteTree.TabStack(id: "home", path: [.item(id: 5)]), RouteTree.TabStack(id: "search")], modals: saved.modals),
                "the navigation is replaced; the modals on screen are kept")
        let dismissing = RouteTree<TestRoute, String>.DeepLink(tab: "home", path: [.item(id: 5)], precedence: .replace, presentedModals: .dismiss)
        let (_, replaced) = await relaunch(try await storeWithSavedTree(), deepLink: dismissing)
        #expect(replaced.tree == RouteTree(tabs: [RouteTree.TabStack(id: "home", path: [.item(id: 5)]), RouteTree.TabStack(id: "search")]))
    }

    @Test func aDeepLinkOnAFreshStartSaysSo() async {
        let (result, routes) = await relaunch(InMemoryStore(), deepLink: RouteTree.DeepLink(path: [.list]))
        #expect(result.launch == .fresh(.noSavedState))
        #expect(result.deepLink == .openedOnFreshStart)
        #expect(routes.tree.path(forTab: "home") == [.list])
    }

    @Test func aRestoredTreeTakesTheAppsCurrentTabs() async throws {
        let store = try await storeWithSavedTree()
        let routes = RouteHierarchy(routes: TestRoute.registry)
        let controller = RestorationController(routes: routes, configuration: .init(store: store))
        await controller.launch(defaultTree: RouteTree(tabs: ["home", "profile"]))
        #expect(routes.tree.tabs.map(\.id) == ["home", "profile"])
        #expect(routes.tree.path(forTab: "home") == [.list, .item(id: 1)])
        #expect(routes.tree.selectedTab == "home")
    }

    @Test func aRestoredModalChainIsOfferedOneLevelAtATime() async throws {
        let (_, routes) = await relaunch(try await storeWithSavedTree())
        #expect(routes.presentableModal(at: 0, style: .sheet)?.route == .note("sheet"))
        #expect(routes.presentableModal(at: 0, style: .fullScreenCover) == nil)
        #expect(routes.presentableModal(at: 1) == nil)
        routes.modalDidAppear(at: 0)
        #expect(routes.presentableModal(at: 1, style: .fullScreenCover)?.route == .list)
        routes.modalDidAppear(at: 1)
        routes.present(.item(id: 3))
        #expect(routes.presentableModal(at: 2)?.route == .item(id: 3))
        routes.dismissModals(from: 1)
        #expect(routes.tree.modals.count == 1)
        #expect(routes.confirmedModalLevels == 1)
    }

    @Test func aTreeAtATabsRootIsSaved() {
        let routes = RouteHierarchy(routes: TestRoute.registry, tree: RouteTree(tabs: [RouteTree.TabStack(id: "only")]))
        let controller = RestorationController(routes: routes, configuration: .init(store: InMemoryStore()))
        #expect(controller.didEnterBackground() == .scheduled)
        #expect(routes.visibleNode != nil)
    }
}
