#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A held advisory lock on one scene's saved state; freeing it lets go of the hold.
///
/// ``SceneLocking/lockScene(sceneID:patience:)`` returns one. A ``RestorationController`` takes it at
/// its first launch of a scene and keeps it for its own life, so a second instance of the app
/// on the same folder neither restores and deletes the first one's state nor saves over it.
/// The lock is `flock(2)` on Linux and on Darwin: it belongs to the open file and dies with the
/// process. Inside one process the holders of one lock share it (a process-wide table): an old and a
/// new controller of one scene never refuse each other; the `flock` is released when the last
/// of them is freed.
///
/// ```swift
/// let lock = try store.lockScene(sceneID: "main")   // throws .sceneLocked if another process has it
/// // … restore, save …
/// _ = lock                                           // let go when freed
/// ```
public final class SceneLock {
    /// The scene the lock is for.
    public let sceneID: String
    private let hold: LockTable.Hold?

    /// A lock that guards nothing, for stores with nothing to exclude.
    /// - Parameter sceneID: The scene.
    public init(sceneID: String) {
        self.sceneID = sceneID
        self.hold = nil
    }

    /// Wraps a share of a lock of the process's ``LockTable``.
    init(sceneID: String, holding hold: LockTable.Hold) {
        self.sceneID = sceneID
        self.hold = hold
    }
}

// Immutable after init; the hold lets go in its own deinit.
extension SceneLock: Sendable {}
