import Foundation
import Testing

/// A launch never aborts on a hostile file under a memory limit.
///
/// Each built demo is started under an address-space limit (`ulimit -v`, Linux's `RLIMIT_AS`,
/// which stands here for an app extension's memory limit) over a folder whose saved state, or
/// checkpoint, is a hostile file (``HostileStateFile``). It must start fresh and say why, and
/// exit normally when its input ends, every time. Before the caps were lowered (4 MiB of file,
/// 16 MiB of tree, from 16 and 64), 3 launches in 12 of `comic-reader` over 16 MiB of arrays of
/// nulls aborted under 300 MB ("failed to allocate 2400032 bytes": an array of 100,000 values,
/// reserved while the refused file's tree grew to its 64 MiB cap).
///
/// The limit is 170 MB with `MALLOC_ARENA_MAX=1`: glibc keeps one heap, so the address space
/// is what the process maps (about 120–140 MB for the demos: libraries, thread stacks, heap)
/// and the limit works as a memory limit. There every launch of the old caps aborted (0 of 3
/// over either file) and every launch of the new ones starts fresh. Not 300 MB with glibc as it
/// is, as the outside check ran: there each thread that allocates gets a heap of its own that
/// reserves 64 MiB of address space, so what is left depends on how many threads ran first,
/// and a demo sometimes hangs before its first line whatever the folder holds (libdispatch
/// waits forever for room to start a thread: `plain-shelf` over an empty folder 2 launches in
/// 6, `comic-reader` over a file refused unread 1 in about 50). Its aborts are gone there too
/// (*Saved state on disk*), but a test of it would fail for the hang.
@Suite(.serialized, .enabled(if: AddressSpaceLimit.isEnforced))
struct MemoryLimitProcessTests {
    /// A limit in KiB (`ulimit -v` counts KiB) and the environment beside it.
    struct Limit {
        let kibibytes: Int
        let environment: [String: String]

        /// 170 MB with one glibc heap: address space close to memory.
        static let tight = Limit(kibibytes: 170 * 1024, environment: ["MALLOC_ARENA_MAX": "1"])
    }

    /// Runs `binary` over `folder` under `limit` with empty input; returns its output and how
    /// it ended. One that has not ended after 60 s (hung, waiting for room to start a thread)
    /// is killed, and then fails the test as a signal.
    static func launch(_ binary: String, folder: URL, limit: Limit) throws -> (output: [String], status: Int32, reason: Process.TerminationReason) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", "ulimit -v \(limit.kibibytes) && exec \"$0\" \"$@\"", DemoProcess.binaryURL(binary).path,
            "--state-dir", folder.path,
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        for (key, value) in limit.environment { environment[key] = value }
        process.environment = environment
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let pid = process.processIdentifier
        let ended = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            if ended.wait(timeout: .now() + 60) == .timedOut { kill(pid, SIGKILL) }
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        ended.signal()
        return (text.split(separator: "\n").map(String.init), process.terminationStatus, process.terminationReason)
    }

    /// A new private folder holding `file` under `name`.
    static func folder(holding file: Data, as name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("memory-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try file.write(to: folder.appendingPathComponent(name))
        return folder
    }

    /// Launches `binary` `launches` times under `limit` over `file` saved as `name`; each must
    /// start fresh with `reason` and exit with status 0.
    static func expectFreshStarts(
        _ binary: String, file: Data, as name: String, reason: String, limit: Limit, launches: Int
    ) throws {
        for launch in 1...launches {
            let folder = try folder(holding: file, as: name)
            defer { try? FileManager.default.removeItem(at: folder) }
            let (output, status, how) = try Self.launch(binary, folder: folder, limit: limit)
            let said = output.joined(separator: "\n")
            let context = "launch \(launch) of \(binary) under \(limit.kibibytes / 1024) MB \(limit.environment)"
            #expect(how == .exit && status == 0, "\(context) ended with \(how == .exit ? "status" : "signal") \(status):\n\(said)")
            #expect(output.first?.hasPrefix("Revive: started fresh because \(reason)") == true, "\(context):\n\(said)")
            #expect(!said.contains("Fatal error"), "\(context):\n\(said)")
        }
    }

    @Test(arguments: HostileStateFile.allCases)
    func theComicReaderStartsFreshWithAReasonUnderAMemoryLimit(_ file: HostileStateFile) throws {
        try Self.expectFreshStarts(
            "comic-reader", file: file.bytes(), as: "default.revive", reason: file.expectedReason, limit: .tight, launches: 2
        )
    }

    @Test(arguments: [("comic-reader", "default"), ("route-reader", "default"), ("plain-shelf", "main")])
    func everyDemoStartsFreshWithAReasonUnderAMemoryLimit(_ binary: String, scene: String) throws {
        for file in [HostileStateFile.arraysOfNulls16MiB, .arraysOfNulls4MiB, .zeros4MiB] {
            try Self.expectFreshStarts(
                binary, file: file.bytes(sceneID: scene), as: "\(scene).revive", reason: file.expectedReason, limit: .tight, launches: 1
            )
        }
    }

    @Test func aHostileCheckpointAloneStartsFreshUnderAMemoryLimit() throws {
        // A checkpoint is read and decoded at launch as the saved state is; with no saved state
        // beside it, the launch decodes it (to the tree's cap), refuses it, logs it, and starts
        // fresh with nothing to restore.
        let file = try HostileStateFile.arraysOfNulls4MiB.bytes()
        try Self.expectFreshStarts(
            "comic-reader", file: file, as: "default.checkpoint.marker", reason: "no state was saved", limit: .tight, launches: 2
        )
    }
}

/// Whether `ulimit -v` limits a process's address space: on Linux (`RLIMIT_AS`); macOS ignores it.
enum AddressSpaceLimit {
    static let isEnforced: Bool = {
        #if os(Linux)
        true
        #else
        false
        #endif
    }()
}
