import Foundation
import Testing
@testable import Revive
@testable import ReviveSwiftUI

/// Routes that cannot come back are pruned with the rest of their stack and reported by name.
@MainActor
struct RoutePruningTests {
    @Test func anUnknownRouteIsPrunedWithTheRestOfItsStackAndNamed() throws {
        let tree = RouteTree<TestRoute, String>(tabs: [
            RouteTree.TabStack(id: "library", path: [.list, .retired(code: 7), .item(id: 1)]),
            RouteTree.TabStack(id: "settings", path: [.note("kept")]),
        ])
        let (back, report) = try restored(from: try savedBytes(of: tree))
        #expect(back.path(forTab: "library") == [.list])
        #expect(back.path(forTab: "settings") == [.note("kept")])
        let dropped = report.items(.droppedPage)
        #expect(dropped.count == 2)
        #expect(dropped.first?.path == "RouteTabs > RouteTab(\"library\") > Route(\"retired\")")
        #expect(dropped.first?.reason.contains("no route is registered under the name \"retired\"") == true)
        #expect(dropped.last?.path == "RouteTabs > RouteTab(\"library\") > Route(\"item\")")
    }

    @Test func aModalWhoseRouteIsUnknownEndsTheChain() throws {
        let tree = RouteTree<TestRoute, String>(path: [.list], modals: [
            RouteTree.Modal(.note("first"), path: [.item(id: 2)]),
            RouteTree.Modal(.retired(code: 1)),
            RouteTree.Modal(.list, style: .fullScreenCover),
        ])
        let (back, report) = try restored(from: try savedBytes(of: tree))
        #expect(back.modals == [RouteTree.Modal(.note("first"), path: [.item(id: 2)])])
        #expect(back.visibleRoute == .item(id: 2))
        #expect(report.items(.droppedPage).contains { $0.path.hasSuffix("RouteSheet > Route(\"retired\")") })
        #expect(report.items(.droppedPage).contains { $0.reason.contains("neither it nor the 1 modal above it") })
    }

    @Test func aRouteWhosePayloadChangedIsPrunedAndNamed() throws {
        enum OldRoute: Codable, Hashable { case list, item(id: String) }
        var oldNames = RouteRegistry<OldRoute>()
        oldNames.register("list", "item")
        let old = RouteHierarchy(routes: oldNames, tree: RouteTree(path: [.list, .item(id: "forty-two"), .list]))
        let bytes = try SnapshotCodec().encode(try old.captureSnapshot())
        let (back, report) = try restored(from: bytes)
        #expect(back.path(forTab: "main") == [.list])
        let first = try #require(report.items(.droppedPage).first)
        #expect(first.path == "RouteTabs > RouteTab(\"main\") > Route(\"item\")")
        #expect(first.reason.contains("does not decode as TestRoute"))
    }

    @Test func nothingUnknownIsEverDecoded() throws {
        var nothing = RouteRegistry<TestRoute>()
        nothing.register("list")
        let tree = RouteTree<TestRoute, String>(path: [.item(id: 1)], modals: [RouteTree.Modal(.note("x"))])
        let (back, report) = try restored(from: try savedBytes(of: tree), routes: nothing)
        #expect(back == RouteTree(path: []))
        #expect(report.items(.droppedPage).map(\.path) == [
            "RouteTabs > RouteTab(\"main\") > Route(\"item\")",
            "RouteTabs presents > RouteSheet > Route(\"note\")",
            "RouteTabs presents > RouteSheet",
        ])
    }
}
