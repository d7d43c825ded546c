public import Revive
public import StageKit

/// A release of the game whose root is its worlds: the same screen, `Workspace`, made as tabs,
/// then as columns, then as one map. An update that changes a container's kind is what an iPad
/// redesign does (a tab bar becomes a sidebar and its detail); the file the last release wrote
/// is read by the next one.
///
/// Each release's workspace is a type of its own here, one binary holding them all; each is
/// registered under the one name `Workspace`, as a real app's class keeps its name across
/// releases while its superclass changes.
///
/// ```swift
/// ArcadeGame.release = .columns      // `arcade --release 2`
/// ArcadeGame.makeDefaultRoot()       // WorldColumns: sky | forest | caves
/// ```
public enum ArcadeRelease: Int, CaseIterable, Sendable {
    /// Release 1: the worlds are tabs, one shown at a time (``WorldTabs``).
    case tabs = 1
    /// Release 2: the worlds are columns side by side, in a new order (``WorldColumns``).
    case columns = 2
    /// Release 3: the worlds are one map page (``WorldMap``); no saved tab or column fits it.
    case map = 3

    /// The name the workspace is saved under in every release.
    public static let workspaceName = "Workspace"

    /// Registers this release's workspace under ``workspaceName``, and the worlds' first screen.
    @MainActor
    func register(in registry: RestorationRegistry<Screen>) {
        registry.register(WorldScreen.self) { WorldScreen() }
        switch self {
        case .tabs: registry.register(WorldTabs.self, name: Self.workspaceName) { WorldTabs() }
        case .columns: registry.register(WorldColumns.self, name: Self.workspaceName) { WorldColumns() }
        case .map: registry.register(WorldMap.self, name: Self.workspaceName) { WorldMap() }
        }
    }

    /// This release's workspace, as a fresh start shows it.
    @MainActor
    func makeWorkspace() -> Screen {
        switch self {
        case .tabs: WorldTabs()
        case .columns: WorldColumns()
        case .map: WorldMap()
        }
    }
}

/// The worlds' stacks, each named after its world and holding its ``WorldScreen``.
@MainActor
func worldStacks(_ worlds: [String]) -> [Screen] {
    worlds.map { world in
        let stack = ScreenStack([WorldScreen(name: world)])
        stack.tag = world
        return stack
    }
}

/// Release 1's workspace: a tab per world, the first selected.
@MainActor
public final class WorldTabs: Pane {
    /// Creates the tabs of forest, caves and sky.
    public init() {
        super.init(worldStacks(LevelEditor.worlds))
    }

    public override var title: String { "Worlds" }
}

/// Release 2's workspace: a column per world, side by side, the first focused. The redesign put
/// the sky first.
@MainActor
public final class WorldColumns: SplitScreen {
    /// Creates the columns of sky, forest and caves.
    public init() {
        super.init(worldStacks(["sky", "forest", "caves"]), focusedIndex: 0)
    }

    public override var title: String { "Worlds" }
}

/// Release 3's workspace: one page, a map of every world, with no screens inside.
@MainActor
public final class WorldMap: Screen {
    public override var title: String { "Map of the worlds" }
}

/// A world's first screen, at the bottom of its stack: the levels are pushed over it.
@MainActor
public final class WorldScreen: Screen {
    /// The world's name.
    @Preserved public var name = ""

    /// Creates the screen of the world `name`.
    public init(name: String = "") {
        super.init()
        self.name = name
    }

    public override var title: String { name }
}

extension ArcadeGame {
    /// The release this process is, or `nil` for the game alone (a stack from the title
    /// screen). Set once, before the stage connects, as an app's version is fixed for its process.
    public static var release: ArcadeRelease?

    /// The stack the game's commands act on: the root stack, or the selected tab's or the
    /// focused column's when the root is the worlds.
    var currentStack: ScreenStack? {
        switch stage.root {
        case let stack as ScreenStack: stack
        case let split as SplitScreen: split.focusedColumn as? ScreenStack
        case let pane as Pane: pane.selectedDocument as? ScreenStack
        default: nil
        }
    }

    /// `world NAME` selects the world's tab, or focuses its column.
    /// - Returns: The lines to print, or `nil` when the command is not `world`.
    func handleWorldCommand(_ words: [Substring]) -> [String]? {
        guard words.first == "world", words.count == 2 else { return nil }
        let world = String(words[1])
        let index = { (screens: [Screen]) in screens.firstIndex { $0.tag == world } }
        do throws(StageError) {
            switch stage.root {
            case let split as SplitScreen:
                guard let column = index(split.columns) else { throw StageError("there is no world \(world)") }
                try split.focus(column)
            case let pane as Pane:
                guard let tab = index(pane.documents) else { throw StageError("there is no world \(world)") }
                try pane.select(tab)
            default:
                throw StageError("the worlds are not shown as tabs or columns")
            }
        } catch {
            return ["\(error)", placeLine]
        }
        return [placeLine]
    }

    /// How the worlds read in the place line: each world's line, the selected tab's or focused
    /// column's starred: `Worlds as tabs: forest | *caves > Level 3 (score 120) | sky`.
    static func worldsTitle(_ container: Screen, _ worlds: [Screen], marked: Int?, as kind: String) -> String {
        let lines = worlds.enumerated().map { index, world in
            (index == marked ? "*" : "") + titles(of: world).joined(separator: " > ")
        }
        return "\(container.title) as \(kind): " + lines.joined(separator: " | ")
    }
}
