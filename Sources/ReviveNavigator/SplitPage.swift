public import Revive

/// A page whose child pages are all on screen side by side: the headless
/// `UISplitViewController` (its columns), or an editor's panes.
///
/// Each pane is a page, usually a ``NavigationPage`` with its own stack and presentations. All
/// panes appear when the split appears and disappear with it, in pane order, as a container
/// view controller's children do; a pane added while the split is on screen appears, a pane
/// removed disappears. One pane may have the focus (``focusedIndex``, the column the user last
/// worked in): ``Navigator/visibleLine`` and ``Navigator/visiblePage`` follow it, and the first
/// pane when none has the focus. Each pane may have a role (`ContainerKind.Role.primary`,
/// `ContainerKind.Role.supplementary`, `ContainerKind.Role.secondary`, or one of the app's),
/// as a column of `UISplitViewController` has one
/// ([UISplitViewController.Column](https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column)).
///
/// A split with no panes is on screen by itself (a sidebar, an empty workspace), and is saved
/// and restored so.
///
/// ```swift
/// let split = SplitPage(pages: [NavigationPage(rootPage: LibraryPage()), NavigationPage(rootPage: ComicPage())],
///                       roles: [.primary, .secondary], focusedIndex: 1)
/// try navigator.setRootPage(split)   // both columns appear; the ComicPage is the visible page
/// try split.focus(0)                 // the LibraryPage is; nothing appears or disappears
/// ```
@MainActor
open class SplitPage: Page {
    /// The panes, in order (first the primary column).
    public private(set) var pages: [Page] = []

    /// Each pane's role, in the panes' order; empty when the panes have no roles.
    public private(set) var roles: [ContainerKind.Role] = []

    /// The pane that has the focus, or `nil` when none has.
    public private(set) var focusedIndex: Int?

    /// Whether only one pane is on screen for now, as a split view shows one column in a
    /// compact width (UIKit's
    /// [isCollapsed](https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed)):
    /// the focused pane, the first when none has the focus. The other panes keep their pages
    /// and come back beside it when the split expands. `false` by default.
    public private(set) var isCollapsed = false

    /// Creates a split container.
    ///
    /// Passing a page that already has a place in a hierarchy, an out-of-range focus or a
    /// number of roles that is neither zero nor the number of pages is a programmer error and
    /// stops the program; use ``setPages(_:roles:focusedIndex:completion:)`` to get a thrown
    /// error instead.
    /// - Parameters:
    ///   - pages: The panes, in order.
    ///   - roles: Each pane's role, or none.
    ///   - focusedIndex: The pane that has the focus, or `nil`.
    ///   - restorationIdentifier: The container's restoration identifier.
    public init(
        pages: [Page] = [], roles: [ContainerKind.Role] = [], focusedIndex: Int? = nil, restorationIdentifier: String? = nil
    ) {
        super.init(restorationIdentifier: restorationIdentifier)
        do {
            try setPages(pages, roles: roles, focusedIndex: focusedIndex)
        } catch {
            preconditionFailure("SplitPage(pages:): \(error)")
        }
    }

    /// The pane that has the focus, or `nil` when none has.
    public var focusedPage: Page? {
        focusedIndex.flatMap { pages.indices.contains($0) ? pages[$0] : nil }
    }

    /// The first pane with `role`, or `nil` (UIKit's `viewController(for:)`).
    /// - Parameter role: A column's role.
    /// - Returns: The pane.
    public func page(for role: ContainerKind.Role) -> Page? {
        roles.firstIndex(of: role).map { pages[$0] }
    }

    /// The panes.
    open override var childPages: [Page] { pages }

    /// The focused pane, else the first: the one the visible line follows.
    override var visibleChild: Page? { focusedPage ?? pages.first }

    /// Every pane, or only the one ``visibleChild`` names while collapsed.
    override var shownChildren: [Page] {
        guard isCollapsed else { return pages }
        return visibleChild.map { [$0] } ?? []
    }

    // MARK: Changing the panes

    /// Replaces all panes at once (UIKit's `viewControllers`).
    ///
    /// While the split is on screen, the panes that leave disappear and the new ones appear;
    /// panes kept get no calls. Giving no pages is not an error: the split is then on screen
    /// by itself.
    /// - Parameters:
    ///   - pages: The new panes; pages already here may be kept, others must be new to any hierarchy.
    ///   - roles: One role per pane, or none.
    ///   - focusedIndex: The pane that has the focus, or `nil`.
    ///   - completion: Runs after the appearance calls.
    /// - Throws: `ReviveError`: `splitIndexOutOfRange` (a focus outside the pages),
    ///   `roleCountMismatch`, `alreadyInHierarchy` or `duplicatePage`.
    public func setPages(
        _ pages: [Page], roles: [ContainerKind.Role] = [], focusedIndex: Int? = nil, completion: (() -> Void)? = nil
    ) throws(ReviveError) {
        try validateNewChildren(pages, operation: "setPages")
        if let focusedIndex, !pages.indices.contains(focusedIndex) {
            throw ReviveError(.splitIndexOutOfRange, name: "setPages", "focus \(focusedIndex) is out of range for \(pages.count) panes of \(label)")
        }
        guard roles.isEmpty || roles.count == pages.count else {
            throw ReviveError(.roleCountMismatch, name: "setPages", "\(roles.count) roles for \(pages.count) panes of \(label)")
        }
        let old = self.pages
        transition({
            relink(removing: old, adding: pages)
            self.pages = pages
            self.roles = roles
            self.focusedIndex = focusedIndex
        }, completion: completion)
    }

    /// Gives the focus to the pane at `index`, or to none.
    ///
    /// Every pane stays on screen, so nothing appears or disappears: the visible line moves to
    /// the pane. While the split is collapsed, the pane shown changes, and the old one
    /// disappears as the new one appears.
    /// - Parameters:
    ///   - index: The pane to focus, or `nil`.
    ///   - completion: Runs after the appearance calls.
    /// - Throws: `ReviveError` with code `splitIndexOutOfRange`.
    public func focus(_ index: Int?, completion: (() -> Void)? = nil) throws(ReviveError) {
        if let index, !pages.indices.contains(index) {
            throw ReviveError(.splitIndexOutOfRange, name: "focus(\(index))", "\(label) has \(pages.count) panes; index \(index) is out of range")
        }
        transition({ focusedIndex = index }, completion: completion)
    }

    /// Adds a pane at the end.
    /// - Parameters:
    ///   - page: A page with no place in any hierarchy yet.
    ///   - role: Its role: required when the panes have roles, refused when they have none
    ///     (except for the first pane).
    ///   - completion: Runs after the appearance calls.
    /// - Throws: `ReviveError`: `alreadyInHierarchy`, `roleCountMismatch`.
    public func addPage(_ page: Page, role: ContainerKind.Role? = nil, completion: (() -> Void)? = nil) throws(ReviveError) {
        try insertPage(page, at: pages.count, role: role, completion: completion)
    }

    /// Inserts a pane at `index`; it appears when the split is on screen. The focus stays on
    /// the pane that had it.
    /// - Parameters:
    ///   - page: A page with no place in any hierarchy yet.
    ///   - index: Where, from 0 to the number of panes.
    ///   - role: Its role: required when the panes have roles, refused when they have none
    ///     (except for the first pane).
    ///   - completion: Runs after the appearance calls.
    /// - Throws: `ReviveError`: `splitIndexOutOfRange`, `alreadyInHierarchy`, `roleCountMismatch`.
    public func insertPage(_ page: Page, at index: Int, role: ContainerKind.Role? = nil, completion: (() -> Void)? = nil) throws(ReviveError) {
        let operation = "insertPage"
        guard (0...pages.count).contains(index) else {
            throw ReviveError(.splitIndexOutOfRange, name: operation, "\(label) has \(pages.count) panes; cannot insert at \(index)")
        }
        if page.parent === self {
            throw ReviveError(.alreadyInHierarchy, name: operation, "\(page.label) is already a pane of \(label)")
        }
        try validateNewChildren([page], operation: operation)
        var newRoles = roles
        if let role, !roles.isEmpty || pages.isEmpty {
            newRoles.insert(role, at: index)
        } else if role != nil || !roles.isEmpty {
            throw ReviveError(.roleCountMismatch, name: operation, "\(label) has \(roles.count) roles for \(pages.count) panes; \(page.label) comes with \(role.map { "role \($0)" } ?? "no role")")
        }
        var newPages = pages
        newPages.insert(page, at: index)
        let newFocus = focusedIndex.map { $0 >= index ? $0 + 1 : $0 }
        try setPages(newPages, roles: newRoles, focusedIndex: newFocus, completion: completion)
    }

    /// Removes the pane at `index`; it disappears when the split is on screen. The focus
    /// stays on the pane that had it, and goes to none when that pane is removed.
    /// - Parameters:
    ///   - index: The pane to remove.
    ///   - completion: Runs after the appearance calls, before the removed pages are freed.
    /// - Returns: The pane removed.
    /// - Throws: `ReviveError` with code `splitIndexOutOfRange`.
    @discardableResult
    public func removePage(at index: Int, completion: (() -> Void)? = nil) throws(ReviveError) -> Page {
        guard pages.indices.contains(index) else {
            throw ReviveError(.splitIndexOutOfRange, name: "removePage(at: \(index))", "\(label) has \(pages.count) panes; index \(index) is out of range")
        }
        let removed = pages[index]
        var newPages = pages
        newPages.remove(at: index)
        var newRoles = roles
        if !newRoles.isEmpty { newRoles.remove(at: index) }
        let newFocus = focusedIndex.flatMap { $0 == index ? nil : ($0 > index ? $0 - 1 : $0) }
        try setPages(newPages, roles: newRoles, focusedIndex: newFocus, completion: completion)
        return removed
    }

    /// Collapses the split to its focused pane (the first when none has the focus), or
    /// expands it to all its panes: the headless counterpart of a change of width class. The
    /// panes that leave the screen disappear and the ones that come back appear.
    /// - Parameters:
    ///   - collapsed: Whether only one pane is shown.
    ///   - completion: Runs after the appearance calls.
    public func setCollapsed(_ collapsed: Bool, completion: (() -> Void)? = nil) {
        transition({ isCollapsed = collapsed }, completion: completion)
    }

    /// Lists no property and names `SplitPage`: the container has no `@Preserved` property, so the
    /// engine reads no mirror for it. A subclass that is not marked `@Preserving` is read from
    /// its mirror.
    /// - Parameter list: The list.
    open override func listPreservedProperties(into list: inout PreservedPropertyList) {
        super.listPreservedProperties(into: &list)
        list.listed(SplitPage.self)
    }
}
