import Foundation
@testable import Revive
import ReviveFaults
import Testing

/// A crash marker lives exactly as long as the guard's watch that armed it: a save or checkpoint
/// that ends the watch disarms it, and a launch removes a marker it finds whether it counts it or
/// not. Each run of the app is a ``ReviveProcess`` of its own on a real ``FileStore`` folder; a
/// crash is the marker the handler would write for a marker the process watches.
struct CrashMarkerLifetimeTests {
    private let scene = "main"
    private let saved = Snapshot(header: .init(sceneID: "main"), root: .init(typeName: "ReaderPage"))

    /// One run of the app: a launch in a process of its own, finished when it restores.
    private struct Run {
        let session: RestorationSession
        let process: ReviveProcess
        let outcome: Result<Snapshot, LaunchResult.FreshReason>
        let marker: String

        /// Whether a crash now would write the scene's marker: this process watches it. (The
        /// handler's memory, shared by every suite of this test process, has 16 slots; which of
        /// them hold a path depends on the suites running beside this one.)
        var isArmed: Bool { process.crashMarkers.contains(marker) }

        /// Dies as a crash does: the handler writes the marker if it is armed.
        func crash() throws {
            if isArmed { try Data("1".utf8).write(to: URL(fileURLWithPath: marker)) }
            process.end()
        }

        /// Dies as the system's SIGKILL does: nothing is written.
        func kill() { process.end() }
    }

    private func launch(_ store: FileStore) throws -> Run {
        let process = ReviveProcess()
        let session = RestorationSession(store: store, sceneID: scene, process: process)
        let outcome = session.beginLaunch()
        if outcome.snapshot != nil { try session.finishRestoration() }
        let marker = try #require(store.markerPath(named: RestorationSession.crashedMarker, sceneID: scene))
        return Run(session: session, process: process, outcome: outcome, marker: marker)
    }

    private func withStore(_ body: (FileStore) throws -> Void) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try body(FileStore(directory: folder.url))
    }

    @Test func aCheckpointAfterARestoreDisarmsTheCrashMarker() throws {
        try withStore { store in
            let first = try launch(store)
            try first.session.save(saved)
            first.kill()
            let restored = try launch(store)
            #expect(restored.outcome.snapshot != nil)
            #expect(restored.isArmed)
            try restored.session.checkpoint(saved)
            #expect(!restored.isArmed, "the checkpoint ended the watch, but a crash would still write the marker")
            restored.kill()
        }
    }

    @Test func aSaveAfterARestoreDisarmsTheCrashMarkerAndTheNextRestoreArmsItAgain() throws {
        try withStore { store in
            let first = try launch(store)
            try first.session.save(saved)
            first.kill()
            let restored = try launch(store)
            try restored.session.save(saved)
            #expect(!restored.isArmed)
            restored.kill()
            let again = try launch(store)
            #expect(again.outcome.snapshot != nil)
            #expect(again.isArmed, "a restore after the save must be watched again")
            again.kill()
        }
    }

    @Test func aLaunchRemovesACrashMarkerItDoesNotCount() throws {
        try withStore { store in
            let first = try launch(store)
            try first.session.save(saved)
            first.kill()
            // A marker with no finished restore before it: nothing to count, but it must go.
            let marker = try #require(store.markerPath(named: RestorationSession.crashedMarker, sceneID: scene))
            try Data("1".utf8).write(to: URL(fileURLWithPath: marker))
            let next = try launch(store)
            #expect(next.outcome.snapshot != nil)
            #expect(!FileManager.default.fileExists(atPath: marker), "an uncounted marker outlived the launch")
            next.kill()
            #expect(try launch(store).outcome.snapshot != nil, "the kill after the restore was counted as a crash")
        }
    }

    @Test func aStaleMarkerNeverTurnsALaterKillIntoACrash() throws {
        // The five steps: save; restore, checkpoint, crash (a marker written after the watch
        // ended, as a handler left armed would); restore, kill; restore, crash; launch. One crash
        // counts, and the place comes back.
        try withStore { store in
            let first = try launch(store)
            try first.session.save(saved)
            first.kill()
            let second = try launch(store)
            try second.session.checkpoint(saved)
            try Data("1".utf8).write(to: URL(fileURLWithPath: second.marker))   // the old bug's marker
            second.kill()
            let third = try launch(store)
            #expect(third.outcome.snapshot != nil)
            third.kill()
            let fourth = try launch(store)
            #expect(fourth.outcome.snapshot != nil)
            try fourth.crash()
            let fifth = try launch(store)
            #expect(fifth.outcome.snapshot != nil, "\(fifth.outcome.launchDescription)")
            fifth.kill()
        }
    }
}
