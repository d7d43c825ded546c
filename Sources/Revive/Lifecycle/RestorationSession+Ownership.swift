import Foundation
import Logging

// MARK: - The scene's ownership

// A session owns its scene in one of two ways, as its store says
// (``SceneLocking/holdsSceneLocksBetweenOperations``):
//
// - a held lock: taken at the first launch or save and kept for the session's life
//   (``SceneLocking/lockScene(sceneID:patience:)``, shared in a process by ``LockTable``);
// - a lease: in an App Group container the lock is taken around each launch, save and quit and let
//   go right after (``endOperation()``), and a ``SceneLease`` renewed by each of them keeps the
//   scene in use while the app is suspended.
//
// Either way another process's scene is neither restored, deleted nor overwritten.

extension RestorationSession {
    /// Whether this session holds the scene's lock (taken by a launch or a save).
    /// - Returns: `true` once this session owns the scene for its life.
    func holdsSceneLock() -> Bool {
        heldLock.withLock { $0 != nil }
    }

    /// Lets go of the scene's lock now, rather than when the session is freed; the next launch
    /// or save by this session takes it again.
    ///
    /// For simulated process deaths in tests (`ReviveTesting`'s relaunches) and for an app
    /// that hands a scene to another process. Doing nothing when the lock is not held.
    package func releaseSceneLock() {
        heldLock.withLock { $0 = nil }
        ownLease.withLock { $0 = nil }
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
    func claim(patience: Duration = LockTable.patience) -> ReviveError? {
        heldLock.withLock { held -> ReviveError? in
            if held != nil { return nil }
            do throws(ReviveError) {
                let lock = try store.lockScene(sceneID: sceneID, patience: patience)
                if !store.holdsSceneLocksBetweenOperations, let refusal = leaseRefusal() {
                    logger.warning("the scene is in use by another process; not restoring, deleting or saving it", metadata: [
                        "scene": "\(sceneID)", "error": "\(refusal)",
                    ])
                    return refusal
                }
                renewLease()
                held = lock
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

    /// The refusal when another live process holds the scene's lease (``SceneLease``), or `nil`.
    /// It carries no `errno`: no system call refused anything.
    private func leaseRefusal() -> ReviveError? {
        guard let data = try? store.readMarker(named: SceneLease.markerName, sceneID: sceneID),
              let lease = SceneLease(data), lease.isHeldByAnotherProcess(now: Date())
        else { return nil }
        return ReviveError(.sceneLocked, "scene \"\(sceneID)\" is in use: \(lease.holderDescription); its saved state is left as it is")
    }

    /// Writes this process's lease on the scene, without a sync, when locks are not held
    /// between operations; a lease that cannot be written is logged (the lock still guards
    /// the operation itself).
    private func renewLease() {
        guard !store.holdsSceneLocksBetweenOperations else { return }
        let expiry = Date().timeIntervalSince1970 + store.leaseDuration
        let lease = SceneLease(expiresAt: expiry)
        do {
            try store.writeMarkerUnsynced(lease.data, named: SceneLease.markerName, sceneID: sceneID)
            ownLease.withLock { $0 = expiry }
        } catch {
            ownLease.withLock { $0 = nil }
            logger.notice("the scene's lease was not renewed", metadata: ["scene": "\(sceneID)", "error": "\(error)"])
        }
    }

    /// Why this session could not write the scene now, or `nil` when it can: a save that
    /// would fail is not scheduled (``RestorationController/didEnterBackground()``).
    ///
    /// Where locks are held only around operations (an App Group container), this looks at the
    /// lease alone and takes no lock: the save itself, in the background, waits for the lock and
    /// reads the lease under it. While the lease this session wrote last still runs, no other
    /// process can have taken the scene, so nothing is read here: the save claims the scene once.
    /// - Returns: ``ReviveError/Code/sceneLocked`` naming the holder, or `nil`.
    func writeRefusal() -> ReviveError? {
        if !store.holdsSceneLocksBetweenOperations {
            if let expiry = ownLease.withLock({ $0 }), expiry > Date().timeIntervalSince1970 { return nil }
            return leaseRefusal()
        }
        defer { endOperation() }
        do {
            try claimForWriting()
            return nil
        } catch {
            return error
        }
    }

    /// Lets go of the scene's lock after an operation when the store takes it only around
    /// operations (``SceneLocking/holdsSceneLocksBetweenOperations``).
    func endOperation() {
        // The lock goes, the knowledge of this session's own lease stays.
        if !store.holdsSceneLocksBetweenOperations { heldLock.withLock { $0 = nil } }
    }

    /// Throws ``ReviveError/Code/sceneLocked`` unless this session holds (or can take) the lock.
    /// - Parameter patience: How long to wait while another process holds the lock.
    func claimForWriting(patience: Duration = LockTable.patience) throws(ReviveError) {
        guard let refusal = claim(patience: patience) else { return }
        guard refusal.code == .sceneLocked else {
            throw ReviveError(
                .sceneLocked,
                "\(refusal.message), so scene \"\(sceneID)\" may belong to another process; its saved state is left as it is",
                errno: refusal.errno
            )
        }
        if refusal.errno == nil { throw refusal }   // a lease: its message already says so
        throw ReviveError(
            .sceneLocked,
            "another process holds scene \"\(sceneID)\"; its saved state is left as it is"
        )
    }
}

