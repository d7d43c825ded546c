extension SnapshotStore {
    /// Forgets a scene for good — its saved state and the records the restoration policy
    /// keeps for it (an unfinished restore, a deliberate quit) — as when the user closes the
    /// scene's window in the app switcher. Deleting what is not there is not an error.
    ///
    /// ```swift
    /// try store.discardScene(sceneID: "reader")
    /// ```
    /// - Parameter sceneID: The scene.
    /// - Throws: ``StoreError`` if something could not be removed.
    public func discardScene(sceneID: String) throws(StoreError) {
        try delete(sceneID: sceneID)
        try deleteMarker(named: RestorationSession.restoringMarker, sceneID: sceneID)
        try deleteMarker(named: RestorationSession.userQuitMarker, sceneID: sceneID)
    }
}
