import Foundation
import Testing
@testable import Revive
@testable import ReviveSwiftUI
import ReviveTesting

/// What the `RouteNode` round trip costs next to the rest of a save and a launch (issue 27,
/// item 6). Off by default; run one step at a time, under `heaptrack` for its allocations:
///
/// ```sh
/// REVIVE_MEASURE_ROUTE_NODES=1 heaptrack .build/debug/RevivePackageTests.xctest \
///     --testing-library swift-testing --filter "RouteNodeCostTests/nodes\\(\\)"
/// ```
///
/// Each test runs one step 2,000 times on one tree and prints the time per step; `idle` is
/// the harness alone, to subtract from the allocation counts.
@MainActor
@Suite(.enabled(if: ProcessInfo.processInfo.environment["REVIVE_MEASURE_ROUTE_NODES"] == "1"))
struct RouteNodeCostTests {
    static let iterations = 2_000

    /// A scene as an app leaves it: three tabs, a stack of four routes with a draft and a
    /// scroll anchor, a sheet with one route pushed.
    static var typicalTree: RouteTree<TestRoute, String> {
        var tree = RouteTree<TestRoute, String>(
            tabs: [RouteTree.TabStack(id: "library", path: [.list, .item(id: 42), .reader(id: 42, page: 17), .note("n")]),
                   RouteTree.TabStack(id: "search", path: [.note("query")]), RouteTree.TabStack(id: "settings")],
            selectedTab: "library", modals: [RouteTree.Modal(.note("compose"), path: [.item(id: 7)])]
        )
        tree[scrollAnchorIDAt: .tabRoot("library")] = "comic-41"
        tree[textAt: .tab("library", pathIndex: 3), named: "comment"] = "Half-written"
        return tree
    }

    private func measure(_ name: String, _ body: () throws -> Void) rethrows {
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<Self.iterations { try body() }
        let each = (clock.now - start) / Self.iterations
        print("route-node-cost \(name): \(each) per step (\(Self.iterations) steps)")
    }

    @Test func idle() {
        var sink = 0
        measure("idle") { sink &+= 1 }
        #expect(sink == Self.iterations)
    }

    @Test func nodes() {
        let routes = RouteHierarchy(routes: TestRoute.registry, tree: Self.typicalTree)
        measure("nodes (RouteTree → RouteNode graph)") { _ = routes.makeNodes(for: routes.tree) }
    }

    /// What any capture must do, with or without nodes: encode each route and each tab once.
    @Test func namesAndValues() throws {
        let tree = Self.typicalTree
        let registry = TestRoute.registry
        try measure("encodes (each route and tab once)") {
            for route in tree.allRoutes { _ = try registry.encode(route) }
            for tab in tree.tabs { _ = try RouteHierarchy<TestRoute, String>.TabNode.saved(tab.id) }
        }
    }

    /// What any launch must do, with or without nodes: decode each saved route and tab once,
    /// and make the tree.
    @Test func namesAndValuesBack() throws {
        let tree = Self.typicalTree
        let registry = TestRoute.registry
        let saved = try tree.allRoutes.map { try registry.encode($0) }
        let tabs = try tree.tabs.map { try RouteHierarchy<TestRoute, String>.TabNode.saved($0.id) }
        try measure("names and values back (each route and tab decoded once, the tree made)") {
            let routes = try saved.map { try registry.decode(name: $0.name, value: $0.value) }
            let ids = try tabs.map { try RouteHierarchy<TestRoute, String>.decodeTab(name: $0.name, value: $0.value) }
            let rebuilt = RouteTree<TestRoute, String>(
                tabs: zip(ids, [Array(routes[0..<4]), [routes[4]], []]).map { RouteTree.TabStack(id: $0, path: $1) },
                selectedTab: ids[0], modals: [RouteTree.Modal(routes[5], path: [routes[6]])]
            )
            _ = rebuilt
        }
    }

    @Test func capture() throws {
        let routes = RouteHierarchy(routes: TestRoute.registry, tree: Self.typicalTree)
        try measure("capture (graph + snapshot, as a save)") {
            routes.nodes = nil
            _ = try routes.captureSnapshot()
        }
    }

    /// A save as the controller runs it after a change: is anything visible, then capture.
    @Test func save() throws {
        let routes = RouteHierarchy(routes: TestRoute.registry, tree: Self.typicalTree)
        let controller = RestorationController(routes: routes, configuration: .init(store: InMemoryStore()))
        var step = 0
        try measure("save (a change, then the controller's capture)") {
            step += 1
            routes.tree[textAt: .tabRoot("search"), named: "q"] = step.isMultiple(of: 2) ? "a" : "b"
            _ = try controller.captureSnapshot()
        }
    }

    @Test func bytesOut() throws {
        let snapshot = try RouteHierarchy(routes: TestRoute.registry, tree: Self.typicalTree).captureSnapshot()
        let codec = SnapshotCodec()
        try measure("encode (snapshot → bytes)") { _ = try codec.encode(snapshot) }
    }

    @Test func bytesIn() throws {
        let bytes = try SnapshotCodec().encode(try RouteHierarchy(routes: TestRoute.registry, tree: Self.typicalTree).captureSnapshot())
        let codec = SnapshotCodec()
        try measure("decode (bytes → snapshot)") { _ = try codec.decode(bytes) }
    }

    @Test func rebuild() throws {
        let snapshot = try RouteHierarchy(routes: TestRoute.registry, tree: Self.typicalTree).captureSnapshot()
        let routes = RouteHierarchy(routes: TestRoute.registry, tree: RouteTree(tabs: ["library", "search", "settings"]))
        measure("rebuild (snapshot → graph → RouteTree, as a launch)") { routes.restore(from: snapshot) }
        #expect(routes.tree == Self.typicalTree)
    }
}
