import Foundation
import Revive

/// Decodes a saved value keeping what still decodes, as a restore keeps the longest valid part
/// of a route tree: an element of an array that no longer decodes (a route case the app removed)
/// is dropped with every element after it, a field that no longer decodes reads as absent (an
/// optional becomes `nil`) and, when the type requires it, takes the default instance's value
/// for that field (given as `defaults`, the default's encoding), as does a field the file does
/// not have (one an update added). Only when that is not enough does the whole value read as its
/// default. Each drop is a `RestoreReport.Item` naming where and why; a field filled in for
/// an added one is not a drop.
enum PartialDecoding {
    /// How many drops one value may need; a value that needs more reads as its default.
    static let maximumDrops = 64

    /// Decodes `stored` as a `Value`, dropping the parts that no longer decode.
    /// - Parameters:
    ///   - type: The value's type.
    ///   - stored: The saved value.
    ///   - key: The value's key, for the items' paths.
    ///   - defaults: The encoding of the value's default, whose fields fill those the type
    ///     requires and the file no longer has; asked for at most once, when one is missing.
    /// - Returns: The value (`nil` when nothing of it decodes and it is not optional) and what
    ///   was dropped.
    static func decode<Value: Decodable>(
        _ type: Value.Type, from stored: StateValue, key: String, defaults: () -> StateValue? = { nil }
    ) -> (value: Value?, dropped: [RestoreReport.Item]) {
        if keepsWhole(Value.self) { return decodeWhole(type, from: stored, key: key) }
        var current = stored
        var items: [(path: [any CodingKey], item: RestoreReport.Item)] = []
        var defaultValue: StateValue??
        for _ in 0...maximumDrops {
            let failure: any Error
            do {
                return (try current.decode(Value.self), items.map(\.item))
            } catch {
                failure = error
            }
            // A required field the file does not have (removed below, or added by an update):
            // the default's value for it.
            if case .keyNotFound(let missing, let context)? = failure as? DecodingError {
                if defaultValue == nil { defaultValue = .some(defaults()) }
                if let filled = filling(current, missing: missing, at: context.codingPath, from: defaultValue ?? nil) {
                    current = filled
                    continue
                }
            }
            let codingPath = (failure as? DecodingError).map(codingPath(of:)) ?? []
            guard let (pruned, dropPath, item) = prune(current, at: codingPath, key: key, as: Value.self, failure: failure) else {
                let whole: RestoreReport.Item
                let value: Value?
                if let none = (Value.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()) as? Value {
                    whole = RestoreReport.Item(.defaultedValue, key: key, reason: "\(quote(stored)) no longer decodes as \(Value.self), so it is nil: \(reason(failure))", path: key)
                    value = none
                } else {
                    whole = RestoreReport.Item(.defaultedValue, key: key, reason: "\(quote(stored)) no longer decodes as \(Value.self), so it reads as its default: \(reason(failure))", path: key)
                    value = nil
                }
                return (value, [whole])
            }
            // A drop above an earlier one (a field, then the element holding it) says it all.
            items.removeAll { $0.path.count > dropPath.count && zip($0.path, dropPath).allSatisfy { same($0, $1) } }
            items.append((dropPath, item))
            current = pruned
        }
        return (nil, [RestoreReport.Item(.defaultedValue, key: key, reason: "more than \(maximumDrops) parts no longer decode as \(Value.self)", path: key)])
    }

    /// Whether a value of `type` is decoded whole, never cut: SwiftUI's
    /// `NavigationPath.CodableRepresentation` keeps its elements last first, as pairs of a type
    /// name and a value, so a prefix of its list is no prefix of the path.
    static func keepsWhole(_ type: Any.Type) -> Bool {
        String(reflecting: type).contains("NavigationPath.CodableRepresentation")
    }

    /// Decodes `stored` whole: the value, or `nil` and one item saying why.
    private static func decodeWhole<Value: Decodable>(_ type: Value.Type, from stored: StateValue, key: String) -> (value: Value?, dropped: [RestoreReport.Item]) {
        do {
            return (try stored.decode(Value.self), [])
        } catch {
            return (nil, [RestoreReport.Item(.defaultedValue, key: key, reason: "\(quote(stored)) no longer decodes as \(Value.self), a value kept whole, so it reads as its default: \(reason(error))", path: key)])
        }
    }

    /// `stored` without the part at the deepest array index of `codingPath` (that element and
    /// every one after it) or, with no index, without the deepest field on it.
    private static func prune<Value>(
        _ stored: StateValue, at codingPath: [any CodingKey], key: String, as type: Value.Type, failure: any Error
    ) -> (StateValue, [any CodingKey], RestoreReport.Item)? {
        let depths = Array(codingPath.indices.reversed())
        let arrayDepth = depths.first { depth in
            guard case .array(let elements)? = value(in: stored, at: codingPath[..<depth]), let index = codingPath[depth].intValue else { return false }
            return elements.indices.contains(index)
        }
        let fieldDepth = depths.first { depth in
            guard case .dictionary(let fields)? = value(in: stored, at: codingPath[..<depth]) else { return false }
            return fields[codingPath[depth].stringValue] != nil
        }
        guard let depth = arrayDepth ?? fieldDepth, let parent = value(in: stored, at: codingPath[..<depth]) else { return nil }
        let dropPath = Array(codingPath[...depth])
        let place = render(key: key, dropPath)
        let replaced: StateValue
        let item: RestoreReport.Item
        switch parent {
        case .array(let elements):
            let index = codingPath[depth].intValue ?? 0
            replaced = .array(Array(elements[..<index]))
            let after = elements.count - index - 1
            item = RestoreReport.Item(.droppedPage, key: key, reason: """
                element \(index), \(quote(elements[index])), no longer decodes: \(reason(failure)); \
                \(after == 0 ? "it is dropped" : "it is dropped with the \(after) after it"), the first \(index) are kept
                """, path: place)
        case .dictionary(var fields):
            let field = codingPath[depth].stringValue
            let removed = fields.removeValue(forKey: field) ?? .null
            replaced = .dictionary(fields)
            item = RestoreReport.Item(.defaultedValue, key: key, reason: """
                \(quote(removed)) no longer decodes, so it reads as absent (nil, or the default's value): \(reason(failure))
                """, path: place)
        default:
            return nil
        }
        return (replacing(in: stored, at: codingPath[..<depth], with: replaced), dropPath, item)
    }

    /// `stored` with the field `missing` of the dictionary at `path` set to the default's value
    /// there; `nil` when the default has none, or the field is there already.
    private static func filling(_ stored: StateValue, missing: any CodingKey, at path: [any CodingKey], from defaults: StateValue?) -> StateValue? {
        guard let defaults, case .dictionary(var fields)? = value(in: stored, at: path[...]), fields[missing.stringValue] == nil,
              let filled = value(in: defaults, at: (path + [missing])[...]) else { return nil }
        fields[missing.stringValue] = filled
        return replacing(in: stored, at: path[...], with: .dictionary(fields))
    }

    private static func value(in stored: StateValue, at path: ArraySlice<any CodingKey>) -> StateValue? {
        guard let first = path.first else { return stored }
        switch stored {
        case .array(let elements):
            guard let index = first.intValue, elements.indices.contains(index) else { return nil }
            return value(in: elements[index], at: path.dropFirst())
        case .dictionary(let fields):
            return fields[first.stringValue].flatMap { value(in: $0, at: path.dropFirst()) }
        default:
            return nil
        }
    }

    private static func replacing(in stored: StateValue, at path: ArraySlice<any CodingKey>, with new: StateValue) -> StateValue {
        guard let first = path.first else { return new }
        switch stored {
        case .array(var elements):
            guard let index = first.intValue, elements.indices.contains(index) else { return stored }
            elements[index] = replacing(in: elements[index], at: path.dropFirst(), with: new)
            return .array(elements)
        case .dictionary(var fields):
            guard let field = fields[first.stringValue] else { return stored }
            fields[first.stringValue] = replacing(in: field, at: path.dropFirst(), with: new)
            return .dictionary(fields)
        default:
            return stored
        }
    }

    private static func same(_ a: any CodingKey, _ b: any CodingKey) -> Bool {
        a.intValue == b.intValue && a.stringValue == b.stringValue
    }

    /// `path[2]`, `navigation.path[2]`, `navigation.sheet`.
    static func render(key: String, _ path: [any CodingKey]) -> String {
        path.reduce(key) { text, component in component.intValue.map { "\(text)[\($0)]" } ?? "\(text).\(component.stringValue)" }
    }

    private static func codingPath(of error: DecodingError) -> [any CodingKey] {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            context.codingPath
        @unknown default:
            []
        }
    }

    /// Why decoding failed, in a line.
    private static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            context.debugDescription
        case .keyNotFound(let key, let context):
            "\(context.debugDescription) (no \"\(key.stringValue)\")"
        default:
            "\(error)"
        }
    }

    /// The saved value as the report quotes it: `{"settings": {}}`, shortened past 80 characters.
    static func quote(_ value: StateValue) -> String {
        let text = render(value)
        return text.count <= 80 ? text : String(text.prefix(79)) + "…"
    }

    private static func render(_ value: StateValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let bool): "\(bool)"
        case .int(let int): "\(int)"
        case .unsignedInt(let int): "\(int)"
        case .double(let double): "\(double)"
        case .string(let string): "\"\(string)\""
        case .data(let data): "<\(data.count) bytes>"
        case .date(let date): "\(date)"
        case .array(let elements): "[" + elements.map(render).joined(separator: ", ") + "]"
        case .dictionary(let fields): "{" + fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \(render($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}
