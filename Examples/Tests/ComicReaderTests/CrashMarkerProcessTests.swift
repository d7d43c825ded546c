import Foundation
import Testing

/// A crash marker lives exactly as long as the guard's watch, in the built demos: a crash after a
/// checkpoint ended the watch leaves no marker, so no later kill is taken for a crash, and the
/// place is set aside only after two crashes in a row that each followed a restore.
struct CrashMarkerProcessTests {
    private func withStateFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crash-marker-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test(arguments: ["comic-reader", "route-reader"])
    func aCrashAfterACheckpointLeavesNoMarkerThatALaterKillTurnsIntoACrash(binary: String) throws {
        try withStateFolder { folder in
            let marker = folder.appendingPathComponent("default.crashed.marker").path
            // 1. Save.
            let first = try DemoProcess(binary, stateDirectory: folder)
            try first.waitForLaunch()
            for command in ["2", "down", "bg"] { try first.send(command) }
            first.kill()

            // 2. Restore, move (a checkpoint ends the guard's watch), then crash.
            let second = try DemoProcess(binary, stateDirectory: folder)
            try second.waitForLaunch()
            #expect(second.lines.first?.hasPrefix("Revive: restored") == true, "\(second.lines)")
            let beforeMoving = DemoProcess.checkpoint(in: folder)
            try second.send("tab 3")
            let moved = try #require(second.atLines.last)
            try second.waitForCheckpoint(in: folder, replacing: beforeMoving)
            let crashed = try second.crash(with: SIGSEGV)
            #expect(crashed.reason == .uncaughtSignal && crashed.status == SIGSEGV)
            #expect(!FileManager.default.fileExists(atPath: marker), "the crash after the checkpoint left a marker")

            // 3. Restore, then the system's kill.
            let third = try DemoProcess(binary, stateDirectory: folder)
            try third.waitForLaunch()
            #expect(third.lines.first?.hasPrefix("Revive: restored") == true, "\(third.lines)")
            third.kill()

            // 4. Restore, then a crash while the guard watches: its marker is written.
            let fourth = try DemoProcess(binary, stateDirectory: folder)
            try fourth.waitForLaunch()
            #expect(fourth.lines.first?.hasPrefix("Revive: restored") == true, "\(fourth.lines)")
            _ = try fourth.crash(with: SIGSEGV)
            #expect(FileManager.default.fileExists(atPath: marker), "a crash right after a restore must be counted")

            // 5. One crash counts: the place comes back.
            let fifth = try DemoProcess(binary, stateDirectory: folder)
            try fifth.waitForLaunch()
            #expect(fifth.lines.first?.hasPrefix("Revive: restored") == true, "\(fifth.lines)")
            #expect(fifth.atLines.first == moved)
            #expect(!FileManager.default.fileExists(atPath: marker), "the launch that counted the marker removes it")
            fifth.kill()
        }
    }
}
