/// Collections of convertible values convert element by element, without the `Encoder`
/// machinery: `[Int]`, `[String]`, `[String: Double]`, and nestings of them.
///
/// Conversion loops over the elements (or maps with a closure), never through a key path:
/// `map(\.stateValue)` built a key path object on every call, a quarter of a cold capture.
///
/// Decoding fails fast on the first element that does not fit; ``StateValueDecoder`` then
/// decodes the collection again the slow way, only to name the failing element's index or
/// key in the error (``StateValueCollection``).
protocol StateValueCollection: StateValueConvertible {}

extension Array: StateValueConvertible, StateValueCollection where Element: StateValueConvertible {
    var stateValue: StateValue {
        var items: [StateValue] = []
        items.reserveCapacity(count)
        for element in self { items.append(element.stateValue) }
        return .array(items)
    }

    static func decode(from value: StateValue) throws(StateValueMismatch) -> [Element] {
        guard case .array(let items) = value else {
            throw StateValueMismatch(container: "array", type: [Element].self, found: value)
        }
        var result: [Element] = []
        result.reserveCapacity(items.count)
        for item in items { result.append(try Element.decode(from: item)) }
        return result
    }
}

extension Dictionary: StateValueConvertible, StateValueCollection where Key == String, Value: StateValueConvertible {
    var stateValue: StateValue { .dictionary(mapValues { $0.stateValue }) }

    static func decode(from value: StateValue) throws(StateValueMismatch) -> [String: Value] {
        guard case .dictionary(let entries) = value else {
            throw StateValueMismatch(container: "dictionary", type: [String: Value].self, found: value)
        }
        var result: [String: Value] = [:]
        result.reserveCapacity(entries.count)
        for (key, item) in entries { result[key] = try Value.decode(from: item) }
        return result
    }
}
