import Foundation

/// How a ``PreservedBox``'s value type converts to a ``StateValue``, found once per box.
///
/// The types pages preserve most — `Int`, `Double`, `Bool`, `String`, `Date`, `[Int]`,
/// `[String]` — get a case of their own, converted by code compiled for that type: a box is
/// generic, and its unspecialised code would otherwise cast the value to
/// ``StateValueConvertible`` (a conformance lookup in the runtime's tables) and convert it
/// through witness tables, looking up generic metadata for every array it builds. That was
/// most of a cold capture. Other convertible types go through the protocol; everything else
/// through ``StateValueEncoder``.
///
/// ```swift
/// let conversion = PreservedConversion.of(Int.self)   // .int
/// conversion.convert(42)                              // .int(42)
/// ```
enum PreservedConversion {
    /// Not known yet: the first capture finds out.
    case unknown
    /// `Int`, `Double`, `Bool`, `String`, `Date`.
    case int, double, bool, string, date
    /// `[Int]`, `[String]`.
    case ints, strings
    /// Directly, as this ``StateValueConvertible`` type (the box's own value type).
    case direct(any StateValueConvertible.Type)
    /// Through ``StateValueEncoder``.
    case codable

    /// The conversion for values of `type`.
    static func of<Value>(_ type: Value.Type) -> PreservedConversion {
        if type == Int.self { return .int }
        if type == Double.self { return .double }
        if type == Bool.self { return .bool }
        if type == String.self { return .string }
        if type == Date.self { return .date }
        if type == [Int].self { return .ints }
        if type == [String].self { return .strings }
        if let convertible = type as? any StateValueConvertible.Type { return .direct(convertible) }
        return .codable
    }

    /// `value` converted by one of the type-specific cases; `nil` for the other cases, or
    /// when `Value` is not the case's type.
    ///
    /// Each cast is a bit cast between one type and itself: the case was chosen by comparing
    /// `Value.self` with that very type, and the check is repeated here before the cast.
    func convert<Value>(_ value: Value) -> StateValue? {
        switch self {
        case .int:
            guard Value.self == Int.self else { return nil }
            return .int(Int64(unsafeBitCast(value, to: Int.self)))
        case .double:
            guard Value.self == Double.self else { return nil }
            return .double(unsafeBitCast(value, to: Double.self))
        case .bool:
            guard Value.self == Bool.self else { return nil }
            return .bool(unsafeBitCast(value, to: Bool.self))
        case .string:
            guard Value.self == String.self else { return nil }
            return .string(unsafeBitCast(value, to: String.self))
        case .date:
            guard Value.self == Date.self else { return nil }
            return .date(unsafeBitCast(value, to: Date.self))
        case .ints:
            guard Value.self == [Int].self else { return nil }
            return Self.array(unsafeBitCast(value, to: [Int].self)) { .int(Int64($0)) }
        case .strings:
            guard Value.self == [String].self else { return nil }
            return Self.array(unsafeBitCast(value, to: [String].self)) { .string($0) }
        case .unknown, .direct, .codable:
            return nil
        }
    }

    /// An array converted element by element, in code specialised for `Element`.
    @inline(__always)
    private static func array<Element>(_ elements: [Element], _ convert: (Element) -> StateValue) -> StateValue {
        var items: [StateValue] = []
        items.reserveCapacity(elements.count)
        for element in elements { items.append(convert(element)) }
        return .array(items)
    }
}
