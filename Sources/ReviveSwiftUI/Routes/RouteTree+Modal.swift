import Revive

extension RouteTree {
    /// One level of a ``RouteTree``'s modal chain: a sheet or full-screen cover showing `route`,
    /// with its own navigation path.
    ///
    /// Its identity for `sheet(item:)` is its ``level`` (its place in the chain), so editing the
    /// route or pushing inside the modal updates it in place instead of presenting it again.
    ///
    /// ```swift
    /// let options = RouteTree<Route, Tab>.Modal(.options(textSize: 14), style: .sheet)
    /// ```
    public struct Modal: Hashable, Identifiable {
        /// How a modal covers what is under it.
        public enum Style: String, Hashable, Sendable, CaseIterable {
            /// `sheet(item:)`.
            case sheet
            /// `fullScreenCover(item:)`.
            case fullScreenCover
        }

        /// Sheet or full-screen cover.
        public var style: Style
        /// The route the modal shows at its root.
        public var route: Route
        /// The routes pushed inside the modal, bottom first.
        public var path: [Route]
        /// The modal's place in the chain, `0` for the outermost; kept by ``RouteTree``.
        public internal(set) var level: Int

        /// The modal's identity: its level.
        public var id: Int { level }

        /// Creates a modal.
        /// - Parameters:
        ///   - route: The route at the modal's root.
        ///   - style: Sheet (the default) or full-screen cover.
        ///   - path: Routes pushed inside the modal.
        public init(_ route: Route, style: Style = .sheet, path: [Route] = []) {
            self.route = route
            self.style = style
            self.path = path
            self.level = 0
        }
    }
}

extension RouteTree.Modal: Sendable where Route: Sendable {}
