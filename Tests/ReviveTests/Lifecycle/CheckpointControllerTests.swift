import Foundation
import ReviveFaults
import Testing
@testable import Revive
@testable import ReviveTesting

/// The controller's checkpoints: coalesced while navigation settles, skipped when nothing
/// changed, never before the launch finished, and restored after a crash in the foreground.
@MainActor
struct CheckpointControllerTests {
    private func controller(_ store: InMemoryStore, delay: Duration? = .milliseconds(50)) -> RestorationController<EngineHierarchy> {
        RestorationController(hierarchy: EngineHierarchy(), registry: treeRegistry(), configuration: .init(store: store, checkpointDelay: delay))
    }

    @Test func callsWhileNavigationSettlesWriteOneCheckpointThatTheNextLaunchRestores() async throws {
        let store = InMemoryStore()
        let app = controller(store)
        #expect(app.checkpoint() == .declinedByApp)   // not before the launch
        await app.launch { freshTreeRoot() }
        for value in 1...5 {
            app.hierarchy.visiblePage?.value = value
            app.setNeedsCheckpoint()
        }
        await waitUntil { app.checkpointCount > 0 }          // navigation settles after 50 ms
        try await Task.sleep(for: .milliseconds(100))         // no second checkpoint follows
        await app.waitForPendingSaves()
        #expect(app.checkpointCount == 1)
        #expect(app.checkpoint() == .scheduled)       // the same place again: nothing written
        await app.waitForPendingSaves()
        #expect(app.checkpointCount == 1 && app.saveCount == 0)
        app.session.releaseSceneLock()   // a crash in the foreground: no bg

        let relaunched = controller(store)
        let result = await relaunched.launch { freshTreeRoot("other") }
        #expect(result.report != nil, "\(result)")
        #expect(relaunched.hierarchy.visiblePage?.value == 5)
    }

    @Test func noCheckpointsWhenTheyAreOff() async throws {
        let store = InMemoryStore()
        let app = controller(store, delay: nil)
        await app.launch { freshTreeRoot() }
        app.setNeedsCheckpoint()
        #expect(app.checkpoint() == .declinedByApp)
        await app.waitForPendingSaves()
        #expect(try store.readMarker(named: RestorationSession.checkpointMarker, sceneID: app.sceneID) == nil)
    }
}
