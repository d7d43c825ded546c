import Foundation

extension StateValue {
    /// A short description of this value for error messages: its shape and, for scalars, the
    /// value itself (`string "abc"`, `int 300`, `array of 3`, `dictionary with keys a, b`).
    ///
    /// Long strings and long key lists are shortened, so that a message stays one line even
    /// when a saved file holds something unexpected and large.
    var summary: String {
        switch self {
        case .null:
            return "null"
        case .bool(let value):
            return "bool \(value)"
        case .int(let value):
            return "int \(value)"
        case .unsignedInt(let value):
            return "unsigned int \(value)"
        case .double(let value):
            return "double \(value)"
        case .string(let value):
            return "string " + Self.shortened(value, limit: 40).quoted
        case .data(let value):
            return "data (\(value.count) bytes)"
        case .date(let value):
            // A decoded date may be NaN or ±infinity: Foundation prints those wrongly or traps.
            let seconds = value.timeIntervalSinceReferenceDate
            guard seconds.isFinite, abs(seconds) < 1e11 else { return "date (\(seconds) seconds since 2001)" }
            return "date \(value.formatted(.iso8601))"
        case .array(let values):
            return "array of \(values.count)"
        case .dictionary(let values):
            if values.isEmpty { return "empty dictionary" }
            let keys = values.keys.sorted()
            let shown = keys.prefix(4).joined(separator: ", ")
            return "dictionary with keys " + shown + (keys.count > 4 ? ", …" : "")
        }
    }

    private static func shortened(_ string: String, limit: Int) -> String {
        guard string.count > limit else { return string }
        return String(string.prefix(limit)) + "…"
    }
}

/// A value in the state that the declared type cannot take, before it is placed in context.
///
/// The decoder wraps it in a `DecodingError` (with the coding path) so that user types that
/// inspect decoding errors keep working; ``ReviveError`` unwraps it again to build a message.
struct StateValueMismatch: Error {
    enum Kind {
        case typeMismatch
        case outOfRange
        case invalid(String)
    }

    var kind: Kind
    /// The declared type's name, as messages quote it.
    var expected: String
    /// The declared type, as `DecodingError.typeMismatch` reports it.
    var expectedType: Any.Type
    var found: StateValue
    /// Whether `expected` names a container shape (`dictionary`, `array`) rather than a type;
    /// a caller that knows the declared type may name that instead.
    var isContainerShape = false

    init(_ kind: Kind, expected: Any.Type, found: StateValue) {
        self.kind = kind
        self.expected = String(describing: expected)
        self.expectedType = expected
        self.found = found
    }

    init(container shape: String, type: Any.Type, found: StateValue) {
        self.kind = .typeMismatch
        self.expected = shape
        self.expectedType = type
        self.found = found
        self.isContainerShape = true
    }

    /// `expected Int, found string "abc"` and its variants.
    var detail: String {
        switch kind {
        case .typeMismatch:
            "expected \(expected), found \(found.summary)"
        case .outOfRange:
            "expected \(expected), found \(found.summary) (out of range)"
        case .invalid(let reason):
            "expected \(expected), found \(found.summary) (\(reason))"
        }
    }

    /// The same failure as a `DecodingError`, as a `Decoder` must report it.
    func decodingError(at codingPath: [any CodingKey]) -> DecodingError {
        let context = DecodingError.Context(codingPath: codingPath, debugDescription: detail, underlyingError: self)
        switch kind {
        case .typeMismatch:
            if case .null = found { return .valueNotFound(expectedType, context) }
            return .typeMismatch(expectedType, context)
        case .outOfRange, .invalid:
            return .dataCorrupted(context)
        }
    }
}

extension [any CodingKey] {
    /// The path as a reader would write it: `items[2].name`.
    var rendered: String {
        var text = ""
        for key in self {
            if let index = key.intValue, key.stringValue.isEmpty || key.stringValue == "Index \(index)" {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }
}
