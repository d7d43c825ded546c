import Revive

extension RouteHierarchy {
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
    /// A tree with a split view (``RouteTree/splitView``) is a split container (`RouteSplit`)
    /// of its columns, all on screen: the sidebar (`RouteSidebar`, a page that saves its
    /// selection), the content column of three columns (`RouteContent`, a stack of its root
    /// `RouteContentRoot` and its routes) and, while an item is selected, the detail column:
    /// the tab container above, whose tabs are the sidebar's items, with the modal chain.
    ///
    /// ```swift
    /// let snapshot = try routes.captureSnapshot(registry: routes.nodeRegistry)
    /// ```
    @MainActor
    public class Node {
        /// The restoration identifier: a tab's id, a route's name.
        var restorationID: String?
        /// A container's children in order.
        var children: [Node] = []
        /// The modal this node presents.
        var presented: Node?
        /// What the user sees inside the page at this node's place, saved next to its route.
        var viewState = PageViewState()

        /// The state key under which a route's value is saved.
        nonisolated static var routeKey: String { RouteNodeName.routeKey }

        init(restorationID: String? = nil) {
            self.restorationID = restorationID
        }
    }

    /// The tab container at the root of a route tree, or a split view's detail column. At the
    /// root, the tree's column visibility is saved in its state (as every split view was
    /// saved before split containers).
    final class TabsNode: Node {
        nonisolated static var typeName: String { RouteNodeName.tabs }
        /// The state key of the column visibility, saved when it is not `automatic`.
        nonisolated static var columnVisibilityKey: String { RouteNodeName.columnVisibilityKey }
        var selectedIndex = 0
        var columnVisibility = RouteTree<Route, Tab>.ColumnVisibility.automatic
    }

    /// The split container of a tree with a split view: its columns, with a role and the focus;
    /// the column visibility and the scene's values are saved in its state.
    final class SplitNode: Node {
        nonisolated static var typeName: String { RouteNodeName.split }
        var focusedIndex: Int?
        var roles: [ContainerKind.Role] = []
        var isCollapsed = false
        var columnVisibility = RouteTree<Route, Tab>.ColumnVisibility.automatic
    }

    /// A split view's sidebar, the list of the tree's tabs. Its selection is saved under
    /// ``selectionKey`` as the tab's name, with its value under ``TabNode/tabKey`` when the name
    /// is not the whole of it; nothing selected saves neither.
    final class SidebarNode: Node {
        nonisolated static var typeName: String { RouteNodeName.sidebar }
        /// The state key of the selected item's name.
        nonisolated static var selectionKey: String { RouteNodeName.selectionKey }
        /// The selected item; `nil` when nothing is selected, or the saved one is not a `Tab`.
        var selection: Tab?
    }

    /// A three-column split view's content column: its root (the app's list), then its routes.
    final class ContentNode: Node {
        nonisolated static var typeName: String { RouteNodeName.content }
    }

    /// The content column's root view, the app's list; its selection is saved under
    /// ``selectionKey`` when there is one.
    final class ContentRootNode: Node {
        nonisolated static var typeName: String { RouteNodeName.contentRoot }
        /// The state key of the list's selection.
        nonisolated static var selectionKey: String { RouteNodeName.selectionKey }
        var selection: StateValue?
    }

    /// A tab's navigation stack: its root view, then its routes. Its restoration identifier is the
    /// tab's name (a `String` tab itself, an enum tab's case name); a tab whose value is not that
    /// string is saved under ``tabKey`` too.
    final class TabNode: Node {
        nonisolated static var typeName: String { RouteNodeName.tab }
        /// The state key of a tab's value, when its name alone is not it.
        nonisolated static var tabKey: String { RouteNodeName.tabKey }
        /// The tab; `nil` on a freshly made node until its saved identity is decoded.
        var tab: Tab?
        /// The tab's value as it is saved next to its name, when the name alone is not the value.
        var savedValue: StateValue?

        /// A tab's stack, named as ``RouteHierarchy`` saves the tab (a tab that cannot be encoded
        /// is named after its type here; capture then throws `encodingFailed` naming it).
        init(tab: Tab) {
            self.tab = tab
            let saved = try? Self.saved(tab)
            self.savedValue = saved?.value
            super.init(restorationID: saved?.name ?? "\(Tab.self)")
        }

        /// A tab as it is saved: its name — a `String` tab itself, an enum tab's case name or raw
        /// value, as routes are named — and its value when the name alone is not it (a case with a
        /// payload); files of `String` tabs stay as they were.
        /// - Throws: ``Revive/ReviveError`` with code `encodingFailed` when the tab cannot be encoded.
        nonisolated static func saved(_ tab: Tab) throws(ReviveError) -> (name: String, value: StateValue?) {
            let value: StateValue
            do {
                value = try StateValue(encoding: tab)
            } catch {
                throw ReviveError(.encodingFailed, name: typeName, "the tab \(tab) could not be encoded: \(error)")
            }
            let name = RouteName.of(value, typeName: "\(Tab.self)")
            return (name, value == .string(name) ? nil : value)
        }

        /// A fresh node of the rebuild, whose tab is decoded from its saved state.
        override init(restorationID: String? = nil) {
            super.init(restorationID: restorationID)
        }
    }

    /// A tab's root view (the app's own, not a route).
    final class TabRootNode: Node {
        nonisolated static var typeName: String { RouteNodeName.tabRoot }
    }

    /// A sheet's navigation stack: its route, then the routes pushed inside it.
    final class SheetNode: Node {
        nonisolated static var typeName: String { RouteNodeName.sheet }
    }

    /// A full-screen cover's navigation stack: its route, then the routes pushed inside it.
    final class CoverNode: Node {
        nonisolated static var typeName: String { RouteNodeName.cover }
    }

    /// One route, saved as its registered name (the restoration identifier) and its value.
    final class ValueNode: Node {
        nonisolated static var typeName: String { RouteNodeName.route }
        /// The route; `nil` on a freshly made node until its saved value is decoded.
        var route: Route?
        /// The route's encoded value, kept from naming it so that a save encodes each route once.
        var encoded: StateValue?

        init(route: Route?, name: String?, encoded: StateValue? = nil) {
            self.route = route
            self.encoded = encoded
            super.init(restorationID: name)
        }
    }
}

/// The saved names of the route nodes: their restoration type names and state keys, the same
/// for every route and tab type (the file format), and read by migrations.
enum RouteNodeName {
    static let tabs = "RouteTabs"
    static let tab = "RouteTab"
    static let tabRoot = "RouteTabRoot"
    static let sheet = "RouteSheet"
    static let cover = "RouteFullScreenCover"
    static let route = "Route"
    static let split = "RouteSplit"
    static let sidebar = "RouteSidebar"
    static let content = "RouteContent"
    static let contentRoot = "RouteContentRoot"
    /// The state key under which a route's value is saved.
    static let routeKey = "route"
    /// The state key of a tab's value, when its name alone is not it.
    static let tabKey = "tab"
    /// The state key of a split view's column visibility, saved when it is not `automatic`.
    static let columnVisibilityKey = "columnVisibility"
    /// The state key of a sidebar's or a content column's selection.
    static let selectionKey = "selection"
}
