/// A class whose `@Preserved` properties are listed at compile time: the engine asks it for
/// them instead of reading its mirror.
///
/// The `@Preserving` macro (product `ReviveMacros`) writes the conformance and its one method;
/// write it by hand only where the macro cannot run. Each class of the chain that declares
/// `@Preserved` properties lists its own after its superclass's (`super` first), and names
/// itself last with ``PreservedPropertyList/listed(_:)``:
///
/// ```swift
/// final class ComicPage: Page, PreservedPropertyListing {
///     @Preserved("comic_id") var comicID = 0
///
///     func listPreservedProperties(into list: inout PreservedPropertyList) {
///         list.append(_comicID, name: "comicID", in: ComicPage.self)
///         list.listed(ComicPage.self)
///     }
/// }
/// ```
///
/// An object whose class is a subclass that did not list itself (it has no `@Preserving`) is
/// read from its mirror instead, so none of its properties is missed.
@MainActor
public protocol PreservedPropertyListing: AnyObject {
    /// Appends this object's `@Preserved` properties to `list`: its superclasses' first, then
    /// its class's own (`@Preserving` lists them in key order when it knows every key, in
    /// declaration order otherwise); then names its class with
    /// ``PreservedPropertyList/listed(_:)``.
    func listPreservedProperties(into list: inout PreservedPropertyList)
}

/// The `@Preserved` properties of one object, as ``PreservedPropertyListing`` lists them.
public struct PreservedPropertyList {
    /// The properties, in the order they were appended.
    private(set) var bindings: [PreservedBinding] = []
    /// The last class that named itself; the object's own class when its listing is complete.
    private(set) var listedClass: ObjectIdentifier?

    init() {
        // Most pages preserve a few values: one allocation, not one per doubling.
        bindings.reserveCapacity(8)
    }

    /// Appends one `@Preserved` property.
    /// - Parameters:
    ///   - property: The property's wrapper (`_comicID`).
    ///   - name: The property's name (`comicID`), its key unless the wrapper was given one.
    ///   - type: The class that declares it.
    public mutating func append<Value>(_ property: Preserved<Value>, name: String, in type: AnyClass) {
        bindings.append(PreservedBinding(
            key: property.explicitKey ?? name, propertyName: name, declaringType: type, storage: property.box
        ))
    }

    /// Names the class whose properties were just appended; the last call names the class that
    /// the listing is complete for.
    /// - Parameter type: The class.
    public mutating func listed(_ type: AnyClass) {
        listedClass = ObjectIdentifier(type)
    }

    /// The bindings of `object`, when its own class listed them; `nil` when it is not listed
    /// or a subclass of a listed class that did not list itself.
    @MainActor
    static func bindings(of object: AnyObject) -> [PreservedBinding]? {
        guard let listing = object as? any PreservedPropertyListing else { return nil }
        var list = PreservedPropertyList()
        listing.listPreservedProperties(into: &list)
        guard list.listedClass == ObjectIdentifier(type(of: object)) else { return nil }
        return list.bindings
    }
}

@available(*, unavailable)
extension PreservedPropertyList: Sendable {}
