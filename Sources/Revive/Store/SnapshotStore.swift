import Foundation

/// Where the bytes of saved scenes live: one saved state per scene, a few small markers, and
/// a place to keep a state aside for inspection.
///
/// A store knows nothing about snapshots or policies; it holds opaque bytes under a scene
/// identifier. ``FileStore`` keeps them in files, atomically and crash-safely;
/// ``InMemoryStore`` keeps them in memory for tests. The restore policy
/// (``RestorationSession``) uses *markers* to remember, across a process death, that a
/// restore was under way or that the user quit on purpose, and *quarantine* to keep a state
/// that crashed the app or failed to decode without ever loading it again.
///
/// Scene identifiers and marker names are arbitrary strings; a store must map them to its
/// storage safely (``FileStore`` percent-encodes them, so `"../../etc"` stays in its folder).
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
    /// - Throws: ``StoreError`` if a saved state exists but cannot be read.
    func read(sceneID: String) throws(StoreError) -> Data?

    /// Replaces the saved state of a scene, atomically: after a failure or a process death the
    /// previous state is still there, whole.
    /// - Parameters:
    ///   - data: The new bytes.
    ///   - sceneID: The scene's identifier.
    /// - Throws: ``StoreError`` with code ``StoreError/Code/writeFailed``; the previous state is intact.
    func write(_ data: Data, sceneID: String) throws(StoreError)

    /// Removes the saved state of a scene; does nothing if none is saved.
    /// - Parameter sceneID: The scene's identifier.
    /// - Throws: ``StoreError`` if the state exists and cannot be removed.
    func delete(sceneID: String) throws(StoreError)

    /// Returns a marker's content, or `nil` if the marker is not set.
    /// - Parameters:
    ///   - name: The marker's name, for example `"restoring"`.
    ///   - sceneID: The scene the marker belongs to.
    /// - Returns: The marker's bytes, or `nil`.
    /// - Throws: ``StoreError`` if the marker exists but cannot be read.
    func readMarker(named name: String, sceneID: String) throws(StoreError) -> Data?

    /// Sets a marker, durably and atomically (like ``write(_:sceneID:)``).
    /// - Parameters:
    ///   - data: The marker's content (small).
    ///   - name: The marker's name.
    ///   - sceneID: The scene the marker belongs to.
    /// - Throws: ``StoreError`` if the marker cannot be written.
    func writeMarker(_ data: Data, named name: String, sceneID: String) throws(StoreError)

    /// Clears a marker; does nothing if it is not set.
    /// - Parameters:
    ///   - name: The marker's name.
    ///   - sceneID: The scene the marker belongs to.
    /// - Throws: ``StoreError`` if the marker exists and cannot be removed.
    func deleteMarker(named name: String, sceneID: String) throws(StoreError)

    /// Moves the saved state of a scene aside for inspection, replacing anything quarantined
    /// before for that scene. Afterwards ``read(sceneID:)`` returns `nil`.
    /// - Parameter sceneID: The scene's identifier.
    /// - Returns: `true` if a state was moved, `false` if none was saved.
    /// - Throws: ``StoreError`` with code ``StoreError/Code/moveFailed``.
    @discardableResult
    func quarantine(sceneID: String) throws(StoreError) -> Bool

    /// Returns the state last moved aside for a scene, or `nil`.
    /// - Parameter sceneID: The scene's identifier.
    /// - Returns: The quarantined bytes, or `nil`.
    /// - Throws: ``StoreError`` if a quarantined state exists but cannot be read.
    func readQuarantined(sceneID: String) throws(StoreError) -> Data?
}
