import Foundation

/// The built `arcade` executable, run as a real child process driven over standard input.
final class ArcadeProcess: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var buffer = Data()
    private var outputEnded = false

    /// The binary beside the test bundle: the test target depends on the executable, so
    /// `swift test` builds it there.
    static var binaryURL: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("arcade")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return package.appendingPathComponent(".build/debug/arcade")
    }

    /// Starts `arcade --state-dir FOLDER --session SESSION [--release N]` and waits for its first
    /// place line.
    init(stateDirectory: URL, session: String = "main", release: Int? = nil) throws {
        process.executableURL = Self.binaryURL
        process.arguments = ["--state-dir", stateDirectory.path, "--session", session] + (release.map { ["--release", "\($0)"] } ?? [])
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let chunk = handle.availableData
            if chunk.isEmpty { handle.readabilityHandler = nil }   // the end of the output
            guard let self else { return }
            lock.withLock {
                if chunk.isEmpty { outputEnded = true } else { buffer.append(chunk) }
            }
        }
        try process.run()
        try waitUntil("the first place line") { !placeLines.isEmpty }
    }

    /// Everything printed so far, line by line.
    var lines: [String] {
        lock.withLock { String(decoding: buffer, as: UTF8.self) }.split(separator: "\n").map(String.init)
    }

    /// The `at:` lines printed so far.
    var placeLines: [String] { lines.filter { $0.hasPrefix("at: ") } }

    /// The `launch:` line.
    var launchLine: String? { lines.first { $0.hasPrefix("launch: ") } }

    /// The launch report's items, one `report:` line each.
    var reportLines: [String] { lines.filter { $0.hasPrefix("report: ") } }

    /// Sends one command and waits for the place line that follows it.
    @discardableResult
    func send(_ command: String) throws -> String {
        let before = placeLines.count
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
        try waitUntil("a place line after \(command)") { placeLines.count > before }
        return placeLines[before]
    }

    /// Sends a command after which the game exits, and waits for the exit.
    func sendLast(_ command: String) throws -> Int32 {
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
        try waitUntil("the exit after \(command)") { !process.isRunning }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// SIGKILL, as the system kills a suspended game.
    func kill() {
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Whether the process died of a signal.
    var wasKilled: Bool { process.terminationReason == .uncaughtSignal }

    /// Waits for `condition`, failing after a minute (a guard against a hung child, not a speed check).
    private func waitUntil(_ what: String, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(60)
        while !condition() {
            // An ended process is waited for until its last output is read, not for a while.
            if Date() > deadline || (!process.isRunning && lock.withLock({ outputEnded }) && !condition()) {
                throw Failure(description: "no \(what); output:\n\(lines.joined(separator: "\n"))")
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
    }

    deinit {
        output.fileHandleForReading.readabilityHandler = nil
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
    }
}
