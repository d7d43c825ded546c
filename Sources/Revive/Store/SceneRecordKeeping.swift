public import Foundation

/// A store that keeps the restoration policy's records, and the states it sets aside, its own
/// way: the capability of record keeping.
///
/// The records are small: that a restore is under way, that the user quit on purpose, the
/// newest checkpoint, a crash after a restore, a lease. Without this capability the engine keeps
/// each as a state under a derived scene identifier (``SnapshotStore/derivedSceneID(_:of:)``)
/// and sets a state aside by copying it there. A store adopts it to do better:
/// - write a record without waiting for stable storage (``writeMarkerUnsynced(_:named:sceneID:)``),
///   which keeps a launch free of `fsync`;
/// - remove several as one batch (``remove(markers:includingState:sceneID:)``);
/// - set a state aside with one move (``quarantine(sceneID:)``);
/// - give a crash's signal handler a file it may create (``markerPath(named:sceneID:)``), so a
///   crash soon after a restore is told apart from a kill.
///
/// ``FileStore`` adopts it with a file per record; `InMemoryStore` (ReviveTesting) with a
/// dictionary.
public protocol SceneRecordKeeping: SnapshotStore {
    /// Returns a record's content, or `nil` if it is not set.
    /// - Parameters:
    ///   - name: The record's name, for example `"restoring"`.
    ///   - sceneID: The scene the record belongs to.
    /// - Throws: ``ReviveError`` if the record exists but cannot be read.
    func readMarker(named name: String, sceneID: String) throws(ReviveError) -> Data?

    /// Sets a record, durably and atomically (like ``SnapshotStore/write(_:sceneID:)``).
    /// - Throws: ``ReviveError`` if the record cannot be written.
    func writeMarker(_ data: Data, named name: String, sceneID: String) throws(ReviveError)

    /// Sets a record atomically but without waiting for stable storage: it survives any process
    /// death, and a power cut may lose it. The default calls ``writeMarker(_:named:sceneID:)``.
    func writeMarkerUnsynced(_ data: Data, named name: String, sceneID: String) throws(ReviveError)

    /// Sets a record that only the process holding the scene reads, written over the one
    /// already there when it can be: the crash-loop record, which a restoring launch writes
    /// twice. A process death must leave the old record or the new one; a power cut may tear
    /// it, and its reader counts a torn record as none. The default calls
    /// ``writeMarkerUnsynced(_:named:sceneID:)``.
    /// - Throws: ``ReviveError`` if the record cannot be written.
    func rewriteMarkerUnsynced(_ data: Data, named name: String, sceneID: String) throws(ReviveError)

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

    /// Moves the saved state of a scene aside for inspection, replacing anything set aside
    /// before for that scene. Afterwards ``SnapshotStore/read(sceneID:)`` returns `nil`.
    /// - Returns: `true` if a state was moved, `false` if none was saved.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/moveFailed``.
    @discardableResult
    func quarantine(sceneID: String) throws(ReviveError) -> Bool

    /// Returns the state last moved aside for a scene, or `nil`.
    /// - Throws: ``ReviveError`` if a set-aside state exists but cannot be read.
    func readQuarantined(sceneID: String) throws(ReviveError) -> Data?

    /// Removes the state set aside for a scene, if any.
    func deleteQuarantined(sceneID: String) throws(ReviveError)
}

extension SceneRecordKeeping {
    /// `self`: the store adopts it.
    public var sceneRecordKeeping: (any SceneRecordKeeping)? { self }

    /// Calls ``writeMarker(_:named:sceneID:)``.
    public func writeMarkerUnsynced(_ data: Data, named name: String, sceneID: String) throws(ReviveError) {
        try writeMarker(data, named: name, sceneID: sceneID)
    }

    /// Calls ``writeMarkerUnsynced(_:named:sceneID:)``.
    public func rewriteMarkerUnsynced(_ data: Data, named name: String, sceneID: String) throws(ReviveError) {
        try writeMarkerUnsynced(data, named: name, sceneID: sceneID)
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
}
