#if canImport(SwiftUI)
public import SwiftUI

/// SwiftUI's bindings over the router's properties and subscripts, which are compiled and
/// tested everywhere (`ReviveRouter.swift`); only the `Bindable` calls are SwiftUI's.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
extension ReviveRouter {
    /// The selected tab, for `TabView(selection:)`; tag each tab with its value.
    ///
    /// ```swift
    /// TabView(selection: router.selection) { LibraryTab().tag(AppTab.library) }
    /// ```
    public var selection: Binding<Tab> { Bindable(self).selectedTab }

    /// The sidebar's selection of a split view, for `List(selection:)`: ``selectedSidebarItem``.
    /// Setting `nil` clears the selection of a tree with a ``RouteTree/splitView`` and keeps it
    /// in a tree without one.
    ///
    /// ```swift
    /// NavigationSplitView(columnVisibility: router.columnVisibilityBinding, preferredCompactColumn: router.focusedColumnBinding) {
    ///     List(Sidebar.allCases, id: \.self, selection: router.sidebarSelection) { Text($0.title) }
    /// } content: {
    ///     List(messages, selection: router.contentSelectionBinding(as: Message.ID.self)) { … }
    /// } detail: {
    ///     NavigationStack(path: router.detailPathBinding) { DetailRoot() }
    /// }
    /// ```
    public var sidebarSelection: Binding<Tab?> { Bindable(self).selectedSidebarItem }

    /// A split view's column visibility, for `NavigationSplitView(columnVisibility:)`.
    public var columnVisibilityBinding: Binding<NavigationSplitViewVisibility> {
        Binding(
            get: { MainActor.assumeIsolated { self.columnVisibility.navigationSplitViewVisibility } },
            set: { visibility in MainActor.assumeIsolated { self.columnVisibility = RouteTree<Route, Tab>.ColumnVisibility(visibility) } }
        )
    }

    /// The column the user works in, for `NavigationSplitView(preferredCompactColumn:)`.
    @available(watchOS 10, *)
    public var focusedColumnBinding: Binding<NavigationSplitViewColumn> {
        Binding(
            get: { MainActor.assumeIsolated { self.focusedColumn.navigationSplitViewColumn } },
            set: { column in MainActor.assumeIsolated { self.focusedColumn = RouteTree<Route, Tab>.SplitView.Column(column) } }
        )
    }

    /// The detail column's typed path (the selected item's), for its `NavigationStack(path:)`.
    public var detailPathBinding: Binding<[Route]> { Bindable(self).detailPath }

    /// The content column's typed path (three columns), for its `NavigationStack(path:)`.
    public var contentPathBinding: Binding<[Route]> { Bindable(self).contentPath }

    /// The content column's list selection (three columns), for `List(selection:)`.
    public func contentSelectionBinding<Selection: Codable & Hashable & Sendable>(as type: Selection.Type = Selection.self) -> Binding<Selection?> {
        Binding(
            get: { MainActor.assumeIsolated { self.contentSelection(as: Selection.self) } },
            set: { selection in MainActor.assumeIsolated { self.setContentSelection(selection) } }
        )
    }

    /// The typed path of a tab, for `NavigationStack(path:)`.
    ///
    /// ```swift
    /// NavigationStack(path: router.path(forTab: .library)) { LibraryView() }
    /// ```
    public func path(forTab tab: Tab) -> Binding<[Route]> {
        Bindable(self)[dynamicMember: \ReviveRouter<Route, Tab>.[pathForTab: tab]]
    }

    /// The sheet at `level` of the modal chain, for `sheet(item:)`; `nil` until the levels
    /// below it are on screen. Dismissing it dismisses the modals above it too.
    public func sheet(at level: Int) -> Binding<RouteTree<Route, Tab>.Modal?> {
        Bindable(self)[dynamicMember: \ReviveRouter<Route, Tab>.[modalAt: level, .sheet]]
    }

    /// The full-screen cover at `level`, for `fullScreenCover(item:)`; as ``sheet(at:)``.
    public func fullScreenCover(at level: Int) -> Binding<RouteTree<Route, Tab>.Modal?> {
        Bindable(self)[dynamicMember: \ReviveRouter<Route, Tab>.[modalAt: level, .fullScreenCover]]
    }

    /// The typed path inside the modal at `level`, for its own `NavigationStack(path:)`.
    public func modalPath(at level: Int) -> Binding<[Route]> {
        Bindable(self)[dynamicMember: \ReviveRouter<Route, Tab>.[modalPathAt: level]]
    }
}
#endif
