import Foundation

extension PageState {
    /// Stores any `Encodable` value under `key`, replacing what was there.
    ///
    /// This is the `encodeRevivableState(into:)` side of a page's custom state. The value is
    /// reduced to a ``StateValue`` tree: numbers, `Bool` and `String` directly; `Date` as
    /// `.date`, `Data` as `.data`, `URL` as its absolute string, `UUID` as its string; arrays,
    /// dictionaries, optionals (`nil` is `.null`), enums and your own `Codable` types through
    /// their `encode(to:)`.
    ///
    /// ```swift
    /// var state = PageState()
    /// try state.encode(42, forKey: "comic_id")
    /// try state.encode(ReaderSettings(zoom: 1.5, pagesPerScreen: 2), forKey: "settings")
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to store.
    ///   - key: The key to store it under.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/encodingFailed`` when the
    ///   value's own `encode(to:)` throws. The state is unchanged then.
    public mutating func encode<T: Encodable>(_ value: T, forKey key: String) throws(ReviveError) {
        do {
            self[key] = try StateValueEncoder.encode(value)
        } catch {
            throw ReviveError.encodingFailed(key, type: T.self, underlying: error)
        }
    }

    /// Reads the value under `key` as a `T`.
    ///
    /// The read is checked: a string where an `Int` is declared, or 300 where an `Int8` is,
    /// throws an error that quotes the key, the expected type and what the state holds; it never
    /// traps and never returns a silently converted value. An integer stored value is accepted
    /// for `Double` and `Float`; nothing else converts between shapes.
    ///
    /// ```swift
    /// let comicID = try state.decode(Int.self, forKey: "comic_id")
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to read.
    ///   - key: The key the value was stored under.
    /// - Returns: The decoded value.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/missingKey`` when there is no
    ///   value under `key` (for an optional type too: use ``decodeIfPresent(_:forKey:)`` when
    ///   absence is expected), ``ReviveError/Code/typeMismatch``,
    ///   ``ReviveError/Code/valueOutOfRange`` or ``ReviveError/Code/invalidValue`` when the
    ///   stored value does not fit `T`.
    public func decode<T: Decodable>(_ type: T.Type = T.self, forKey key: String) throws(ReviveError) -> T {
        guard let value = self[key] else { throw ReviveError.missingKey(key, expected: type) }
        return try Self.decode(type, from: value, key: key)
    }

    /// Reads the value under `key` as a `T`, or `nil` when there is none.
    ///
    /// Absence is not an error here: a missing key and a stored `null` both return `nil`. A value
    /// that is present but does not fit `T` still throws.
    ///
    /// ```swift
    /// let selection = try state.decodeIfPresent(String.self, forKey: "selection") ?? "all"
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to read.
    ///   - key: The key the value was stored under.
    /// - Returns: The decoded value, or `nil` when the key is absent or holds `null`.
    /// - Throws: ``ReviveError`` when a stored value does not fit `T` (see ``decode(_:forKey:)``).
    public func decodeIfPresent<T: Decodable>(_ type: T.Type = T.self, forKey key: String) throws(ReviveError) -> T? {
        guard let value = self[key] else { return nil }
        if case .null = value { return nil }
        return try Self.decode(type, from: value, key: key)
    }

    /// Decodes `value` as a `T`, translating failures into a ``ReviveError`` about `key`.
    static func decode<T: Decodable>(_ type: T.Type, from value: StateValue, key: String) throws(ReviveError) -> T {
        do {
            return try StateValueDecoder.decode(type, from: value)
        } catch {
            throw ReviveError.decoding(error, key: key, declared: type)
        }
    }
}
