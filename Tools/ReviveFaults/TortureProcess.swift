#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import Foundation

/// One torture child: a process whose standard output is read line by line.
///
/// ```swift
/// let child = try TortureProcess.start(binary, arguments: ["child", "--directory", path, "--first", "1"])
/// try child.waitForReady()
/// let last = try child.killNow()   // the last generation it reported, if any
/// ```
final class TortureProcess {
    private let process: Process
    private let output: FileHandle
    private var buffer = Data()

    private init(process: Process, output: FileHandle) {
        self.process = process
        self.output = output
    }

    /// Starts `executable` with `arguments`, its standard output piped to the parent.
    static func start(_ executable: URL, arguments: [String]) throws -> TortureProcess {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            throw TortureError("cannot start \(executable.path): \(error)")
        }
        return TortureProcess(process: process, output: pipe.fileHandleForReading)
    }

    /// Reads until the child prints `ready`.
    func waitForReady() throws {
        while !String(decoding: buffer, as: UTF8.self).contains("ready\n") {
            let chunk = output.availableData
            if chunk.isEmpty {
                process.waitUntilExit()
                throw TortureError("the child ended before it was ready (status \(process.terminationStatus))")
            }
            buffer.append(chunk)
        }
    }

    /// Kills the child with `SIGKILL`, reaps it and returns the last generation it reported.
    func killNow() throws -> Int? {
        _ = kill(process.processIdentifier, SIGKILL)
        return try finish(expectingKill: true)
    }

    /// Waits for a child that kills itself and returns the last generation it reported.
    func waitForSelfKill() throws -> Int? {
        try finish(expectingKill: true)
    }

    private func finish(expectingKill: Bool) throws -> Int? {
        buffer.append(output.readDataToEndOfFile())
        process.waitUntilExit()
        try? output.close()
        if expectingKill, process.terminationReason != .uncaughtSignal {
            let text = String(decoding: buffer.suffix(400), as: UTF8.self)
            throw TortureError("the child exited with status \(process.terminationStatus) instead of being killed: \(text)")
        }
        return String(decoding: buffer, as: UTF8.self)
            .split(separator: "\n")
            .compactMap { line in line.hasPrefix("done ") ? Int(line.dropFirst(5)) : nil }
            .last
    }
}
