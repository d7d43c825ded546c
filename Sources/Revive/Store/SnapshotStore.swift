public import Foundation

/// Where the bytes of saved scenes live: one saved state per scene, under the scene's identifier.
///
/// A store knows nothing about snapshots or policies; it holds opaque bytes under a scene
/// identifier. ``FileStore`` keeps them in files, atomically and crash-safely;
/// `InMemoryStore` keeps them in memory for tests. An app may provide its own store with these
/// three calls. The ``RestorationController`` keeps its few records — that a restore was under
/// way, that the user quit on purpose, a state set aside because it crashed the app — in the
/// same store: ``FileStore`` keeps them in files of their own, and any other store holds them
/// as small states under derived scene identifiers (`"<scene>#revive-restoring"`, …), so scene
/// identifiers containing `#revive-` are reserved. Only ``FileStore`` locks a scene against a
/// second process; with a store of the app's own, two processes sharing it may both restore it.
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
}
