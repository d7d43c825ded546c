#if os(Linux) && UIKitStandIn
import AppIntentsStandIn
import Foundation
import Testing

/// App Intents' stand-in: the system's run of an open intent from an identifier it kept
/// (through the entity's query, which may skip it), and the parameter, result and
/// representation types an app's entity and intent use.
@Suite struct AppIntentsStandInTests {
    struct Note: AppEntity {
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Note" }
        static let defaultQuery = NoteQuery()
        let id: String
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "Note \(id)") }
    }

    /// Finds notes whose identifier starts with "note-"; answers "other" with another note.
    struct NoteQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Note] {
            identifiers.compactMap { id in
                if id == "other" { return Note(id: "note-9") }
                return id.hasPrefix("note-") ? Note(id: id) : nil
            }
        }
    }

    /// Records what it opened.
    final class Opened: @unchecked Sendable {
        private let lock = NSLock()
        private var ids: [String] = []
        var all: [String] { lock.withLock { ids } }
        func append(_ id: String) { lock.withLock { ids.append(id) } }
    }
    static let opened = Opened()

    struct OpenNote: OpenIntent {
        static var title: LocalizedStringResource { "Open note" }
        @Parameter(title: "Note") var target: Note

        func perform() async throws -> some IntentResult {
            AppIntentsStandInTests.opened.append(target.id)
            return .result()
        }
    }

    @Test func theSystemResolvesTheKeptIdentifierThroughTheQueryThenPerforms() async throws {
        _ = try await AppIntentsRuntime.perform(OpenNote.self, targetIdentifier: "note-1")
        #expect(Self.opened.all.contains("note-1"))
    }

    @Test func anIdentifierTheQuerySkipsOrAnswersWithAnotherEntityIsNotFoundAndNothingIsPerformed() async throws {
        for identifier in ["gone", "other"] {
            do {
                _ = try await AppIntentsRuntime.perform(OpenNote.self, targetIdentifier: identifier)
                Issue.record("\(identifier) was performed")
            } catch let error as AppIntentsRuntime.EntityNotFound {
                #expect(error.identifier == identifier)
            }
        }
        #expect(!Self.opened.all.contains("gone") && !Self.opened.all.contains("note-9"))
    }

    @Test func aParameterHoldsWhatTheSystemSetAndRepresentationsShowTheirText() {
        let intent = OpenNote()
        intent.$target.wrappedValue = Note(id: "note-2")
        #expect(intent.target.id == "note-2")
        #expect(intent.$target.title.key == "Note")
        #expect(Note(id: "7").displayRepresentation.title.key == "Note 7")
        #expect(Note(id: "7").displayRepresentation.subtitle == nil)
        #expect(Note.typeDisplayRepresentation.name.key == "Note")
        #expect(OpenNote.title.key == "Open note")
        #expect("note-3".entityIdentifierString == "note-3" && String.entityIdentifier(for: "x") == "x")
    }
}
#endif
