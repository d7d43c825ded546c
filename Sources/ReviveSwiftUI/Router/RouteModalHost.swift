#if canImport(SwiftUI)
import Revive
public import SwiftUI

/// Presents a router's modal chain from `level` up: a `sheet(item:)` (and, where it exists,
/// a `fullScreenCover(item:)`) whose content is the modal's route in its own
/// `NavigationStack(path:)`, hosting the next level in turn. A level reports that it appeared,
/// which is what lets a restored chain come back one level at a time. Each page keeps its
/// `@RouteStorage` values at its place. On macOS, where `fullScreenCover` does not exist, a
/// cover comes through the sheet binding (``ReviveRouter/showsCoversAsSheets``).
///
/// Main-actor isolated by its own declaration, not by `ViewModifier`'s: `ViewModifier` itself
/// is `@MainActor` only from the iOS 18 SDKs on, and the router's methods are main-actor ones.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
struct RouteModalHost<Route: Codable & Hashable, Tab: Codable & Hashable & Sendable, Destination: View>: ViewModifier {
    let router: ReviveRouter<Route, Tab>
    let level: Int
    let destination: (Route, RouteTree<Route, Tab>.Place?) -> Destination

    func body(content: Content) -> some View {
        content
            .sheet(item: router.sheet(at: level)) { modal in page(for: modal) }
        #if !os(macOS)
            .fullScreenCover(item: router.fullScreenCover(at: level)) { modal in page(for: modal) }
        #endif
    }

    private func page(for modal: RouteTree<Route, Tab>.Modal) -> some View {
        NavigationStack(path: router.modalPath(at: level)) {
            destination(modal.route, .modal(level))
                .routeStorage(router.storageLocation(at: .modal(level)))
                .routeDestinations(router, in: .modal(level), destination: destination)
        }
        .modifier(RouteModalHost(router: router, level: level + 1, destination: destination))
        .onAppear { router.modalDidAppear(at: level) }
    }
}

@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
extension View {
    /// Presents `router`'s modal chain over this view, each modal's routes drawn by `destination`.
    ///
    /// ```swift
    /// TabView(selection: router.selection) { … }
    ///     .routeModals(router) { route in RouteView(route: route) }
    /// ```
    /// - Parameters:
    ///   - router: The scene's router.
    ///   - destination: The view of a route, in a modal's root and pushed inside it.
    /// - Returns: This view, presenting the chain.
    public func routeModals<Route: Codable & Hashable, Tab: Codable & Hashable & Sendable, Destination: View>(
        _ router: ReviveRouter<Route, Tab>, @ViewBuilder destination: @escaping (Route) -> Destination
    ) -> some View {
        modifier(RouteModalHost(router: router, level: 0) { route, _ in destination(route) })
    }

    /// Presents `router`'s modal chain over this view, each route's view given its place: the
    /// modal's own (`.modal(level)`) or the one it was pushed to inside it — what a sheet's
    /// draft binds to, with no level written by hand.
    ///
    /// ```swift
    /// .routeModals(router) { route, place in
    ///     ComposeView(route: route, place: place)   // router.text(at: place ?? router.visiblePlace, named: "body")
    /// }
    /// ```
    /// - Parameters:
    ///   - router: The scene's router.
    ///   - destination: The view of a route and its place; `nil` while a popped route goes away.
    /// - Returns: This view, presenting the chain.
    public func routeModals<Route: Codable & Hashable, Tab: Codable & Hashable & Sendable, Destination: View>(
        _ router: ReviveRouter<Route, Tab>, @ViewBuilder destination: @escaping (Route, RouteTree<Route, Tab>.Place?) -> Destination
    ) -> some View {
        modifier(RouteModalHost(router: router, level: 0, destination: destination))
    }
}
#endif
