import ComicReader
import Foundation
import Revive
import ReviveNavigator
import Testing

/// The demo checks what it restores. A saved file that passed the checksum
/// brings page numbers and text sizes at `Int.max`, `Int.min` and below zero, and a comic that
/// is not in the catalog; the demo clamps or refuses each, and no command traps afterwards.
@MainActor
struct RestoredValueTests {
    /// Saves the reader at `page` of `comicID` with the options sheet at `textSize`, as a file
    /// the app itself wrote, then relaunches a new app on the folder.
    private func relaunch(page: Int, textSize: Int, comicID: Int = 42, in folder: URL) async throws -> (ComicReaderApp, [String]) {
        do {
            let app = try ComicReaderApp(stateDirectory: folder)
            _ = await app.launch()
            for command in ["1", "1", "1", "4"] { _ = await app.handle(command) }
            let options = try #require(app.navigator.visiblePage as? ReaderOptionsPage)
            let reader = try #require(((app.navigator.rootPage as? TabBarPage)?.selectedPage as? NavigationPage)?.topPage as? ReaderPage)
            reader.pageNumber = page
            reader.comicID = comicID
            options.textSize = textSize
            _ = await app.handle("bg")
        }
        let app = try ComicReaderApp(stateDirectory: folder)
        return (app, await app.launch())
    }

    @Test(arguments: [(Int.max, Int.max), (Int.min, Int.min), (-5, -1), (0, 0)])
    func extremeValuesAreClampedAndNoCommandTraps(_ values: (page: Int, textSize: Int)) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("comic-values-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (app, launch) = try await relaunch(page: values.page, textSize: values.textSize, in: folder)

        #expect(launch.first?.hasPrefix("Revive: restored 11 pages") == true, "\(launch)")
        let options = try #require(app.navigator.visiblePage as? ReaderOptionsPage)
        #expect(ReaderOptionsPage.textSizes.contains(options.textSize))
        for command in ["1", "1", "2", "3", "1", "3", "2", "2", "2"] { _ = await app.handle(command) }
        let reader = try #require(app.navigator.visiblePage as? ReaderPage)
        #expect((1...60).contains(reader.pageNumber))
        #expect(app.location.hasPrefix("at: Library > Comics > One Piece #42 > Reader p."))
    }

    @Test func aComicNotInTheCatalogIsRefusedAndReported() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("comic-values-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (app, launch) = try await relaunch(page: 3, textSize: 14, comicID: 123_456, in: folder)

        #expect(launch.first?.contains("dropped or defaulted") == true, "\(launch)")
        // The reader is dropped; the options sheet belongs to the tab bar (its presentation
        // context, as in UIKit), so it stays over the comic.
        #expect(app.location.hasPrefix("at: Library > Comics > One Piece #42"))
        #expect(!app.location.contains("Reader"))
        for command in ["1", "1", "back", "home", "-9223372036854775808", "tab -9223372036854775808"] {
            _ = await app.handle(command)
        }
    }
}
