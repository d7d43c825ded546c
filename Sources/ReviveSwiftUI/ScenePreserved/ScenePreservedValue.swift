import Revive

/// One `Codable` value a scene keeps at its router's root, with `@SceneStorage`'s shape — a
/// key, a default, scene-scoped — and the engine's file: SwiftUI's `@ScenePreserved` is a thin
/// shell over it, and a model or a test uses it directly.
///
/// The value is stored only when it differs from the default: writing the default removes it.
/// A saved value that no longer decodes keeps what still does: a `[Route]` path whose third
/// element names a removed case comes back as its first two; an optional item that no longer
/// decodes is `nil`; anything else reads as its default. Each drop is an item of the scene's
/// ``PreservedScene/report``. Not an error: a value the app never wrote reads as its default.
/// A key that a ``PreservedScene/model(_:default:)`` model holds too is a setup mistake, reported
/// as a `misplacedValue` `Revive/SetupIssue` (on the console of a debug build).
///
/// ```swift
/// let path = ScenePreservedValue("path", default: [Route](), in: router.preservedScene)
/// path.wrappedValue.append(.comic(id: 7))
/// ```
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
@propertyWrapper
public struct ScenePreservedValue<Value: Codable> {
    /// The value's key, unique among the scene's values.
    public let key: String
    /// The value when none is stored.
    public let defaultValue: Value
    /// The scene whose root keeps it.
    public let scene: PreservedScene

    /// A value kept under `key` at `scene`'s root.
    /// - Parameters:
    ///   - key: Its key, unique among the scene's values and models.
    ///   - defaultValue: The value when none is stored.
    ///   - scene: The scene (``ReviveRouter/preservedScene``).
    public init(_ key: String, default defaultValue: Value, in scene: PreservedScene) {
        self.key = key
        self.defaultValue = defaultValue
        self.scene = scene
    }

    /// The stored value — what of it still decodes — or the default; setting it stores it (the
    /// default removes it). A value that cannot be encoded is not kept (the stored one is removed),
    /// and is reported as a `notSaved` `Revive/SetupIssue`.
    public var wrappedValue: Value {
        get {
            scene.noteValueKey(key)
            guard let stored = scene.read(key) else { return defaultValue }
            return scene.decode(Value.self, from: stored, key: key) { try? StateValue(encoding: defaultValue) } ?? defaultValue
        }
        nonmutating set {
            scene.noteValueKey(key)
            scene.write(key, Self.stored(newValue, default: defaultValue, key: key))
        }
    }

    /// What to store for `value`: `nil` for the default, or when it cannot be encoded.
    static func stored(_ value: Value, default defaultValue: Value, key: String) -> StateValue? {
        do {
            let encoded = try StateValue(encoding: value)
            return encoded == (try? StateValue(encoding: defaultValue)) ? nil : encoded
        } catch {
            SetupIssue.handler(SetupIssue(.notSaved, "ScenePreserved \"\(key)\" cannot be encoded, so it is not kept: \(error)"))
            return nil
        }
    }
}

extension ScenePreservedValue: Sendable where Value: Sendable {}
