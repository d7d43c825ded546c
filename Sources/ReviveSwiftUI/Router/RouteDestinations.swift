#if canImport(SwiftUI)
public import SwiftUI

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
