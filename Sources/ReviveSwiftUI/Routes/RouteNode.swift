import Revive

/// A node of a ``RouteHierarchy``: the reference-type view of one part of a ``RouteTree``
/// that Revive's capture and rebuild walk.
///
/// Apps never make or read these; they exist so that a value tree is saved and restored by
/// the same engine as page trees. A tree is seen as: a tab container (`RouteTabs`) of one
/// navigation stack per tab (`RouteTab`, its restoration identifier the tab's id) whose
/// first page is the tab's root view (`RouteTabRoot`) and whose other pages are routes
/// (`Route`, its restoration identifier the route's registered name); the tab container
/// presents the first modal, a stack (`RouteSheet` or `RouteFullScreenCover`) whose first
/// page is the modal's route, and each modal presents the next.
///
/// ```swift
/// let snapshot = try routes.captureSnapshot(registry: routes.nodeRegistry)
/// ```
@MainActor
public class RouteNode {
    /// The restoration identifier: a tab's id, a route's name.
    var restorationID: String?
    /// A container's children in order.
    var children: [RouteNode] = []
    /// The modal this node presents.
    var presented: RouteNode?
    /// What the user sees inside the page at this node's place, saved next to its route.
    var viewState = PageViewState()

    /// The state key under which a route's value is saved.
    nonisolated static let routeKey = "route"

    init(restorationID: String? = nil) {
        self.restorationID = restorationID
    }
}

/// The tab container at the root of a route tree; a split view's column visibility is saved
/// in its state.
final class RouteTabsNode: RouteNode {
    nonisolated static let typeName = "RouteTabs"
    /// The state key of the column visibility, saved when it is not `automatic`.
    nonisolated static let columnVisibilityKey = "columnVisibility"
    var selectedIndex = 0
    var columnVisibility = RouteColumnVisibility.automatic
}

/// A tab's navigation stack: its root view, then its routes. Its restoration identifier is the
/// tab's name (a `String` tab itself, an enum tab's case name); a tab whose value is not that
/// string is saved under ``tabKey`` too.
final class RouteTabNode<Tab: Codable & Hashable>: RouteNode {
    nonisolated static var typeName: String { "RouteTab" }
    /// The state key of a tab's value, when its name alone is not it.
    nonisolated static var tabKey: String { "tab" }
    /// The tab; `nil` on a freshly made node until its saved identity is decoded.
    var tab: Tab?

    init(tab: Tab?, name: String?) {
        self.tab = tab
        super.init(restorationID: name)
    }
}

/// A tab's root view (the app's own, not a route).
final class RouteTabRootNode: RouteNode {
    nonisolated static let typeName = "RouteTabRoot"
}

/// A sheet's navigation stack: its route, then the routes pushed inside it.
final class RouteSheetNode: RouteNode {
    nonisolated static let typeName = "RouteSheet"
}

/// A full-screen cover's navigation stack: its route, then the routes pushed inside it.
final class RouteCoverNode: RouteNode {
    nonisolated static let typeName = "RouteFullScreenCover"
}

/// One route, saved as its registered name (the restoration identifier) and its value.
final class RouteValueNode<Route: Codable & Hashable>: RouteNode {
    nonisolated static var typeName: String { "Route" }
    /// The route; `nil` on a freshly made node until its saved value is decoded.
    var route: Route?

    init(route: Route?, name: String?) {
        self.route = route
        super.init(restorationID: name)
    }
}
