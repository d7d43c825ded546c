import Foundation

/// The keyed container of ``StateValueDecoder``: reads `.dictionary` entries by string key.
///
/// `allKeys` lists the entries whose string converts to `Key`, which is how a `[Int: V]`
/// dictionary finds its integer keys again.
struct StateValueKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let entries: [String: StateValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { entries.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool {
        entries[key.stringValue] != nil
    }

    private func entry(_ key: Key) throws -> StateValue {
        guard let value = entries[key.stringValue] else {
            let context = DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "no value for key \(key.stringValue.quoted)"
            )
            throw DecodingError.keyNotFound(key, context)
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try entry(key) { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try StateValueDecoder.unbox(try entry(key), as: type, codingPath: codingPath + [key])
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = entries[key.stringValue] else { return nil }
        if case .null = value { return nil }
        return try StateValueDecoder.unbox(value, as: type, codingPath: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key, value: try entry(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key, value: try entry(key)).unkeyedContainer()
    }

    /// A decoder over the `super` entry, or over `null` when there is none (as Foundation does).
    func superDecoder() throws -> any Decoder {
        let key = StateValueCodingKey.superKey
        return StateValueDecoder(value: entries[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder(for: key, value: entries[key.stringValue] ?? .null)
    }

    private func decoder(for key: Key, value: StateValue) -> StateValueDecoder {
        StateValueDecoder(value: value, codingPath: codingPath + [key])
    }
}

/// The unkeyed container of ``StateValueDecoder``: reads `.array` items in order.
struct StateValueUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let items: [StateValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(items: [StateValue], codingPath: [any CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private var currentKey: any CodingKey { StateValueCodingKey(intValue: currentIndex) }

    /// The next item, without consuming it.
    private func peek<T>(_ type: T.Type) throws -> StateValue {
        guard currentIndex < items.count else {
            let context = DecodingError.Context(
                codingPath: codingPath + [currentKey],
                debugDescription: "array of \(items.count) has no item \(currentIndex)"
            )
            throw DecodingError.valueNotFound(type, context)
        }
        return items[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        guard case .null = try peek(Never?.self) else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try StateValueDecoder.unbox(try peek(type), as: type, codingPath: codingPath + [currentKey])
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try nextDecoder().container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try nextDecoder().unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = try nextDecoder()
        currentIndex += 1
        return decoder
    }

    private func nextDecoder() throws -> StateValueDecoder {
        StateValueDecoder(value: try peek(StateValue.self), codingPath: codingPath + [currentKey])
    }
}
