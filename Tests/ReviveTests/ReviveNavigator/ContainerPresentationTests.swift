import Testing
@testable import Revive
@testable import ReviveNavigator

/// Dismissing, unwinding and refusing presentations that hang on containers.
@MainActor
struct ContainerPresentationTests {
    @Test func dismissingFromThePresentedPageFreesItAndShowsTheLineUnderIt() throws {
        let app = try TabsFixture()
        weak var weakModal: TestPage?
        do {
            let modal = page("Modal", style: .fullScreen)
            weakModal = modal
            try app.list.present(modal)
            app.navigator.removeAllEvents()
            try modal.dismiss()
        }
        #expect(app.navigator.takeEvents() == [
            "Modal viewWillDisappear",
            "tabs viewWillAppear", "stack viewWillAppear", "List viewWillAppear",
            "tabs viewDidAppear", "stack viewDidAppear", "List viewDidAppear",
            "Modal viewDidDisappear",
        ])
        #expect(weakModal == nil)
        #expect(app.tabs.presentedPage == nil)
        #expect(app.navigator.visiblePage === app.list)
    }

    @Test func dismissingFromThePageThatAskedToPresentIsForwardedToTheContainer() throws {
        let app = try TabsFixture()
        try app.list.present(page("Modal", style: .fullScreen))
        var completions = 0
        try app.list.dismiss { completions += 1 }
        #expect(completions == 1)
        #expect(app.tabs.presentedPage == nil)
        #expect(app.navigator.visiblePage === app.list)
    }

    @Test func dismissingFromInsideAPresentedContainerOrFromAnotherTabDismissesIt() throws {
        let app = try TabsFixture()
        let inner = page("Inner")
        try app.list.present(NavigationPage(pages: [page("First"), inner], restorationIdentifier: "modal"))
        try inner.dismiss()
        #expect(app.navigator.visiblePage === app.list)
        // UIKit's presentedViewController answers for ancestors: a hidden tab's page dismisses too.
        try app.list.present(page("Again"))
        try app.settings.dismiss()
        #expect(app.tabs.presentedPage == nil)
    }

    @Test func unwindFromDeepInAChainOfContainerOwnedPresentationsGoesStraightBack() throws {
        let app = try TabsFixture()
        weak var weakFirst: NavigationPage?
        weak var weakSecond: TabBarPage?
        weak var weakLast: TestPage?
        var completions = 0
        do {
            let a2 = page("A2"), b1 = page("B1"), c = page("C"), d = page("D", style: .fullScreen)
            let first = NavigationPage(pages: [page("A1"), a2], restorationIdentifier: "first")
            let second = TabBarPage(pages: [NavigationPage(rootPage: b1, restorationIdentifier: "b"), page("B2")], restorationIdentifier: "second")
            weakFirst = first
            weakSecond = second
            weakLast = d
            try app.list.present(first)
            try a2.present(second)
            try b1.present(c)
            try c.present(d)
            #expect(first.presentingPage === app.tabs && second.presentingPage === first)
            #expect(c.presentingPage === second && d.presentingPage === c)
            app.navigator.removeAllEvents()
            try app.navigator.unwind(to: app.home) { completions += 1 }
        }
        // Home was under List when the tab first showed, so it loads now, on its first appearance.
        #expect(app.navigator.takeEvents() == [
            "Home viewDidLoad", "D viewWillDisappear",
            "tabs viewWillAppear", "stack viewWillAppear", "Home viewWillAppear",
            "tabs viewDidAppear", "stack viewDidAppear", "Home viewDidAppear",
            "D viewDidDisappear",
        ])
        #expect(completions == 1)
        #expect(weakFirst == nil && weakSecond == nil && weakLast == nil)
        #expect(app.list.parent == nil)
        #expect(app.stack.pages.map(\.name) == ["Home"])
        #expect(app.navigator.visiblePage === app.home)
    }

    @Test func unwindToAPageInsideAPresentedStackDismissesOnlyWhatIsAboveIt() throws {
        let app = try TabsFixture()
        let a1 = page("A1"), a2 = page("A2")
        let first = NavigationPage(pages: [a1, a2], restorationIdentifier: "first")
        try app.list.present(first)
        try a2.present(page("Over"))
        try app.navigator.unwind(to: a1)
        #expect(first.pages.map(\.name) == ["A1"])
        #expect(first.presentedPage == nil)
        #expect(app.tabs.presentedPage === first)
        #expect(app.navigator.visiblePage === a1)
    }

    @Test func unwindToAPageUnderAPresentationOnItsOwnStack() throws {
        let app = try TabsFixture()
        try app.list.present(page("Search", style: .currentContext))
        try app.navigator.unwind(to: app.list)
        #expect(app.stack.presentedPage == nil)
        #expect(app.navigator.visiblePage === app.list)
    }

    @Test func unwindToRootDismissesPresentationsHangingOnTheRootsLine() throws {
        let app = try TabsFixture()
        try app.list.present(page("Search", style: .currentContext))
        try #require(app.navigator.visiblePage).present(page("Modal"))
        var completions = 0
        app.navigator.unwindToRoot { completions += 1 }
        #expect(completions == 1)
        #expect(app.tabs.presentedPage == nil && app.stack.presentedPage == nil)
        #expect(app.navigator.visiblePage === app.home)
    }

    @Test func presentingWhileTheContextAlreadyPresentsIsRefusedAndChangesNothing() throws {
        let app = try TabsFixture()
        try app.list.present(page("Modal", style: .fullScreen))
        app.navigator.removeAllEvents()
        let before = app.navigator.treeDescription
        for (presenter, code) in [(app.list, ReviveError.Code.alreadyPresenting), (app.tabs, .alreadyPresenting), (app.settings, .notOnScreen)] as [(Page, ReviveError.Code)] {
            let error = #expect(throws: ReviveError.self) { try presenter.present(page("X")) }
            #expect(error?.code == code)
        }
        let error = #expect(throws: ReviveError.self) { try app.list.present(page("Y")) }
        #expect(error?.message == "TabBarPage(\"tabs\") already presents TestPage(\"Modal\"); cannot present TestPage(\"Y\") from TestPage(\"List\")")
        #expect(app.navigator.treeDescription == before)
        #expect(app.navigator.events.isEmpty)
    }

    @Test func aPresentedPageHiddenInAnotherTabCannotPresent() throws {
        let app = try TabsFixture()
        let search = page("Search", style: .currentContext)
        try app.list.present(search)
        try app.tabs.select(1)
        app.navigator.removeAllEvents()
        let before = app.navigator.treeDescription
        let error = #expect(throws: ReviveError.self) { try search.present(page("X")) }
        #expect(error?.code == .notOnScreen)
        #expect(app.navigator.treeDescription == before)
        #expect(app.navigator.events.isEmpty)
    }

    @Test func presentingUnderACurrentContextPresentationIsRefused() throws {
        let app = try TabsFixture()
        try app.list.present(page("Search", style: .currentContext))
        app.navigator.removeAllEvents()
        let before = app.navigator.treeDescription
        let error = #expect(throws: ReviveError.self) { try app.list.present(page("X", style: .fullScreen)) }
        #expect(error?.code == .alreadyPresenting)
        #expect(app.navigator.treeDescription == before)
        #expect(app.navigator.events.isEmpty)
    }
}
