import Dispatch
import Foundation
import Logging

/// Saves one scene's snapshots off the main actor, writing only the newest and only when it
/// changed.
///
/// ``schedule(_:)`` is synchronous and cheap — it stores the captured file under a lock and
/// returns — so the main actor calls it right after capturing. The capture has already
/// written the file's bytes as it walked the pages (``CapturedScene``); the comparison and the
/// atomic write run on a private serial queue. While a write runs, further captures replace
/// each other: a burst of saves writes at most the one in flight and the newest. A state equal
/// to the last one written is not written again while that write is still on disk: the worker
/// hashes the capture's plain body (``EncodedState/digested()``) and compares that state with
/// the one written, one value (32 bytes kept between saves, not the file), then the file's
/// fingerprint (``SceneStateFingerprinting``; a file's `stat`: identity and size) with the one taken after the write. A file deleted or replaced
/// from outside is written again.
///
/// When the app is told to quit or enters the background, `await` ``flush()``: it returns once
/// nothing is pending. A write that fails leaves the previous file untouched (the store's
/// guarantee), is logged and is kept in ``lastError``; the next scheduled snapshot is tried
/// again as usual, and ``lastError`` belongs to the last snapshot handled: the next one that
/// is written, or found still written, clears it.
///
/// Use one scheduler per scene.
///
/// ```swift
/// let saver = SaveScheduler(session: RestorationSession(store: store, sceneID: "main"))
/// saver.schedule(capture(window))          // on the main actor, returns at once
/// await saver.flush()                      // before the app is suspended
/// ```
final class SaveScheduler {
    private struct Queue {
        var pending: CapturedScene?
        var pendingCheckpoint: CapturedScene?
        var lastWritten: EncodedState?
        var lastFingerprint: [Int64]?
        /// The newest place on disk, saved or checkpointed: a checkpoint equal to it is skipped.
        var lastKept: EncodedState?
        var checkpointCount = 0
        var running = false
        var waiters: [CheckedContinuation<Void, Never>] = []
        var writeCount = 0
        var lastError: (any Error)?
    }

    /// The scene whose state this scheduler writes.
    let sceneID: String
    private let session: RestorationSession
    private let state = LockedValue(Queue())
    private let worker: DispatchQueue
    private let logger: Logger

    /// Creates a scheduler that saves through a session: its codec encodes, its store writes.
    /// - Parameters:
    ///   - session: The session whose ``RestorationSession/save(_:)`` writes each snapshot.
    ///   - logger: Where failed writes are logged.
    init(session: RestorationSession, logger: Logger = .disabled) {
        self.session = session
        self.sceneID = session.sceneID
        self.logger = logger
        self.worker = DispatchQueue(label: "revive.save.\(sceneID)")
    }

    /// How many snapshots were written successfully.
    var writeCount: Int { state.withLock { $0.writeCount } }

    /// The error of the most recent snapshot's write, or `nil` when it was written or was
    /// already on disk.
    var lastError: (any Error)? { state.withLock { $0.lastError } }

    /// The bytes of body the last written state holds (``EncodedState/heldBodyBytes``): 0 once
    /// a save wrote it, the file's body after a launch restored it.
    var lastWrittenHeldBytes: Int? { state.withLock { $0.lastWritten?.heldBodyBytes } }

    /// How many checkpoints were written.
    var checkpointCount: Int { state.withLock { $0.checkpointCount } }

    /// Tells the scheduler what a launch restored from the durable save, as it is on disk now:
    /// a save of the same state then writes nothing, and so does a checkpoint.
    /// - Parameters:
    ///   - snapshot: The restored snapshot.
    ///   - fromDurableSave: It came from the saved state (not a checkpoint).
    func restored(_ snapshot: Snapshot, fromDurableSave: Bool) {
        // The state as the decoder read it from the file (no walk of `snapshot`); a state the
        // session does not know (a test's) is only ever written again.
        guard let restored = session.restoredState() else { return }
        let fingerprint = fromDurableSave ? session.store.storedStateFingerprint(sceneID: sceneID) : nil
        state.withLock {
            if fromDurableSave {
                $0.lastWritten = restored
                $0.lastFingerprint = fingerprint
            }
            $0.lastKept = restored
        }
    }

    /// Queues a checkpoint and returns at once: written without an `fsync` after any pending
    /// save, skipped when it equals the newest place written, dropped when a save is queued
    /// after it (the save is newer).
    /// - Parameter snapshot: The place the user is at.
    func scheduleCheckpoint(_ captured: CapturedScene) {
        enqueue { $0.pendingCheckpoint = captured }
    }

    /// Queues a snapshot for writing and returns at once; callable from any thread or actor.
    ///
    /// It replaces any snapshot still waiting. A snapshot equal to the one last written
    /// (captured at another time, but the same state) is not written again, unless that file
    /// is gone or was replaced since.
    /// - Parameter snapshot: The newest state of the scene.
    func schedule(_ captured: CapturedScene) {
        // Comparing with the last state written, and the write, happen on the worker, not
        // here on the caller's (usually the main) actor.
        enqueue {
            $0.pending = captured
            $0.pendingCheckpoint = nil
        }
    }

    /// Queues a snapshot made elsewhere (a test's), encoded here with the session's codec; an
    /// encoding error is logged and kept in ``lastError``, and nothing is queued.
    func schedule(_ snapshot: Snapshot) {
        do {
            schedule(try CapturedScene(snapshot, codec: session.codec))
        } catch {
            logger.error("save failed; the previous state is kept", metadata: ["scene": "\(sceneID)", "error": "\(error)"])
            state.withLock { $0.lastError = error }
        }
    }

    /// Changes the queue under its lock and starts the worker unless it runs.
    private func enqueue(_ change: (inout Queue) -> Void) {
        let startWorker = state.withLock { queue -> Bool in
            change(&queue)
            guard !queue.running else { return false }
            queue.running = true
            return true
        }
        if startWorker {
            worker.async { self.drain() }
        }
    }

    /// Waits until no snapshot is pending or being written.
    ///
    /// Returns at once if the scheduler is idle. A write that fails still ends the wait; check
    /// ``lastError``.
    func flush() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let idle = state.withLock { queue -> Bool in
                guard queue.running else { return true }
                queue.waiters.append(continuation)
                return false
            }
            if idle { continuation.resume() }
        }
    }

    /// Blocks the calling thread until no snapshot is pending or being written: for the last
    /// moment before a process ends (macOS's `applicationWillTerminate`), where there is no later
    /// moment to `await` ``flush()`` in. The writes never call back to the caller's thread, so
    /// the main thread may wait here; never call it from the worker.
    func waitUntilWritten() {
        worker.sync {}
    }

    /// Writes pending snapshots until none is left; runs on `worker`.
    private func drain() {
        while let (captured, isCheckpoint) = nextSnapshot() {
            let file = captured.encoded.file
            // The body hashed here, off the caller's actor: 32 bytes kept, not the file.
            let kept = captured.encoded.state.digested()
            if isCheckpoint {
                writeCheckpoint(file, state: kept)
                continue
            }
            let (previous, previousFingerprint) = state.withLock { ($0.lastWritten, $0.lastFingerprint) }
            if let previousFingerprint, kept == previous,
               session.store.storedStateFingerprint(sceneID: sceneID) == previousFingerprint {
                state.withLock { $0.lastError = nil }
                session.didSettle()
                continue
            }
            do {
                try session.write(file)
                let written = session.store.storedStateFingerprint(sceneID: sceneID)
                state.withLock {
                    $0.lastWritten = kept
                    $0.lastFingerprint = written
                    $0.lastKept = kept
                    $0.writeCount += 1
                    $0.lastError = nil
                }
            } catch {
                logger.error("save failed; the previous state is kept", metadata: [
                    "scene": "\(sceneID)", "error": "\(error)",
                ])
                state.withLock { $0.lastError = error }
            }
        }
    }

    /// Writes a checkpoint unless it equals the newest place written; a failure is logged and
    /// costs nothing else (the save and the previous checkpoint are intact).
    private func writeCheckpoint(_ file: Data, state kept: EncodedState) {
        if kept == state.withLock({ $0.lastKept }) { return }
        do {
            try session.writeCheckpoint(file)
            state.withLock {
                $0.lastKept = kept
                $0.checkpointCount += 1
            }
        } catch {
            logger.notice("checkpoint not written; the last save and checkpoint are kept", metadata: [
                "scene": "\(sceneID)", "error": "\(error)",
            ])
        }
    }

    /// Takes the pending save, else the pending checkpoint, or marks the worker idle and wakes
    /// the waiters.
    private func nextSnapshot() -> (CapturedScene, isCheckpoint: Bool)? {
        let (next, waiters) = state.withLock { queue -> ((CapturedScene, Bool)?, [CheckedContinuation<Void, Never>]) in
            if let pending = queue.pending {
                queue.pending = nil
                return ((pending, false), [])
            }
            if let checkpoint = queue.pendingCheckpoint {
                queue.pendingCheckpoint = nil
                return ((checkpoint, true), [])
            }
            queue.running = false
            defer { queue.waiters = [] }
            return (nil, queue.waiters)
        }
        for waiter in waiters { waiter.resume() }
        return next.map { ($0.0, isCheckpoint: $0.1) }
    }
}

extension SaveScheduler: Sendable {}
