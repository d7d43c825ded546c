import Foundation

/// Turns any `Encodable` value into a ``StateValue`` tree.
///
/// Scalars and the Foundation types Revive stores natively go through
/// ``StateValueConvertible`` and never reach the `Encoder` machinery. Everything else is
/// encoded through this `Encoder`: keyed containers become `.dictionary`, unkeyed containers
/// `.array`, `nil` becomes `.null`. Containers are built in reference storage (``EncodedValue``)
/// so that nested containers and super-encoders can be filled after they are handed out, and
/// the tree is frozen into values once the top-level `encode(to:)` returns.
///
/// ```swift
/// let value = try StateValueEncoder.encode(["a": 1, "b": 2])   // .dictionary(["a": .int(1), "b": .int(2)])
/// ```
final class StateValueEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// What this encoder was given: nothing yet, a single value, or a container.
    var storage: EncodedValue?

    init(codingPath: [any CodingKey]) {
        self.codingPath = codingPath
    }

    /// Encodes `value` as a state value.
    /// - Throws: Whatever the value's own `encode(to:)` throws; this encoder throws nothing itself.
    static func encode<T: Encodable>(_ value: T) throws -> StateValue {
        if let convertible = value as? any StateValueConvertible { return convertible.stateValue }
        return try box(value, codingPath: []).frozen
    }

    /// Encodes `value` as a node of a tree under construction.
    static func box<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws -> EncodedValue {
        if let convertible = value as? any StateValueConvertible { return .value(convertible.stateValue) }
        let encoder = StateValueEncoder(codingPath: codingPath)
        try value.encode(to: encoder)
        return encoder.storage ?? .value(.dictionary([:]))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let keyed: KeyedStorage
        if case .keyed(let existing) = storage {
            keyed = existing
        } else {
            keyed = KeyedStorage()
            storage = .keyed(keyed)
        }
        return KeyedEncodingContainer(StateValueKeyedEncodingContainer<Key>(storage: keyed, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let unkeyed: UnkeyedStorage
        if case .unkeyed(let existing) = storage {
            unkeyed = existing
        } else {
            unkeyed = UnkeyedStorage()
            storage = .unkeyed(unkeyed)
        }
        return StateValueUnkeyedEncodingContainer(storage: unkeyed, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }
}

extension StateValueEncoder: SingleValueEncodingContainer {
    func encodeNil() {
        storage = .value(.null)
    }

    func encode<T: Encodable>(_ value: T) throws {
        storage = try Self.box(value, codingPath: codingPath)
    }
}

/// A node of a state value tree while it is being encoded.
enum EncodedValue {
    /// A finished value.
    case value(StateValue)
    /// A keyed container that may still be written to.
    case keyed(KeyedStorage)
    /// An unkeyed container that may still be written to.
    case unkeyed(UnkeyedStorage)
    /// A super-encoder handed out by a container; its value is read when the tree is frozen.
    case encoder(StateValueEncoder)

    /// The finished value.
    var frozen: StateValue {
        switch self {
        case .value(let value):
            return value
        case .keyed(let keyed):
            return .dictionary(keyed.entries.mapValues(\.frozen))
        case .unkeyed(let unkeyed):
            return .array(unkeyed.items.map(\.frozen))
        case .encoder(let encoder):
            return encoder.storage?.frozen ?? .dictionary([:])
        }
    }
}

/// The entries of a keyed container under construction.
final class KeyedStorage {
    var entries: [String: EncodedValue] = [:]
}

/// The items of an unkeyed container under construction.
final class UnkeyedStorage {
    var items: [EncodedValue] = []
}

/// The key of an item in an unkeyed container, and of `super` in a keyed one.
struct StateValueCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = "Index \(intValue)"
        self.intValue = intValue
    }

    /// The key `superEncoder()` and `superDecoder()` use, as in Foundation's coders.
    static let superKey = StateValueCodingKey(stringValue: "super")
}

extension StateValue {
    /// Encodes any `Encodable` value as a state value, as `@Preserved` saves a `Codable` one:
    /// keyed containers become dictionaries, unkeyed ones arrays. For an adapter's own values
    /// (a route, a tab tag).
    ///
    /// ```swift
    /// let value = try StateValue(encoding: Route.comic(id: 42))
    /// let route = try value.decode(Route.self)
    /// ```
    /// - Throws: What the value's own `encode(to:)` throws.
    public init<T: Encodable>(encoding value: T) throws {
        self = try StateValueEncoder.encode(value)
    }
}
