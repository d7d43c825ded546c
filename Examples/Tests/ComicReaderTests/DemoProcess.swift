import Foundation

/// A built demo binary (`comic-reader`, `route-reader`), run as a real child process driven over stdin.
final class DemoProcess: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var buffer = Data()
    private var outputEnded = false

    /// The binary next to the test bundle (SwiftPM builds the executables the tests depend on there).
    static func binaryURL(_ name: String) -> URL {
        let bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let beside = bundleFolder.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/\(name)")
    }

    /// Starts `binary` on `stateDirectory`; with `ignoringSIGPIPE`, through a shell that sets
    /// `SIGPIPE` to ignored first (an ignored signal stays ignored across `exec`), as a parent
    /// process or a terminal multiplexer may.
    init(_ binary: String = "comic-reader", stateDirectory: URL, arguments: [String] = [], environment: [String: String] = [:], ignoringSIGPIPE: Bool = false) throws {
        let demoArguments = ["--state-dir", stateDirectory.path] + arguments
        if ignoringSIGPIPE {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "trap '' PIPE; exec \"$0\" \"$@\"", Self.binaryURL(binary).path] + demoArguments
        } else {
            process.executableURL = Self.binaryURL(binary)
            process.arguments = demoArguments
        }
        var env = ProcessInfo.processInfo.environment
        env["SWIFT_BACKTRACE"] = "enable=no"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let chunk = handle.availableData
            if chunk.isEmpty { handle.readabilityHandler = nil }   // the end of the output
            guard let self else { return }
            self.lock.withLock {
                if chunk.isEmpty { self.outputEnded = true } else { self.buffer.append(chunk) }
            }
        }
        try process.run()
    }

    /// Everything the process printed so far, as lines.
    var lines: [String] {
        lock.withLock { String(decoding: buffer, as: UTF8.self) }.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The `at:` lines printed so far.
    var atLines: [String] { lines.filter { $0.hasPrefix("at: ") } }

    /// Sends one command and waits for the `at:` line that follows it.
    func send(_ command: String) throws {
        let before = atLines.count
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
        try waitUntil("an at: line after \(command)") { self.atLines.count > before }
    }

    /// Waits for the launch screen.
    func waitForLaunch() throws {
        try waitUntil("the launch screen") { !self.atLines.isEmpty }
    }

    /// Sends a line without waiting for an answer; a process that has gone is not an error.
    func write(_ line: String) {
        try? input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Whether the process has not ended yet.
    var isRunning: Bool { process.isRunning }

    func waitUntil(_ what: String, timeout: TimeInterval = 60, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { throw Failure(description: "timed out waiting for \(what); output:\n\(lines.joined(separator: "\n"))") }
            // An ended process is waited for until its last output is read, not for a while.
            if !process.isRunning, lock.withLock({ outputEnded }), !condition() {
                throw Failure(description: "the process exited while waiting for \(what); output:\n\(lines.joined(separator: "\n"))")
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
    }

    /// Stops reading the process's standard output and closes it: its next write fails.
    func closeOutput() throws {
        output.fileHandleForReading.readabilityHandler = nil
        lock.withLock { outputEnded = true }
        try output.fileHandleForReading.close()
    }

    /// Closes the process's standard input: it reads the end of its input.
    func closeInput() throws {
        try input.fileHandleForWriting.close()
    }

    /// SIGKILL, as the system kills a suspended app.
    func kill() {
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The bytes of the demo's checkpoint in `folder` now, or `nil` when there is none.
    static func checkpoint(in folder: URL) -> Data? {
        try? Data(contentsOf: folder.appendingPathComponent("default.checkpoint.marker"))
    }

    /// Waits for the demo's automatic checkpoint, which the controller writes once navigation
    /// has settled for its delay (a second), with no call of the demo's: the checkpoint file
    /// holds other bytes than `before`, read before the commands that moved.
    func waitForCheckpoint(in folder: URL, replacing before: Data?) throws {
        try waitUntil("the automatic checkpoint") { Self.checkpoint(in: folder) != before }
    }

    /// Sends `signal` (`kill -SEGV`, as the issue's repro does) and waits for the process to end.
    /// - Returns: How it ended.
    func crash(with signal: Int32) throws -> (status: Int32, reason: Process.TerminationReason) {
        Foundation.kill(process.processIdentifier, signal)
        return try waitForExit()
    }

    /// Waits for the process to end by itself.
    func waitForExit(timeout: TimeInterval = 60) throws -> (status: Int32, reason: Process.TerminationReason) {
        try waitUntil("the process to exit", timeout: timeout) { !self.process.isRunning }
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason)
    }

    deinit {
        output.fileHandleForReading.readabilityHandler = nil
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
    }
}
