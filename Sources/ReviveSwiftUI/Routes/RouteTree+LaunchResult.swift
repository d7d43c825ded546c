public import Revive

extension RouteTree {
    /// What a route launch did: restored or started fresh (``Revive/LaunchResult``), and what became
    /// of the deep link it came with.
    ///
    /// ```swift
    /// let launch = await controller.launch(defaultTree: tree, deepLink: link)
    /// if launch.deepLink == .replacedRestoredTree { analytics.log("link won over restore") }
    /// ```
    public struct LaunchResult: Hashable, Sendable, CustomStringConvertible {
        /// What happened to a deep link at launch.
        public enum DeepLinkOutcome: String, Hashable, Sendable {
            /// The link was opened on top of the restored tree.
            case mergedIntoRestoredTree
            /// The restored tree was dropped; the default tree shows the link.
            case replacedRestoredTree
            /// Nothing was restored; the default tree shows the link.
            case openedOnFreshStart
        }

        /// Restored with the report, or fresh and why.
        public let launch: Revive.LaunchResult
        /// What happened to the deep link; `nil` when the launch came with none.
        public let deepLink: DeepLinkOutcome?

        /// Creates a result.
        package init(launch: Revive.LaunchResult, deepLink: DeepLinkOutcome?) {
            self.launch = launch
            self.deepLink = deepLink
        }

        /// `"restored 6 pages; the deep link was merged into the restored tree"`.
        public var description: String {
            let link: String
            switch deepLink {
            case nil: link = ""
            case .mergedIntoRestoredTree: link = "; the deep link was merged into the restored tree"
            case .replacedRestoredTree: link = "; the deep link replaced the restored tree"
            case .openedOnFreshStart: link = "; the deep link was opened on a fresh start"
            }
            return "\(launch)\(link)"
        }
    }
}
