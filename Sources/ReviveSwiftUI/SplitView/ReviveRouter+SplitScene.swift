import Revive

/// A scene that is a `NavigationSplitView` (``RouteTree/splitView``): the sidebar's selection,
/// the content column's path and list selection, and the focused column, observed and saved
/// with the tree. Compiled and tested everywhere; only the `Binding`s over them
/// (`sidebarSelection`, `contentPathBinding`, …) are SwiftUI's.
///
/// ```swift
/// router.selectedSidebarItem = .archive              // the sidebar
/// router.setContentSelection(42)                     // the content column's list
/// router.detailPath = [.attachment(id: 3)]           // the detail column
/// router.focusedColumn = .detail
/// ```
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
extension ReviveRouter {
    /// The sidebar's selection (``RouteTree/selectedSidebarItem``): the selected tab, or `nil`
    /// when a split view's sidebar has nothing selected. Setting `nil` clears the selection of
    /// a split view and changes nothing in a tab bar; setting an unknown item changes nothing.
    public var selectedSidebarItem: Tab? {
        get { splitView?.hasSidebarSelection == false ? nil : selectedTab }
        set { routes.tree.selectSidebarItem(newValue) }
    }

    /// The selected tab's path: a split view's detail column's stack.
    ///
    /// ```swift
    /// router.selectedTab = .archive          // the sidebar's selection
    /// router.detailPath = [.list, .item(id: 9)]
    /// ```
    public var detailPath: [Route] {
        get { self[pathForTab: selectedTab] }
        set { routes.tree.setPath(newValue, forTab: routes.tree.selectedTab) }
    }

    /// The routes pushed in a three-column split view's content column, for its
    /// `NavigationStack(path:)`; empty, and not settable, without a content column.
    public var contentPath: [Route] {
        get { splitView?.contentPath ?? [] }
        set {
            guard routes.tree.splitView?.hasContentColumn == true else { return }
            routes.tree.splitView?.contentPath = newValue
        }
    }

    /// The column the user works in, for `NavigationSplitView(preferredCompactColumn:)`;
    /// `.detail` for a tree without a split view, where setting it changes nothing.
    public var focusedColumn: RouteTree<Route, Tab>.SplitView.Column {
        get { splitView?.focusedColumn ?? .detail }
        set { routes.tree.splitView?.focusedColumn = newValue }
    }

    /// The content column's list selection, as the app's own type; see
    /// ``RouteTree/contentSelection(as:)``.
    /// - Parameter type: The list's selection type.
    /// - Returns: The selection, or `nil`.
    public func contentSelection<Selection: Decodable>(as type: Selection.Type = Selection.self) -> Selection? {
        try? splitView?.contentSelection?.decode(Selection.self)
    }

    /// Sets the content column's list selection; `nil` clears it. Nothing changes without a
    /// content column, or for a value that cannot be encoded.
    public func setContentSelection<Selection: Encodable>(_ selection: Selection?) {
        routes.tree.setContentSelection(selection)
    }
}
