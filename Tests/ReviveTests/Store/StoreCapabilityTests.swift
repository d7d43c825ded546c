import Foundation
@testable import Revive
import ReviveFaults
@testable import ReviveTesting
import Testing

/// What a store does, call by call, with or without its capabilities.
private final class CallLog: @unchecked Sendable {
    private let calls = LockedValue<[String]>([])
    func note(_ call: String) { calls.withLock { $0.append(call) } }
    var all: [String] { calls.withLock { $0 } }
    func count(_ call: String) -> Int { all.filter { $0 == call }.count }
}

/// The three calls on an ``InMemoryStore``'s states, each noted.
private protocol LoggedCore: SnapshotStore {
    var base: InMemoryStore { get }
    var log: CallLog { get }
}

extension LoggedCore {
    func read(sceneID: String) throws(ReviveError) -> Data? { log.note("read \(sceneID)"); return try base.read(sceneID: sceneID) }
    func write(_ data: Data, sceneID: String) throws(ReviveError) { log.note("write \(sceneID)"); try base.write(data, sceneID: sceneID) }
    func delete(sceneID: String) throws(ReviveError) { log.note("delete \(sceneID)"); try base.delete(sceneID: sceneID) }
}

/// A store with the methods of every capability that adopts none of them.
private struct CoreOnlyStore: LoggedCore {
    let base = InMemoryStore()
    let log = CallLog()
    func lockScene(sceneID: String, patience: Duration) throws(ReviveError) -> SceneLock { log.note("lock"); return SceneLock(sceneID: sceneID) }
    func sweep(_ sweep: SceneSweep) -> SceneSweep.Outcome { log.note("sweep"); return SceneSweep.Outcome() }
    func readMarker(named name: String, sceneID: String) throws(ReviveError) -> Data? { log.note("readMarker"); return nil }
    func storedStateFingerprint(sceneID: String) -> [Int64]? { log.note("fingerprint"); return nil }
}

/// The same store adopting every capability.
private struct CapableStore: LoggedCore, SceneLocking, SceneSweeping, SceneRecordKeeping, SceneStateFingerprinting {
    let base = InMemoryStore()
    let log = CallLog()
    func lockScene(sceneID: String, patience: Duration) throws(ReviveError) -> SceneLock { log.note("lock"); return SceneLock(sceneID: sceneID) }
    func sweep(_ sweep: SceneSweep) -> SceneSweep.Outcome { log.note("sweep"); return SceneSweep.Outcome() }
    func removeScene(sceneID: String) throws(ReviveError) { log.note("removeScene"); try base.delete(sceneID: sceneID) }
    func readMarker(named name: String, sceneID: String) throws(ReviveError) -> Data? {
        log.note("readMarker"); return try base.readMarker(named: name, sceneID: sceneID)
    }
    func writeMarker(_ data: Data, named name: String, sceneID: String) throws(ReviveError) {
        log.note("writeMarker"); try base.writeMarker(data, named: name, sceneID: sceneID)
    }
    func deleteMarker(named name: String, sceneID: String) throws(ReviveError) {
        log.note("deleteMarker"); try base.deleteMarker(named: name, sceneID: sceneID)
    }
    func quarantine(sceneID: String) throws(ReviveError) -> Bool { log.note("quarantine"); return try base.quarantine(sceneID: sceneID) }
    func readQuarantined(sceneID: String) throws(ReviveError) -> Data? { try base.readQuarantined(sceneID: sceneID) }
    func deleteQuarantined(sceneID: String) throws(ReviveError) { try base.deleteQuarantined(sceneID: sceneID) }
    func storedStateFingerprint(sceneID: String) -> [Int64]? {
        log.note("fingerprint")
        return (try? base.read(sceneID: sceneID)).flatMap { $0 }.map { [Int64($0.count)] }
    }
}

/// A store that adopts the core in one declaration and a capability in another, as an app may.
private struct LaterLockingStore: LoggedCore {
    let base = InMemoryStore()
    let log = CallLog()
}

extension LaterLockingStore: SceneLocking {
    func lockScene(sceneID: String, patience: Duration) throws(ReviveError) -> SceneLock { log.note("lock"); return SceneLock(sceneID: sceneID) }
}

/// A store is three calls; the engine asks for each capability and uses it
/// where the store adopts it, and its own way where it does not.
struct StoreCapabilityTests {
    /// A launch that restores, its finish, a save and a discard: what a scene's life asks.
    private func live(_ store: some SnapshotStore) throws {
        try RestorationSession(store: store, sceneID: "main").save(.onePage("Reader"))
        let session = RestorationSession(store: store, sceneID: "main")
        #expect(session.beginLaunch() == .success(.onePage("Reader")))
        try session.finishRestoration()
        try session.save(.onePage("Settings"))
        session.releaseSceneLock()
        try store.discardScene(sceneID: "main")
    }

    @Test func aStoreThatAdoptsEachCapabilityIsAskedThroughIt() async throws {
        let store = CapableStore()
        try live(store)
        #expect(store.log.count("lock") == 2)   // the first session's save, the second's launch (held after)
        #expect(store.log.count("readMarker") >= 2)
        #expect(store.log.count("fingerprint") >= 1)
        #expect(store.log.count("removeScene") == 1)
        #expect(!store.log.all.contains { $0.contains("#revive-") }, "\(store.log.all)")
        await store.sweepSavedScenes(keeping: nil)
        #expect(store.log.count("sweep") == 1)
    }

    @Test func aStoreThatAdoptsNoneHasItsMethodsLeftAloneAndItsRecordsUnderDerivedIDs() async throws {
        let store = CoreOnlyStore()
        try live(store)
        for capability in ["lock", "readMarker", "fingerprint"] { #expect(store.log.count(capability) == 0) }
        #expect(store.log.all.contains("write main#revive-restoring"))
        #expect(store.log.all.contains("read main"))
        #expect(store.base.sceneIDs.isEmpty)
        await store.sweepSavedScenes(keeping: nil)
        #expect(store.log.count("sweep") == 0)
    }

    @Test func aCapabilityAdoptedInAnExtensionOfItsOwnIsFoundWithoutALookup() throws {
        let store: any SnapshotStore = LaterLockingStore()
        #expect(store.sceneLocking != nil && store.sceneSweeping == nil)
        #expect(store.sceneRecordKeeping == nil && store.sceneStateFingerprinting == nil)
        let logged = LaterLockingStore()
        try live(logged)
        #expect(logged.log.count("lock") == 2)
    }

    @Test func theOutcomeOfASweepOfAStoreWithoutTheCapabilityNamesIt() {
        let outcome = StoreAccess(core: CoreOnlyStore()).sweep(SceneSweep(liveSceneIDs: [], maximumAge: 0, maximumQuarantineAge: 0))
        #expect(outcome.removedFiles == 0)
        #expect(outcome.failures.count == 1 && outcome.failures[0].contains("does not adopt SceneSweeping"), "\(outcome.failures)")
    }

    @Test func withoutFingerprintsAStateExistsOrNot() throws {
        let access = StoreAccess(core: CoreOnlyStore())
        #expect(access.storedStateFingerprint(sceneID: "main") == nil)
        try access.write(Data([1]), sceneID: "main")
        #expect(access.storedStateFingerprint(sceneID: "main") == StoreAccess.exists)
        #expect(try access.hasState(sceneID: "main"))
        #expect(access.markerPath(named: "crashed", sceneID: "main") == nil)
    }

    @Test func withoutLockingALockGuardsNothingAndTheUsualPatienceHolds() throws {
        let access = StoreAccess(core: CoreOnlyStore())
        let first = try access.lockScene(sceneID: "main", patience: .zero)
        let second = try access.lockScene(sceneID: "main", patience: .zero)
        #expect(first.sceneID == "main" && second.sceneID == "main")
        #expect(access.saveLockPatience == .milliseconds(100) && access.holdsSceneLocksBetweenOperations)
    }

    @Test func theFileStoreAdoptsEveryCapability() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store: any SnapshotStore = try FileStore(directory: folder.url)
        #expect(store is any SceneLocking && store is any SceneSweeping)
        #expect(store is any SceneRecordKeeping && store is any SceneStateFingerprinting)
        #expect(store.sceneLocking != nil && store.sceneSweeping != nil)
        #expect(store.sceneRecordKeeping != nil && store.sceneStateFingerprinting != nil)
        let memory: any SnapshotStore = InMemoryStore()
        #expect(memory is any SceneRecordKeeping && !(memory is any SceneLocking))
    }
}
