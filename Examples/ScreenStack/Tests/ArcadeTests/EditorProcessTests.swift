import Foundation
import Testing

/// The level editor of the `arcade` executable — a desk of panes side by side, each a tab strip
/// of maps with their dialogs, and a sidebar of worlds — driven to a place, sent to the
/// background, killed with SIGKILL and started again.
struct EditorProcessTests {
    /// Sends `commands`, and expects each to have been carried out (no line but the place).
    private func run(_ commands: [String], in process: ArcadeProcess) throws {
        for command in commands {
            let before = process.lines.count
            try process.send(command)
            let printed = process.lines.dropFirst(before)
            #expect(printed.allSatisfy { $0.hasPrefix("at: ") }, "\(command): \(Array(printed))")
        }
    }

    @Test func aClosedPaneAndAnEmptyFocusedPaneComeBackExactlyAfterSIGKILL() throws {
        let folder = try TemporaryFolder()
        let first = try ArcadeProcess(stateDirectory: folder.url)
        try run(["edit", "select caves", "open cave-1", "paint 3", "open cave-2", "pane", "open sky-1", "pane", "close-pane 2"], in: first)
        let place = try first.send("bg")
        #expect(place == "at: Title > Editor(sidebar: caves) [pane: Map cave-1 (3 tiles), *Map cave-2 (0 tiles)] [pane (focused): empty]")
        #expect(first.lines.contains("saved"))
        first.kill()
        #expect(first.wasKilled)

        let second = try ArcadeProcess(stateDirectory: folder.url)
        // The stack, the title, the editor, two panes and two maps.
        #expect(second.launchLine == "launch: restored 7 pages")
        #expect(second.placeLines.first == place)
        // The focus came back on the empty pane: a map opens there.
        #expect(try second.send("open sky-2") == "at: Title > Editor(sidebar: caves) [pane: Map cave-1 (3 tiles), *Map cave-2 (0 tiles)] [pane (focused): *Map sky-2 (0 tiles)]")
        second.kill()
    }

    @Test func aSidebarWithNoDocumentOpenComesBackWithoutTheDocumentsClosedBeforeTheSave() throws {
        let folder = try TemporaryFolder()
        let first = try ArcadeProcess(stateDirectory: folder.url)
        try run(["edit", "select forest", "open tree-1", "open tree-2"], in: first)
        try first.send("bg")
        try run(["close-map", "close-map", "close-pane 1"], in: first)
        let place = try first.send("bg")
        #expect(place == "at: Title > Editor(sidebar: forest)")
        #expect(first.lines.filter { $0 == "saved" }.count == 2, "\(first.lines)")
        first.kill()

        let second = try ArcadeProcess(stateDirectory: folder.url)
        #expect(second.launchLine == "launch: restored 3 pages")
        #expect(second.placeLines.first == place)
        second.kill()
    }

    @Test func mapsWithChainedDialogsInTwoPanesComeBackExactlyAfterSIGKILL() throws {
        let folder = try TemporaryFolder()
        let first = try ArcadeProcess(stateDirectory: folder.url)
        try run([
            "edit", "select sky", "open cloud", "dialog Resize", "dialog Confirm", "open storm",
            "pane", "open rain", "paint 2", "dialog Export", "focus 1",
        ], in: first)
        let place = try first.send("bg")
        #expect(place == "at: Title > Editor(sidebar: sky) [pane (focused): Map cloud (0 tiles) > Resize > Confirm, *Map storm (0 tiles)] [pane: *Map rain (2 tiles) > Export]")
        first.kill()

        let second = try ArcadeProcess(stateDirectory: folder.url)
        // The stack, the title, the editor, two panes, three maps and three dialogs.
        #expect(second.launchLine == "launch: restored 11 pages")
        #expect(second.placeLines.first == place)
        // Killed again without a new save: the same place comes back once more.
        second.kill()
        let third = try ArcadeProcess(stateDirectory: folder.url)
        #expect(third.placeLines.first == place)
        // The restored dialogs are the toolkit's own: the chain closes from its end.
        try run(["tab 1", "dismiss"], in: third)
        #expect(third.placeLines.last == "at: Title > Editor(sidebar: sky) [pane (focused): *Map cloud (0 tiles) > Resize, Map storm (0 tiles)] [pane: *Map rain (2 tiles) > Export]")
        third.kill()
    }
}
