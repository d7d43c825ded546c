import Foundation
import ReviveFaults
import Testing
@testable import Revive
import ReviveTesting

/// A store of an app's own: the three public calls only.
private struct AppOwnStore: SnapshotStore {
    let memory = InMemoryStore()
    func read(sceneID: String) throws(ReviveError) -> Data? { try memory.read(sceneID: sceneID) }
    func write(_ data: Data, sceneID: String) throws(ReviveError) { try memory.write(data, sceneID: sceneID) }
    func delete(sceneID: String) throws(ReviveError) { try memory.delete(sceneID: sceneID) }
}

/// A discarded scene leaves no file behind, and the launch sweep removes
/// the scenes no session will open again, states past the policy's age and old quarantines —
/// never a scene someone holds.
struct SceneCleanupTests {
    /// A store on the same folder that behaves as another process would: its own lock table.
    private func anotherProcess(_ folder: TemporaryFolder) throws -> FileStore {
        try FileStore(directory: folder.url, files: .posix, process: ReviveProcess())
    }

    /// Moves a file's modification time into the past.
    private func age(_ url: URL, by seconds: TimeInterval) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -seconds)], ofItemAtPath: url.path)
    }

    @MainActor @Test func aLiveSceneFreedBeforeItsDiscardStartsHasItsFilesRemovedAllTheSame() throws {
        // The table saw the scene alive, but its last holder let go before the discard was
        // called: no scene took the discard, so the store removes the files itself.
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let process = ReviveProcess()
        defer { process.end() }
        let store = try FileStore(directory: folder.url).seen(by: process)
        try store.write(SnapshotCodec().encode(Snapshot.onePage("Reader")), sceneID: "main")
        let owner = NSObject()
        process.liveScenes.register(sceneID: "main", of: store, owner: owner) { false }
        #expect(store.discardSavedState(ofScenes: ["main"]).isEmpty)
        #expect(try store.read(sceneID: "main") == nil, "a discard no scene took left the files")
        withExtendedLifetime(owner) {}
    }

    @Test func theSweepNeverRemovesASceneWrittenAfterItBegan() async throws {
        // The live scenes were listed a minute ago; the sweep's queue runs only now. A scene
        // this run connected since, and saved, is not a gone session's.
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        try store.write(SnapshotCodec().encode(Snapshot.onePage("Reader", sceneID: "gone")), sceneID: "gone")
        try age(store.fileURL(for: "gone"), by: 120)
        try store.write(SnapshotCodec().encode(Snapshot.onePage("Reader", sceneID: "new")), sceneID: "new")
        let lockExisted = FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(FileStoreNaming.lockFileName(sceneID: "new")).path)
        await store.sweepSavedScenes(keeping: ["main"], now: Date(timeIntervalSinceNow: -60))
        #expect(try store.read(sceneID: "gone") == nil, "a scene saved before the sweep began, whose session is gone")
        #expect(try store.read(sceneID: "new") != nil, "a scene saved after the sweep began was removed")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(FileStoreNaming.lockFileName(sceneID: "new")).path) == lockExisted)
    }

    @Test func aHundredScenesOpenedAndDiscardedLeaveNoFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        var sessions: [RestorationSession] = []
        for index in 0..<100 {
            let sceneID = "scene-\(index)"
            let session = RestorationSession(store: store, sceneID: sceneID)
            #expect(session.beginLaunch() == .failure(.noSavedState))
            try session.save(Snapshot.onePage("Reader", sceneID: sceneID))
            if index.isMultiple(of: 3) { try store.quarantine(sceneID: sceneID) }
            if index.isMultiple(of: 5) { try store.writeMarker(Data("1".utf8), named: RestorationSession.restoringMarker, sceneID: sceneID) }
            if index.isMultiple(of: 7) { try store.writeMarker(Data("x".utf8), named: "left-by-an-older-version", sceneID: sceneID) }
            sessions.append(session)
        }
        #expect(try folder.contents().count > 200)

        // Half are discarded while their session is still alive (UIKit discarded the session,
        // the old controller is not freed yet); the others after their session is gone.
        var alive: [RestorationSession]? = Array(sessions.prefix(50))
        sessions.removeAll()
        for index in 0..<100 {
            try store.discardScene(sceneID: "scene-\(index)")
        }
        #expect(try folder.contents().count == 50)   // the live ones' lock files, until they let go
        #expect(alive?.count == 50)
        alive = nil
        #expect(try folder.contents() == [])
    }

    @Test func aDiscardLeavesAnotherProcesssSceneAsItIs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let other = RestorationSession(store: try anotherProcess(folder), sceneID: "main")
        try other.save(Snapshot.onePage("Reader"))

        let store = try FileStore(directory: folder.url)
        let error = #expect(throws: ReviveError.self) { try store.discardScene(sceneID: "main") }
        #expect(error?.code == .sceneLocked)
        #expect(error?.message.contains("another process holds scene \"main\"") == true)
        #expect(try folder.contents() == ["main.lock", "main.revive"])
        other.releaseSceneLock()
        try store.discardScene(sceneID: "main")
        #expect(try folder.contents() == [])
    }

    @Test func theLaunchSweepRemovesStaleScenesAndOldQuarantinesButNotLiveOnes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        let codec = SnapshotCodec()
        for scene in ["live", "live-old-quarantine", "closed", "live-too-old", "closed-but-open-here", "closed-but-held-elsewhere"] {
            try store.write(try codec.encode(Snapshot.onePage("Reader", sceneID: scene)), sceneID: scene)
        }
        try store.quarantine(sceneID: "live-old-quarantine")
        try store.write(try codec.encode(Snapshot.onePage("Reader", sceneID: "live-old-quarantine")), sceneID: "live-old-quarantine")
        try age(store.quarantineURL(for: "live-old-quarantine"), by: 8 * 86_400)
        try store.writeMarker(Data("1".utf8), named: RestorationSession.userQuitMarker, sceneID: "closed")
        try store.quarantine(sceneID: "closed")
        _ = try store.lockScene(sceneID: "closed")   // taken and let go: the file stays
        try age(store.fileURL(for: "live-too-old"), by: 3 * 86_400)
        let openHere = try store.lockScene(sceneID: "closed-but-open-here")
        let elsewhere = try anotherProcess(folder).lockScene(sceneID: "closed-but-held-elsewhere")
        try Data("archive".utf8).write(to: folder.url.appendingPathComponent("closed.archive"))
        try Data().write(to: folder.url.appendingPathComponent("closed.archive.lock"))
        try Data("key".utf8).write(to: folder.url.appendingPathComponent("archive.key"))

        var policy = RestorationPolicy()
        policy.maximumAge = 2 * 86_400
        let live: Set = ["live", "live-old-quarantine", "live-too-old"]
        let outcome = store.sweep(SceneSweep(liveSceneIDs: live, policy: policy))

        #expect(outcome.removedScenes.sorted() == ["closed", "live-old-quarantine", "live-too-old"])
        #expect(outcome.keptInUse.sorted() == ["closed-but-held-elsewhere", "closed-but-open-here"])
        #expect(outcome.failures.isEmpty)
        #expect(try folder.contents() == [
            "archive.key", "closed-but-held-elsewhere.lock", "closed-but-held-elsewhere.revive",
            "closed-but-open-here.lock", "closed-but-open-here.revive",
            "closed.archive", "closed.archive.lock", "live-old-quarantine.revive", "live.revive",
        ])
        #expect(outcome.removedFiles == 5)   // closed: quarantine, marker, lock; an old quarantine; an old state
        withExtendedLifetime((openHere, elsewhere)) {}
    }

    @Test func withNoKnownLiveScenesOnlyTheAgesApply() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        try store.write(Data([1]), sceneID: "recent")
        try store.write(Data([2]), sceneID: "old")
        try age(store.fileURL(for: "old"), by: 3_600)

        let removed = await store.sweepSavedScenes(keeping: nil, policy: RestorationPolicy(maximumAge: 60))

        #expect(removed == 1)
        #expect(try folder.contents() == ["recent.revive"])
        #expect(await store.sweepSavedScenes(keeping: nil, policy: RestorationPolicy()) == 0)
    }

    @Test func aQuarantinedStateAgesFromWhenItWasSetAside() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        try store.write(Data([1]), sceneID: "main")
        try age(store.fileURL(for: "main"), by: 30 * 86_400)
        try store.quarantine(sceneID: "main")

        _ = store.sweep(SceneSweep(liveSceneIDs: ["main"], policy: RestorationPolicy()))
        #expect(try folder.contents() == ["main.quarantined"])
        let later = SceneSweep(liveSceneIDs: ["main"], policy: RestorationPolicy(), now: Date(timeIntervalSinceNow: 8 * 86_400))
        _ = store.sweep(later)
        #expect(try folder.contents() == [])
    }

    @Test func aStoreOfTheAppsOwnForgetsEveryRecordButCannotBeSwept() async throws {
        let base = AppOwnStore()
        let session = RestorationSession(store: base, sceneID: "main")
        try session.save(Snapshot.onePage("Reader"))
        try session.store.quarantine(sceneID: "main")
        try session.save(Snapshot.onePage("Reader"))
        try session.userDidQuit()
        #expect(base.memory.sceneIDs == ["main#revive-quarantined", "main#revive-user-quit"])

        try base.discardScene(sceneID: "main")
        #expect(base.memory.sceneIDs.isEmpty)
        #expect(await base.sweepSavedScenes(keeping: []) == 0)
    }

    @Test func theTestStoreForgetsEverythingOfADiscardedScene() throws {
        let store = InMemoryStore()
        let session = RestorationSession(store: store, sceneID: "main")
        try session.save(Snapshot.onePage("Reader"))
        try store.quarantine(sceneID: "main")
        try session.save(Snapshot.onePage("Reader"))
        try session.userDidQuit()
        #expect(try store.readQuarantined(sceneID: "main") != nil)

        try store.discardScene(sceneID: "main")
        #expect(try store.read(sceneID: "main") == nil)
        #expect(try store.readQuarantined(sceneID: "main") == nil)
        #expect(try store.readMarker(named: RestorationSession.userQuitMarker, sceneID: "main") == nil)
    }
}
