/// A store that can list its scenes, and so remove at launch what no session will open again:
/// the capability of sweeping.
///
/// The engine asks a ``SnapshotStore`` for it once, when a session opens, and
/// ``RestorationScene`` starts one sweep per store and process
/// (``SnapshotStore/sweepSavedScenes(keeping:policy:now:logger:)``). Without it, nothing is
/// swept and the outcome says so; ``SnapshotStore/discardScene(sceneID:)`` still removes a
/// scene the app names.
///
/// ``FileStore`` adopts it by listing its folder.
public protocol SceneSweeping: SnapshotStore {
    /// Removes the scenes no session will open again and the states past their age, leaving
    /// any scene another process holds alone.
    /// - Parameter sweep: The live scenes and the ages.
    /// - Returns: What was removed, and what could not be.
    func sweep(_ sweep: SceneSweep) -> SceneSweep.Outcome

    /// Removes everything kept for a scene: its state, its records, its set-aside state and,
    /// with ``FileStore``, its lock file. The default removes the state, the policy's records
    /// and the set-aside state one call at a time.
    /// - Parameter sceneID: The scene.
    /// - Throws: ``ReviveError``; with ``ReviveError/Code/sceneLocked`` when another process
    ///   holds the scene.
    func removeScene(sceneID: String) throws(ReviveError)
}

extension SceneSweeping {
    /// `self`: the store adopts it.
    public var sceneSweeping: (any SceneSweeping)? { self }

    /// Removes the policy's records and the state, then the set-aside state.
    public func removeScene(sceneID: String) throws(ReviveError) {
        try StoreAccess(core: self).removeRecordsAndState(sceneID: sceneID)
    }
}
