#if !canImport(AppIntents)
/// How the system names a type of entity to the user ("Comic place"). Only the name is
/// modelled. Not `Sendable` (the iOS 17 SDK's type is not): an entity declares its
/// `typeDisplayRepresentation` as a computed property, as Apple's templates do.
///
/// ```swift
/// static var typeDisplayRepresentation: TypeDisplayRepresentation { "Comic place" }
/// ```
///
/// https://developer.apple.com/documentation/appintents/typedisplayrepresentation
public struct TypeDisplayRepresentation: ExpressibleByStringLiteral {
    /// The type's name.
    ///
    /// https://developer.apple.com/documentation/appintents/typedisplayrepresentation/name
    public var name: LocalizedStringResource

    /// Creates a representation with a name: the SDK's `init(name:numericFormat:)` without the
    /// numeric format.
    ///
    /// https://developer.apple.com/documentation/appintents/typedisplayrepresentation/init(name:numericformat:)
    public init(name: LocalizedStringResource) {
        self.name = name
    }

    /// A representation whose name is the literal.
    ///
    /// https://developer.apple.com/documentation/appintents/typedisplayrepresentation/init(stringliteral:)
    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(stringLiteral: value))
    }
}
#endif
