public import Foundation

/// One preserved value, in the small set of shapes that Revive saves.
///
/// Every `Codable` value a page preserves is reduced to a `StateValue` tree before it is
/// saved, and rebuilt from one when the page comes back. The shapes are the ones a binary
/// format can store compactly and check cheaply: no class names, no object graph, nothing
/// that could instantiate a type on load.
///
/// ```swift
/// let value: StateValue = .dictionary(["comic_id": .int(42), "name": .string("One Piece")])
/// ```
public enum StateValue: Hashable {
    /// The absence of a value (`nil` of an optional).
    case null
    /// A Boolean.
    case bool(Bool)
    /// A signed integer (every Swift integer type up to 64 bits that fits).
    case int(Int64)
    /// An unsigned integer above `Int64.max`.
    case unsignedInt(UInt64)
    /// A floating-point number.
    case double(Double)
    /// A string, saved as UTF-8.
    case string(String)
    /// Raw bytes.
    case data(Data)
    /// A point in time.
    case date(Date)
    /// An ordered list.
    case array([StateValue])
    /// String-keyed values (a keyed container, a struct's stored properties).
    case dictionary([String: StateValue])
}

extension StateValue {
    /// The name of this value's shape, as error messages, JSON output and diffs quote it
    /// (`"int"`, `"unsignedInt"`, `"string"`, …).
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .int: "int"
        case .unsignedInt: "unsignedInt"
        case .double: "double"
        case .string: "string"
        case .data: "data"
        case .date: "date"
        case .array: "array"
        case .dictionary: "dictionary"
        }
    }
}

extension StateValue: Sendable {}
