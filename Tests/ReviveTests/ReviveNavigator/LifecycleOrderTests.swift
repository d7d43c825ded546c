import Testing
@testable import Revive
@testable import ReviveNavigator

@MainActor
struct LifecycleOrderTests {
    @Test func settingTheRootLoadsAndShowsTheVisibleLine() throws {
        let navigator = Navigator()
        let stack = NavigationPage(rootPage: page("A"), restorationIdentifier: "S")
        try navigator.setRootPage(stack)
        #expect(navigator.takeEvents() == [
            "S viewDidLoad", "A viewDidLoad", "S viewWillAppear", "A viewWillAppear", "S viewDidAppear", "A viewDidAppear",
        ])
    }

    @Test func presentingFollowsUIKitOrderThenRunsTheCompletion() throws {
        let navigator = Navigator()
        let a = page("A")
        try navigator.setRootPage(a)
        _ = navigator.takeEvents()
        var log: [String] = []
        navigator.onEvent = { log.append($0.description) }
        try a.present(page("B")) { log.append("completion") }
        #expect(log == ["B viewDidLoad", "A viewWillDisappear", "B viewWillAppear", "B viewDidAppear", "A viewDidDisappear", "completion"])
    }

    @Test func dismissingFollowsUIKitOrderAndFreesThePageAfterTheCompletion() throws {
        let navigator = Navigator()
        let a = page("A"), b = page("B")
        try navigator.setRootPage(a)
        try a.present(b)
        weak var weakC: TestPage?
        var log: [String] = []
        do {
            let c = page("C")
            weakC = c
            try b.present(c)
            navigator.removeAllEvents()
            navigator.onEvent = { log.append($0.description) }
            try c.dismiss { log.append("completion, C alive: \(weakC != nil)") }
        }
        #expect(log == ["C viewWillDisappear", "B viewWillAppear", "B viewDidAppear", "C viewDidDisappear", "completion, C alive: true"])
        #expect(weakC == nil)
        #expect(navigator.visiblePage === b)
    }

    @Test func viewDidLoadRunsOnlyOnTheFirstAppearance() throws {
        let navigator = Navigator()
        let a = page("A"), b = page("B")
        try navigator.setRootPage(TabBarPage(pages: [a, b]))
        let tabs = try #require(navigator.rootPage as? TabBarPage)
        try tabs.select(1)
        try tabs.select(0)
        try tabs.select(1)
        #expect(navigator.events.filter { $0.kind == .viewDidLoad }.map(\.pageName) == ["TabBarPage", "A", "B"])
    }

    @Test func pushAndPopFollowThePresentationPattern() throws {
        let navigator = Navigator()
        let stack = NavigationPage(rootPage: page("A"))
        try navigator.setRootPage(stack)
        _ = navigator.takeEvents()
        try stack.push(page("B"))
        #expect(navigator.takeEvents() == ["B viewDidLoad", "A viewWillDisappear", "B viewWillAppear", "B viewDidAppear", "A viewDidDisappear"])
        try stack.pop()
        #expect(navigator.takeEvents() == ["B viewWillDisappear", "A viewWillAppear", "A viewDidAppear", "B viewDidDisappear"])
    }

    @Test func tabSwitchShowsTheNewTabsVisibleLine() throws {
        let navigator = Navigator()
        let left = NavigationPage(rootPage: page("A"), restorationIdentifier: "L")
        let right = NavigationPage(rootPage: page("B"), restorationIdentifier: "R")
        let tabs = TabBarPage(pages: [left, right])
        try navigator.setRootPage(tabs)
        _ = navigator.takeEvents()
        try tabs.select(1)
        #expect(navigator.takeEvents() == [
            "R viewDidLoad", "B viewDidLoad",
            "L viewWillDisappear", "A viewWillDisappear",
            "R viewWillAppear", "B viewWillAppear", "R viewDidAppear", "B viewDidAppear",
            "L viewDidDisappear", "A viewDidDisappear",
        ])
    }

    @Test func pagesOffScreenGetNoAppearanceCalls() throws {
        let navigator = Navigator()
        let hidden = NavigationPage(rootPage: page("H"), restorationIdentifier: "hidden")
        let tabs = TabBarPage(pages: [page("A"), hidden])
        try navigator.setRootPage(tabs)
        _ = navigator.takeEvents()
        let pushed = page("P")
        try hidden.push(pushed)
        try hidden.pop()
        #expect(navigator.takeEvents().isEmpty)
        #expect(!pushed.isViewLoaded)
    }

    @Test func onScreenFlagsFollowAppearance() throws {
        let navigator = Navigator()
        let a = page("A"), b = page("B")
        try navigator.setRootPage(a)
        try a.present(b)
        #expect(!a.isOnScreen && b.isOnScreen)
        try b.dismiss()
        #expect(a.isOnScreen && !b.isOnScreen)
    }
}
