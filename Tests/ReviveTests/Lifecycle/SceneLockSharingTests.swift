import Foundation
import ReviveFaults
import Testing
@testable import Revive
@testable import ReviveTesting

/// Controllers of one scene in one process share its lock; a save that
/// another process keeps from happening is never reported as scheduled; in an App Group
/// container the lock is held only during each operation, never while the app is suspended.
@MainActor
struct SceneLockSharingTests {
    /// A process of the app showing `makeTreeApp`'s tree, not launched.
    private func runningApp(_ store: FileStore) -> RestorationController<EngineHierarchy> {
        RestorationController(hierarchy: makeTreeApp(), registry: treeRegistry(), configuration: .init(store: store))
    }

    /// A new controller that launches the scene from `store`.
    private func launchedApp(_ store: FileStore) async -> (RestorationController<EngineHierarchy>, LaunchResult) {
        let controller = RestorationController(hierarchy: EngineHierarchy(), registry: treeRegistry(), configuration: .init(store: store))
        return (controller, await controller.launch { freshTreeRoot() })
    }

    @Test func anOldAndANewControllerOfOneSceneBothRestoreAndSave() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        let old = runningApp(store)
        #expect(old.didEnterBackground() == .scheduled)
        await old.waitForPendingSaves()

        let (new, result) = await launchedApp(store)   // the scene reconnected; the old controller lingers
        #expect(result.report?.isComplete == true, "\(result)")
        #expect(new.didEnterBackground() == .scheduled)
        await new.waitForPendingSaves()
        #expect(new.lastSaveError == nil && new.saveCount == 0)   // the restored state is on disk: nothing to write
        #expect(old.session.holdsSceneLock() && new.session.holdsSceneLock())
    }

    @Test func aSaveAnotherProcessPreventsIsNotScheduled() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let other = RestorationSession(store: try FileStore(directory: folder.url, files: .posix, process: ReviveProcess()), sceneID: "default")
        #expect(other.beginLaunch() == .failure(.noSavedState))

        let (here, result) = await launchedApp(try FileStore(directory: folder.url))
        #expect(result.freshReason == .sceneInUse)
        var begun = 0
        let saved = here.didEnterBackground(beginBackgroundTask: { _ in begun += 1 }, endBackgroundTask: { _ in })
        guard case .sceneInUse(let error) = saved else {
            Issue.record("expected .sceneInUse, got \(saved)")
            return
        }
        #expect(error.code == .sceneLocked && error.message.contains("another process holds scene \"default\""))
        #expect(!saved.isScheduled && begun == 0 && here.saveCount == 0)
        #expect(try folder.contents() == ["default.lock"])
    }

    @Test func inAnAppGroupContainerTheLockIsHeldOnlyDuringEachOperation() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let extensionProcess = { try FileStore(directory: folder.url, files: .posix, process: ReviveProcess()).lockScene(sceneID: "default") }
        let app = runningApp(try FileStore(directory: folder.url, options: .appGroupContainer))

        #expect(app.didEnterBackground() == .scheduled)
        await app.waitForPendingSaves()
        #expect(!app.session.holdsSceneLock() && app.saveCount == 1)
        #expect(throws: Never.self) { _ = try extensionProcess() }   // free while the app is suspended

        do {
            let held = try extensionProcess()   // the extension writes right now: the save waits for it
            #expect(app.didEnterBackground() == .scheduled)
            withExtendedLifetime(held) {}
        }
        await app.waitForPendingSaves()
        #expect(app.lastSaveError == nil)

        let (relaunched, result) = await launchedApp(try FileStore(directory: folder.url, options: .appGroupContainer))
        #expect(result.report?.isComplete == true, "\(result)")
        #expect(!relaunched.session.holdsSceneLock())
        #expect(throws: Never.self) { _ = try extensionProcess() }
    }
}
