import Foundation
import ReviveFaults
import Testing
@testable import Revive
@testable import ReviveTesting

/// `RestorationScene` forwards checkpoints, so that an adapter's scene file never reaches for its
/// controller; and a delayed checkpoint needs a free main actor, while one taken now does not.
@MainActor
struct SceneCheckpointTests {
    private static let delay = Duration.milliseconds(50)

    /// A launched scene over the engine's tree, with short checkpoints.
    private func launchedScene(_ store: InMemoryStore) async -> RestorationScene<EngineHierarchy> {
        let controller = RestorationController(
            hierarchy: EngineHierarchy(), registry: treeRegistry(), sceneID: "main",
            configuration: .init(store: store, checkpointDelay: Self.delay)
        )
        let scene = RestorationScene(controller: controller)
        var launched = false
        scene.launch(defaultRoot: { freshTreeRoot() }, keeping: ["main"]) { _ in launched = true }
        await waitUntil { launched }
        _ = await scene.launchSweep?.value
        return scene
    }

    /// Holds the main actor for `duration`, as an app's long synchronous work does, and returns
    /// whether `condition` became true meanwhile (checked on the main actor, without yielding).
    private func holdMainActor(for duration: Duration, until condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now.advanced(by: duration)
        while ContinuousClock.now < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return condition()
    }

    @Test func aCustomValueTheLookCannotSeeIsCheckpointedWhenTheSceneIsAsked() async throws {
        let store = InMemoryStore()
        defer { ReviveProcess.current.launchSweeps.forget(store) }
        let scene = await launchedScene(store)
        await scene.controller.waitForPendingSaves()
        let before = scene.controller.checkpointCount
        let page = try #require(scene.controller.hierarchy.visiblePage)
        page.zoom = 3.5                       // custom state: encodeRevivableState(into:)
        scene.setNeedsCheckpoint()
        await waitUntil { scene.controller.checkpointCount > before }
        await scene.controller.waitForPendingSaves()
        scene.controller.releaseSceneLock()   // a crash in the foreground

        let next = RestorationController(hierarchy: EngineHierarchy(), registry: treeRegistry(), sceneID: "main", configuration: .init(store: store))
        let result = await next.launch { freshTreeRoot() }
        #expect(result.report?.restoredFromCheckpoint == true, "\(result)")
        #expect(next.hierarchy.visiblePage?.zoom == 3.5)
    }

    @Test func aCheckpointTakenNowIsWrittenWhileTheMainActorStaysBusy() async throws {
        let store = InMemoryStore()
        defer { ReviveProcess.current.launchSweeps.forget(store) }
        let scene = await launchedScene(store)
        await scene.controller.waitForPendingSaves()
        let before = scene.controller.checkpointCount
        try #require(scene.controller.hierarchy.visiblePage).zoom = 2
        #expect(scene.checkpoint() == .scheduled)
        let written = holdMainActor(for: .seconds(30)) { scene.controller.checkpointCount > before }
        #expect(written, "the checkpoint's write waited for the main actor")
    }

    @Test func aDelayedCheckpointWaitsForTheMainActorToBeFree() async throws {
        let store = InMemoryStore()
        defer { ReviveProcess.current.launchSweeps.forget(store) }
        let scene = await launchedScene(store)
        await scene.controller.waitForPendingSaves()
        let before = scene.controller.checkpointCount
        try #require(scene.controller.hierarchy.visiblePage).zoom = 4
        scene.setNeedsCheckpoint()
        let writtenWhileBusy = holdMainActor(for: Self.delay * 3) { scene.controller.checkpointCount > before }
        #expect(!writtenWhileBusy, "a delayed checkpoint was captured while the main actor was held")
        await waitUntil { scene.controller.checkpointCount > before }
        #expect(scene.controller.checkpointCount > before, "the checkpoint never came once the main actor was free")
    }

    @Test func aDiscardedSceneTakesNoCheckpoint() async throws {
        let store = InMemoryStore()
        defer { ReviveProcess.current.launchSweeps.forget(store) }
        let scene = await launchedScene(store)
        await scene.discard()
        #expect(scene.checkpoint() == .declinedByApp)
        scene.setNeedsCheckpoint()
        try await Task.sleep(for: Self.delay * 4)
        await scene.controller.waitForPendingSaves()
        #expect(scene.controller.checkpointCount == 0)
        #expect(try store.readMarker(named: RestorationSession.checkpointMarker, sceneID: "main") == nil)
    }

    @Test func aMacQuitSavesBeforeItReturnsAndTheNextLaunchComesBack() async throws {
        let store = InMemoryStore()
        defer { ReviveProcess.current.launchSweeps.forget(store) }
        let first = RestorationScene(
            controller: RestorationController(hierarchy: makeTreeApp(), registry: treeRegistry(), sceneID: "mac", configuration: .init(store: store)),
            lifecycle: SceneLifecycle(platform: .macOS)
        )
        #expect(first.handle(.appWillTerminate) == .saveAndWait)
        #expect(try store.read(sceneID: "mac") != nil, "on disk before the process exits")
        first.controller.releaseSceneLock()   // the process is gone

        let next = RestorationController(hierarchy: EngineHierarchy(), registry: treeRegistry(), sceneID: "mac", configuration: .init(store: store))
        let result = await next.launch { freshTreeRoot() }
        #expect(result.report != nil, "a Mac's Quit is not the user's quit: \(result)")
        #expect(next.hierarchy.visiblePage?.identifier == "options")
    }
}
