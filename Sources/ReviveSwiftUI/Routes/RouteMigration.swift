public import Revive

/// Schema migrations for saved route trees, to register in `Revive/RestorationPolicy`'s chain.
///
/// A route is saved as its name and its `Codable` value, so renaming an enum case or
/// changing its payload makes old files prune it. A migration rewrites the saved routes
/// before the rebuild sees them.
///
/// ```swift
/// var policy = RestorationPolicy(schemaVersion: 2)
/// policy.registerMigration(from: 1, RouteMigration.renameRoute("comic", to: "comicDetail"))
/// ```
public enum RouteMigration {
    /// A saved route: its registered name and its value (a synthesized enum's value is a
    /// dictionary with one key, the case name, over the payload).
    public struct SavedRoute: Hashable, Sendable {
        /// The route's name.
        public var name: String
        /// The route's encoded value.
        public var value: StateValue

        /// Creates a saved route.
        public init(name: String, value: StateValue) {
            self.name = name
            self.value = value
        }
    }

    /// A migration that rewrites every saved route with `body`; returning `nil` removes the
    /// route and the rest of its stack above it (a modal whose route is removed ends the chain).
    /// - Parameter body: Rewrites one route; may throw to discard the whole saved state.
    /// - Returns: A migration for `Revive/RestorationPolicy/registerMigration(from:_:)`.
    public static func mapRoutes(_ body: @escaping @Sendable (SavedRoute) throws -> SavedRoute?) -> RestorationPolicy.Migration {
        { snapshot in
            var migrated = snapshot
            migrated.root = try rewrite(snapshot.root, body)
            return migrated
        }
    }

    /// A migration that renames the route `old` to `new`, in its name and, for a
    /// synthesized enum's value, in its case key.
    public static func renameRoute(_ old: String, to new: String) -> RestorationPolicy.Migration {
        mapRoutes { route in
            guard route.name == old else { return route }
            var value = route.value
            if case .dictionary(var cases) = value, cases.count == 1, let payload = cases[old] {
                cases = [new: payload]
                value = .dictionary(cases)
            }
            return SavedRoute(name: new, value: value)
        }
    }

    private static func rewrite(_ node: Snapshot.Node, _ body: (SavedRoute) throws -> SavedRoute?) throws -> Snapshot.Node {
        var node = node
        var children: [Snapshot.Node] = []
        for child in node.children {
            guard child.typeName == "Route" else {
                children.append(try rewrite(child, body))
                continue
            }
            let saved = SavedRoute(name: child.restorationID, value: child.state[RouteNodeName.routeKey] ?? .null)
            guard let route = try body(saved) else { break }
            var rewritten = child
            rewritten.restorationID = route.name
            rewritten.state[RouteNodeName.routeKey] = route.value
            children.append(rewritten)
        }
        node.children = children
        if let presented = node.presented {
            let rewritten = try rewrite(presented, body)
            let isModal = presented.typeName == RouteNodeName.sheet || presented.typeName == RouteNodeName.cover
            node.presented = isModal && rewritten.children.isEmpty ? nil : rewritten
        }
        return node
    }
}
extension RouteMigration: Sendable {}
