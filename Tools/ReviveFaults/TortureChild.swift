#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
package import Foundation
import Revive

/// The child of the kill torture: saves generation after generation through ``FileStore`` and
/// ``SnapshotCodec`` until it is killed, reporting each completed save on standard output.
///
/// It prints `ready` once the store is open, then `done N` after the save of generation `N`
/// returned (the file renamed into place and the folder synced). The lines go straight to
/// the pipe with `write(2)`, so what the parent reads after the kill is exactly what was
/// reported. A generation that was saved but not yet reported is "in flight".
///
/// ```swift
/// try TortureChild(directory: folder, firstGeneration: 1).run()   // never returns normally
/// ```
package struct TortureChild {
    /// The store's folder.
    package var directory: URL
    /// The first generation to save.
    package var firstGeneration: Int
    /// Bytes of each generation's payload.
    package var payloadSize = 4096
    /// In deliberate mode, the step of a save at which the child dies.
    package var step: TortureStep?
    /// In deliberate mode, how many saves complete before the one that dies.
    package var completedBeforeStep = 0
    /// In ``TortureStep/midWrite`` mode, the longest delay before the killer thread fires.
    package var maximumKillerDelayMicroseconds: UInt32 = 400
    /// Checkpoint mode: the child first launches the scene as an app does (restores it and
    /// marks the restore finished), then writes two of every three generations as checkpoints
    /// (unsynced) and the third as a durable save, through ``RestorationSession``.
    package var checkpoints = false

    /// The policy of checkpoint mode's launches: the guard never ends a "loop", because every
    /// death here is a deliberate kill that the checker counts itself.
    static let checkpointPolicy = RestorationPolicy(
        schemaVersion: 1, maximumRestoreAttempts: Int.max, maximumCrashesAfterRestore: Int.max
    )

    /// Creates a child.
    /// - Parameters:
    ///   - directory: The store's folder.
    ///   - firstGeneration: The first generation to save.
    package init(directory: URL, firstGeneration: Int) {
        self.directory = directory
        self.firstGeneration = firstGeneration
    }

    /// Saves until killed.
    /// - Throws: ``TortureError`` or a store or codec error if a save fails; the parent
    ///   counts a child that exits instead of dying as a failure.
    package func run() throws {
        let hook = FileCallHook()
        let store = try FileStore(directory: directory, files: hook)
        let codec = SnapshotCodec()
        let session = RestorationSession(store: store, sceneID: TortureGeneration.sceneID, policy: Self.checkpointPolicy, codec: codec)
        Self.report("ready")
        if checkpoints, session.beginLaunch().snapshot != nil {
            try session.finishRestoration()   // killed here: a death after a restore
        }
        var generation = firstGeneration
        while true {
            if let step, generation - firstGeneration == completedBeforeStep {
                install(step, on: hook)
            }
            let snapshot = TortureGeneration.snapshot(generation, payloadSize: payloadSize)
            if !checkpoints {
                try store.write(try codec.encode(snapshot), sceneID: TortureGeneration.sceneID)
            } else if generation % 3 == 0 {
                try session.save(snapshot)
            } else {
                try session.checkpoint(snapshot)
            }
            Self.report("done \(generation)")
            if step != nil, generation - firstGeneration >= completedBeforeStep {
                // The killer thread is late: wait for it rather than save another generation.
                while true { pause() }
            }
            generation += 1
        }
    }

    private func install(_ step: TortureStep, on hook: FileCallHook) {
        let target = step.fileCall
        let delay = maximumKillerDelayMicroseconds
        hook.set(after: { reached in
            guard reached == target else { return }
            if step == .midWrite {
                let microseconds = UInt32.random(in: 0...delay)
                Thread.detachNewThread {
                    usleep(microseconds)
                    kill(getpid(), SIGKILL)
                }
            } else {
                kill(getpid(), SIGKILL)
            }
        })
    }

    /// Writes one line to standard output with a single `write(2)`.
    static func report(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDOUT_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
