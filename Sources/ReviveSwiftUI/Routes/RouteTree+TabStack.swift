import Revive

extension RouteTree {
    /// One tab of a ``RouteTree`` — or one sidebar item of a split view — with its navigation path.
    ///
    /// The tab's identifier is the app's own type: an enum (`enum AppTab: Codable { case library,
    /// settings }`), or a `String` as in a `TabView` tagged with strings. Its root view is the
    /// app's; `path` is what `NavigationStack(path:)` pushes over it, bottom first.
    ///
    /// ```swift
    /// enum AppTab: String, Codable { case library, settings }
    /// let library = RouteTree<Route, AppTab>.TabStack(id: .library, path: [.comics, .comic(id: 42)])
    /// ```
    public struct TabStack: Hashable, Identifiable {
        /// The tab's identifier: its tag in `TabView(selection:)` (or the sidebar's selection
        /// value), saved with the tab stack (see ``RouteTree``).
        public var id: Tab
        /// The routes pushed over the tab's root, bottom first.
        public var path: [Route]

        /// Creates a tab.
        /// - Parameters:
        ///   - id: The tab's identifier.
        ///   - path: The routes pushed over its root; empty by default.
        public init(id: Tab, path: [Route] = []) {
            self.id = id
            self.path = path
        }
    }
}

extension RouteTree.TabStack: Sendable where Route: Sendable, Tab: Sendable {}
