import Testing
@testable import Revive
@testable import ReviveNavigator

/// A split `"split"` of two stacks, `"left"` (Library) and `"right"` (Comic), roles primary and
/// secondary, the right one focused: the navigator's root, with the events of setting it up
/// forgotten.
@MainActor
struct SplitFixture {
    let navigator = Navigator()
    let library = page("Library"), comic = page("Comic")
    let left: NavigationPage, right: NavigationPage
    let split: SplitPage

    init(focusedIndex: Int? = 1) throws {
        left = NavigationPage(rootPage: library, restorationIdentifier: "left")
        right = NavigationPage(rootPage: comic, restorationIdentifier: "right")
        split = SplitPage(pages: [left, right], roles: [.primary, .secondary], focusedIndex: focusedIndex, restorationIdentifier: "split")
        try navigator.setRootPage(split)
        navigator.removeAllEvents()
    }
}

@MainActor
struct SplitPageTests {
    @Test func everyPaneAppearsInPaneOrderWhenTheSplitAppears() throws {
        let navigator = Navigator()
        let left = NavigationPage(rootPage: page("A"), restorationIdentifier: "left")
        let right = NavigationPage(pages: [page("B"), page("C")], restorationIdentifier: "right")
        let split = SplitPage(pages: [left, right], restorationIdentifier: "split")
        try navigator.setRootPage(split)
        let onScreen = ["split", "left", "A", "right", "C"]
        #expect(navigator.takeEvents() == onScreen.map { "\($0) viewDidLoad" } + onScreen.map { "\($0) viewWillAppear" } + onScreen.map { "\($0) viewDidAppear" })
        #expect(navigator.onScreenPages.map(\.name) == onScreen)
        #expect(split.pages.allSatisfy { $0.isOnScreen })
        #expect(right.rootPage?.isViewLoaded == false)
    }

    @Test func theVisibleLineFollowsTheFocusedPaneAndMovingTheFocusMakesNoAppearanceCall() throws {
        let app = try SplitFixture()
        #expect(app.navigator.visibleLine.map(\.name) == ["split", "right", "Comic"])
        var changes = 0, completions = 0
        app.navigator.onChange = { changes += 1 }
        try app.split.focus(0) { completions += 1 }
        #expect(app.navigator.visiblePage === app.library)
        #expect(app.split.focusedPage === app.left)
        #expect(app.navigator.events.isEmpty)
        #expect(changes == 1 && completions == 1)
        try app.split.focus(nil)
        #expect(app.split.focusedIndex == nil)
        #expect(app.navigator.visiblePage === app.library)   // the first pane when none has the focus
        #expect(app.navigator.visibleNodes.map(\.name) == ["Library", "Comic"])
    }

    @Test func aFocusOutOfRangeIsRefusedAndChangesNothing() throws {
        let app = try SplitFixture()
        let error = #expect(throws: ReviveError.self) { try app.split.focus(2) }
        #expect(error?.code == .splitIndexOutOfRange)
        #expect(app.split.focusedIndex == 1)
        let setError = #expect(throws: ReviveError.self) { try app.split.setPages([page("X")], focusedIndex: 1) }
        #expect(setError?.code == .splitIndexOutOfRange)
        #expect(app.split.pages.map(\.name) == ["left", "right"])
        #expect(app.navigator.events.isEmpty)
    }

    @Test func rolesMustBeNoneOrOnePerPane() throws {
        let app = try SplitFixture()
        #expect(app.split.page(for: .secondary) === app.right)
        #expect(app.split.page(for: .supplementary) == nil)
        let tooFew = #expect(throws: ReviveError.self) { try app.split.setPages([page("X"), page("Y")], roles: [.primary]) }
        #expect(tooFew?.code == .roleCountMismatch)
        let missing = #expect(throws: ReviveError.self) { try app.split.addPage(page("Inspector")) }
        #expect(missing?.code == .roleCountMismatch)
        #expect(app.split.pages.count == 2)

        let panes = SplitPage(pages: [page("One")])
        let unexpected = #expect(throws: ReviveError.self) { try panes.addPage(page("Two"), role: .secondary) }
        #expect(unexpected?.code == .roleCountMismatch)
        try panes.addPage(page("Two"))
        #expect(panes.roles.isEmpty && panes.pages.count == 2)
        let empty = SplitPage()
        try empty.addPage(page("Sidebar"), role: .primary)
        #expect(empty.roles == [.primary])
    }

    @Test func aPaneAddedOnScreenAppearsAndKeepsTheFocusOnItsPane() throws {
        let app = try SplitFixture()
        try app.split.insertPage(page("Sidebar"), at: 0, role: "sidebar")
        #expect(app.navigator.takeEvents() == ["Sidebar viewDidLoad", "Sidebar viewWillAppear", "Sidebar viewDidAppear"])
        #expect(app.split.roles == ["sidebar", .primary, .secondary])
        #expect(app.split.focusedPage === app.right)
        let error = #expect(throws: ReviveError.self) { try app.split.insertPage(page("Far"), at: 5, role: .secondary) }
        #expect(error?.code == .splitIndexOutOfRange)
        let again = #expect(throws: ReviveError.self) { try app.split.addPage(app.left, role: .secondary) }
        #expect(again?.code == .alreadyInHierarchy)
    }

    @Test func aPaneRemovedDisappearsAndTakesTheFocusWithIt() throws {
        let app = try SplitFixture()
        let removed = try app.split.removePage(at: 1)
        #expect(removed === app.right)
        #expect(app.navigator.takeEvents() == ["right viewWillDisappear", "Comic viewWillDisappear", "right viewDidDisappear", "Comic viewDidDisappear"])
        #expect(app.split.focusedIndex == nil)
        #expect(app.split.roles == [.primary])
        #expect(app.navigator.visiblePage === app.library)
        let out = #expect(throws: ReviveError.self) { try app.split.removePage(at: 1) }
        #expect(out?.code == .splitIndexOutOfRange)

        // Removing a pane before the focused one keeps the focus on its pane.
        let other = try SplitFixture()
        try other.split.focus(1)
        try other.split.removePage(at: 0)
        #expect(other.split.focusedPage === other.right)
    }

    @Test func aRemovedPaneIsFreedOnceTheCallReturns() throws {
        let navigator = Navigator()
        let split = SplitPage(pages: [page("Keep")])
        try navigator.setRootPage(split)
        weak var weakPane: NavigationPage?
        do {
            let pane = NavigationPage(pages: [page("P1"), page("P2")])
            weakPane = pane
            try split.addPage(pane)
            try split.removePage(at: 1)
        }
        #expect(weakPane == nil)
        #expect(split.pages.map(\.name) == ["Keep"])
    }

    @Test func aPageInAPaneWithoutTheFocusPresentsOverItsOwnStackAndTheOtherPaneStays() throws {
        let app = try SplitFixture()
        try app.library.present(page("Search", style: .currentContext))
        #expect(app.left.presentedPage?.name == "Search")
        #expect(app.navigator.onScreenPages.map(\.name) == ["split", "Search", "right", "Comic"])
        #expect(app.navigator.visiblePage === app.comic)
        #expect(app.navigator.visibleNodes.map(\.name) == ["Search", "Comic"])
        // The other pane presents too, over its own stack.
        try app.comic.present(page("Share", style: .currentContext))
        #expect(app.navigator.onScreenPages.map(\.name) == ["split", "Search", "Share"])
        #expect(app.navigator.visiblePage?.name == "Share")
    }

    @Test func aFullScreenPresentationFromAPaneHangsOnTheSplitAndCoversEveryPane() throws {
        let app = try SplitFixture()
        try app.library.present(page("Reader", style: .fullScreen))
        #expect(app.split.presentedPage?.name == "Reader")
        #expect(app.navigator.onScreenPages.map(\.name) == ["Reader"])
        #expect(app.navigator.takeEvents().filter { $0.hasSuffix("viewDidDisappear") } == [
            "split viewDidDisappear", "left viewDidDisappear", "Library viewDidDisappear", "right viewDidDisappear", "Comic viewDidDisappear",
        ])
        try app.navigator.unwind(to: app.library)
        #expect(app.navigator.onScreenPages.map(\.name) == ["split", "left", "Library", "right", "Comic"])
    }

    @Test func aFullScreenPresentationHangingInOnePaneCoversThePanesAfterItToo() throws {
        // As a restore hangs it where it was saved: on the page in the first pane.
        let navigator = Navigator()
        let library = page("Library")
        let split = SplitPage(pages: [NavigationPage(rootPage: library), page("Detail")])
        try navigator.present(page("Modal", style: .fullScreen), over: library)
        try navigator.setRootPage(split)
        #expect(navigator.onScreenPages.map(\.name) == ["Modal"])
        #expect(navigator.takeEvents() == ["Modal viewDidLoad", "Modal viewWillAppear", "Modal viewDidAppear"])
    }

    @Test func collapsingShowsOnlyTheFocusedPane() throws {
        let app = try SplitFixture()
        app.split.setCollapsed(true)
        #expect(app.navigator.takeEvents() == ["left viewWillDisappear", "Library viewWillDisappear", "left viewDidDisappear", "Library viewDidDisappear"])
        #expect(app.navigator.onScreenPages.map(\.name) == ["split", "right", "Comic"])
        #expect(app.navigator.visibleNodes.map(\.name) == ["Comic"])
        let hidden = #expect(throws: ReviveError.self) { try app.library.present(page("Search", style: .currentContext)) }
        #expect(hidden?.code == .notOnScreen)
        try app.split.focus(0)
        #expect(app.navigator.takeEvents() == [
            "right viewWillDisappear", "Comic viewWillDisappear", "left viewWillAppear", "Library viewWillAppear",
            "left viewDidAppear", "Library viewDidAppear", "right viewDidDisappear", "Comic viewDidDisappear",
        ])
        app.split.setCollapsed(false)
        #expect(app.navigator.takeEvents() == ["right viewWillAppear", "Comic viewWillAppear", "right viewDidAppear", "Comic viewDidAppear"])
    }

    @Test func unwindToRootFromAModalOverOnePaneFreesEverythingInEveryPane() throws {
        let app = try SplitFixture()
        weak var weakModal: NavigationPage?
        weak var weakPushed: TestPage?
        weak var weakOther: TestPage?
        do {
            let pushed = page("Issue")
            weakPushed = pushed
            try app.left.push(pushed)
            let modal = NavigationPage(rootPage: page("Search"), restorationIdentifier: "modal")
            modal.modalPresentationStyle = .currentContext
            weakModal = modal
            try pushed.present(modal)
            try modal.push(page("Result"))
            let other = page("Page2")
            weakOther = other
            try app.right.push(other)
        }
        #expect(app.navigator.onScreenPages.map(\.name) == ["split", "modal", "Result", "right", "Page2"])
        var completions = 0
        app.navigator.unwindToRoot { completions += 1 }
        #expect(completions == 1)
        #expect(weakModal == nil && weakPushed == nil && weakOther == nil)
        #expect(app.left.pages.map(\.name) == ["Library"] && app.right.pages.map(\.name) == ["Comic"])
        #expect(app.navigator.onScreenPages.map(\.name) == ["split", "left", "Library", "right", "Comic"])
        #expect(app.split.focusedIndex == 1)
    }

    @Test func unwindReachesAPageInAPaneWithoutTheFocus() throws {
        let app = try SplitFixture()
        try app.left.push(page("Issue"))
        try app.left.push(page("Panel"))
        try app.navigator.unwind(to: app.library)
        #expect(app.left.pages.map(\.name) == ["Library"])
        #expect(app.navigator.visiblePage === app.comic)
        let tabs = TabBarPage(pages: [page("Hidden")])
        let error = #expect(throws: ReviveError.self) { try app.navigator.unwind(to: tabs) }
        #expect(error?.code == .notAnAncestor)
    }

    @Test func unwindingToTheSplitDismissesThePresentationsOfEveryPane() throws {
        let app = try SplitFixture()
        try app.library.present(page("Search", style: .currentContext))
        try app.comic.present(page("Share", style: .currentContext))
        try app.navigator.unwind(to: app.split)
        #expect(app.left.presentedPage == nil && app.right.presentedPage == nil)
        #expect(app.navigator.onScreenPages.map(\.name) == ["split", "left", "Library", "right", "Comic"])
    }

    @Test func installGivesASplitItsFocus() throws {
        let navigator = Navigator()
        let split = SplitPage()
        try navigator.install(children: [page("One"), page("Two")], kind: .split(focusedIndex: 1), into: split)
        #expect(split.pages.map(\.name) == ["One", "Two"])
        #expect(split.focusedIndex == 1)
    }

    @Test func anEmptySplitIsOnScreenByItself() throws {
        let navigator = Navigator()
        let split = SplitPage(restorationIdentifier: "workspace")
        try navigator.setRootPage(split)
        #expect(navigator.visiblePage === split)
        #expect(navigator.visibleNodes.map(\.name) == ["workspace"])
        #expect(split.isOnScreen)
    }

    @Test func theTreeDescriptionMarksTheFocusedPane() throws {
        let app = try SplitFixture()
        #expect(app.navigator.treeDescription == """
        SplitPage("split")
          NavigationPage("left")
            TestPage("Library")
          *NavigationPage("right")
            TestPage("Comic") <- visible
        """)
    }
}
