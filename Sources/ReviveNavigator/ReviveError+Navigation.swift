public import Revive

/// The codes of refused navigation operations.
///
/// Every navigation call validates before it changes anything, so catching its error needs
/// no clean-up: the hierarchy is left exactly as it was. The error's `ReviveError/name` is
/// the operation as called (`"push"`, `"dismiss"`, `"unwind(to:)"`…), its message names the
/// pages involved.
///
/// ```swift
/// do { try stack.pop() } catch where error.code == .cannotPopRoot {
///     // the stack holds only its root page
/// }
/// ```
extension ReviveError.Code {
    /// `dismiss()`: the page presents nothing, its containers present nothing, and it
    /// belongs to no presented page.
    public static let nothingPresented = Self("nothingPresented")
    /// `pop()`: the stack holds only its root page.
    public static let cannotPopRoot = Self("cannotPopRoot")
    /// `select(_:)`, `setPages(_:selectedIndex:)`: a tab index outside the tab container's tabs.
    public static let tabIndexOutOfRange = Self("tabIndexOutOfRange")
    /// `focus(_:)`, `setPages(_:roles:focusedIndex:)`, `insertPage(_:at:role:)`,
    /// `removePage(at:)`: an index outside a split container's panes.
    public static let splitIndexOutOfRange = Self("splitIndexOutOfRange")
    /// `setPages(_:roles:focusedIndex:)`, `addPage(_:role:)`, `insertPage(_:at:role:)`: a split
    /// container's panes would have roles, but not one per pane.
    public static let roleCountMismatch = Self("roleCountMismatch")
    /// `present`, `push`, `setRootPage`, `setPages`: the page already has a place in a hierarchy.
    public static let alreadyInHierarchy = Self("alreadyInHierarchy")
    /// `unwind(to:)`: the target is not on the way to the visible page.
    public static let notAnAncestor = Self("notAnAncestor")
    /// `present(_:)`: the presenting page is hidden (an unselected tab, under a stack's top,
    /// or inside a presented page that is hidden there).
    public static let notOnScreen = Self("notOnScreen")
    /// `present(_:)`: the presentation context the request was forwarded to, the page asked
    /// to present, or another page on their line already presents a page.
    public static let alreadyPresenting = Self("alreadyPresenting")
    /// `pop(to:)`: the page is not one of the stack's pages.
    public static let notInStack = Self("notInStack")
    /// `popToRoot()`, `setPages`: a stack or tab container was given (or left with) no pages.
    public static let emptyContainer = Self("emptyContainer")
    /// `setPages`: the same page was given twice in one list of pages.
    public static let duplicatePage = Self("duplicatePage")
}
