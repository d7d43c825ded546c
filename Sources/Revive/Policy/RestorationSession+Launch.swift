package import Foundation
import Logging

extension RestorationSession {
    /// Decides what this launch does with the scene's saved state.
    ///
    /// First the scene's lock (``SnapshotStore/lockScene(sceneID:)``): when another process
    /// holds it, the launch is fresh (`sceneInUse`) and nothing is touched. Then, in order: a
    /// deliberate quit last time → fresh (`userQuit`), state and records deleted. A restore that
    /// began ``RestorationPolicy/maximumRestoreAttempts`` times without finishing → the state is
    /// moved aside (``SnapshotStore/quarantine(sceneID:)``) and the launch is fresh
    /// (`crashedDuringLastRestore`). No state → fresh (`noSavedState`).
    ///
    /// Otherwise the restore attempt is recorded *before* the state is read, so any death from
    /// here on — a crash in the decoder, the system's memory killer, a watchdog — counts
    /// against the state at the next launch. The record is written without an `fsync`
    /// (``SnapshotStore/writeMarkerUnsynced(_:named:sceneID:)``): a process death never loses
    /// the page cache, and a power cut that loses it loses one count of the guard. If the record
    /// cannot be written at all (a full or read-only disk), the state is restored read-only:
    /// ``readOnlyRestoreReason(sceneID:)`` says why and nothing is deleted afterwards.
    ///
    /// Bytes the decoder rejects, or a header naming another scene → moved aside, fresh
    /// (`damagedFile`, `sceneMismatch`). Then the policy's age and version checks
    /// (``RestorationPolicy/evaluate(_:now:)``); a state that fails them is deleted. A state
    /// that passes is returned as `.restored`; call ``finishRestoration(sceneID:)`` once the
    /// pages are rebuilt. A restoring launch costs at most one `fsync` with ``FileStore``: the
    /// folder's, in ``finishRestoration(sceneID:)``.
    ///
    /// This never throws and never traps: every failure is a fresh outcome that says why.
    ///
    /// ```swift
    /// let outcome = session.beginLaunch(sceneID: "main")
    /// logger.info("\(outcome)")   // "fresh because the saved state is 9 days old (limit 7 days)"
    /// ```
    /// - Parameters:
    ///   - sceneID: The scene being launched.
    ///   - now: The current time, for the age check; injectable for tests.
    /// - Returns: What to do, and why.
    package func beginLaunch(sceneID: String, now: Date = Date()) -> LaunchOutcome {
        let outcome: LaunchOutcome
        readOnlyRestores.withLock { _ = $0.removeValue(forKey: sceneID) }
        if claim(sceneID: sceneID) != nil {
            outcome = .fresh(.sceneInUse)
        } else {
            do {
                outcome = try decideLaunch(sceneID: sceneID, now: now)
            } catch {
                logger.error("store failed during launch", metadata: ["scene": "\(sceneID)", "error": "\(error)"])
                outcome = .fresh(.storeUnavailable(error.description))
            }
        }
        if outcome.snapshot != nil, let reason = readOnlyRestoreReason(sceneID: sceneID) {
            logger.warning("launch: \(outcome), read-only: the restore record cannot be written (\(reason))", metadata: [
                "scene": "\(sceneID)",
            ])
        } else {
            logger.info("launch: \(outcome)", metadata: ["scene": "\(sceneID)"])
        }
        return outcome
    }

    private func decideLaunch(sceneID: String, now: Date) throws(StoreError) -> LaunchOutcome {
        if try store.readMarker(named: Self.userQuitMarker, sceneID: sceneID) != nil {
            try store.remove(markers: [Self.restoringMarker, Self.userQuitMarker], includingState: true, sceneID: sceneID)
            return .fresh(.userQuit)
        }

        let attempts = try unfinishedRestoreAttempts(sceneID: sceneID)
        if attempts >= max(1, policy.maximumRestoreAttempts) {
            try store.quarantine(sceneID: sceneID)
            try store.remove(markers: [Self.restoringMarker], includingState: false, sceneID: sceneID)
            return .fresh(.crashedDuringLastRestore(attempts: attempts))
        }

        guard try store.hasState(sceneID: sceneID) else {
            if attempts > 0 { try store.remove(markers: [Self.restoringMarker], includingState: false, sceneID: sceneID) }
            return .fresh(.noSavedState)
        }

        // The guard's record goes down before a byte of the state is read.
        let next = attempts == Int.max ? attempts : attempts + 1
        var readOnly: String?
        do {
            try store.writeMarkerUnsynced(Data(String(next).utf8), named: Self.restoringMarker, sceneID: sceneID)
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
        guard let data else {
            if readOnly == nil { try clearRecord(sceneID: sceneID) }
            return .fresh(.noSavedState)
        }

        let snapshot: Snapshot
        do {
            snapshot = try decode(data)
        } catch {
            if readOnly == nil { try setAside(sceneID: sceneID) }
            return .fresh(.damagedFile(String(describing: error)))
        }
        if snapshot.header.sceneID != sceneID {
            if readOnly == nil { try setAside(sceneID: sceneID) }
            return .fresh(.sceneMismatch(saved: snapshot.header.sceneID, expected: sceneID))
        }

        let outcome = policy.evaluate(snapshot, now: now, logger: logger)
        guard case .restored = outcome else {
            if readOnly == nil {
                try store.remove(markers: [Self.restoringMarker], includingState: true, sceneID: sceneID)
            }
            return outcome
        }
        if let readOnly { readOnlyRestores.withLock { $0[sceneID] = readOnly } }
        return outcome
    }

    /// How many restores of the current state began and never finished (0 if none).
    ///
    /// A marker whose content is not a positive decimal number counts as one attempt.
    private func unfinishedRestoreAttempts(sceneID: String) throws(StoreError) -> Int {
        guard let data = try store.readMarker(named: Self.restoringMarker, sceneID: sceneID) else { return 0 }
        let text = String(decoding: data.prefix(20), as: UTF8.self)
        guard let count = Int(text), count >= 1 else { return 1 }
        return count
    }

    /// Clears the restore record.
    private func clearRecord(sceneID: String) throws(StoreError) {
        try store.remove(markers: [Self.restoringMarker], includingState: false, sceneID: sceneID)
    }

    /// Moves a state the app must not load aside for inspection and clears the restore record.
    private func setAside(sceneID: String) throws(StoreError) {
        try store.quarantine(sceneID: sceneID)
        try clearRecord(sceneID: sceneID)
    }
}
