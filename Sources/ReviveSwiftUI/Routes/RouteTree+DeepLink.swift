import Revive

extension RouteTree {
    /// A place a launch was asked to open — from a URL, a notification, a shortcut — and
    /// whether it merges with the restored tree or replaces it.
    ///
    /// With ``Precedence-swift.enum/merge``, the restored tree stays and the link is opened on
    /// top of it: its tab is selected, the modals are dismissed, and its path is pushed onto
    /// that tab's restored path. With ``Precedence-swift.enum/replace``, the restored tree is
    /// dropped and the app's default tree shows the link. ``RouteTree/LaunchResult`` says which
    /// happened.
    ///
    /// ```swift
    /// let link = RouteTree<Route, AppTab>.DeepLink(tab: .library, path: [.comic(id: 42)], precedence: .merge)
    /// let launch = await controller.launch(defaultTree: defaultTree, deepLink: link)
    /// print(launch)   // "restored 6 pages; the deep link was merged into the restored tree"
    /// ```
    public struct DeepLink: Hashable {
        /// What the app chooses to do with a restored tree when a launch comes with a link.
        public enum Precedence: String, Hashable, Sendable {
            /// Keep the restored tree and open the link on top of it.
            case merge
            /// Drop the restored tree and show the link over the default tree.
            case replace
        }

        /// The tab to select, or `nil` for the selected one; an unknown tab is ignored.
        public var tab: Tab?
        /// The routes to push on that tab.
        public var path: [Route]
        /// Merge with or replace a restored tree.
        public var precedence: Precedence

        /// Creates a link.
        /// - Parameters:
        ///   - tab: The tab to select; `nil` keeps the selection.
        ///   - path: The routes to push.
        ///   - precedence: Merge with (the default) or replace a restored tree.
        public init(tab: Tab? = nil, path: [Route], precedence: Precedence = .merge) {
            self.tab = tab
            self.path = path
            self.precedence = precedence
        }
    }
}

extension RouteTree.DeepLink: Sendable where Route: Sendable, Tab: Sendable {}
