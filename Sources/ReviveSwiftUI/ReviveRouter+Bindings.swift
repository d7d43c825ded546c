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

    /// The sidebar's selection of a split view, for `List(selection:)`; setting `nil` keeps
    /// the selection (a split tree always shows one item's detail).
    ///
    /// ```swift
    /// NavigationSplitView(columnVisibility: router.columnVisibilityBinding) {
    ///     List(Sidebar.allCases, id: \.self, selection: router.sidebarSelection) { Text($0.title) }
    /// } detail: {
    ///     NavigationStack(path: router.detailPathBinding) { DetailRoot() }
    /// }
    /// ```
    public var sidebarSelection: Binding<Tab?> {
        Binding(
            get: { MainActor.assumeIsolated { self.selectedTab } },
            set: { tab in MainActor.assumeIsolated { if let tab { self.selectedTab = tab } } }
        )
    }

    /// A split view's column visibility, for `NavigationSplitView(columnVisibility:)`.
    public var columnVisibilityBinding: Binding<NavigationSplitViewVisibility> {
        Binding(
            get: { MainActor.assumeIsolated { self.columnVisibility.navigationSplitViewVisibility } },
            set: { visibility in MainActor.assumeIsolated { self.columnVisibility = RouteTree<Route, Tab>.ColumnVisibility(visibility) } }
        )
    }

    /// The detail column's typed path (the selected item's), for its `NavigationStack(path:)`.
    public var detailPathBinding: Binding<[Route]> { Bindable(self).detailPath }

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
