public import Revive
public import StageKit

/// The level editor: a desk whose sidebar lists the game's worlds, with panes of maps side by
/// side. It opens with one empty pane, which has the focus.
@MainActor
public final class LevelEditor: Desk {
    /// The worlds in the sidebar, top first.
    public static let worlds = ["forest", "caves", "sky"]

    /// Creates the editor with one empty pane.
    public override init() {
        super.init()
        openPane()
    }

    public override var sidebarItems: [String] { Self.worlds }

    public override var title: String { "Editor" }
}

/// A level's map, a document of the editor: its name and the tiles painted so far.
@MainActor
public final class MapScreen: Screen {
    /// The map's name.
    @Preserved public var name = ""
    /// How many tiles were painted.
    @Preserved public var tiles = 0

    /// Creates a map named `name`.
    public init(name: String = "") {
        super.init()
        self.name = name
    }

    public override var title: String { "Map \(name) (\(tiles) tiles)" }
}

/// A dialog of the editor (resize, export, confirm), shown over a map or over another dialog.
@MainActor
public final class DialogScreen: Screen {
    /// What the dialog asks.
    @Preserved public var name = ""

    /// Creates a dialog named `name`.
    public init(name: String = "") {
        super.init()
        self.name = name
    }

    public override var title: String { name }
}
