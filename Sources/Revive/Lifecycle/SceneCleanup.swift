import Dispatch
public import Foundation
public import Logging

// MARK: - Discarding a scene

extension SnapshotStore {
    /// Forgets a scene for good — every file kept for it: its saved state, the records the
    /// restoration policy keeps (an unfinished restore, a deliberate quit), a state set aside
    /// for inspection and the scene's lock file — as when the user closes the scene's window
    /// in the app switcher. Deleting what is not there is not an error.
    ///
    /// With ``FileStore`` the files are removed while this process holds the scene's lock, so a
    /// scene another process uses is left alone (``ReviveError/Code/sceneLocked``). When a
    /// controller of this process still holds the scene (UIKit discarded the session, the old
    /// controller is not freed yet), the files go now and the lock file when that controller is
    /// freed. A store of the app's own loses the state and the records; it holds no lock.
    ///
    /// ```swift
    /// func application(_ application: UIApplication, didDiscardSceneSessions sessions: Set<UISceneSession>) {
    ///     for session in sessions { try? store.discardScene(sceneID: session.persistentIdentifier) }
    /// }
    /// ```
    /// - Parameter sceneID: The scene.
    /// - Throws: ``ReviveError``: ``ReviveError/Code/sceneLocked`` when another process holds the
    ///   scene (nothing was removed), ``ReviveError/Code/deleteFailed`` when a file could not be
    ///   removed.
    public func discardScene(sceneID: String) throws(ReviveError) {
        try StoreAccess(core: self).removeScene(sceneID: sceneID)
    }

    /// Removes, off the main actor, what no scene will restore again: the scenes whose sessions
    /// are gone, states older than the policy's ``RestorationPolicy/maximumAge``, and states set
    /// aside for inspection older than ``RestorationPolicy/maximumQuarantineAge``.
    ///
    /// Call it once at launch with the identifiers of every scene the system still keeps — with
    /// UIKit the `persistentIdentifier`s of `UIApplication.shared.openSessions` (`ReviveUIKit`'s
    /// `SceneRestoration` does this for you). The work runs on a utility-priority queue and the
    /// call returns when it is done; start it in a `Task` so the first frame never waits:
    ///
    /// ```swift
    /// let live = Set(UIApplication.shared.openSessions.map(\.persistentIdentifier))
    /// Task { await store.sweepSavedScenes(keeping: live, policy: policy) }
    /// ```
    ///
    /// A scene whose lock is held — by a controller of this process that already launched it,
    /// or by another process — is never touched, and neither is one whose files were written
    /// after `now` (a scene this run connected after the live scenes were listed, however late
    /// the sweep's queue runs), so the sweep may run while scenes connect. Pass
    /// `nil` when the live scenes are unknown: only the ages apply. A store of the app's own
    /// cannot list its scenes: nothing is swept (logged at `notice`); use ``discardScene(sceneID:)``.
    /// - Parameters:
    ///   - liveSceneIDs: The scenes that may still be opened, or `nil` when unknown.
    ///   - policy: Its ``RestorationPolicy/maximumAge`` and ``RestorationPolicy/maximumQuarantineAge``.
    ///   - now: The current time; injectable for tests.
    ///   - logger: Where what was removed, and what could not be, is logged.
    /// - Returns: How many files were removed.
    @discardableResult
    public func sweepSavedScenes(
        keeping liveSceneIDs: Set<String>?,
        policy: RestorationPolicy = RestorationPolicy(),
        now: Date = Date(),
        logger: Logger = .disabled
    ) async -> Int {
        let sweep = SceneSweep(liveSceneIDs: liveSceneIDs, policy: policy, now: now)
        let store = StoreAccess(core: self)
        return await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .utility).async {
                let outcome = store.sweep(sweep)
                outcome.log(to: logger)
                continuation.resume(returning: outcome.removedFiles)
            }
        }
    }
}

// MARK: - A scene that changed identifier

extension RestorationSession {
    /// Moves a scene's saved state and records from a former identifier to its new one, so
    /// that the next launch under `sceneID` restores it: once, then it lives under the new id.
    ///
    /// For scene identifiers that changed between versions of an adapter (`ReviveUIKit` kept
    /// its own id in the session's activity before it used the session's
    /// `persistentIdentifier`). The state is decoded, its header given the new id, and written
    /// under `sceneID`; the crash-loop guard's records come along; then every file of the
    /// former id goes. Nothing happens when the ids are equal, when `sceneID` already has a
    /// state (the newer one wins, and the former id is discarded), or when nothing was saved.
    /// A state that cannot be decoded is left for the sweep.
    /// - Parameters:
    ///   - formerID: The identifier the state was saved under; the session's ``RestorationSession/sceneID``
    ///     is the scene's identifier from now on.
    /// - Returns: `true` when a state was moved.
    @discardableResult
    func adoptSavedState(of formerID: String) -> Bool {
        guard formerID != sceneID, claim() == nil else { return false }
        defer { endOperation() }
        do {
            let formerLock = try store.lockScene(sceneID: formerID)
            defer { withExtendedLifetime(formerLock) {} }
            if try store.hasState(sceneID: sceneID) {
                try store.removeScene(sceneID: formerID)
                return false
            }
            guard let data = try store.read(sceneID: formerID) else { return false }
            var snapshot = try codec.decode(data)
            snapshot.header.sceneID = sceneID
            for name in Self.markers {
                if let marker = try store.readMarker(named: name, sceneID: formerID) {
                    try store.writeMarker(marker, named: name, sceneID: sceneID)
                }
            }
            try store.write(try codec.encode(snapshot), sceneID: sceneID)
            try store.removeScene(sceneID: formerID)
            logger.info("saved state moved to the scene's new identifier", metadata: ["from": "\(formerID)", "to": "\(sceneID)"])
            return true
        } catch {
            logger.warning("the saved state of a former scene identifier was not moved", metadata: [
                "from": "\(formerID)", "to": "\(sceneID)", "error": "\(error)",
            ])
            return false
        }
    }
}

// MARK: - The policy's part

extension SceneSweep {
    /// A sweep with the policy's ages: ``RestorationPolicy/maximumAge`` and
    /// ``RestorationPolicy/maximumQuarantineAge``.
    public init(liveSceneIDs: Set<String>?, policy: RestorationPolicy, now: Date = Date()) {
        self.init(liveSceneIDs: liveSceneIDs, maximumAge: policy.maximumAge, maximumQuarantineAge: policy.maximumQuarantineAge, now: now)
    }
}
