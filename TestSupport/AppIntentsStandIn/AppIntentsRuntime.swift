#if !canImport(AppIntents)
/// What the system does with an app's intents, for tests: runs an ``OpenIntent`` as Shortcuts
/// or Spotlight does, from the identifier it kept for the target.
public enum AppIntentsRuntime {
    /// The system found no entity for the identifier it kept: the query skipped it.
    public struct EntityNotFound: Error, Equatable {
        /// The identifier the system kept.
        public let identifier: String
    }

    /// Runs `Intent` on the entity `identifier` names, as the system does: the entity's
    /// `defaultQuery` turns the identifier into the entity (a query that skips it ends the run
    /// with ``EntityNotFound``), the intent is made with `init()`, its target set, and
    /// `perform()` called.
    ///
    /// https://developer.apple.com/documentation/appintents/entityquery/entities(for:)
    public static func perform<Intent: OpenIntent>(
        _ intent: Intent.Type, targetIdentifier identifier: String
    ) async throws -> Intent.PerformResult {
        guard let id = Intent.Value.ID.entityIdentifier(for: identifier) else { throw EntityNotFound(identifier: identifier) }
        let query = Intent.Value.defaultQuery
        let found = try await query.entities(for: [id])
        guard let entity = found.first, entity.id.entityIdentifierString == identifier else {
            throw EntityNotFound(identifier: identifier)
        }
        var intent = Intent()
        intent.target = entity
        return try await intent.perform()
    }
}
#endif
