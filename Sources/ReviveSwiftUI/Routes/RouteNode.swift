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
    /// The app's own values kept at this node's place (the scene's values on the tab container).
    var storedValues = PageState()

    /// The state key under which a route's value is saved.
    nonisolated static let routeKey = "route"
    /// The prefix of the state keys under which the app's stored values are saved.
    nonisolated static let storedValueKeyPrefix = "revive.value."

    init(restorationID: String? = nil) {
        self.restorationID = restorationID
    }
}

/// The tab container at the root of a route tree.
final class RouteTabsNode: RouteNode {
    nonisolated static let typeName = "RouteTabs"
    var selectedIndex = 0
}

/// A tab's navigation stack: its root view, then its routes.
final class RouteTabNode: RouteNode {
    nonisolated static let typeName = "RouteTab"
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
