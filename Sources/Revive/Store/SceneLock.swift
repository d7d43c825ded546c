#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A held advisory lock on one scene's saved state; freeing it releases the lock.
///
/// ``SceneRecordStore/lockScene(sceneID:)`` returns one. A ``RestorationController`` takes it at
/// its first launch of a scene and keeps it for its own life (a process's), so a second instance
/// of the app on the same folder neither restores and deletes the first one's state nor saves
/// over it. The lock is `flock(2)` on Linux and on Darwin: it belongs to the open file, dies
/// with the process, and two opens of the lock file conflict even inside one process.
///
/// ```swift
/// let lock = try store.lockScene(sceneID: "main")   // throws .sceneLocked if someone has it
/// // … restore, save …
/// _ = lock                                           // released when freed
/// ```
package final class SceneLock {
    /// The scene the lock is for.
    package let sceneID: String
    private let descriptor: Int32

    /// A lock that guards nothing, for stores with nothing to exclude.
    /// - Parameter sceneID: The scene.
    package init(sceneID: String) {
        self.sceneID = sceneID
        self.descriptor = -1
    }

    /// Wraps a descriptor that holds an `flock`; closing it releases the lock.
    init(sceneID: String, holding descriptor: Int32) {
        self.sceneID = sceneID
        self.descriptor = descriptor
    }

    deinit {
        if descriptor >= 0 { POSIXFile.closeQuietly(descriptor) }
    }
}

// Immutable after init; the descriptor is only closed in deinit.
extension SceneLock: Sendable {}
