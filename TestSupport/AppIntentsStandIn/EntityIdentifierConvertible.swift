#if !canImport(AppIntents)
/// A type the system can keep an entity's identifier as: a string. Shortcuts keeps the string
/// in the shortcut and hands it back to the entity's query when the shortcut runs.
///
/// https://developer.apple.com/documentation/appintents/entityidentifierconvertible
public protocol EntityIdentifierConvertible {
    /// The identifier as the string the system keeps.
    var entityIdentifierString: String { get }

    /// The identifier the string names, or `nil` when it names none.
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    /// The string itself.
    public var entityIdentifierString: String { self }

    /// The string itself.
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}
#endif
