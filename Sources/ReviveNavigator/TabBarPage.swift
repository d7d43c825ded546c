import Revive

/// A page that shows one of several tabs: the headless `UITabBarController`.
///
/// Each tab is a page, often a ``NavigationPage``. Switching tabs makes the old tab's
/// visible pages disappear and the new tab's appear; tabs that are not selected keep their
/// pages (and their stacks, and a presentation hanging in them) but receive no appearance
/// calls. While a page the container presents covers it, switching tabs underneath leaves
/// that page on screen and makes no appearance calls.
///
/// ```swift
/// let tabs = TabBarPage(pages: [libraryStack, favoritesStack, SettingsPage()])
/// try tabs.select(2)
/// ```
@MainActor
open class TabBarPage: Page {
    /// The tabs, in order.
    public private(set) var pages: [Page] = []

    /// The index of the selected tab.
    public private(set) var selectedIndex = 0

    /// Creates a tab container.
    ///
    /// Passing a page that already has a place in a hierarchy is a programmer error and
    /// stops the program; use ``setPages(_:selectedIndex:completion:)`` to get a thrown error instead.
    /// - Parameters:
    ///   - pages: The tabs, in order.
    ///   - selectedIndex: The selected tab; clamped into range.
    ///   - restorationIdentifier: The container's restoration identifier.
    public init(pages: [Page] = [], selectedIndex: Int = 0, restorationIdentifier: String? = nil) {
        super.init(restorationIdentifier: restorationIdentifier)
        do {
            try setPages(pages, selectedIndex: pages.isEmpty ? 0 : min(max(selectedIndex, 0), pages.count - 1))
        } catch {
            preconditionFailure("TabBarPage(pages:): \(error)")
        }
    }

    /// The selected tab's page, or `nil` when there are no tabs.
    public var selectedPage: Page? {
        pages.indices.contains(selectedIndex) ? pages[selectedIndex] : nil
    }

    override var visibleChild: Page? { selectedPage }

    /// The tabs.
    open override var childPages: [Page] { pages }

    /// Selects the tab at `index`; the old tab's visible pages disappear and the new one's appear.
    /// Selecting the tab already selected does nothing (the completion still runs).
    /// - Parameters:
    ///   - index: The tab to select.
    ///   - completion: Runs after the appearance calls.
    /// - Throws: `ReviveError` with code `tabIndexOutOfRange`.
    public func select(_ index: Int, completion: (() -> Void)? = nil) throws(ReviveError) {
        guard pages.indices.contains(index) else {
            throw ReviveError(.tabIndexOutOfRange, name: "select(\(index))", "\(label) has \(pages.count) tabs; index \(index) is out of range")
        }
        transition({ selectedIndex = index }, completion: completion)
    }

    /// Replaces all tabs at once.
    /// - Parameters:
    ///   - pages: The new tabs; pages already here may be kept, others must be new to any hierarchy.
    ///   - selectedIndex: The tab to select.
    ///   - completion: Runs after the appearance calls.
    /// - Throws: `ReviveError`: `tabIndexOutOfRange`, `alreadyInHierarchy` or `duplicatePage`.
    public func setPages(_ pages: [Page], selectedIndex: Int = 0, completion: (() -> Void)? = nil) throws(ReviveError) {
        try validateNewChildren(pages, operation: "setPages")
        guard pages.isEmpty ? selectedIndex == 0 : pages.indices.contains(selectedIndex) else {
            throw ReviveError(.tabIndexOutOfRange, name: "setPages", "index \(selectedIndex) is out of range for \(pages.count) tabs of \(label)")
        }
        let old = self.pages
        transition({
            relink(removing: old, adding: pages)
            self.pages = pages
            self.selectedIndex = selectedIndex
        }, completion: completion)
    }

    /// Lists no property and names `TabBarPage`: the container has no `@Preserved` property, so the
    /// engine reads no mirror for it. A subclass that is not marked `@Preserving` is read from
    /// its mirror.
    /// - Parameter list: The list.
    open override func listPreservedProperties(into list: inout PreservedPropertyList) {
        super.listPreservedProperties(into: &list)
        list.listed(TabBarPage.self)
    }
}
