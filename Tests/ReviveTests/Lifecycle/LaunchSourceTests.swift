import Foundation
import Testing
@testable import Revive
@testable import ReviveTesting

/// A launch says which file it restored from — the checkpoint, written as the user
/// navigated, or the durable save — so that an app (the demos' launch line) names the right one.
@MainActor
struct LaunchSourceTests {
    private func controller(_ store: InMemoryStore) -> RestorationController<EngineHierarchy> {
        RestorationController(hierarchy: EngineHierarchy(), registry: treeRegistry(), configuration: .init(store: store, checkpointDelay: .seconds(600)))   // checkpoints by hand only
    }

    /// Sets the visible page's value, as a user's navigation would change the place.
    private func move(_ app: RestorationController<EngineHierarchy>, to value: Int) throws {
        let page = try #require(app.hierarchy.visiblePage)
        page.value = value
    }

    /// Lets the clock move on, so that the next capture is strictly newer than the last one.
    private func tick() async throws {
        try await Task.sleep(for: .milliseconds(5))
    }

    /// Launches a new controller on `store`, as the next process does, after `app` died.
    private func relaunch(after app: RestorationController<EngineHierarchy>, on store: InMemoryStore) async -> (LaunchResult, Int?) {
        app.releaseSceneLock()
        let next = controller(store)
        let result = await next.launch { freshTreeRoot() }
        defer { next.releaseSceneLock() }
        return (result, next.hierarchy.visiblePage?.value)
    }

    @Test func aCheckpointNewerThanTheSaveIsWhatTheLaunchSaysItRestored() async throws {
        let store = InMemoryStore()
        let app = controller(store)
        await app.launch { freshTreeRoot() }
        try move(app, to: 1)
        #expect(app.didEnterBackground() == .scheduled)
        await app.waitForPendingSaves()
        app.willEnterForeground()
        try await tick()
        try move(app, to: 2)
        #expect(app.checkpoint() == .scheduled)
        await app.waitForPendingSaves()
        #expect(app.checkpointCount == 1 && app.saveCount == 1)

        let (result, value) = await relaunch(after: app, on: store)   // killed with no bg since
        let report = try #require(result.report, "\(result)")
        #expect(value == 2)
        #expect(report.restoredFromCheckpoint)
        #expect(result.description == "restored \(report.restoredPageCount) pages from the checkpoint")
    }

    @Test func aSaveNewerThanTheCheckpointIsWhatTheLaunchSaysItRestored() async throws {
        let store = InMemoryStore()
        let app = controller(store)
        await app.launch { freshTreeRoot() }
        try move(app, to: 1)
        #expect(app.checkpoint() == .scheduled)
        await app.waitForPendingSaves()
        let olderCheckpoint = try #require(try store.readMarker(named: RestorationSession.checkpointMarker, sceneID: app.sceneID))
        try await tick()
        try move(app, to: 2)
        #expect(app.didEnterBackground() == .scheduled)
        await app.waitForPendingSaves()
        // The save removed the checkpoint without a sync; put it back, as a power cut may.
        try store.writeMarker(olderCheckpoint, named: RestorationSession.checkpointMarker, sceneID: app.sceneID)

        let (result, value) = await relaunch(after: app, on: store)
        let report = try #require(result.report, "\(result)")
        #expect(value == 2)
        #expect(!report.restoredFromCheckpoint)
        #expect(result.description == "restored \(report.restoredPageCount) pages")
    }

    @Test func aCheckpointWithNoSaveIsWhatTheLaunchSaysItRestored() async throws {
        let store = InMemoryStore()
        let app = controller(store)
        await app.launch { freshTreeRoot() }
        try move(app, to: 3)
        #expect(app.checkpoint() == .scheduled)
        await app.waitForPendingSaves()

        let (result, value) = await relaunch(after: app, on: store)
        #expect(value == 3)
        #expect(result.report?.restoredFromCheckpoint == true, "\(result)")
    }

    @Test func aRestoreOfASnapshotInHandIsNotFromACheckpoint() {
        #expect(!RestoreReport().restoredFromCheckpoint)
    }
}
