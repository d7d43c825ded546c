public import Revive

/// Schema migrations for the values a scene keeps at its root (`@ScenePreserved`,
/// `@ScenePreservedModel`), to register in `Revive/RestorationPolicy`'s chain as
/// ``RouteMigration``'s are: the policy applies each one whose schema version a saved file is
/// older than, before anything is decoded.
///
/// A value is saved as its `Codable` encoding, so renaming an enum case makes an old file's
/// value stop decoding there (a path keeps the elements before it). A migration rewrites it first.
///
/// ```swift
/// var policy = RestorationPolicy(schemaVersion: 2)
/// policy.registerMigration(from: 1, ScenePreservedMigration.renameCase("comic", to: "comicDetail", in: "path"))
/// // in a model's field: ScenePreservedMigration.renameCase("comic", to: "comicDetail", in: "navigation", at: ["path"])
/// ```
public enum ScenePreservedMigration {
    /// A migration that rewrites the value saved under `key` with `body`: returning `nil`
    /// removes it (it reads as its default). A scene that saved no such value is left alone.
    /// - Parameters:
    ///   - key: The value's key.
    ///   - body: Rewrites the saved value; may throw, as any migration may.
    /// - Returns: A migration for `Revive/RestorationPolicy/registerMigration(from:_:)`.
    public static func mapValue(_ key: String, _ body: @escaping @Sendable (StateValue) throws -> StateValue?) -> RestorationPolicy.Migration {
        { snapshot in
            let name = PageViewState.valueKeyPrefix + key
            guard let value = snapshot.root.state[name] else { return snapshot }
            var migrated = snapshot
            migrated.root.state[name] = try body(value)
            return migrated
        }
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
}

extension ScenePreservedMigration: Sendable {}
