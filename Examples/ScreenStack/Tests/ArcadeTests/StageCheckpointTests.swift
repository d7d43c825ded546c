import Revive
import ReviveStage
import ReviveTesting
import StageKit
import Testing

/// The stage observed through its one frame callback (`Stage.onFrame`), which the adapter chains
/// onto: a frame that shows something new is checkpointed with no call of the game's, and the
/// game's own callback still runs.
@MainActor
struct StageCheckpointTests {
    /// Lets other tasks run until `condition` holds, for at most 30 s (a time only a hang reaches).
    private func waitUntil(_ condition: () -> Bool) async {
        let deadline = ContinuousClock.now.advanced(by: .seconds(30))
        while !condition(), ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// A stage showing a desk, launched fresh with checkpoints 20 ms after a change.
    private func launchedDesk(on stage: Stage) async -> StageRestoration {
        let registry = RestorationRegistry<Screen>()
        registry.register(ShelfDesk.self) { ShelfDesk() }
        let restoration = StageRestoration(
            stage: stage, registry: registry, configuration: .init(store: InMemoryStore(), checkpointDelay: .milliseconds(20))
        )
        var launched = false
        restoration.launch(defaultRoot: { ShelfDesk() }) { _ in launched = true }
        await waitUntil { launched }
        return restoration
    }

    @Test func aFrameThatShowsSomethingNewIsCheckpointedAndTheGamesOwnCallbackStillRuns() async throws {
        let stage = Stage()
        var gameFrames = 0
        stage.onFrame = { gameFrames += 1 }
        let restoration = await launchedDesk(on: stage)
        let desk = try #require(stage.root as? ShelfDesk)

        try desk.selectSidebarItem("b")
        stage.drawFrame()
        await waitUntil { restoration.controller.checkpointCount >= 1 }
        await restoration.controller.waitForPendingSaves()
        #expect(gameFrames == 1, "the game's own onFrame is kept")
        #expect(restoration.controller.checkpointCount >= 1)
    }

    @Test func aDesksSidebarSelectionIsInTheLookWithNoHashOfTheAdapters() throws {
        // The sidebar's selection is view state the adapter saves (no `@Preserved` value): the
        // look hashes it from the adapter's encoding (`hashViewState(of:into:)`'s default).
        let stage = Stage()
        let desk = ShelfDesk()
        func hash() -> Int {
            var hasher = Hasher()
            stage.hashViewState(of: desk, into: &hasher)
            return hasher.finalize()
        }
        let before = hash()
        #expect(hash() == before)
        try desk.selectSidebarItem("b")
        #expect(hash() != before)
        try desk.selectSidebarItem(nil)
        #expect(hash() == before)
    }

    @Test func theGamesCallbackRunsOncePerFrameWithTheControllerChainedOn() async {
        let stage = Stage()
        var gameFrames = 0
        stage.onFrame = { gameFrames += 1 }
        _ = await launchedDesk(on: stage)
        stage.drawFrame()
        stage.drawFrame()
        #expect(gameFrames == 2 && stage.frameCount == 2)
    }
}
