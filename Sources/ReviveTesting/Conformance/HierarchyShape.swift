import Revive
/// A shape of page tree that every ``Revive/RestorableHierarchy`` adopter should save and restore:
/// the cases of ``HierarchyConformance``.
public enum HierarchyShape: String, CaseIterable, Hashable, Sendable {
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

    /// The shapes every report must find complete after a save, kill and relaunch.
    public var restoresCompletely: Bool {
        switch self {
        case .unregisteredTab, .refusedPresentation: false
        default: true
        }
    }
}
