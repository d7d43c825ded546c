import Foundation
import ReviveFaults
import Testing
@testable import Revive
@testable import ReviveTesting

/// What a process keeps lives in one `ReviveProcess`, and a process that ends
/// leaves nothing to the next but files — its locks go as the kernel's do, the next one sweeps,
/// reports and arms anew — while two processes at once keep to themselves.
@MainActor
struct ReviveProcessTests {
    private func scene(_ store: any SnapshotStore, sceneID: String = "main", process: ReviveProcess) -> RestorationScene<EngineHierarchy> {
        let controller = RestorationController(
            hierarchy: makeTreeApp(), registry: treeRegistry(), sceneID: sceneID, configuration: .init(store: store, process: process)
        )
        return RestorationScene(controller: controller)
    }

    // MARK: Locks

    @Test func aProcessThatEndsLetsGoOfItsLocksAsTheSystemDoes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        let dying = ReviveProcess(), next = ReviveProcess()
        var held: SceneLock? = try store.seen(by: dying).lockScene(sceneID: "main")
        let refused = #expect(throws: ReviveError.self) { try store.seen(by: next).lockScene(sceneID: "main", patience: .zero) }
        #expect(refused?.code == .sceneLocked)

        dying.end()   // its objects may live on: the kernel closed its descriptors all the same
        let taken = try store.seen(by: next).lockScene(sceneID: "main", patience: .seconds(5))
        held = nil    // the dead process's last hold goes: nothing of the next one's is let go
        #expect(held == nil)
        let stillHeld = #expect(throws: ReviveError.self) { try store.seen(by: ReviveProcess()).lockScene(sceneID: "main", patience: .zero) }
        #expect(stillHeld?.code == .sceneLocked)
        withExtendedLifetime(taken) {}
    }

    @Test func aProcessThatEndedTakesNoLockAndRemovesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        try store.write(Data("state".utf8), sceneID: "main")
        let dead = ReviveProcess()
        dead.end()
        #expect(dead.hasEnded)
        let refused = #expect(throws: ReviveError.self) { try store.seen(by: dead).lockScene(sceneID: "main", patience: .zero) }
        #expect(refused?.code == .sceneLocked)
        #expect(throws: ReviveError.self) { try store.seen(by: dead).discardScene(sceneID: "main") }
        #expect(try store.read(sceneID: "main") != nil)
    }

    @Test func aSessionRunsInTheProcessItIsGivenAndSeesTheFolderThroughItsLocks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        let process = ReviveProcess()
        let session = RestorationSession(store: store, sceneID: "main", process: process)
        #expect(session.process === process)
        #expect((session.store.core as? FileStore)?.process === process)
        #expect(RestorationSession(store: store, sceneID: "main").process === ReviveProcess.current)
        #expect((RestorationSession(store: store, sceneID: "main").store.core as? FileStore) === store)
    }

    // MARK: Launch sweeps

    @Test func aProcessSweepsEachStoreOnceAndTheNextProcessSweepsAgain() async {
        let store = InMemoryStore()
        let first = ReviveProcess()
        let a = scene(store, sceneID: "a", process: first), b = scene(store, sceneID: "b", process: first)
        #expect(a.startLaunchSweep(keeping: ["a"]) != nil)
        #expect(b.startLaunchSweep(keeping: ["b"]) == nil)
        _ = await a.launchSweep?.value
        first.end()

        let relaunched = scene(store, sceneID: "a", process: ReviveProcess())
        #expect(relaunched.startLaunchSweep(keeping: ["a"]) != nil)
        _ = await relaunched.launchSweep?.value
    }

    @Test func twoProcessesAtOnceEachSweepTheirStore() async {
        let store = InMemoryStore()
        let here = scene(store, sceneID: "a", process: ReviveProcess()), there = scene(store, sceneID: "b", process: ReviveProcess())
        #expect(here.startLaunchSweep(keeping: nil) != nil)
        #expect(there.startLaunchSweep(keeping: nil) != nil)
        _ = await here.launchSweep?.value
        _ = await there.launchSweep?.value
    }

    // MARK: Live scenes

    @Test func aDiscardByIDReachesTheLiveScenesOfTheStoresProcessOnly() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        let process = ReviveProcess()
        let live = scene(store, sceneID: "main", process: process)
        #expect(live.controller.didEnterBackground() == .scheduled)
        await live.controller.waitForPendingSaves()

        // The app's own process has no such scene: the scene is another process's, held.
        #expect(store.discardSavedState(ofScenes: ["main"])["main"]?.code == .sceneLocked)
        #expect(!live.isDiscarded)
        #expect(store.seen(by: process).discardSavedState(ofScenes: ["main"]).isEmpty)
        await live.discard()
        #expect(live.isDiscarded)
        #expect(try store.read(sceneID: "main") == nil)
    }

    // MARK: Setup issues

    @Test func eachProcessWritesASetupIssueOnce() {
        var issue = SetupIssue(.unregisteredType, "the default tree shows Unregistered-\(UUID().uuidString)")
        issue.process = ReviveProcess()
        #expect(SetupIssue.firstLine(for: issue) == issue.description + "\n")
        #expect(SetupIssue.firstLine(for: issue) == nil)

        var again = issue
        again.process = ReviveProcess()
        #expect(again == issue)   // the same mistake, found by the next process
        #expect(SetupIssue.firstLine(for: again) == issue.description + "\n")
    }

    @Test func aControllerReportsItsIssuesAsFoundInItsProcess() throws {
        let process = ReviveProcess()
        let controller = RestorationController(
            hierarchy: EngineHierarchy(root: UnregisteredTreePage()), registry: treeRegistry(),
            configuration: .init(store: InMemoryStore(), process: process)
        )
        #expect(controller.didEnterBackground() != .scheduled)
        let issue = try #require(controller.reportedIssues.first)
        #expect(issue.process === process)
    }

    @Test func aRelaunchedSimulatedAppReportsItsIssuesAsItsNewProcesss() async throws {
        let app = SimulatedApp(
            hierarchy: { EngineHierarchy() }, registry: treeRegistry,
            rootPage: { TreeTabs([TreeStack([UnregisteredTreePage()]), TreePage()]) }
        )
        await app.launch()
        let first = try #require(app.controller().reportedIssues.first)
        let firstProcess = try #require(app.process)
        #expect(first.process === firstProcess)
        _ = SetupIssue.firstLine(for: first)   // written in the first process, by the handler or here
        #expect(SetupIssue.firstLine(for: first) == nil)

        app.killBySystem()
        await app.launch()
        let again = try #require(app.controller().reportedIssues.first)
        #expect(again == first && again.process === app.process && again.process !== firstProcess)
        #expect(firstProcess.writtenSetupIssues !== again.process.writtenSetupIssues)
    }

    // MARK: Crash markers

    @Test func aProcessThatEndsDisarmsItsCrashMarkers() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("revive-\(UUID().uuidString).crashed.marker").path
        let first = ReviveProcess(), second = ReviveProcess()
        CrashMarkers.arm(path: path, in: first)
        CrashMarkers.arm(path: path, in: second)
        // The handler's memory is the test process's: other suites' restores in
        // `ReviveProcess.current` may have filled it, and then nothing was armed to disarm.
        guard CrashMarkers.isArmed(path) else { return }
        first.end()
        #expect(CrashMarkers.isArmed(path))   // the second still runs
        second.end()
        #expect(!CrashMarkers.isArmed(path))
    }

    @Test func processesThatArmMarkersShareOneHandlerThatNeverChainsToItself() {
        // Every process arms into the real process's handler memory: the handler is installed
        // once, so the action it hands each signal on to is never itself.
        let first = ReviveProcess(), second = ReviveProcess()
        defer { first.end(); second.end() }
        for process in [first, second, first] {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("revive-\(UUID().uuidString).crashed.marker").path
            CrashMarkers.arm(path: path, in: process)
        }
        let chain = SignalHandlerMemory.shared.pointee.chain
        #expect(chain.installed != nil)
        for number in CrashMarkers.signals {
            #expect(!SignalAction.handler(chain.previous[Int(number)], is: chain.installed), "signal \(number)")
        }
    }
}
