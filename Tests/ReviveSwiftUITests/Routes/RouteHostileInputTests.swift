import Foundation
import Testing
@testable import Revive
@testable import ReviveNavigator
@testable import ReviveSwiftUI

/// Saved trees a route build never writes — damaged, hand-made or from another hierarchy —
/// restore what they can, report the rest, and never trap.
@MainActor
struct RouteHostileInputTests {
    private func restore(_ root: Snapshot.Node) -> (RouteTree<TestRoute, String>, RestoreReport) {
        let routes = RouteHierarchy(routes: TestRoute.registry)
        let report = routes.restore(from: Snapshot(root: root))
        return (routes.tree, report)
    }

    private func route(_ name: String, _ value: StateValue?) -> Snapshot.Node {
        Snapshot.Node(typeName: "Route", restorationID: name, state: PageState(value.map { ["route": $0] } ?? [:]))
    }

    private func tab(_ id: String, _ routes: [Snapshot.Node]) -> Snapshot.Node {
        Snapshot.Node(typeName: "RouteTab", restorationID: id, kind: .stack, children: [Snapshot.Node(typeName: "RouteTabRoot")] + routes)
    }

    @Test func aRouteWithNoValueOrAWrongShapeIsPrunedAndNamed() {
        let root = Snapshot.Node(typeName: "RouteTabs", kind: .tabs(selectedIndex: 0), children: [
            tab("a", [route("list", .dictionary(["list": .dictionary([:])])), route("item", nil)]),
            tab("b", [route("item", .string("not a route"))]),
        ])
        let (tree, report) = restore(root)
        #expect(tree.path(forTab: "a") == [.list])
        #expect(tree.path(forTab: "b") == [])
        #expect(report.items(.droppedPage).map(\.path) == [
            "RouteTabs > RouteTab(\"a\") > Route(\"item\")", "RouteTabs > RouteTab(\"b\") > Route(\"item\")",
        ])
    }

    @Test func aRouteSavedAsAContainerIsDroppedAndAMissingTabSelectionIsReset() {
        let wrong = Snapshot.Node(typeName: "Route", restorationID: "list", kind: .stack, children: [route("list", .dictionary(["list": .dictionary([:])]))])
        let (tree, report) = restore(Snapshot.Node(typeName: "RouteTabs", kind: .tabs(selectedIndex: 5), children: [tab("a", [wrong])]))
        #expect(tree == RouteTree(tabs: [RouteTree.TabStack(id: "a")]))
        #expect(report.items(.droppedPage).first?.reason.contains("but the registered type makes") == true)
        #expect(report.items(.selectionReset).count == 1)
    }

    @Test func anEmptyTabAndAnEmptyModalDoNotTrap() {
        let emptyTab = Snapshot.Node(typeName: "RouteTab", restorationID: "e", kind: .stack)
        let emptySheet = Snapshot.Node(typeName: "RouteSheet", kind: .stack)
        let root = Snapshot.Node(typeName: "RouteTabs", kind: .tabs(selectedIndex: 1), children: [tab("a", []), emptyTab], presented: emptySheet)
        let (tree, report) = restore(root)
        #expect(tree.modals.isEmpty)
        #expect(report.items(.droppedPage).contains { $0.path == "RouteTabs presents > RouteSheet" })
    }

    @Test func aPageTreeFromAnotherHierarchyIsNotRestored() {
        let routes = RouteHierarchy(routes: TestRoute.registry, tree: RouteTree(tabs: ["kept"]))
        let report = routes.restore(from: Snapshot(root: Snapshot.Node(typeName: "TabBarPage", kind: .tabs(selectedIndex: 0))))
        #expect(report.rootFailure == .unknownType("TabBarPage"))
        #expect(routes.tree == RouteTree(tabs: ["kept"]))
    }
}
