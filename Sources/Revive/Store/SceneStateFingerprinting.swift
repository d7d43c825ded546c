/// A store that can tell what a scene's saved state is without reading it: the capability of
/// fingerprinting.
///
/// The engine asks a ``SnapshotStore`` for it once, when a session opens. With it, a launch
/// looks for a state without reading one, and a save compares the state's fingerprint with the
/// one taken after its own last write before it skips an unchanged state; a state replaced from
/// outside (a restored backup, another process) is written again. Without it, the engine reads
/// the state to see that it exists, and a store cannot tell a state replaced from outside from
/// the one it wrote (``StoredStateFingerprint/exists``).
///
/// ``FileStore`` adopts it with an `lstat` of the scene's file.
public protocol SceneStateFingerprinting: SnapshotStore {
    /// What the scene's saved state is right now, without reading it; `nil` when there is none.
    /// - Parameter sceneID: The scene.
    func storedStateFingerprint(sceneID: String) -> StoredStateFingerprint?

    /// Whether a saved state exists, without reading it. The default asks for the fingerprint.
    /// - Parameter sceneID: The scene.
    /// - Throws: ``ReviveError`` when the store cannot tell.
    func hasState(sceneID: String) throws(ReviveError) -> Bool
}

extension SceneStateFingerprinting {
    /// `self`: the store adopts it.
    public var sceneStateFingerprinting: (any SceneStateFingerprinting)? { self }

    /// Whether ``storedStateFingerprint(sceneID:)`` finds a state.
    public func hasState(sceneID: String) throws(ReviveError) -> Bool {
        storedStateFingerprint(sceneID: sceneID) != nil
    }
}
