import Revive
import ReviveSwiftUI
import ReviveTesting
import Testing

/// Pins the public spellings of the routes API as an app writes them (plain `import Revive`).
@MainActor
struct RouteSourceCompatibilityTests {
    enum Route: Codable, Hashable { case home, detail(id: Int) }
    enum Mailbox: String, Codable, Hashable { case inbox, archive }

    @Test func publicSpellingsCompile() async {
        var names = RouteRegistry<Route>()
        names.register("home", "detail")
        names.register(["home"])
        _ = names.contains("home")
        _ = names.registeredNames
        _ = RouteRegistry<Route>(naming: { _ in "fixed" })
        var tree = RouteTree<Route, String>(tabs: [RouteTree.TabStack(id: "a", path: [.home])], selectedTab: "a", modals: [RouteTree.Modal(.home, style: .fullScreenCover, path: [])])
        tree = RouteTree(tabs: ["a", "b"])
        tree = RouteTree(path: [.home])
        tree.push(.detail(id: 1))
        tree.present(.home, style: .sheet)
        tree.replaceVisibleRoute(with: .home)
        tree.pop()
        tree.select("main")
        tree.setPath([], forTab: "main")
        tree.open(RouteTree.DeepLink(tab: "main", path: [.home], precedence: .replace))
        _ = (tree.tabs, tree.selectedTab, tree.selectedIndex, tree.modals, tree.visibleRoute, tree.allRoutes, tree.path(forTab: "main"))
        _ = tree.conformingTabs(to: RouteTree(tabs: ["main"]))
        let routes = RouteHierarchy(routes: names, tree: tree)
        routes.treeDidChange = { _ in }
        _ = routes.presentableModal(at: 0, style: .sheet)
        routes.modalDidAppear(at: 0)
        routes.setModalPath([], at: 0)
        routes.dismissModals(from: 0)
        routes.present(.home, style: .fullScreenCover)
        _ = try? routes.captureSnapshot(header: Snapshot.Header(), budget: CaptureBudget())
        let controller = RestorationController(routes: routes, sceneID: "s", configuration: .init(store: InMemoryStore(), policy: RestorationPolicy(), codec: SnapshotCodec(), budget: CaptureBudget()))
        let launch: RouteTree<Route, String>.LaunchResult = await controller.launch(defaultTree: RouteTree(tabs: ["main"]), deepLink: nil)
        _ = (launch.launch, launch.deepLink, launch.description)
        var policy = RestorationPolicy(schemaVersion: 2)
        policy.registerMigration(from: 1, RouteMigration.renameRoute("a", to: "b"))
        _ = RouteMigration.mapRoutes { RouteMigration.SavedRoute(name: $0.name, value: $0.value) }
        #expect(RouteTree<Route, String>.Modal.Style.allCases == [.sheet, .fullScreenCover])
    }

    @Test func splitViewSpellingsCompile() {
        var tree = RouteTree<Route, Mailbox>(tabs: [.inbox, .archive])
        tree.splitView = .twoColumns
        tree.splitView = RouteTree.SplitView(hasContentColumn: true, focusedColumn: .content, contentPath: [.home], contentSelection: .int(1))
        tree.splitView = .threeColumns
        tree.splitView?.focusedColumn = .sidebar
        tree.splitView?.contentPath = [.detail(id: 1)]
        tree.splitView?.contentSelection = nil
        _ = (tree.splitView?.hasContentColumn, tree.selectedSidebarItem)
        tree.selectSidebarItem(nil)
        tree.selectSidebarItem(.archive)
        tree.setContentSelection(42)
        _ = tree.contentSelection(as: Int.self)
        let columns: [RouteTree<Route, Mailbox>.SplitView.Column] = RouteTree<Route, Mailbox>.SplitView.Column.allCases
        let router = ReviveRouter(routes: .allRoutes, defaultTree: tree, sceneID: "s", configuration: .init(store: InMemoryStore()))
        router.selectedSidebarItem = .inbox
        router.contentPath = [.home]
        router.focusedColumn = .detail
        router.setContentSelection(7)
        router.splitView?.focusedColumn = .content
        _ = (router.contentSelection(as: Int.self), router.detailPath, router.columnVisibility)
        #expect(columns == [.sidebar, .content, .detail])
    }
}
