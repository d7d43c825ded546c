import Foundation
import Testing
@testable import Revive
@testable import ReviveSwiftUI

/// Property-based round trips: random route trees, saved through the binary codec and restored.
@MainActor
struct RouteRoundTripTests {
    @Test func aThousandRandomTreesRoundTripExactly() throws {
        var trees = RandomRouteTrees(seed: 0x5EED_0015)
        for index in 0..<1_000 {
            let tree = trees.tree()
            let (back, report) = try restored(from: try savedBytes(of: tree, savedBy: TestRoute.registry))
            #expect(back == tree, "tree \(index) did not round-trip")
            #expect(report.isComplete, "tree \(index): \(report.items)")
            if back != tree { return }
        }
    }

    @Test func aThousandTreesWithUnknownRoutesComeBackPrunedExactly() throws {
        var trees = RandomRouteTrees(seed: 0xDEAD_0015, retiredChance: 0.08)
        var prunedTrees = 0
        for index in 0..<1_000 {
            let tree = trees.tree()
            let (back, report) = try restored(from: try savedBytes(of: tree))
            let expected = tree.withoutRetiredRoutes
            #expect(back == expected, "tree \(index) was not pruned as expected")
            #expect(try RouteHierarchy(routes: TestRoute.registry, tree: back).captureSnapshot().root == capturedRoot(ofRestored: try savedBytes(of: tree)),
                    "tree \(index): the rebuilt nodes the hierarchy keeps save as the tree they show")
            if expected != tree {
                prunedTrees += 1
                #expect(report.items(.droppedPage).contains { $0.path.contains("Route(\"retired\")") }, "tree \(index): \(report.items)")
            }
            if !tree.allRoutes.contains(where: \.isRetired) { #expect(report.isComplete) }
            if back != expected { return }
        }
        #expect(prunedTrees > 100)
    }

    @Test func theSelectedTabAndModalStylesSurvive() throws {
        let tree = RouteTree<TestRoute, String>(
            tabs: [RouteTree.TabStack(id: "a"), RouteTree.TabStack(id: "b", path: [.list, .item(id: 3)])], selectedTab: "b",
            modals: [RouteTree.Modal(.note("n"), style: .fullScreenCover, path: [.list]), RouteTree.Modal(.list, style: .sheet)]
        )
        let (back, _) = try restored(from: try savedBytes(of: tree))
        #expect(back.selectedTab == "b")
        #expect(back.modals.map(\.style) == [.fullScreenCover, .sheet])
        #expect(back.modals.map(\.level) == [0, 1])
        #expect(back.visibleRoute == .list)
    }
}
