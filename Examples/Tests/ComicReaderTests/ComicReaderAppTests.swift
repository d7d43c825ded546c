import ReviveNavigator
import ComicReader
import Foundation
import Testing

/// The demo's commands, in process.
@MainActor
struct ComicReaderAppTests {
    @Test func homeGoesStraightBackToTheRootInOneCall() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("comic-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try ComicReaderApp(stateDirectory: folder)
        _ = await app.launch()
        for command in ["1", "1", "1", "4"] { _ = await app.handle(command) }
        #expect(app.location == "at: Library > Comics > One Piece #42 > Reader p.1 > Options")
        _ = await app.handle("home")
        #expect(app.location == "at: Library")
    }

    @Test func unknownCommandsAndMissingItemsSaySo() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("comic-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try ComicReaderApp(stateDirectory: folder)
        _ = await app.launch()
        #expect(await app.handle("fly").lines.first == "Unknown command 'fly'. Type help.")
        #expect(await app.handle("9").lines.first == "There is no item 9 here.")
        #expect(await app.handle("back").lines.first == "Nothing to go back to.")
        #expect(await app.handle("tab 7").lines.first == "Usage: tab N, with N from 1 to 3.")
    }
}
