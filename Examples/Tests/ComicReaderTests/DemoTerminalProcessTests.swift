import ComicReader
import Foundation
import Revive
import ReviveSwiftUI
import RouteReader
import Testing

/// Runs both built demos through what their shared terminal loop (`DemoTerminal`) must bear:
/// a closed standard output, an endless line, numbers at the edges of `Int`, a second instance
/// on the same folder, and a quit that discards nothing.
struct DemoTerminalProcessTests {
    static let demos = ["comic-reader", "route-reader"]

    private func withStateFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-terminal-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// Runs `binary` to its end with `commands` on stdin; returns its status, stdout and stderr.
    private func run(_ binary: String, folder: URL, commands: String) throws -> (status: Int32, reason: Process.TerminationReason, output: String, errors: String) {
        let process = Process()
        process.executableURL = DemoProcess.binaryURL(binary)
        process.arguments = ["--state-dir", folder.path]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = LockedData(), errorData = LockedData()
        let readers = DispatchGroup()
        for (pipe, data) in [(output, outputData), (errors, errorData)] {
            DispatchQueue.global().async(group: readers) { data.set(pipe.fileHandleForReading.readDataToEndOfFile()) }
        }
        input.fileHandleForWriting.write(Data(commands.utf8))
        try input.fileHandleForWriting.close()
        readers.wait()
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason, outputData.text, errorData.text)
    }

    @Test(arguments: demos)
    func aClosedStandardOutputEndsTheDemoQuietlyAndKeepsTheLastSave(binary: String) throws {
        try withStateFolder { folder in
            let demo = try DemoProcess(binary, stateDirectory: folder, ignoringSIGPIPE: true)
            try demo.waitForLaunch()
            for command in ["1", "2", "bg"] { try demo.send(command) }
            let saved = try #require(demo.atLines.last)
            #expect(demo.lines.contains { $0.hasPrefix("Saved to ") })
            try demo.closeOutput()
            // The test writes to a demo that may have ended: a failed write must not kill it.
            signal(SIGPIPE, SIG_IGN)
            // Commands until the demo writes to the closed output (closing the reader's side
            // may take a moment to land) and ends; a minute at most, a guard against a hang.
            let deadline = Date().addingTimeInterval(60)
            while demo.isRunning, Date() < deadline {
                demo.write("help")
                Thread.sleep(forTimeInterval: 0.05)
            }
            let ended = try demo.waitForExit()
            #expect(ended.reason == .exit, "ended by a signal (\(ended.status)), not quietly")
            #expect(ended.status == 0)

            let next = try DemoProcess(binary, stateDirectory: folder)
            try next.waitForLaunch()
            #expect(next.lines.first?.hasPrefix("Revive: restored") == true, "\(next.lines)")
            #expect(next.atLines.first == saved)
            next.kill()
        }
    }

    @Test(arguments: demos)
    func savedIsSaidOnlyOfAFileOnDiskEvenAfterItWasDeletedFromOutside(binary: String) throws {
        try withStateFolder { folder in
            let demo = try DemoProcess(binary, stateDirectory: folder)
            try demo.waitForLaunch()
            for command in ["1", "1", "bg"] { try demo.send(command) }
            let file = folder.appendingPathComponent("default.revive")
            try FileManager.default.removeItem(at: file)
            try demo.send("bg")
            #expect(demo.lines.filter { $0.hasPrefix("Saved to ") }.count == 2)
            #expect(FileManager.default.fileExists(atPath: file.path), "\"Saved\" with no file on disk")
            demo.kill()

            let next = try DemoProcess(binary, stateDirectory: folder)
            try next.waitForLaunch()
            #expect(next.atLines.first == "at: Library > Comics > One Piece #42")
            next.kill()
        }
    }

    @Test(arguments: demos)
    func aStateFolderOpenToOthersIsLeftAsItIs(binary: String) throws {
        try withStateFolder { folder in
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
            let demo = try DemoProcess(binary, stateDirectory: folder)
            try demo.waitForLaunch()
            for command in ["1", "bg"] { try demo.send(command) }
            demo.kill()
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o755)
            let file = folder.appendingPathComponent("Revive/default.revive")
            #expect(demo.lines.contains("Saved to \(file.standardizedFileURL.path)."), "\(demo.lines)")
        }
    }

    @Test(arguments: demos, ["folder", "symbolic link"])
    func aLockPathThatIsNotAFileStopsTheSecondInstanceAndItSaysSo(binary: String, kind: String) throws {
        try withStateFolder { folder in
            let first = try DemoProcess(binary, stateDirectory: folder)
            try first.waitForLaunch()
            for command in ["1", "bg"] { try first.send(command) }
            let file = folder.appendingPathComponent("default.revive")
            let saved = try Data(contentsOf: file)
            let lock = folder.appendingPathComponent("default.lock")
            try FileManager.default.removeItem(at: lock)
            if kind == "folder" {
                try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)
            } else {
                try FileManager.default.createSymbolicLink(at: lock, withDestinationURL: folder.appendingPathComponent("elsewhere"))
            }

            let second = try run(binary, folder: folder, commands: "bg\nquit\n")
            #expect(second.status == 0)
            let lines = second.output.split(separator: "\n").map(String.init)
            #expect(lines.first == "Revive: started fresh because another process holds this scene")
            #expect(lines.contains { $0.hasPrefix("Another process is using ") && $0.contains("its lock file is not a regular file") })
            #expect(lines.contains { $0.hasPrefix("Not saved: ") && $0.contains("not a regular file") })
            #expect(lines.last?.hasPrefix("Quit without discarding the saved state: ") == true, "\(lines)")
            #expect(try Data(contentsOf: file) == saved)
            first.kill()
        }
    }

    @Test func aSecondInstanceCannotSignTheFirstOneOut() throws {
        try withStateFolder { folder in
            let first = try DemoProcess(stateDirectory: folder)
            try first.waitForLaunch()
            for command in ["tab 3", "1", "1"] { try first.send(command) }
            #expect(first.lines.contains("   Signed in as reader@example.com"))
            let archive = folder.appendingPathComponent("session.archive")
            let before = try Data(contentsOf: archive)

            let second = try run("comic-reader", folder: folder, commands: "tab 3\n1\n")
            let lines = second.output.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix("Cannot do that: ") && $0.contains("held by another process") }, "\(lines)")
            #expect(try Data(contentsOf: archive) == before)

            try first.send("tab 1")
            try first.send("tab 3")
            #expect(first.lines.last { $0.contains("Signed in as") || $0.contains("Not signed in") } == "   Signed in as reader@example.com")
            first.kill()
        }
    }

    @Test(arguments: demos)
    func aLineOverFourKibibytesIsRefusedAndTheNextLineRuns(binary: String) throws {
        try withStateFolder { folder in
            let demo = try DemoProcess(binary, stateDirectory: folder)
            try demo.waitForLaunch()
            demo.write("1" + String(repeating: "0", count: 1_000_000))
            try demo.send("1")
            let refused = demo.lines.contains("That line is 1000001 bytes long; lines of up to 4096 bytes are read. It was ignored.")
            #expect(refused, "no refusal among \(demo.lines.count) lines")
            #expect(demo.atLines == ["at: Library", "at: Library > Comics"])
            demo.write(String(repeating: "x", count: DemoTerminal.maximumLineLength))   // exactly at the limit: run
            try demo.send("back")
            let ranAtTheLimit = demo.lines.contains { $0.hasPrefix("Unknown command 'xxxx") }
            #expect(ranAtTheLimit, "a line of exactly the limit was not run")
            demo.kill()
        }
    }

    @Test(arguments: demos)
    func numbersAtTheEdgesOfIntAreRefusedNotTrapped(binary: String) throws {
        try withStateFolder { folder in
            let commands = ["-9223372036854775808", "tab -9223372036854775808", "9223372036854775807", "tab 9223372036854775807", "0", "1"]
            let ended = try run(binary, folder: folder, commands: commands.joined(separator: "\n") + "\n")
            #expect(ended.reason == .exit, "trapped: \(ended.errors)")
            #expect(ended.status == 0)
            #expect(ended.output.contains("There is no item -9223372036854775808 here."))
            #expect(ended.output.contains("Usage: tab N, with N from 1 to 3."))
            #expect(ended.output.contains("at: Library > Comics"))
        }
    }

    @Test(arguments: demos)
    func aSecondInstanceSaysInSentencesThatItLeavesTheFirstOnesStateAlone(binary: String) throws {
        try withStateFolder { folder in
            let first = try DemoProcess(binary, stateDirectory: folder)
            try first.waitForLaunch()
            for command in ["1", "bg"] { try first.send(command) }

            let second = try run(binary, folder: folder, commands: "bg\nquit\n")
            #expect(second.status == 0)
            #expect(second.errors.isEmpty, "a raw log line: \(second.errors)")
            let lines = second.output.split(separator: "\n").map(String.init)
            #expect(lines.first == "Revive: started fresh because another process holds this scene")
            #expect(lines.contains { $0.hasPrefix("Another process is using \(folder.standardizedFileURL.path)") })
            #expect(lines.contains { $0.hasPrefix("Not saved: ") })
            #expect(lines.last == "Quit without discarding the saved state: another process holds scene \"default\"; its saved state is left as it is.")
            #expect(!lines.contains("Quit: the saved state is discarded."))

            first.kill()
            let third = try DemoProcess(binary, stateDirectory: folder)
            try third.waitForLaunch()
            #expect(third.atLines.first == "at: Library > Comics")
            third.kill()
        }
    }

    @Test(arguments: demos)
    func bothDemosCountRestoredPages(binary: String) throws {
        try withStateFolder { folder in
            let first = try DemoProcess(binary, stateDirectory: folder)
            try first.waitForLaunch()
            for command in ["1", "2", "bg"] { try first.send(command) }
            first.kill()
            let second = try DemoProcess(binary, stateDirectory: folder)
            try second.waitForLaunch()
            let line = try #require(second.lines.first)
            #expect(line.range(of: #"^Revive: restored \d+ pages from "#, options: .regularExpression) != nil, "\(line)")
            second.kill()
        }
    }

    /// Whether `line` is the launch line of a restore from `source` (a path, and what follows it).
    private func restores(_ line: String, from source: String) -> Bool {
        line.range(of: #"^Revive: restored \d+ pages from "#, options: .regularExpression) != nil && line.hasSuffix(" pages from \(source)")
    }

    @Test(arguments: demos)
    func theLaunchLineNamesTheFileItRestoredFrom(binary: String) throws {
        try withStateFolder { folder in
            let save = folder.appendingPathComponent("default.revive").path
            let checkpoint = folder.appendingPathComponent("default.checkpoint.marker").path
            let first = try DemoProcess(binary, stateDirectory: folder)
            try first.waitForLaunch()
            try first.send("1")
            try first.waitForCheckpoint(in: folder, replacing: nil)
            first.kill()   // never sent to the background: only the checkpoint is on disk
            let second = try DemoProcess(binary, stateDirectory: folder)
            try second.waitForLaunch()
            let fromCheckpointAlone = try #require(second.lines.first)
            #expect(restores(fromCheckpointAlone, from: "the checkpoint \(checkpoint) (there is no save)"), "\(fromCheckpointAlone)")
            for command in ["2", "bg"] { try second.send(command) }
            second.kill()   // sent to the background: the save supersedes the checkpoint
            let third = try DemoProcess(binary, stateDirectory: folder)
            try third.waitForLaunch()
            let fromSave = try #require(third.lines.first)
            #expect(restores(fromSave, from: save), "\(fromSave)")
            let beforeMoving = DemoProcess.checkpoint(in: folder)
            try third.send("back")
            try third.waitForCheckpoint(in: folder, replacing: beforeMoving)
            third.kill()   // moved, no bg since: the checkpoint is newer than the save
            let fourth = try DemoProcess(binary, stateDirectory: folder)
            try fourth.waitForLaunch()
            let fromCheckpoint = try #require(fourth.lines.first)
            #expect(restores(fromCheckpoint, from: "the checkpoint \(checkpoint) (newer than the save)"), "\(fromCheckpoint)")
            #expect(fourth.atLines.first == third.atLines.last)
            fourth.kill()
        }
    }

    @Test @MainActor func routeReaderPrunesRestoredRoutesOutOfRangeAndStepsWithoutOverflow() throws {
        try withStateFolder { folder in
            let tree = RouteTree<ReaderRoute, String>(
                tabs: [
                    RouteTree.TabStack(id: "library", path: [.comics, .comic(id: 42), .reader(comicID: 42, page: 3), .reader(comicID: 42, page: .max)]),
                    RouteTree.TabStack(id: "favorites", path: [.comic(id: .min)]),
                    RouteTree.TabStack(id: "settings"),
                ],
                modals: [RouteTree.Modal(.options(textSize: .max))]
            )
            let routes = RouteHierarchy(routes: ReaderRoute.registry, tree: tree)
            let header = Snapshot.Header(appVersion: "1.0", schemaVersion: 1, sceneID: "default")
            let bytes = try SnapshotCodec().encode(try routes.captureSnapshot(header: header))
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try bytes.write(to: folder.appendingPathComponent("default.revive"))

            let demo = try DemoProcess("route-reader", stateDirectory: folder)
            try demo.waitForLaunch()
            #expect(demo.lines.first?.hasSuffix("(4 dropped or defaulted)") == true, "\(demo.lines)")
            #expect(demo.atLines.first == "at: Library > Comics > One Piece #42 > Reader p.3")
            for command in ["3", "3", "3", "3", "3", "3", "3"] { try demo.send(command) }
            #expect(demo.atLines.last == "at: Library > Comics > One Piece #42 > Reader p.60")
            try demo.send("routes")
            #expect(demo.lines.last { $0.hasPrefix("routes: ") } == "routes: *library[comics > comic(42) > reader(42,p60)] | favorites[] | settings[]")
            demo.kill()
        }
    }
}

/// Bytes a reader thread hands to the test.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ value: Data) { lock.withLock { data = value } }
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}
