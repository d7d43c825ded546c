import Foundation

/// Marks a property of a page as a value the page needs to come back after the app is killed.
///
/// Revive saves exactly the properties marked `@Preserved` — on the page's class and on all of
/// its superclasses — and nothing else. Everything a page does not mark (scroll positions,
/// view references, caches, the UI's internals) is never saved; the page rebuilds it from its
/// preserved values, as it would on first display.
///
/// ```swift
/// @MainActor
/// final class ComicDetailPage: Page {
///     @Preserved var comicID = 0                     // saved under "comicID"
///     @Preserved("comic_name") var comicName = ""    // saved under "comic_name"
///     @Preserved var selection: String?              // nil is saved as null
///     var coverImage: Image?                         // not saved
/// }
/// ```
///
/// The key is the property's name unless you give one. Give one when the saved file must
/// survive a rename of the property, and keep keys unique along the class chain: a subclass
/// and its superclass preserving the same key is an error at capture
/// (``ReviveError/Code/duplicateKey``).
///
/// Any `Codable` value can be preserved: numbers, `Bool`, `String`, `Date`, `URL`, `UUID`,
/// `Data`, arrays, dictionaries, optionals, enums and your own `Codable` types.
///
/// When a page is restored, each property whose saved value is missing or does not fit its
/// type (the file says `"abc"` where an `Int` is declared) keeps its initial value, and the
/// restore report lists it (``RestoreReport/Item``). Restoring never traps.
///
/// Mark the page's class `@Preserving` (`ReviveMacros`) to have its properties listed at
/// compile time; without it, Revive finds them with `Mirror` (``PreservedPropertyListing``).
///
/// The value lives in a small reference box, so that Revive can read and write it from the
/// list or the mirror; copies of the wrapper share the value. The wrapper is meant to be a stored
/// property of a page, a `@MainActor` class, and is not `Sendable`.
///
/// The type itself asks nothing of `Value`; its initialisers ask for `Codable`. A generic type
/// that requires a conformance has the runtime look it up each time the type is first made in a
/// process (`Preserved<Int>` would look up `Int: Encodable` and `Int: Decodable`), which on
/// Linux searches every conformance record of the process. The types Revive converts itself
/// (numbers, `Bool`, `String`, `Date`, `[Int]`, `[String]`) then never ask the runtime.
@propertyWrapper
public struct Preserved<Value> {
    /// The key given in the attribute, or `nil` to use the property's name.
    @usableFromInline let explicitKey: String?
    /// The shared storage of the value.
    @usableFromInline let box: PreservedBox<Value>

    // The initialisers are inlinable so that they are compiled into the page's own module for
    // its concrete value type: the box's class (`PreservedBox<Int>`) is then found once per
    // call site, not looked up in the runtime's generic metadata cache for every property of
    // every page made, which was a third of what recreating a page cost.

    /// Preserves the property under its own name.
    ///
    /// Written as `@Preserved var comicID = 0`.
    ///
    /// - Parameter wrappedValue: The initial value, kept when a restore finds no usable value.
    @inlinable
    public init(wrappedValue: Value) where Value: Codable {
        self.explicitKey = nil
        self.box = PreservedBox(wrappedValue, explicitKey: nil)
    }

    /// Preserves the property under an explicit key.
    ///
    /// Written as `@Preserved("comic_id") var comicID = 0`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The initial value, kept when a restore finds no usable value.
    ///   - key: The key in the saved state; stays stable when the property is renamed.
    @inlinable
    public init(wrappedValue: Value, _ key: String) where Value: Codable {
        self.explicitKey = key
        self.box = PreservedBox(wrappedValue, explicitKey: key)
    }

    /// Preserves an optional property that starts as `nil`.
    ///
    /// Written as `@Preserved var selection: String?` or `@Preserved("sel") var selection: String?`.
    ///
    /// - Parameter key: The key in the saved state, or `nil` for the property's name.
    @inlinable
    public init(_ key: String? = nil) where Value: ExpressibleByNilLiteral & Codable {
        self.explicitKey = key
        self.box = PreservedBox(nil, explicitKey: key)
    }

    /// The property's current value. Setting it tells the scene's controller, one main-queue
    /// turn later, that a checkpoint may be due (``RestorationController/setNeedsCheckpoint()``).
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set {
            box.value = newValue
            PreservedChanges.didChange()
        }
    }
}

/// The reference that holds a ``Preserved`` value, shared by every copy of the wrapper.
///
/// Not `Sendable`: it belongs to its page and is only touched where the page is. Made only by
/// ``Preserved``'s initialisers, so `Value` is always `Codable`; the box asks the runtime for
/// that conformance only for a value it cannot convert itself (see ``Preserved``).
@usableFromInline
final class PreservedBox<Value> {
    var value: Value {
        didSet { encoded = nil }
    }

    /// The value's encoding and its size in a saved file, kept between captures while the
    /// value does not change. Only values of the directly convertible types are kept: they
    /// have value semantics, so nothing can change them without going through `value`. And
    /// only encodings that share the value's storage (a number, a string, a date): an array's
    /// encoding is a new allocation made during a save, and kept it would pin the heap pages
    /// that the save's passing allocations lie between (about 580 bytes a page stayed resident
    /// after a first capture of 10,000 pages with two arrays each, against 35 without).
    var encoded: (value: StateValue, byteCount: Int)?

    /// How `Value` converts, found on the first capture and kept: the cast that finds out
    /// looks the conformance up in the runtime's tables, which a cold capture (every value
    /// changed) would otherwise pay for every value.
    private var conversion = PreservedConversion.unknown

    /// Makes the box. The key is the wrapper's; the box does not keep it.
    @usableFromInline
    init(_ value: Value, explicitKey: String?) {
        self.value = value
    }

    /// The value's encoding and size, converted directly or through `Encodable`.
    func encode(key: String) throws(ReviveError) -> (value: StateValue, byteCount: Int) {
        if let encoded { return encoded }
        // Each stored property of a class is checked for exclusive access at run time: read
        // the conversion once.
        let conversion = self.conversion
        switch conversion {
        case .unknown:
            self.conversion = PreservedConversion.of(Value.self)
            return try encode(key: key)
        case .int, .double, .bool, .string, .date, .ints, .strings:
            if let stateValue = conversion.convert(value) {
                return keep(stateValue)
            }
            self.conversion = .codable
            return try encode(key: key)
        case .direct(let type):
            if let stateValue = Self.convert(value, as: type) {
                return keep(stateValue)
            }
            self.conversion = .codable
            return try encode(key: key)
        case .codable:
            do {
                guard let encodable = value as? any Encodable else { throw NotCodable() }
                let stateValue = try StateValueEncoder.encode(encodable)
                return (stateValue, stateValue.encodedByteCount)
            } catch {
                throw ReviveError.encodingFailed(key, type: Value.self, underlying: error)
            }
        }
    }

    /// `stateValue` decoded as `Value` the general way, through `Decodable`.
    func decode(_ stateValue: StateValue, key: String) throws(ReviveError) -> Value {
        guard let decodable = Value.self as? any Decodable.Type else {
            throw ReviveError.decoding(NotCodable(), key: key, declared: Value.self)
        }
        let decoded = try PageState.decode(decodable, from: stateValue, key: key)
        guard let value = decoded as? Value else {
            throw ReviveError.decoding(NotCodable(), key: key, declared: Value.self)
        }
        return value
    }

    /// `stateValue` and its size, kept as the value's encoding unless it has storage of its own
    /// (an array, a dictionary): see ``encoded``.
    private func keep(_ stateValue: StateValue) -> (value: StateValue, byteCount: Int) {
        let result = (stateValue, stateValue.encodedByteCount)
        switch stateValue {
        case .array, .dictionary: break
        case .null, .bool, .int, .unsignedInt, .double, .string, .data, .date: encoded = result
        }
        return result
    }

    /// `value` converted as `type`, which is `Value` itself (opened from the cached existential).
    private static func convert<Convertible: StateValueConvertible>(_ value: Value, as type: Convertible.Type) -> StateValue? {
        (value as? Convertible)?.stateValue
    }
}

/// What discovery sees of a ``Preserved`` property, whatever its value type.
protocol PreservedProperty {
    /// The key given in the attribute, or `nil` to use the property's name.
    var explicitKey: String? { get }
    /// The type-erased storage of the value.
    var anyBox: any PreservedStorage { get }
}


/// Reads and writes one preserved value as a ``StateValue``. Usable from inlinable code, so
/// that a listing's `append` hands a box over from the page's own module, specialised.
@usableFromInline
protocol PreservedStorage: AnyObject {
    /// The declared type, for messages.
    var valueType: Any.Type { get }
    /// The current value, encoded, and the bytes it takes in a saved file.
    func capture(key: String) throws(ReviveError) -> (value: StateValue, byteCount: Int)
    /// Decodes `value` and stores it; on failure the current value stays.
    func restore(from value: StateValue, key: String) throws(ReviveError)
}

extension Preserved: PreservedProperty {
    var anyBox: any PreservedStorage { box }
}

extension PreservedBox: PreservedStorage {
    @usableFromInline
    var valueType: Any.Type { Value.self }

    @usableFromInline
    func capture(key: String) throws(ReviveError) -> (value: StateValue, byteCount: Int) {
        try encode(key: key)
    }

    @usableFromInline
    func restore(from stateValue: StateValue, key: String) throws(ReviveError) {
        var conversion = self.conversion
        if case .unknown = conversion {
            conversion = PreservedConversion.of(Value.self)
            self.conversion = conversion
        }
        // Decoded straight into the stored value: a `Value?` result would make this
        // unspecialised code look `Optional<Value>`'s metadata up on every call.
        if !conversion.decode(stateValue, into: &value) {
            value = try decode(stateValue, key: key)
        }
    }
}

@available(*, unavailable)
extension Preserved: Sendable {}

/// A box whose value is not `Codable`, which ``Preserved``'s initialisers never make.
private struct NotCodable: Error, CustomStringConvertible {
    var description: String { "the value's type is not Codable" }
}
