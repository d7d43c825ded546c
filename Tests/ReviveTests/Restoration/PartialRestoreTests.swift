import Foundation
import Testing
@testable import Revive

/// A page with a keyed value and a named one.
@MainActor
private final class DetailLeaf: TreeNode, Revivable {
    @Preserved("comic_id") var comicID = 0
    @Preserved var comicName = ""
}

/// A page whose custom decoding always fails.
@MainActor
private final class FragileLeaf: TreeNode, Revivable {
    struct Broken: Error {}
    func decodeRevivableState(from state: PageState) throws { throw Broken() }
}

/// The rebuild keeps the longest valid part of a saved tree and reports the rest: the engine's
/// own hierarchy, so that no adapter's behaviour is under test.
@MainActor
struct PartialRestoreTests {
    private func node(_ type: String, _ id: String = "", _ state: [String: StateValue] = [:], presented: Snapshot.Node? = nil) -> Snapshot.Node {
        Snapshot.Node(typeName: type, restorationID: id, state: PageState(state), presented: presented)
    }

    private func stack(_ id: String, _ children: [Snapshot.Node]) -> Snapshot.Node {
        Snapshot.Node(typeName: "TreeStack", restorationID: id, kind: .stack, children: children)
    }

    /// The tree's registry and this file's pages; each factory call is counted by type name.
    private func registry(counting counter: FactoryCounter = FactoryCounter()) -> RestorationRegistry<TreeNode> {
        let registry = RestorationRegistry<TreeNode>()
        func add<N: TreeNode>(_ type: N.Type, _ make: @escaping @MainActor () -> N) {
            registry.register(type) {
                counter.calls.append(String(describing: type))
                return make()
            }
        }
        add(TreePage.self) { TreePage() }
        add(TreeStack.self) { TreeStack() }
        // Fresh tabs hold their default tabs: a library stack and a favorites page.
        add(TreeTabs.self) { TreeTabs([TreeStack([TreePage("library-root")], identifier: "library"), TreePage("favorites-default")]) }
        add(DetailLeaf.self) { DetailLeaf() }
        add(FragileLeaf.self) { FragileLeaf() }
        return registry
    }

    /// Restores `snapshot` into a new hierarchy, which settles at once.
    private func restored(_ snapshot: Snapshot, registry: RestorationRegistry<TreeNode>? = nil) -> (EngineHierarchy, RestoreReport) {
        let hierarchy = EngineHierarchy()
        var report = RestoreReport()
        hierarchy.restore(from: snapshot, registry: registry ?? self.registry()) { report = $0 }
        return (hierarchy, report)
    }

    @Test func aWrongTypedValueKeepsItsDefaultAndIsReported() throws {
        let (hierarchy, report) = restored(Snapshot(root: node("DetailLeaf", "d", ["comic_id": .string("abc"), "comicName": .string("Bone")])))
        let detail = try #require(hierarchy.rootNode as? DetailLeaf)
        #expect(detail.comicID == 0)
        #expect(detail.comicName == "Bone")
        let item = try #require(report.items(.defaultedValue).first { $0.key == "comic_id" })
        #expect(item.reason.contains("abc"))
        #expect(item.path == "DetailLeaf(\"d\")")
    }

    @Test func aMissingValueKeepsItsDefaultAndIsReported() throws {
        let (hierarchy, report) = restored(Snapshot(root: node("TreePage")))
        #expect(hierarchy.visiblePage?.value == 0)
        #expect(report.items(.defaultedValue).map(\.key) == ["value"])
    }

    @Test func unknownTypeNamesAreNeverInstantiated() throws {
        let names = ["UnregisteredTreePage", "Foundation.FileManager", "NSFileManager", "Process", "5Revive9NavigatorC", "$s6Revive10SecretPageCN", "\u{0}evil", ""]
        for name in names {
            let counter = FactoryCounter()
            let (hierarchy, report) = restored(Snapshot(root: stack("s", [node("TreePage"), node(name, "x")])), registry: registry(counting: counter))
            #expect(counter.calls == ["TreeStack", "TreePage"], "\(name)")
            #expect(report.items(.droppedPage).first?.reason.contains("no page type is registered") == true, "\(name)")
            #expect(hierarchy.rootNode?.children.count == 1)
        }
    }

    @Test func aStackKeepsThePagesBeforeTheBadOne() throws {
        let snapshot = Snapshot(root: stack("s", [node("TreePage", "a"), node("DetailLeaf", "b"), node("Unknown", "c"), node("TreePage", "d")]))
        let (hierarchy, report) = restored(snapshot)
        let restored = try #require(hierarchy.rootNode as? TreeStack)
        #expect(restored.children.map(\.identifier) == ["a", "b"])
        #expect(report.items(.droppedPage).map(\.path) == [
            "TreeStack(\"s\") > Unknown(\"c\")", "TreeStack(\"s\") > TreePage(\"d\")",
        ])
        #expect(hierarchy.visibleNode?.identifier == "b")
    }

    @Test func aPresentationChainStopsBeforeTheBadPage() throws {
        let chain = node("TreePage", "r", presented: node("FragileLeaf", "f", presented: node("TreePage", "o")))
        let (hierarchy, report) = restored(Snapshot(root: node("TreePage", "root", presented: chain)))
        #expect(hierarchy.visibleNode?.identifier == "r")
        let dropped = try #require(report.items(.droppedPage).first)
        #expect(dropped.path == "TreePage(\"root\") presents > TreePage(\"r\") presents > FragileLeaf(\"f\")")
        #expect(dropped.reason.contains("decodeRevivableState"))
    }

    @Test func aBadTabFallsBackToItsDefaultRoot() throws {
        let tabs = Snapshot.Node(typeName: "TreeTabs", kind: .tabs(selectedIndex: 1), children: [
            stack("library", [node("TreePage", "library-root"), node("DetailLeaf", "d", ["comic_id": .int(7)])]),
            node("Unknown", "favorites"),
        ])
        let (hierarchy, report) = restored(Snapshot(root: tabs))
        let restored = try #require(hierarchy.rootNode as? TreeTabs)
        #expect(restored.children.count == 2)
        #expect(restored.kind == .tabs(selectedIndex: 1))
        #expect(restored.children[1].identifier == "favorites-default")
        #expect(report.items(.fellBackToDefault).map(\.path) == ["TreeTabs > Unknown(\"favorites\")"])
        let library = try #require(restored.children[0] as? TreeStack)
        #expect((library.children.last as? DetailLeaf)?.comicID == 7)
    }

    /// Tabs as saved: the two the app makes by default, then a third of a type the registry
    /// does not know (no default at its place, so it is dropped), then `fourth`.
    private func tabsWithAnUnknownThirdTab(selecting selectedIndex: Int) -> Snapshot.Node {
        Snapshot.Node(typeName: "TreeTabs", kind: .tabs(selectedIndex: selectedIndex), children: [
            stack("library", [node("TreePage", "library-root")]), node("TreePage", "favorites"),
            node("Unknown", "gone"), node("TreePage", "fourth"),
        ])
    }

    @Test func aTabWithNoDefaultDroppedBeforeTheSelectedTabKeepsTheSelectionOnTheSameTab() throws {
        let (hierarchy, report) = restored(Snapshot(root: tabsWithAnUnknownThirdTab(selecting: 3)))
        let tabs = try #require(hierarchy.rootNode as? TreeTabs)
        #expect(tabs.children.map(\.identifier) == ["library", "favorites", "fourth"])
        #expect(tabs.kind == .tabs(selectedIndex: 2), "the selection shifts with the dropped tab")
        #expect(hierarchy.visibleNode?.identifier == "fourth")
        #expect(report.items(.selectionReset).isEmpty)
    }

    @Test func aTabDroppedAfterTheSelectedTabLeavesTheSelectionAlone() throws {
        let (hierarchy, report) = restored(Snapshot(root: tabsWithAnUnknownThirdTab(selecting: 1)))
        let tabs = try #require(hierarchy.rootNode as? TreeTabs)
        #expect(tabs.children.count == 3)
        #expect(tabs.kind == .tabs(selectedIndex: 1))
        #expect(hierarchy.visibleNode?.identifier == "favorites")
        #expect(report.items(.selectionReset).isEmpty)
    }

    @Test func aDroppedSelectedTabSelectsTheFirstAndSaysSo() throws {
        let (hierarchy, report) = restored(Snapshot(root: tabsWithAnUnknownThirdTab(selecting: 2)))
        let tabs = try #require(hierarchy.rootNode as? TreeTabs)
        #expect(tabs.children.count == 3)
        #expect(tabs.kind == .tabs(selectedIndex: 0))
        #expect(report.items(.selectionReset).map(\.path) == ["TreeTabs"])
    }

    @Test func aThrowingFactoryDropsThePageWithTheFactorysError() throws {
        struct Offline: Error {}
        let registry = registry()
        registry.register(FragileLeaf.self) { () throws -> FragileLeaf in throw Offline() }
        let (hierarchy, report) = restored(Snapshot(root: stack("s", [node("TreePage"), node("FragileLeaf")])), registry: registry)
        #expect(report.items(.droppedPage).first?.reason.contains("the factory threw: Offline") == true)
        #expect(hierarchy.rootNode?.children.count == 1)
    }

    @Test func aContainerOfTheWrongKindIsDropped() throws {
        let bad = Snapshot.Node(typeName: "TreePage", kind: .stack, children: [node("TreePage")])
        let (hierarchy, report) = restored(Snapshot(root: node("TreePage", "root", presented: bad)))
        #expect(report.items(.droppedPage).first?.reason.contains("but the registered type makes") == true)
        #expect(hierarchy.visibleNode?.identifier == "root")
    }

    @Test func aPresentationSavedUnderAHiddenPageIsDropped() throws {
        let hidden = node("TreePage", "hidden", presented: node("TreePage", "o"))
        let (hierarchy, report) = restored(Snapshot(root: stack("s", [hidden, node("TreePage", "top")])))
        #expect(hierarchy.visibleNode?.identifier == "top")
        #expect(report.items(.droppedPage).first?.reason.contains("would not be on screen") == true)
    }

    @Test func anUnknownRootLeavesTheHierarchyAsItWasAndSaysSo() throws {
        let (hierarchy, report) = restored(Snapshot(root: node("Nope")))
        #expect(hierarchy.rootNode == nil)
        #expect(report.items(.droppedPage).count == 1)
        #expect(report.restoredPageCount == 0)
    }
}
