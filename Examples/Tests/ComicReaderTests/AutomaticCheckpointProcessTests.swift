import Foundation
import Testing

/// The demos run the automatic path, as an app does: they read input off the main actor and call
/// no `checkpoint()` of their own, so the controller's checkpoint after navigation settles (its
/// documented delay, a second) is what a death in the foreground comes back to.
struct AutomaticCheckpointProcessTests {
    private func withStateFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("automatic-checkpoint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test(arguments: ["comic-reader", "route-reader"], [SIGKILL, SIGSEGV])
    func aDeathInTheForegroundAfterTheDelayComesBackToTheSettledScreen(binary: String, signal: Int32) throws {
        try withStateFolder { folder in
            let first = try DemoProcess(binary, stateDirectory: folder)
            try first.waitForLaunch()
            // One move, so that any checkpoint after it holds the settled screen; none is written
            // with the move itself, as the demo's own call did.
            try first.send("2")
            let settled = try #require(first.atLines.last)
            #expect(DemoProcess.checkpoint(in: folder) == nil, "a checkpoint with the command: the demo wrote one itself")
            try first.waitForCheckpoint(in: folder, replacing: nil)
            let ended = try first.crash(with: signal)
            #expect(ended.reason == .uncaughtSignal && ended.status == signal)

            let second = try DemoProcess(binary, stateDirectory: folder)
            try second.waitForLaunch()
            let checkpoint = folder.appendingPathComponent("default.checkpoint.marker").path
            #expect(second.lines.first?.hasSuffix("from the checkpoint \(checkpoint) (there is no save)") == true, "\(second.lines)")
            #expect(second.atLines.first == settled)
            second.kill()
        }
    }
}
