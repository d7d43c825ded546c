public import Revive

extension RouteTree {
    /// What a route launch did: restored or started fresh (`Revive/LaunchResult`), and what became
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
        /// What happened to the deep link; `nil` when the launch came with none (or with only a
        /// window's link, and restored).
        public let deepLink: DeepLinkOutcome?
        /// How many restored modals the link kept, with their paths, drafts and values, and
        /// opened beneath (``RouteTree/DeepLink/ModalHandling-swift.enum/keep``); 0 when none was
        /// presented or the link dismissed them.
        public let keptModals: Int

        /// Creates a result.
        package init(launch: Revive.LaunchResult, deepLink: DeepLinkOutcome?, keptModals: Int = 0) {
            self.launch = launch
            self.deepLink = deepLink
            self.keptModals = keptModals
        }

        /// `"restored 6 pages; the deep link was merged into the restored tree; 1 presented modal was kept above it"`.
        public var description: String {
            let link: String
            switch deepLink {
            case nil: link = ""
            case .mergedIntoRestoredTree: link = "; the deep link was merged into the restored tree"
            case .replacedRestoredTree: link = "; the deep link replaced the restored tree"
            case .openedOnFreshStart: link = "; the deep link was opened on a fresh start"
            }
            let modals = keptModals == 0 ? "" : "; \(keptModals) presented modal\(keptModals == 1 ? " was" : "s were") kept above it"
            return "\(launch)\(link)\(modals)"
        }
    }
}
