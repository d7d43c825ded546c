import Revive

/// One tab of a ``RouteTree``: its identifier (the `TabView` tag) and its navigation path.
///
/// The tab's root view is the app's; `path` is what `NavigationStack(path:)` pushes over it,
/// bottom first.
///
/// ```swift
/// let library = RouteTab<Route>(id: "library", path: [.comics, .comic(id: 42)])
/// ```
public struct RouteTab<Route: Codable & Hashable>: Hashable, Identifiable {
    /// The tab's identifier: its tag in `TabView(selection:)`, saved as the tab stack's
    /// restoration identifier.
    public var id: String
    /// The routes pushed over the tab's root, bottom first.
    public var path: [Route]

    /// Creates a tab.
    /// - Parameters:
    ///   - id: The tab's identifier.
    ///   - path: The routes pushed over its root; empty by default.
    public init(id: String, path: [Route] = []) {
        self.id = id
        self.path = path
    }
}

extension RouteTab: Sendable where Route: Sendable {}
