#if canImport(SwiftUI)
import Revive
public import SwiftUI

/// Bindings for SwiftUI's navigation containers, made with `Bindable` over the router's
/// properties and subscripts below.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
extension ReviveRouter {
    /// The selected tab, for `TabView(selection:)`; tag each tab with its id.
    ///
    /// ```swift
    /// TabView(selection: router.selection) { LibraryTab().tag("library") }
    /// ```
    public var selection: Binding<String> { Bindable(self).selectedTab }

    /// The typed path of a tab, for `NavigationStack(path:)`.
    ///
    /// ```swift
    /// NavigationStack(path: router.path(forTab: "library")) { LibraryView() }
    /// ```
    public func path(forTab tab: String) -> Binding<[Route]> {
        Bindable(self)[dynamicMember: \ReviveRouter<Route>.[pathForTab: tab]]
    }

    /// The sheet at `level` of the modal chain, for `sheet(item:)`; `nil` until the levels
    /// below it are on screen. Dismissing it dismisses the modals above it too.
    public func sheet(at level: Int) -> Binding<RouteModal<Route>?> {
        Bindable(self)[dynamicMember: \ReviveRouter<Route>.[modalAt: level, .sheet]]
    }

    /// The full-screen cover at `level`, for `fullScreenCover(item:)`; as ``sheet(at:)``.
    public func fullScreenCover(at level: Int) -> Binding<RouteModal<Route>?> {
        Bindable(self)[dynamicMember: \ReviveRouter<Route>.[modalAt: level, .fullScreenCover]]
    }

    /// The typed path inside the modal at `level`, for its own `NavigationStack(path:)`.
    public func modalPath(at level: Int) -> Binding<[Route]> {
        Bindable(self)[dynamicMember: \ReviveRouter<Route>.[modalPathAt: level]]
    }

    /// The selected tab's id; setting an unknown id changes nothing.
    public var selectedTab: String {
        get { tree.selectedTab }
        set { routes.tree.select(newValue) }
    }

    /// A tab's path; empty for an unknown tab, whose path cannot be set.
    public subscript(pathForTab tab: String) -> [Route] {
        get { tree.path(forTab: tab) ?? [] }
        set { routes.tree.setPath(newValue, forTab: tab) }
    }

    /// The modal of `style` to present at `level` now; setting `nil` (SwiftUI does when the
    /// user dismisses it) dismisses it and every modal above it.
    public subscript(modalAt level: Int, style: RouteModal<Route>.Style) -> RouteModal<Route>? {
        get { presentable(at: level, style: style) }
        set {
            guard newValue == nil, tree.modals.indices.contains(level), tree.modals[level].style == style else { return }
            routes.dismissModals(from: level)
        }
    }

    /// The path inside the modal at `level`; empty when there is none.
    public subscript(modalPathAt level: Int) -> [Route] {
        get { tree.modals.indices.contains(level) ? tree.modals[level].path : [] }
        set { routes.setModalPath(newValue, at: level) }
    }
}
#endif
