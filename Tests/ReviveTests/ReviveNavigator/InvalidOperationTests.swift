import Testing
@testable import Revive
@testable import ReviveNavigator

/// Every refused operation throws a typed error and leaves the hierarchy exactly as it was.
@MainActor
struct InvalidOperationTests {
    /// Tabs (stack [Home, List] presenting a sheet, Settings); returns the navigator and pages.
    private func makeHierarchy() throws -> (Navigator, TabBarPage, NavigationPage, Page, Page) {
        let navigator = Navigator()
        let list = page("List")
        let stack = NavigationPage(pages: [page("Home"), list], restorationIdentifier: "stack")
        let tabs = TabBarPage(pages: [stack, page("Settings")])
        try navigator.setRootPage(tabs)
        let sheet = page("Sheet")
        try list.present(sheet)
        navigator.removeAllEvents()
        return (navigator, tabs, stack, list, sheet)
    }

    private func expectRefusal(
        _ code: ReviveError.Code,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ operation: (Navigator, TabBarPage, NavigationPage, Page, Page) throws -> Void
    ) throws {
        let (navigator, tabs, stack, list, sheet) = try makeHierarchy()
        let before = navigator.treeDescription
        let error = #expect(throws: ReviveError.self, sourceLocation: sourceLocation) {
            try operation(navigator, tabs, stack, list, sheet)
        }
        #expect(error?.code == code, sourceLocation: sourceLocation)
        #expect(navigator.treeDescription == before, sourceLocation: sourceLocation)
        #expect(navigator.events.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func dismissWithNothingPresented() throws {
        try expectRefusal(.nothingPresented) { _, _, _, _, _ in try page("Loose").dismiss() }
        let navigator = Navigator()
        let settings = page("Settings")
        try navigator.setRootPage(TabBarPage(pages: [NavigationPage(rootPage: page("Home")), settings]))
        navigator.removeAllEvents()
        let before = navigator.treeDescription
        let error = #expect(throws: ReviveError.self) { try settings.dismiss() }
        #expect(error?.code == .nothingPresented)
        #expect(navigator.treeDescription == before)
        #expect(navigator.events.isEmpty)
    }

    @Test func dismissFromAContainerDismissesThePresentationOnItsLine() throws {
        let (navigator, tabs, _, list, _) = try makeHierarchy()
        try tabs.dismiss()
        #expect(navigator.visiblePage === list)
    }

    @Test func popTheRoot() throws {
        let stack = NavigationPage(rootPage: page("Only"))
        let error = #expect(throws: ReviveError.self) { try stack.pop() }
        #expect(error?.code == .cannotPopRoot)
        #expect(error?.message.contains("Only") == true)
        #expect(stack.pages.count == 1)
    }

    @Test func selectATabOutOfRange() throws {
        try expectRefusal(.tabIndexOutOfRange) { _, tabs, _, _, _ in try tabs.select(2) }
        try expectRefusal(.tabIndexOutOfRange) { _, tabs, _, _, _ in try tabs.select(-1) }
    }

    @Test func presentOrPushAPageAlreadyInTheHierarchy() throws {
        try expectRefusal(.alreadyInHierarchy) { _, _, stack, _, sheet in try stack.push(sheet) }
        try expectRefusal(.alreadyInHierarchy) { _, tabs, _, _, sheet in try sheet.present(tabs) }
        try expectRefusal(.alreadyInHierarchy) { _, _, stack, list, _ in try stack.push(list) }
        try expectRefusal(.alreadyInHierarchy) { navigator, tabs, _, _, _ in try navigator.setRootPage(tabs.pages[1]) }
    }

    @Test func presentFromAPageThatIsHiddenOrAlreadyPresenting() throws {
        try expectRefusal(.notOnScreen) { _, tabs, _, _, _ in try tabs.pages[1].present(page("X")) }
        try expectRefusal(.notOnScreen) { _, _, stack, _, _ in try stack.pages[0].present(page("X")) }
        try expectRefusal(.alreadyPresenting) { _, _, _, list, _ in try list.present(page("X")) }
        try expectRefusal(.alreadyPresenting) { _, tabs, _, _, _ in try tabs.present(page("X")) }
    }

    @Test func goBackToAPageThatIsNotAnAncestor() throws {
        try expectRefusal(.notAnAncestor) { navigator, tabs, _, _, _ in try navigator.unwind(to: tabs.pages[1]) }
        try expectRefusal(.notAnAncestor) { navigator, _, _, _, _ in try navigator.unwind(to: page("Stranger")) }
    }

    @Test func popToAPageNotOnTheStackAndEmptyStacks() throws {
        try expectRefusal(.notInStack) { _, _, stack, _, sheet in try stack.pop(to: sheet) }
        try expectRefusal(.emptyContainer) { _, _, stack, _, _ in try stack.setPages([]) }
        try expectRefusal(.duplicatePage) { _, _, stack, list, _ in try stack.setPages([list, list]) }
    }

    @Test func errorsNameTheOperationAndThePages() throws {
        let (_, tabs, _, _, _) = try makeHierarchy()
        let error = #expect(throws: ReviveError.self) { try tabs.select(7) }
        #expect(error?.name == "select(7)")
        #expect(error?.description.contains("TabBarPage has 2 tabs; index 7 is out of range") == true)
    }
}
