import Foundation
import Observation
import Testing
@testable import Revive
@testable import ReviveSwiftUI
import ReviveTesting

/// A scene that is a `NavigationSplitView` (`RouteTree.splitView`) is saved as a split container
/// of its columns, all on screen — the sidebar with its selection, a three-column split view's
/// content column with its path and selection, the detail column with its stack and sheets —
/// with the focus where the user is, and comes back whole; a file that saved it as tabs still
/// restores.
@MainActor
struct SplitRouteTests {
    enum Sidebar: String, Codable, Hashable, CaseIterable { case inbox, drafts, archive }

    private static func splitTree(_ split: RouteTree<TestRoute, Sidebar>.SplitView) -> RouteTree<TestRoute, Sidebar> {
        var tree = RouteTree<TestRoute, Sidebar>(tabs: Sidebar.allCases)
        tree.splitView = split
        return tree
    }

    /// A fresh folder for a `FileStore`, removed at the end of the test.
    private func withFolder(_ body: (URL) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("revive-split-route-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(folder)
    }

    private func router(_ folder: URL, defaultTree: RouteTree<TestRoute, Sidebar>) throws -> ReviveRouter<TestRoute, Sidebar> {
        ReviveRouter(routes: TestRoute.registry, defaultTree: defaultTree, sceneID: "window-1", configuration: .init(store: try FileStore(directory: folder)))
    }

    /// Captures `tree`, encodes and decodes it as a file does, and restores it into a hierarchy
    /// that holds `defaultTree`.
    private func roundTrip(
        _ tree: RouteTree<TestRoute, Sidebar>, into defaultTree: RouteTree<TestRoute, Sidebar>
    ) throws -> (restored: RouteTree<TestRoute, Sidebar>, report: RestoreReport, snapshot: Snapshot) {
        let snapshot = try SnapshotCodec().decode(SnapshotCodec().encode(RouteHierarchy(routes: TestRoute.registry, tree: tree).captureSnapshot()))
        let routes = RouteHierarchy(routes: TestRoute.registry, tree: defaultTree)
        let report = routes.restore(from: snapshot)
        return (routes.tree, report, snapshot)
    }

    // MARK: Two and three columns

    @Test func aTwoColumnSceneComesBackWithItsSelectionDetailSheetAndFocusAfterAKill() async throws {
        let defaultTree = Self.splitTree(.twoColumns)
        try await withFolder { folder in
            let first = try router(folder, defaultTree: defaultTree)
            await first.launch()
            first.selectedSidebarItem = .archive
            first.detailPath = [.list, .item(id: 9)]
            first[pathForTab: .inbox] = [.note("kept")]
            first.columnVisibility = .all
            first.focusedColumn = .sidebar
            first.present(.note("reply"))
            first[modalPathAt: 0] = [.item(id: 3)]
            first[textAt: .modal(0, pathIndex: 0), named: "body"] = "Thanks"
            let saved = first.tree
            let snapshot = try first.routes.captureSnapshot()
            #expect(snapshot.root.typeName == RouteNodeName.split)
            #expect(snapshot.root.children.first?.state[RouteNodeName.selectionKey] == .string("archive"), "the sidebar saves its selection")
            #expect(snapshot.root.kind == .split(focusedIndex: 1, roles: [.primary, .secondary]), "the sheet hangs on the detail column, where the user is")
            #expect(first.didEnterBackground() == .scheduled)
            await first.controller.waitForPendingSaves()
            // kill -9: nothing else runs; the next process reads the folder.

            let second = try router(folder, defaultTree: defaultTree)
            let result = await second.launch()
            let report = try #require(result.launch.report)
            #expect(report.isComplete, "\(result)")
            #expect(second.tree == saved.with(focus: .detail))
            #expect(second.selectedSidebarItem == .archive)
            #expect(second.detailPath == [.list, .item(id: 9)])
            #expect(second[pathForTab: .inbox] == [.note("kept")])
            #expect(second.modals.map(\.route) == [.note("reply")])
            #expect(second[textAt: .modal(0, pathIndex: 0), named: "body"] == "Thanks")
            #expect(report.visiblePaths == [
                #"RouteSplit > RouteSidebar"#,
                #"RouteSplit > RouteTabs presents > RouteSheet > Route("item")"#,
            ])
        }
    }

    @Test func aThreeColumnSceneComesBackWithItsContentColumnAndFocus() throws {
        var tree = Self.splitTree(.threeColumns)
        tree.select(.drafts)
        let selected = tree.setContentSelection(42)
        #expect(selected)
        tree.splitView?.contentPath = [.list]
        tree.splitView?.focusedColumn = .content
        tree.push(.item(id: 42))
        tree.push(.reader(id: 42, page: 3))
        tree.columnVisibility = .doubleColumn
        tree[viewStateAt: .tab(.drafts, pathIndex: 1)].drafts["note"] = PageViewState.TextDraft(text: "page three")

        let (restored, report, snapshot) = try roundTrip(tree, into: Self.splitTree(.threeColumns))
        #expect(snapshot.root.kind == .split(focusedIndex: 1, roles: [.primary, .supplementary, .secondary]))
        #expect(snapshot.root.children.map(\.typeName) == [RouteNodeName.sidebar, RouteNodeName.content, RouteNodeName.tabs])
        #expect(restored == tree)
        #expect(restored.contentSelection(as: Int.self) == 42)
        #expect(restored.splitView?.contentPath == [.list])
        #expect(restored.splitView?.focusedColumn == .content)
        #expect(report.isComplete, "\(report)")
        #expect(report.visiblePaths == [
            #"RouteSplit > RouteSidebar"#,
            #"RouteSplit > RouteContent > Route("list")"#,
            #"RouteSplit > RouteTabs > RouteTab("drafts") > Route("reader")"#,
        ])
    }

    @Test func theFocusedColumnIsTheSplitContainersFocusAndTheVisiblePage() throws {
        var tree = Self.splitTree(.threeColumns)
        tree.push(.item(id: 1))
        for (column, index) in [(RouteTree<TestRoute, Sidebar>.SplitView.Column.sidebar, 0), (.content, 1), (.detail, 2)] {
            tree.splitView?.focusedColumn = column
            let routes = RouteHierarchy(routes: TestRoute.registry, tree: tree)
            #expect(routes.containerKind(of: try #require(routes.rootNode)).focusedIndex == index)
            let visible = try #require(routes.visibleNode)
            #expect(routes.containerKind(of: visible) == .page)
            #expect((visible as? RouteHierarchy<TestRoute, Sidebar>.ValueNode)?.route == (column == .detail ? .item(id: 1) : nil))
            #expect(try roundTrip(tree, into: tree).restored.splitView?.focusedColumn == column)
        }
    }

    @Test func aDetailOnlySplitShowsItsDetailColumnAlone() throws {
        var tree = Self.splitTree(.twoColumns)
        tree.columnVisibility = .detailOnly
        tree.splitView?.focusedColumn = .sidebar
        tree.push(.item(id: 5))
        let (restored, report, snapshot) = try roundTrip(tree, into: Self.splitTree(.twoColumns))
        #expect(snapshot.root.kind == .split(focusedIndex: 1, roles: [.primary, .secondary], isCollapsed: true))
        #expect(report.visiblePaths == [#"RouteSplit > RouteTabs > RouteTab("inbox") > Route("item")"#])
        #expect(restored == tree.with(focus: .detail), "the hidden sidebar is not where the user works")
    }

    // MARK: Nothing selected

    @Test func aSidebarWithNothingSelectedAndNoDetailIsSavedAndComesBack() async throws {
        let defaultTree = Self.splitTree(.twoColumns)
        try await withFolder { folder in
            let first = try router(folder, defaultTree: defaultTree)
            await first.launch()
            first.selectedSidebarItem = .drafts
            first.selectedSidebarItem = nil                // back to the sidebar (a compact width)
            #expect(first.selectedSidebarItem == nil)
            let snapshot = try first.routes.captureSnapshot()
            #expect(snapshot.root.children.map(\.typeName) == [RouteNodeName.sidebar])
            #expect(snapshot.root.kind == .split(focusedIndex: 0, roles: [.primary]))
            #expect(first.didEnterBackground() == .scheduled, "a sidebar is on screen: not a blank screen")
            await first.controller.waitForPendingSaves()

            let second = try router(folder, defaultTree: defaultTree)
            let result = await second.launch()
            let report = try #require(result.launch.report, "restored, not fresh: \(result)")
            #expect(report.visiblePaths == [#"RouteSplit > RouteSidebar"#])
            #expect(second.selectedSidebarItem == nil)
            #expect(second.tree.tabs.map(\.id) == Sidebar.allCases)
            #expect(second.focusedColumn == .sidebar)
            second.selectedSidebarItem = .archive
            #expect(second.selectedSidebarItem == .archive && second.tree.splitView?.columns == [.sidebar, .detail])
        }
    }

    @Test func aThreeColumnSidebarWithNothingSelectedKeepsItsContentColumn() throws {
        var tree = Self.splitTree(.threeColumns)
        tree.setContentSelection("draft-7")
        tree.selectSidebarItem(nil)
        let (restored, report, _) = try roundTrip(tree, into: Self.splitTree(.threeColumns))
        #expect(report.visiblePaths == [#"RouteSplit > RouteSidebar"#, #"RouteSplit > RouteContent > RouteContentRoot"#])
        #expect(restored.selectedSidebarItem == nil)
        #expect(restored.contentSelection(as: String.self) == "draft-7")
        #expect(restored == tree.with(focus: .content), "the detail column is not there: the nearest column has the focus")
    }

    @Test func aTabBarAlwaysHasASelectedTab() {
        var tree = RouteTree<TestRoute, Sidebar>(tabs: Sidebar.allCases)
        let cleared = tree.selectSidebarItem(nil)
        #expect(!cleared)
        #expect(tree.selectedSidebarItem == .inbox)
        let tabBarSelection = tree.setContentSelection(1)
        #expect(!tabBarSelection, "no content column")
        var twoColumns = Self.splitTree(.twoColumns)
        let twoColumnSelection = twoColumns.setContentSelection(1)
        #expect(!twoColumnSelection, "no content column")
        #expect(twoColumns.splitView?.contentSelection == nil)
    }

    @Test func aSheetOverASidebarWithNothingSelectedHangsOnTheSplitAndComesBack() throws {
        var tree = Self.splitTree(.twoColumns)
        tree.selectSidebarItem(nil)
        tree.present(.note("search"))
        let (restored, report, snapshot) = try roundTrip(tree, into: Self.splitTree(.twoColumns))
        #expect(snapshot.root.presented?.typeName == RouteNodeName.sheet)
        #expect(report.visiblePaths == [#"RouteSplit presents > RouteSheet > Route("note")"#])
        #expect(restored == tree.with(focus: .sidebar))
    }

    @Test func aDeepLinkWithNoItemOpensInTheLastSelectedItemsDetail() {
        var tree = Self.splitTree(.twoColumns)
        tree.select(.archive)
        tree.selectSidebarItem(nil)
        tree.open(RouteTree.DeepLink(tab: nil, path: [.item(id: 4)]))
        #expect(tree.selectedSidebarItem == .archive)
        #expect(tree.path(forTab: .archive) == [.item(id: 4)])
    }

    @Test func aSidebarSelectionThatIsNoLongerAnItemIsReportedAndTheDetailsItemIsSelected() throws {
        var tree = Self.splitTree(.twoColumns)
        tree.select(.drafts)
        var snapshot = try RouteHierarchy(routes: TestRoute.registry, tree: tree).captureSnapshot()
        snapshot.root.children[0].state[RouteNodeName.selectionKey] = .string("spam")
        let routes = RouteHierarchy(routes: TestRoute.registry, tree: Self.splitTree(.twoColumns))
        let report = routes.restore(from: try SnapshotCodec().decode(SnapshotCodec().encode(snapshot)))
        #expect(report.items(.defaultedValue).map(\.key) == [RouteNodeName.selectionKey])
        #expect(routes.tree.selectedSidebarItem == .drafts)
    }

    @Test func theAppsDefaultVisibilityDoesNotLeakIntoARestoredAutomaticOne() throws {
        var app = Self.splitTree(.twoColumns)
        app.columnVisibility = .all
        let (split, _, _) = try roundTrip(Self.splitTree(.twoColumns), into: app)
        #expect(split.columnVisibility == .automatic)
        var tabBar = RouteTree<TestRoute, Sidebar>(tabs: Sidebar.allCases)
        tabBar.columnVisibility = .all
        let (tabs, _, _) = try roundTrip(RouteTree(tabs: Sidebar.allCases), into: tabBar)
        #expect(tabs.columnVisibility == .automatic)
    }

    // MARK: The router

    @Test func theRoutersColumnAccessorsReadAndWriteTheSplitViewAndAreObserved() {
        let router = ReviveRouter(routes: TestRoute.registry, defaultTree: Self.splitTree(.threeColumns), sceneID: "s", configuration: .init(store: InMemoryStore()))
        let focusChanged = LockedValue(false)
        let otherPathChanged = LockedValue(false)
        withObservationTracking { _ = router.focusedColumn } onChange: { focusChanged.withLock { $0 = true } }
        withObservationTracking { _ = router[pathForTab: .drafts] } onChange: { otherPathChanged.withLock { $0 = true } }
        router.focusedColumn = .content
        router.contentPath = [.list]
        router.setContentSelection(["a", "b"])
        #expect(focusChanged.withLock { $0 })
        #expect(!otherPathChanged.withLock { $0 }, "a column change does not invalidate a tab's path")
        #expect(router.tree.splitView?.focusedColumn == .content && router.contentPath == [.list])
        #expect(router.contentSelection(as: [String].self) == ["a", "b"])
        router.selectedSidebarItem = nil
        #expect(router.selectedSidebarItem == nil && router.selectedTab == .inbox)

        let tabBar = ReviveRouter(routes: TestRoute.registry, defaultTree: RouteTree<TestRoute, Sidebar>(tabs: Sidebar.allCases), sceneID: "t", configuration: .init(store: InMemoryStore()))
        tabBar.contentPath = [.list]
        tabBar.focusedColumn = .sidebar
        tabBar.selectedSidebarItem = nil
        #expect(tabBar.contentPath.isEmpty && tabBar.focusedColumn == .detail && tabBar.selectedSidebarItem == .inbox)
        #expect(tabBar.tree.splitView == nil)
    }

    // MARK: Files saved before split containers

    /// A split view saved by the build before split containers (a tab container whose tabs are
    /// the sidebar's items), as that build wrote it: `inbox` with `[.note("kept")]`, `drafts`,
    /// `archive` selected with `[.list, .item(id: 9)]` and a draft "Thanks" on its top page,
    /// `detailOnly`, and a sheet `.note("reply")` with `[.item(id: 3)]`.
    static let tabsShapedFile = """
        UlZJVgIAAAAAAAAAAAAAwAR9yEEDb2xkiQEAAAlSb3V0ZVRhYnMAAgIBEGNvbHVtblZpc2liaWxpdHkGCmRldGFpbE9ubHkD\
        CFJvdXRlVGFiBWluYm94AQACDFJvdXRlVGFiUm9vdAAAAAAABVJvdXRlBG5vdGUAAQVyb3V0ZQoBBG5vdGUKAQJfMAYEa2Vw\
        dAAAAAhSb3V0ZVRhYgZkcmFmdHMBAAEMUm91dGVUYWJSb290AAAAAAAACFJvdXRlVGFiB2FyY2hpdmUBAAMMUm91dGVUYWJS\
        b290AAAAAAAFUm91dGUEbGlzdAABBXJvdXRlCgEEbGlzdAoAAAAFUm91dGUEaXRlbQACEnJldml2ZS5kcmFmdC5yZXBseQoC\
        AmF0AwwEdGV4dAYGVGhhbmtzBXJvdXRlCgEEaXRlbQoBAmlkAxIAAAABClJvdXRlU2hlZXQAAQACBVJvdXRlBG5vdGUAAQVy\
        b3V0ZQoBBG5vdGUKAQJfMAYFcmVwbHkAAAVSb3V0ZQRpdGVtAAEFcm91dGUKAQRpdGVtCgECaWQDBgAAACbTinlGhQrI6eNM\
        ywOxIKbTH0aQ6aXq3UVLd7uJcZL9
        """

    @Test func aFileThatSavedTheSplitViewAsTabsRestoresIntoTheSameTree() throws {
        let data = try #require(Data(base64Encoded: Self.tabsShapedFile))
        let snapshot = try SnapshotCodec().decode(data)
        #expect(snapshot.root.typeName == RouteNodeName.tabs && snapshot.root.kind == .tabs(selectedIndex: 2), "the old shape")
        #expect(snapshot.root.children.map(\.restorationID) == ["inbox", "drafts", "archive"])
        #expect(snapshot.root.presented?.typeName == RouteNodeName.sheet)

        let routes = RouteHierarchy(routes: TestRoute.registry, tree: Self.splitTree(.twoColumns))
        let report = routes.restore(from: snapshot)
        var expected = Self.splitTree(.twoColumns)
        expected.setPath([.note("kept")], forTab: .inbox)
        expected.setPath([.list, .item(id: 9)], forTab: .archive)
        expected.select(.archive)
        expected.columnVisibility = .detailOnly
        expected.present(.note("reply"))
        expected.push(.item(id: 3))
        expected[viewStateAt: .tab(.archive, pathIndex: 1)].drafts["reply"] = PageViewState.TextDraft(text: "Thanks")
        #expect(report.isComplete, "\(report)")
        #expect(routes.tree == expected)
        // Saved again, it is a split container.
        #expect(try routes.captureSnapshot().root.kind == .split(focusedIndex: 1, roles: [.primary, .secondary], isCollapsed: true))
    }

    @Test func anAppThatDroppedItsContentColumnKeepsTheRestOfItsSplitView() {
        var saved = Self.splitTree(.threeColumns)
        saved.select(.archive)
        saved.setContentSelection(7)
        saved.splitView?.contentPath = [.list]
        saved.push(.item(id: 7))
        let conformed = saved.conformingTabs(to: Self.splitTree(.twoColumns))
        #expect(conformed.splitView == .twoColumns)
        #expect(conformed.selectedSidebarItem == .archive && conformed.path(forTab: .archive) == [.item(id: 7)])
        #expect(saved.conformingTabs(to: RouteTree(tabs: Sidebar.allCases)).splitView == nil, "the app is a tab bar now")
        var twoColumns = Self.splitTree(.twoColumns)
        twoColumns.splitView?.focusedColumn = .sidebar
        let added = twoColumns.conformingTabs(to: Self.splitTree(.threeColumns))
        #expect(added.splitView == RouteTree.SplitView(hasContentColumn: true, focusedColumn: .sidebar), "an added content column starts empty")
    }
}

extension RouteTree {
    /// This tree with its split view's focus on `column`.
    fileprivate func with(focus column: RouteTree.SplitView.Column) -> RouteTree {
        var tree = self
        tree.splitView?.focusedColumn = column
        return tree
    }
}
