import Foundation
import Testing
@testable import Revive
@testable import ReviveSwiftUI
@testable import ReviveTesting

/// Tabs of the app's own type: a synthesized enum, a `String` raw-value enum, and a tab type
/// with a payload; files of `String` tabs keep restoring when an app moves to an enum.
@MainActor
struct RouteTypedTabTests {
    /// Tabs as most apps write them: synthesized `Codable`, saved under their case names.
    enum AppTab: Codable, Hashable { case home, search, profile }
    /// Tabs with `String` raw values: their raw values are their names.
    enum RawTab: String, Codable, Hashable { case library, settings }
    /// A tab with a payload (a sidebar item per account): saved with its value.
    enum AccountTab: Codable, Hashable { case inbox(account: String), settings }

    private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/route-tree-v1.revive")

    /// A hierarchy of `Tab`-tabbed trees restored from `bytes`.
    private func restore<Tab>(_ bytes: Data, into tree: RouteTree<TestRoute, Tab>) throws -> (RouteTree<TestRoute, Tab>, RestoreReport) {
        let routes = RouteHierarchy(routes: TestRoute.registry, tree: tree)
        let report = routes.restore(from: try SnapshotCodec().decode(bytes))
        return (routes.tree, report)
    }

    private func saved<Tab>(_ tree: RouteTree<TestRoute, Tab>) throws -> Data {
        try SnapshotCodec().encode(try RouteHierarchy(routes: TestRoute.registry, tree: tree).captureSnapshot())
    }

    @Test func enumTabsRoundTripWithTheirPathsSelectionAndViewState() throws {
        var tree = RouteTree<TestRoute, AppTab>(
            tabs: [RouteTree.TabStack(id: .home, path: [.list]), RouteTree.TabStack(id: .search, path: [.note("q"), .item(id: 3)]), RouteTree.TabStack(id: .profile)],
            selectedTab: .search, modals: [RouteTree.Modal(.note("sheet"))]
        )
        tree[textAt: .tab(.search, pathIndex: 1), named: "comment"] = "Half"
        let (back, report) = try restore(try saved(tree), into: RouteTree<TestRoute, AppTab>(tabs: [.home]))
        #expect(report.isComplete, "\(report.items)")
        #expect(back == tree)
        #expect(back.selectedTab == .search)
    }

    @Test func stringTabsAreSavedAsBeforeAndEnumTabsUnderTheirCaseNames() throws {
        let strings = try SnapshotCodec().decode(try saved(RouteTree<TestRoute, String>(tabs: ["a", "b"])))
        #expect(strings.root.children.map(\.restorationID) == ["a", "b"])
        #expect(strings.root.children.allSatisfy { $0.state["tab"] == nil }, "a String tab's file is unchanged")
        let raw = try SnapshotCodec().decode(try saved(RouteTree<TestRoute, RawTab>(tabs: [.library, .settings])))
        #expect(raw.root.children.map(\.restorationID) == ["library", "settings"])
        #expect(raw.root.children.allSatisfy { $0.state["tab"] == nil }, "a raw value is its name")
        let cases = try SnapshotCodec().decode(try saved(RouteTree<TestRoute, AppTab>(tabs: [.home, .profile])))
        #expect(cases.root.children.map(\.restorationID) == ["home", "profile"])
    }

    @Test func tabsWithAPayloadComeBackWithIt() throws {
        let tree = RouteTree<TestRoute, AccountTab>(
            tabs: [RouteTree.TabStack(id: .inbox(account: "ann"), path: [.list]), RouteTree.TabStack(id: .inbox(account: "bob")), RouteTree.TabStack(id: .settings)],
            selectedTab: .inbox(account: "bob")
        )
        let (back, report) = try restore(try saved(tree), into: RouteTree<TestRoute, AccountTab>(tabs: [.settings]))
        #expect(report.isComplete, "\(report.items)")
        #expect(back == tree)
    }

    /// Launches the committed file of schema version 1, whose `String` tabs are "library" and
    /// "settings", into a tree of `Tab`s.
    private func launchFixture<Tab>(into defaultTree: RouteTree<RouteV1Route, Tab>) async throws -> RouteHierarchy<RouteV1Route, Tab> {
        let store = InMemoryStore()
        try store.write(try Data(contentsOf: Self.fixture), sceneID: "default")
        let routes = RouteHierarchy(routes: RouteV1Route.registry, tree: defaultTree)
        let controller = RestorationController(routes: routes, configuration: .init(store: store, policy: RestorationPolicy(schemaVersion: 1)))
        let result = await controller.launch(defaultTree: defaultTree)
        #expect(result.launch.report?.isComplete == true, "\(result)")
        return routes
    }

    @Test func aFileOfStringTabsRestoresIntoAnEnumOfTheSameRawValues() async throws {
        let routes = try await launchFixture(into: RouteTree<RouteV1Route, RawTab>(tabs: [.library, .settings]))
        #expect(routes.tree.selectedTab == .library)
        #expect(routes.tree.path(forTab: .library) == [.comics, .comic(id: 42), .reader(comicID: 42, page: 17)])
        #expect(routes.tree.modals.map(\.route) == [.comic(id: 7)])
    }

    @Test func aFileOfStringTabsRestoresIntoASynthesizedEnumByCaseName() async throws {
        enum SynthesizedTab: Codable, Hashable { case library, settings }
        let routes = try await launchFixture(into: RouteTree<RouteV1Route, SynthesizedTab>(tabs: [.settings, .library]))
        #expect(routes.tree.tabs.map(\.id) == [.settings, .library], "the app's current tab order")
        #expect(routes.tree.selectedTab == .library)
        #expect(routes.tree.path(forTab: .library)?.count == 3)
    }

    @Test func aSavedTabThatIsNoLongerATabIsDroppedAndReported() throws {
        let bytes = try saved(RouteTree<TestRoute, String>(tabs: [RouteTree.TabStack(id: "home", path: [.list]), RouteTree.TabStack(id: "retired", path: [.list])], selectedTab: "home"))
        let (back, report) = try restore(bytes, into: RouteTree<TestRoute, AppTab>(tabs: [.home]))
        #expect(back.tabs.map(\.id) == [.home])
        #expect(back.path(forTab: .home) == [.list])
        #expect(report.items.contains { $0.path.contains("RouteTab(\"retired\")") }, "\(report.items)")
    }

    @Test func allRoutesNeedsNoNamesAndPrunesACaseTheAppRemoved() throws {
        let every = RouteRegistry<TestRoute>.allRoutes
        #expect(every.contains("anything") && every.registeredNames.isEmpty)
        var sampled = RouteRegistry<TestRoute>()
        sampled.register(cases: .item(id: 0), .reader(id: 0, page: 0))
        #expect(sampled.registeredNames == ["item", "reader"])
        // A build that has `comic` saves it; a build whose enum has no such case prunes it.
        let bytes = try SnapshotCodec().encode(try RouteHierarchy(routes: RouteV1Route.registry, tree: RouteTree<RouteV1Route, String>(path: [.comics, .comic(id: 4), .comics])).captureSnapshot())
        let routes = RouteHierarchy(routes: RouteRegistry<RouteWithoutComic>.allRoutes)
        let report = routes.restore(from: try SnapshotCodec().decode(bytes))
        #expect(routes.tree.path(forTab: "main") == [.comics])
        #expect(report.items(.droppedPage).first?.path.contains("Route(\"comic\")") == true, "\(report.items)")
    }
}

/// The routes of the committed fixture (schema version 1).
enum RouteV1Route: Codable, Hashable {
    case comics
    case comic(id: Int)
    case reader(comicID: Int, page: Int)

    static var registry: RouteRegistry<RouteV1Route> { .allRoutes }
}

/// A later build that removed `comic`.
enum RouteWithoutComic: Codable, Hashable {
    case comics
    case reader(comicID: Int, page: Int)
}
