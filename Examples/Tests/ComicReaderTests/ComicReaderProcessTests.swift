import Foundation
import Testing

/// Runs the built `comic-reader`, kills it for real and starts it again.
struct ComicReaderProcessTests {
    private func withStateFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("comic-reader-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// Runs the demo to its end with `commands` on stdin; returns what it wrote to stderr.
    private func standardError(of binary: String, arguments: [String], commands: String, folder: URL) throws -> String {
        let process = Process()
        process.executableURL = DemoProcess.binaryURL(binary)
        process.arguments = ["--state-dir", folder.path] + arguments
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(commands.utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return text
    }

    @Test(arguments: ["comic-reader", "route-reader"])
    func verboseShowsWhatReviveDoesThroughTheLoggerTheDemoHandsIt(binary: String) throws {
        try withStateFolder { folder in
            let quiet = try standardError(of: binary, arguments: [], commands: "1\nbg\n", folder: folder)
            #expect(quiet.isEmpty)
            let verbose = try standardError(of: binary, arguments: ["--verbose"], commands: "quit\n", folder: folder)
            #expect(verbose.contains("launch: restored"))
            #expect(verbose.contains("user quit; saved state discarded"))
        }
    }

    @Test func comesBackToTheSamePlaceAfterKillDashNine() throws {
        try withStateFolder { folder in
            let first = try DemoProcess(stateDirectory: folder)
            try first.waitForLaunch()
            for command in ["1", "2", "1", "3", "1", "4", "1"] { try first.send(command) }
            try first.send("bg")
            let lastBeforeKill = try #require(first.atLines.last)
            #expect(lastBeforeKill == "at: Library > Comics > Bone #7 > Reader p.12 > Options")
            #expect(first.lines.contains { $0.hasPrefix("Saved to ") })
            first.kill()

            let second = try DemoProcess(stateDirectory: folder)
            try second.waitForLaunch()
            #expect(second.atLines.first == lastBeforeKill)
            #expect(second.lines.first?.hasPrefix("Revive: restored") == true)
            #expect(second.lines.contains("   Text size: 15"))
            second.kill()
        }
    }

    @Test func comesBackToAnotherTabWithASheet() throws {
        try withStateFolder { folder in
            let first = try DemoProcess(stateDirectory: folder)
            try first.waitForLaunch()
            for command in ["1", "tab 3", "1", "bg"] { try first.send(command) }
            let lastBeforeKill = try #require(first.atLines.last)
            #expect(lastBeforeKill == "at: Settings > Sign in")
            first.kill()
            let second = try DemoProcess(stateDirectory: folder)
            try second.waitForLaunch()
            #expect(second.atLines.first == lastBeforeKill)
            try second.send("tab 1")
            try second.send("back")
            #expect(second.atLines.last == "at: Settings")
            try second.send("tab 1")
            #expect(second.atLines.last == "at: Library > Comics")
            second.kill()
        }
    }

    @Test func startsFreshAndSaysSoAfterTheUserQuits() throws {
        try withStateFolder { folder in
            let first = try DemoProcess(stateDirectory: folder)
            try first.waitForLaunch()
            for command in ["1", "1", "bg"] { try first.send(command) }
            first.write("quit")
            let ended = try first.waitForExit()
            #expect(ended.status == 0)
            let second = try DemoProcess(stateDirectory: folder)
            try second.waitForLaunch()
            #expect(second.lines.first == "Revive: started fresh because the user quit the app")
            #expect(second.atLines.first == "at: Library")
            second.kill()
        }
    }

    @Test func aCrashDuringRestoreIsNotRepeated() throws {
        try withStateFolder { folder in
            let first = try DemoProcess(stateDirectory: folder)
            try first.waitForLaunch()
            for command in ["1", "1", "bg"] { try first.send(command) }
            first.kill()

            let crashing = try DemoProcess(stateDirectory: folder, environment: ["COMIC_READER_CRASH_DURING_RESTORE": "1"])
            let ended = try crashing.waitForExit()
            #expect(ended.reason == .uncaughtSignal)
            #expect(crashing.atLines.isEmpty)

            let third = try DemoProcess(stateDirectory: folder)
            try third.waitForLaunch()
            #expect(third.lines.first == "Revive: started fresh because the last restore crashed (1 attempt)")
            #expect(third.atLines.first == "at: Library")
            third.kill()
        }
    }

    @Test func aKillWithoutBackgroundingComesBackToTheLastCheckpoint() throws {
        try withStateFolder { folder in
            let first = try DemoProcess(stateDirectory: folder)
            try first.waitForLaunch()
            for command in ["1", "3", "bg"] { try first.send(command) }
            let saved = try #require(first.atLines.last)
            let beforeMoving = DemoProcess.checkpoint(in: folder)
            for command in ["1", "1", "1"] { try first.send(command) }
            let moved = try #require(first.atLines.last)
            #expect(moved != saved)
            try first.waitForCheckpoint(in: folder, replacing: beforeMoving)
            first.kill()   // a crash in the foreground: no bg since the last save
            let second = try DemoProcess(stateDirectory: folder)
            try second.waitForLaunch()
            #expect(second.atLines.first == moved)
            let checkpoint = folder.appendingPathComponent("default.checkpoint.marker").path
            let line = try #require(second.lines.first)
            #expect(line.hasPrefix("Revive: restored ") && line.hasSuffix(" pages from the checkpoint \(checkpoint) (newer than the save)"), "\(line)")
            second.kill()
        }
    }

    @Test func aSecondKillAfterARestoreComesBackToTheSamePlace() throws {
        try withStateFolder { folder in
            let first = try DemoProcess(stateDirectory: folder)
            try first.waitForLaunch()
            for command in ["1", "3", "1", "bg"] { try first.send(command) }
            let saved = try #require(first.atLines.last)
            first.kill()
            for _ in 0..<2 {   // restored, then killed again before any bg
                let again = try DemoProcess(stateDirectory: folder)
                try again.waitForLaunch()
                #expect(again.lines.first?.hasPrefix("Revive: restored") == true, "\(again.lines)")
                #expect(again.atLines.first == saved)
                try again.send("bg")
                #expect(again.lines.contains { $0.hasPrefix("Nothing changed since") }, "\(again.lines)")
                again.kill()
            }
        }
    }

    @Test func staysSignedInAfterKillDashNine() throws {
        try withStateFolder { folder in
            let first = try DemoProcess(stateDirectory: folder)
            try first.waitForLaunch()
            for command in ["tab 3", "1", "1", "bg"] { try first.send(command) }
            #expect(first.atLines.last == "at: Settings")
            #expect(first.lines.contains("   Signed in as reader@example.com"))
            first.kill()

            let second = try DemoProcess(stateDirectory: folder)
            try second.waitForLaunch()
            #expect(second.atLines.first == "at: Settings")
            #expect(second.lines.contains("   Signed in as reader@example.com"))
            second.kill()
            let archive = try Data(contentsOf: folder.appendingPathComponent("session.archive"))
            #expect(archive.range(of: Data("demo-password".utf8)) == nil)
        }
    }
}

/// The demos' refusal of a state folder is a sentence; `--verbose` adds Revive's code.
struct DemoStateFolderRefusalTests {
    @Test(arguments: ["comic-reader", "route-reader"])
    func aSharedStickyFolderIsRefusedInASentence(binary: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-shared-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.setAttributes([.posixPermissions: 0o1777], ofItemAtPath: folder.path)
        for verbose in [false, true] {
            let process = Process()
            process.executableURL = DemoProcess.binaryURL(binary)
            process.arguments = ["--state-dir", folder.path] + (verbose ? ["--verbose"] : [])
            let errors = Pipe()
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus != 0)
            #expect(text.contains("cannot use the state folder \(folder.path): \(folder.path) is a shared folder (mode 1777)"), "\(text)")
            #expect(text.contains("directoryUnavailable") == verbose, "\(text)")
        }
    }
}
