import Foundation
import ReviveFaults
import Testing

/// Runs the built `revive` executable, as swift-argument-parser's example tests do.
///
/// The binary is found next to the test bundle in the build products folder (the test target
/// depends on the executable target, so `swift test` builds it first).
enum ReviveBinary {
    /// What one run printed and how it ended.
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
        let exitedNormally: Bool
    }

    struct TimedOut: Error, CustomStringConvertible {
        let arguments: [String]
        var description: String { "revive \(arguments.joined(separator: " ")) did not finish in time" }
    }

    struct NotFound: Error, CustomStringConvertible {
        let searched: [String]
        var description: String { "the revive binary was not found in \(searched.joined(separator: ", "))" }
    }

    /// The products folder: where the test bundle (or test executable) sits.
    static func productsFolders() -> [URL] {
        var folders: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        let executable = URL(fileURLWithPath: ProcessInfo.processInfo.arguments.first ?? "")
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<4 {  // .build/debug/X.xctest/Contents/MacOS/X on macOS
            folders.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        folders.append(Bundle.main.bundleURL)
        folders.append(PackageFolder.root.appendingPathComponent(".build/debug"))
        return folders
    }

    /// The `revive` executable.
    static func url() throws -> URL {
        let folders = productsFolders()
        for folder in folders {
            let candidate = folder.appendingPathComponent("revive")
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        throw NotFound(searched: folders.map(\.path))
    }

    /// Runs `revive` with `arguments`, killing it after `timeout` seconds.
    static func run(_ arguments: [String], timeout: Double = 60) throws -> Run {
        let process = Process()
        process.executableURL = try url()
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let stdout = Collected()
        let stderr = Collected()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) { stdout.set(output.fileHandleForReading.readDataToEndOfFile()) }
        DispatchQueue.global().async(group: reading) { stderr.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            throw TimedOut(arguments: arguments)
        }
        _ = reading.wait(timeout: .now() + timeout)
        return Run(
            status: process.terminationStatus, stdout: stdout.text, stderr: stderr.text,
            exitedNormally: process.terminationReason == .exit
        )
    }

    /// Bytes read on another thread, handed over under a lock.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()

        func set(_ data: Data) {
            lock.lock()
            defer { lock.unlock() }
            self.data = data
        }

        var text: String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: data, as: UTF8.self)
        }
    }
}
