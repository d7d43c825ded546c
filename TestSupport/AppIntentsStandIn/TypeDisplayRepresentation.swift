#if !canImport(AppIntents)
/// How the system names a type of entity to the user ("Comic place"). Only the name is
/// modelled.
///
/// https://developer.apple.com/documentation/appintents/typedisplayrepresentation
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringLiteral {
    /// The type's name.
    ///
    /// https://developer.apple.com/documentation/appintents/typedisplayrepresentation/name
    public var name: LocalizedStringResource

    /// Creates a representation with a name.
    ///
    /// https://developer.apple.com/documentation/appintents/typedisplayrepresentation/init(name:numericformat:synonyms:)
    public init(name: LocalizedStringResource) {
        self.name = name
    }

    /// A representation whose name is the literal.
    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(stringLiteral: value))
    }
}
#endif
