package import Foundation

/// A store that also keeps the records the restoration policy needs beside a scene's state:
/// small markers, a place to set a state aside, and the scene's cross-process lock.
///
/// ``FileStore`` and `InMemoryStore` adopt it. The session reaches any other
/// ``SnapshotStore`` through ``DerivedSceneRecords``, which builds the same records from the
/// three public calls (``records(of:)``).
package protocol SceneRecordStore: SnapshotStore {
    /// Returns a marker's content, or `nil` if the marker is not set.
    /// - Parameters:
    ///   - name: The marker's name, for example `"restoring"`.
    ///   - sceneID: The scene the marker belongs to.
    /// - Throws: ``ReviveError`` if the marker exists but cannot be read.
    func readMarker(named name: String, sceneID: String) throws(ReviveError) -> Data?

    /// Sets a marker, durably and atomically (like ``SnapshotStore/write(_:sceneID:)``).
    /// - Throws: ``ReviveError`` if the marker cannot be written.
    func writeMarker(_ data: Data, named name: String, sceneID: String) throws(ReviveError)

    /// Clears a marker; does nothing if it is not set.
    /// - Throws: ``ReviveError`` if the marker exists and cannot be removed.
    func deleteMarker(named name: String, sceneID: String) throws(ReviveError)

    /// Moves the saved state of a scene aside for inspection, replacing anything set aside
    /// before for that scene. Afterwards ``SnapshotStore/read(sceneID:)`` returns `nil`.
    /// - Returns: `true` if a state was moved, `false` if none was saved.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/moveFailed``.
    @discardableResult
    func quarantine(sceneID: String) throws(ReviveError) -> Bool

    /// Returns the state last moved aside for a scene, or `nil`.
    /// - Throws: ``ReviveError`` if a quarantined state exists but cannot be read.
    func readQuarantined(sceneID: String) throws(ReviveError) -> Data?

    /// Whether a saved state exists for the scene, without reading it. The default reads the
    /// state; ``FileStore`` only looks at the folder entry.
    func hasState(sceneID: String) throws(ReviveError) -> Bool

    /// Sets a marker atomically but without waiting for stable storage: it survives any
    /// process death, and a power cut may lose it (one count of the crash-loop guard). The
    /// default calls ``writeMarker(_:named:sceneID:)``.
    func writeMarkerUnsynced(_ data: Data, named name: String, sceneID: String) throws(ReviveError)

    /// Removes some of a scene's markers and, if `includingState`, its saved state, as one
    /// batch: ``FileStore`` unlinks them all and syncs its folder once. Missing ones are not an
    /// error. The default removes them one call at a time.
    func remove(markers: [String], includingState: Bool, sceneID: String) throws(ReviveError)

    /// Takes the scene's advisory lock, held until the returned ``SceneLock`` is freed.
    ///
    /// ``FileStore`` takes an `flock` on `<scene>.lock`, retrying for `patience` while another
    /// process holds it; the default returns a lock that guards nothing.
    /// - Throws: ``ReviveError`` with ``ReviveError/Code/sceneLocked`` when another process holds it.
    func lockScene(sceneID: String, patience: Duration) throws(ReviveError) -> SceneLock

    /// How long a save waits for the scene's lock (``FileStore``: ``FileStore/Options/backgroundSaveLockWait``
    /// in an App Group container).
    var saveLockPatience: Duration { get }

    /// How long a lease (``SceneLease``) keeps a scene in use after an operation, when locks
    /// are not held between operations.
    var leaseDuration: TimeInterval { get }

    /// The path of a marker file that a signal handler may create (``CrashMarkers``), or `nil`
    /// for a store without files: its deaths after a restore are then never counted as crashes.
    func markerPath(named name: String, sceneID: String) -> String?

    /// Removes markers without waiting for stable storage: a power cut may bring one back, and
    /// whoever reads it must tolerate that. The default calls ``deleteMarker(named:sceneID:)``.
    func removeMarkersUnsynced(_ names: [String], sceneID: String) throws(ReviveError)

    /// Whether a session keeps the scene's lock from its first operation to its end (`true`,
    /// the default), or takes it around each launch, save and quit only (``FileStore`` in an
    /// App Group container, where iOS terminates a suspended app that holds a file lock).
    var holdsSceneLocksBetweenOperations: Bool { get }

    /// What the scene's saved state is on disk right now, as cheaply as the store can tell,
    /// without reading it; `nil` when there is none. ``SaveScheduler`` compares it with the one
    /// taken after its last write before it skips an unchanged state.
    /// - Parameter sceneID: The scene.
    func storedStateFingerprint(sceneID: String) -> StoredStateFingerprint?

    /// Removes the state set aside for a scene, if any. The default does nothing: a store
    /// that keeps no set-aside states of its own has none to remove.
    func deleteQuarantined(sceneID: String) throws(ReviveError)

    /// Removes everything kept for a scene: its state, its records, its set-aside state and,
    /// with ``FileStore``, its lock file (see ``FileStore/removeScene(sceneID:)``). The default
    /// (beside the session, which names the markers) removes the state, the policy's markers
    /// and the set-aside state one call at a time.
    /// - Throws: ``ReviveError``; with ``ReviveError/Code/sceneLocked`` when another process
    ///   holds the scene.
    func removeScene(sceneID: String) throws(ReviveError)

    /// Removes the scenes no session will open again and the files past their age
    /// (``SceneSweep``). The default removes nothing and says so: a store that cannot list
    /// its scenes cannot sweep them.
    func sweep(_ sweep: SceneSweep) -> SceneSweep.Outcome
}

extension SceneRecordStore {
    /// Reads the state and says whether there was one.
    package func hasState(sceneID: String) throws(ReviveError) -> Bool {
        try read(sceneID: sceneID) != nil
    }

    /// Calls ``writeMarker(_:named:sceneID:)``.
    package func writeMarkerUnsynced(_ data: Data, named name: String, sceneID: String) throws(ReviveError) {
        try writeMarker(data, named: name, sceneID: sceneID)
    }

    /// Removes each marker, then the state if asked, one call at a time.
    package func remove(markers: [String], includingState: Bool, sceneID: String) throws(ReviveError) {
        for name in markers { try deleteMarker(named: name, sceneID: sceneID) }
        if includingState { try delete(sceneID: sceneID) }
    }

    /// Locks are kept between operations.
    package var holdsSceneLocksBetweenOperations: Bool { true }

    /// A lock that guards nothing: a store without processes to exclude.
    package func lockScene(sceneID: String, patience: Duration) throws(ReviveError) -> SceneLock {
        SceneLock(sceneID: sceneID)
    }

    /// Takes the scene's lock with the lock table's usual patience (100 ms).
    package func lockScene(sceneID: String) throws(ReviveError) -> SceneLock {
        try lockScene(sceneID: sceneID, patience: LockTable.patience)
    }

    /// The lock table's usual patience.
    package var saveLockPatience: Duration { LockTable.patience }

    /// A day.
    package var leaseDuration: TimeInterval { 24 * 60 * 60 }

    /// No file: `nil`.
    package func markerPath(named name: String, sceneID: String) -> String? { nil }

    /// Deletes each marker.
    package func removeMarkersUnsynced(_ names: [String], sceneID: String) throws(ReviveError) {
        for name in names { try deleteMarker(named: name, sceneID: sceneID) }
    }

    /// Whether a state exists, as a fingerprint with no identity: a store without files cannot
    /// tell a replaced state from the one it wrote.
    package func storedStateFingerprint(sceneID: String) -> StoredStateFingerprint? {
        guard (try? hasState(sceneID: sceneID)) == true else { return nil }
        return StoredStateFingerprint(device: 0, inode: 0, size: 0, modified: 0)
    }
}

extension SceneRecordStore {
    /// Does nothing: no set-aside states of the store's own.
    package func deleteQuarantined(sceneID: String) throws(ReviveError) {}

    /// Removes nothing: the store cannot list its scenes.
    package func sweep(_ sweep: SceneSweep) -> SceneSweep.Outcome {
        var outcome = SceneSweep.Outcome()
        outcome.failures.append("\(type(of: self)) cannot list its scenes, so nothing was swept")
        return outcome
    }
}

extension SnapshotStore {
    /// The store itself when it keeps records, or the records built on its public calls.
    var records: any SceneRecordStore {
        if let records = self as? any SceneRecordStore { return records }
        return DerivedSceneRecords(base: self)
    }
}
