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

    /// Reads `value` into `target` by one of the type-specific cases or the direct
    /// conversion; `false`, leaving `target` alone, when it does not fit exactly (the caller
    /// then decodes it the general way, which also accepts the conversions these leave out and
    /// says why a value does not fit) and for ``codable``.
    ///
    /// As in ``convert(_:)``, each bit cast is between one type and itself.
    func decode<Value>(_ value: StateValue, into target: inout Value) -> Bool {
        switch (self, value) {
        case (.int, .int(let number)):
            guard let result = Int(exactly: number) else { return false }
            return Self.assign(result, to: &target)
        case (.double, .double(let number)): return Self.assign(number, to: &target)
        case (.bool, .bool(let flag)): return Self.assign(flag, to: &target)
        case (.string, .string(let text)): return Self.assign(text, to: &target)
        case (.date, .date(let date)): return Self.assign(date, to: &target)
        case (.ints, .array(let items)):
            guard let result = Self.elements(items, { item -> Int? in
                guard case .int(let number) = item else { return nil }
                return Int(exactly: number)
            }) else { return false }
            return Self.assign(result, to: &target)
        case (.strings, .array(let items)):
            guard let result = Self.elements(items, { item -> String? in
                guard case .string(let text) = item else { return nil }
                return text
            }) else { return false }
            return Self.assign(result, to: &target)
        case (.direct(let convertible), _):
            return Self.decode(value, as: convertible, into: &target)
        default:
            return false
        }
    }

    /// Stores `decoded` in `target` when `Value` is `Decoded` itself (a bit cast between one
    /// type and itself); `false` otherwise.
    @inline(__always)
    private static func assign<Decoded, Value>(_ decoded: Decoded, to target: inout Value) -> Bool {
        guard Value.self == Decoded.self else { return false }
        target = unsafeBitCast(decoded, to: Value.self)
        return true
    }

    /// `value` decoded as `type` (opened from the cached existential, `Value` itself) into
    /// `target`; `false` if it does not fit. Kept apart so that the optionals it needs are
    /// looked up only for the types that take this way.
    @inline(never)
    private static func decode<Convertible: StateValueConvertible, Value>(_ value: StateValue, as type: Convertible.Type, into target: inout Value) -> Bool {
        guard let result = (try? Convertible.decode(from: value)) as? Value else { return false }
        target = result
        return true
    }

    /// The elements of a saved array read one by one, in code specialised for `Element`;
    /// `nil` as soon as one does not fit.
    @inline(__always)
    private static func elements<Element>(_ items: [StateValue], _ read: (StateValue) -> Element?) -> [Element]? {
        var result: [Element] = []
        result.reserveCapacity(items.count)
        for item in items {
            guard let element = read(item) else { return nil }
            result.append(element)
        }
        return result
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
