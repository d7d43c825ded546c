import Foundation
@testable import Revive
@testable import ReviveTesting
import Testing

/// Saved state lives until a newer save replaces it: a restore keeps it, a second death comes
/// back, deaths in a row right after restores end the loop, and checkpoints carry the place
/// through a crash in the foreground. Each launch is a new session on the same store.
struct KeptStateTests {
    private let scene = "main"

    private func launch(_ store: any SnapshotStore, policy: RestorationPolicy = RestorationPolicy(), boot: String = BootIdentity.current) -> RestorationSession {
        RestorationSession(store: store, sceneID: scene, policy: policy, boot: boot)
    }

    /// A launch that restores and finishes, then the process dies with no save: killed by the
    /// system, or crashed (its signal handler leaves the crash marker, as ``CrashMarkers`` does).
    private func restoreAndDie(
        _ store: InMemoryStore, at time: Date = Date(), crashing: Bool = false
    ) throws -> Result<Snapshot, LaunchResult.FreshReason> {
        let session = launch(store)
        let outcome = session.beginLaunch(now: time)
        if outcome.snapshot != nil { try session.finishRestoration(now: time) }
        if crashing { try store.writeMarker(Data("1".utf8), named: RestorationSession.crashedMarker, sceneID: scene) }
        session.releaseSceneLock()
        return outcome
    }

    @Test func aSecondDeathAfterARestoreComesBackToTheLastSavedPlace() throws {
        let store = InMemoryStore()
        let saved = Snapshot.onePage("Reader")
        try launch(store).save(saved)

        #expect(try restoreAndDie(store) == .success(saved))
        #expect(try restoreAndDie(store) == .success(saved))   // died again before any bg
    }

    @Test func crashingTwiceInARowRightAfterRestoresEndsTheLoopWithItsReason() throws {
        let store = InMemoryStore()
        try launch(store).save(Snapshot.onePage("Reader"))

        #expect(try restoreAndDie(store, crashing: true).snapshot != nil)
        #expect(try restoreAndDie(store, crashing: true).snapshot != nil)
        #expect(try restoreAndDie(store) == .failure(.crashedAfterRestore(crashes: 2)))
        #expect(try store.readQuarantined(sceneID: scene) != nil)
        #expect(try restoreAndDie(store) == .failure(.noSavedState))
        #expect(LaunchResult.FreshReason.crashedAfterRestore(crashes: 2).description
            == "the app crashed 2 times in a row right after restoring this state")
    }

    @Test func killsRightAfterRestoresNeverEndTheState() throws {
        let store = InMemoryStore()
        let saved = Snapshot.onePage("Reader")
        try launch(store).save(saved)
        for _ in 0..<10 {   // the system kills it again and again before any bg: no crash marker
            #expect(try restoreAndDie(store) == .success(saved))
        }
    }

    @Test func aKillBetweenTwoCrashesStartsTheCountAgain() throws {
        let store = InMemoryStore()
        try launch(store).save(Snapshot.onePage("Reader"))
        #expect(try restoreAndDie(store, crashing: true).snapshot != nil)
        #expect(try restoreAndDie(store).snapshot != nil)                   // counts the crash: 1
        #expect(try restoreAndDie(store, crashing: true).snapshot != nil)   // the kill reset it
        #expect(try restoreAndDie(store).snapshot != nil)                   // 1 again
    }

    @Test func aCrashLongAfterARestoreIsNotCounted() throws {
        let store = InMemoryStore()
        try launch(store).save(Snapshot.onePage("Reader"))
        let start = Date()
        for minute in 0..<5 {   // each relaunch comes five minutes after the last restore
            #expect(try restoreAndDie(store, at: start.addingTimeInterval(Double(minute) * 300), crashing: true).snapshot != nil)
        }
    }

    @Test func aSaveOrACheckpointBetweenRestoresEndsTheWatch() throws {
        let store = InMemoryStore()
        try launch(store).save(Snapshot.onePage("Reader"))
        for round in 0..<4 {
            #expect(try restoreAndDie(store, crashing: true).snapshot != nil)
            let writer = launch(store)
            if round.isMultiple(of: 2) {
                try writer.save(Snapshot.onePage("Reader"))
            } else {
                try writer.checkpoint(Snapshot.onePage("Reader"))
            }
        }
        #expect(try restoreAndDie(store).snapshot != nil)
    }

    @Test(arguments: [Data(), Data(repeating: 0, count: 96), Data("revive-restore 1 restoring 1 0 17".utf8), Data("garbage".utf8)])
    func aRecordThatAPowerCutEmptiedOrToreIsNotACrash(record: Data) throws {
        let store = InMemoryStore()
        let saved = Snapshot.onePage("Reader")
        try launch(store).save(saved)
        try store.writeMarker(record, named: RestorationSession.restoringMarker, sceneID: scene)

        #expect(launch(store).beginLaunch() == .success(saved))
        #expect(try store.readQuarantined(sceneID: scene) == nil)
    }

    @Test func anUnfinishedRestoreOfAnotherBootIsNotACrash() throws {
        let store = InMemoryStore()
        let saved = Snapshot.onePage("Reader")
        try launch(store).save(saved)
        _ = launch(store, boot: "before-the-cut").beginLaunch()   // the machine went down here

        #expect(launch(store, boot: "after-the-cut").beginLaunch() == .success(saved))
        // The same death within one boot is a crash.
        #expect(launch(store, boot: "after-the-cut").beginLaunch() == .failure(.crashedDuringLastRestore(attempts: 1)))
    }

    @Test func aRecordWrittenByAnEarlierVersionReadsAndIsWrittenTheSameWay() {
        // The check is the first 8 bytes of the SHA-256 of the fields, in hex (`hashlib` wrote this).
        let line = "revive-restore 1 restored 0 2 1700000000.500 owner-1 boot-1 2b6147bdf8eef20a\n"
        let record = RestoreRecord(phase: .restored, attempts: 0, crashes: 2, writtenAt: 1_700_000_000.5, owner: "owner-1", boot: "boot-1")
        #expect(RestoreRecord(Data(line.utf8)) == record)
        #expect(String(decoding: record.data, as: UTF8.self) == line)
    }

    @Test func aRecordRoundTripsAndATornCopyDoesNot() throws {
        let record = RestoreRecord(phase: .restored, attempts: 0, crashes: 1, writtenAt: 1_700_000_000.5)
        #expect(RestoreRecord(record.data) == record)
        for length in 0..<record.data.count {
            #expect(RestoreRecord(record.data.prefix(length)) == nil)
        }
        var flipped = record.data
        flipped[20] ^= 0x01
        #expect(RestoreRecord(flipped) == nil)
    }

    // MARK: Checkpoints

    @Test func aCheckpointCarriesThePlaceThroughACrashInTheForeground() throws {
        let store = InMemoryStore()
        let saved = Snapshot.onePage("Library", createdAt: Date(timeIntervalSince1970: 1_000))
        let later = Snapshot.onePage("Reader", createdAt: Date(timeIntervalSince1970: 2_000))
        try launch(store).save(saved)
        try launch(store).checkpoint(later)

        #expect(try restoreAndDie(store) == .success(later))
        #expect(try store.read(sceneID: scene).map { try SnapshotCodec().decode($0) } == saved)   // the durable save is intact
    }

    @Test func aCheckpointWithNoSaveYetComesBack() throws {
        let store = InMemoryStore()
        let place = Snapshot.onePage("Reader")
        try launch(store).checkpoint(place)
        #expect(launch(store).beginLaunch() == .success(place))
    }

    @Test func aNewerSaveWinsOverAnOlderCheckpointAndRemovesIt() throws {
        let store = InMemoryStore()
        let place = Snapshot.onePage("Library", createdAt: Date(timeIntervalSince1970: 1_000))
        let saved = Snapshot.onePage("Reader", createdAt: Date(timeIntervalSince1970: 2_000))
        try launch(store).checkpoint(place)
        try launch(store).save(saved)
        #expect(try store.readMarker(named: RestorationSession.checkpointMarker, sceneID: scene) == nil)

        // A power cut may bring the removed checkpoint back: the newer save still wins.
        try store.writeMarker(try SnapshotCodec().encode(place), named: RestorationSession.checkpointMarker, sceneID: scene)
        #expect(launch(store).beginLaunch() == .success(saved))
    }

    @Test func aTornCheckpointIsIgnoredAndTheSaveComesBack() throws {
        let store = InMemoryStore()
        let saved = Snapshot.onePage("Reader", createdAt: Date(timeIntervalSince1970: 1_000))
        try launch(store).save(saved)
        let checkpoint = try SnapshotCodec().encode(Snapshot.onePage("Options", createdAt: Date(timeIntervalSince1970: 2_000)))
        try store.writeMarker(checkpoint.prefix(checkpoint.count / 2), named: RestorationSession.checkpointMarker, sceneID: scene)

        #expect(launch(store).beginLaunch() == .success(saved))
        #expect(try store.readQuarantined(sceneID: scene) == nil)
    }

    @Test func aQuitRemovesTheCheckpointToo() throws {
        let store = InMemoryStore()
        try launch(store).checkpoint(Snapshot.onePage("Reader"))
        try launch(store).userDidQuit()
        #expect(launch(store).beginLaunch() == .failure(.userQuit))
        #expect(launch(store).beginLaunch() == .failure(.noSavedState))
    }
}
