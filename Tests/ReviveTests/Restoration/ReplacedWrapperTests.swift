import Foundation
import Testing
@testable import Revive
@testable import ReviveNavigator

/// A page that replaces its `@Preserved` wrapper (a new storage box) between two saves: the
/// next save must read the new wrapper, not the box the first save saw.
@MainActor
struct ReplacedWrapperTests {
    final class DraftPage: Page {
        @Preserved var draft = "first"
        @Preserved("count") var count = 0

        /// Starts a new draft as a page may do: a new wrapper, not a new value.
        func startOver() {
            _draft = Preserved(wrappedValue: "")
        }
    }

    private func registry() -> RestorationRegistry<Page> {
        let registry = RestorationRegistry<Page>()
        registry.register(DraftPage.self) { DraftPage() }
        return registry
    }

    @Test func aSaveAfterThePageReplacedItsWrapperSavesTheNewValue() throws {
        let navigator = Navigator()
        let page = DraftPage()
        try navigator.setRootPage(page)
        let registry = registry()
        page.draft = "old"
        #expect(try navigator.captureSnapshot(registry: registry).root.state["draft"] == .string("old"))

        page.startOver()
        page.draft = "new"
        page.count = 3
        let state = try navigator.captureSnapshot(registry: registry).root.state
        #expect(state["draft"] == .string("new"))
        #expect(state["count"] == .int(3))
    }

    @Test func aPageRestoredThenGivenANewWrapperSavesTheNewValue() throws {
        let page = DraftPage()
        #expect(PreservedProperties.restore(PageState(["draft": .string("restored"), "count": .int(2)]), into: page).isEmpty)
        let navigator = Navigator()
        try navigator.setRootPage(page)
        #expect(try navigator.captureSnapshot(registry: registry()).root.state["draft"] == .string("restored"))
        page.startOver()
        page.draft = "typed after the restore"
        #expect(try navigator.captureSnapshot(registry: registry()).root.state["draft"] == .string("typed after the restore"))
    }

    @Test func aRestoreIntoAPageThatReplacedItsWrapperWritesTheNewWrapper() throws {
        let page = DraftPage()
        _ = try PreservedProperties.capture(from: page)
        page.startOver()
        #expect(PreservedProperties.restore(PageState(["draft": .string("back"), "count": .int(1)]), into: page).isEmpty)
        #expect(page.draft == "back")
        #expect(try PreservedProperties.capture(from: page)["draft"] == .string("back"))
    }
}
