#if !canImport(AppIntents)
/// Finds an app's entities by identifier, for the system: when a shortcut runs with the
/// identifier it kept, or Spotlight hands one to an intent.
///
/// https://developer.apple.com/documentation/appintents/entityquery
public protocol EntityQuery: Sendable {
    /// The type of entity found.
    associatedtype Entity: AppEntity

    /// Creates the query; the system makes one when it needs to.
    init()

    /// The entities of `identifiers`. "The system skips identifiers that have no matching
    /// entity, so the returned array can have fewer entries than the supplied identifiers."
    ///
    /// https://developer.apple.com/documentation/appintents/entityquery/entities(for:)
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]

    /// Entities to suggest when the user picks one; none by default.
    ///
    /// https://developer.apple.com/documentation/appintents/entityquery/suggestedentities()
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    /// No suggestions.
    public func suggestedEntities() async throws -> [Entity] { [] }
}
#endif
