import StageKit

/// The level editor's commands, and how its place reads.
extension ArcadeGame {
    /// Carries out one command of the level editor's.
    ///
    /// `edit` opens the editor over the title screen. In it: `select WORLD` selects a world in
    /// the sidebar (`select` alone deselects), `pane` opens a pane on the right with the focus,
    /// `close-pane N` closes the Nth pane, `focus N` focuses it (`focus none` focuses none),
    /// `open NAME` opens a map in the focused pane, `tab N` selects its Nth map, `close-map`
    /// closes the selected map, `paint N` paints N tiles on it, `dialog NAME` shows a dialog
    /// over it (over its last dialog, when one is shown) and `dismiss` closes the last one.
    /// - Parameter words: The command's words.
    /// - Returns: The lines to print, or `nil` when the command is not the editor's.
    func handleEditorCommand(_ words: [Substring]) -> [String]? {
        let argument = words.count > 1 ? String(words[1]) : nil
        let number = argument.flatMap { Int($0) }
        let editorCommands: Set<Substring> = ["select", "pane", "close-pane", "focus", "open", "tab", "close-map", "paint", "dialog", "dismiss"]
        let verb = words.first ?? ""
        if verb == "edit", argument == nil {
            guard let stack = stage.root as? ScreenStack, !(stack.top is LevelEditor) else { return ["already editing", placeLine] }
            stack.push(LevelEditor())
            return [placeLine]
        }
        guard editorCommands.contains(verb) else { return nil }
        guard let editor = (stage.root as? ScreenStack)?.top as? LevelEditor else { return ["not in the editor", placeLine] }
        do throws(StageError) {
            try perform(verb, argument: argument, number: number, in: editor)
        } catch {
            return ["\(error)", placeLine]
        }
        return [placeLine]
    }

    private func perform(_ verb: Substring, argument: String?, number: Int?, in editor: LevelEditor) throws(StageError) {
        let pane = editor.focusedPane
        let map = pane?.selectedDocument
        switch (verb, argument, number) {
        case ("select", let world, _):
            try editor.selectSidebarItem(world)
        case ("pane", nil, _):
            editor.openPane()
        case ("close-pane", _, let index?):
            editor.closePane(try Self.pane(index, of: editor))
        case ("focus", "none", _):
            try editor.focus(nil)
        case ("focus", _, let index?):
            try editor.focus(try Self.pane(index, of: editor))
        case ("open", let name?, _):
            guard let pane else { throw StageError("no pane has the focus") }
            pane.open(MapScreen(name: name))
        case ("tab", _, let index?):
            guard let pane else { throw StageError("no pane has the focus") }
            try pane.select(index - 1)
        case ("close-map", nil, _):
            guard let pane, let map else { throw StageError("no map is open in the focused pane") }
            pane.close(map)
        case ("paint", _, let tiles?):
            guard let map = map as? MapScreen else { throw StageError("no map is open in the focused pane") }
            map.tiles += tiles
        case ("dialog", let name?, _):
            guard let map else { throw StageError("no map is open in the focused pane") }
            try Self.lastOverlay(from: map).showOverlay(DialogScreen(name: name))
        case ("dismiss", nil, _):
            guard let map, map.overlay != nil else { throw StageError("no dialog is shown in the focused pane") }
            Self.lastOverlay(from: map).presenter?.dismissOverlay()
        default:
            throw StageError("\(verb): a wrong or missing argument")
        }
    }

    /// The Nth pane of `editor`, counted from 1.
    private static func pane(_ index: Int, of editor: Desk) throws(StageError) -> Pane {
        guard editor.panes.indices.contains(index - 1) else { throw StageError("the editor has no pane \(index)") }
        return editor.panes[index - 1]
    }

    /// The last screen of the chain of overlays from `screen`: `screen` when it shows none.
    private static func lastOverlay(from screen: Screen) -> Screen {
        var last = screen
        while let overlay = last.overlay { last = overlay }
        return last
    }

    /// How a desk reads in the place line: the sidebar's selection, then each pane in brackets,
    /// the focused one marked, its maps in order, the selected one starred, each with its
    /// dialogs: `Editor(sidebar: caves) [pane (focused): *Map cave (3 tiles) > Resize] [pane: empty]`.
    static func deskTitle(_ desk: Desk) -> String {
        var line = "\(desk.title)(sidebar: \(desk.selectedSidebarItem ?? "none"))"
        for pane in desk.panes {
            let documents = pane.documents.enumerated().map { index, document in
                (index == pane.selectedIndex ? "*" : "") + titles(of: document).joined(separator: " > ")
            }
            let name = pane === desk.focusedPane ? "pane (focused)" : "pane"
            line += " [\(name): \(documents.isEmpty ? "empty" : documents.joined(separator: ", "))]"
        }
        return line
    }
}
