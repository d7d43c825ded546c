extension RouteTree {
    /// Which columns of a split view show: SwiftUI's `NavigationSplitViewVisibility`, as a value
    /// that is saved with a ``RouteTree`` and compiled everywhere.
    ///
    /// A split view is a ``RouteTree`` with a ``RouteTree/splitView``, whose tabs are the
    /// sidebar's items: the sidebar's selection is ``RouteTree/selectedSidebarItem``, the detail
    /// column's stack is that item's path, and this is the tree's ``RouteTree/columnVisibility``. On Apple platforms the router's
    /// `columnVisibility` binding converts it to and from `NavigationSplitViewVisibility`.
    ///
    /// ```swift
    /// var tree = RouteTree<Route, Sidebar>(tabs: [.inbox, .archive])
    /// tree.splitView = .twoColumns
    /// tree.columnVisibility = .detailOnly               // the user hid the sidebar
    /// ```
    ///
    /// https://developer.apple.com/documentation/swiftui/navigationsplitviewvisibility
    public enum ColumnVisibility: String, Hashable, Sendable, CaseIterable, Codable {
        /// The platform's default for the current device (`NavigationSplitViewVisibility.automatic`).
        case automatic
        /// Every column (`.all`).
        case all
        /// The content and detail columns of a three-column split view, the sidebar and detail of
        /// a two-column one (`.doubleColumn`).
        case doubleColumn
        /// The detail column only (`.detailOnly`).
        case detailOnly
    }
}

#if canImport(SwiftUI)
public import SwiftUI

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
extension RouteTree.ColumnVisibility {
    /// The visibility SwiftUI's `NavigationSplitView(columnVisibility:)` binds.
    public var navigationSplitViewVisibility: NavigationSplitViewVisibility {
        switch self {
        case .automatic: .automatic
        case .all: .all
        case .doubleColumn: .doubleColumn
        case .detailOnly: .detailOnly
        }
    }

    /// The value of SwiftUI's visibility; one it does not name reads as ``automatic``.
    /// - Parameter visibility: What `NavigationSplitView` wrote.
    public init(_ visibility: NavigationSplitViewVisibility) {
        self = [.detailOnly, .doubleColumn, .all].first { $0.navigationSplitViewVisibility == visibility } ?? .automatic
    }
}
#endif
