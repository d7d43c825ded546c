public import Revive

/// Schema migrations for what a SwiftUI scene saves — its route tree and the values its views
/// and models keep (`@RouteStorage`, `@ScenePreserved`, `@ScenePreservedModel`) — to register in
/// `Revive/RestorationPolicy`'s chain: the policy applies each one whose schema version a saved
/// file is older than, before anything is decoded. The one migration type of ReviveSwiftUI.
///
/// A route is saved as its name and its `Codable` value, and a value as its `Codable` encoding,
/// so renaming an enum case or changing a payload makes an old file keep only what still decodes
/// (a path keeps the elements before the first that does not). A migration rewrites them first.
///
/// ```swift
/// var policy = RestorationPolicy(schemaVersion: 2)
/// policy.registerMigration(from: 1, RouteMigration.renameRoute("comic", to: "comicDetail"))
/// policy.registerMigration(from: 1, RouteMigration.renameCase("comic", to: "comicDetail", in: "path"))
/// // in a model's field: RouteMigration.renameCase("comic", to: "comicDetail", in: "navigation", at: ["path"])
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

    /// A migration that rewrites the value saved under `key` with `body`, at the scene's root
    /// (`@ScenePreserved`, a model) and at every page of the route tree (`@RouteStorage`):
    /// returning `nil` removes it (it reads as its default). A scene that saved no such value is
    /// left alone.
    /// - Parameters:
    ///   - key: The value's key.
    ///   - body: Rewrites the saved value; may throw, as any migration may.
    /// - Returns: A migration for `Revive/RestorationPolicy/registerMigration(from:_:)`.
    public static func mapValue(_ key: String, _ body: @escaping @Sendable (StateValue) throws -> StateValue?) -> RestorationPolicy.Migration {
        { snapshot in
            var migrated = snapshot
            migrated.root = try rewriteValue(PageViewState.valueKeyPrefix + key, in: snapshot.root, body)
            return migrated
        }
    }

    private static func rewriteValue(_ name: String, in node: Snapshot.Node, _ body: (StateValue) throws -> StateValue?) throws -> Snapshot.Node {
        var node = node
        if let value = node.state[name] { node.state[name] = try body(value) }
        node.children = try node.children.map { try rewriteValue(name, in: $0, body) }
        if let presented = node.presented { node.presented = try rewriteValue(name, in: presented, body) }
        return node
    }

    /// A migration that renames the enum case `old` to `new` in the value saved under `key` — or
    /// in its field at `fields` (a model's `path`) — in each element when it is an array: a
    /// synthesized enum's value (a dictionary whose one key is the case) or a `String` raw value.
    /// - Parameters:
    ///   - old: The case's name in saved files.
    ///   - new: Its name now.
    ///   - key: The value's key.
    ///   - fields: The field names from the value to the enum or array of enums; empty for the
    ///     value itself.
    /// - Returns: A migration for `Revive/RestorationPolicy/registerMigration(from:_:)`.
    public static func renameCase(_ old: String, to new: String, in key: String, at fields: [String] = []) -> RestorationPolicy.Migration {
        mapValue(key) { value in rewrite(value, at: fields[...]) { renamed($0, old, new) } }
    }

    private static func rewrite(_ value: StateValue, at fields: ArraySlice<String>, _ body: (StateValue) -> StateValue) -> StateValue {
        guard let field = fields.first else {
            if case .array(let elements) = value { return .array(elements.map(body)) }
            return body(value)
        }
        guard case .dictionary(var entries) = value, let inner = entries[field] else { return value }
        entries[field] = rewrite(inner, at: fields.dropFirst(), body)
        return .dictionary(entries)
    }

    private static func renamed(_ value: StateValue, _ old: String, _ new: String) -> StateValue {
        switch value {
        case .string(old):
            return .string(new)
        case .dictionary(let cases) where cases.count == 1:
            guard let payload = cases[old] else { return value }
            return .dictionary([new: payload])
        default:
            return value
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
