import Foundation
import Testing
@testable import Revive
@testable import ReviveNavigator

/// A page whose every restore step writes to one log: its `@Preserved` value (read back by the
/// later steps), its custom decoding, the app's view-state hook.
@MainActor
final class LoggedTreePage: TreeNode, Revivable, ViewStateRestoring {
    @Preserved var value = 0
    var log: [String] = []
    var throwsOnDecode = false

    func decodeRevivableState(from state: PageState) throws {
        if throwsOnDecode { throw ReviveError(.unreadableState, "refused") }
        log.append("decode value=\(value)")
    }

    func restoreViewState() -> [RestoreReport.Item] {
        log.append("app")
        return [RestoreReport.Item(.movedViewState, key: "app", reason: "the app's item")]
    }
}

/// The same, as a navigator page: the hierarchy whose nodes all adopt `Revivable`.
final class LoggedPage: Page, ViewStateRestoring {
    @Preserved var value = 0
    var log: [String] = []

    override func decodeRevivableState(from state: PageState) throws {
        log.append("decode value=\(value)")
    }

    func restoreViewState() -> [RestoreReport.Item] {
        log.append("app")
        return []
    }
}

/// `restoreRevivableState(_:into:thenViewState:)`: an adapter's own view state comes after the
/// app's hooks for the same page, with what was saved, and its items join the report.
@MainActor
struct AdapterViewStateHookTests {
    /// A page's state: a value, a scroll anchor, a draft, and a view-state key of the wrong shape.
    private func savedState() throws -> PageState {
        var state = PageState()
        try state.encode(7, forKey: "value")
        var viewState = PageViewState()
        viewState.anchor = PageViewState.ScrollAnchor(itemIdentifier: "line-40", index: 40, offset: 3)
        viewState.drafts["body"] = PageViewState.TextDraft(text: "Dear", selectedRange: NSRange(location: 4, length: 0))
        try viewState.encode(into: &state)
        try state.encode("not a selection", forKey: PageViewState.selectionKey)
        return state
    }

    @Test func theAdapterHookRunsAfterTheAppsViewStateWithTheSavedViewState() throws {
        let hierarchy = EngineHierarchy()
        let page = LoggedTreePage()
        var seen: PageViewState?
        let items = try hierarchy.restoreRevivableState(savedState(), into: page) { saved in
            page.log.append("adapter value=\(page.value)")
            seen = saved
            return [RestoreReport.Item(.movedViewState, key: PageViewState.anchorKey, reason: "the adapter's item")]
        }
        #expect(page.log == ["decode value=7", "app", "adapter value=7"])
        #expect(seen?.anchor == PageViewState.ScrollAnchor(itemIdentifier: "line-40", index: 40, offset: 3))
        #expect(seen?.drafts["body"]?.text == "Dear" && seen?.selection == nil)
        #expect(items.map(\.key) == ["app", PageViewState.selectionKey, PageViewState.anchorKey])
        #expect(items.map(\.kind) == [.movedViewState, .defaultedValue, .movedViewState])
    }

    @Test func aHierarchyOfRevivableNodesRunsTheHookInTheSameOrder() throws {
        let navigator = Navigator()
        let page = LoggedPage()
        let items = try navigator.restoreRevivableState(savedState(), into: page) { saved in
            page.log.append("adapter \(saved.drafts["body"]?.text ?? "none")")
            return []
        }
        #expect(page.log == ["decode value=7", "app", "adapter Dear"])
        #expect(items.map(\.key) == [PageViewState.selectionKey])
    }

    @Test func aPageSavedWithNoViewStateGivesTheHookAnEmptyOne() throws {
        var state = PageState()
        try state.encode(3, forKey: "value")
        var calls: [PageViewState] = []
        let items = try EngineHierarchy().restoreRevivableState(state, into: TreePage()) { saved in
            calls.append(saved)
            return []
        }
        #expect(calls == [PageViewState()] && items.isEmpty)
    }

    @Test func theHookDoesNotRunWhenTheCustomDecodingThrows() throws {
        let page = LoggedTreePage()
        page.throwsOnDecode = true
        var called = false
        let error = #expect(throws: ReviveError.self) {
            try EngineHierarchy().restoreRevivableState(savedState(), into: page) { _ in
                called = true
                return []
            }
        }
        #expect(error?.code == .unreadableState)
        #expect(!called && page.log.isEmpty)
    }
}
