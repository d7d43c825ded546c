import Foundation
@testable import Revive
import ReviveFaults
import Testing

/// Every save message is true: a state equal to the last one written is skipped only while
/// that write is still on disk, and an error belongs to the save it happened in. Real files.
struct TruthfulSaveTests {
    private struct DiskFull: Error {}

    /// The hook on every store `makeStore()` makes.
    private let hook = FileCallHook()

    /// A file store in a fresh temporary folder and a scheduler writing scene "main" to it.
    private func makeStore() throws -> (TemporaryFolder, FileStore, SaveScheduler) {
        let folder = try TemporaryFolder()
        let store = try FileStore(directory: folder.url, files: hook)
        return (folder, store, SaveScheduler(session: RestorationSession(store: store, sceneID: "main")))
    }

    /// Makes every write of the store fail at the call `failing`, as a full disk would.
    private func failWrites(at failing: FileCall) {
        hook.set { step throws(DiskFull) in
            if step == failing { throw DiskFull() }
        }
    }

    private func saved(_ store: FileStore) throws -> Snapshot? {
        try store.read(sceneID: "main").map { try SnapshotCodec().decode($0) }
    }

    @Test func writesAgainWhenTheLastWriteWasDeletedFromOutside() async throws {
        let (folder, store, scheduler) = try makeStore()
        defer { folder.remove() }
        do {
            scheduler.schedule(Snapshot.onePage("Reader"))
            await scheduler.flush()
            try FileManager.default.removeItem(at: store.fileURL(for: "main"))

            scheduler.schedule(Snapshot.onePage("Reader"))
            await scheduler.flush()
            #expect(scheduler.lastError == nil)
            #expect(scheduler.writeCount == 2)
            #expect(try saved(store) == Snapshot.onePage("Reader"))
        }
    }

    @Test func writesAgainWhenTheLastWriteWasReplacedFromOutside() async throws {
        let (folder, store, scheduler) = try makeStore()
        defer { folder.remove() }
        do {
            scheduler.schedule(Snapshot.onePage("Reader"))
            await scheduler.flush()
            let other = try SnapshotCodec().encode(Snapshot.onePage("Header"))   // same length, another state
            try other.write(to: store.fileURL(for: "main"), options: .atomic)   // a new inode, as another writer makes

            scheduler.schedule(Snapshot.onePage("Reader"))
            await scheduler.flush()
            #expect(scheduler.writeCount == 2)
            #expect(try saved(store) == Snapshot.onePage("Reader"))
        }
    }

    @Test func skipsAStateStillOnDiskWithoutWriting() async throws {
        let (folder, store, scheduler) = try makeStore()
        defer { folder.remove() }
        do {
            scheduler.schedule(Snapshot.onePage("Reader"))
            await scheduler.flush()
            let before = store.storedStateFingerprint(sceneID: "main")
            scheduler.schedule(Snapshot.onePage("Reader"))
            await scheduler.flush()
            #expect(scheduler.writeCount == 1)
            #expect(before != nil && store.storedStateFingerprint(sceneID: "main") == before)
        }
    }

    @Test func aFailedWriteIsClearedByTheNextSaveThatFindsItsStateOnDisk() async throws {
        let (folder, store, scheduler) = try makeStore()
        defer { folder.remove() }
        do {
            scheduler.schedule(Snapshot.onePage("Reader"))
            await scheduler.flush()

            failWrites(at: .write)
            scheduler.schedule(Snapshot.onePage("Options"))
            await scheduler.flush()
            #expect((scheduler.lastError as? ReviveError)?.code == .writeFailed)
            #expect(try saved(store) == Snapshot.onePage("Reader"))

            // Space is freed; the user is back where the file on disk already is.
            hook.set(nil)
            scheduler.schedule(Snapshot.onePage("Reader"))
            await scheduler.flush()
            #expect(scheduler.lastError == nil)
            #expect(scheduler.writeCount == 1)
            #expect(try saved(store) == Snapshot.onePage("Reader"))
        }
    }

    @Test func aFailedWriteIsReportedOnlyUntilTheNextWriteSucceeds() async throws {
        let (folder, store, scheduler) = try makeStore()
        defer { folder.remove() }
        do {
            failWrites(at: .create)
            scheduler.schedule(Snapshot.onePage("Reader"))
            await scheduler.flush()
            #expect(scheduler.lastError != nil)
            #expect(try saved(store) == nil)

            hook.set(nil)
            scheduler.schedule(Snapshot.onePage("Reader"))
            await scheduler.flush()
            #expect(scheduler.lastError == nil)
            #expect(try saved(store) == Snapshot.onePage("Reader"))
        }
    }
}
