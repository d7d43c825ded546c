import Foundation
import ReviveFaults
import Testing
@testable import Revive

/// The system calls of a durable save, as the kernel sees them.
///
/// The power-loss tests replay what ``FileStore`` asks of its file system (``StoreFileSystem``); these read what it
/// does. `revive-torture save-once` (a built executable) opens a store and saves once through
/// ``FileStore/write(_:sceneID:)`` under `strace`, and the trace must show: the temporary file
/// created with `O_CREAT | O_EXCL | O_NOFOLLOW`, an `fsync` of its descriptor before the rename,
/// the rename onto `<scene>.revive`, then the folder opened and its descriptor synced; and the
/// read back opened with `O_NONBLOCK | O_NOFOLLOW`. With strace's fault injection, a failing
/// `fsync` of the file or of the folder fails the save, and an interrupted one is retried.
/// Skipped, and reported so, where `strace` is not installed (CI installs it:
/// `apt-get install -y strace`).
struct DurableWriteSyscallTests {
    static let strace = ["/usr/bin/strace", "/bin/strace", "/usr/local/bin/strace"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// One system call of the trace: its name, its arguments as printed, and its result.
    struct Call {
        let name: String
        let arguments: String
        let result: String

        /// The quoted strings among the arguments (paths).
        var paths: [String] {
            arguments.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        }

        /// The first argument, as a descriptor.
        var descriptor: Int? {
            Int(arguments.prefix { $0 != "," && $0 != ")" })
        }
    }

    /// Saves scene `main` in a fresh folder under strace; returns the store's folder and the calls.
    static func tracedSave() throws -> (directory: String, calls: [Call]) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trace = folder.url.appendingPathComponent("trace.txt").path
        let store = folder.url.appendingPathComponent("store", isDirectory: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(strace))
        process.arguments = [
            "-f", "-s", "4096", "-e", "trace=openat,open,fsync,fdatasync,rename,renameat,renameat2,fcntl", "-o", trace,
            KillTortureTests.productsDirectory.appendingPathComponent("revive-torture").path, "save-once", store.path, "main",
        ]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "revive-torture save-once under strace: \(printed) \(complaint)")
        let directory = try #require(
            printed.split(separator: "\n").first { $0.hasPrefix("directory ") }.map { String($0.dropFirst("directory ".count)) }
        )
        return (directory, parse(try String(contentsOfFile: trace, encoding: .utf8)))
    }

    /// Reads strace's lines (`PID name(arguments) = result`), joining calls that another thread
    /// interrupted (`<unfinished ...>` and `<... name resumed>`), in the order they finished.
    static func parse(_ text: String) -> [Call] {
        var pending: [Substring: String] = [:]
        var calls: [Call] = []
        for line in text.split(separator: "\n") {
            guard let space = line.firstIndex(of: " ") else { continue }
            let pid = line[..<space]
            var rest = String(line[line.index(after: space)...]).trimmingCharacters(in: .whitespaces)
            if rest.hasSuffix("<unfinished ...>") {
                pending[pid] = String(rest.dropLast("<unfinished ...>".count))
                continue
            }
            if rest.hasPrefix("<..."), let resumed = rest.range(of: "resumed>") {
                rest = (pending.removeValue(forKey: pid) ?? "") + rest[resumed.upperBound...]
            }
            // strace pads short calls: `fsync(3)                          = 0`.
            guard let open = rest.firstIndex(of: "("), let equals = rest.range(of: " = ", options: .backwards),
                  let close = rest[..<equals.lowerBound].lastIndex(of: ")"), open < close
            else { continue }
            calls.append(Call(
                name: String(rest[..<open]),
                arguments: String(rest[rest.index(after: open)..<close]),
                result: String(rest[equals.upperBound...]).components(separatedBy: " ").first ?? ""
            ))
        }
        return calls
    }

    @Test(.enabled(if: strace != nil))
    func aDurableSaveSyncsTheFileBeforeTheRenameAndTheFolderAfterIt() throws {
        let (directory, calls) = try Self.tracedSave()
        let target = directory + "/main.revive"

        // The temporary file: created exclusively, never through a symbolic link.
        let created = try #require(
            calls.firstIndex { $0.name.hasPrefix("open") && $0.paths.first?.hasPrefix(directory + "/" + FileStoreNaming.temporaryPrefix) == true },
            "no temporary file was created in \(directory)"
        )
        let creation = calls[created]
        let temporary = try #require(creation.paths.first)
        for flag in ["O_CREAT", "O_EXCL", "O_NOFOLLOW", "O_WRONLY"] {
            #expect(creation.arguments.contains(flag), "the temporary file is opened without \(flag): \(creation.arguments)")
        }
        #expect(creation.arguments.contains("0600"), "the temporary file is not created 0600: \(creation.arguments)")
        let fd = try #require(Int(creation.result), "the temporary file's open failed: \(creation.result)")

        // The rename of that file onto the scene's file.
        let renamed = try #require(
            calls.indices.first { $0 > created && calls[$0].name.hasPrefix("rename") && calls[$0].paths == [temporary, target] },
            "\(temporary) was never renamed onto \(target)"
        )
        #expect(calls[renamed].result == "0")

        // Its descriptor synced in between.
        let synced = calls[(created + 1)..<renamed].contains { ($0.name == "fsync" || $0.name == "fdatasync") && $0.descriptor == fd && $0.result == "0" }
        #expect(synced, "no fsync of the temporary file (fd \(fd)) before the rename")

        // After the rename, the folder opened as a folder and its descriptor synced.
        let folderOpen = try #require(
            calls.indices.first { $0 > renamed && calls[$0].name.hasPrefix("open") && calls[$0].paths == [directory] && calls[$0].arguments.contains("O_DIRECTORY") },
            "the folder is not opened after the rename"
        )
        let folderFD = try #require(Int(calls[folderOpen].result))
        #expect(
            calls[(folderOpen + 1)...].contains { $0.name == "fsync" && $0.descriptor == folderFD && $0.result == "0" },
            "no fsync of the folder (fd \(folderFD)) after the rename"
        )
    }

    @Test(.enabled(if: strace != nil))
    func theReadBackOpensTheStateWithoutBlockingOrFollowingALink() throws {
        let (directory, calls) = try Self.tracedSave()
        let read = try #require(
            calls.last { $0.name.hasPrefix("open") && $0.paths == [directory + "/main.revive"] },
            "the state file was never opened for reading"
        )
        for flag in ["O_RDONLY", "O_NONBLOCK", "O_NOFOLLOW"] {
            #expect(read.arguments.contains(flag), "the state is read without \(flag): \(read.arguments)")
        }
    }

    /// Runs `revive-torture save-once` under strace with `options`, saving scene `main` in `store`.
    static func saveOnce(in store: URL, straceOptions options: [String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(strace))
        process.arguments = ["-f", "-o", "/dev/null"] + options
            + [KillTortureTests.productsDirectory.appendingPathComponent("revive-torture").path, "save-once", store.path, "main"]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stderr)
    }

    /// The kernel fails the `fsync` of the temporary file (strace injects `EIO` into the first
    /// `fsync`): the save fails, and neither the state nor the temporary file is left.
    @Test(.enabled(if: strace != nil))
    func aFailedFsyncOfTheFileFailsTheSaveAndLeavesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = folder.url.appendingPathComponent("store", isDirectory: true)
        let run = try Self.saveOnce(in: store, straceOptions: ["-e", "trace=fsync", "-e", "inject=fsync:error=EIO:when=1"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("writeFailed: fsync of \(store.path)/\(FileStoreNaming.temporaryPrefix)"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.path).isEmpty)
    }

    /// The kernel fails the folder's `fsync` after the rename (the second `fsync`): the save
    /// reports the failure instead of claiming a durable write.
    @Test(.enabled(if: strace != nil))
    func aFailedFsyncOfTheFolderFailsTheSave() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = folder.url.appendingPathComponent("store", isDirectory: true)
        let run = try Self.saveOnce(in: store, straceOptions: ["-e", "trace=fsync", "-e", "inject=fsync:error=EIO:when=2"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("writeFailed: fsync of \(store.path) failed"), "\(run.stderr)")
    }

    /// An `fsync` interrupted by a signal (`EINTR`, injected into every first attempt) is retried.
    @Test(.enabled(if: strace != nil))
    func anInterruptedFsyncIsRetried() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = folder.url.appendingPathComponent("store", isDirectory: true)
        let run = try Self.saveOnce(in: store, straceOptions: ["-e", "trace=fsync", "-e", "inject=fsync:error=EINTR:when=1+2"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: store.appendingPathComponent("main.revive").path))
    }

    /// The parser joins a call another thread interrupted.
    @Test func theTraceParserJoinsAnInterruptedCall() {
        let calls = Self.parse("""
            10 openat(AT_FDCWD, "/a/b", O_RDONLY|O_DIRECTORY|O_CLOEXEC <unfinished ...>
            11 fsync(4)                          = 0
            10 <... openat resumed>) = 5
            10 rename("/a/.t", "/a/m.revive") = 0
            """)
        #expect(calls.map(\.name) == ["fsync", "openat", "rename"])
        #expect(calls[1].paths == ["/a/b"])
        #expect(calls[1].result == "5")
        #expect(calls[0].descriptor == 4)
        #expect(calls[2].paths == ["/a/.t", "/a/m.revive"])
    }
}
