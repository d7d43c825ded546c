import Foundation
import Testing
@testable import Revive
@testable import ReviveSwiftUI
@testable import ReviveTesting

/// A `NavigationSplitView` as a route tree: the sidebar's items are its tabs, the selection is
/// the selected tab, the detail column's stack is that item's path, plus the column visibility.
@MainActor
struct RouteSplitViewTests {
    enum Sidebar: String, Codable, Hashable, CaseIterable { case inbox, drafts, archive }

    private let defaultTree = RouteTree<TestRoute, Sidebar>(tabs: Sidebar.allCases)

    /// A fresh folder for a `FileStore`, removed at the end of the test.
    private func withFolder(_ body: (URL) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("revive-split-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(folder)
    }

    private func router(_ folder: URL) throws -> ReviveRouter<TestRoute, Sidebar> {
        ReviveRouter(routes: TestRoute.registry, defaultTree: defaultTree, sceneID: "window-1", configuration: .init(store: try FileStore(directory: folder)))
    }

    @Test func selectionDetailStackAndColumnVisibilitySurviveAKillAndRelaunch() async throws {
        try await withFolder { folder in
            try await firstProcess(folder)
            // kill -9: nothing else runs; the next process reads the folder.

            let second = try router(folder)
            let result = await second.launch()
            #expect(result.launch.report?.isComplete == true, "\(result)")
            #expect(second.selectedTab == .archive)
            #expect(second.detailPath == [.list, .item(id: 9)])
            #expect(second.columnVisibility == .detailOnly)
            #expect(second[textAt: .tab(.archive, pathIndex: 1), named: "reply"] == "Thanks")
            #expect(second[pathForTab: .inbox].isEmpty)
        }
    }

    /// The first process: navigates, saves on entering the background, and is gone when it returns.
    private func firstProcess(_ folder: URL) async throws {
        let first = try router(folder)
        await first.launch()
        first.selectedTab = .archive
        first.detailPath = [.list, .item(id: 9)]
        first.columnVisibility = .detailOnly
        first[textAt: first.visiblePlace, named: "reply"] = "Thanks"
        #expect(first.didEnterBackground() == .scheduled)
        await first.controller.waitForPendingSaves()
    }

    @Test func automaticVisibilityIsNotSavedAndAFileWithoutItReadsAsAutomatic() throws {
        var tree = defaultTree
        let plain = try RouteHierarchy(routes: TestRoute.registry, tree: tree).captureSnapshot()
        #expect(plain.root.state[RouteNodeName.columnVisibilityKey] == nil)
        tree.columnVisibility = .all
        let shown = try RouteHierarchy(routes: TestRoute.registry, tree: tree).captureSnapshot()
        #expect(shown.root.state[RouteNodeName.columnVisibilityKey] == .string("all"))
        let routes = RouteHierarchy(routes: TestRoute.registry, tree: defaultTree)
        routes.restore(from: plain)
        #expect(routes.tree.columnVisibility == .automatic)
        routes.restore(from: shown)
        #expect(routes.tree.columnVisibility == .all)
    }

    @Test func anUnknownColumnVisibilityIsReportedAndReadsAsAutomatic() throws {
        var snapshot = try RouteHierarchy(routes: TestRoute.registry, tree: defaultTree).captureSnapshot()
        snapshot.root.state[RouteNodeName.columnVisibilityKey] = .string("tripleColumn")
        let routes = RouteHierarchy(routes: TestRoute.registry, tree: defaultTree)
        let report = routes.restore(from: try SnapshotCodec().decode(SnapshotCodec().encode(snapshot)))
        #expect(routes.tree.columnVisibility == .automatic)
        #expect(report.items(.defaultedValue).map(\.key) == [RouteNodeName.columnVisibilityKey])
    }

    @Test func theVisibilityOfARestoredTreeSurvivesTheAppsCurrentSidebar() async throws {
        let store = InMemoryStore()
        var saved = RouteTree<TestRoute, Sidebar>(tabs: [.inbox, .archive])
        saved.columnVisibility = .doubleColumn
        let saving = RestorationController(routes: RouteHierarchy(routes: TestRoute.registry, tree: saved), configuration: .init(store: store))
        saving.didEnterBackground()
        await saving.waitForPendingSaves()
        let routes = RouteHierarchy(routes: TestRoute.registry, tree: defaultTree)
        await RestorationController(routes: routes, configuration: .init(store: store)).launch(defaultTree: defaultTree)
        #expect(routes.tree.tabs.map(\.id) == Sidebar.allCases)
        #expect(routes.tree.columnVisibility == .doubleColumn)
    }
}
