import Revive

/// A stack of pages with only the top one showing: the headless `UINavigationController`.
///
/// Push adds a page on top; pop removes the top one. The page leaving and the page arriving
/// get appearance calls when the stack is on screen; pages under the top get none, and so do
/// pages pushed or popped while a full-screen presentation covers the stack: they appear
/// when it is dismissed, as in UIKit, where `viewWillAppear` comes when a view is about to
/// be added to a view hierarchy.
///
/// ```swift
/// let stack = NavigationPage(rootPage: ComicListPage())
/// try stack.push(ComicDetailPage(restorationIdentifier: "42"))
/// try stack.pop()
/// ```
@MainActor
open class NavigationPage: Page {
    /// The pages, bottom (root) first, top last.
    public internal(set) var pages: [Page] = []

    /// Creates a stack.
    ///
    /// The stack defines a presentation context (``Page/definesPresentationContext`` is
    /// `true`), as a `UINavigationController` does: a `currentContext` presentation from one
    /// of its pages covers the stack and leaves the containers around it on screen.
    ///
    /// Passing a page that already has a place in a hierarchy is a programmer error and
    /// stops the program; use ``setPages(_:completion:)`` to get a thrown error instead.
    /// - Parameters:
    ///   - pages: The pages, bottom first.
    ///   - restorationIdentifier: The stack's restoration identifier.
    public init(pages: [Page] = [], restorationIdentifier: String? = nil) {
        super.init(restorationIdentifier: restorationIdentifier)
        definesPresentationContext = true
        guard !pages.isEmpty else { return }
        do { try setPages(pages) } catch { preconditionFailure("NavigationPage(pages:): \(error)") }
    }

    /// Creates a stack holding one page.
    /// - Parameters:
    ///   - rootPage: The bottom page.
    ///   - restorationIdentifier: The stack's restoration identifier.
    public convenience init(rootPage: Page, restorationIdentifier: String? = nil) {
        self.init(pages: [rootPage], restorationIdentifier: restorationIdentifier)
    }

    /// The page on top, the one showing.
    public var topPage: Page? { pages.last }

    /// The page at the bottom.
    public var rootPage: Page? { pages.first }

    override var visibleChild: Page? { topPage }

    /// The stack's pages.
    open override var childPages: [Page] { pages }

    /// Pushes `page` on top of the stack.
    /// - Parameters:
    ///   - page: A page with no place in any hierarchy yet.
    ///   - completion: Runs after the appearance calls.
    /// - Throws: `ReviveError` with code `alreadyInHierarchy`.
    public func push(_ page: Page, completion: (() -> Void)? = nil) throws(ReviveError) {
        try validateNewChildren([page], operation: "push")
        if page.parent === self {
            throw ReviveError(.alreadyInHierarchy, name: "push", "\(page.label) is already on \(label)")
        }
        try setPages(pages + [page], operation: "push", completion: completion)
    }

    /// Pops the top page.
    /// - Parameter completion: Runs after the appearance calls.
    /// - Returns: The page that was removed.
    /// - Throws: `ReviveError` with code `cannotPopRoot` when only the root page is left.
    @discardableResult
    public func pop(completion: (() -> Void)? = nil) throws(ReviveError) -> Page {
        guard pages.count > 1, let top = topPage else {
            throw ReviveError(.cannotPopRoot, name: "pop", "\(label) holds only its root page \(rootPage?.label ?? "(none)")")
        }
        try setPages(Array(pages.dropLast()), operation: "pop", completion: completion)
        return top
    }

    /// Pops every page above `page`, which becomes the top.
    /// - Parameters:
    ///   - page: One of the stack's pages.
    ///   - completion: Runs after the appearance calls.
    /// - Returns: The pages removed, bottom first (empty when `page` was already on top).
    /// - Throws: `ReviveError` with code `notInStack`.
    @discardableResult
    public func pop(to page: Page, completion: (() -> Void)? = nil) throws(ReviveError) -> [Page] {
        guard let index = pages.firstIndex(where: { $0 === page }) else {
            throw ReviveError(.notInStack, name: "pop(to:)", "\(page.label) is not on \(label)")
        }
        let removed = Array(pages[(index + 1)...])
        try setPages(Array(pages[...index]), operation: "pop(to:)", completion: completion)
        return removed
    }

    /// Pops every page above the root page.
    /// - Parameter completion: Runs after the appearance calls.
    /// - Returns: The pages removed, bottom first.
    /// - Throws: `ReviveError` with code `emptyContainer` when the stack has no pages.
    @discardableResult
    public func popToRoot(completion: (() -> Void)? = nil) throws(ReviveError) -> [Page] {
        guard let root = rootPage else {
            throw ReviveError(.emptyContainer, name: "popToRoot", "\(label) has no pages")
        }
        return try pop(to: root, completion: completion)
    }

    /// Replaces the whole stack in one transition (UIKit's `setViewControllers`).
    /// - Parameters:
    ///   - pages: The new pages, bottom first; pages already here may be kept.
    ///   - completion: Runs after the appearance calls.
    /// - Throws: `ReviveError`: `emptyContainer`, `alreadyInHierarchy` or `duplicatePage`.
    public func setPages(_ pages: [Page], completion: (() -> Void)? = nil) throws(ReviveError) {
        try setPages(pages, operation: "setPages", completion: completion)
    }

    private func setPages(_ pages: [Page], operation: String, completion: (() -> Void)?) throws(ReviveError) {
        guard !pages.isEmpty else {
            throw ReviveError(.emptyContainer, name: operation, "\(label) cannot be left with no pages")
        }
        try validateNewChildren(pages, operation: operation)
        let old = self.pages
        transition({
            relink(removing: old, adding: pages)
            self.pages = pages
        }, completion: completion)
    }

    /// Lists no property and names `NavigationPage`: the container has no `@Preserved` property, so the
    /// engine reads no mirror for it. A subclass that is not marked `@Preserving` is read from
    /// its mirror.
    /// - Parameter list: The list.
    open override func listPreservedProperties(into list: inout PreservedPropertyList) {
        super.listPreservedProperties(into: &list)
        list.listed(NavigationPage.self)
    }
}
