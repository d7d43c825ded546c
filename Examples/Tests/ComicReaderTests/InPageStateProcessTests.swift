import Foundation
import Testing

/// Both demos' long list and comment draft come back after `bg` and `kill -9`: at the same
/// issue, with the same draft and cursor, also when ten issues were inserted above it.
@Suite(.serialized)
struct InPageStateProcessTests {
    private func withStateFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("in-page-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// The ten new issues come from the flag for one demo and the environment for the other.
    @Test(arguments: [
        ("comic-reader", ["--insert-above", "10"], [String: String]()),
        ("route-reader", [], ["REVIVE_DEMO_INSERT_ABOVE": "10"]),
    ])
    func theListAndTheDraftComeBackAtTheSameIssueAfterKillDashNine(binary: String, insertArguments: [String], insertEnvironment: [String: String]) throws {
        try withStateFolder { folder in
            let first = try DemoProcess(binary, stateDirectory: folder)
            try first.waitForLaunch()
            for command in ["2", "down", "down", "up", "jump 41", "type Half-written", "cursor 4", "type !"] { try first.send(command) }
            #expect(first.lines.contains("   issues 41–60 of 500"))
            #expect(first.lines.contains("   Comment: Half!|-written"))
            try first.send("bg")
            #expect(first.lines.contains { $0.hasPrefix("Saved to ") })
            first.kill()

            let second = try DemoProcess(binary, stateDirectory: folder)
            try second.waitForLaunch()
            #expect(second.lines.first?.hasPrefix("Revive: restored") == true)
            #expect(second.atLines.first == "at: Library > All issues")
            #expect(second.lines.contains("   issues 41–60 of 500"))
            #expect(second.lines.contains("   41. One Piece vol. 11 [issue-41]"))
            #expect(second.lines.contains("   Comment: Half!|-written"))
            try second.send("type ?")                      // the cursor came back where it was
            #expect(second.lines.contains("   Comment: Half!?|-written"))
            try second.send("bg")
            second.kill()

            let third = try DemoProcess(binary, stateDirectory: folder, arguments: insertArguments, environment: insertEnvironment)
            try third.waitForLaunch()
            #expect(third.lines.contains("   issues 51–70 of 510"))      // the same issue, ten places down
            #expect(third.lines.contains("   51. One Piece vol. 11 [issue-41]"))
            #expect(third.lines.contains("   Comment: Half!?|-written"))
            try third.send("up")
            #expect(third.lines.contains("   issues 31–50 of 510"))
            third.kill()
        }
    }
}
