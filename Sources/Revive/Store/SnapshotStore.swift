public import Foundation

/// Where the bytes of saved scenes live: one saved state per scene, a few small markers, and
/// a place to keep a state aside for inspection.
///
/// A store knows nothing about snapshots or policies; it holds opaque bytes under a scene
/// identifier. ``FileStore`` keeps them in files, atomically and crash-safely;
/// `InMemoryStore` keeps them in memory for tests. The ``RestorationController``, applying
/// its ``RestorationPolicy``, uses *markers* to remember, across a process death, that a
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

    /// Whether a saved state exists for the scene, without reading it.
    ///
    /// The default reads the state; ``FileStore`` only looks at the folder entry.
    /// - Parameter sceneID: The scene's identifier.
    /// - Returns: `true` when ``read(sceneID:)`` would find something (or fail to read it).
    /// - Throws: ``StoreError`` if the store cannot tell.
    func hasState(sceneID: String) throws(StoreError) -> Bool

    /// Sets a marker atomically but without waiting for stable storage: it survives any
    /// process death, and a power cut may lose it.
    ///
    /// The crash-loop guard's record uses it: a process crash never loses the page cache, and
    /// losing the record to a power cut only loses one count of the guard. The default calls
    /// ``writeMarker(_:named:sceneID:)``.
    /// - Parameters:
    ///   - data: The marker's content (small).
    ///   - name: The marker's name.
    ///   - sceneID: The scene the marker belongs to.
    /// - Throws: ``StoreError`` if the marker cannot be written.
    func writeMarkerUnsynced(_ data: Data, named name: String, sceneID: String) throws(StoreError)

    /// Removes some of a scene's markers and, if `includingState`, its saved state, as one
    /// batch: ``FileStore`` unlinks them all and syncs its folder once.
    ///
    /// Missing files are not an error. The default calls ``deleteMarker(named:sceneID:)`` and
    /// ``delete(sceneID:)``.
    /// - Parameters:
    ///   - markers: The names of the markers to remove.
    ///   - includingState: Remove the saved state too.
    ///   - sceneID: The scene.
    /// - Throws: ``StoreError`` with ``StoreError/Code/deleteFailed``.
    func remove(markers: [String], includingState: Bool, sceneID: String) throws(StoreError)

    /// Takes the scene's advisory lock, held until the returned ``SceneLock`` is freed, so
    /// that two processes never restore, delete or save one scene's state at once.
    ///
    /// ``FileStore`` takes an `flock` on `<scene>.lock` next to the state; the default (and
    /// `InMemoryStore`) returns a lock that guards nothing.
    /// - Parameter sceneID: The scene.
    /// - Returns: The held lock.
    /// - Throws: ``StoreError`` with ``StoreError/Code/sceneLocked`` when another process (or
    ///   another open of the lock file in this process) holds it; other codes when the lock
    ///   file cannot be used at all.
    func lockScene(sceneID: String) throws(StoreError) -> SceneLock
}

extension SnapshotStore {
    /// Reads the state and says whether there was one.
    public func hasState(sceneID: String) throws(StoreError) -> Bool {
        try read(sceneID: sceneID) != nil
    }

    /// Calls ``writeMarker(_:named:sceneID:)``.
    public func writeMarkerUnsynced(_ data: Data, named name: String, sceneID: String) throws(StoreError) {
        try writeMarker(data, named: name, sceneID: sceneID)
    }

    /// Removes each marker, then the state if asked, one call at a time.
    public func remove(markers: [String], includingState: Bool, sceneID: String) throws(StoreError) {
        for name in markers { try deleteMarker(named: name, sceneID: sceneID) }
        if includingState { try delete(sceneID: sceneID) }
    }

    /// A lock that guards nothing: a store without processes to exclude.
    public func lockScene(sceneID: String) throws(StoreError) -> SceneLock {
        SceneLock(sceneID: sceneID)
    }
}
