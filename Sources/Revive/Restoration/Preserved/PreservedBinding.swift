import Foundation

/// One `@Preserved` property of one object, found by ``PreservedProperties/bindings(of:)``.
///
/// A binding reads and writes the property's value directly, without reflection, for as long
/// as the object lives: the value sits in a reference box that the object and the binding
/// share. Bindings come from the list a `@Preserving` class wrote at compile time, or from the
/// object's mirror (the first instance of each class walked in full, later ones read only at
/// their wrapper children, ``PreservedLayout``); capturing and restoring through bindings
/// costs no reflection at all, and reads the boxes the object held when the bindings were
/// found. The engine finds an object's bindings anew at every capture and restore, so a
/// replaced wrapper is always the one read:
///
/// ```swift
/// let bindings = PreservedProperties.bindings(of: page)
/// let state = try PreservedProperties.capture(bindings)
/// ```
///
/// A binding keeps its object's preserved values alive, not the object itself. It is not
/// `Sendable`: use it where its page lives, on the main actor.
struct PreservedBinding {
    /// The key the value is saved under: the explicit key, or the property's name.
    let key: String
    /// The property's name, without the wrapper's leading underscore (`comicID`).
    let propertyName: String
    /// The class that declares the property (a superclass for inherited ones).
    let declaringType: Any.Type

    /// The name of the class that declares the property (a superclass for inherited ones).
    var declaringTypeName: String { String(describing: declaringType) }

    /// The property's storage.
    let storage: any PreservedStorage

    init(key: String, propertyName: String, declaringType: Any.Type, storage: any PreservedStorage) {
        self.key = key
        self.propertyName = propertyName
        self.declaringType = declaringType
        self.storage = storage
    }

    /// The name of the property's declared type (`Int`, `Optional<String>`).
    var valueTypeName: String { String(describing: storage.valueType) }

    /// `ComicDetailPage.comicID`, as duplicate-key errors name a property.
    var qualifiedName: String { declaringTypeName + "." + propertyName }

    /// The property's current value as a state value.
    ///
    /// - Returns: The encoded value.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/encodingFailed`` when the
    ///   value's own `encode(to:)` throws.
    func capture() throws(ReviveError) -> StateValue {
        try storage.capture(key: key).value
    }

    /// Decodes `value` and assigns it to the property.
    ///
    /// On failure the property keeps its current value.
    ///
    /// - Parameter value: The saved value.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/typeMismatch``,
    ///   ``ReviveError/Code/valueOutOfRange`` or ``ReviveError/Code/invalidValue`` when
    ///   `value` does not fit the property's type.
    func restore(from value: StateValue) throws(ReviveError) {
        try storage.restore(from: value, key: key)
    }
}

@available(*, unavailable)
extension PreservedBinding: Sendable {}
