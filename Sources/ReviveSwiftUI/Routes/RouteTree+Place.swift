extension RouteTree {
    /// Where a page sits in a ``RouteTree``: a tab's root view, a route on a tab's path, a modal's
    /// own route or a route on a modal's path. View state is kept by place.
    ///
    /// `Tab` is the tree's tab type; `.tabRoot(.library)` reads as the tab does.
    ///
    /// ```swift
    /// router[scrollAnchorIDAt: .tabRoot(.library)] = "comic-41"
    /// let place = router.visiblePlace                 // .init(container: .modal(0), depth: 2)
    /// ```
    public struct Place: Hashable {
        /// The tab or the modal the page is in.
        public enum Container: Hashable {
            /// The tab with this identifier.
            case tab(Tab)
            /// The modal at this level (0 is the first one presented).
            case modal(Int)
        }

        /// The tab or the modal the page is in.
        public var container: Container
        /// 0 for the tab's root view or the modal's own route; `n` for the `n`th route of the path.
        public var depth: Int

        /// A place.
        ///
        /// - Parameters:
        ///   - container: The tab or the modal.
        ///   - depth: 0 for its root, `n` for the `n`th route of its path; negative reads as 0.
        public init(container: Container, depth: Int) {
            self.container = container
            self.depth = max(depth, 0)
        }

        /// A tab's root view (what the `NavigationStack` shows under its path).
        public static func tabRoot(_ tab: Tab) -> Place {
            Place(container: .tab(tab), depth: 0)
        }

        /// The route at `index` of a tab's path.
        public static func tab(_ tab: Tab, pathIndex index: Int) -> Place {
            Place(container: .tab(tab), depth: index + 1)
        }

        /// A modal's own route (`pathIndex` `nil`) or the route at `pathIndex` of its path.
        public static func modal(_ level: Int, pathIndex index: Int? = nil) -> Place {
            Place(container: .modal(level), depth: index.map { $0 + 1 } ?? 0)
        }
    }
}

extension RouteTree.Place: Sendable where Tab: Sendable {}
extension RouteTree.Place.Container: Sendable where Tab: Sendable {}
