package import Foundation
import Logging

// MARK: - Launch

extension RestorationSession {
    /// Decides what this launch does with the scene's saved state.
    ///
    /// First the scene's lock (``SceneLocking/lockScene(sceneID:patience:)``), and in an App
    /// Group container its lease: when another process holds either, the launch is fresh
    /// (`sceneInUse`) and nothing is touched. Then, in order: a deliberate quit last time →
    /// fresh (`userQuit`), state and records deleted. The crash-loop record (``RestoreRecord``):
    /// a restore that began ``RestorationPolicy/maximumRestoreAttempts`` times without finishing,
    /// or ``RestorationPolicy/maximumCrashesAfterRestore`` deaths in a row each within
    /// ``RestorationPolicy/crashLoopWindow`` of a finished restore, with no save or checkpoint
    /// in between → the state is moved aside (``SceneRecordKeeping/quarantine(sceneID:)``), the
    /// checkpoint removed, and the launch is fresh (`crashedDuringLastRestore`,
    /// `crashedAfterRestore`). A record that a power cut emptied or tore counts as none. No state
    /// and no checkpoint → fresh (`noSavedState`).
    ///
    /// Otherwise the restore attempt is recorded *before* the state is read, so any death from
    /// here on — a crash in the decoder, the system's memory killer, a watchdog — counts
    /// against the state at the next launch. The record is written without an `fsync`
    /// (``SceneRecordKeeping/rewriteMarkerUnsynced(_:named:sceneID:)``): a process death never loses
    /// the page cache, and a power cut that loses it loses one count of the guard. If the record
    /// cannot be written at all (a full or read-only disk), the state is restored read-only:
    /// ``readOnlyRestoreReason()`` says why and nothing is written afterwards.
    ///
    /// The saved state and the checkpoint are both decoded; the newer valid one (by capture
    /// time; the saved state on a tie) is restored. A saved state the decoder rejects, or whose
    /// header names another scene, is moved aside (`damagedFile`, `sceneMismatch` when no
    /// checkpoint is left to restore); a checkpoint that does not decode is ignored. Then the
    /// policy's age and version checks (``RestorationPolicy/evaluate(_:now:logger:)``); a state
    /// too old or of another app version is deleted, one of a schema version no migration leads
    /// to is set aside. A state that passes is returned as `.success`; call
    /// ``finishRestoration(now:)`` once the pages are rebuilt. A restoring launch
    /// writes the crash-loop record twice and nothing else: no `fsync`, no removal.
    ///
    /// This never throws and never traps: every failure is a fresh outcome that says why.
    ///
    /// ```swift
    /// let outcome = session.beginLaunch()
    /// logger.info("\(outcome.launchDescription)")   // "fresh because the saved state is 9 days old (limit 7 days)"
    /// ```
    /// - Parameters:
    ///   - now: The current time, for the age check and the crash-loop window; injectable for tests.
    /// - Returns: The snapshot to restore, already migrated, or why the launch is fresh.
    package func beginLaunch(now: Date = Date()) -> Result<Snapshot, LaunchResult.FreshReason> {
        let outcome: Result<Snapshot, LaunchResult.FreshReason>
        readOnlyRestore.withLock { $0 = nil }
        restoringLaunch.withLock { $0 = nil }
        if claim() != nil {
            outcome = .failure(.sceneInUse)
        } else {
            do {
                outcome = try launch(LaunchDecision(sceneID: sceneID, policy: policy, now: now, boot: boot))
            } catch {
                logger.error("store failed during launch", metadata: ["scene": "\(sceneID)", "error": "\(error)"])
                outcome = .failure(LaunchResult.FreshReason(storeFailure: error))
            }
        }
        endOperation()
        // The launch itself is logged once, by the controller, when it is over; here only what
        // the controller's line cannot tell.
        if outcome.snapshot != nil, let reason = readOnlyRestoreReason() {
            logger.warning("restoring read-only: the restore record cannot be written (\(reason))", metadata: [
                "scene": "\(sceneID)",
            ])
        }
        return outcome
    }

    /// Reads the records in order, asks `decision` at each of its three pauses, and does what it says.
    private func launch(_ decision: LaunchDecision) throws(ReviveError) -> Result<Snapshot, LaunchResult.FreshReason> {
        // 1. The guard: the quit marker, the crash-loop record, the crash marker after a finished restore.
        let userQuit = try store.readMarker(named: Self.userQuitMarker, sceneID: sceneID) != nil
        let record = userQuit ? nil : try restoreRecord(decision)
        // A marker lives as long as the watch that armed it: counted or not, this launch removes it
        // (under the scene's lock, which the launch holds), so that no later launch counts it.
        let markerFound = try store.readMarker(named: Self.crashedMarker, sceneID: sceneID) != nil
        if markerFound { try store.removeMarkersUnsynced([Self.crashedMarker], sceneID: sceneID) }
        let crashed = markerFound && LaunchDecision.readsCrashMarker(after: record)
        let verdict = decision.guardVerdict(userQuit: userQuit, record: record, crashed: crashed)
        switch verdict {
        case .watch(let counted), .setAside(_, let counted):
            if let since = counted.crashedAfter { logCrashAfterRestore(since, counted) }
        case .userQuit:
            break
        }
        let watch: LaunchDecision.Watch
        switch verdict {
        case .userQuit:
            // The state goes first, durably (the folder is synced); the quit's record goes
            // after, in a sync of its own: a power cut in between leaves the record, and the
            // next launch is still fresh — never the state the user quit from, record gone.
            try store.remove(markers: [Self.restoringMarker, Self.checkpointMarker], includingState: true, sceneID: sceneID)
            try store.remove(markers: [Self.userQuitMarker], includingState: false, sceneID: sceneID)
            return .failure(.userQuit)
        case .setAside(let reason, _):
            try store.quarantine(sceneID: sceneID)
            try store.remove(markers: [Self.restoringMarker, Self.checkpointMarker], includingState: false, sceneID: sceneID)
            return .failure(reason)
        case .watch(let counted):
            watch = counted
        }

        // 2. Anything to restore? The guard's record goes down before a byte of the state is read.
        let checkpointData: Data?
        do {
            checkpointData = try store.readMarker(named: Self.checkpointMarker, sceneID: sceneID)
        } catch where error.code == .fileTooLarge {
            // A checkpoint larger than this version reads is ignored, as one that does not decode is.
            logger.notice("a checkpoint larger than this version reads is ignored", metadata: ["scene": "\(sceneID)", "error": "\(error)"])
            try? store.removeMarkersUnsynced([Self.checkpointMarker], sceneID: sceneID)
            checkpointData = nil
        }
        let hasState = try store.hasState(sceneID: sceneID)
        guard let next = decision.recordBeforeReading(watch, hasCheckpoint: checkpointData != nil, hasState: hasState) else {
            if watch.hadRecord { try store.removeMarkersUnsynced([Self.restoringMarker], sceneID: sceneID) }
            return .failure(.noSavedState)
        }
        var readOnly: String?
        do {
            try store.rewriteMarkerUnsynced(next.data, named: Self.restoringMarker, sceneID: sceneID)
        } catch {
            readOnly = error.description
        }
        let data: Data?
        do {
            data = try store.read(sceneID: sceneID)
        } catch where error.code == .fileTooLarge {
            // Larger than this version reads (an earlier version may have had a larger cap): the
            // bytes are intact, not damaged, so the file is set aside and the launch is fresh.
            if readOnly == nil { try? clearRecord() }
            _ = try? store.quarantine(sceneID: sceneID)
            return .failure(.rootNoLongerFits("the saved file is larger than this version reads: \(error.message)"))
        } catch {
            if readOnly == nil { try? clearRecord() }
            throw error
        }

        // 3. The choice between the saved state and the checkpoint, and the policy's checks.
        let save = file(data)
        if decision.damage(of: save) != nil, readOnly == nil { try store.quarantine(sceneID: sceneID) }
        let checkpoint = file(checkpointData)
        if case .undecodable(let error) = checkpoint {
            logger.notice("a checkpoint that does not decode is ignored", metadata: ["scene": "\(sceneID)", "error": "\(error)"])
        }
        switch decision.choose(save: save, checkpoint: checkpoint, watch: watch, recorded: readOnly == nil, logger: logger) {
        case .fresh(let reason, let cleanup):
            switch cleanup {
            case .none: break
            case .record: try clearRecord()
            case .everything:
                try store.remove(markers: [Self.restoringMarker, Self.checkpointMarker], includingState: true, sceneID: sceneID)
            case .setAside:
                try store.quarantine(sceneID: sceneID)
                try store.remove(markers: [Self.restoringMarker, Self.checkpointMarker], includingState: false, sceneID: sceneID)
            }
            return .failure(reason)
        case .restore(let restore):
            if let readOnly { readOnlyRestore.withLock { $0 = readOnly } }
            restoringLaunch.withLock {
                $0 = RestoringLaunch(crashes: restore.crashes, fromDurableSave: !restore.fromCheckpoint, state: restore.state)
            }
            if restore.fromCheckpoint {
                logger.info("restoring the checkpoint, newer than the saved state", metadata: ["scene": "\(sceneID)"])
            }
            return .success(restore.snapshot)
        }
    }

    /// The crash-loop record that counts, or `nil` when there is none or a power cut or a restart
    /// ended the launch that wrote it (logged).
    private func restoreRecord(_ decision: LaunchDecision) throws(ReviveError) -> RestoreRecord? {
        let data = try store.readMarker(named: Self.restoringMarker, sceneID: sceneID)
        let (record, ignored) = decision.restoreRecord(data)
        switch ignored {
        case .unreadable(let bytes)?:
            logger.notice("the restore record is unreadable (a power cut may tear it); it is not counted as a crash", metadata: [
                "scene": "\(sceneID)", "bytes": "\(bytes)",
            ])
        case .fromAnotherBoot?:
            logger.notice("the restore record is from before the machine restarted; it is not counted as a crash", metadata: [
                "scene": "\(sceneID)",
            ])
        case nil:
            break
        }
        return record
    }

    private func logCrashAfterRestore(_ since: TimeInterval, _ watch: LaunchDecision.Watch) {
        logger.notice("the app crashed soon after its last restore, before any save", metadata: [
            "scene": "\(sceneID)", "seconds after the restore": "\(Int(since))", "in a row": "\(watch.crashes)",
        ])
    }

    /// A saved state or checkpoint, decoded.
    private func file(_ data: Data?) -> LaunchDecision.File {
        guard let data else { return .absent }
        do {
            let decoded = try codec.decodeKeepingState(data)
            return .decoded(decoded.snapshot, decoded.state)
        } catch {
            return .undecodable(error)
        }
    }

    /// Clears the restore record.
    private func clearRecord() throws(ReviveError) {
        try store.remove(markers: [Self.restoringMarker], includingState: false, sceneID: sceneID)
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
