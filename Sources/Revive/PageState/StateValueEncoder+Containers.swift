import Foundation

/// The keyed container of ``StateValueEncoder``: writes `.dictionary` entries by string key.
///
/// Integer keys (a `[Int: V]` dictionary, an `enum` coding key with int values) are stored
/// under their `stringValue`, as Swift's `Codable` expects of a keyed format.
struct StateValueKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let storage: KeyedStorage
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) {
        storage.entries[key.stringValue] = .value(.null)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        storage.entries[key.stringValue] = try StateValueEncoder.box(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested: KeyedStorage
        if case .keyed(let existing) = storage.entries[key.stringValue] {
            nested = existing
        } else {
            nested = KeyedStorage()
            storage.entries[key.stringValue] = .keyed(nested)
        }
        return KeyedEncodingContainer(StateValueKeyedEncodingContainer<NestedKey>(storage: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested: UnkeyedStorage
        if case .unkeyed(let existing) = storage.entries[key.stringValue] {
            nested = existing
        } else {
            nested = UnkeyedStorage()
            storage.entries[key.stringValue] = .unkeyed(nested)
        }
        return StateValueUnkeyedEncodingContainer(storage: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(named: StateValueCodingKey.superKey)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(named: key)
    }

    private func superEncoder(named key: any CodingKey) -> any Encoder {
        let encoder = StateValueEncoder(codingPath: codingPath + [key])
        storage.entries[key.stringValue] = .encoder(encoder)
        return encoder
    }
}

/// The unkeyed container of ``StateValueEncoder``: appends `.array` items.
struct StateValueUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let storage: UnkeyedStorage
    let codingPath: [any CodingKey]

    var count: Int { storage.items.count }

    private var nextKey: any CodingKey { StateValueCodingKey(intValue: storage.items.count) }

    mutating func encodeNil() {
        storage.items.append(.value(.null))
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        storage.items.append(try StateValueEncoder.box(value, codingPath: codingPath + [nextKey]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = KeyedStorage()
        let path = codingPath + [nextKey]
        storage.items.append(.keyed(nested))
        return KeyedEncodingContainer(StateValueKeyedEncodingContainer<NestedKey>(storage: nested, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = UnkeyedStorage()
        let path = codingPath + [nextKey]
        storage.items.append(.unkeyed(nested))
        return StateValueUnkeyedEncodingContainer(storage: nested, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let encoder = StateValueEncoder(codingPath: codingPath + [nextKey])
        storage.items.append(.encoder(encoder))
        return encoder
    }
}
