@testable import Revive
@testable import ReviveNavigator

/// A page that counts how many instances are alive, for leak checks.
final class TestPage: Page {}

@MainActor
extension Navigator {
    /// The recorded events as `"B viewDidLoad"` strings, then forgets them.
    func takeEvents() -> [String] {
        defer { removeAllEvents() }
        return events.map(\.description)
    }
}

@MainActor
func page(_ name: String) -> TestPage { TestPage(restorationIdentifier: name) }

/// Tabs `"tabs"` (a stack `"stack"` of Home and List, then Settings), the navigator's root,
/// with the events of setting it up forgotten.
@MainActor
struct TabsFixture {
    let navigator = Navigator()
    let home = page("Home"), list = page("List"), settings = page("Settings")
    let stack: NavigationPage
    let tabs: TabBarPage

    init() throws {
        stack = NavigationPage(pages: [home, list], restorationIdentifier: "stack")
        tabs = TabBarPage(pages: [stack, settings], restorationIdentifier: "tabs")
        try navigator.setRootPage(tabs)
        navigator.removeAllEvents()
    }
}

@MainActor
func page(_ name: String, style: Page.ModalPresentationStyle) -> TestPage {
    let page = TestPage(restorationIdentifier: name)
    page.modalPresentationStyle = style
    return page
}
