public import Foundation

/// Where the bytes of saved scenes live, and the few records the restoration policy keeps
/// beside each scene's state: the one contract between the engine and a store.
///
/// A store knows nothing about snapshots or policies; it holds opaque bytes under a scene
/// identifier. ``FileStore`` keeps them in files, atomically and crash-safely, with a
/// cross-process lock per scene; `InMemoryStore` (ReviveTesting) keeps them in memory.
///
/// **A store of the app's own** implements three calls — ``read(sceneID:)``,
/// ``write(_:sceneID:)`` and ``delete(sceneID:)`` — and gets the rest from this protocol's
/// defaults: the policy's records (that a restore was under way, that the user quit on purpose,
/// a state set aside because it crashed the app) are kept as small states under derived scene
/// identifiers (`"<scene>#revive-restoring"`, `"<scene>#revive-quarantined"`, …), so identifiers
/// containing `#revive-` are reserved. The defaults take no cross-process lock
/// (``lockScene(sceneID:patience:)`` guards nothing) and sweep nothing (a store that cannot list
/// its scenes cannot sweep them): implement those two where the app's storage can.
///
/// Scene identifiers are arbitrary strings; a store must map them to its storage safely
/// (``FileStore`` percent-encodes them, so `"../../etc"` stays in its folder).
///
/// Absence is not an error: reading something missing returns `nil`, deleting something
/// missing does nothing.
///
/// ```swift
/// let store = try FileStore(directory: FileStore.defaultDirectory(appName: "Comics"))
/// try store.write(bytes, sceneID: "main")
/// let again = try store.read(sceneID: "main")   // == bytes
/// ```
public protocol SnapshotStore: Sendable {
    // MARK: The state

    /// Returns the saved state of a scene, or `nil` if none is saved.
    /// - Parameter sceneID: The scene's identifier.
    /// - Returns: The bytes last written for the scene, or `nil`.
    /// - Throws: ``ReviveError`` if a saved state exists but cannot be read.
    func read(sceneID: String) throws(ReviveError) -> Data?

    /// Replaces the saved state of a scene, atomically: after a failure or a process death the
    /// previous state is still there, whole.
    /// - Parameters:
    ///   - data: The new bytes.
    ///   - sceneID: The scene's identifier.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/writeFailed``; the previous state is intact.
    func write(_ data: Data, sceneID: String) throws(ReviveError)

    /// Removes the saved state of a scene; does nothing if none is saved.
    /// - Parameter sceneID: The scene's identifier.
    /// - Throws: ``ReviveError`` if the state exists and cannot be removed.
    func delete(sceneID: String) throws(ReviveError)

    /// Whether a saved state exists for the scene, without reading it where the store can tell.
    /// The default reads the state; ``FileStore`` only looks at the folder entry.
    func hasState(sceneID: String) throws(ReviveError) -> Bool

    /// What the scene's saved state is right now, as cheaply as the store can tell, without
    /// reading it; `nil` when there is none. A save compares it with the one taken after its
    /// last write before it skips an unchanged state. The default only says whether a state
    /// exists (``StoredStateFingerprint/exists``): such a store cannot tell a state replaced
    /// from outside from the one it wrote.
    func storedStateFingerprint(sceneID: String) -> StoredStateFingerprint?

    // MARK: Records

    /// Returns a record's content, or `nil` if it is not set.
    /// - Parameters:
    ///   - name: The record's name, for example `"restoring"`.
    ///   - sceneID: The scene the record belongs to.
    /// - Throws: ``ReviveError`` if the record exists but cannot be read.
    func readMarker(named name: String, sceneID: String) throws(ReviveError) -> Data?

    /// Sets a record, durably and atomically (like ``write(_:sceneID:)``).
    /// - Throws: ``ReviveError`` if the record cannot be written.
    func writeMarker(_ data: Data, named name: String, sceneID: String) throws(ReviveError)

    /// Sets a record atomically but without waiting for stable storage: it survives any process
    /// death, and a power cut may lose it. The default calls ``writeMarker(_:named:sceneID:)``.
    func writeMarkerUnsynced(_ data: Data, named name: String, sceneID: String) throws(ReviveError)

    /// Clears a record; does nothing if it is not set.
    /// - Throws: ``ReviveError`` if the record exists and cannot be removed.
    func deleteMarker(named name: String, sceneID: String) throws(ReviveError)

    /// Removes some of a scene's records and, if `includingState`, its saved state, as one
    /// batch (``FileStore`` unlinks them all and syncs its folder once). Missing ones are not an
    /// error. The default removes them one call at a time.
    func remove(markers: [String], includingState: Bool, sceneID: String) throws(ReviveError)

    /// Removes records without waiting for stable storage: a power cut may bring one back, and
    /// whoever reads it tolerates that. The default calls ``deleteMarker(named:sceneID:)``.
    func removeMarkersUnsynced(_ names: [String], sceneID: String) throws(ReviveError)

    /// The path of a record's file that a crash's signal handler may create, or `nil` for a
    /// store without files (the default): its deaths after a restore are then never counted as
    /// crashes, only as kills.
    func markerPath(named name: String, sceneID: String) -> String?

    // MARK: Setting a state aside

    /// Moves the saved state of a scene aside for inspection, replacing anything set aside
    /// before for that scene. Afterwards ``read(sceneID:)`` returns `nil`.
    /// - Returns: `true` if a state was moved, `false` if none was saved.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/moveFailed``.
    @discardableResult
    func quarantine(sceneID: String) throws(ReviveError) -> Bool

    /// Returns the state last moved aside for a scene, or `nil`.
    /// - Throws: ``ReviveError`` if a set-aside state exists but cannot be read.
    func readQuarantined(sceneID: String) throws(ReviveError) -> Data?

    /// Removes the state set aside for a scene, if any.
    func deleteQuarantined(sceneID: String) throws(ReviveError)

    // MARK: Scenes and processes

    /// Takes the scene's advisory lock, held until the returned ``SceneLock`` is freed.
    ///
    /// ``FileStore`` takes an `flock` on `<scene>.lock`, retrying for `patience` while another
    /// process holds it; the default returns a lock that guards nothing.
    /// - Throws: ``ReviveError`` with ``ReviveError/Code/sceneLocked`` when another process holds it.
    func lockScene(sceneID: String, patience: Duration) throws(ReviveError) -> SceneLock

    /// How long a save waits for the scene's lock; 100 ms by default.
    var saveLockPatience: Duration { get }

    /// How long a lease keeps a scene in use after an operation, when locks are not held
    /// between operations; a day by default.
    var leaseDuration: TimeInterval { get }

    /// Whether a session keeps the scene's lock from its first operation to its end (`true`,
    /// the default), or takes it around each launch, save and quit only (``FileStore`` in an
    /// App Group container, where iOS terminates a suspended app that holds a file lock).
    var holdsSceneLocksBetweenOperations: Bool { get }

    /// Removes everything kept for a scene: its state, its records, its set-aside state and,
    /// with ``FileStore``, its lock file. The default removes the state, the policy's records
    /// and the set-aside state one call at a time.
    /// - Throws: ``ReviveError``; with ``ReviveError/Code/sceneLocked`` when another process
    ///   holds the scene.
    func removeScene(sceneID: String) throws(ReviveError)

    /// Removes the scenes no session will open again and the files past their age. The default
    /// removes nothing and says so in the outcome's failures: a store that cannot list its
    /// scenes cannot sweep them.
    func sweep(_ sweep: SceneSweep) -> SceneSweep.Outcome
}

// MARK: Defaults for a store of the app's own

extension SnapshotStore {
    /// The scene identifier under which the default implementations keep a record of `sceneID`:
    /// `"<scene>#revive-<record>"`.
    /// - Parameters:
    ///   - record: The record's name (a marker's name, or `"quarantined"`).
    ///   - sceneID: The scene.
    public static func derivedSceneID(_ record: String, of sceneID: String) -> String {
        "\(sceneID)#revive-\(record)"
    }

    /// Reads the state and says whether there was one.
    public func hasState(sceneID: String) throws(ReviveError) -> Bool {
        try read(sceneID: sceneID) != nil
    }

    /// Whether a state exists, as a fingerprint with no identity.
    public func storedStateFingerprint(sceneID: String) -> StoredStateFingerprint? {
        guard (try? hasState(sceneID: sceneID)) == true else { return nil }
        return .exists
    }

    /// Reads the state `"<scene>#revive-<name>"`.
    public func readMarker(named name: String, sceneID: String) throws(ReviveError) -> Data? {
        try read(sceneID: Self.derivedSceneID(name, of: sceneID))
    }

    /// Writes the state `"<scene>#revive-<name>"`.
    public func writeMarker(_ data: Data, named name: String, sceneID: String) throws(ReviveError) {
        try write(data, sceneID: Self.derivedSceneID(name, of: sceneID))
    }

    /// Calls ``writeMarker(_:named:sceneID:)``.
    public func writeMarkerUnsynced(_ data: Data, named name: String, sceneID: String) throws(ReviveError) {
        try writeMarker(data, named: name, sceneID: sceneID)
    }

    /// Deletes the state `"<scene>#revive-<name>"`.
    public func deleteMarker(named name: String, sceneID: String) throws(ReviveError) {
        try delete(sceneID: Self.derivedSceneID(name, of: sceneID))
    }

    /// Removes each record, then the state if asked, one call at a time.
    public func remove(markers: [String], includingState: Bool, sceneID: String) throws(ReviveError) {
        for name in markers { try deleteMarker(named: name, sceneID: sceneID) }
        if includingState { try delete(sceneID: sceneID) }
    }

    /// Deletes each record.
    public func removeMarkersUnsynced(_ names: [String], sceneID: String) throws(ReviveError) {
        for name in names { try deleteMarker(named: name, sceneID: sceneID) }
    }

    /// No file: `nil`.
    public func markerPath(named name: String, sceneID: String) -> String? { nil }

    /// Copies the state under `"<scene>#revive-quarantined"`, then deletes it.
    @discardableResult
    public func quarantine(sceneID: String) throws(ReviveError) -> Bool {
        guard let data = try read(sceneID: sceneID) else { return false }
        try write(data, sceneID: Self.derivedSceneID("quarantined", of: sceneID))
        try delete(sceneID: sceneID)
        return true
    }

    /// Reads the state `"<scene>#revive-quarantined"`.
    public func readQuarantined(sceneID: String) throws(ReviveError) -> Data? {
        try read(sceneID: Self.derivedSceneID("quarantined", of: sceneID))
    }

    /// Deletes the state `"<scene>#revive-quarantined"`.
    public func deleteQuarantined(sceneID: String) throws(ReviveError) {
        try delete(sceneID: Self.derivedSceneID("quarantined", of: sceneID))
    }

    /// A lock that guards nothing: a store without processes to exclude.
    public func lockScene(sceneID: String, patience: Duration) throws(ReviveError) -> SceneLock {
        SceneLock(sceneID: sceneID)
    }

    /// 100 ms.
    public var saveLockPatience: Duration { LockTable.patience }

    /// A day.
    public var leaseDuration: TimeInterval { 24 * 60 * 60 }

    /// Locks are kept between operations.
    public var holdsSceneLocksBetweenOperations: Bool { true }

    /// Removes the policy's records and the state, then the set-aside state.
    public func removeScene(sceneID: String) throws(ReviveError) {
        try remove(markers: SceneRecordNames.all, includingState: true, sceneID: sceneID)
        try deleteQuarantined(sceneID: sceneID)
    }

    /// Removes nothing: the store cannot list its scenes.
    public func sweep(_ sweep: SceneSweep) -> SceneSweep.Outcome {
        var outcome = SceneSweep.Outcome()
        outcome.failures.append("\(type(of: self)) cannot list its scenes, so nothing was swept")
        return outcome
    }
}

extension SnapshotStore {
    /// Takes the scene's lock with the usual patience (100 ms).
    func lockScene(sceneID: String) throws(ReviveError) -> SceneLock {
        try lockScene(sceneID: sceneID, patience: LockTable.patience)
    }
}

/// The names of the records a restoration session keeps beside a scene's state: what
/// ``SnapshotStore/removeScene(sceneID:)`` removes.
enum SceneRecordNames {
    /// A restore under way or just finished (`RestoreRecord`).
    static let restoring = "restoring"
    /// A deliberate quit.
    static let userQuit = "user-quit"
    /// The newest checkpoint: an encoded snapshot, written without `fsync`.
    static let checkpoint = "checkpoint"
    /// A crash after a restore (`CrashMarkers`); a kill leaves none.
    static let crashed = "crashed"
    /// Every record.
    static let all = [restoring, userQuit, checkpoint, crashed, SceneLease.markerName]
}
