package import Foundation
package import Logging

/// Decides at each launch whether a scene's saved state is restored, and keeps the store
/// tidy around it: the crash-loop guard, checkpoints, the user-quit discard.
///
/// A session ties a ``SnapshotStore``, a ``RestorationPolicy`` and a ``SnapshotCodec`` to one
/// scene, named once at its creation; ``RestorationController`` owns one per scene. Its verbs
/// follow an app's life:
///
/// 1. At launch, ``beginLaunch(now:)`` reads, decodes and checks the saved state and
///    the newest checkpoint, and returns the newer valid one to restore or the
///    ``LaunchResult/FreshReason`` to start fresh. Before it reads a byte it records, without an
///    `fsync`, that a restore is under way (``RestoreRecord``).
///    What the records mean is ``LaunchDecision``'s, which reads no file.
/// 2. When the pages are rebuilt, ``finishRestoration(now:)`` writes that the restore
///    finished. The saved state is kept (unless ``RestorationPolicy/deletesAfterRestore``): a
///    second death before the next save comes back to the same place. If the app crashes
///    before this call, or dies again and again right after it, the guard sets the state aside
///    and the next launch starts fresh (`crashedDuringLastRestore`, `crashedAfterRestore`).
/// 3. As navigation settles, ``checkpoint(_:)`` writes the place without an `fsync`: it
///    survives a crash in the foreground, never replaces the durable save, and a torn one is
///    ignored.
/// 4. On entering the background, ``save(_:)`` (or a ``SaveScheduler``) writes the state
///    durably; it supersedes any checkpoint and ends the guard's watch.
/// 5. When the user quits on purpose, ``userDidQuit()`` discards it, and the next
///    launch starts fresh (`userQuit`).
///
/// Everything durable is in the store, so a test simulates a relaunch by creating a new session
/// on the same store. What a session holds is per process: the scene's lock
/// (``SceneLocking/lockScene(sceneID:patience:)``), taken at the first launch or save of a
/// scene and kept for the session's life, and whether the last restore was read-only. A second
/// instance of the app on the same folder therefore launches fresh with
/// ``LaunchResult/FreshReason/sceneInUse``, and its saves, quits and discards of that scene throw
/// ``ReviveError/Code/sceneLocked``: the first instance's saved state is neither restored,
/// deleted nor overwritten. Sessions of one process share the lock (``LockTable``): an old and a
/// new controller of one scene never refuse each other. With
/// ``FileStore/Options/locksOnlyDuringOperations`` (an App Group container) the lock is taken
/// around each launch, save and quit and let go right after, never held while the app is
/// suspended; a lease (``SceneLease``) renewed by each of them keeps the scene in use meanwhile
/// (`RestorationSession+Ownership.swift`).
///
/// ```swift
/// let session = RestorationSession(store: store, sceneID: "main", policy: RestorationPolicy(appVersion: "2.1"))
/// if case .success(let snapshot) = session.beginLaunch() {
///     rebuild(from: snapshot)
///     try session.finishRestoration()
/// }
/// ```
package final class RestorationSession {
    // MARK: State
    /// Where saved states and markers live.
    let store: StoreAccess
    /// The rules applied at launch, quit and after restore.
    package let policy: RestorationPolicy
    /// Turns snapshots into bytes and back; rejects damaged or hostile bytes.
    package let codec: SnapshotCodec
    package let logger: Logger
    /// The scene this session launches, saves and quits; set once.
    package let sceneID: String
    /// The process the session runs in: its locks are the scene's, its crash markers armed.
    package let process: ReviveProcess
    /// The scene's lock, while this session holds it.
    let heldLock = LockedValue<SceneLock?>(nil)
    /// When the lease this session last wrote runs out (seconds since 1970), where locks are
    /// taken only around operations: while it runs, no other process takes the scene, so the
    /// early check of a save reads no file (``writeRefusal()``).
    let ownLease = LockedValue<TimeInterval?>(nil)
    /// Why the last restore is read-only.
    let readOnlyRestore = LockedValue<String?>(nil)
    /// What the last launch restored, until its restore finishes: how many deaths soon after a
    /// restore came before it, and whether it came from the durable save.
    let restoringLaunch = LockedValue<RestoringLaunch?>(nil)

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
    ///   - sceneID: The scene; a session serves one.
    ///   - policy: The rules; UIKit-like by default.
    ///   - codec: The binary codec, with its decoding limits and optional encryption key.
    ///   - logger: Where launch decisions and discards are logged.
    ///   - boot: The boot this session runs in; the power-loss model passes the next one.
    ///   - process: The process the session runs in; by default the store's (a ``FileStore``
    ///     made for another process's locks plays that process), else ``ReviveProcess/current``.
    ///     The store is seen through the process's locks.
    package init(
        store: any SnapshotStore,
        sceneID: String,
        policy: RestorationPolicy = RestorationPolicy(),
        codec: SnapshotCodec = SnapshotCodec(),
        logger: Logger = .disabled,
        boot: String = BootIdentity.current,
        process: ReviveProcess? = nil
    ) {
        let process = process ?? (store as? any ProcessBoundStore)?.process ?? .current
        self.process = process
        self.boot = boot
        self.store = StoreAccess(core: store, process: process)
        self.sceneID = sceneID
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
    /// store's ``SceneLocking/saveLockPatience``.
    /// - Parameters:
    ///   - snapshot: The state to save.
    /// - Throws: The encoder's error, or ``ReviveError``; either way the previous state is intact.
    /// - Throws: ``ReviveError/Code/sceneLocked`` when another process holds the scene.
    package func save(_ snapshot: Snapshot) throws {
        try write(codec.encode(snapshot))
    }

    /// Writes an encoded state as ``save(_:)`` does: the scene's lock claimed once,
    /// then the write; the encoder ran before (``SaveScheduler``).
    func write(_ file: Data) throws(ReviveError) {
        try claimForWriting(patience: store.saveLockPatience)
        defer { endOperation() }
        try store.write(file, sceneID: sceneID)
        settle(removingCheckpoint: true)
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
    /// - Throws: The encoder's error, or ``ReviveError`` (``ReviveError/Code/sceneLocked`` when
    ///   another process holds the scene); the previous checkpoint and save are intact.
    package func checkpoint(_ snapshot: Snapshot) throws {
        try writeCheckpoint(codec.encode(snapshot))
    }

    /// Writes an encoded checkpoint as ``checkpoint(_:)`` does.
    func writeCheckpoint(_ file: Data) throws(ReviveError) {
        try claimForWriting(patience: store.saveLockPatience)
        defer { endOperation() }
        try store.writeMarkerUnsynced(file, named: Self.checkpointMarker, sceneID: sceneID)
        settle(removingCheckpoint: false)
    }

    /// The app reached the background with nothing new to write: the restored state is not
    /// what kills it next, so the guard's watch ends (an unsynced removal of its record).
    func didSettle() {
        guard claim() == nil else { return }
        defer { endOperation() }
        settle(removingCheckpoint: false)
    }

    /// Ends the guard's watch: the crash marker is disarmed first, so that no later crash of this
    /// process writes it, then the record and the marker (and the checkpoint after a save) go.
    private func settle(removingCheckpoint: Bool) {
        if let path = store.markerPath(named: Self.crashedMarker, sceneID: sceneID) {
            CrashMarkers.disarm(path: path, in: process)
        }
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

    /// Marks the restore that ``beginLaunch(now:)`` started as finished: writes the
    /// crash-loop record's `restored` phase, without an `fsync`, and keeps the saved state.
    ///
    /// With ``RestorationPolicy/deletesAfterRestore`` the record, the checkpoint and the state are
    /// removed instead, as one batch (``SceneRecordKeeping/remove(markers:includingState:sceneID:)``).
    /// After a read-only restore (``readOnlyRestoreReason()``) nothing is written: the
    /// disk refused the record. Calling it when no restore was under way does nothing harmful.
    /// - Parameters:
    ///   - now: The time written in the record; injectable for tests.
    /// - Throws: ``ReviveError`` if the record cannot be written or the state removed.
    package func finishRestoration(now: Date = Date()) throws(ReviveError) {
        let launch = restoringLaunch.withLock { launch in defer { launch = nil }; return launch }
        if let reason = readOnlyRestore.withLock({ reason in defer { reason = nil }; return reason }) {
            logger.notice("read-only restore finished; the saved state is kept", metadata: [
                "scene": "\(sceneID)", "reason": "\(reason)",
            ])
            return
        }
        try claimForWriting()
        defer { endOperation() }
        if policy.deletesAfterRestore {
            try store.remove(markers: [Self.restoringMarker, Self.checkpointMarker], includingState: true, sceneID: sceneID)
            return
        }
        let record = RestoreRecord(
            phase: .restored, attempts: 0, crashes: launch?.crashes ?? 0, writtenAt: now.timeIntervalSince1970, boot: boot
        )
        try store.rewriteMarkerUnsynced(record.data, named: Self.restoringMarker, sceneID: sceneID)
        if policy.detectsCrashes, let path = store.markerPath(named: Self.crashedMarker, sceneID: sceneID) {
            CrashMarkers.arm(path: path, in: process)
        }
    }

    /// Why the last restoring launch is read-only, or `nil` when it is not.
    ///
    /// A launch records that a restore is under way before it reads the state (the crash-loop
    /// guard). When that record cannot be written — a full disk, a read-only file system — an
    /// intact state is still restored, read-only: this returns the store's error, the launch
    /// logs it, and ``finishRestoration(now:)`` deletes nothing. Without the record a crash
    /// during that restore is not counted, which is the price of not losing the state.
    ///
    /// ```swift
    /// if case .success = session.beginLaunch(),
    ///    let reason = session.readOnlyRestoreReason() {
    ///     logger.warning("restored read-only: \(reason)")
    /// }
    /// ```
    /// - Returns: The reason, until ``finishRestoration(now:)`` or the next launch.
    func readOnlyRestoreReason() -> String? {
        readOnlyRestore.withLock { $0 }
    }

    /// Whether the state the last launch restored is the durable save as it is on
    /// disk (not a checkpoint): a save of the same state then has nothing to write.
    func restoredFromDurableSave() -> Bool {
        restoringLaunch.withLock { $0?.fromDurableSave ?? false }
    }

    /// The state of the file the last launch restored, as the decoder read it,
    /// until the restore finishes: a save or checkpoint of the same state has nothing to write.
    func restoredState() -> EncodedState? {
        restoringLaunch.withLock { $0?.state }
    }

    /// Records that the user quit on purpose. If the policy deletes on user quit, the saved
    /// state and checkpoint are deleted and the next launch is fresh with
    /// ``LaunchResult/FreshReason/userQuit`` — even if a save still in flight lands afterwards.
    /// Otherwise nothing happens.
    /// - Throws: ``ReviveError`` if the record cannot be written or the state removed, with
    ///   ``ReviveError/Code/sceneLocked`` when another process holds the scene.
    package func userDidQuit() throws(ReviveError) {
        guard policy.deletesOnUserQuit else { return }
        try claimForWriting()
        defer { endOperation() }
        try store.writeMarker(Data("1".utf8), named: Self.userQuitMarker, sceneID: sceneID)
        try store.remove(markers: [Self.checkpointMarker, Self.restoringMarker], includingState: true, sceneID: sceneID)
        logger.info("user quit; saved state discarded", metadata: ["scene": "\(sceneID)"])
    }

    /// Discards a scene's saved state, checkpoint and restore record, while holding the scene's
    /// lock: an app that declines to restore, a demo's `--fresh`.
    /// - Throws: ``ReviveError/Code/sceneLocked`` when another process holds the scene (nothing
    ///   was removed), or the store's error.
    package func discardSavedState() throws(ReviveError) {
        try claimForWriting()
        defer { endOperation() }
        try store.remove(markers: [Self.restoringMarker, Self.checkpointMarker], includingState: true, sceneID: sceneID)
    }

    /// Moves a scene's saved state aside (``SceneRecordKeeping/quarantine(sceneID:)``) and
    /// removes its checkpoint and restore record, while holding the scene's lock: a state whose
    /// bytes are intact but that no longer fits the app is kept for inspection, never deleted.
    /// - Throws: ``ReviveError/Code/sceneLocked`` when another process holds the scene (nothing
    ///   was moved), or the store's error.
    func setAsideSavedState() throws(ReviveError) {
        try claimForWriting()
        defer { endOperation() }
        try store.quarantine(sceneID: sceneID)
        try store.remove(markers: [Self.restoringMarker, Self.checkpointMarker], includingState: false, sceneID: sceneID)
    }
}

extension RestorationSession: Sendable {}
