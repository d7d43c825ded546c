/// A store that can tell what a scene's saved state is without reading it: the capability of
/// fingerprinting.
///
/// The engine asks a ``SnapshotStore`` for it once, when a session opens. With it, a launch
/// looks for a state without reading one, and a save compares the state's fingerprint with the
/// one taken after its own last write before it skips an unchanged state; a state replaced from
/// outside (a restored backup, another process) is written again. Without it, the engine reads
/// the state to see that it exists, and a store cannot tell a state replaced from outside from
/// the one it wrote.
///
/// A fingerprint is a few numbers that change whenever the state is written: ``FileStore``
/// gives the file's device, inode, size and modification time from an `lstat`; a database, the
/// row's version; a store that keeps a modification date, that date in nanoseconds.
///
/// ```swift
/// func storedStateFingerprint(sceneID: String) -> [Int64]? {
///     rows[sceneID].map { [$0.version] }
/// }
/// ```
public protocol SceneStateFingerprinting: SnapshotStore {
    /// What the scene's saved state is right now, without reading it: a value that changes
    /// whenever the state is written; `nil` when there is none.
    /// - Parameter sceneID: The scene.
    func storedStateFingerprint(sceneID: String) -> [Int64]?

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
