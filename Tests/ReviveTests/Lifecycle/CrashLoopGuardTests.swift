import Foundation
@testable import Revive
import ReviveFaults
@testable import ReviveTesting
import Testing

/// Simulated launches over a real folder: each launch is a new store and session on it.
struct CrashLoopGuardTests {
    private func launch(_ folder: TemporaryFolder, policy: RestorationPolicy = RestorationPolicy()) throws -> RestorationSession {
        RestorationSession(
            store: try FileStore(directory: folder.url), sceneID: "main", policy: policy
        )
    }

    @Test func doesNotRestoreAgainAStateThatCrashedTheLastRestore() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let saved = Snapshot.onePage("Reader")
        try launch(folder).save(saved)

        // Launch 1 restores, then "crashes": finishRestoration is never called.
        #expect(try launch(folder).beginLaunch() == .success(saved))

        // Launch 2 starts fresh and keeps the state aside.
        #expect(try launch(folder).beginLaunch() == .failure(.crashedDuringLastRestore(attempts: 1)))
        let store = try FileStore(directory: folder.url)
        #expect(FileManager.default.fileExists(atPath: store.quarantineURL(for: "main").path))
        #expect(!FileManager.default.fileExists(atPath: store.fileURL(for: "main").path))
        #expect(try store.readQuarantined(sceneID: "main").map { try SnapshotCodec().decode($0) } == saved)

        // Launch 3 has nothing to restore.
        #expect(try launch(folder).beginLaunch() == .failure(.noSavedState))
        #expect(try folder.contents() == ["main.lock", "main.quarantined"])
    }

    @Test func allowsAsManyUnfinishedRestoresAsTheThreshold() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let policy = RestorationPolicy(maximumRestoreAttempts: 2)
        let saved = Snapshot.onePage("Reader")
        try launch(folder).save(saved)

        #expect(try launch(folder, policy: policy).beginLaunch() == .success(saved))
        #expect(try launch(folder, policy: policy).beginLaunch() == .success(saved))
        #expect(
            try launch(folder, policy: policy).beginLaunch()
                == .failure(.crashedDuringLastRestore(attempts: 2))
        )
    }

    @Test func aFinishedRestoreKeepsTheStateAndRecordsTheFinishWithoutRemovingAnything() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let saved = Snapshot.onePage("Reader")
        try launch(folder).save(saved)

        do {
            let first = try launch(folder)
            #expect(first.beginLaunch() == .success(saved))
            #expect(try folder.contents() == ["main.lock", "main.restoring.marker", "main.revive"])
            try first.finishRestoration()
        }

        #expect(try folder.contents() == ["main.lock", "main.restoring.marker", "main.revive"])
        let record = try #require(try FileStore(directory: folder.url).readMarker(named: "restoring", sceneID: "main"))
        #expect(RestoreRecord(record)?.phase == .restored)
        #expect(try launch(folder).beginLaunch() == .success(saved))
    }

    @Test func deletesTheStateAfterRestoreWhenThePolicySaysSo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let policy = RestorationPolicy(deletesAfterRestore: true)
        let saved = Snapshot.onePage("Reader")
        try launch(folder).save(saved)

        let session = try launch(folder, policy: policy)
        #expect(session.beginLaunch() == .success(saved))
        try session.finishRestoration()
        #expect(try folder.contents() == ["main.lock"])
        #expect(try launch(folder).beginLaunch() == .failure(.noSavedState))
    }

    @Test func aRecordOfTheEarlierFormatStillCountsItsAttempts() throws {
        let store = InMemoryStore()
        let session = RestorationSession(store: store, sceneID: "main")
        try session.save(Snapshot.onePage())
        try store.writeMarker(Data("1".utf8), named: "restoring", sceneID: "main")

        #expect(session.beginLaunch() == .failure(.crashedDuringLastRestore(attempts: 1)))
        #expect(try store.readQuarantined(sceneID: "main") != nil)
    }

    @Test func restoresReadOnlyWhenTheGuardCannotBeRecorded() throws {
        let store = InMemoryStore()
        let session = RestorationSession(store: store, sceneID: "main")
        try session.save(Snapshot.onePage())
        store.failNextWrites(1)

        // An intact state on a full disk comes back, read-only: nothing is deleted.
        #expect(session.beginLaunch() == .success(Snapshot.onePage()))
        #expect(session.readOnlyRestoreReason()?.hasPrefix("writeFailed") == true)
        try session.finishRestoration()
        #expect(try store.read(sceneID: "main") != nil)
        #expect(session.beginLaunch() == .success(Snapshot.onePage()))
        #expect(session.readOnlyRestoreReason() == nil)
    }
}
