#if !canImport(AppIntents)
/// An item of the app's that the system can name and hand to an intent: a Shortcuts
/// parameter, a Spotlight result, Siri's answer. The system keeps only its identifier and asks
/// ``defaultQuery`` for the entity when it needs it again.
///
/// ```swift
/// struct ComicPlace: AppEntity {
///     static var typeDisplayRepresentation: TypeDisplayRepresentation { "Comic place" }
///     static let defaultQuery = ComicPlaceQuery()
///     let id: String
///     var displayRepresentation: DisplayRepresentation { "Comic" }
/// }
/// ```
///
/// https://developer.apple.com/documentation/appintents/appentity
public protocol AppEntity: Identifiable, Sendable where ID: EntityIdentifierConvertible {
    /// The query that finds entities of this type by identifier.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self

    /// How the system names the type.
    ///
    /// https://developer.apple.com/documentation/appintents/typedisplayrepresentable/typedisplayrepresentation
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }

    /// The query the system uses to find entities of this type.
    ///
    /// https://developer.apple.com/documentation/appintents/appentity/defaultquery
    static var defaultQuery: DefaultQuery { get }

    /// How the system shows this entity.
    ///
    /// https://developer.apple.com/documentation/appintents/displayrepresentable/displayrepresentation
    var displayRepresentation: DisplayRepresentation { get }
}
#endif
