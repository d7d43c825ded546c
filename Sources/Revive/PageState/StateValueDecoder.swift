import Foundation

/// Rebuilds any `Decodable` value from a ``StateValue`` tree.
///
/// The counterpart of ``StateValueEncoder``: types that adopt ``StateValueConvertible`` are
/// read directly (with range checks: 300 never becomes an `Int8`, it throws); everything else
/// decodes through this `Decoder`, which hands out keyed containers over `.dictionary`,
/// unkeyed containers over `.array` and itself as the single-value container.
///
/// Failures are standard `DecodingError`s, so user types that catch them keep working. Type
/// and range failures carry a ``StateValueMismatch`` as the underlying error, which
/// ``ReviveError`` uses to quote the expected type and the value found.
///
/// ```swift
/// let id = try StateValueDecoder.decode(Int.self, from: .int(42))   // 42
/// ```
struct StateValueDecoder: Decoder {
    let value: StateValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Decodes a `T` from `value`.
    /// - Throws: A `DecodingError` when the value does not fit `T`, or what `T`'s own
    ///   `init(from:)` throws.
    static func decode<T: Decodable>(_ type: T.Type, from value: StateValue) throws -> T {
        try unbox(value, as: type, codingPath: [])
    }

    /// Decodes a `T` from `value`, found at `codingPath` of the tree being decoded.
    static func unbox<T: Decodable>(_ value: StateValue, as type: T.Type, codingPath: [any CodingKey]) throws -> T {
        if let convertible = type as? any StateValueConvertible.Type {
            do {
                let result: any StateValueConvertible
                result = try convertible.decode(from: value)
                if let typed = result as? T { return typed }
            } catch {
                // A collection is decoded again below, so that the error names the element.
                if !(convertible is any StateValueCollection.Type) { throw error.decodingError(at: codingPath) }
            }
        }
        return try T(from: StateValueDecoder(value: value, codingPath: codingPath))
    }

    /// A type mismatch at this decoder's path: the value is not the container `shape` a type needs.
    func mismatch(container shape: String, type: Any.Type) -> DecodingError {
        StateValueMismatch(container: shape, type: type, found: value).decodingError(at: codingPath)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .dictionary(let entries) = value else { throw mismatch(container: "dictionary", type: [String: Any].self) }
        return KeyedDecodingContainer(StateValueKeyedDecodingContainer<Key>(entries: entries, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw mismatch(container: "array", type: [Any].self) }
        return StateValueUnkeyedDecodingContainer(items: items, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueDecodingContainer {
        self
    }
}

extension StateValueDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool {
        if case .null = value { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try Self.unbox(value, as: type, codingPath: codingPath)
    }
}

extension StateValue {
    /// Decodes a `T` from this state value, as `@Preserved` restores a `Codable` one: the
    /// reverse of ``init(encoding:)``.
    /// - Throws: A `DecodingError` when the value does not fit `T`, or what `T`'s own
    ///   `init(from:)` throws.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try StateValueDecoder.decode(type, from: self)
    }
}
