package import Foundation
package import Logging

/// Decides at each launch whether a scene's saved state is restored, and keeps the store
/// tidy around it: the crash-loop guard, the user-quit discard, deletion after restore.
///
/// A session ties a ``SnapshotStore``, a ``RestorationPolicy`` and a ``SnapshotCodec``
/// together; ``RestorationController`` owns one per scene. Its verbs follow an app's life:
///
/// 1. At launch, ``beginLaunch(sceneID:now:)`` reads, decodes and checks the saved state and
///    returns the snapshot to restore or the ``FreshReason`` to start fresh. Before it returns
///    a snapshot it durably records that a restore is under way.
/// 2. When the pages are rebuilt, ``finishRestoration(sceneID:)`` clears that record and, by
///    default, deletes the saved state (UIKit does the same). If the app crashes before this
///    call, the next launch finds the record, does not restore that state again, moves it
///    aside for inspection and starts fresh (`crashedDuringLastRestore`).
/// 3. On entering the background, ``save(_:sceneID:)`` (or a ``SaveScheduler``) writes the state.
/// 4. When the user quits on purpose, ``userDidQuit(sceneID:)`` discards it, and the next
///    launch starts fresh (`userQuit`).
///
/// Everything durable is in the store, so a test simulates a relaunch by creating a new session
/// on the same store. What a session holds is per process: the scene's lock
/// (``SceneRecordStore/lockScene(sceneID:)``), taken at the first launch or save of a scene and
/// kept for the session's life, and whether the last restore was read-only. A second instance
/// of the app on the same folder therefore launches fresh with ``FreshReason/sceneInUse``, and
/// its saves and quits of that scene throw ``ReviveError/Code/sceneLocked``: the first
/// instance's saved state is neither restored, deleted nor overwritten. Sessions of one process
/// share the lock (``LockTable``): an old and a new controller of one scene never refuse each
/// other. With ``FileStore/Options/locksOnlyDuringOperations`` (an App Group container) the
/// lock is taken around each launch, save and quit and let go right after, never held while
/// the app is suspended.
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
    /// The policy's records: the store itself for ``FileStore`` and `InMemoryStore`, records
    /// under derived scene identifiers (``DerivedSceneRecords``, no cross-process lock) for a
    /// store of the app's own.
    let records: any SceneRecordStore
    /// The rules applied at launch, quit and after restore.
    package let policy: RestorationPolicy
    /// Turns snapshots into bytes and back; rejects damaged or hostile bytes.
    package let codec: SnapshotCodec
    package let logger: Logger
    /// The scene locks this session holds, by scene.
    let claims = LockedValue<[String: SceneLock]>([:])
    /// Why the last restore of a scene is read-only, by scene.
    let readOnlyRestores = LockedValue<[String: String]>([:])

    /// The marker that records an unfinished restore; its content is the attempt count in decimal.
    static let restoringMarker = "restoring"
    /// The marker that records a deliberate quit.
    static let userQuitMarker = "user-quit"
    /// Every marker a session keeps for a scene.
    static let markers = [restoringMarker, userQuitMarker]

    /// Creates a session.
    /// - Parameters:
    ///   - store: Where saved states live.
    ///   - policy: The rules; UIKit-like by default.
    ///   - codec: The binary codec, with its decoding limits and optional encryption key.
    ///   - logger: Where launch decisions and discards are logged.
    package init(
        store: any SnapshotStore,
        policy: RestorationPolicy = RestorationPolicy(),
        codec: SnapshotCodec = SnapshotCodec(),
        logger: Logger = .disabled
    ) {
        self.store = store
        self.records = store.records
        self.logger = logger
        self.policy = policy
        self.codec = codec
    }

    // MARK: Saving and quitting

    /// Writes a scene's state now, replacing the previous one atomically.
    ///
    /// Call from a background context or use a ``SaveScheduler``: encoding and writing are
    /// synchronous.
    /// - Parameters:
    ///   - snapshot: The state to save.
    ///   - sceneID: The scene it belongs to.
    /// - Throws: The encoder's error, or ``ReviveError``; either way the previous state is intact.
    /// - Throws: ``ReviveError/Code/sceneLocked`` when another process holds the scene.
    package func save(_ snapshot: Snapshot, sceneID: String) throws {
        try claimForWriting(sceneID: sceneID)
        defer { endOperation(sceneID: sceneID) }
        let data = try codec.encode(snapshot)
        try records.write(data, sceneID: sceneID)
    }

    /// Marks the restore that ``beginLaunch(sceneID:now:)`` started as finished: clears the
    /// crash-loop record and, if the policy says so, deletes the saved state.
    ///
    /// The record and the state are removed as one batch (``SceneRecordStore/remove(markers:includingState:sceneID:)``):
    /// one folder sync with ``FileStore``. After a read-only restore
    /// (``readOnlyRestoreReason(sceneID:)``) nothing is removed: the disk refused the record, so
    /// the state is kept for the next launch. Calling it when no restore was under way does
    /// nothing harmful.
    /// - Parameter sceneID: The scene that was restored.
    /// - Throws: ``ReviveError`` if the record or the state cannot be removed.
    package func finishRestoration(sceneID: String) throws(ReviveError) {
        if let reason = readOnlyRestores.withLock({ $0.removeValue(forKey: sceneID) }) {
            logger.notice("read-only restore finished; the saved state is kept", metadata: [
                "scene": "\(sceneID)", "reason": "\(reason)",
            ])
            return
        }
        try claimForWriting(sceneID: sceneID)
        defer { endOperation(sceneID: sceneID) }
        try records.remove(markers: [Self.restoringMarker], includingState: policy.deletesAfterRestore, sceneID: sceneID)
    }

    /// Records that the user quit on purpose. If the policy deletes on user quit, the saved
    /// state is deleted and the next launch is fresh with ``FreshReason/userQuit`` — even if a
    /// save still in flight lands afterwards. Otherwise nothing happens.
    /// - Parameter sceneID: The scene the user closed.
    /// - Throws: ``ReviveError`` if the record cannot be written or the state removed, with
    ///   ``ReviveError/Code/sceneLocked`` when another process holds the scene.
    package func userDidQuit(sceneID: String) throws(ReviveError) {
        guard policy.deletesOnUserQuit else { return }
        try claimForWriting(sceneID: sceneID)
        defer { endOperation(sceneID: sceneID) }
        try records.writeMarker(Data("1".utf8), named: Self.userQuitMarker, sceneID: sceneID)
        try records.delete(sceneID: sceneID)
        logger.info("user quit; saved state discarded", metadata: ["scene": "\(sceneID)"])
    }
}

// MARK: - Launch

extension RestorationSession {
    /// Decides what this launch does with the scene's saved state.
    ///
    /// First the scene's lock (``SceneRecordStore/lockScene(sceneID:)``): when another process
    /// holds it, the launch is fresh (`sceneInUse`) and nothing is touched. Then, in order: a
    /// deliberate quit last time → fresh (`userQuit`), state and records deleted. A restore that
    /// began ``RestorationPolicy/maximumRestoreAttempts`` times without finishing → the state is
    /// moved aside (``SceneRecordStore/quarantine(sceneID:)``) and the launch is fresh
    /// (`crashedDuringLastRestore`). No state → fresh (`noSavedState`).
    ///
    /// Otherwise the restore attempt is recorded *before* the state is read, so any death from
    /// here on — a crash in the decoder, the system's memory killer, a watchdog — counts
    /// against the state at the next launch. The record is written without an `fsync`
    /// (``SceneRecordStore/writeMarkerUnsynced(_:named:sceneID:)``): a process death never loses
    /// the page cache, and a power cut that loses it loses one count of the guard. If the record
    /// cannot be written at all (a full or read-only disk), the state is restored read-only:
    /// ``readOnlyRestoreReason(sceneID:)`` says why and nothing is deleted afterwards.
    ///
    /// Bytes the decoder rejects, or a header naming another scene → moved aside, fresh
    /// (`damagedFile`, `sceneMismatch`). Then the policy's age and version checks
    /// (``RestorationPolicy/evaluate(_:now:)``); a state that fails them is deleted. A state
    /// that passes is returned as `.success`; call ``finishRestoration(sceneID:)`` once the
    /// pages are rebuilt. A restoring launch costs at most one `fsync` with ``FileStore``: the
    /// folder's, in ``finishRestoration(sceneID:)``.
    ///
    /// This never throws and never traps: every failure is a fresh outcome that says why.
    ///
    /// ```swift
    /// let outcome = session.beginLaunch(sceneID: "main")
    /// logger.info("\(outcome.launchDescription)")   // "fresh because the saved state is 9 days old (limit 7 days)"
    /// ```
    /// - Parameters:
    ///   - sceneID: The scene being launched.
    ///   - now: The current time, for the age check; injectable for tests.
    /// - Returns: The snapshot to restore, already migrated, or why the launch is fresh.
    package func beginLaunch(sceneID: String, now: Date = Date()) -> Result<Snapshot, FreshReason> {
        let outcome: Result<Snapshot, FreshReason>
        readOnlyRestores.withLock { _ = $0.removeValue(forKey: sceneID) }
        if claim(sceneID: sceneID) != nil {
            outcome = .failure(.sceneInUse)
        } else {
            do {
                outcome = try decideLaunch(sceneID: sceneID, now: now)
            } catch {
                logger.error("store failed during launch", metadata: ["scene": "\(sceneID)", "error": "\(error)"])
                outcome = .failure(.storeUnavailable(error.description))
            }
        }
        endOperation(sceneID: sceneID)
        if outcome.snapshot != nil, let reason = readOnlyRestoreReason(sceneID: sceneID) {
            logger.warning("launch: \(outcome.launchDescription), read-only: the restore record cannot be written (\(reason))", metadata: [
                "scene": "\(sceneID)",
            ])
        } else {
            logger.info("launch: \(outcome.launchDescription)", metadata: ["scene": "\(sceneID)"])
        }
        return outcome
    }

    private func decideLaunch(sceneID: String, now: Date) throws(ReviveError) -> Result<Snapshot, FreshReason> {
        if try records.readMarker(named: Self.userQuitMarker, sceneID: sceneID) != nil {
            try records.remove(markers: [Self.restoringMarker, Self.userQuitMarker], includingState: true, sceneID: sceneID)
            return .failure(.userQuit)
        }

        let attempts = try unfinishedRestoreAttempts(sceneID: sceneID)
        if attempts >= max(1, policy.maximumRestoreAttempts) {
            try records.quarantine(sceneID: sceneID)
            try records.remove(markers: [Self.restoringMarker], includingState: false, sceneID: sceneID)
            return .failure(.crashedDuringLastRestore(attempts: attempts))
        }

        guard try records.hasState(sceneID: sceneID) else {
            if attempts > 0 { try records.remove(markers: [Self.restoringMarker], includingState: false, sceneID: sceneID) }
            return .failure(.noSavedState)
        }

        // The guard's record goes down before a byte of the state is read.
        let next = attempts == Int.max ? attempts : attempts + 1
        var readOnly: String?
        do {
            try records.writeMarkerUnsynced(Data(String(next).utf8), named: Self.restoringMarker, sceneID: sceneID)
        } catch {
            readOnly = error.description
        }
        let data: Data?
        do {
            data = try records.read(sceneID: sceneID)
        } catch {
            if readOnly == nil { try? clearRecord(sceneID: sceneID) }
            throw error
        }
        guard let data else {
            if readOnly == nil { try clearRecord(sceneID: sceneID) }
            return .failure(.noSavedState)
        }

        let snapshot: Snapshot
        do {
            snapshot = try codec.decode(data)
        } catch {
            if readOnly == nil { try setAside(sceneID: sceneID) }
            return .failure(.damagedFile(String(describing: error)))
        }
        if snapshot.header.sceneID != sceneID {
            if readOnly == nil { try setAside(sceneID: sceneID) }
            return .failure(.sceneMismatch(saved: snapshot.header.sceneID, expected: sceneID))
        }

        let restorable: Snapshot
        do {
            restorable = try policy.evaluate(snapshot, now: now, logger: logger)
        } catch {
            if readOnly == nil {
                try records.remove(markers: [Self.restoringMarker], includingState: true, sceneID: sceneID)
            }
            return .failure(error)
        }
        if let readOnly { readOnlyRestores.withLock { $0[sceneID] = readOnly } }
        return .success(restorable)
    }

    /// How many restores of the current state began and never finished (0 if none).
    ///
    /// A marker whose content is not a positive decimal number counts as one attempt.
    private func unfinishedRestoreAttempts(sceneID: String) throws(ReviveError) -> Int {
        guard let data = try records.readMarker(named: Self.restoringMarker, sceneID: sceneID) else { return 0 }
        let text = String(decoding: data.prefix(20), as: UTF8.self)
        guard let count = Int(text), count >= 1 else { return 1 }
        return count
    }

    /// Clears the restore record.
    private func clearRecord(sceneID: String) throws(ReviveError) {
        try records.remove(markers: [Self.restoringMarker], includingState: false, sceneID: sceneID)
    }

    /// Moves a state the app must not load aside for inspection and clears the restore record.
    private func setAside(sceneID: String) throws(ReviveError) {
        try records.quarantine(sceneID: sceneID)
        try clearRecord(sceneID: sceneID)
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
    package func readOnlyRestoreReason(sceneID: String) -> String? {
        readOnlyRestores.withLock { $0[sceneID] }
    }

    /// Whether this session holds the scene's lock (taken by a launch or a save).
    /// - Parameter sceneID: The scene.
    /// - Returns: `true` once this session owns the scene for its life.
    package func holdsSceneLock(sceneID: String) -> Bool {
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
    func claim(sceneID: String) -> ReviveError? {
        claims.withLock { held -> ReviveError? in
            if held[sceneID] != nil { return nil }
            do throws(ReviveError) {
                held[sceneID] = try records.lockScene(sceneID: sceneID)
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

    /// Why this session could not write the scene now, or `nil` when it can: a save that
    /// would fail is not scheduled (``RestorationController/didEnterBackground()``).
    /// - Parameter sceneID: The scene.
    /// - Returns: ``ReviveError/Code/sceneLocked`` naming the holder, or `nil`.
    package func writeRefusal(sceneID: String) -> ReviveError? {
        defer { endOperation(sceneID: sceneID) }
        do {
            try claimForWriting(sceneID: sceneID)
            return nil
        } catch {
            return error
        }
    }

    /// Lets go of the scene's lock after an operation when the store takes it only around
    /// operations (``SceneRecordStore/holdsSceneLocksBetweenOperations``).
    func endOperation(sceneID: String) {
        if !records.holdsSceneLocksBetweenOperations { releaseSceneLock(sceneID: sceneID) }
    }

    /// Throws ``ReviveError/Code/sceneLocked`` unless this session holds (or can take) the lock.
    func claimForWriting(sceneID: String) throws(ReviveError) {
        guard let refusal = claim(sceneID: sceneID) else { return }
        guard refusal.code == .sceneLocked else {
            throw ReviveError(
                .sceneLocked,
                "\(refusal.message), so scene \"\(sceneID)\" may belong to another process; its saved state is left as it is",
                errno: refusal.errno
            )
        }
        throw ReviveError(
            .sceneLocked,
            "another process holds scene \"\(sceneID)\"; its saved state is left as it is"
        )
    }
}

// MARK: - A launch's outcome

extension Result where Success == Snapshot, Failure == FreshReason {
    /// The snapshot to restore, or `nil` for a fresh launch.
    package var snapshot: Snapshot? { try? get() }

    /// Why the launch is fresh, or `nil` if it restores.
    package var freshReason: FreshReason? {
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
