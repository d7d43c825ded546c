import Foundation
import Revive
import Testing

/// Runs the built `plain-shelf` — a plain SwiftUI app's own navigation model, kept by
/// `@ScenePreservedModel` and `@ScenePreserved` — kills it with SIGKILL and starts it again.
struct PlainShelfProcessTests {
    private func withStateFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plain-shelf-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test func theModelAndTheQueryComeBackAfterKillDashNine() throws {
        try withStateFolder { folder in
            let first = try DemoProcess("plain-shelf", stateDirectory: folder)
            try first.waitForLaunch()
            #expect(first.lines.first == "Revive: started fresh because no state was saved", "\(first.lines)")
            for command in ["tab search", "search em", "tab library", "book 2", "read 40", "review", "type Slow start, great ending", "bg"] {
                try first.send(command)
            }
            let lastBeforeKill = try #require(first.atLines.last)
            #expect(lastBeforeKill == #"at: Library | Emma > Reader p.40 | sheet: Review of Emma | draft: "Slow start, great ending" | search: "em""#)
            #expect(first.lines.contains("Saved to \(folder.appendingPathComponent("main.revive").path)."), "\(first.lines)")
            first.kill()

            let second = try DemoProcess("plain-shelf", stateDirectory: folder)
            try second.waitForLaunch()
            #expect(second.lines.first?.hasPrefix("Revive: restored the window main from ") == true, "\(second.lines)")
            #expect(second.atLines.first == lastBeforeKill)
            // The restored model is the live one: the app goes on from there.
            try second.send("back")
            try second.send("back")
            #expect(second.atLines.last == #"at: Library | Emma | sheet: none | draft: "Slow start, great ending" | search: "em""#)
            second.kill()
        }
    }

    @Test func eachSceneIDIsAWindowOfItsOwn() throws {
        try withStateFolder { folder in
            let left = try DemoProcess("plain-shelf", stateDirectory: folder, arguments: ["--scene", "left"])
            try left.waitForLaunch()
            for command in ["book 1", "bg"] { try left.send(command) }
            left.kill()
            let right = try DemoProcess("plain-shelf", stateDirectory: folder, arguments: ["--scene", "right"])
            try right.waitForLaunch()
            for command in ["book 4", "share", "bg"] { try right.send(command) }
            right.kill()

            let leftAgain = try DemoProcess("plain-shelf", stateDirectory: folder, arguments: ["--scene", "left"])
            try leftAgain.waitForLaunch()
            #expect(leftAgain.atLines.first == #"at: Library | Dune | sheet: none | draft: "" | search: """#)
            leftAgain.kill()
            let rightAgain = try DemoProcess("plain-shelf", stateDirectory: folder, arguments: ["--scene", "right"])
            try rightAgain.waitForLaunch()
            #expect(rightAgain.atLines.first == #"at: Library | Walden | sheet: Share Walden | draft: "" | search: """#)
            rightAgain.kill()
        }
    }

    @Test func quitClosesTheWindowAndItsStateGoes() throws {
        try withStateFolder { folder in
            let first = try DemoProcess("plain-shelf", stateDirectory: folder)
            try first.waitForLaunch()
            for command in ["book 3", "bg"] { try first.send(command) }
            first.write("quit")
            #expect(try first.waitForExit().status == 0)
            #expect(first.lines.contains("Closed the window: its saved state is deleted."))

            let second = try DemoProcess("plain-shelf", stateDirectory: folder)
            try second.waitForLaunch()
            #expect(second.lines.first == "Revive: started fresh because no state was saved", "\(second.lines)")
            #expect(second.atLines.first == #"at: Library | Books | sheet: none | draft: "" | search: """#)
            second.kill()
        }
    }

    @Test func aChangeLeftInTheForegroundComesBackFromTheCheckpoint() throws {
        try withStateFolder { folder in
            let first = try DemoProcess("plain-shelf", stateDirectory: folder)
            try first.waitForLaunch()
            for command in ["book 4", "read 9", "review", "type Before the crash"] { try first.send(command) }
            let lastBeforeKill = try #require(first.atLines.last)
            // No `bg`: the scene checkpoints the model's change within a second.
            let checkpoint = try FileStore(directory: folder).checkpointURL(for: "main").path
            try first.waitUntil("the checkpoint") { FileManager.default.fileExists(atPath: checkpoint) }
            Thread.sleep(forTimeInterval: 1.5)   // a checkpoint of the first commands may have come first: one more delay
            first.kill()

            let second = try DemoProcess("plain-shelf", stateDirectory: folder)
            try second.waitForLaunch()
            #expect(second.lines.first?.hasPrefix("Revive: restored the window main") == true, "\(second.lines)")
            #expect(second.atLines.first == lastBeforeKill)
            second.kill()
        }
    }
}
