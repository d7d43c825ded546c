import Arcade
import Revive
import ReviveStage
import ReviveTesting
import StageKit
import Testing

@MainActor
private func makeApp(store: any SnapshotStore = InMemoryStore()) -> SimulatedApp<Stage> {
    SimulatedApp(store: store, hierarchy: { Stage() }, registry: ArcadeGame.makeRegistry, rootPage: ArcadeGame.makeDefaultRoot)
}

/// Plays level 3 to 120 points and opens the pause menu with its cursor on "Quit to title".
@MainActor
private func pauseInLevel3(_ app: SimulatedApp<Stage>) throws {
    let stack = try #require(app.hierarchy?.root as? ScreenStack)
    let level = LevelScreen(level: 3)
    level.score = 120
    stack.push(level)
    let pause = PauseOverlay()
    pause.choice = 2
    try level.showOverlay(pause)
}

/// The game's own screens through a simulated process: saved, killed, launched again.
@MainActor
struct ArcadeRestorationTests {
    @Test func comesBackToThePauseMenuOfTheSameLevelAfterTheSystemKilledIt() async throws {
        let app = makeApp()
        #expect(await app.launch() == .fresh(.noSavedState))
        try pauseInLevel3(app)
        try await app.enterBackground()
        app.killBySystem()

        let result = await app.launch()
        #expect(result.report?.isComplete == true, "\(result)")
        let pause = try app.visiblePage(as: PauseOverlay.self)
        #expect(pause.chosen == "Quit to title")
        let level = try #require(pause.presenter as? LevelScreen)
        #expect(level.level == 3 && level.score == 120)
        let stack = try #require(app.hierarchy?.root as? ScreenStack)
        #expect(stack.screens.count == 2 && stack.screens.first is TitleScreen)
    }

    @Test func startsAtTheTitleAfterThePlayerQuitsOnPurpose() async throws {
        let app = makeApp()
        await app.launch()
        try pauseInLevel3(app)
        try await app.enterBackground()
        await app.forceQuitByUser()

        #expect(await app.launch() == .fresh(.userQuit))
        #expect(app.visiblePage is TitleScreen)
    }

    @Test func startsAtTheTitleAfterARestoreThatCrashed() async throws {
        let app = makeApp()
        await app.launch()
        try pauseInLevel3(app)
        try await app.enterBackground()
        app.killBySystem()
        app.crashDuringRestore()

        let result = await app.launch()
        #expect(result.freshReason == .crashedDuringLastRestore(attempts: 1), "\(result)")
        #expect(app.visiblePage is TitleScreen)
    }
}
