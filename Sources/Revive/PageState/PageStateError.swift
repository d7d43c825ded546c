import Foundation

/// An error reading or writing a page's preserved state.
///
/// Every message names the key involved, the type the page declared and what the state
/// actually holds, so a report can be read without the code at hand:
///
/// ```
/// key "comic_id": expected Int, found string "abc"
/// key "zoom": expected Int8, found int 300 (out of range)
/// ```
///
/// Compare ``code`` with the static members of ``Code`` to react to a kind of failure:
///
/// ```swift
/// do {
///     let id = try state.decode(Int.self, forKey: "comic_id")
/// } catch where error.code == .missingKey {
///     // first launch of this page: nothing was saved
/// }
/// ```
///
/// A key holding `null` for an optional type is not an error, and neither is an absent key
/// read with ``PageState/decodeIfPresent(_:forKey:)``.
public struct PageStateError: Error, Hashable {
    /// What went wrong.
    public let code: Code
    /// The state key involved, when there is one.
    public let key: String?
    /// A human-readable description that quotes the key, the expected type and the value found.
    public let message: String

    /// The declared type's name (`"Int"`), for type and range failures.
    let expected: String?
    /// What the state held (`string "abc"`), for type and range failures.
    let found: String?

    init(code: Code, key: String?, message: String, expected: String? = nil, found: String? = nil) {
        self.code = code
        self.key = key
        self.message = message
        self.expected = expected
        self.found = found
    }
}

extension PageStateError {
    /// The kind of a ``PageStateError``; new kinds may be added without breaking callers.
    public struct Code: Hashable, Sendable {
        enum Storage: Hashable, Sendable {
            case missingKey
            case typeMismatch
            case valueOutOfRange
            case invalidValue
            case encodingFailed
            case duplicateKey
        }

        let storage: Storage

        init(_ storage: Storage) {
            self.storage = storage
        }

        /// The state has no value under the key.
        public static var missingKey: Self { Self(.missingKey) }
        /// The state holds a value of another shape than the declared type (a string where an
        /// `Int` is declared, a dictionary that lacks one of a struct's fields).
        public static var typeMismatch: Self { Self(.typeMismatch) }
        /// The state holds a number that does not fit the declared type (300 for an `Int8`).
        public static var valueOutOfRange: Self { Self(.valueOutOfRange) }
        /// The value has the right shape but is not valid for the type (an unknown raw value of
        /// an enum, a string that is not a URL, an error thrown by the type's own decoder).
        public static var invalidValue: Self { Self(.invalidValue) }
        /// The value's own `encode(to:)` threw.
        public static var encodingFailed: Self { Self(.encodingFailed) }
        /// Two `@Preserved` properties of one page use the same key.
        public static var duplicateKey: Self { Self(.duplicateKey) }
    }
}

extension PageStateError {
    static func missingKey(_ key: String, expected: Any.Type) -> Self {
        let name = String(describing: expected)
        return Self(
            code: .missingKey, key: key,
            message: "key \(key.quoted): expected \(name), found no value",
            expected: name
        )
    }

    static func duplicateKey(_ key: String, first: String, second: String) -> Self {
        Self(
            code: .duplicateKey, key: key,
            message: "key \(key.quoted) is used by two @Preserved properties: \(first) and \(second)"
        )
    }

    static func encodingFailed(_ key: String, type: Any.Type, underlying: any Error) -> Self {
        Self(
            code: .encodingFailed, key: key,
            message: "key \(key.quoted): encoding \(String(describing: type)) failed: \(underlying)"
        )
    }
}

extension PageStateError: CustomStringConvertible {
    /// The ``message``.
    public var description: String { message }
}

extension String {
    /// The string in double quotes, with quotes and backslashes escaped, for messages.
    var quoted: String {
        "\"" + replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

extension PageStateError: Sendable {}
