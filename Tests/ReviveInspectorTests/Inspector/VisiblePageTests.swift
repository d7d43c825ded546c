import Revive
@testable import ReviveCLI
import ReviveNavigator
import Testing

struct VisiblePageTests {
    @Test func followsSelectedTabStackTopAndPresentedChain() {
        let root = InspectorFixtures.comicReader().root
        #expect(root.visiblePageSteps == [[.child(0), .child(1), .presented]])
        #expect(root.focusedPageSteps == [.child(0), .child(1), .presented])
    }

    @Test func outermostPresentationOnTheVisibleLineWins() {
        // As in the navigator: a page presented over the tab container covers one presented
        // deeper down, inside the selected tab.
        let inner = Snapshot.Node(typeName: "Inner", presented: Snapshot.Node(typeName: "InnerSheet"))
        let sheet = Snapshot.Node(typeName: "Sheet")
        let root = Snapshot.Node(typeName: "Tabs", kind: .tabs(selectedIndex: 0), children: [inner], presented: sheet)
        #expect(root.visiblePageSteps == [[.presented]])
        #expect(root.focusedPageSteps == [.presented])
    }

    @Test func presentedContainerIsDescendedAgain() {
        let modal = Snapshot.Node(
            typeName: "ModalStack", kind: .stack,
            children: [Snapshot.Node(typeName: "First"), Snapshot.Node(typeName: "Second")]
        )
        let root = Snapshot.Node(typeName: "Home", presented: modal)
        #expect(root.visiblePageSteps == [[.presented, .child(1)]])
    }

    @Test func selectedIndexOutOfRangeStopsAtTheContainer() {
        let root = Snapshot.Node(typeName: "Tabs", kind: .tabs(selectedIndex: 5), children: [Snapshot.Node(typeName: "A")])
        #expect(root.visiblePageSteps == [[]])
        #expect(root.focusedPageSteps.isEmpty)
        let empty = Snapshot.Node(typeName: "Stack", kind: .stack)
        #expect(empty.visiblePageSteps == [[]])
        #expect(empty.focusedPageSteps.isEmpty)
    }

    @Test func identityPathsTellSameNamedSiblingsApart() {
        let root = Snapshot.Node(
            typeName: "Stack", kind: .stack,
            children: [Snapshot.Node(typeName: "Page", restorationID: "x"), Snapshot.Node(typeName: "Page", restorationID: "x")]
        )
        #expect(root.pageEntries().map(\.label) == ["Stack", "Stack > Page[x]", "Stack > Page[x] #2"])
    }

    // MARK: Split containers

    @Test func everyColumnOfASplitIsVisibleAndTheFocusedOneHasTheFocus() {
        let root = InspectorFixtures.comicSplit().root
        #expect(root.visiblePageSteps == [[.child(0), .child(0)], [.child(1), .presented], [.child(2), .child(1)]])
        #expect(root.focusedPageSteps == [.child(2), .child(1)])
    }

    @Test func aCollapsedSplitShowsOnlyItsFocusedChildOrItsFirst() {
        var root = InspectorFixtures.comicSplit().root
        root.kind = .split(focusedIndex: 1, roles: root.kind.roles, isCollapsed: true)
        #expect(root.visiblePageSteps == [[.child(1), .presented]])
        root.kind = .split(focusedIndex: nil, isCollapsed: true)
        #expect(root.visiblePageSteps == [[.child(0), .child(0)]])
        #expect(root.focusedPageSteps == [.child(0), .child(0)])
    }

    @Test func aSplitWithNothingInItsColumnsIsItselfVisible() {
        let empty = Snapshot.Node(typeName: "Workspace", kind: .split(focusedIndex: nil))
        #expect(empty.visiblePageSteps == [[]])
        let emptyStacks = Snapshot.Node(
            typeName: "Workspace", kind: .split(focusedIndex: 0),
            children: [Snapshot.Node(typeName: "Stack", kind: .stack), Snapshot.Node(typeName: "Tabs", kind: .tabs(selectedIndex: 0))]
        )
        #expect(emptyStacks.visiblePageSteps == [[]])
        #expect(emptyStacks.focusedPageSteps == [])
        let inTabs = Snapshot.Node(typeName: "Tabs", kind: .tabs(selectedIndex: 0), children: [emptyStacks])
        #expect(inTabs.visiblePageSteps == [[.child(0)]])
    }

    @Test func aColumnThatShowsNothingIsLeftOutAndTheFocusFallsToTheFirstThatShows() {
        let root = Snapshot.Node(
            typeName: "Split", kind: .split(focusedIndex: 0),
            children: [
                Snapshot.Node(typeName: "Stack", kind: .stack),
                Snapshot.Node(typeName: "A"),
                Snapshot.Node(typeName: "B"),
            ]
        )
        #expect(root.visiblePageSteps == [[.child(1)], [.child(2)]])
        #expect(root.focusedPageSteps == [.child(1)])
    }

    /// Revive's `Snapshot.visiblePage` (what titles a place) and the inspector's focused line
    /// are one rule, `RestorableHierarchy.visibleNode`'s: the same page for every tree here.
    @Test func revivesVisiblePageIsTheEndOfTheFocusedLine() {
        var collapsed = InspectorFixtures.comicSplit().root
        collapsed.kind = .split(focusedIndex: nil, isCollapsed: true)
        var covered = InspectorFixtures.comicSplit().root
        covered.presented = Snapshot.Node(typeName: "Alert")
        let emptyStacks = Snapshot.Node(
            typeName: "Workspace", kind: .split(focusedIndex: 0),
            children: [Snapshot.Node(typeName: "Stack", kind: .stack), Snapshot.Node(typeName: "Tabs", kind: .tabs(selectedIndex: 0))]
        )
        let focusOnEmpty = Snapshot.Node(
            typeName: "Split", kind: .split(focusedIndex: 0),
            children: [Snapshot.Node(typeName: "Stack", kind: .stack), Snapshot.Node(typeName: "A"), Snapshot.Node(typeName: "B")]
        )
        let unfocused = Snapshot.Node(
            typeName: "Split", kind: .split(focusedIndex: nil),
            children: [Snapshot.Node(typeName: "Sidebar"), Snapshot.Node(typeName: "Stack", kind: .stack, children: [Snapshot.Node(typeName: "Item")])]
        )
        let roots = [
            InspectorFixtures.comicReader().root, InspectorFixtures.comicSplit().root, collapsed, covered, emptyStacks,
            focusOnEmpty, unfocused,
            Snapshot.Node(typeName: "Tabs", kind: .tabs(selectedIndex: 0), children: [emptyStacks]),
            Snapshot.Node(typeName: "Tabs", kind: .tabs(selectedIndex: 5), children: [Snapshot.Node(typeName: "A")]),
            Snapshot.Node(typeName: "Stack", kind: .stack),
            Snapshot.Node(typeName: "Home", presented: Snapshot.Node(
                typeName: "ModalStack", kind: .stack, children: [Snapshot.Node(typeName: "First"), Snapshot.Node(typeName: "Second")]
            )),
        ]
        for root in roots {
            #expect(Snapshot(root: root).visiblePage == root.node(at: root.focusedPageSteps), "\(root.typeName)")
        }
        #expect(Snapshot(root: unfocused).visiblePage.typeName == "Sidebar")
    }

    @Test func aPresentationOverASplitCoversEveryColumn() {
        var root = InspectorFixtures.comicSplit().root
        root.presented = Snapshot.Node(typeName: "Alert")
        #expect(root.visiblePageSteps == [[.presented]])
        #expect(root.focusedPageSteps == [.presented])
    }
}
