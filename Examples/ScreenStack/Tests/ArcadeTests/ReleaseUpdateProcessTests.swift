import Foundation
import Revive
import Testing

/// Releases of the built `arcade` on one folder, as an update meets the file the last release
/// wrote: release 1 shows the worlds as tabs, release 2 as columns side by side in another order
/// (an iPad redesign: a tab bar becomes a sidebar and its detail), release 3 as one map page.
/// Each release is killed with SIGKILL after its save; the next one launches on the same folder.
struct ReleaseUpdateProcessTests {
    private let tabsPlace = "at: Worlds as tabs: forest | *caves > Level 3 (score 120) > Paused [Restart] | sky"
    private let columnsPlace = "at: Worlds as columns: sky | forest | *caves > Level 3 (score 120) > Paused [Restart]"

    /// Plays level 3 in the caves, pauses and moves the menu's cursor, in `process`; returns the
    /// place line of the save.
    private func playInTheCavesAndSave(_ process: ArcadeProcess) throws -> String {
        for command in ["world caves", "play 3", "score 120", "pause", "down"] { try process.send(command) }
        let place = try process.send("bg")
        #expect(process.lines.contains("saved"), "\(process.lines)")
        return place
    }

    @Test func theSelectedTabComesBackAsTheFocusedColumnWhenAnUpdateMadeTheTabsColumns() throws {
        let folder = try TemporaryFolder()
        let store = try FileStore(directory: folder.url)
        let release1 = try ArcadeProcess(stateDirectory: folder.url, release: 1)
        #expect(release1.placeLines.first == "at: Worlds as tabs: *forest | caves | sky")
        #expect(try playInTheCavesAndSave(release1) == tabsPlace)
        release1.kill()
        #expect(release1.wasKilled)
        let saved = try Data(contentsOf: store.fileURL(for: "main"))

        let release2 = try ArcadeProcess(stateDirectory: folder.url, release: 2)
        // The workspace, three stacks and their world screens, the level and its pause menu.
        #expect(release2.launchLine == "launch: restored 9 pages (kept 9 of 9 pages; Workspace changed from tabs to split, its tabs came back as columns; 1 issue)", "\(release2.lines)")
        #expect(release2.reportLines.count == 1, "\(release2.reportLines)")
        let item = try #require(release2.reportLines.first)
        #expect(item.hasPrefix("report: changedKind at Workspace: ") && item.contains("its tabs came back as columns"), "\(item)")
        #expect(!release2.lines.contains { $0.contains("damaged") })
        // The caves' stack went to its own column, by identity, and has the focus.
        #expect(release2.placeLines.first == columnsPlace)
        // Nothing was deleted or set aside: the file release 1 wrote is still there, as it was.
        #expect(try Data(contentsOf: store.fileURL(for: "main")) == saved)
        #expect(!FileManager.default.fileExists(atPath: store.quarantineURL(for: "main").path))
        // The restored screens are live, their values as saved: the cursor moves on.
        #expect(try release2.send("down") == "at: Worlds as columns: sky | forest | *caves > Level 3 (score 120) > Paused [Quit to title]")
        release2.kill()
    }

    @Test func theFocusedColumnComesBackAsTheSelectedTabWhenAnUpdateMadeTheColumnsTabs() throws {
        let folder = try TemporaryFolder()
        let release2 = try ArcadeProcess(stateDirectory: folder.url, release: 2)
        #expect(release2.placeLines.first == "at: Worlds as columns: *sky | forest | caves")
        for command in ["world forest", "play 2", "score 50"] { try release2.send(command) }
        #expect(try release2.send("bg") == "at: Worlds as columns: sky | *forest > Level 2 (score 50) | caves")
        release2.kill()

        let release1 = try ArcadeProcess(stateDirectory: folder.url, release: 1)
        #expect(release1.launchLine == "launch: restored 8 pages (kept 8 of 8 pages; Workspace changed from split to tabs, its columns came back as tabs; 1 issue)", "\(release1.lines)")
        #expect(release1.reportLines.count == 1, "\(release1.reportLines)")
        let item = try #require(release1.reportLines.first)
        #expect(item.hasPrefix("report: changedKind at Workspace: ") && item.contains("its columns came back as tabs"), "\(item)")
        #expect(!release1.lines.contains { $0.contains("damaged") })
        // The forest's column is its tab again, in release 1's order, and is selected.
        #expect(release1.placeLines.first == "at: Worlds as tabs: *forest > Level 2 (score 50) | caves | sky")
        #expect(!FileManager.default.fileExists(atPath: try FileStore(directory: folder.url).quarantineURL(for: "main").path))

        // Saved again by release 1 and updated once more: the same place, as columns.
        try release1.send("world caves")
        try release1.send("world forest")
        try release1.send("bg")
        release1.kill()
        let again = try ArcadeProcess(stateDirectory: folder.url, release: 2)
        #expect(again.placeLines.first == "at: Worlds as columns: sky | *forest > Level 2 (score 50) | caves")
        again.kill()
    }

    @Test func aWorkspaceThatBecameAPageStartsFreshBecauseTheFileNoLongerFitsAndSetsTheFileAside() throws {
        let folder = try TemporaryFolder()
        let store = try FileStore(directory: folder.url)
        let release1 = try ArcadeProcess(stateDirectory: folder.url, release: 1)
        #expect(try playInTheCavesAndSave(release1) == tabsPlace)
        release1.kill()
        let saved = try Data(contentsOf: store.fileURL(for: "main"))

        let release3 = try ArcadeProcess(stateDirectory: folder.url, release: 3)
        let launch = try #require(release3.launchLine)
        #expect(launch.hasPrefix("launch: fresh because the saved state no longer fits this version of the app ("), "\(launch)")
        #expect(launch.contains("the file says tabs") && launch.hasSuffix("it was set aside"), "\(launch)")
        #expect(!release3.lines.contains { $0.contains("damaged") }, "\(release3.lines)")
        #expect(release3.placeLines.first == "at: Map of the worlds")
        // Set aside, not deleted: the bytes release 1 wrote, under the set-aside name.
        #expect(!FileManager.default.fileExists(atPath: store.fileURL(for: "main").path))
        #expect(try Data(contentsOf: store.quarantineURL(for: "main")) == saved)
        // Release 3's own save leaves the set-aside file alone.
        try release3.send("bg")
        release3.kill()
        #expect(try Data(contentsOf: store.quarantineURL(for: "main")) == saved)
        #expect(try Data(contentsOf: store.fileURL(for: "main")) != saved)
    }
}
