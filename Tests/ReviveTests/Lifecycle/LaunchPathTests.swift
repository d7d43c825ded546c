import Foundation
import Testing
@testable import Revive
@testable import ReviveTesting
import ReviveFaults

/// The launch path's writes: the restore is recorded before the state is read; a restoring launch
/// writes only the crash-loop record, in place, with no `fsync`, rename or removal; a fresh launch
/// syncs nothing; and a record that cannot be written restores read-only, keeping the state.
struct LaunchPathTests {
    private func session(_ store: any SnapshotStore) -> RestorationSession {
        RestorationSession(store: store, sceneID: "main")
    }

    @Test func theRestoreIsRecordedBeforeTheStateIsRead() throws {
        let store = InMemoryStore()
        try session(store).save(Snapshot.onePage())
        let probe = MarkerOnReadStore(store)

        #expect(session(probe).beginLaunch() == .success(Snapshot.onePage()))
        // Any death while reading or decoding (out of memory, a watchdog) finds the record next launch.
        let record = probe.markerWhenRead.withLock { $0 }.flatMap(RestoreRecord.init)
        #expect(record?.phase == .restoring && record?.attempts == 1)
    }

    @Test func aRestoringLaunchWritesOnlyTheCrashLoopRecordWithNoFsyncAndNoRemoval() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try session(FileStore(directory: folder.url)).save(Snapshot.onePage())
        // The next launch opens the folder with a store that records what it does.
        let log = FileOperationLog()
        let store = try FileStore(directory: folder.url, files: log)

        let launch = session(store)
        #expect(launch.beginLaunch() == .success(Snapshot.onePage()))
        try launch.finishRestoration()

        #expect(log.syncCount == 0, "\(log.operations)")
        // The record is made by a rename (nothing was there), then written over in place.
        #expect(
            Self.changes(log) == ["rename main.restoring.marker", "write main.restoring.marker", "truncate main.restoring.marker"],
            "\(log.operations)"
        )
        #expect(try folder.contents() == ["main.lock", "main.restoring.marker", "main.revive"])
    }

    @Test func aRestoringLaunchOverARecordWritesItInPlaceWithNoRename() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try session(FileStore(directory: folder.url)).save(Snapshot.onePage())
        let first = session(try FileStore(directory: folder.url))
        #expect(first.beginLaunch() == .success(Snapshot.onePage()))
        try first.finishRestoration()
        // The app died after that restore without saving: the next launch finds the record.
        let log = FileOperationLog()
        let launch = session(try FileStore(directory: folder.url, files: log))
        #expect(launch.beginLaunch() == .success(Snapshot.onePage()))
        let recordWhileRestoring = try Data(contentsOf: folder.url.appendingPathComponent("main.restoring.marker"))
        try launch.finishRestoration()

        // "restoring" is one byte longer than "restored": the second write cuts the file.
        #expect(
            Self.changes(log) == ["write main.restoring.marker", "write main.restoring.marker", "truncate main.restoring.marker"],
            "\(log.operations)"
        )
        #expect(RestoreRecord(recordWhileRestoring)?.phase == .restoring)
        let record = try Data(contentsOf: folder.url.appendingPathComponent("main.restoring.marker"))
        #expect(RestoreRecord(record)?.phase == .restored && record.last == UInt8(ascii: "\n"))
        #expect(try folder.contents() == ["main.lock", "main.restoring.marker", "main.revive"])
    }

    @Test func aRecordWithTheOldRecordsLastBytesAfterItsLineStillReads() {
        // A death between the write in place and the cut leaves the longer record's tail.
        let restored = RestoreRecord(phase: .restored, attempts: 0, crashes: 2, writtenAt: 1_700_000_000.5)
        let restoring = RestoreRecord(phase: .restoring, attempts: 13, crashes: 0, writtenAt: 1_700_000_000.5)
        var left = restored.data
        left.append(restoring.data.suffix(restoring.data.count - left.count))
        #expect(left.count > restored.data.count)
        #expect(RestoreRecord(left) == restored)
    }

    /// The folder changes a store made, by file name, leaving out its temporary files.
    private static func changes(_ log: FileOperationLog) -> [String] {
        log.operations.compactMap { operation -> String? in
            let change: (String, String)? =
                switch operation {
                case .rename(_, let to): ("rename", to)
                case .unlink(let path): ("unlink", path)
                case .write(let path, _, _): ("write", path)
                case .truncate(let path, _): ("truncate", path)
                default: nil
                }
            guard let (what, path) = change else { return nil }
            let name = URL(fileURLWithPath: path).lastPathComponent
            return name.hasPrefix(".revive-tmp") ? nil : what + " " + name
        }
    }

    @Test func aFreshLaunchWithNothingSavedDoesNoFsync() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let log = FileOperationLog()
        let store = try FileStore(directory: folder.url, files: log)

        #expect(session(store).beginLaunch() == .failure(.noSavedState))
        #expect(log.operations.isEmpty, "\(log.operations)")
    }

    @Test func aRecordThatCannotBeWrittenRestoresReadOnlyAndKeepsTheState() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let hook = FileCallHook()
        let store = try FileStore(directory: folder.url, files: hook)
        try session(store).save(Snapshot.onePage())
        // A full or read-only disk: every write fails (root ignores chmod, so inject it).
        hook.set { _ in throw ReviveError(.writeFailed, "No space left on device") }
        defer { hook.set(nil) }

        let launch = session(store)
        #expect(launch.beginLaunch() == .success(Snapshot.onePage()))
        #expect(launch.readOnlyRestoreReason()?.contains("No space left on device") == true)
        try launch.finishRestoration()

        #expect(try store.read(sceneID: "main") != nil)
        #expect(launch.readOnlyRestoreReason() == nil)
    }

    @Test func aReadOnlyRestoreOfADamagedStateLeavesItWhereItIs() throws {
        let store = InMemoryStore()
        try store.write(Data("damaged".utf8), sceneID: "main")
        store.failNextWrites(1)

        let outcome = session(store).beginLaunch()

        #expect(outcome.freshReason.map { if case .damagedFile = $0 { true } else { false } } == true)
        #expect(try store.read(sceneID: "main") == Data("damaged".utf8))
    }

    @Test func subSecondAgesAreWrittenInMilliseconds() {
        #expect(LaunchResult.FreshReason.tooOld(age: 0.75, maximum: 0.5).description
            == "the saved state is 750 milliseconds old (limit 500 milliseconds)")
        #expect(LaunchResult.FreshReason.tooOld(age: 1.5, maximum: 1).description == "the saved state is 1.5 seconds old (limit 1 second)")
        #expect(LaunchResult.FreshReason.tooOld(age: 7.5 * 86_400, maximum: 7 * 86_400).description
            == "the saved state is older than its limit of 7 days")
        #expect(LaunchResult.FreshReason.duration(0.0005) == "0.5 milliseconds")
    }
}

/// A store that notes the restore record as it stands when the state is read, and otherwise
/// forwards to an ``InMemoryStore``.
private final class MarkerOnReadStore: ForwardingStore {
    let base: InMemoryStore
    let markerWhenRead = LockedValue<Data?>(nil)

    init(_ base: InMemoryStore) { self.base = base }

    func read(sceneID: String) throws(ReviveError) -> Data? {
        let marker = try base.readMarker(named: RestorationSession.restoringMarker, sceneID: sceneID)
        markerWhenRead.withLock { $0 = marker }
        return try base.read(sceneID: sceneID)
    }
}
