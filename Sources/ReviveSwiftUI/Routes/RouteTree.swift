import Revive

/// The navigation of a scene as a value: the selected tab, a stack of routes per tab, and a
/// chain of modals (a sheet or a full-screen cover), each with its own stack.
///
/// `Tab` is the app's tab type, usually an enum (`enum AppTab: Codable { case library,
/// settings }`); `String` tags work too. A `NavigationSplitView` is the same tree with a
/// ``splitView``: its tabs are the sidebar's items, the selected tab is the sidebar's
/// selection (``selectedSidebarItem``), that tab's path is the detail column's stack, a
/// three-column split view's content column has a path and a selection of its own, and
/// ``columnVisibility`` says which columns show.
///
/// This is the model SwiftUI apps already keep for `TabView(selection:)`,
/// `NavigationStack(path:)` and `sheet(item:)`. Revive saves it through the same capture,
/// rebuild, policies, size budget and report as page trees (``RouteHierarchy`` adapts it),
/// so there is one file format. A tab's root view is the app's code, not a route: an empty
/// path shows the tab's root.
///
/// ```swift
/// enum AppTab: String, Codable { case library, settings }
/// var tree = RouteTree<Route, AppTab>(tabs: [.library, .settings])
/// tree.push(.comic(id: 42))                      // onto the visible stack
/// tree.present(.options, style: .sheet)          // a sheet over everything
/// tree.visibleRoute                              // .options
/// ```
///
/// A tree always has at least one tab. A `String`-tabbed tree built with none gets a single
/// tab `"main"`; for any other tab type, building one with none is a programmer error (a
/// precondition), as there is no tab to make up.
public struct RouteTree<Route: Codable & Hashable, Tab: Codable & Hashable>: Hashable {
    /// The tabs, in order, each with its navigation path.
    public internal(set) var tabs: [RouteTree<Route, Tab>.TabStack] {
        didSet { keepViewStates(after: oldValue, modals) }
    }
    /// The identifier of the selected tab; always one of ``tabs``.
    public private(set) var selectedTab: Tab
    /// Which columns show when the tree is a split view (`NavigationSplitView`); a tab bar
    /// ignores it. Saved only when it is not ``RouteTree/ColumnVisibility/automatic``.
    public var columnVisibility: RouteTree<Route, Tab>.ColumnVisibility = .automatic
    /// The columns of a scene that is a `NavigationSplitView`, saved as a split container whose
    /// columns are all on screen; `nil` (the default) for a tab bar or a single stack.
    ///
    /// ```swift
    /// var tree = RouteTree<Route, Mailbox>(tabs: [.inbox, .archive])
    /// tree.splitView = .twoColumns                   // the sidebar and the detail column
    /// ```
    public var splitView: RouteTree<Route, Tab>.SplitView?
    /// What the user sees inside each page — scroll anchor, selection, drafts — by its place.
    /// A page's view state goes when its route leaves that place (popped, replaced, dismissed).
    public internal(set) var viewStates: [RouteTree<Route, Tab>.Place: PageViewState] = [:]
    /// The app's own values kept at the scene's root rather than at a page (``RouteValue``,
    /// `@RouteStorage`): they live as long as the scene.
    var sceneValues: [String: StateValue] = [:]
    /// The modal chain, outermost first: each presented over the one before it.
    public var modals: [RouteTree<Route, Tab>.Modal] {
        didSet {
            Self.number(&modals)
            keepViewStates(after: tabs, oldValue)
        }
    }

    /// Creates a tree.
    ///
    /// ```swift
    /// let tree = RouteTree<Route, AppTab>(tabs: [RouteTree.TabStack(id: .library, path: [.comics])], selectedTab: .library)
    /// ```
    /// - Parameters:
    ///   - tabs: The tabs (or a split view's sidebar items); at least one (a precondition).
    ///   - selectedTab: The selected tab's identifier; the first tab when `nil` or unknown.
    ///   - modals: The modal chain, outermost first.
    public init(tabs: [RouteTree<Route, Tab>.TabStack], selectedTab: Tab? = nil, modals: [RouteTree<Route, Tab>.Modal] = []) {
        guard let first = tabs.first else { preconditionFailure("a RouteTree needs at least one tab") }
        self.init(nonEmpty: tabs, first: first.id, selectedTab: selectedTab, modals: modals)
    }

    /// The designated initializer; `first` is the first tab's identifier.
    private init(nonEmpty tabs: [RouteTree<Route, Tab>.TabStack], first: Tab, selectedTab: Tab?, modals: [RouteTree<Route, Tab>.Modal]) {
        self.tabs = tabs
        self.selectedTab = first
        self.modals = modals
        Self.number(&self.modals)
        if let selectedTab { select(selectedTab) }
    }

    /// A tree with these tabs, or `nil` when there are none (a restored file that kept none).
    init?(restoredTabs tabs: [RouteTree<Route, Tab>.TabStack], selectedTab: Tab?, modals: [RouteTree<Route, Tab>.Modal]) {
        guard let first = tabs.first else { return nil }
        self.init(nonEmpty: tabs, first: first.id, selectedTab: selectedTab, modals: modals)
    }

    /// Creates a tree of empty tabs with these identifiers, the first selected.
    ///
    /// ```swift
    /// let tabs = RouteTree<Route, AppTab>(tabs: [.library, .settings])
    /// ```
    /// - Parameter ids: The tabs' identifiers; at least one (a precondition).
    public init(tabs ids: [Tab]) {
        self.init(tabs: ids.map { RouteTree.TabStack(id: $0) })
    }

    /// The index of the selected tab in ``tabs``.
    public var selectedIndex: Int {
        tabs.firstIndex { $0.id == selectedTab } ?? 0
    }

    /// The route on screen: the top of the last modal's stack, or of the selected tab's;
    /// `nil` when that is a tab's root view.
    public var visibleRoute: Route? {
        if let modal = modals.last { return modal.path.last ?? modal.route }
        return tabs[selectedIndex].path.last
    }

    /// Every route in the tree: the tabs' paths in order, then each modal's route and path.
    public var allRoutes: [Route] {
        tabs.flatMap(\.path) + modals.flatMap { [$0.route] + $0.path }
    }

    /// Selects the tab with this identifier (a split view's sidebar item, which shows its
    /// stack in the detail column).
    /// - Returns: Whether such a tab exists; if not, nothing changes.
    @discardableResult
    public mutating func select(_ tab: Tab) -> Bool {
        guard tabs.contains(where: { $0.id == tab }) else { return false }
        selectedTab = tab
        if splitView?.hasSidebarSelection == false { splitView?.hasSidebarSelection = true }
        return true
    }

    /// The path of the tab with this identifier, or `nil` when there is no such tab.
    public func path(forTab tab: Tab) -> [Route]? {
        tabs.first { $0.id == tab }?.path
    }

    /// Replaces the path of the tab with this identifier; nothing happens for an unknown tab.
    public mutating func setPath(_ path: [Route], forTab tab: Tab) {
        guard let index = tabs.firstIndex(where: { $0.id == tab }) else { return }
        tabs[index].path = path
    }

    /// Pushes `route` onto the visible stack: the last modal's, or the selected tab's.
    public mutating func push(_ route: Route) {
        if modals.isEmpty { tabs[selectedIndex].path.append(route) } else { modals[modals.count - 1].path.append(route) }
    }

    /// Pops the visible stack, or dismisses the last modal when its stack is at its root.
    /// - Returns: Whether anything was popped or dismissed (not at a tab's root).
    @discardableResult
    public mutating func pop() -> Bool {
        if let last = modals.indices.last {
            if modals[last].path.isEmpty { modals.removeLast() } else { modals[last].path.removeLast() }
            return true
        }
        return tabs[selectedIndex].path.popLast() != nil
    }

    /// Presents `route` over everything, with its own empty stack.
    public mutating func present(_ route: Route, style: RouteTree<Route, Tab>.Modal.Style = .sheet) {
        modals.append(RouteTree.Modal(route, style: style))
    }

    /// Replaces the route on screen (the top of the visible stack, or a modal's own route).
    public mutating func replaceVisibleRoute(with route: Route) {
        if let last = modals.indices.last {
            if modals[last].path.isEmpty { modals[last].route = route } else { modals[last].path[modals[last].path.count - 1] = route }
        } else if !tabs[selectedIndex].path.isEmpty {
            tabs[selectedIndex].path[tabs[selectedIndex].path.count - 1] = route
        }
    }

    /// Gives each modal its level, its place in the chain.
    private static func number(_ modals: inout [RouteTree<Route, Tab>.Modal]) {
        for index in modals.indices where modals[index].level != index { modals[index].level = index }
    }
}

// MARK: String tabs

extension RouteTree where Tab == String {
    /// Creates a tree; with no tabs it gets a single tab `"main"`.
    ///
    /// ```swift
    /// let tree = RouteTree<Route, String>(tabs: [RouteTree.TabStack(id: "library")], selectedTab: "library")
    /// ```
    /// - Parameters:
    ///   - tabs: The tabs; none gives a single tab `"main"`.
    ///   - selectedTab: The selected tab's identifier; the first tab when `nil` or unknown.
    ///   - modals: The modal chain, outermost first.
    public init(tabs: [RouteTree<Route, String>.TabStack], selectedTab: String? = nil, modals: [RouteTree<Route, Tab>.Modal] = []) {
        let tabs = tabs.isEmpty ? [RouteTree.TabStack(id: "main")] : tabs
        self.init(nonEmpty: tabs, first: tabs[0].id, selectedTab: selectedTab, modals: modals)
    }

    /// Creates a tree of empty tabs with these identifiers, the first selected; none gives a
    /// single tab `"main"`.
    public init(tabs ids: [String]) {
        self.init(tabs: ids.map { RouteTree.TabStack(id: $0) })
    }

    /// Creates a tree with one tab, `"main"`, showing `path`: an app with no tab bar.
    ///
    /// ```swift
    /// let tree = RouteTree<Route, String>(path: [.comics])
    /// ```
    public init(path: [Route] = [], modals: [RouteTree<Route, Tab>.Modal] = []) {
        self.init(tabs: [RouteTree.TabStack(id: "main", path: path)], modals: modals)
    }
}

extension RouteTree: Sendable where Route: Sendable, Tab: Sendable {}
