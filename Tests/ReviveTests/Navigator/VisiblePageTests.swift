import Testing
@testable import Revive

@MainActor
struct VisiblePageTests {
    @Test func aPlainRootIsVisible() throws {
        let navigator = Navigator()
        #expect(navigator.visiblePage == nil)
        let a = page("A")
        try navigator.setRootPage(a)
        #expect(navigator.visiblePage === a)
    }

    @Test func tabsThenStackThenPresentedChain() throws {
        let navigator = Navigator()
        let detail = page("Detail")
        let stack = NavigationStack(pages: [page("List"), detail])
        try navigator.setRootPage(TabContainer(pages: [page("Other"), stack], selectedIndex: 1))
        #expect(navigator.visiblePage === detail)
        let reader = page("Reader"), options = page("Options")
        try detail.present(reader)
        try reader.present(options)
        #expect(navigator.visiblePage === options)
        #expect(navigator.onScreenPages.map(\.name) == ["Options"])
    }

    @Test func aStackPresentedOverATab() throws {
        let navigator = Navigator()
        let tabs = TabContainer(pages: [page("A"), page("B")])
        try navigator.setRootPage(tabs)
        let top = page("Top")
        let modal = NavigationStack(pages: [page("First"), top], restorationIdentifier: "modal")
        try tabs.present(modal)
        #expect(navigator.visiblePage === top)
        #expect(navigator.onScreenPages.map(\.name) == ["modal", "Top"])
    }

    @Test func aTabContainerPresentedModally() throws {
        let navigator = Navigator()
        let root = page("Root")
        try navigator.setRootPage(root)
        let second = page("Second")
        let tabs = TabContainer(pages: [page("First"), NavigationStack(pages: [page("S1"), second])], selectedIndex: 1)
        try root.present(tabs)
        #expect(navigator.visiblePage === second)
    }

    @Test func treeDescriptionMarksTheSelectedTabAndTheVisiblePage() throws {
        let navigator = Navigator()
        let tabs = TabContainer(pages: [NavigationStack(rootPage: page("A"), restorationIdentifier: "S"), page("B")])
        try navigator.setRootPage(tabs)
        #expect(navigator.treeDescription == """
        TabContainer
          *NavigationStack("S")
            TestPage("A") <- visible
          TestPage("B")
        """)
    }
}
