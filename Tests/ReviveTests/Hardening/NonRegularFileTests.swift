#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import Revive
@testable import ReviveArchive

/// Issue 13, item 1: every file Revive reads is opened without blocking and refused, with its
/// type named, when it is not a regular file. Each FIFO here has no writer: a blocking `open`
/// would hang the test forever, so returning at all is half the proof.
struct NonRegularFileTests {
    /// Makes a FIFO at `url`.
    static func makeFIFO(at url: URL) throws {
        guard mkfifo(url.path, 0o600) == 0 else {
            throw ReviveError(.writeFailed, "mkfifo \(url.path): \(String(cString: strerror(errno)))")
        }
    }

    private func session(_ store: FileStore) -> RestorationSession {
        RestorationSession(store: store)
    }

    @Test(.timeLimit(.minutes(1)))
    func aFIFOAsTheStateFileIsRefusedAtOnceAndNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        try Self.makeFIFO(at: store.fileURL(for: "main"))

        let error = #expect(throws: ReviveError.self) { try store.read(sceneID: "main") }
        #expect(error?.code == .notARegularFile)
        #expect(error?.message.contains("is a FIFO (named pipe), not a regular file") == true)

        let outcome = session(store).beginLaunch(sceneID: "main")
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
        try Self.makeFIFO(at: store.markerURL(named: RestorationSession.restoringMarker, sceneID: "main"))

        let outcome = session(store).beginLaunch(sceneID: "main")
        #expect(outcome.freshReason?.description.contains("FIFO") == true, "\(outcome)")
    }

    @Test(.timeLimit(.minutes(1)))
    func aFIFOAsAnArchiveIsRefusedAtOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        try Self.makeFIFO(at: store.archiveURL(named: "notes"))
        let archive = Archive<[String]>(name: "notes", store: store)

        let error = #expect(throws: ReviveError.self) { try archive.load() }
        #expect(error?.code == .storeFailed)
        #expect("\(String(describing: error))".contains("FIFO"))
    }

    @Test(.timeLimit(.minutes(1)))
    func aFIFOAsTheKeyFileIsRefusedAtOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("revive.key")
        try Self.makeFIFO(at: url)

        let error = #expect(throws: ReviveError.self) { try KeyFileProvider(url: url).key() }
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
