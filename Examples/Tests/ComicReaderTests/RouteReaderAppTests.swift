import ComicReader
import Foundation
import RouteReader
import Testing

/// The route reader is the comic reader's navigation as routes: the same commands print the
/// same `at:` lines.
@MainActor
struct RouteReaderAppTests {
    @Test func printsTheSameAtLinesAsTheComicReader() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("route-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let comics = try ComicReaderApp(stateDirectory: folder.appendingPathComponent("comic"))
        let routes = try RouteReaderApp(stateDirectory: folder.appendingPathComponent("route"))
        _ = await comics.launch()
        _ = await routes.launch()
        #expect(routes.location == comics.location)
        let commands = ["1", "2", "1", "3", "3", "1", "4", "1", "tab 2", "back", "back", "2", "tab 3", "1", "2",
                        "tab 2", "9", "tab 1", "home", "1", "4", "1", "1", "back", "back", "back", "back"]
        for command in commands {
            let comicLines = await comics.handle(command).lines
            let routeLines = await routes.handle(command).lines
            #expect(routes.location == comics.location, "after \(command)")
            #expect(routeLines == comicLines, "after \(command)")
        }
    }

    @Test func theRoutesLineShowsEveryTabAndModal() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("route-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try RouteReaderApp(stateDirectory: folder)
        _ = await app.launch()
        for command in ["1", "1", "1", "3", "4", "tab 3"] { _ = await app.handle(command) }
        #expect(app.routesLine == "routes: *library[comics > comic(42) > reader(42,p11)] | favorites[] | settings[] | sheet options(14)")
        #expect(await app.handle("tab 3").lines.first == "Close the sheet first (back).")
    }
}
