/// A class whose `@Preserved` properties are listed at compile time: the engine asks it for
/// them instead of reading its mirror.
///
/// The `@Preserving` macro (product `ReviveMacros`) writes the conformance and its one method;
/// write it by hand only where the macro cannot run. Each class of the chain that declares
/// `@Preserved` properties lists its own after its superclass's (`super` first), and names
/// itself last with ``PreservedPropertyList/listed(_:)-el6r``:
///
/// ```swift
/// final class ComicScreen: PreservedPropertyListing {
///     @Preserved("comic_id") var comicID = 0
///
///     func listPreservedProperties(into list: inout PreservedPropertyList) {
///         list.append(_comicID, name: "comicID", in: ComicScreen.self)
///         list.listed(ComicScreen.self)
///     }
/// }
/// ```
///
/// A subclass of a class that conforms (the navigator's `Page` does) writes `override` and calls
/// `super` first.
///
/// An object whose class is a subclass that did not list itself (it has no `@Preserving`) is
/// read from its mirror instead, so none of its properties is missed.
@MainActor
public protocol PreservedPropertyListing: AnyObject {
    /// Appends this object's `@Preserved` properties to `list`: its superclasses' first, then
    /// its class's own (`@Preserving` lists them in key order when it knows every key, in
    /// declaration order otherwise); then names its class with
    /// ``PreservedPropertyList/listed(_:)-el6r``.
    func listPreservedProperties(into list: inout PreservedPropertyList)
}

/// The `@Preserved` properties of one object, as ``PreservedPropertyListing`` lists them.
///
/// What the engine does with each property it is handed depends on why it asked: a capture
/// encodes each value as it is appended, straight into the state's entries, and a restore
/// decodes each one straight from a saved state's sorted entries (nothing is kept of the
/// property itself, so neither allocates a list); anything else keeps a binding per property.
public struct PreservedPropertyList {
    /// Why the list is made.
    enum Purpose {
        /// Keep a binding per property.
        case bindings
        /// Encode each value into ``entries`` as it is appended.
        case capture
        /// Only see whether the keys strictly ascend (``isStrictlyAscending``).
        case keyOrder
        /// Restore each property from ``entries``, a saved state's, sorted by key; the keys
        /// strictly ascend (a ``keyOrder`` pass said so).
        case restore
    }

    let purpose: Purpose
    /// The properties, in the order they were appended (``Purpose/bindings``).
    private(set) var bindings: [PreservedBinding] = []
    /// The values, in the order they were appended (``Purpose/capture``); the saved state's
    /// entries (``Purpose/restore``).
    private(set) var entries: [PageState.Entry] = []
    /// The last key appended (``Purpose/keyOrder``).
    private var lastKey: String?
    /// The first entry a restore has not passed yet (``Purpose/restore``).
    private var next = 0
    /// The properties a restore left at their current value, and why (``Purpose/restore``).
    private(set) var restoreIssues: [ReviveError] = []
    /// The bytes ``entries`` take in a saved file.
    private(set) var byteCount = 0
    /// Whether every key appended so far is greater than the one before it.
    private(set) var isStrictlyAscending = true
    /// The first value that could not be encoded; later ones are not encoded.
    private(set) var captureError: ReviveError?
    /// The last class that named itself; the object's own class when its listing is complete.
    private(set) var listedClass: ObjectIdentifier?
    /// Whether that class adopts ``ViewStateRestoring``, as the compiler chose between the two
    /// ``listed(_:)``s where the class listed itself: a restore asks the page for its view
    /// state with no runtime lookup of the conformance.
    private(set) var listedViewState = ListedViewState.notAdopted

    init(_ purpose: Purpose) {
        self.purpose = purpose
        // Most pages preserve a few values: one allocation, not one per doubling.
        switch purpose {
        case .bindings: bindings.reserveCapacity(8)
        case .capture: entries.reserveCapacity(8)
        case .keyOrder, .restore: break
        }
    }

    /// A list that restores each property from `state` as it is appended.
    init(restoring state: PageState) {
        self.purpose = .restore
        self.entries = state.entries
    }

    /// Appends one `@Preserved` property.
    /// - Parameters:
    ///   - property: The property's wrapper (`_comicID`).
    ///   - name: The property's name (`comicID`), its key unless the wrapper was given one.
    ///   - type: The class that declares it.
    @inlinable
    public mutating func append<Value>(_ property: Preserved<Value>, name: String, in type: AnyClass) {
        // Inlined into the page's module, where `Value` is known, so the box is handed over as
        // storage there: unspecialised, each append would look the box's conformance up through
        // its generic type (a restore's rebuild costs about 12% more in instructions).
        append(storage: property.box, key: property.explicitKey ?? name, name: name, in: type)
    }

    /// Appends one property's storage under `key`: what every ``append(_:name:in:)`` does.
    @usableFromInline
    mutating func append(storage: any PreservedStorage, key: String, name: String, in type: AnyClass) {
        switch purpose {
        case .bindings:
            if let last = bindings.last, !(last.key < key) { isStrictlyAscending = false }
            bindings.append(PreservedBinding(key: key, propertyName: name, declaringType: type, storage: storage))
        case .capture:
            // A pattern, not `== nil`: the compiler picks `ReviveError?`'s `==`, which copies
            // both sides into a tuple on every value appended (about 10% of a cold capture).
            if case .some = captureError { return }
            if let last = entries.last, !(last.key < key) { isStrictlyAscending = false }
            do {
                let (value, valueBytes) = try storage.capture(key: key)
                byteCount += EncodedSize.string(key) + valueBytes
                entries.append(PageState.Entry(key: key, value: value))
            } catch {
                captureError = error
            }
        case .keyOrder:
            if let lastKey, !(lastKey < key) { isStrictlyAscending = false }
            lastKey = key
        case .restore:
            PreservedProperties.restore(key, storage, from: entries, at: &next, issues: &restoreIssues)
        }
    }

    /// Names the class whose properties were just appended; the last call names the class that
    /// the listing is complete for.
    /// - Parameter type: The class.
    public mutating func listed<Listed: AnyObject>(_ type: Listed.Type) {
        listedClass = ObjectIdentifier(type)
        listedViewState = .notAdopted
    }

    /// Names the class whose properties were just appended, a class that adopts
    /// ``ViewStateRestoring``: the compiler calls this one for such a class, so a restore
    /// knows that it adopts the protocol without looking the conformance up.
    /// - Parameter type: The class.
    public mutating func listed<Listed: ViewStateRestoring>(_ type: Listed.Type) {
        listedClass = ObjectIdentifier(type)
        listedViewState = .adopted(type)
    }

    /// `object`'s list made for `purpose`, when its own class listed it; `nil` when it is not
    /// listed, or is a subclass of a listed class that did not list itself. `listing` is
    /// `object` itself, when the caller knows it conforms; `nil` asks `object` at run time.
    @MainActor
    static func of(_ object: AnyObject, for purpose: Purpose, listing: (any PreservedPropertyListing)? = nil) -> PreservedPropertyList? {
        guard let listing = listing ?? object as? any PreservedPropertyListing else { return nil }
        var list = PreservedPropertyList(purpose)
        listing.listPreservedProperties(into: &list)
        guard list.listedClass == ObjectIdentifier(type(of: object)) else { return nil }
        return list
    }

    /// Restores `object`'s properties from `state` as its list hands them over, when its own
    /// class listed them and their keys strictly ascend: one pass that only compares the keys,
    /// then one that restores, with no list kept. `nil` when the object is not listed, or its
    /// keys do not strictly ascend (a key of a subclass below its superclass's, a duplicate),
    /// for the bindings' path to sort them and name any duplicate; nothing is restored then.
    /// - Returns: The properties left at their current value, and why; whether the object's
    ///   class adopts ``ViewStateRestoring``.
    @MainActor
    static func restore(
        _ state: PageState, into object: AnyObject, listing: any PreservedPropertyListing
    ) -> (issues: [ReviveError], viewState: ListedViewState)? {
        var order = PreservedPropertyList(.keyOrder)
        listing.listPreservedProperties(into: &order)
        guard order.listedClass == ObjectIdentifier(type(of: object)), order.isStrictlyAscending else { return nil }
        var list = PreservedPropertyList(restoring: state)
        listing.listPreservedProperties(into: &list)
        return (list.restoreIssues, order.listedViewState)
    }

    /// The bindings of `object`, when its own class listed them (see ``of(_:for:)``).
    @MainActor
    static func bindings(of object: AnyObject, listing: (any PreservedPropertyListing)? = nil) -> [PreservedBinding]? {
        of(object, for: .bindings, listing: listing)?.bindings
    }

    /// The state of `object`, when its own class listed its properties (see ``of(_:for:)``),
    /// encoded as they were appended; `nil` when it did not, or when the keys did not strictly
    /// ascend (two classes of a chain, a key known only at run time), for the bindings' path
    /// to sort them and name any duplicate.
    /// - Throws: ``ReviveError`` with code `encodingFailed` when a value's encoding threw.
    @MainActor
    static func capture(of object: AnyObject, listing: (any PreservedPropertyListing)? = nil) throws(ReviveError) -> PageState? {
        guard let list = of(object, for: .capture, listing: listing) else { return nil }
        if let error = list.captureError { throw error }
        guard list.isStrictlyAscending else { return nil }
        return PageState(sortedEntries: list.entries, byteCount: list.byteCount)
    }
}

@available(*, unavailable)
extension PreservedPropertyList: Sendable {}

/// Whether a listed class adopts ``ViewStateRestoring``, as its listing said at compile time.
enum ListedViewState {
    /// It adopts it, as this type.
    case adopted(any ViewStateRestoring.Type)
    /// It does not.
    case notAdopted
}
