package import Foundation
package import Logging

/// Decides at each launch whether a scene's saved state is restored, and keeps the store
/// tidy around it: the crash-loop guard, checkpoints, the user-quit discard.
///
/// A session ties a ``SnapshotStore``, a ``RestorationPolicy`` and a ``SnapshotCodec``
/// together; ``RestorationController`` owns one per scene. Its verbs follow an app's life:
///
/// 1. At launch, ``beginLaunch(sceneID:now:)`` reads, decodes and checks the saved state and
///    the newest checkpoint, and returns the newer valid one to restore or the
///    ``LaunchResult/FreshReason`` to start fresh. Before it reads a byte it records, without an
///    `fsync`, that a restore is under way (``RestoreRecord``).
/// 2. When the pages are rebuilt, ``finishRestoration(sceneID:)`` writes that the restore
///    finished. The saved state is kept (unless ``RestorationPolicy/deletesAfterRestore``): a
///    second death before the next save comes back to the same place. If the app crashes
///    before this call, or dies again and again right after it, the guard sets the state aside
///    and the next launch starts fresh (`crashedDuringLastRestore`, `crashedAfterRestore`).
/// 3. As navigation settles, ``checkpoint(_:sceneID:)`` writes the place without an `fsync`: it
///    survives a crash in the foreground, never replaces the durable save, and a torn one is
///    ignored.
/// 4. On entering the background, ``save(_:sceneID:)`` (or a ``SaveScheduler``) writes the state
///    durably; it supersedes any checkpoint and ends the guard's watch.
/// 5. When the user quits on purpose, ``userDidQuit(sceneID:)`` discards it, and the next
///    launch starts fresh (`userQuit`).
///
/// Everything durable is in the store, so a test simulates a relaunch by creating a new session
/// on the same store. What a session holds is per process: the scene's lock
/// (``SnapshotStore/lockScene(sceneID:patience:)``), taken at the first launch or save of a
/// scene and kept for the session's life, and whether the last restore was read-only. A second
/// instance of the app on the same folder therefore launches fresh with
/// ``LaunchResult/FreshReason/sceneInUse``, and its saves, quits and discards of that scene throw
/// ``ReviveError/Code/sceneLocked``: the first instance's saved state is neither restored,
/// deleted nor overwritten. Sessions of one process share the lock (``LockTable``): an old and a
/// new controller of one scene never refuse each other. With
/// ``FileStore/Options/locksOnlyDuringOperations`` (an App Group container) the lock is taken
/// around each launch, save and quit and let go right after, never held while the app is
/// suspended; a lease (``SceneLease``) renewed by each of them keeps the scene in use meanwhile.
///
/// ```swift
/// let session = RestorationSession(store: store, policy: RestorationPolicy(appVersion: "2.1"))
/// if case .success(let snapshot) = session.beginLaunch(sceneID: "main") {
///     rebuild(from: snapshot)
///     try session.finishRestoration(sceneID: "main")
/// }
/// ```
package final class RestorationSession {
    // MARK: State
    /// Where saved states and markers live.
    package let store: any SnapshotStore
    /// The rules applied at launch, quit and after restore.
    package let policy: RestorationPolicy
    /// Turns snapshots into bytes and back; rejects damaged or hostile bytes.
    package let codec: SnapshotCodec
    package let logger: Logger
    /// The scene locks this session holds, by scene.
    let claims = LockedValue<[String: SceneLock]>([:])
    /// When the lease this session last wrote for a scene runs out (seconds since 1970), by
    /// scene, where locks are taken only around operations: while it runs, no other process
    /// takes the scene, so the early check of a save reads no file (``writeRefusal(sceneID:)``).
    let ownLeases = LockedValue<[String: TimeInterval]>([:])
    /// Why the last restore of a scene is read-only, by scene.
    let readOnlyRestores = LockedValue<[String: String]>([:])
    /// What the last launch of a scene restored, until its restore finishes: how many deaths
    /// soon after a restore came before it, and whether it came from the durable save.
    let launches = LockedValue<[String: RestoringLaunch]>([:])

    /// The boot this session runs in (``BootIdentity/current``); the power-loss model sets
    /// another, as the machine's next boot after a cut.
    let boot: String

    /// A restore under way.
    struct RestoringLaunch {
        /// Deaths soon after a restore of this state, in a row, before this launch.
        var crashes: Int
        /// The restored snapshot came from the durable save (not a checkpoint).
        var fromDurableSave: Bool
        /// The state of the file it came from, as the decoder read it.
        var state: EncodedState?
    }

    /// The marker that records a restore (``RestoreRecord``).
    static let restoringMarker = SceneRecordNames.restoring
    /// The marker that records a deliberate quit.
    static let userQuitMarker = SceneRecordNames.userQuit
    /// The marker that holds the newest checkpoint: an encoded snapshot, written without `fsync`.
    static let checkpointMarker = SceneRecordNames.checkpoint
    /// The marker a crash after a restore leaves (``CrashMarkers``); a kill leaves none.
    package static let crashedMarker = SceneRecordNames.crashed
    /// Every marker a session keeps for a scene.
    static let markers = SceneRecordNames.all

    /// Creates a session.
    /// - Parameters:
    ///   - store: Where saved states live.
    ///   - policy: The rules; UIKit-like by default.
    ///   - codec: The binary codec, with its decoding limits and optional encryption key.
    ///   - logger: Where launch decisions and discards are logged.
    ///   - boot: The boot this session runs in; the power-loss model passes the next one.
    package init(
        store: any SnapshotStore,
        policy: RestorationPolicy = RestorationPolicy(),
        codec: SnapshotCodec = SnapshotCodec(),
        logger: Logger = .disabled,
        boot: String = BootIdentity.current
    ) {
        self.boot = boot
        self.store = store
        self.logger = logger
        self.policy = policy
        self.codec = codec
    }

    // MARK: Saving and quitting

    /// Writes a scene's state now, durably, replacing the previous one atomically; the
    /// checkpoint and the guard's record go, without a sync (a power cut that brings either back
    /// leaves something older than this save, which the next launch tells apart).
    ///
    /// Call from a background context or use a ``SaveScheduler``: encoding and writing are
    /// synchronous. In an App Group container it waits for the scene's lock for up to the
    /// store's ``SnapshotStore/saveLockPatience``.
    /// - Parameters:
    ///   - snapshot: The state to save.
    ///   - sceneID: The scene it belongs to.
    /// - Throws: The encoder's error, or ``ReviveError``; either way the previous state is intact.
    /// - Throws: ``ReviveError/Code/sceneLocked`` when another process holds the scene.
    package func save(_ snapshot: Snapshot, sceneID: String) throws {
        try write(codec.encode(snapshot), sceneID: sceneID)
    }

    /// Writes an encoded state as ``save(_:sceneID:)`` does: the scene's lock claimed once,
    /// then the write; the encoder ran before (``SaveScheduler``).
    func write(_ file: Data, sceneID: String) throws(ReviveError) {
        try claimForWriting(sceneID: sceneID, patience: store.saveLockPatience)
        defer { endOperation(sceneID: sceneID) }
        try store.write(file, sceneID: sceneID)
        settle(sceneID: sceneID, removingCheckpoint: true)
    }

    /// Writes a checkpoint of a scene: the place the user is at now, without an `fsync`.
    ///
    /// It survives any death of the process — a crash in the foreground included — because the
    /// page cache is the kernel's; a power cut may lose it or tear it, and a torn one is
    /// ignored at launch. It never replaces the durable save: the next launch restores the newer
    /// valid one of the two (by capture time). It ends the crash-loop guard's watch of a restored
    /// state, as a save does: the app reached a place of its own.
    /// - Parameters:
    ///   - snapshot: The place to keep.
    ///   - sceneID: The scene.
    /// - Throws: The encoder's error, or ``ReviveError`` (``ReviveError/Code/sceneLocked`` when
    ///   another process holds the scene); the previous checkpoint and save are intact.
    package func checkpoint(_ snapshot: Snapshot, sceneID: String) throws {
        try writeCheckpoint(codec.encode(snapshot), sceneID: sceneID)
    }

    /// Writes an encoded checkpoint as ``checkpoint(_:sceneID:)`` does.
    func writeCheckpoint(_ file: Data, sceneID: String) throws(ReviveError) {
        try claimForWriting(sceneID: sceneID, patience: store.saveLockPatience)
        defer { endOperation(sceneID: sceneID) }
        try store.writeMarkerUnsynced(file, named: Self.checkpointMarker, sceneID: sceneID)
        settle(sceneID: sceneID, removingCheckpoint: false)
    }

    /// The app reached the background with nothing new to write: the restored state is not
    /// what kills it next, so the guard's watch ends (an unsynced removal of its record).
    /// - Parameter sceneID: The scene.
    func didSettle(sceneID: String) {
        guard claim(sceneID: sceneID) == nil else { return }
        defer { endOperation(sceneID: sceneID) }
        settle(sceneID: sceneID, removingCheckpoint: false)
    }

    private func settle(sceneID: String, removingCheckpoint: Bool) {
        var names = [Self.restoringMarker, Self.crashedMarker]
        if removingCheckpoint { names.append(Self.checkpointMarker) }
        do {
            try store.removeMarkersUnsynced(names, sceneID: sceneID)
        } catch {
            logger.notice("the restore record or checkpoint was not removed; the next launch tells them apart", metadata: [
                "scene": "\(sceneID)", "error": "\(error)",
            ])
        }
    }

    /// Marks the restore that ``beginLaunch(sceneID:now:)`` started as finished: writes the
    /// crash-loop record's `restored` phase, without an `fsync`, and keeps the saved state.
    ///
    /// With ``RestorationPolicy/deletesAfterRestore`` the record, the checkpoint and the state are
    /// removed instead, as one batch (``SnapshotStore/remove(markers:includingState:sceneID:)``).
    /// After a read-only restore (``readOnlyRestoreReason(sceneID:)``) nothing is written: the
    /// disk refused the record. Calling it when no restore was under way does nothing harmful.
    /// - Parameters:
    ///   - sceneID: The scene that was restored.
    ///   - now: The time written in the record; injectable for tests.
    /// - Throws: ``ReviveError`` if the record cannot be written or the state removed.
    package func finishRestoration(sceneID: String, now: Date = Date()) throws(ReviveError) {
        let launch = launches.withLock { $0.removeValue(forKey: sceneID) }
        if let reason = readOnlyRestores.withLock({ $0.removeValue(forKey: sceneID) }) {
            logger.notice("read-only restore finished; the saved state is kept", metadata: [
                "scene": "\(sceneID)", "reason": "\(reason)",
            ])
            return
        }
        try claimForWriting(sceneID: sceneID)
        defer { endOperation(sceneID: sceneID) }
        if policy.deletesAfterRestore {
            try store.remove(markers: [Self.restoringMarker, Self.checkpointMarker], includingState: true, sceneID: sceneID)
            return
        }
        let record = RestoreRecord(
            phase: .restored, attempts: 0, crashes: launch?.crashes ?? 0, writtenAt: now.timeIntervalSince1970, boot: boot
        )
        try store.writeMarkerUnsynced(record.data, named: Self.restoringMarker, sceneID: sceneID)
        if policy.detectsCrashes, let path = store.markerPath(named: Self.crashedMarker, sceneID: sceneID) {
            CrashMarkers.arm(path: path)
        }
    }

    /// Whether the state the last launch of a scene restored is the durable save as it is on
    /// disk (not a checkpoint): a save of the same state then has nothing to write.
    /// - Parameter sceneID: The scene.
    func restoredFromDurableSave(sceneID: String) -> Bool {
        launches.withLock { $0[sceneID]?.fromDurableSave ?? false }
    }

    /// The state of the file the last launch of a scene restored, as the decoder read it,
    /// until the restore finishes: a save or checkpoint of the same state has nothing to write.
    /// - Parameter sceneID: The scene.
    func restoredState(sceneID: String) -> EncodedState? {
        launches.withLock { $0[sceneID]?.state }
    }

    /// Records that the user quit on purpose. If the policy deletes on user quit, the saved
    /// state and checkpoint are deleted and the next launch is fresh with
    /// ``LaunchResult/FreshReason/userQuit`` — even if a save still in flight lands afterwards.
    /// Otherwise nothing happens.
    /// - Parameter sceneID: The scene the user closed.
    /// - Throws: ``ReviveError`` if the record cannot be written or the state removed, with
    ///   ``ReviveError/Code/sceneLocked`` when another process holds the scene.
    package func userDidQuit(sceneID: String) throws(ReviveError) {
        guard policy.deletesOnUserQuit else { return }
        try claimForWriting(sceneID: sceneID)
        defer { endOperation(sceneID: sceneID) }
        try store.writeMarker(Data("1".utf8), named: Self.userQuitMarker, sceneID: sceneID)
        try store.remove(markers: [Self.checkpointMarker, Self.restoringMarker], includingState: true, sceneID: sceneID)
        logger.info("user quit; saved state discarded", metadata: ["scene": "\(sceneID)"])
    }

    /// Discards a scene's saved state, checkpoint and restore record, while holding the scene's
    /// lock: an app that declines to restore, a demo's `--fresh`.
    /// - Parameter sceneID: The scene.
    /// - Throws: ``ReviveError/Code/sceneLocked`` when another process holds the scene (nothing
    ///   was removed), or the store's error.
    package func discardSavedState(sceneID: String) throws(ReviveError) {
        try claimForWriting(sceneID: sceneID)
        defer { endOperation(sceneID: sceneID) }
        try store.remove(markers: [Self.restoringMarker, Self.checkpointMarker], includingState: true, sceneID: sceneID)
    }
}

// MARK: - Launch

extension RestorationSession {
    /// Decides what this launch does with the scene's saved state.
    ///
    /// First the scene's lock (``SnapshotStore/lockScene(sceneID:patience:)``), and in an App
    /// Group container its lease: when another process holds either, the launch is fresh
    /// (`sceneInUse`) and nothing is touched. Then, in order: a deliberate quit last time →
    /// fresh (`userQuit`), state and records deleted. The crash-loop record (``RestoreRecord``):
    /// a restore that began ``RestorationPolicy/maximumRestoreAttempts`` times without finishing,
    /// or ``RestorationPolicy/maximumCrashesAfterRestore`` deaths in a row each within
    /// ``RestorationPolicy/crashLoopWindow`` of a finished restore, with no save or checkpoint
    /// in between → the state is moved aside (``SnapshotStore/quarantine(sceneID:)``), the
    /// checkpoint removed, and the launch is fresh (`crashedDuringLastRestore`,
    /// `crashedAfterRestore`). A record that a power cut emptied or tore counts as none. No state
    /// and no checkpoint → fresh (`noSavedState`).
    ///
    /// Otherwise the restore attempt is recorded *before* the state is read, so any death from
    /// here on — a crash in the decoder, the system's memory killer, a watchdog — counts
    /// against the state at the next launch. The record is written without an `fsync`
    /// (``SnapshotStore/writeMarkerUnsynced(_:named:sceneID:)``): a process death never loses
    /// the page cache, and a power cut that loses it loses one count of the guard. If the record
    /// cannot be written at all (a full or read-only disk), the state is restored read-only:
    /// ``readOnlyRestoreReason(sceneID:)`` says why and nothing is written afterwards.
    ///
    /// The saved state and the checkpoint are both decoded; the newer valid one (by capture
    /// time; the saved state on a tie) is restored. A saved state the decoder rejects, or whose
    /// header names another scene, is moved aside (`damagedFile`, `sceneMismatch` when no
    /// checkpoint is left to restore); a checkpoint that does not decode is ignored. Then the
    /// policy's age and version checks (``RestorationPolicy/evaluate(_:now:logger:)``); a state
    /// that fails them is deleted. A state that passes is returned as `.success`; call
    /// ``finishRestoration(sceneID:now:)`` once the pages are rebuilt. A restoring launch
    /// writes the crash-loop record twice and nothing else: no `fsync`, no removal.
    ///
    /// This never throws and never traps: every failure is a fresh outcome that says why.
    ///
    /// ```swift
    /// let outcome = session.beginLaunch(sceneID: "main")
    /// logger.info("\(outcome.launchDescription)")   // "fresh because the saved state is 9 days old (limit 7 days)"
    /// ```
    /// - Parameters:
    ///   - sceneID: The scene being launched.
    ///   - now: The current time, for the age check and the crash-loop window; injectable for tests.
    /// - Returns: The snapshot to restore, already migrated, or why the launch is fresh.
    package func beginLaunch(sceneID: String, now: Date = Date()) -> Result<Snapshot, LaunchResult.FreshReason> {
        let outcome: Result<Snapshot, LaunchResult.FreshReason>
        readOnlyRestores.withLock { _ = $0.removeValue(forKey: sceneID) }
        launches.withLock { _ = $0.removeValue(forKey: sceneID) }
        if claim(sceneID: sceneID) != nil {
            outcome = .failure(.sceneInUse)
        } else {
            do {
                outcome = try decideLaunch(sceneID: sceneID, now: now)
            } catch {
                logger.error("store failed during launch", metadata: ["scene": "\(sceneID)", "error": "\(error)"])
                outcome = .failure(LaunchResult.FreshReason(storeFailure: error))
            }
        }
        endOperation(sceneID: sceneID)
        // The launch itself is logged once, by the controller, when it is over; here only what
        // the controller's line cannot tell.
        if outcome.snapshot != nil, let reason = readOnlyRestoreReason(sceneID: sceneID) {
            logger.warning("restoring read-only: the restore record cannot be written (\(reason))", metadata: [
                "scene": "\(sceneID)",
            ])
        }
        return outcome
    }

    private func decideLaunch(sceneID: String, now: Date) throws(ReviveError) -> Result<Snapshot, LaunchResult.FreshReason> {
        if try store.readMarker(named: Self.userQuitMarker, sceneID: sceneID) != nil {
            // The state goes first, durably (the folder is synced); the quit's record goes
            // after, in a sync of its own: a power cut in between leaves the record, and the
            // next launch is still fresh — never the state the user quit from, record gone.
            try store.remove(markers: [Self.restoringMarker, Self.checkpointMarker], includingState: true, sceneID: sceneID)
            try store.remove(markers: [Self.userQuitMarker], includingState: false, sceneID: sceneID)
            return .failure(.userQuit)
        }

        let record = try restoreRecord(sceneID: sceneID)
        var attempts = 0
        var crashes = 0
        switch record?.phase {
        case .restoring?:
            attempts = record?.attempts ?? 0
            crashes = record?.crashes ?? 0
            if attempts >= max(1, policy.maximumRestoreAttempts) {
                try endCrashLoop(sceneID: sceneID)
                return .failure(.crashedDuringLastRestore(attempts: attempts))
            }
        case .restored?:
            let since = now.timeIntervalSince1970 - (record?.writtenAt ?? 0)
            // A crash leaves its marker; the system's kill (SIGKILL: memory, background limits,
            // a user's kill -9) cannot, and such a death after a restore always comes back.
            let crashed = try store.readMarker(named: Self.crashedMarker, sceneID: sceneID) != nil
            if crashed { try store.removeMarkersUnsynced([Self.crashedMarker], sceneID: sceneID) }
            if crashed, since > -1, since <= policy.crashLoopWindow {   // the record keeps milliseconds
                crashes = (record?.crashes ?? 0) + 1
                logger.notice("the app crashed soon after its last restore, before any save", metadata: [
                    "scene": "\(sceneID)", "seconds after the restore": "\(Int(since))", "in a row": "\(crashes)",
                ])
            }
            if crashes >= max(1, policy.maximumCrashesAfterRestore) {
                try endCrashLoop(sceneID: sceneID)
                return .failure(.crashedAfterRestore(crashes: crashes))
            }
        case nil:
            break
        }

        let checkpointData = try store.readMarker(named: Self.checkpointMarker, sceneID: sceneID)
        let hasState = try store.hasState(sceneID: sceneID)
        guard checkpointData != nil || hasState else {
            if record != nil { try store.removeMarkersUnsynced([Self.restoringMarker], sceneID: sceneID) }
            return .failure(.noSavedState)
        }

        // The guard's record goes down before a byte of the state is read.
        var readOnly: String?
        do {
            let next = RestoreRecord(
                phase: .restoring, attempts: attempts == Int.max ? attempts : attempts + 1, crashes: crashes,
                writtenAt: now.timeIntervalSince1970, boot: boot
            )
            try store.writeMarkerUnsynced(next.data, named: Self.restoringMarker, sceneID: sceneID)
        } catch {
            readOnly = error.description
        }
        let data: Data?
        do {
            data = try store.read(sceneID: sceneID)
        } catch {
            if readOnly == nil { try? clearRecord(sceneID: sceneID) }
            throw error
        }

        var saved: (snapshot: Snapshot, state: EncodedState)?
        var damage: LaunchResult.FreshReason?
        if let data {
            do {
                let decoded = try codec.decodeKeepingState(data)
                let snapshot = decoded.snapshot
                if snapshot.header.sceneID == sceneID {
                    saved = decoded
                } else {
                    damage = .sceneMismatch(saved: snapshot.header.sceneID, expected: sceneID)
                }
            } catch {
                damage = LaunchResult.FreshReason(undecodable: error)
            }
            if damage != nil, readOnly == nil { try store.quarantine(sceneID: sceneID) }
        }
        let checkpoint = checkpointData.flatMap { decodedCheckpoint($0, sceneID: sceneID) }
        let fromCheckpoint = checkpoint.map { candidate in saved.map { candidate.snapshot.isNewer(than: $0.snapshot) } ?? true } ?? false
        guard let (chosen, chosenState) = fromCheckpoint ? checkpoint : saved else {
            if readOnly == nil { try clearRecord(sceneID: sceneID) }
            return .failure(damage ?? .noSavedState)
        }

        let restorable: Snapshot
        do {
            restorable = try policy.evaluate(chosen, now: now, logger: logger)
        } catch {
            if readOnly == nil {
                try store.remove(markers: [Self.restoringMarker, Self.checkpointMarker], includingState: true, sceneID: sceneID)
            }
            return .failure(LaunchResult.FreshReason(error))
        }
        if let readOnly { readOnlyRestores.withLock { $0[sceneID] = readOnly } }
        launches.withLock { $0[sceneID] = RestoringLaunch(crashes: crashes, fromDurableSave: !fromCheckpoint, state: chosenState) }
        if fromCheckpoint {
            logger.info("restoring the checkpoint, newer than the saved state", metadata: ["scene": "\(sceneID)"])
        }
        return .success(restorable)
    }

    /// The crash-loop record, or `nil` when there is none or a power cut emptied or tore it.
    private func restoreRecord(sceneID: String) throws(ReviveError) -> RestoreRecord? {
        guard let data = try store.readMarker(named: Self.restoringMarker, sceneID: sceneID) else { return nil }
        guard let record = RestoreRecord(data) else {
            logger.notice("the restore record is unreadable (a power cut may tear it); it is not counted as a crash", metadata: [
                "scene": "\(sceneID)", "bytes": "\(data.count)",
            ])
            return nil
        }
        guard !record.isFromAnotherBoot(than: boot) else {
            logger.notice("the restore record is from before the machine restarted; it is not counted as a crash", metadata: [
                "scene": "\(sceneID)",
            ])
            return nil
        }
        return record
    }

    /// A checkpoint that decodes and names the scene, with its state, or `nil` (a power cut may tear one).
    private func decodedCheckpoint(_ data: Data, sceneID: String) -> (snapshot: Snapshot, state: EncodedState)? {
        do {
            let decoded = try codec.decodeKeepingState(data)
            guard decoded.snapshot.header.sceneID == sceneID else { return nil }
            return decoded
        } catch {
            logger.notice("a checkpoint that does not decode is ignored", metadata: ["scene": "\(sceneID)", "error": "\(error)"])
            return nil
        }
    }

    /// Ends a crash loop: the state goes aside for inspection, the checkpoint and record go.
    private func endCrashLoop(sceneID: String) throws(ReviveError) {
        try store.quarantine(sceneID: sceneID)
        try store.remove(markers: [Self.restoringMarker, Self.checkpointMarker], includingState: false, sceneID: sceneID)
    }

    /// Clears the restore record.
    private func clearRecord(sceneID: String) throws(ReviveError) {
        try store.remove(markers: [Self.restoringMarker], includingState: false, sceneID: sceneID)
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

// MARK: - Scene lock

extension RestorationSession {
    /// Why the last restoring launch of a scene is read-only, or `nil` when it is not.
    ///
    /// A launch records that a restore is under way before it reads the state (the crash-loop
    /// guard). When that record cannot be written — a full disk, a read-only file system — an
    /// intact state is still restored, read-only: this returns the store's error, the launch
    /// logs it, and ``finishRestoration(sceneID:)`` deletes nothing. Without the record a crash
    /// during that restore is not counted, which is the price of not losing the state.
    ///
    /// ```swift
    /// if case .success = session.beginLaunch(sceneID: "main"),
    ///    let reason = session.readOnlyRestoreReason(sceneID: "main") {
    ///     logger.warning("restored read-only: \(reason)")
    /// }
    /// ```
    /// - Parameter sceneID: The scene.
    /// - Returns: The reason, until ``finishRestoration(sceneID:)`` or the next launch.
    func readOnlyRestoreReason(sceneID: String) -> String? {
        readOnlyRestores.withLock { $0[sceneID] }
    }

    /// Whether this session holds the scene's lock (taken by a launch or a save).
    /// - Parameter sceneID: The scene.
    /// - Returns: `true` once this session owns the scene for its life.
    func holdsSceneLock(sceneID: String) -> Bool {
        claims.withLock { $0[sceneID] != nil }
    }

    /// Lets go of the scene's lock now, rather than when the session is freed; the next launch
    /// or save by this session takes it again.
    ///
    /// For simulated process deaths in tests (`ReviveTesting`'s relaunches) and for an app
    /// that hands a scene to another process. Doing nothing when the lock is not held.
    /// - Parameter sceneID: The scene.
    package func releaseSceneLock(sceneID: String) {
        _ = claims.withLock { $0.removeValue(forKey: sceneID) }
        _ = ownLeases.withLock { $0.removeValue(forKey: sceneID) }
    }

    /// Takes the scene's lock if this session does not hold it yet.
    ///
    /// A lock path that is not a regular file (a folder or a symbolic link put in its place)
    /// counts as held: its owner cannot be known, so this session neither restores, deletes nor
    /// saves the scene. A lock file that cannot be opened at all (a read-only folder without
    /// one) is logged and the session goes on unlocked: there is then nothing a second process
    /// could write either.
    /// - Returns: `nil` when this session holds the lock (or goes on without one); the lock's
    ///   error when another process holds it, or the lock path is not a file.
    func claim(sceneID: String, patience: Duration = LockTable.patience) -> ReviveError? {
        claims.withLock { held -> ReviveError? in
            if held[sceneID] != nil { return nil }
            do throws(ReviveError) {
                let lock = try store.lockScene(sceneID: sceneID, patience: patience)
                if !store.holdsSceneLocksBetweenOperations, let refusal = leaseRefusal(sceneID: sceneID) {
                    logger.warning("the scene is in use by another process; not restoring, deleting or saving it", metadata: [
                        "scene": "\(sceneID)", "error": "\(refusal)",
                    ])
                    return refusal
                }
                renewLease(sceneID: sceneID)
                held[sceneID] = lock
                return nil
            } catch where error.code == .sceneLocked || error.code == .notARegularFile {
                logger.warning("the scene is held by another process, or its lock is not a file; not restoring, deleting or saving it", metadata: [
                    "scene": "\(sceneID)", "error": "\(error)",
                ])
                return error
            } catch {
                logger.warning("the scene's lock cannot be taken; going on without it", metadata: [
                    "scene": "\(sceneID)", "error": "\(error)",
                ])
                return nil
            }
        }
    }

    /// The refusal when another live process holds the scene's lease (``SceneLease``), or `nil`.
    /// It carries no `errno`: no system call refused anything.
    private func leaseRefusal(sceneID: String) -> ReviveError? {
        guard let data = try? store.readMarker(named: SceneLease.markerName, sceneID: sceneID),
              let lease = SceneLease(data), lease.isHeldByAnotherProcess(now: Date())
        else { return nil }
        return ReviveError(.sceneLocked, "scene \"\(sceneID)\" is in use: \(lease.holderDescription); its saved state is left as it is")
    }

    /// Writes this process's lease on the scene, without a sync, when locks are not held
    /// between operations; a lease that cannot be written is logged (the lock still guards
    /// the operation itself).
    private func renewLease(sceneID: String) {
        guard !store.holdsSceneLocksBetweenOperations else { return }
        let expiry = Date().timeIntervalSince1970 + store.leaseDuration
        let lease = SceneLease(expiresAt: expiry)
        do {
            try store.writeMarkerUnsynced(lease.data, named: SceneLease.markerName, sceneID: sceneID)
            ownLeases.withLock { $0[sceneID] = expiry }
        } catch {
            _ = ownLeases.withLock { $0.removeValue(forKey: sceneID) }
            logger.notice("the scene's lease was not renewed", metadata: ["scene": "\(sceneID)", "error": "\(error)"])
        }
    }

    /// Why this session could not write the scene now, or `nil` when it can: a save that
    /// would fail is not scheduled (``RestorationController/didEnterBackground()``).
    ///
    /// Where locks are held only around operations (an App Group container), this looks at the
    /// lease alone and takes no lock: the save itself, in the background, waits for the lock and
    /// reads the lease under it. While the lease this session wrote last still runs, no other
    /// process can have taken the scene, so nothing is read here: the save claims the scene once.
    /// - Parameter sceneID: The scene.
    /// - Returns: ``ReviveError/Code/sceneLocked`` naming the holder, or `nil`.
    func writeRefusal(sceneID: String) -> ReviveError? {
        if !store.holdsSceneLocksBetweenOperations {
            if let expiry = ownLeases.withLock({ $0[sceneID] }), expiry > Date().timeIntervalSince1970 { return nil }
            return leaseRefusal(sceneID: sceneID)
        }
        defer { endOperation(sceneID: sceneID) }
        do {
            try claimForWriting(sceneID: sceneID)
            return nil
        } catch {
            return error
        }
    }

    /// Lets go of the scene's lock after an operation when the store takes it only around
    /// operations (``SnapshotStore/holdsSceneLocksBetweenOperations``).
    func endOperation(sceneID: String) {
        // The lock goes, the knowledge of this session's own lease stays.
        if !store.holdsSceneLocksBetweenOperations { _ = claims.withLock { $0.removeValue(forKey: sceneID) } }
    }

    /// Throws ``ReviveError/Code/sceneLocked`` unless this session holds (or can take) the lock.
    /// - Parameters:
    ///   - sceneID: The scene.
    ///   - patience: How long to wait while another process holds the lock.
    func claimForWriting(sceneID: String, patience: Duration = LockTable.patience) throws(ReviveError) {
        guard let refusal = claim(sceneID: sceneID, patience: patience) else { return }
        guard refusal.code == .sceneLocked else {
            throw ReviveError(
                .sceneLocked,
                "\(refusal.message), so scene \"\(sceneID)\" may belong to another process; its saved state is left as it is",
                errno: refusal.errno
            )
        }
        if refusal.errno == nil { throw refusal }   // a lease: its message already says so
        throw ReviveError(
            .sceneLocked,
            "another process holds scene \"\(sceneID)\"; its saved state is left as it is"
        )
    }
}

// MARK: - A launch's outcome

extension Result where Success == Snapshot, Failure == LaunchResult.FreshReason {
    /// The snapshot to restore, or `nil` for a fresh launch.
    package var snapshot: Snapshot? { try? get() }

    /// Why the launch is fresh, or `nil` if it restores.
    package var freshReason: LaunchResult.FreshReason? {
        if case .failure(let reason) = self { return reason }
        return nil
    }

    /// A sentence for the log: `"restored 5 pages of scene \"main\""` or `"fresh because …"`.
    package var launchDescription: String {
        switch self {
        case .success(let snapshot):
            let count = snapshot.root.nodeCount
            return "restored \(count) \(count == 1 ? "page" : "pages") of scene \"\(snapshot.header.sceneID)\""
        case .failure(let reason):
            return "fresh because \(reason)"
        }
    }
}

extension RestorationSession: Sendable {}
