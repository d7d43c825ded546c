import Foundation

/// The policy's records for a store of the app's own, built on its three public calls: each
/// marker and the set-aside state are small states under derived scene identifiers.
///
/// `"main"`'s restore record is the state `"main#revive-restoring"`, its quit record
/// `"main#revive-user-quit"`, and a state set aside is `"main#revive-quarantined"`. There is no
/// cross-process lock (``lockScene(sceneID:)`` guards nothing), so two processes sharing such a
/// store may both restore a scene. The crash-loop guard works as with any store: its record is
/// written, durably, before the state is read.
struct DerivedSceneRecords: SceneRecordStore {
    /// The app's store.
    let base: any SnapshotStore

    /// Wraps an app's store.
    /// - Parameter base: The store the records and states go to.
    init(base: any SnapshotStore) {
        self.base = base
    }

    /// The scene identifier a record of `sceneID` is kept under.
    /// - Parameters:
    ///   - record: The record's name (a marker's name, or `"quarantined"`).
    ///   - sceneID: The scene.
    static func derivedSceneID(_ record: String, of sceneID: String) -> String {
        "\(sceneID)#revive-\(record)"
    }

    func read(sceneID: String) throws(ReviveError) -> Data? { try base.read(sceneID: sceneID) }
    func write(_ data: Data, sceneID: String) throws(ReviveError) { try base.write(data, sceneID: sceneID) }
    func delete(sceneID: String) throws(ReviveError) { try base.delete(sceneID: sceneID) }

    func readMarker(named name: String, sceneID: String) throws(ReviveError) -> Data? {
        try base.read(sceneID: Self.derivedSceneID(name, of: sceneID))
    }

    func writeMarker(_ data: Data, named name: String, sceneID: String) throws(ReviveError) {
        try base.write(data, sceneID: Self.derivedSceneID(name, of: sceneID))
    }

    func deleteMarker(named name: String, sceneID: String) throws(ReviveError) {
        try base.delete(sceneID: Self.derivedSceneID(name, of: sceneID))
    }

    /// Copies the state under the set-aside identifier, then deletes it.
    @discardableResult
    func quarantine(sceneID: String) throws(ReviveError) -> Bool {
        guard let data = try base.read(sceneID: sceneID) else { return false }
        try base.write(data, sceneID: Self.derivedSceneID("quarantined", of: sceneID))
        try base.delete(sceneID: sceneID)
        return true
    }

    func readQuarantined(sceneID: String) throws(ReviveError) -> Data? {
        try base.read(sceneID: Self.derivedSceneID("quarantined", of: sceneID))
    }

    func deleteQuarantined(sceneID: String) throws(ReviveError) {
        try base.delete(sceneID: Self.derivedSceneID("quarantined", of: sceneID))
    }
}
