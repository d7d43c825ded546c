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

@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
extension View {
    /// `navigationDestination(for:)` for a stack of `router`, each route's view keeping its
    /// `@RouteStorage` values at the route's place in `container`.
    ///
    /// Each destination observes only its own stack (``ReviveRouter/storageLocation(of:in:)``),
    /// not the whole tree, so typing in one page does not re-render the pushed pages of
    /// others. A `container` that is not the stack's is reported as a
    /// ``Revive/SetupIssue/Code/misplacedValue``.
    ///
    /// ```swift
    /// NavigationStack(path: router.path(forTab: .library)) {
    ///     LibraryView().routeDestinations(router, in: .tab(.library)) { RouteView(route: $0) }
    /// }
    /// ```
    public func routeDestinations<Route: Codable & Hashable, Tab: Codable & Hashable & Sendable, Destination: View>(
        _ router: ReviveRouter<Route, Tab>, in container: RouteTree<Route, Tab>.Place.Container, @ViewBuilder destination: @escaping (Route) -> Destination
    ) -> some View {
        routeDestinations(router, in: container) { route, _ in destination(route) }
    }

    /// `navigationDestination(for:)` for a stack of `router`, each route's view given its
    /// place — for the router's draft and scroll bindings — and keeping its `@RouteStorage`
    /// values there. The place is `nil` while a popped route's view goes away.
    ///
    /// ```swift
    /// .routeDestinations(router, in: .tab(.inbox)) { route, place in
    ///     MessageView(route: route, place: place)     // router.text(at: place, named: "reply")
    /// }
    /// ```
    public func routeDestinations<Route: Codable & Hashable, Tab: Codable & Hashable & Sendable, Destination: View>(
        _ router: ReviveRouter<Route, Tab>, in container: RouteTree<Route, Tab>.Place.Container,
        @ViewBuilder destination: @escaping (Route, RouteTree<Route, Tab>.Place?) -> Destination
    ) -> some View {
        navigationDestination(for: Route.self) { route in
            let location = router.storageLocation(of: route, in: container)
            destination(route, location?.place(in: router)).routeStorage(location)
        }
    }
}
#endif
