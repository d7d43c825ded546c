public import Foundation

/// Where the bytes of saved scenes live: the one contract between the engine and a store.
///
/// A store knows nothing about snapshots or policies; it holds opaque bytes under a scene
/// identifier. The core is three calls and needs no file system: a store of the app's own — a
/// database, a key-value store, a shared container's coordinator — implements
/// ``read(sceneID:)``, ``write(_:sceneID:)`` and ``delete(sceneID:)`` and nothing else.
///
/// The engine keeps the restoration policy's records (that a restore was under way, that the
/// user quit on purpose, a state set aside because it crashed the app) as small states under
/// derived scene identifiers (``derivedSceneID(_:of:)``: `"<scene>#revive-restoring"`,
/// `"<scene>#revive-quarantined"`, …), so identifiers containing `#revive-` are reserved.
///
/// A store that can do more says so by adopting a capability, and the engine asks for each one
/// once, when a session opens (through ``sceneLocking`` and its siblings, which the protocols
/// supply and a store never writes):
///
/// | capability | what the engine gets | without it |
/// | --- | --- | --- |
/// | ``SceneLocking`` | a cross-process lock per scene, or a lease where locks cannot be held | nothing excludes another process |
/// | ``SceneSweeping`` | scenes no session opens again and states past their age removed at launch | nothing is swept; ``discardScene(sceneID:)`` still works |
/// | ``SceneRecordKeeping`` | the policy's records kept the store's own way: unsynced writes, batched removals, a file a crash handler creates | records are states under derived identifiers |
/// | ``SceneStateFingerprinting`` | a look at a state without reading it, so an unchanged save is skipped | a state is read to see that it exists |
///
/// ``FileStore`` adopts all four; `InMemoryStore` (ReviveTesting) keeps its records its own way.
///
/// Scene identifiers are arbitrary strings; a store must map them to its storage safely
/// (``FileStore`` percent-encodes them, so `"../../etc"` stays in its folder). Absence is not an
/// error: reading something missing returns `nil`, deleting something missing does nothing.
///
/// ```swift
/// struct DefaultsStore: SnapshotStore {
///     func read(sceneID: String) throws(ReviveError) -> Data? { UserDefaults.standard.data(forKey: "revive." + sceneID) }
///     func write(_ data: Data, sceneID: String) throws(ReviveError) { UserDefaults.standard.set(data, forKey: "revive." + sceneID) }
///     func delete(sceneID: String) throws(ReviveError) { UserDefaults.standard.removeObject(forKey: "revive." + sceneID) }
/// }
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

    /// The store as a ``SceneLocking``, or `nil`: supplied by the protocols (`self` when the store
    /// adopts it), never written by a store. The compiler picks it where the store conforms, so
    /// the engine learns a store's capabilities with no lookup at run time.
    var sceneLocking: (any SceneLocking)? { get }
    /// The store as a ``SceneSweeping``, or `nil`; supplied as ``sceneLocking`` is.
    var sceneSweeping: (any SceneSweeping)? { get }
    /// The store as a ``SceneRecordKeeping``, or `nil`; supplied as ``sceneLocking`` is.
    var sceneRecordKeeping: (any SceneRecordKeeping)? { get }
    /// The store as a ``SceneStateFingerprinting``, or `nil`; supplied as ``sceneLocking`` is.
    var sceneStateFingerprinting: (any SceneStateFingerprinting)? { get }
}

extension SnapshotStore {
    /// `nil`: the store does not adopt ``SceneLocking``.
    public var sceneLocking: (any SceneLocking)? { nil }
    /// `nil`: the store does not adopt ``SceneSweeping``.
    public var sceneSweeping: (any SceneSweeping)? { nil }
    /// `nil`: the store does not adopt ``SceneRecordKeeping``.
    public var sceneRecordKeeping: (any SceneRecordKeeping)? { nil }
    /// `nil`: the store does not adopt ``SceneStateFingerprinting``.
    public var sceneStateFingerprinting: (any SceneStateFingerprinting)? { nil }
}

extension SnapshotStore {
    /// The scene identifier under which the engine keeps a record of `sceneID` in a store
    /// without ``SceneRecordKeeping``: `"<scene>#revive-<record>"`.
    /// - Parameters:
    ///   - record: The record's name (a marker's name, or `"quarantined"`).
    ///   - sceneID: The scene.
    public static func derivedSceneID(_ record: String, of sceneID: String) -> String {
        StoreAccess.derivedSceneID(record, of: sceneID)
    }
}

/// The names of the records a restoration session keeps beside a scene's state: what
/// discarding a scene removes.
enum SceneRecordNames {
    /// A restore under way or just finished (`RestoreRecord`).
    static let restoring = "restoring"
    /// A deliberate quit.
    static let userQuit = "user-quit"
    /// The newest checkpoint: an encoded snapshot, written without `fsync`.
    static let checkpoint = "checkpoint"
    /// A crash after a restore (`CrashMarkers`); a kill leaves none.
    static let crashed = "crashed"
    /// Every record.
    static let all = [restoring, userQuit, checkpoint, crashed, SceneLease.markerName]
}
