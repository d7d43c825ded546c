import Revive
extension HierarchyConformance {
    /// A shape of page tree that every `Revive/RestorableHierarchy` adopter should save and restore:
    /// the cases of ``HierarchyConformance``.
    public enum Shape: String, CaseIterable, Hashable, Sendable {
        /// A tab container of navigation stacks whose pages share one type and have no
        /// restoration identifiers (UIKit's default shape); a tab other than the first selected.
        case tabsOfStacksOfSameTypedPages
        /// A page presenting a page presenting a page presenting a page: a modal chain three deep.
        case modalChainThreeDeep
        /// A split view whose columns hold navigation stacks.
        case splitView
        /// A custom container page whose children (custom containment) hold values of their own.
        case customContainer
        /// A tab container one of whose tabs has a page type the registry does not know: it must
        /// come back as its default page, and the report must say so.
        case unregisteredTab
        /// A saved presentation that the toolkit refuses on restore: the report must say so, and
        /// the rest of the tree must come back.
        case refusedPresentation
        /// A list page scrolled to the middle of 500 items: it must come back at the same item,
        /// also after items were inserted above it, and at the nearest one, with a report item,
        /// when the item was deleted (each ``HierarchyConformance/ListChange``).
        case scrolledList
        /// A page with a half-written draft: the text and the cursor come back, whatever the data did.
        case textDraft
        /// A list page with a selected item: the same item comes back selected, by identifier;
        /// when it was deleted, nothing is selected and the report says so.
        case itemSelection

        /// Whether the shape is checked inside a list page (``HierarchyConformance/ListViewState``), once for each
        /// ``HierarchyConformance/ListChange``.
        public var isViewState: Bool {
            switch self {
            case .scrolledList, .textDraft, .itemSelection: true
            default: false
            }
        }

        /// The shapes every report must find complete after a save, kill and relaunch (the
        /// view-state shapes when their data is unchanged).
        public var restoresCompletely: Bool {
            switch self {
            case .unregisteredTab, .refusedPresentation: false
            default: true
            }
        }
    }
}
