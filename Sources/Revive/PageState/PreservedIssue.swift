import Foundation
import Logging

/// A `@Preserved` property that a restore left at its initial value, and why.
///
/// ``PreservedProperties/restore(_:into:)`` never throws: each property it cannot restore
/// keeps its value and is reported as an issue, so that one bad value costs one property,
/// not the page. The restore report of the page tree collects these.
///
/// ```swift
/// let issues = PreservedProperties.restore(state, into: page)
/// for issue in issues {
///     logger.warning("\(issue.message)")   // key "comic_id": expected Int, found string "abc"
/// }
/// ```
///
/// A key in the state that no property claims is not an issue: a page may store custom
/// values next to its preserved ones.
package struct PreservedIssue: Hashable {
    /// Why a property was not restored.
    package enum Kind: Hashable, Sendable {
        /// The state holds no value under the property's key.
        case missing
        /// The state holds a value of another shape (`expected: "Int", found: "string \"abc\""`).
        case typeMismatch(expected: String, found: String)
        /// The state holds a number the property's type cannot represent.
        case valueOutOfRange(expected: String, found: String)
        /// The value has the right shape but the type rejects it (an unknown enum raw value).
        case invalidValue(expected: String, reason: String)
        /// Another property of the same object uses the same key; neither is restored.
        case duplicateKey
    }

    /// The key of the property that was not restored.
    package let key: String
    /// Why it was not restored.
    package let kind: Kind
    /// A readable explanation quoting the key, the expected type and what the state holds.
    package let message: String

    /// Creates an issue.
    ///
    /// - Parameters:
    ///   - key: The property's key.
    ///   - kind: Why it was not restored.
    ///   - message: A readable explanation.
    package init(key: String, kind: Kind, message: String) {
        self.key = key
        self.kind = kind
        self.message = message
    }

    /// The issue that a failed read of `key` amounts to.
    init(key: String, error: ReviveError) {
        let expected = error.expected ?? "value"
        let found = error.found ?? ""
        let kind: Kind
        switch error.code {
        case .missingKey: kind = .missing
        case .typeMismatch: kind = .typeMismatch(expected: expected, found: found)
        case .valueOutOfRange: kind = .valueOutOfRange(expected: expected, found: found)
        case .duplicateKey: kind = .duplicateKey
        default: kind = .invalidValue(expected: expected, reason: found)
        }
        self.init(key: key, kind: kind, message: error.message)
    }
}

extension PreservedIssue: CustomStringConvertible {
    /// The ``message``.
    package var description: String { message }
}

extension PreservedIssue: Sendable {}
