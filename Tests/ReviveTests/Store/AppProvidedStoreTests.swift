import Foundation
@testable import Revive
import ReviveFaults
import Testing

/// A store of the app's own: only the three public calls, each scene a file in a folder.
private struct FolderStore: SnapshotStore {
    let folder: URL

    private func file(_ sceneID: String) -> URL {
        folder.appendingPathComponent(sceneID.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "_")
    }

    func read(sceneID: String) throws(ReviveError) -> Data? {
        guard FileManager.default.fileExists(atPath: file(sceneID).path) else { return nil }
        do { return try Data(contentsOf: file(sceneID)) } catch {
            throw ReviveError(.readFailed, "\(error)")
        }
    }

    func write(_ data: Data, sceneID: String) throws(ReviveError) {
        do { try data.write(to: file(sceneID), options: .atomic) } catch {
            throw ReviveError(.writeFailed, "\(error)")
        }
    }

    func delete(sceneID: String) throws(ReviveError) {
        guard FileManager.default.fileExists(atPath: file(sceneID).path) else { return }
        do { try FileManager.default.removeItem(at: file(sceneID)) } catch {
            throw ReviveError(.deleteFailed, "\(error)")
        }
    }
}

/// The policy's records on a store that has only the public calls: markers and the set-aside
/// state live under derived scene identifiers, and the crash-loop guard still works.
struct AppProvidedStoreTests {
    /// A new process: a new session on the same folder.
    private func launch(_ folder: TemporaryFolder) -> RestorationSession {
        RestorationSession(store: FolderStore(folder: folder.url), sceneID: "main")
    }

    @Test func aStoreOfTheAppsOwnKeepsItsRecordsUnderDerivedSceneIDs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = StoreAccess(core: FolderStore(folder: folder.url))
        #expect(FolderStore.derivedSceneID("restoring", of: "main") == "main#revive-restoring")
        try store.writeMarker(Data([1]), named: "restoring", sceneID: "main")
        #expect(try store.read(sceneID: "main#revive-restoring") == Data([1]))
        #expect(store.markerPath(named: "restoring", sceneID: "main") == nil)
    }

    @Test func aCrashDuringRestoreMakesTheNextLaunchFreshAndSetsTheStateAside() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let saved = Snapshot.onePage("Reader")
        try launch(folder).save(saved)

        // Launch 1 restores, then "crashes": finishRestoration is never called.
        #expect(launch(folder).beginLaunch() == .success(saved))
        #expect(try folder.contents() == ["main", "main%23revive%2Drestoring"])

        #expect(launch(folder).beginLaunch() == .failure(.crashedDuringLastRestore(attempts: 1)))
        let records = StoreAccess(core: FolderStore(folder: folder.url))
        #expect(try records.readQuarantined(sceneID: "main").map { try SnapshotCodec().decode($0) } == saved)
        #expect(try folder.contents() == ["main%23revive%2Dquarantined"])

        #expect(launch(folder).beginLaunch() == .failure(.noSavedState))
    }

    @Test func aFinishedRestoreKeepsTheStateAndRecordsTheFinish() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let saved = Snapshot.onePage("Reader")
        try launch(folder).save(saved)

        let session = launch(folder)
        #expect(session.beginLaunch() == .success(saved))
        try session.finishRestoration()
        #expect(try folder.contents().contains { $0.contains("restoring") })
        #expect(launch(folder).beginLaunch() == .success(saved))
    }

    @Test func aUserQuitMakesTheNextLaunchFreshEvenIfASaveLandsAfterIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let session = launch(folder)
        try session.save(.onePage("Reader"))
        try session.userDidQuit()
        try session.save(.onePage("Late"))
        #expect(try folder.contents() == ["main", "main%23revive%2Duser%2Dquit"])

        #expect(launch(folder).beginLaunch() == .failure(.userQuit))
        #expect(try folder.contents().isEmpty)
    }

    @Test func discardingASceneRemovesItsStateAndRecords() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = FolderStore(folder: folder.url)
        #expect(RestorationSession(store: store, sceneID: "main").beginLaunch() == .failure(.noSavedState))
        try launch(folder).save(.onePage("Reader"))
        _ = launch(folder).beginLaunch()
        #expect(try folder.contents() == ["main", "main%23revive%2Drestoring"])

        try store.discardScene(sceneID: "main")
        #expect(try folder.contents().isEmpty)
    }
}
