import Testing
@testable import Revive
@testable import ReviveNavigator

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
        let stack = NavigationPage(pages: [page("List"), detail])
        try navigator.setRootPage(TabBarPage(pages: [page("Other"), stack], selectedIndex: 1))
        #expect(navigator.visiblePage === detail)
        let reader = page("Reader"), options = page("Options")
        try detail.present(reader)
        try reader.present(options)
        #expect(navigator.visiblePage === options)
        #expect(navigator.onScreenPages.map(\.name) == ["Options"])
    }

    @Test func aStackPresentedOverATab() throws {
        let navigator = Navigator()
        let tabs = TabBarPage(pages: [page("A"), page("B")])
        try navigator.setRootPage(tabs)
        let top = page("Top")
        let modal = NavigationPage(pages: [page("First"), top], restorationIdentifier: "modal")
        try tabs.present(modal)
        #expect(navigator.visiblePage === top)
        #expect(navigator.onScreenPages.map(\.name) == ["modal", "Top"])
    }

    @Test func aTabBarPagePresentedModally() throws {
        let navigator = Navigator()
        let root = page("Root")
        try navigator.setRootPage(root)
        let second = page("Second")
        let tabs = TabBarPage(pages: [page("First"), NavigationPage(pages: [page("S1"), second])], selectedIndex: 1)
        try root.present(tabs)
        #expect(navigator.visiblePage === second)
    }

    @Test func treeDescriptionMarksTheSelectedTabAndTheVisiblePage() throws {
        let navigator = Navigator()
        let tabs = TabBarPage(pages: [NavigationPage(rootPage: page("A"), restorationIdentifier: "S"), page("B")])
        try navigator.setRootPage(tabs)
        #expect(navigator.treeDescription == """
        TabBarPage
          *NavigationPage("S")
            TestPage("A") <- visible
          TestPage("B")
        """)
    }
}
