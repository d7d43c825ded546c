import Testing
@testable import Revive
@testable import ReviveNavigator

/// Where a presentation hangs, as UIKit decides it: full-screen and sheet presentations go to
/// the page covering the screen, current-context ones to the page defining the context.
@MainActor
struct PresentationContextTests {
    @Test func aFullScreenModalFromAPageInAStackInTabsIsOwnedByTheTabBarPage() throws {
        let app = try TabsFixture()
        let modal = page("Modal", style: .fullScreen)
        try app.list.present(modal)
        #expect(modal.presentingPage === app.tabs)
        #expect(app.tabs.presentedPage === modal)
        #expect(app.list.presentedPage == nil)
        #expect(app.list.nearestPresentedPage === modal)
        #expect(app.home.nearestPresentedPage === modal)
        #expect(app.navigator.visibleLine.map(\.name) == ["tabs", "Modal"])
        #expect(app.navigator.treeDescription == """
        TabBarPage("tabs")
          *NavigationPage("stack")
            TestPage("Home")
            TestPage("List")
          TestPage("Settings")
          presents TestPage("Modal") <- visible
        """)
    }

    @Test func theDefaultStyleIsForwardedToThePageCoveringTheScreenWithThePinnedOrder() throws {
        let app = try TabsFixture()
        let sheet = page("Sheet")
        #expect(sheet.modalPresentationStyle == .automatic)
        try app.list.present(sheet)
        #expect(sheet.presentingPage === app.tabs)
        #expect(app.navigator.takeEvents() == [
            "Sheet viewDidLoad",
            "tabs viewWillDisappear", "stack viewWillDisappear", "List viewWillDisappear",
            "Sheet viewWillAppear", "Sheet viewDidAppear",
            "tabs viewDidDisappear", "stack viewDidDisappear", "List viewDidDisappear",
        ])
    }

    @Test func pushingPoppingAndSelectingTabsUnderAFullScreenModalKeepItOnScreen() throws {
        let app = try TabsFixture()
        let modal = page("Modal", style: .fullScreen)
        try app.list.present(modal)
        app.navigator.removeAllEvents()
        let deep = page("Deep")
        try app.stack.push(deep)
        try app.tabs.select(1)
        try app.tabs.select(0)
        #expect(app.navigator.events.isEmpty)
        #expect(app.navigator.visiblePage === modal)
        #expect(modal.isOnScreen && !deep.isViewLoaded && !deep.isOnScreen)
        // UIKit calls viewWillAppear when a view "is about to be added to a view hierarchy":
        // for a page pushed under a full-screen modal, that is when the modal is dismissed.
        try modal.dismiss()
        #expect(app.navigator.takeEvents() == [
            "Deep viewDidLoad", "Modal viewWillDisappear",
            "tabs viewWillAppear", "stack viewWillAppear", "Deep viewWillAppear",
            "tabs viewDidAppear", "stack viewDidAppear", "Deep viewDidAppear",
            "Modal viewDidDisappear",
        ])
        #expect(app.navigator.visiblePage === deep)
    }

    @Test func currentContextPresentsFromTheNearestPageThatDefinesThePresentationContext() throws {
        let app = try TabsFixture()
        let search = page("Search", style: .currentContext)
        #expect(app.stack.definesPresentationContext)
        try app.list.present(search)
        #expect(search.presentingPage === app.stack)
        #expect(app.navigator.visibleLine.map(\.name) == ["tabs", "stack", "Search"])
        #expect(app.navigator.onScreenPages.map(\.name) == ["tabs", "Search"])
        #expect(app.navigator.takeEvents() == [
            "Search viewDidLoad", "stack viewWillDisappear", "List viewWillDisappear",
            "Search viewWillAppear", "Search viewDidAppear", "stack viewDidDisappear", "List viewDidDisappear",
        ])
        // The presentation belongs to the tab's context: another tab hides it, coming back shows it.
        try app.tabs.select(1)
        #expect(app.navigator.visiblePage === app.settings)
        try app.tabs.select(0)
        #expect(app.navigator.visiblePage === search)
    }

    @Test func aPlainPageThatDefinesTheContextPresentsForItself() throws {
        let app = try TabsFixture()
        app.list.definesPresentationContext = true
        let panel = page("Panel", style: .currentContext)
        try app.list.present(panel)
        #expect(panel.presentingPage === app.list)
        #expect(app.navigator.onScreenPages.map(\.name) == ["tabs", "stack", "Panel"])
    }

    @Test func withNoPageDefiningAContextTheRootPresents() throws {
        let app = try TabsFixture()
        app.stack.definesPresentationContext = false
        let panel = page("Panel", style: .currentContext)
        try app.list.present(panel)
        #expect(panel.presentingPage === app.tabs)
        #expect(app.navigator.onScreenPages.map(\.name) == ["Panel"])
    }

    @Test func overStylesLeaveThePagesUnderThemOnScreen() throws {
        let app = try TabsFixture()
        let overlay = page("Overlay", style: .overCurrentContext)
        try app.list.present(overlay)
        #expect(overlay.presentingPage === app.stack)
        #expect(app.navigator.onScreenPages.map(\.name) == ["tabs", "stack", "List", "Overlay"])
        #expect(app.navigator.takeEvents() == ["Overlay viewDidLoad", "Overlay viewWillAppear", "Overlay viewDidAppear"])
        try overlay.dismiss()
        #expect(app.navigator.takeEvents() == ["Overlay viewWillDisappear", "Overlay viewDidDisappear"])

        let alert = page("Alert", style: .overFullScreen)
        try app.list.present(alert)
        #expect(alert.presentingPage === app.tabs)
        #expect(app.navigator.onScreenPages.map(\.name) == ["tabs", "stack", "List", "Alert"])
        // Pages pushed under an over-full-screen presentation are in the window: they appear.
        try app.stack.push(page("Next"))
        #expect(app.navigator.takeEvents().contains("Next viewDidAppear"))
        #expect(app.navigator.visiblePage === alert)
    }

    @Test func theStyleInEffectIsTheOneThePageWasPresentedWith() throws {
        let app = try TabsFixture()
        let modal = page("Modal", style: .fullScreen)
        try app.list.present(modal)
        modal.modalPresentationStyle = .overFullScreen
        #expect(app.navigator.onScreenPages.map(\.name) == ["Modal"])
    }

    @Test func aFullScreenPresentationFromACurrentContextOneCoversTheTabBarToo() throws {
        let app = try TabsFixture()
        let search = page("Search", style: .currentContext)
        try app.list.present(search)
        let full = page("Full", style: .fullScreen)
        try search.present(full)
        #expect(full.presentingPage === search)
        #expect(app.navigator.onScreenPages.map(\.name) == ["Full"])
        #expect(!app.tabs.isOnScreen)
    }

    @Test func aChainPresentedFromAPresentedContainerHangsOnIt() throws {
        let app = try TabsFixture()
        let inner = page("Inner")
        let modal = NavigationPage(rootPage: inner, restorationIdentifier: "modal")
        try app.list.present(modal)
        let top = page("Top", style: .fullScreen)
        try inner.present(top)
        #expect(top.presentingPage === modal)
        #expect(app.navigator.visibleLine.map(\.name) == ["tabs", "modal", "Top"])
    }
}
