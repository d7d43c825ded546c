public import Revive

extension RouteTree {
    /// The columns of a scene that is a `NavigationSplitView`: give a tree a split view
    /// (``RouteTree/splitView``) and it is saved as a split container whose columns are all on
    /// screen side by side, each with its own place.
    ///
    /// The sidebar's items are the tree's tabs. The selected item
    /// (``RouteTree/selectedSidebarItem``, `nil` when nothing is selected) is the sidebar's
    /// selection, and its path is the detail column's stack, under the modals. A three-column
    /// split view's content column keeps a path and a list selection of its own. The
    /// ``focusedColumn`` is where the user works: the column a compact width shows (SwiftUI's
    /// `preferredCompactColumn`), and the detail column while a modal is up.
    ///
    /// ```swift
    /// var tree = RouteTree<Route, Mailbox>(tabs: [.inbox, .archive])
    /// tree.splitView = .threeColumns
    /// tree.select(.archive)                        // the sidebar's selection
    /// tree.setContentSelection(42)                 // the content column's list: message 42
    /// tree.push(.attachment(id: 3))                // the detail column's stack
    /// ```
    ///
    /// A tree without a split view is a tab bar (or a single stack), saved as before.
    public struct SplitView: Hashable {
        /// A column of a split view: SwiftUI's `NavigationSplitViewColumn`, which names the column
        /// a collapsed split view shows on top.
        ///
        /// https://developer.apple.com/documentation/swiftui/navigationsplitviewcolumn
        public enum Column: String, Hashable, Sendable, CaseIterable, Codable {
            /// The sidebar: the list of the tree's tabs.
            case sidebar
            /// The content column of a three-column split view.
            case content
            /// The detail column: the selected item's stack.
            case detail
        }

        /// Whether a content column sits between the sidebar and the detail column (a
        /// three-column split view).
        public var hasContentColumn: Bool
        /// The column the user works in (SwiftUI's `preferredCompactColumn`). It is saved as the
        /// split container's focus; a column that is not there (the content column of a
        /// two-column split view, the detail column with nothing selected) reads as the
        /// nearest one that is, and while a modal is up the detail column has the focus.
        public var focusedColumn: Column
        /// The routes pushed in the content column, bottom first, over its root (the app's
        /// list); saved only for a three-column split view.
        public var contentPath: [Route]
        /// The selection of the content column's list, encoded (see
        /// ``RouteTree/setContentSelection(_:)``); saved only for a three-column split view.
        public var contentSelection: StateValue?
        /// Whether an item of the sidebar is selected; see ``RouteTree/selectedSidebarItem``.
        var hasSidebarSelection = true

        /// A split view.
        /// - Parameters:
        ///   - hasContentColumn: Whether it has a content column (three columns).
        ///   - focusedColumn: The column the user works in; the detail column by default.
        ///   - contentPath: The routes pushed in the content column.
        ///   - contentSelection: The content column's list selection, encoded.
        public init(hasContentColumn: Bool = false, focusedColumn: Column = .detail, contentPath: [Route] = [], contentSelection: StateValue? = nil) {
            self.hasContentColumn = hasContentColumn
            self.focusedColumn = focusedColumn
            self.contentPath = contentPath
            self.contentSelection = contentSelection
        }

        /// A two-column split view: the sidebar and the detail column.
        public static var twoColumns: RouteTree<Route, Tab>.SplitView { SplitView() }

        /// A three-column split view: the sidebar, the content column and the detail column.
        public static var threeColumns: RouteTree<Route, Tab>.SplitView { SplitView(hasContentColumn: true) }

        /// The columns on screen, in order: the sidebar, the content column when there is one,
        /// and the detail column when an item is selected.
        var columns: [Column] {
            [.sidebar] + (hasContentColumn ? [.content] : []) + (hasSidebarSelection ? [.detail] : [])
        }
    }

    /// The sidebar's selection: ``selectedTab``, or `nil` for a split view whose sidebar has
    /// nothing selected (a tab bar always has a selected tab).
    ///
    /// ```swift
    /// tree.selectSidebarItem(nil)      // the user went back to the sidebar (a compact width)
    /// tree.selectedSidebarItem         // nil; the items keep their paths
    /// ```
    public var selectedSidebarItem: Tab? {
        splitView?.hasSidebarSelection == false ? nil : selectedTab
    }

    /// Selects a sidebar item, or clears the selection of a split view's sidebar.
    ///
    /// Selecting an item is ``select(_:)``. With nothing selected, only the sidebar (and the
    /// content column) is on screen and saved: the detail column shows the app's placeholder,
    /// and the items' paths are not saved until an item is selected again.
    /// - Parameter item: The item to select; `nil` clears the selection.
    /// - Returns: Whether anything changed hands: `false` for an unknown item, and for `nil`
    ///   in a tree without a split view (a tab bar always has a selected tab).
    @discardableResult
    public mutating func selectSidebarItem(_ item: Tab?) -> Bool {
        if let item { return select(item) }
        guard splitView != nil else { return false }
        splitView?.hasSidebarSelection = false
        return true
    }

    /// The content column's list selection, as the app's own type; `nil` when nothing is
    /// selected, when the tree has no content column, or when the saved selection no longer
    /// decodes as `Selection`.
    /// - Parameter type: The list's selection type (an id, a set of ids).
    /// - Returns: The selection.
    public func contentSelection<Selection: Decodable>(as type: Selection.Type = Selection.self) -> Selection? {
        try? splitView?.contentSelection?.decode(Selection.self)
    }

    /// Sets the content column's list selection; `nil` clears it.
    ///
    /// ```swift
    /// tree.setContentSelection(Message.ID(42))
    /// ```
    /// - Parameter selection: The selection.
    /// - Returns: Whether it was set: `false`, and nothing changes, for a tree without a
    ///   content column and for a value that cannot be encoded.
    @discardableResult
    public mutating func setContentSelection<Selection: Encodable>(_ selection: Selection?) -> Bool {
        guard splitView?.hasContentColumn == true else { return false }
        guard let selection else {
            splitView?.contentSelection = nil
            return true
        }
        guard let value = try? StateValue(encoding: selection) else { return false }
        splitView?.contentSelection = value
        return true
    }
}

extension RouteTree.SplitView: Sendable where Route: Sendable, Tab: Sendable {}

#if canImport(SwiftUI)
public import SwiftUI

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension RouteTree.SplitView.Column {
    /// The column SwiftUI's `NavigationSplitView(preferredCompactColumn:)` binds.
    public var navigationSplitViewColumn: NavigationSplitViewColumn {
        switch self {
        case .sidebar: .sidebar
        case .content: .content
        case .detail: .detail
        }
    }

    /// The value of SwiftUI's column.
    /// - Parameter column: What `NavigationSplitView` wrote.
    public init(_ column: NavigationSplitViewColumn) {
        self = Self.allCases.first { $0.navigationSplitViewColumn == column } ?? .detail
    }
}
#endif
