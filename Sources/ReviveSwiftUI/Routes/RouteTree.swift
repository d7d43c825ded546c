import Revive

/// The navigation of a scene as a value: the selected tab, a stack of routes per tab, and a
/// chain of modals (a sheet or a full-screen cover), each with its own stack.
///
/// This is the model SwiftUI apps already keep for `TabView(selection:)`,
/// `NavigationStack(path:)` and `sheet(item:)`. Revive saves it through the same capture,
/// rebuild, policies, size budget and report as page trees (``RouteHierarchy`` adapts it),
/// so there is one file format. A tab's root view is the app's code, not a route: an empty
/// path shows the tab's root.
///
/// ```swift
/// var tree = RouteTree<Route>(tabs: ["library", "settings"])
/// tree.push(.comic(id: 42))                      // onto the visible stack
/// tree.present(.options, style: .sheet)          // a sheet over everything
/// tree.visibleRoute                              // .options
/// ```
///
/// A tree always has at least one tab; one built with none gets a single tab `"main"`.
public struct RouteTree<Route: Codable & Hashable>: Hashable {
    /// The tabs, in order, each with its navigation path.
    public private(set) var tabs: [RouteTab<Route>] {
        didSet { keepViewStates(after: oldValue, modals) }
    }
    /// The identifier of the selected tab; always one of ``tabs``.
    public private(set) var selectedTab: String
    /// What the user sees inside each page — scroll anchor, selection, drafts — by its place.
    /// A page's view state goes when its route leaves that place (popped, replaced, dismissed).
    public internal(set) var viewStates: [RoutePlace: PageViewState] = [:]
    /// The app's own values kept by its views (``RouteValue``, `@RouteStorage`), by place; they
    /// go with their page's route, as ``viewStates`` do.
    var storedValues: [RoutePlace: PageState] = [:]
    /// The app's own values kept at the scene's root, not at a page: they live as long as the scene.
    var sceneValues = PageState()
    /// The modal chain, outermost first: each presented over the one before it.
    public var modals: [RouteModal<Route>] {
        didSet {
            Self.number(&modals)
            keepViewStates(after: tabs, oldValue)
        }
    }

    /// Creates a tree.
    /// - Parameters:
    ///   - tabs: The tabs; none gives a single tab `"main"`.
    ///   - selectedTab: The selected tab's identifier; the first tab when `nil` or unknown.
    ///   - modals: The modal chain, outermost first.
    public init(tabs: [RouteTab<Route>], selectedTab: String? = nil, modals: [RouteModal<Route>] = []) {
        self.tabs = tabs.isEmpty ? [RouteTab(id: "main")] : tabs
        self.selectedTab = self.tabs[0].id
        self.modals = modals
        Self.number(&self.modals)
        if let selectedTab { select(selectedTab) }
    }

    /// Creates a tree of empty tabs with these identifiers, the first selected.
    public init(tabs ids: [String]) {
        self.init(tabs: ids.map { RouteTab(id: $0) })
    }

    /// Creates a tree with one tab, `"main"`, showing `path`: an app with no tab bar.
    public init(path: [Route] = [], modals: [RouteModal<Route>] = []) {
        self.init(tabs: [RouteTab(id: "main", path: path)], modals: modals)
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

    /// Selects the tab with this identifier.
    /// - Returns: Whether such a tab exists; if not, nothing changes.
    @discardableResult
    public mutating func select(_ tab: String) -> Bool {
        guard tabs.contains(where: { $0.id == tab }) else { return false }
        selectedTab = tab
        return true
    }

    /// The path of the tab with this identifier, or `nil` when there is no such tab.
    public func path(forTab tab: String) -> [Route]? {
        tabs.first { $0.id == tab }?.path
    }

    /// Replaces the path of the tab with this identifier; nothing happens for an unknown tab.
    public mutating func setPath(_ path: [Route], forTab tab: String) {
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
    public mutating func present(_ route: Route, style: RouteModal<Route>.Style = .sheet) {
        modals.append(RouteModal(route, style: style))
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
    private static func number(_ modals: inout [RouteModal<Route>]) {
        for index in modals.indices where modals[index].level != index { modals[index].level = index }
    }
}

extension RouteTree: Sendable where Route: Sendable {}
