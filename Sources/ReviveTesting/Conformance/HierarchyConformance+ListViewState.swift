import Foundation
public import Revive

extension HierarchyConformance {
    /// What a list page shows inside itself — the first visible item, the selected items and a
    /// draft — as the view-state shapes of ``HierarchyConformance`` arrange and check it.
    ///
    /// The list holds ``savedItems`` when the state is saved; the relaunched app shows them as a
    /// ``HierarchyConformance/ListChange`` leaves them. A fixture scrolls its list page to ``arranged`` in
    /// ``HierarchyConformance/Fixture/arrange(_:in:)`` and reads it back in
    /// ``HierarchyConformance/Fixture/listViewState(in:)``.
    ///
    /// ```swift
    /// func listViewState(in navigator: Navigator) -> HierarchyConformance.ListViewState? {
    ///     guard let list = navigator.visiblePage as? ListPage else { return nil }
    ///     return HierarchyConformance.ListViewState(firstVisibleItem: list.firstVisibleItem, selectedItems: list.selected.identifiers, draft: list.draft)
    /// }
    /// ```
    public struct ListViewState: Hashable, Sendable {
        /// The identifier of the first visible item, or `nil` at the top of the list.
        public var firstVisibleItem: String?
        /// The selected items' identifiers.
        public var selectedItems: [String]
        /// The text being typed and its selection.
        public var draft: PageViewState.TextDraft

        /// Creates a view state.
        public init(firstVisibleItem: String?, selectedItems: [String], draft: PageViewState.TextDraft) {
            self.firstVisibleItem = firstVisibleItem
            self.selectedItems = selectedItems
            self.draft = draft
        }

        /// The items of the list when the state is saved: `"item-1"` … `"item-500"`.
        public static let savedItems = (1...500).map { "item-\($0)" }

        /// The anchored item: the 41st, so that the list is in its middle.
        public static let anchoredItem = "item-41"

        /// What the fixture arranges: scrolled to ``anchoredItem`` (index 40), it selected, and a
        /// half-written draft with the cursor inside it.
        public static let arranged = HierarchyConformance.ListViewState(
            firstVisibleItem: anchoredItem, selectedItems: [anchoredItem],
            draft: PageViewState.TextDraft(text: "Half-written comment", selectedRange: .init(location: 4, length: 0))
        )
    }
}

extension HierarchyConformance {
    /// How the list's data changed between the save and the relaunch.
    public enum ListChange: String, CaseIterable, Hashable, Sendable {
        /// The same items.
        case unchanged
        /// Ten items inserted above everything: the anchored item moved down by ten places.
        case itemsInsertedAbove
        /// The anchored (and selected) item deleted: the list lands on its nearest survivor.
        case anchoredItemDeleted

        /// The list's items in the relaunched app.
        public var items: [String] {
            switch self {
            case .unchanged: HierarchyConformance.ListViewState.savedItems
            case .itemsInsertedAbove: (1...10).map { "new-\($0)" } + HierarchyConformance.ListViewState.savedItems
            case .anchoredItemDeleted: HierarchyConformance.ListViewState.savedItems.filter { $0 != HierarchyConformance.ListViewState.anchoredItem }
            }
        }

        /// What the relaunched list must show: the same item (wherever it is now), or, when it was
        /// deleted, the item that took its place, with the selection dropped. The draft always
        /// comes back whole.
        public var expected: HierarchyConformance.ListViewState {
            var state = HierarchyConformance.ListViewState.arranged
            if self == .anchoredItemDeleted {
                state.firstVisibleItem = "item-42"
                state.selectedItems = []
            }
            return state
        }
    }
}
