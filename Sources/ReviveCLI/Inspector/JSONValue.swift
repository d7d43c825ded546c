import Foundation
package import Revive

/// A JSON document as a value, so the inspector's JSON is built by `JSONEncoder` with sorted
/// keys: the same file always prints the same bytes, ready for scripts.
///
/// Non-finite doubles, which JSON cannot hold, are written as the strings `"nan"`, `"inf"`
/// and `"-inf"`. An empty array is written `[]` and an empty object `{}`.
///
/// ```swift
/// let json: JSONValue = .object(["pages": .int(3)])
/// print(json.encoded())   // {\n  "pages" : 3\n}
/// ```
package enum JSONValue: Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A signed integer.
    case int(Int64)
    /// An unsigned integer (for values above `Int64.max`).
    case unsignedInt(UInt64)
    /// A number with a fraction.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; its keys are written sorted.
    case object([String: JSONValue])

    /// The document as pretty-printed JSON text with sorted keys, without a final newline.
    ///
    /// Foundation's pretty printer writes an empty array or object over three lines (`[`, a
    /// blank line, `]`); they are written `[]` and `{}`. Exact, because JSON text holds a raw
    /// line break only between tokens (one inside a string is escaped as `\n`), so a bracket
    /// followed by a line break and nothing but white space up to a closing bracket is empty.
    /// - Returns: The text.
    package func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan"
        )
        // Encoding this enum cannot fail: every case maps to a JSON value, non-finite doubles
        // to strings; the fallback keeps the promise of never crashing anyway.
        guard let data = try? encoder.encode(self) else { return "null" }
        return String(decoding: data, as: UTF8.self)
            .replacing(#/\[\n\s*\]/#, with: "[]")
            .replacing(#/\{\n\s*\}/#, with: "{}")
    }
}

extension JSONValue: Encodable {
    /// Encodes the value as the JSON it stands for.
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .unsignedInt(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let values): try container.encode(values)
        case .object(let values): try container.encode(values)
        }
    }
}

extension StateValue {
    /// The value as JSON, keeping its kind: `{"type": "int", "value": 42}`.
    ///
    /// Data is base64; a date is ISO 8601 text; an array holds typed values; a dictionary is an
    /// object of typed values.
    package var json: JSONValue {
        let value: JSONValue
        switch self {
        case .null: value = .null
        case .bool(let bool): value = .bool(bool)
        case .int(let int): value = .int(int)
        case .unsignedInt(let uint): value = .unsignedInt(uint)
        case .double(let double): value = .double(double)
        case .string(let string): value = .string(string)
        case .data(let data): value = .string(data.base64EncodedString())
        case .date(let date): value = .string(Self.isoText(date))
        case .array(let values): value = .array(values.map(\.json))
        case .dictionary(let values): value = .object(values.mapValues(\.json))
        }
        return .object(["type": .string(kindName), "value": value])
    }
}

extension JSONValue: Sendable {}
