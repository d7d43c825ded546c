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
        let inner = Snapshot.Node(typeName: "Inner", presented: Snapshot.Node(typeName: "InnerSheet"))
        let sheet = Snapshot.Node(typeName: "Sheet")
        let root = Snapshot.Node(typeName: "Tabs", kind: .tabs(selectedIndex: 0), children: [inner], presented: sheet)
        #expect(root.visiblePageSteps == [.presented])
    }

    @Test func presentedContainerIsDescendedAgain() {
        let modal = Snapshot.Node(
            typeName: "ModalStack", kind: .stack,
            children: [Snapshot.Node(typeName: "First"), Snapshot.Node(typeName: "Second")]
        )
        let root = Snapshot.Node(typeName: "Home", presented: modal)
        #expect(root.visiblePageSteps == [.presented, .child(1)])
    }

    @Test func selectedIndexOutOfRangeStopsAtTheContainer() {
        let root = Snapshot.Node(typeName: "Tabs", kind: .tabs(selectedIndex: 5), children: [Snapshot.Node(typeName: "A")])
        #expect(root.visiblePageSteps.isEmpty)
        let empty = Snapshot.Node(typeName: "Stack", kind: .stack)
        #expect(empty.visiblePageSteps.isEmpty)
    }

    @Test func identityPathsTellSameNamedSiblingsApart() {
        let root = Snapshot.Node(
            typeName: "Stack", kind: .stack,
            children: [Snapshot.Node(typeName: "Page", restorationID: "x"), Snapshot.Node(typeName: "Page", restorationID: "x")]
        )
        #expect(root.pageEntries().map(\.label) == ["Stack", "Stack > Page[x]", "Stack > Page[x] #2"])
    }
}
