import Foundation
import Logging

/// The launch's rules over the records a ``RestorationSession`` has read: whether the scene's
/// saved state is restored, set aside or discarded, and which record the crash-loop guard writes.
///
/// It reads no file, holds no store and asks no clock: the session reads the records, in order,
/// and asks at each of the launch's three pauses what they mean.
///
/// 1. ``guardVerdict(userQuit:record:crashed:)``, once the quit marker and the crash-loop record
///    (``RestoreRecord``, read by ``restoreRecord(_:)``) are read, and the crash marker when the
///    record says a restore finished (``readsCrashMarker(after:)``): a deliberate quit, a crash
///    loop, or a restore to watch.
/// 2. ``recordBeforeReading(_:hasCheckpoint:hasState:)``: the record to write before a byte of the
///    state is read, or `nil` when there is nothing to restore.
/// 3. ``choose(save:checkpoint:watch:recorded:logger:)``, once the saved state and the checkpoint
///    are decoded: the newer valid one, checked by the policy, or why the launch is fresh and what
///    goes.
///
/// ```swift
/// let decision = LaunchDecision(sceneID: "main", policy: policy, now: Date(), boot: BootIdentity.current)
/// if case .watch(let watch) = decision.guardVerdict(userQuit: false, record: nil, crashed: false) {
///     decision.recordBeforeReading(watch, hasCheckpoint: false, hasState: true)   // a `restoring` record
/// }
/// ```
struct LaunchDecision {
    /// The scene being launched: a saved state or checkpoint naming another is not restored.
    let sceneID: String
    /// The rules: the guard's limits, the age and version checks.
    let policy: RestorationPolicy
    /// The launch's time, for the age check and the crash-loop window.
    let now: Date
    /// The boot the launch runs in: a record of another boot is a power cut's, not a crash's.
    let boot: String

    // MARK: 1. The guard

    /// Why a crash-loop record on disk is not counted.
    enum IgnoredRecord: Equatable, Sendable {
        /// Empty or torn (a power cut may tear it); `bytes` long.
        case unreadable(bytes: Int)
        /// Written before the machine restarted.
        case fromAnotherBoot
    }

    /// The crash-loop record in `data`, or why it counts as none.
    /// - Parameter data: The `restoring` marker's bytes, `nil` when there is none.
    /// - Returns: The record to count, and what was ignored; both `nil` without a marker.
    func restoreRecord(_ data: Data?) -> (record: RestoreRecord?, ignored: IgnoredRecord?) {
        guard let data else { return (nil, nil) }
        guard let record = RestoreRecord(data) else { return (nil, .unreadable(bytes: data.count)) }
        guard !record.isFromAnotherBoot(than: boot) else { return (nil, .fromAnotherBoot) }
        return (record, nil)
    }

    /// Whether the crash marker counts: only after a finished restore. The session removes a
    /// marker it finds either way: one left where it does not count (a crash after the watch
    /// ended, a record a power cut lost) would otherwise be counted by a later launch.
    static func readsCrashMarker(after record: RestoreRecord?) -> Bool {
        record?.phase == .restored
    }

    /// A restore the guard lets go ahead, with the counts it carries on.
    struct Watch: Equatable, Sendable {
        /// Restores of this state that began and never finished.
        var attempts = 0
        /// Crashes soon after a finished restore, in a row, this launch's included.
        var crashes = 0
        /// Whether a record was on disk (one to remove when there is nothing to restore).
        var hadRecord = false
        /// Seconds between the finished restore and this launch, when the app crashed within the
        /// window: a crash after restore, counted.
        var crashedAfter: TimeInterval?
    }

    /// What the guard makes of the records read before the state.
    enum Verdict: Equatable, Sendable {
        /// The user quit on purpose: the state and every record go; fresh (`userQuit`).
        case userQuit
        /// A crash loop: the state goes aside, the checkpoint and record go; fresh for the
        /// reason, with the counts that ended it.
        case setAside(LaunchResult.FreshReason, Watch)
        /// Go on: look for a state to restore.
        case watch(Watch)
    }

    /// The guard's verdict.
    /// - Parameters:
    ///   - userQuit: Whether the quit marker is there.
    ///   - record: The counted crash-loop record (``restoreRecord(_:)``).
    ///   - crashed: Whether the crash marker is there; looked at only after a finished restore.
    /// - Returns: Quit, set aside, or watch.
    func guardVerdict(userQuit: Bool, record: RestoreRecord?, crashed: Bool) -> Verdict {
        if userQuit { return .userQuit }
        var watch = Watch(hadRecord: record != nil)
        switch record?.phase {
        case .restoring?:
            watch.attempts = record?.attempts ?? 0
            watch.crashes = record?.crashes ?? 0
            if watch.attempts >= max(1, policy.maximumRestoreAttempts) {
                return .setAside(.crashedDuringLastRestore(attempts: watch.attempts), watch)
            }
        case .restored?:
            let since = now.timeIntervalSince1970 - (record?.writtenAt ?? 0)
            // A crash leaves its marker; the system's kill (SIGKILL: memory, background limits,
            // a user's kill -9) cannot, and such a death after a restore always comes back.
            if crashed, since > -1, since <= policy.crashLoopWindow {   // the record keeps milliseconds
                watch.crashes = (record?.crashes ?? 0) + 1
                watch.crashedAfter = since
            }
            if watch.crashes >= max(1, policy.maximumCrashesAfterRestore) {
                return .setAside(.crashedAfterRestore(crashes: watch.crashes), watch)
            }
        case nil:
            break
        }
        return .watch(watch)
    }

    // MARK: 2. Before reading

    /// The record to write before a byte of the state is read, or `nil` when neither a
    /// checkpoint nor a state is there (fresh, `noSavedState`).
    func recordBeforeReading(_ watch: Watch, hasCheckpoint: Bool, hasState: Bool) -> RestoreRecord? {
        guard hasCheckpoint || hasState else { return nil }
        return RestoreRecord(
            phase: .restoring, attempts: watch.attempts == Int.max ? watch.attempts : watch.attempts + 1,
            crashes: watch.crashes, writtenAt: now.timeIntervalSince1970, boot: boot
        )
    }

    // MARK: 3. The choice

    /// A saved state or checkpoint as the session read and decoded it.
    enum File {
        /// Not there.
        case absent
        /// There, and the decoder rejected it.
        case undecodable(any Error)
        /// Decoded, with the state of its bytes.
        case decoded(Snapshot, EncodedState)
    }

    /// What a launch that looked at the state does.
    enum Choice: Equatable {
        /// Restore `snapshot` (already migrated).
        case restore(Restore)
        /// Start fresh for `reason`, after `cleanup`.
        case fresh(LaunchResult.FreshReason, Cleanup)
    }

    /// A restore the launch goes ahead with.
    struct Restore: Equatable {
        /// What to rebuild, checked and migrated by the policy.
        var snapshot: Snapshot
        /// The state of the file it came from, as the decoder read it.
        var state: EncodedState
        /// It came from the checkpoint, newer than the saved state.
        var fromCheckpoint: Bool
        /// Crashes soon after a restore, in a row, before this launch.
        var crashes: Int
    }

    /// What goes when the launch is fresh.
    enum Cleanup: Equatable, Sendable {
        /// Nothing (the record could not be written: the restore is read-only).
        case none
        /// The crash-loop record.
        case record
        /// The state, the checkpoint and the record: the policy refused it.
        case everything
        /// The state set aside (quarantined), the checkpoint and the record removed: an update's
        /// schema version that no migration leads to. The file is intact, and kept for inspection.
        case setAside
    }

    /// The save set aside, when it is damaged or names another scene (and the record was written).
    /// - Returns: Why, or `nil` when the save is absent or sound.
    func damage(of save: File) -> LaunchResult.FreshReason? {
        switch save {
        case .absent: nil
        case .undecodable(let error): LaunchResult.FreshReason(undecodable: error)
        case .decoded(let snapshot, _):
            snapshot.header.sceneID == sceneID ? nil : .sceneMismatch(saved: snapshot.header.sceneID, expected: sceneID)
        }
    }

    /// The newer valid one of the saved state and the checkpoint (by capture time; the saved
    /// state on a tie), checked by the policy.
    ///
    /// A damaged save, or one naming another scene, is not restored (the session sets it aside,
    /// ``damage(of:)``); a checkpoint that does not decode or names another scene is ignored.
    /// - Parameters:
    ///   - save: The saved state.
    ///   - checkpoint: The checkpoint.
    ///   - watch: The guard's counts.
    ///   - recorded: Whether the crash-loop record was written; a read-only restore removes nothing.
    ///   - logger: Where the policy's migrations log.
    /// - Returns: What to restore, or why the launch is fresh and what goes.
    func choose(save: File, checkpoint: File, watch: Watch, recorded: Bool, logger: Logger = .disabled) -> Choice {
        var saved: (Snapshot, EncodedState)?
        if case .decoded(let snapshot, let state) = save, damage(of: save) == nil { saved = (snapshot, state) }
        var candidate: (Snapshot, EncodedState)?
        if case .decoded(let snapshot, let state) = checkpoint, snapshot.header.sceneID == sceneID { candidate = (snapshot, state) }
        let fromCheckpoint = candidate.map { mine in saved.map { mine.0.isNewer(than: $0.0) } ?? true } ?? false
        guard let (chosen, state) = fromCheckpoint ? candidate : saved else {
            return .fresh(damage(of: save) ?? .noSavedState, recorded ? .record : .none)
        }
        do {
            let restorable = try policy.evaluate(chosen, now: now, logger: logger)
            return .restore(Restore(snapshot: restorable, state: state, fromCheckpoint: fromCheckpoint, crashes: watch.crashes))
        } catch {
            guard recorded else { return .fresh(LaunchResult.FreshReason(error), .none) }
            if case .schemaVersionMismatch = error { return .fresh(LaunchResult.FreshReason(error), .setAside) }
            return .fresh(LaunchResult.FreshReason(error), .everything)
        }
    }
}

extension Snapshot {
    /// Whether this snapshot was captured after `other`; a time that is not a finite number is
    /// never newer.
    fileprivate func isNewer(than other: Snapshot) -> Bool {
        let mine = header.createdAt.timeIntervalSince1970
        let theirs = other.header.createdAt.timeIntervalSince1970
        guard mine.isFinite else { return false }
        guard theirs.isFinite else { return true }
        return mine > theirs
    }
}

extension LaunchDecision: Sendable {}
