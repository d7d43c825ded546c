public import Revive

/// The app's own values kept by place: what ``RouteValue`` and SwiftUI's `@RouteStorage` read
/// and write, saved with the tree in the same file, under the same budget and codec. A page's
/// values are part of its view state (``Revive/PageViewState/values``); the scene's root's are
/// saved on the tree's root.
///
/// A value kept at a page's place goes when the page's route leaves that place (popped,
/// replaced, dismissed), as the page's view state does, and does not come back when an equal
/// route is pushed again. A value kept at the scene's root (`place` `nil`) lives as long as the
/// scene. Each page's values count towards its per-page budget; the root's towards the tab
/// container's.
///
/// ```swift
/// var tree = RouteTree<Route, AppTab>(tabs: [.library])
/// tree[storedValueAt: .tabRoot(.library), named: "filter"] = .string("unread")
/// tree[storedValueAt: nil, named: "sidebar"] = .bool(true)     // the scene's root
/// ```
extension RouteTree {
    /// The value stored under `name` at `place`, or at the scene's root when `place` is `nil`;
    /// `nil` when there is none. Setting `nil` removes it; setting a value at a place that is
    /// not in the tree does nothing.
    public subscript(storedValueAt place: RouteTree<Route, Tab>.Place?, named name: String) -> StateValue? {
        get {
            guard let place else { return sceneValues[name] }
            return viewStates[place]?.values[name]
        }
        set {
            guard let place else {
                sceneValues[name] = newValue
                return
            }
            self[viewStateAt: place].values[name] = newValue
        }
    }

    /// This tree with the scene's root values of `other`: a deep link that replaces the
    /// navigation keeps what the scene's root views kept.
    func keepingSceneValues(of other: RouteTree) -> RouteTree {
        var tree = self
        tree.sceneValues = other.sceneValues
        return tree
    }

    /// The place of `route` in `container`'s stack: its last occurrence on the tab's path or in
    /// the modal (its own route or its path); `nil` when it is not there.
    ///
    /// `navigationDestination(for:)` hands a view its route, not its index; with two equal routes
    /// on one stack the deeper one's place is given.
    ///
    /// - Parameters:
    ///   - route: The route a view shows.
    ///   - container: The tab or modal whose stack it is on.
    /// - Returns: Its place, for ``RouteValue``.
    public func place(of route: Route, in container: RouteTree<Route, Tab>.Place.Container) -> RouteTree<Route, Tab>.Place? {
        switch container {
        case .tab(let id):
            guard let index = path(forTab: id)?.lastIndex(of: route) else { return nil }
            return .tab(id, pathIndex: index)
        case .modal(let level):
            guard modals.indices.contains(level) else { return nil }
            if let index = modals[level].path.lastIndex(of: route) { return .modal(level, pathIndex: index) }
            return modals[level].route == route ? .modal(level) : nil
        }
    }
}
