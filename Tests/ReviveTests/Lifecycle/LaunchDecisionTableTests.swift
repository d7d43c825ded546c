import Foundation
@testable import Revive
import Testing

/// The launch's rules as a table: the records a session read, and what the launch does with
/// them, with no store, no file and no clock (``LaunchDecision``). Each row runs the three
/// pauses in the order ``RestorationSession/beginLaunch(now:)`` asks them.
struct LaunchDecisionTableTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    static let boot = "this-boot"

    /// A saved state or checkpoint on disk, before decoding.
    enum Fixture: Equatable, Sendable {
        case absent
        /// Bytes the decoder rejects.
        case damaged
        case snapshot(Snapshot)

        /// The page `page`, captured `ago` seconds before the launch.
        static func page(
            _ page: String, ago: TimeInterval = 60, sceneID: String = "main", appVersion: String = "1.0", schemaVersion: UInt32 = 0
        ) -> Fixture {
            .snapshot(.onePage(page, sceneID: sceneID, appVersion: appVersion, schemaVersion: schemaVersion, createdAt: now - ago))
        }

        /// What the session hands the decision: decoded by the real codec.
        var file: LaunchDecision.File {
            let codec = SnapshotCodec()
            do {
                switch self {
                case .absent: return .absent
                case .damaged: _ = try codec.decodeKeepingState(Data("not a snapshot".utf8))
                case .snapshot(let snapshot):
                    let decoded = try codec.decodeKeepingState(try codec.encode(snapshot))
                    return .decoded(decoded.snapshot, decoded.state)
                }
            } catch {
                return .undecodable(error)
            }
            return .absent
        }
    }

    /// What the launch does, and what it writes before it reads the state.
    enum Outcome: Equatable, Sendable {
        case userQuit
        case setAside(LaunchResult.FreshReason)
        case nothingToRestore(removesRecord: Bool)
        case fresh(LaunchResult.FreshReason, LaunchDecision.Cleanup, setsSaveAside: Bool = false, written: Written = .first)
        case restore(page: String, fromCheckpoint: Bool = false, setsSaveAside: Bool = false, written: Written = .first)
    }

    /// The `restoring` record written before the state is read.
    struct Written: Equatable, Sendable {
        var attempts: Int
        var crashes: Int
        static let first = Written(attempts: 1, crashes: 0)
    }

    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var userQuit = false
        var record: Data?
        var crashed = false
        var save = Fixture.absent
        var checkpoint = Fixture.absent
        /// Whether the `restoring` record could be written (`false`: a read-only restore).
        var recorded = true
        var policy = RestorationPolicy()
        var expected: Outcome
        var testDescription: String { name }
    }

    static func record(_ phase: RestoreRecord.Phase, attempts: Int = 0, crashes: Int = 0, ago: TimeInterval = 10, boot: String = boot) -> Data {
        RestoreRecord(phase: phase, attempts: attempts, crashes: crashes, writtenAt: (now - ago).timeIntervalSince1970, boot: boot).data
    }

    static var damaged: LaunchResult.FreshReason {
        guard case .undecodable(let error) = Fixture.damaged.file else { return .noSavedState }
        return LaunchResult.FreshReason(undecodable: error)
    }

    static let rows: [Row] = [
        // The guard.
        Row(name: "nothing saved", expected: .nothingToRestore(removesRecord: false)),
        Row(name: "the user quit", userQuit: true, record: record(.restoring, attempts: 5), save: .page("Reader"), expected: .userQuit),
        Row(name: "a restore began and never finished", record: record(.restoring, attempts: 1), save: .page("Reader"),
            expected: .setAside(.crashedDuringLastRestore(attempts: 1))),
        Row(name: "a restore began once, three are allowed", record: record(.restoring, attempts: 1), save: .page("Reader"),
            policy: RestorationPolicy(maximumRestoreAttempts: 3), expected: .restore(page: "Reader", written: Written(attempts: 2, crashes: 0))),
        Row(name: "a limit of no attempts counts as one", record: record(.restoring, attempts: 1), save: .page("Reader"),
            policy: RestorationPolicy(maximumRestoreAttempts: 0), expected: .setAside(.crashedDuringLastRestore(attempts: 1))),
        Row(name: "a limit of no attempts still restores a state no unfinished restore counted against",
            record: record(.restoring, attempts: 0), save: .page("Reader"),
            policy: RestorationPolicy(maximumRestoreAttempts: 0), expected: .restore(page: "Reader", written: Written(attempts: 1, crashes: 0))),
        Row(name: "a crash right after a restore, the first in a row", record: record(.restored), crashed: true, save: .page("Reader"),
            expected: .restore(page: "Reader", written: Written(attempts: 1, crashes: 1))),
        Row(name: "crashes in a row right after restores", record: record(.restored, crashes: 1), crashed: true, save: .page("Reader"),
            expected: .setAside(.crashedAfterRestore(crashes: 2))),
        Row(name: "a kill right after a restore (no crash marker) starts the count again", record: record(.restored, crashes: 1),
            save: .page("Reader"), expected: .restore(page: "Reader")),
        Row(name: "a crash after the window is not counted", record: record(.restored, crashes: 1, ago: 120), crashed: true,
            save: .page("Reader"), expected: .restore(page: "Reader")),
        Row(name: "a crash marker beside an unfinished restore is not counted", record: record(.restoring, crashes: 1), crashed: true,
            save: .page("Reader"), policy: RestorationPolicy(maximumRestoreAttempts: 3),
            expected: .restore(page: "Reader", written: Written(attempts: 1, crashes: 1))),
        Row(name: "a torn record counts as none", record: record(.restoring, attempts: 1).prefix(12), save: .page("Reader"),
            expected: .restore(page: "Reader")),
        Row(name: "an empty record counts as none", record: Data(), save: .page("Reader"), expected: .restore(page: "Reader")),
        Row(name: "a record of another boot counts as none", record: record(.restoring, attempts: 1, boot: "an-earlier-boot"),
            save: .page("Reader"), expected: .restore(page: "Reader")),
        Row(name: "a record and nothing saved: the record goes", record: record(.restored), expected: .nothingToRestore(removesRecord: true)),
        Row(name: "a torn record and nothing saved: nothing goes", record: Data("revive".utf8), expected: .nothingToRestore(removesRecord: false)),

        // The checkpoint against the save.
        Row(name: "a checkpoint newer than the save", save: .page("Reader", ago: 60), checkpoint: .page("Search", ago: 5),
            expected: .restore(page: "Search", fromCheckpoint: true)),
        Row(name: "a checkpoint older than the save", save: .page("Reader", ago: 5), checkpoint: .page("Search", ago: 60),
            expected: .restore(page: "Reader")),
        Row(name: "a checkpoint as old as the save: the save", save: .page("Reader", ago: 5), checkpoint: .page("Search", ago: 5),
            expected: .restore(page: "Reader")),
        Row(name: "a checkpoint and no save", checkpoint: .page("Search"), expected: .restore(page: "Search", fromCheckpoint: true)),
        Row(name: "a checkpoint that does not decode is ignored", save: .page("Reader"), checkpoint: .damaged, expected: .restore(page: "Reader")),
        Row(name: "a checkpoint of another scene is ignored", save: .page("Reader", ago: 60), checkpoint: .page("Search", ago: 5, sceneID: "other"),
            expected: .restore(page: "Reader")),
        Row(name: "only a checkpoint that does not decode", checkpoint: .damaged, expected: .fresh(.noSavedState, .record)),

        // A damaged save.
        Row(name: "a damaged save", save: .damaged, expected: .fresh(damaged, .record, setsSaveAside: true)),
        Row(name: "a damaged save and a checkpoint", save: .damaged, checkpoint: .page("Search"),
            expected: .restore(page: "Search", fromCheckpoint: true, setsSaveAside: true)),
        Row(name: "a save of another scene", save: .page("Reader", sceneID: "other"),
            expected: .fresh(.sceneMismatch(saved: "other", expected: "main"), .record, setsSaveAside: true)),

        // The policy.
        Row(name: "too old", save: .page("Reader", ago: 7_200), policy: RestorationPolicy(maximumAge: 3_600),
            expected: .fresh(.tooOld(age: 7_200, maximum: 3_600), .everything)),
        Row(name: "young enough", save: .page("Reader", ago: 600), policy: RestorationPolicy(maximumAge: 3_600), expected: .restore(page: "Reader")),
        Row(name: "too old as a checkpoint too", save: .page("Reader", ago: 9_000), checkpoint: .page("Search", ago: 7_200),
            policy: RestorationPolicy(maximumAge: 3_600), expected: .fresh(.tooOld(age: 7_200, maximum: 3_600), .everything)),
        Row(name: "another app version", save: .page("Reader", appVersion: "1.0"), policy: RestorationPolicy(appVersion: "2.0"),
            expected: .fresh(.appVersionMismatch(saved: "1.0", current: "2.0"), .everything)),
        Row(name: "another app version, kept by the policy", save: .page("Reader", appVersion: "1.0"),
            policy: RestorationPolicy(appVersion: "2.0", discardsOtherAppVersions: false), expected: .restore(page: "Reader")),
        Row(name: "an older schema without a migration", save: .page("Reader"), policy: RestorationPolicy(schemaVersion: 1),
            expected: .fresh(.schemaVersionMismatch(saved: 0, current: 1), .setAside)),
        Row(name: "an older schema with a migration", save: .page("Reader"),
            policy: RestorationPolicy(schemaVersion: 1, migrations: [0: { old in
                var new = old
                new.root.typeName = "Migrated\(old.root.typeName)"
                return new
            }]),
            expected: .restore(page: "MigratedReader")),
        Row(name: "a migration that throws", save: .page("Reader"),
            policy: RestorationPolicy(schemaVersion: 1, migrations: [0: { _ in throw CocoaError(.featureUnsupported) }]),
            expected: .fresh(.schemaVersionMismatch(saved: 0, current: 1), .setAside)),
        Row(name: "a newer schema", save: .page("Reader", schemaVersion: 2), policy: RestorationPolicy(schemaVersion: 1),
            expected: .fresh(.schemaVersionMismatch(saved: 2, current: 1), .setAside)),

        // A read-only restore: the record could not be written, so nothing is removed.
        Row(name: "read-only: an intact save restores", save: .page("Reader"), recorded: false, expected: .restore(page: "Reader")),
        Row(name: "read-only: a damaged save stays where it is", save: .damaged, recorded: false, expected: .fresh(damaged, .none)),
        Row(name: "read-only: a save of another scene stays", save: .page("Reader", sceneID: "other"), recorded: false,
            expected: .fresh(.sceneMismatch(saved: "other", expected: "main"), .none)),
        Row(name: "read-only: a state the policy refuses stays", save: .page("Reader", ago: 7_200), recorded: false,
            policy: RestorationPolicy(maximumAge: 3_600), expected: .fresh(.tooOld(age: 7_200, maximum: 3_600), .none)),
    ]

    /// The three pauses, in the session's order.
    static func launch(_ row: Row) -> Outcome {
        let decision = LaunchDecision(sceneID: "main", policy: row.policy, now: now, boot: boot)
        let record = row.userQuit ? nil : decision.restoreRecord(row.record).record
        let crashed = LaunchDecision.readsCrashMarker(after: record) && row.crashed
        let watch: LaunchDecision.Watch
        switch decision.guardVerdict(userQuit: row.userQuit, record: record, crashed: crashed) {
        case .userQuit: return .userQuit
        case .setAside(let reason, _): return .setAside(reason)
        case .watch(let counted): watch = counted
        }
        guard let next = decision.recordBeforeReading(watch, hasCheckpoint: row.checkpoint != .absent, hasState: row.save != .absent) else {
            return .nothingToRestore(removesRecord: watch.hadRecord)
        }
        #expect(next.phase == .restoring && next.boot == boot && next.writtenAt == now.timeIntervalSince1970)
        let written = Written(attempts: next.attempts, crashes: next.crashes)
        let save = row.save.file
        let setsSaveAside = decision.damage(of: save) != nil && row.recorded
        switch decision.choose(save: save, checkpoint: row.checkpoint.file, watch: watch, recorded: row.recorded) {
        case .fresh(let reason, let cleanup):
            return .fresh(reason, cleanup, setsSaveAside: setsSaveAside, written: written)
        case .restore(let restore):
            #expect(restore.crashes == watch.crashes)
            return .restore(page: restore.snapshot.root.typeName, fromCheckpoint: restore.fromCheckpoint, setsSaveAside: setsSaveAside, written: written)
        }
    }

    @Test(arguments: rows)
    func aLaunchDecidesFromTheRecordsAlone(_ row: Row) {
        #expect(Self.launch(row) == row.expected)
    }

    @Test func everyRowHasItsOwnName() {
        #expect(Set(Self.rows.map(\.name)).count == Self.rows.count)
    }
}
