public import Revive
public import ReviveStage
public import StageKit

/// The arcade game: its screens' registry and default root, and the stage delegate that forwards
/// the stage's events to Revive and carries out the player's commands — in the game, and in its
/// level editor (a desk of maps side by side, `handleEditorCommand(_:)`).
///
/// ```swift
/// let game = ArcadeGame(stage: Stage(), store: try FileStore(directory: folder))
/// game.start()                       // ["launch: fresh because no state was saved", "at: Title"]
/// await game.handle("play 3")        // ["at: Title > Level 3 (score 0)"]
/// ```
@MainActor
public final class ArcadeGame: StageDelegate {
    /// The stage the game shows.
    public let stage: Stage
    /// The glue that saves and restores the stage; set when the stage connects.
    public private(set) var restoration: StageRestoration?
    private let store: any SnapshotStore
    private var launchLine = ""

    /// The screen types a saved file may recreate. The stage's `ScreenStack`, `Desk` and `Pane`
    /// need no line: the adapter registers them.
    public static func makeRegistry() -> RestorationRegistry<Screen> {
        // snippet:begin adapter-registry
        let registry = RestorationRegistry<Screen>()
        registry.register(TitleScreen.self) { TitleScreen() }
        registry.register(LevelScreen.self) { LevelScreen() }
        registry.register(PauseOverlay.self) { PauseOverlay() }
        // snippet:end
        registry.register(LevelEditor.self) { LevelEditor() }
        registry.register(MapScreen.self) { MapScreen() }
        registry.register(DialogScreen.self) { DialogScreen() }
        release?.register(in: registry)
        return registry
    }

    /// What a fresh start shows: a stack with the title screen, or the release's worlds
    /// (``release``).
    public static func makeDefaultRoot() -> Screen {
        release?.makeWorkspace() ?? ScreenStack([TitleScreen()])
    }

    /// Creates the game on `stage`; nothing is shown until ``start()``.
    public init(stage: Stage, store: any SnapshotStore) {
        self.stage = stage
        self.store = store
        stage.delegate = self
    }

    /// Connects the stage, which restores the saved screens or starts fresh.
    /// - Returns: What the launch did, each item of its report (`report: changedKind at
    ///   Workspace: …`), and where the player is.
    @discardableResult
    public func start() -> [String] {
        stage.connect()
        let report = restoration?.controller.lastLaunchResult?.report?.items ?? []
        return [launchLine] + report.map { "report: \($0)" } + [placeLine]
    }

    // MARK: Stage events

    // snippet:begin adapter-delegate
    public func stage(_ stage: Stage, willConnectTo session: StageSession) {
        let restoration = StageRestoration(stage: stage, registry: Self.makeRegistry(), configuration: .init(store: store))
        self.restoration = restoration
        restoration.launch(defaultRoot: Self.makeDefaultRoot) { [weak self] result in
            self?.launchLine = "launch: \(result)"
        }
    }

    public func stageDidEnterBackground(_ stage: Stage) {
        restoration?.stageDidEnterBackground()
    }

    public func stage(_ stage: Stage, didDiscard session: StageSession) {
        restoration?.stageDidDiscardSession()
    }
    // snippet:end

    // MARK: Commands

    /// Carries out one command of the player's.
    ///
    /// `play N` starts level N, `score N` adds points, `pause` shows the pause menu, `down`
    /// moves its cursor, `resume` closes it, `back` leaves the screen on top, `bg` sends the
    /// game to the background (it is saved), `quit` quits on purpose (the saved state is
    /// discarded), `close` closes the session for good (its files are deleted), `where` says
    /// where the player is. `edit` opens the level editor, whose commands are
    /// `handleEditorCommand(_:)`'s. With the worlds at the root (``release``), `world NAME`
    /// selects a world's tab or focuses its column, and `play` and `back` act on its stack.
    /// - Returns: The lines to print, and whether the game ends.
    public func handle(_ command: String) async -> (lines: [String], exits: Bool) {
        let words = command.split(separator: " ")
        let number = words.count > 1 ? Int(words[1]) : nil
        switch (words.first ?? "", number) {
        case ("play", let level?):
            currentStack?.push(LevelScreen(level: level))
        case ("score", let points?):
            guard let level = stage.visibleScreen as? LevelScreen else { return (["not in a level", placeLine], false) }
            level.score += points
        case ("pause", nil):
            guard let level = stage.visibleScreen as? LevelScreen else { return (["not in a level", placeLine], false) }
            try? level.showOverlay(PauseOverlay())
        case ("down", nil):
            (stage.visibleScreen as? PauseOverlay)?.moveDown()
        case ("resume", nil):
            stage.visibleScreen?.presenter?.dismissOverlay()
        case ("back", nil):
            currentStack?.pop()
        case ("bg", nil):
            await stage.enterBackground()
            return ([saveLine, placeLine], false)
        case ("quit", nil):
            await restoration?.controller.userDidQuit()
            return (["quit"], true)
        case ("close", nil):
            await stage.discardSession()
            return (["closed"], true)
        case ("where", nil):
            break
        default:
            if let lines = handleEditorCommand(words) ?? handleWorldCommand(words) { return (lines, false) }
            return (["unknown command: \(command)", placeLine], false)
        }
        return ([placeLine], false)
    }

    /// What the last trip to the background saved: `saved` once the state is on disk.
    private var saveLine: String {
        guard let result = restoration?.scene.lastSaveResult else { return "not saved" }
        guard result.isScheduled else { return "not saved: \(result)" }
        return restoration?.controller.lastSaveError.map { "not saved: \($0)" } ?? "saved"
    }

    /// Where the player is: `at: Title > Level 3 (score 120) > Paused [Restart]`, or in the
    /// editor `at: Title > Editor(sidebar: caves) [pane (focused): *Map cave (3 tiles)]`.
    public var placeLine: String {
        "at: " + (stage.root.map(Self.titles(of:)) ?? []).joined(separator: " > ")
    }

    static func titles(of screen: Screen) -> [String] {
        var titles: [String]
        switch screen {
        case let stack as ScreenStack: titles = stack.screens.flatMap(Self.titles(of:))
        case let desk as Desk: titles = [deskTitle(desk)]
        case let split as SplitScreen: titles = [worldsTitle(split, split.columns, marked: split.focusedIndex, as: "columns")]
        case let pane as Pane: titles = [worldsTitle(pane, pane.documents, marked: pane.selectedIndex, as: "tabs")]
        default: titles = [screen.title]
        }
        if let overlay = screen.overlay { titles += Self.titles(of: overlay) }
        return titles
    }
}
