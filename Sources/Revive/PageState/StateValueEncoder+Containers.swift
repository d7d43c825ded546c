import Foundation

/// The keyed container of ``StateValueEncoder``: writes `.dictionary` entries by string key.
///
/// Integer keys (a `[Int: V]` dictionary, an `enum` coding key with int values) are stored
/// under their `stringValue`, as Swift's `Codable` expects of a keyed format.
struct StateValueKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    package let storage: KeyedStorage
    package let codingPath: [any CodingKey]

    package mutating func encodeNil(forKey key: Key) {
        storage.entries[key.stringValue] = .value(.null)
    }

    package mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        storage.entries[key.stringValue] = try StateValueEncoder.box(value, codingPath: codingPath + [key])
    }

    package mutating func nestedContainer<NestedKey: CodingKey>(
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

    package mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested: UnkeyedStorage
        if case .unkeyed(let existing) = storage.entries[key.stringValue] {
            nested = existing
        } else {
            nested = UnkeyedStorage()
            storage.entries[key.stringValue] = .unkeyed(nested)
        }
        return StateValueUnkeyedEncodingContainer(storage: nested, codingPath: codingPath + [key])
    }

    package mutating func superEncoder() -> any Encoder {
        superEncoder(named: StateValueCodingKey.superKey)
    }

    package mutating func superEncoder(forKey key: Key) -> any Encoder {
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
    package let storage: UnkeyedStorage
    package let codingPath: [any CodingKey]

    package var count: Int { storage.items.count }

    private var nextKey: any CodingKey { StateValueCodingKey(intValue: storage.items.count) }

    package mutating func encodeNil() {
        storage.items.append(.value(.null))
    }

    package mutating func encode<T: Encodable>(_ value: T) throws {
        storage.items.append(try StateValueEncoder.box(value, codingPath: codingPath + [nextKey]))
    }

    package mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = KeyedStorage()
        let path = codingPath + [nextKey]
        storage.items.append(.keyed(nested))
        return KeyedEncodingContainer(StateValueKeyedEncodingContainer<NestedKey>(storage: nested, codingPath: path))
    }

    package mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = UnkeyedStorage()
        let path = codingPath + [nextKey]
        storage.items.append(.unkeyed(nested))
        return StateValueUnkeyedEncodingContainer(storage: nested, codingPath: path)
    }

    package mutating func superEncoder() -> any Encoder {
        let encoder = StateValueEncoder(codingPath: codingPath + [nextKey])
        storage.items.append(.encoder(encoder))
        return encoder
    }
}
