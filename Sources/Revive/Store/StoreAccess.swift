import Foundation

/// The engine's view of a ``SnapshotStore``: the store's three calls, each capability it
/// adopts (asked for once, when the access is made, through the witnesses the protocols supply),
/// and the engine's own way for each one it does not adopt.
///
/// | capability | without it |
/// | --- | --- |
/// | ``SceneRecordKeeping`` | a record is a state under ``SnapshotStore/derivedSceneID(_:of:)``; setting a state aside copies it there, then deletes it |
/// | ``SceneLocking`` | a lock that guards nothing |
/// | ``SceneSweeping`` | nothing is swept (the outcome says why); removing a scene removes its state, records and set-aside state |
/// | ``SceneStateFingerprinting`` | the state is read to see that it exists; its fingerprint says only that it exists |
struct StoreAccess: Sendable {
    /// The app's store.
    let core: any SnapshotStore
    private let records: (any SceneRecordKeeping)?
    private let locking: (any SceneLocking)?
    private let sweeping: (any SceneSweeping)?
    private let fingerprints: (any SceneStateFingerprinting)?

    /// Asks `core` for each capability.
    /// - Parameters:
    ///   - core: The store.
    ///   - process: The process whose locks a ``ProcessBoundStore`` takes; `nil` keeps the store's.
    init(core: any SnapshotStore, process: ReviveProcess? = nil) {
        let core = process.flatMap { (core as? any ProcessBoundStore)?.bound(to: $0) } ?? core
        self.core = core
        // Witnesses the compiler chose at the store's conformance: no conformance lookup at run
        // time, which on Linux walks every conformance record of the process the first time.
        records = core.sceneRecordKeeping
        locking = core.sceneLocking
        sweeping = core.sceneSweeping
        fingerprints = core.sceneStateFingerprinting
    }

    // MARK: The state

    func read(sceneID: String) throws(ReviveError) -> Data? { try core.read(sceneID: sceneID) }

    func write(_ data: Data, sceneID: String) throws(ReviveError) { try core.write(data, sceneID: sceneID) }

    func delete(sceneID: String) throws(ReviveError) { try core.delete(sceneID: sceneID) }

    /// Whether a state exists: without reading it where the store can tell.
    func hasState(sceneID: String) throws(ReviveError) -> Bool {
        if let fingerprints { return try fingerprints.hasState(sceneID: sceneID) }
        return try core.read(sceneID: sceneID) != nil
    }

    /// The state's fingerprint, or ``exists`` where the store has none.
    func storedStateFingerprint(sceneID: String) -> [Int64]? {
        if let fingerprints { return fingerprints.storedStateFingerprint(sceneID: sceneID) }
        return (try? hasState(sceneID: sceneID)) == true ? Self.exists : nil
    }

    /// The fingerprint of a state in a store that cannot fingerprint: a state exists, and
    /// nothing more is known about it.
    static let exists: [Int64] = []

    // MARK: Records

    /// `"<scene>#revive-<record>"`: where a store without ``SceneRecordKeeping`` keeps a record.
    static func derivedSceneID(_ record: String, of sceneID: String) -> String {
        "\(sceneID)#revive-\(record)"
    }

    private func derived(_ record: String, _ sceneID: String) -> String {
        Self.derivedSceneID(record, of: sceneID)
    }

    func readMarker(named name: String, sceneID: String) throws(ReviveError) -> Data? {
        if let records { return try records.readMarker(named: name, sceneID: sceneID) }
        return try core.read(sceneID: derived(name, sceneID))
    }

    func writeMarker(_ data: Data, named name: String, sceneID: String) throws(ReviveError) {
        if let records { return try records.writeMarker(data, named: name, sceneID: sceneID) }
        try core.write(data, sceneID: derived(name, sceneID))
    }

    func writeMarkerUnsynced(_ data: Data, named name: String, sceneID: String) throws(ReviveError) {
        if let records { return try records.writeMarkerUnsynced(data, named: name, sceneID: sceneID) }
        try core.write(data, sceneID: derived(name, sceneID))
    }

    func rewriteMarkerUnsynced(_ data: Data, named name: String, sceneID: String) throws(ReviveError) {
        if let records { return try records.rewriteMarkerUnsynced(data, named: name, sceneID: sceneID) }
        try core.write(data, sceneID: derived(name, sceneID))
    }

    func deleteMarker(named name: String, sceneID: String) throws(ReviveError) {
        if let records { return try records.deleteMarker(named: name, sceneID: sceneID) }
        try core.delete(sceneID: derived(name, sceneID))
    }

    func remove(markers: [String], includingState: Bool, sceneID: String) throws(ReviveError) {
        if let records { return try records.remove(markers: markers, includingState: includingState, sceneID: sceneID) }
        for name in markers { try core.delete(sceneID: derived(name, sceneID)) }
        if includingState { try core.delete(sceneID: sceneID) }
    }

    func removeMarkersUnsynced(_ names: [String], sceneID: String) throws(ReviveError) {
        if let records { return try records.removeMarkersUnsynced(names, sceneID: sceneID) }
        for name in names { try core.delete(sceneID: derived(name, sceneID)) }
    }

    func markerPath(named name: String, sceneID: String) -> String? {
        records?.markerPath(named: name, sceneID: sceneID)
    }

    // MARK: Setting a state aside

    @discardableResult
    func quarantine(sceneID: String) throws(ReviveError) -> Bool {
        if let records { return try records.quarantine(sceneID: sceneID) }
        guard let data = try core.read(sceneID: sceneID) else { return false }
        try core.write(data, sceneID: derived("quarantined", sceneID))
        try core.delete(sceneID: sceneID)
        return true
    }

    func readQuarantined(sceneID: String) throws(ReviveError) -> Data? {
        if let records { return try records.readQuarantined(sceneID: sceneID) }
        return try core.read(sceneID: derived("quarantined", sceneID))
    }

    func deleteQuarantined(sceneID: String) throws(ReviveError) {
        if let records { return try records.deleteQuarantined(sceneID: sceneID) }
        try core.delete(sceneID: derived("quarantined", sceneID))
    }

    // MARK: Scenes and processes

    func lockScene(sceneID: String, patience: Duration = LockTable.patience) throws(ReviveError) -> SceneLock {
        guard let locking else { return SceneLock(sceneID: sceneID) }
        return try locking.lockScene(sceneID: sceneID, patience: patience)
    }

    var saveLockPatience: Duration { locking?.saveLockPatience ?? LockTable.patience }

    var holdsSceneLocksBetweenOperations: Bool { locking?.holdsSceneLocksBetweenOperations ?? true }

    var leaseDuration: TimeInterval { locking?.leaseDuration ?? 24 * 60 * 60 }

    /// Removes everything kept for a scene.
    func removeScene(sceneID: String) throws(ReviveError) {
        if let sweeping { return try sweeping.removeScene(sceneID: sceneID) }
        try removeRecordsAndState(sceneID: sceneID)
    }

    /// Removes the policy's records and the state, then the set-aside state: a scene's removal
    /// in a store that has no way of its own.
    func removeRecordsAndState(sceneID: String) throws(ReviveError) {
        try remove(markers: SceneRecordNames.all, includingState: true, sceneID: sceneID)
        try deleteQuarantined(sceneID: sceneID)
    }

    /// Sweeps where the store can list its scenes; else removes nothing and says why.
    func sweep(_ sweep: SceneSweep) -> SceneSweep.Outcome {
        if let sweeping { return sweeping.sweep(sweep) }
        var outcome = SceneSweep.Outcome()
        outcome.failures.append("\(type(of: core)) cannot list its scenes (it does not adopt SceneSweeping), so nothing was swept")
        return outcome
    }

}
