import Foundation
import Logging

extension RestorationSession {
    /// Why the last `.restored` launch of a scene is read-only, or `nil` when it is not.
    ///
    /// A launch records that a restore is under way before it reads the state (the crash-loop
    /// guard). When that record cannot be written — a full disk, a read-only file system — an
    /// intact state is still restored, read-only: this returns the store's error, the launch
    /// logs it, and ``finishRestoration(sceneID:)`` deletes nothing. Without the record a crash
    /// during that restore is not counted, which is the price of not losing the state.
    ///
    /// ```swift
    /// if case .restored = session.beginLaunch(sceneID: "main"),
    ///    let reason = session.readOnlyRestoreReason(sceneID: "main") {
    ///     logger.warning("restored read-only: \(reason)")
    /// }
    /// ```
    /// - Parameter sceneID: The scene.
    /// - Returns: The reason, until ``finishRestoration(sceneID:)`` or the next launch.
    package func readOnlyRestoreReason(sceneID: String) -> String? {
        readOnlyRestores.withLock { $0[sceneID] }
    }

    /// Whether this session holds the scene's lock (taken by a launch or a save).
    /// - Parameter sceneID: The scene.
    /// - Returns: `true` once this session owns the scene for its life.
    package func holdsSceneLock(sceneID: String) -> Bool {
        claims.withLock { $0[sceneID] != nil }
    }

    /// Lets go of the scene's lock now, rather than when the session is freed; the next launch
    /// or save by this session takes it again.
    ///
    /// For simulated process deaths in tests (`ReviveTesting`'s relaunches) and for an app
    /// that hands a scene to another process. Doing nothing when the lock is not held.
    /// - Parameter sceneID: The scene.
    package func releaseSceneLock(sceneID: String) {
        _ = claims.withLock { $0.removeValue(forKey: sceneID) }
    }

    /// Takes the scene's lock if this session does not hold it yet.
    ///
    /// A lock path that is not a regular file (a folder or a symbolic link put in its place)
    /// counts as held: its owner cannot be known, so this session neither restores, deletes nor
    /// saves the scene. A lock file that cannot be opened at all (a read-only folder without
    /// one) is logged and the session goes on unlocked: there is then nothing a second process
    /// could write either.
    /// - Returns: `nil` when this session holds the lock (or goes on without one); the lock's
    ///   error when another process holds it, or the lock path is not a file.
    func claim(sceneID: String) -> StoreError? {
        claims.withLock { held -> StoreError? in
            if held[sceneID] != nil { return nil }
            do throws(StoreError) {
                held[sceneID] = try store.lockScene(sceneID: sceneID)
                return nil
            } catch where error.code == .sceneLocked || error.code == .notARegularFile {
                logger.warning("the scene is held by another process, or its lock is not a file; not restoring, deleting or saving it", metadata: [
                    "scene": "\(sceneID)", "error": "\(error)",
                ])
                return error
            } catch {
                logger.warning("the scene's lock cannot be taken; going on without it", metadata: [
                    "scene": "\(sceneID)", "error": "\(error)",
                ])
                return nil
            }
        }
    }

    /// Throws ``StoreError/Code/sceneLocked`` unless this session holds (or can take) the lock.
    func claimForWriting(sceneID: String) throws(StoreError) {
        guard let refusal = claim(sceneID: sceneID) else { return }
        guard refusal.code == .sceneLocked else {
            throw StoreError(
                code: .sceneLocked,
                message: "\(refusal.message), so scene \"\(sceneID)\" may belong to another process; its saved state is left as it is",
                errno: refusal.errno
            )
        }
        throw StoreError(
            code: .sceneLocked,
            message: "another process holds scene \"\(sceneID)\"; its saved state is left as it is"
        )
    }
}
