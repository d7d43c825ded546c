import Revive
import ReviveNavigator
import ReviveInspector
import Testing

struct VisiblePageTests {
    @Test func followsSelectedTabStackTopAndPresentedChain() {
        let root = InspectorFixtures.comicReader().root
        #expect(root.visiblePageSteps == [.child(0), .child(1), .presented])
    }

    @Test func outermostPresentationOnTheVisibleLineWins() {
        // As in the navigator: a page presented over the tab container covers one presented
        // deeper down, inside the selected tab.
        let inner = SnapshotNode(typeName: "Inner", presented: SnapshotNode(typeName: "InnerSheet"))
        let sheet = SnapshotNode(typeName: "Sheet")
        let root = SnapshotNode(typeName: "Tabs", kind: .tabs(selectedIndex: 0), children: [inner], presented: sheet)
        #expect(root.visiblePageSteps == [.presented])
    }

    @Test func presentedContainerIsDescendedAgain() {
        let modal = SnapshotNode(
            typeName: "ModalStack", kind: .stack,
            children: [SnapshotNode(typeName: "First"), SnapshotNode(typeName: "Second")]
        )
        let root = SnapshotNode(typeName: "Home", presented: modal)
        #expect(root.visiblePageSteps == [.presented, .child(1)])
    }

    @Test func selectedIndexOutOfRangeStopsAtTheContainer() {
        let root = SnapshotNode(typeName: "Tabs", kind: .tabs(selectedIndex: 5), children: [SnapshotNode(typeName: "A")])
        #expect(root.visiblePageSteps.isEmpty)
        let empty = SnapshotNode(typeName: "Stack", kind: .stack)
        #expect(empty.visiblePageSteps.isEmpty)
    }

    @Test func identityPathsTellSameNamedSiblingsApart() {
        let root = SnapshotNode(
            typeName: "Stack", kind: .stack,
            children: [SnapshotNode(typeName: "Page", restorationID: "x"), SnapshotNode(typeName: "Page", restorationID: "x")]
        )
        #expect(root.pageEntries().map(\.label) == ["Stack", "Stack > Page[x]", "Stack > Page[x] #2"])
    }
}
