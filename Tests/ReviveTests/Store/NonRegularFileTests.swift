#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ReviveFaults
import Testing
@testable import Revive
@testable import ReviveArchive

/// Every file Revive reads is opened without blocking and refused, with its
/// type named, when it is not a regular file. Each FIFO here has no writer, so a blocking `open`
/// would wait forever; a ``FIFODeadline`` frees it after a few seconds and the test fails
/// (a missing `O_NONBLOCK` fails, it does not hang).
struct NonRegularFileTests {
    /// Runs `body` while a ``FIFODeadline`` watches the FIFO at `url`, and fails the test when
    /// the deadline had to free a blocked `open`.
    static func withDeadline<T>(on url: URL, _ body: () throws -> T) rethrows -> T {
        let deadline = FIFODeadline(path: url.path)
        defer { #expect(!deadline.finish(), "an open of the FIFO blocked until the deadline freed it: O_NONBLOCK is missing") }
        return try body()
    }

    /// Makes a FIFO at `url`.
    static func makeFIFO(at url: URL) throws {
        guard mkfifo(url.path, 0o600) == 0 else {
            throw ReviveError(.writeFailed, "mkfifo \(url.path): \(String(cString: strerror(errno)))")
        }
    }

    private func session(_ store: FileStore) -> RestorationSession {
        RestorationSession(store: store, sceneID: "main")
    }

    @Test(.timeLimit(.minutes(1)))
    func aFIFOAsTheStateFileIsRefusedAtOnceAndNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        try Self.makeFIFO(at: store.fileURL(for: "main"))

        let error = Self.withDeadline(on: store.fileURL(for: "main")) {
            #expect(throws: ReviveError.self) { try store.read(sceneID: "main") }
        }
        #expect(error?.code == .notARegularFile)
        #expect(error?.message.contains("is a FIFO (named pipe), not a regular file") == true)

        let outcome = Self.withDeadline(on: store.fileURL(for: "main")) { session(store).beginLaunch() }
        guard case .failure(.storeUnavailable(let reason)) = outcome else {
            Issue.record("expected storeUnavailable, got \(outcome)")
            return
        }
        #expect(reason.contains("FIFO"))
        #expect(try store.readMarker(named: RestorationSession.restoringMarker, sceneID: "main") == nil)
    }

    @Test(.timeLimit(.minutes(1)))
    func aFIFOAsTheRestoreMarkerIsRefusedAtOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        let marker = store.markerURL(named: RestorationSession.restoringMarker, sceneID: "main")
        try Self.makeFIFO(at: marker)

        let outcome = Self.withDeadline(on: marker) { session(store).beginLaunch() }
        #expect(outcome.freshReason?.description.contains("FIFO") == true, "\(outcome)")
    }

    @Test(.timeLimit(.minutes(1)))
    func aFIFOAsAnArchiveIsRefusedAtOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        try Self.makeFIFO(at: store.archiveURL(named: "notes"))
        let archive = Archive<[String]>(name: "notes", store: store)

        let error = Self.withDeadline(on: store.archiveURL(named: "notes")) {
            #expect(throws: ReviveError.self) { try archive.load() }
        }
        #expect(error?.code == .storeFailed)
        #expect("\(String(describing: error))".contains("FIFO"))
    }

    @Test(.timeLimit(.minutes(1)))
    func aFIFOAsTheKeyFileIsRefusedAtOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("revive.key")
        try Self.makeFIFO(at: url)

        let error = Self.withDeadline(on: url) {
            #expect(throws: ReviveError.self) { try KeyFileProvider(url: url).key() }
        }
        #expect(error?.code == .notARegularFile)
        #expect(error?.message.contains("FIFO") == true)
    }

    @Test func aFolderOrASocketPathIsNamedForWhatItIs() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        try FileManager.default.createDirectory(at: store.fileURL(for: "main"), withIntermediateDirectories: false)

        let error = #expect(throws: ReviveError.self) { try store.read(sceneID: "main") }
        #expect(error?.code == .notARegularFile)
        #expect(error?.message.contains("is a folder") == true)
        #expect(POSIXFile.fileTypeName(S_IFSOCK) == "a socket")
        #expect(POSIXFile.fileTypeName(S_IFCHR) == "a character device")
    }
}

/// Frees a reader stuck in a blocking `open` of a FIFO, and remembers that it had to.
///
/// A FIFO's `open` for reading blocks until a writer opens it, and no test time limit can
/// interrupt a thread inside a system call. From `seconds` on, until ``finish()``, this opens the
/// FIFO's writing end without blocking — which succeeds only while a reader has it open, that is
/// a reader blocked in `open` — and closes it at once, so the reader's `open` returns and the test
/// goes on to fail instead of hanging.
final class FIFODeadline: Sendable {
    private let state = LockedValue((finished: false, freed: false))

    init(path: String, seconds: Double = 10) {
        let state = self.state
        Thread.detachNewThread {
            let start = Date()
            while !state.withLock({ $0.finished }) {
                if Date().timeIntervalSince(start) >= seconds {
                    let fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
                    if fd >= 0 {
                        state.withLock { $0.freed = true }
                        close(fd)
                    }
                }
                usleep(20_000)
            }
        }
    }

    /// Stops watching.
    /// - Returns: Whether an `open` had blocked until the deadline freed it.
    func finish() -> Bool {
        state.withLock { state in
            state.finished = true
            return state.freed
        }
    }
}
