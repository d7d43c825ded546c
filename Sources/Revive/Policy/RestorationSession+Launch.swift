import Foundation

extension RestorationSession {
    /// Decides what this launch does with the scene's saved state.
    ///
    /// In order: a deliberate quit last time → fresh (`userQuit`), state and records deleted.
    /// A restore that began ``RestorationPolicy/maximumRestoreAttempts`` times without
    /// finishing → the state is moved aside (``SnapshotStore/quarantine(sceneID:)``) and the
    /// launch is fresh (`crashedDuringLastRestore`). No state → fresh (`noSavedState`).
    /// Bytes the decoder rejects, or a header naming another scene → moved aside, fresh
    /// (`damagedFile`, `sceneMismatch`). Then the policy's age and version checks
    /// (``RestorationPolicy/evaluate(_:now:)``); a state that fails them is deleted.
    ///
    /// A state that passes is returned as `.restored`, after the restore attempt has been
    /// recorded durably; call ``finishRestoration(sceneID:)`` once the pages are rebuilt. If
    /// that record cannot be written, the launch is fresh (`storeUnavailable`) and the state is
    /// left for a later launch, because restoring without the guard could loop on a crash.
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
    public func beginLaunch(sceneID: String, now: Date = Date()) -> LaunchOutcome {
        let outcome: LaunchOutcome
        do {
            outcome = try decideLaunch(sceneID: sceneID, now: now)
        } catch {
            logger.error("store failed during launch", metadata: ["scene": "\(sceneID)", "error": "\(error)"])
            outcome = .fresh(.storeUnavailable(error.description))
        }
        logger.info("launch: \(outcome)", metadata: ["scene": "\(sceneID)"])
        return outcome
    }

    private func decideLaunch(sceneID: String, now: Date) throws(StoreError) -> LaunchOutcome {
        if try store.readMarker(named: Self.userQuitMarker, sceneID: sceneID) != nil {
            try store.delete(sceneID: sceneID)
            try store.deleteMarker(named: Self.restoringMarker, sceneID: sceneID)
            try store.deleteMarker(named: Self.userQuitMarker, sceneID: sceneID)
            return .fresh(.userQuit)
        }

        let attempts = try unfinishedRestoreAttempts(sceneID: sceneID)
        if attempts >= max(1, policy.maximumRestoreAttempts) {
            try store.quarantine(sceneID: sceneID)
            try store.deleteMarker(named: Self.restoringMarker, sceneID: sceneID)
            return .fresh(.crashedDuringLastRestore(attempts: attempts))
        }

        guard let data = try store.read(sceneID: sceneID) else {
            try store.deleteMarker(named: Self.restoringMarker, sceneID: sceneID)
            return .fresh(.noSavedState)
        }

        let snapshot: Snapshot
        do {
            snapshot = try decode(data)
        } catch {
            try setAside(sceneID: sceneID)
            return .fresh(.damagedFile(String(describing: error)))
        }
        if snapshot.header.sceneID != sceneID {
            try setAside(sceneID: sceneID)
            return .fresh(.sceneMismatch(saved: snapshot.header.sceneID, expected: sceneID))
        }

        let outcome = policy.evaluate(snapshot, now: now)
        guard case .restored = outcome else {
            try store.delete(sceneID: sceneID)
            try store.deleteMarker(named: Self.restoringMarker, sceneID: sceneID)
            return outcome
        }
        let next = attempts == Int.max ? attempts : attempts + 1
        try store.writeMarker(Data(String(next).utf8), named: Self.restoringMarker, sceneID: sceneID)
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

    /// Moves a state the app must not load aside for inspection and clears the restore record.
    private func setAside(sceneID: String) throws(StoreError) {
        try store.quarantine(sceneID: sceneID)
        try store.deleteMarker(named: Self.restoringMarker, sceneID: sceneID)
    }
}
