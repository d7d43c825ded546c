import Foundation
import Testing
@testable import Revive
@testable import ReviveTesting
import ReviveFaults

/// Issue 13, item 4 (the record before the read) and item 6 (d, e); issue 14's launch fsyncs.
struct LaunchPathTests {
    private func session(_ store: any SnapshotStore, decode: @escaping RestorationSession.Decode = StandInCodec.decode)
        -> RestorationSession {
        RestorationSession(store: store, encode: StandInCodec.encode, decode: decode)
    }

    @Test func theRestoreIsRecordedBeforeTheStateIsRead() throws {
        let store = InMemoryStore()
        try session(store).save(StandInCodec.snapshot(), sceneID: "main")
        let seen = LockedValue<Data?>(nil)
        let probe = session(store) { data in
            seen.withLock { $0 = try? store.readMarker(named: RestorationSession.restoringMarker, sceneID: "main") }
            return try StandInCodec.decode(data)
        }

        #expect(probe.beginLaunch(sceneID: "main") == .restored(StandInCodec.snapshot()))
        // Any death inside the decoder (out of memory, a watchdog) finds the record next launch.
        #expect(seen.withLock { $0 } == Data("1".utf8))
    }

    @Test func aRestoringLaunchDoesAtMostOneFsync() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try session(FileStore(directory: folder.url)).save(StandInCodec.snapshot(), sceneID: "main")
        // The next launch opens the folder with a store that records what it does.
        let log = FileOperationLog()
        let store = try FileStore(directory: folder.url, observer: log)

        let launch = session(store)
        #expect(launch.beginLaunch(sceneID: "main") == .restored(StandInCodec.snapshot()))
        try launch.finishRestoration(sceneID: "main")

        #expect(log.syncCount == 1, "\(log.operations)")
        #expect(try folder.contents() == ["main.lock"])
    }

    @Test func aFreshLaunchWithNothingSavedDoesNoFsync() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let log = FileOperationLog()
        let store = try FileStore(directory: folder.url, observer: log)

        #expect(session(store).beginLaunch(sceneID: "main") == .fresh(.noSavedState))
        #expect(log.operations.isEmpty, "\(log.operations)")
    }

    @Test func aRecordThatCannotBeWrittenRestoresReadOnlyAndKeepsTheState() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let hook = WriteStepHook()
        let store = try FileStore(directory: folder.url, observer: hook)
        try session(store).save(StandInCodec.snapshot(), sceneID: "main")
        // A full or read-only disk: every write fails (root ignores chmod, so inject it).
        hook.set { _ in throw StoreError(code: .writeFailed, message: "No space left on device") }
        defer { hook.set(nil) }

        let launch = session(store)
        #expect(launch.beginLaunch(sceneID: "main") == .restored(StandInCodec.snapshot()))
        #expect(launch.readOnlyRestoreReason(sceneID: "main")?.contains("No space left on device") == true)
        try launch.finishRestoration(sceneID: "main")

        #expect(try store.read(sceneID: "main") != nil)
        #expect(launch.readOnlyRestoreReason(sceneID: "main") == nil)
    }

    @Test func aReadOnlyRestoreOfADamagedStateLeavesItWhereItIs() throws {
        let store = InMemoryStore()
        try store.write(Data("damaged".utf8), sceneID: "main")
        store.failNextWrites(1)

        let outcome = session(store).beginLaunch(sceneID: "main")

        #expect(outcome.freshReason.map { if case .damagedFile = $0 { true } else { false } } == true)
        #expect(try store.read(sceneID: "main") == Data("damaged".utf8))
    }

    @Test func subSecondAgesAreWrittenInMilliseconds() {
        #expect(FreshReason.tooOld(age: 0.75, maximum: 0.5).description
            == "the saved state is 750 milliseconds old (limit 500 milliseconds)")
        #expect(FreshReason.tooOld(age: 1.5, maximum: 1).description == "the saved state is 1.5 seconds old (limit 1 second)")
        #expect(FreshReason.tooOld(age: 7.5 * 86_400, maximum: 7 * 86_400).description
            == "the saved state is older than its limit of 7 days")
        #expect(FreshReason.duration(0.0005) == "0.5 milliseconds")
    }
}
