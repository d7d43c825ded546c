public import Foundation

/// A store that can keep other processes — an app extension, a second instance of the app —
/// away from a scene while a session uses it: the capability of locking, and of leasing where a
/// lock cannot be held.
///
/// The engine asks a ``SnapshotStore`` for it once, when a session opens. With it, a session
/// takes the scene's lock before its launch reads anything and keeps it (or, where
/// ``holdsSceneLocksBetweenOperations`` is `false`, takes it around each launch, save and quit
/// and keeps a lease record between them); another process's scene is then never restored,
/// deleted or overwritten. Without it, nothing excludes another process.
///
/// ``FileStore`` adopts it with an `flock` per scene.
public protocol SceneLocking: SnapshotStore {
    /// Takes the scene's advisory lock, held until the returned ``SceneLock`` is freed.
    ///
    /// ``FileStore`` takes an `flock` on `<scene>.lock`, retrying for `patience` while another
    /// process holds it.
    /// - Parameters:
    ///   - sceneID: The scene.
    ///   - patience: How long to retry while another process holds it.
    /// - Returns: The held lock.
    /// - Throws: ``ReviveError`` with ``ReviveError/Code/sceneLocked`` when another process holds it.
    func lockScene(sceneID: String, patience: Duration) throws(ReviveError) -> SceneLock

    /// How long a save waits for the scene's lock; 100 ms by default.
    var saveLockPatience: Duration { get }

    /// Whether a session keeps the scene's lock from its first operation to its end (`true`,
    /// the default), or takes it around each launch, save and quit only and leases the scene
    /// between them (``FileStore`` in an App Group container, where iOS terminates a suspended
    /// app that holds a file lock).
    var holdsSceneLocksBetweenOperations: Bool { get }

    /// How long a lease keeps a scene in use after an operation, when locks are not held
    /// between operations; a day by default.
    var leaseDuration: TimeInterval { get }
}

extension SceneLocking {
    /// `self`: the store adopts it.
    public var sceneLocking: (any SceneLocking)? { self }

    /// 100 ms.
    public var saveLockPatience: Duration { LockTable.patience }

    /// Locks are kept between operations.
    public var holdsSceneLocksBetweenOperations: Bool { true }

    /// A day.
    public var leaseDuration: TimeInterval { 24 * 60 * 60 }

    /// Takes the scene's lock with the usual patience (100 ms).
    /// - Parameter sceneID: The scene.
    /// - Returns: The held lock.
    /// - Throws: ``ReviveError`` with ``ReviveError/Code/sceneLocked`` when another process holds it.
    public func lockScene(sceneID: String) throws(ReviveError) -> SceneLock {
        try lockScene(sceneID: sceneID, patience: LockTable.patience)
    }
}
