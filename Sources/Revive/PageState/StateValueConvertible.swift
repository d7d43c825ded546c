import Foundation

/// A type that converts to and from one ``StateValue`` directly, without the `Encoder`
/// machinery: every integer width, `Float`, `Double`, `Bool`, `String`, and the Foundation
/// types that Revive stores in a shape of their own (`Date` as `.date`, `Data` as `.data`,
/// `URL` as its absolute string, `UUID` as its string).
///
/// ``StateValueEncoder`` and ``StateValueDecoder`` check this protocol before anything else,
/// at the top level and inside containers, so the common case of a page preserving a few
/// scalars costs one dynamic cast and no allocation beyond the value itself.
protocol StateValueConvertible {
    /// This value as a state value.
    var stateValue: StateValue { get }

    /// Reads a value of this type, or says why the state value does not fit.
    static func decode(from value: StateValue) throws(StateValueMismatch) -> Self
}

/// Integers share one conversion: `.int` when the value fits `Int64`, `.unsignedInt` above.
protocol IntegerStateValue: StateValueConvertible, FixedWidthInteger {}

extension IntegerStateValue {
    var stateValue: StateValue {
        if let signed = Int64(exactly: self) { return .int(signed) }
        return .unsignedInt(UInt64(truncatingIfNeeded: self))
    }

    static func decode(from value: StateValue) throws(StateValueMismatch) -> Self {
        switch value {
        case .int(let number):
            guard let result = Self(exactly: number) else { throw StateValueMismatch(.outOfRange, expected: Self.self, found: value) }
            return result
        case .unsignedInt(let number):
            guard let result = Self(exactly: number) else { throw StateValueMismatch(.outOfRange, expected: Self.self, found: value) }
            return result
        default:
            throw StateValueMismatch(.typeMismatch, expected: Self.self, found: value)
        }
    }
}

extension Int: IntegerStateValue {}
extension Int8: IntegerStateValue {}
extension Int16: IntegerStateValue {}
extension Int32: IntegerStateValue {}
extension Int64: IntegerStateValue {}
extension UInt: IntegerStateValue {}
extension UInt8: IntegerStateValue {}
extension UInt16: IntegerStateValue {}
extension UInt32: IntegerStateValue {}
extension UInt64: IntegerStateValue {}

extension Double: StateValueConvertible {
    var stateValue: StateValue { .double(self) }

    /// Accepts `.double`, and integers too (as a JSON decoder would).
    static func decode(from value: StateValue) throws(StateValueMismatch) -> Double {
        switch value {
        case .double(let number): return number
        case .int(let number): return Double(number)
        case .unsignedInt(let number): return Double(number)
        default: throw StateValueMismatch(.typeMismatch, expected: Double.self, found: value)
        }
    }
}

extension Float: StateValueConvertible {
    var stateValue: StateValue { .double(Double(self)) }

    /// Rounds to the nearest `Float`; a finite value beyond `Float`'s range is out of range.
    static func decode(from value: StateValue) throws(StateValueMismatch) -> Float {
        let number: Double
        do { number = try Double.decode(from: value) } catch { throw StateValueMismatch(.typeMismatch, expected: Float.self, found: value) }
        let result = Float(number)
        if result.isInfinite && number.isFinite { throw StateValueMismatch(.outOfRange, expected: Float.self, found: value) }
        return result
    }
}

extension Bool: StateValueConvertible {
    var stateValue: StateValue { .bool(self) }

    static func decode(from value: StateValue) throws(StateValueMismatch) -> Bool {
        guard case .bool(let flag) = value else { throw StateValueMismatch(.typeMismatch, expected: Bool.self, found: value) }
        return flag
    }
}

extension String: StateValueConvertible {
    var stateValue: StateValue { .string(self) }

    static func decode(from value: StateValue) throws(StateValueMismatch) -> String {
        guard case .string(let text) = value else { throw StateValueMismatch(.typeMismatch, expected: String.self, found: value) }
        return text
    }
}

extension Date: StateValueConvertible {
    var stateValue: StateValue { .date(self) }

    static func decode(from value: StateValue) throws(StateValueMismatch) -> Date {
        guard case .date(let date) = value else { throw StateValueMismatch(.typeMismatch, expected: Date.self, found: value) }
        return date
    }
}

extension Data: StateValueConvertible {
    var stateValue: StateValue { .data(self) }

    static func decode(from value: StateValue) throws(StateValueMismatch) -> Data {
        guard case .data(let bytes) = value else { throw StateValueMismatch(.typeMismatch, expected: Data.self, found: value) }
        return bytes
    }
}

extension URL: StateValueConvertible {
    /// The absolute string: a relative URL comes back as the absolute URL it resolved to.
    var stateValue: StateValue { .string(absoluteString) }

    static func decode(from value: StateValue) throws(StateValueMismatch) -> URL {
        guard case .string(let text) = value else { throw StateValueMismatch(.typeMismatch, expected: URL.self, found: value) }
        guard let url = URL(string: text) else { throw StateValueMismatch(.invalid("not a URL"), expected: URL.self, found: value) }
        return url
    }
}

extension UUID: StateValueConvertible {
    var stateValue: StateValue { .string(uuidString) }

    static func decode(from value: StateValue) throws(StateValueMismatch) -> UUID {
        guard case .string(let text) = value else { throw StateValueMismatch(.typeMismatch, expected: UUID.self, found: value) }
        guard let uuid = UUID(uuidString: text) else { throw StateValueMismatch(.invalid("not a UUID"), expected: UUID.self, found: value) }
        return uuid
    }
}

extension Optional: StateValueConvertible where Wrapped: StateValueConvertible {
    var stateValue: StateValue { self?.stateValue ?? .null }

    static func decode(from value: StateValue) throws(StateValueMismatch) -> Wrapped? {
        if case .null = value { return nil }
        return try Wrapped.decode(from: value)
    }
}
