import Foundation
import ReviveFaults
import Testing
@testable import Revive
@testable import ReviveTesting

/// The scene glue every adapter shares (`RestorationScene`): the platform's events, the launch
/// sweep once per store, the former id, and the discard — of the right store's scene.
@MainActor
struct RestorationSceneTests {
    private func scene(
        _ store: InMemoryStore, sceneID: String = "main", formerSceneID: String? = nil, platform: SceneLifecycle.Platform = .iOS
    ) -> RestorationScene<EngineHierarchy> {
        let controller = RestorationController(hierarchy: makeTreeApp(), registry: treeRegistry(), sceneID: sceneID, configuration: .init(store: store))
        return RestorationScene(controller: controller, formerSceneID: formerSceneID, lifecycle: SceneLifecycle(platform: platform))
    }

    @Test func theBackgroundSavesInOneTaskOnIOSAndAClosedWindowIsDiscardedOnMacOS() async throws {
        let store = InMemoryStore()
        let phone = scene(store, sceneID: "phone")
        var begun = 0, ended = 0
        #expect(phone.handle(.background, beginBackgroundTask: { _ in begun += 1; return begun }, endBackgroundTask: { _ in ended += 1 })
            == .saveInBackgroundTask)
        #expect(phone.lastSaveResult == .scheduled)
        await phone.controller.waitForPendingSaves()
        await waitUntil { ended == 1 }   // the end is sent to the main actor
        #expect(begun == 1 && ended == 1)
        #expect(phone.handle(.windowClosed) == .nothing && phone.lastSaveResult == nil)

        let mac = scene(store, sceneID: "mac", platform: .macOS)
        var told = 0
        mac.willDiscard = { told += 1 }
        #expect(mac.handle(.inactive) == .save)
        await mac.controller.waitForPendingSaves()
        #expect(try store.read(sceneID: "mac") != nil)
        #expect(mac.handle(.windowClosed) == .discard)
        await mac.discard()
        #expect(told == 1 && mac.isDiscarded)
        #expect(try store.read(sceneID: "mac") == nil)
        #expect(mac.handle(.background) == .nothing)
    }

    @Test func aWindowClosedAsTheAppTerminatesIsNotDiscarded() async throws {
        let store = InMemoryStore()
        let mac = scene(store, platform: .macOS)
        #expect(mac.handle(.appWillTerminate) == .saveAndWait)
        #expect(try store.read(sceneID: "main") != nil)
        #expect(mac.handle(.windowClosed) == .nothing && !mac.isDiscarded)
    }

    @Test func theLaunchSweepStartsOncePerStoreInstance() async {
        let first = InMemoryStore(), second = InMemoryStore()
        defer { ReviveProcess.current.launchSweeps.forget(first); ReviveProcess.current.launchSweeps.forget(second) }
        let a = scene(first, sceneID: "a"), b = scene(first, sceneID: "b"), c = scene(second, sceneID: "c")
        #expect(a.startLaunchSweep(keeping: ["a"]) != nil)
        #expect(b.startLaunchSweep(keeping: ["b"]) == nil)
        #expect(c.startLaunchSweep(keeping: ["c"]) != nil)
        _ = await a.launchSweep?.value
    }

    @Test func aDiscardByIDReachesTheLiveSceneOfThatStoreOnly() async throws {
        let storeA = InMemoryStore(), storeB = InMemoryStore()
        let onA = scene(storeA, sceneID: "dup"), onB = scene(storeB, sceneID: "dup")
        for live in [onA, onB] {
            #expect(live.controller.didEnterBackground() == .scheduled)
            await live.controller.waitForPendingSaves()
        }
        #expect(storeA.discardSavedState(ofScenes: ["dup"]).isEmpty)
        await onA.discard()
        #expect(onA.isDiscarded && !onB.isDiscarded)
        #expect(try storeA.read(sceneID: "dup") == nil)
        #expect(try storeB.read(sceneID: "dup") != nil)
    }

    @Test func aStateSavedUnderAFormerIDIsAdoptedOnce() async throws {
        let store = InMemoryStore()
        let earlier = scene(store, sceneID: "old")
        #expect(earlier.controller.didEnterBackground() == .scheduled)
        await earlier.controller.waitForPendingSaves()
        earlier.controller.releaseSceneLock()

        let renamed = scene(store, sceneID: "new", formerSceneID: "old")
        #expect(renamed.adoptFormerState())
        #expect(try store.read(sceneID: "old") == nil)
        #expect(try store.read(sceneID: "new") != nil)
        #expect(!renamed.adoptFormerState())
    }
}
