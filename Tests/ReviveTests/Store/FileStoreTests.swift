import Foundation
@testable import Revive
import ReviveFaults
import Testing

struct FileStoreTests {
    private struct InjectedFailure: Error {}

    @Test func roundTripsBytesThroughAFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        let bytes = Data((0..<1_000).map { UInt8($0 % 251) })

        try store.write(bytes, sceneID: "main")
        try store.write(bytes + Data([7]), sceneID: "main")

        #expect(try store.read(sceneID: "main") == bytes + Data([7]))
        #expect(try Data(contentsOf: store.fileURL(for: "main")) == bytes + Data([7]))
        #expect(try folder.contents() == ["main.revive"])
        let reopened = try FileStore(directory: folder.url)
        #expect(try reopened.read(sceneID: "main") == bytes + Data([7]))
    }

    @Test func readsNothingWhenNothingWasSaved() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)

        #expect(try store.read(sceneID: "main") == nil)
        try store.delete(sceneID: "main")
        #expect(try store.quarantine(sceneID: "main") == false)
    }

    @Test func createsTheFolderWithMode0700AndFilesWithMode0600() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let directory = folder.url.appendingPathComponent("App/Revive", isDirectory: true)
        let store = try FileStore(directory: directory)

        try store.write(Data("state".utf8), sceneID: "main")
        try store.writeMarker(Data("1".utf8), named: "restoring", sceneID: "main")

        #expect(try TemporaryFolder.mode(of: directory) == 0o700)
        #expect(try TemporaryFolder.mode(of: store.fileURL(for: "main")) == 0o600)
        #expect(try TemporaryFolder.mode(of: store.markerURL(named: "restoring", sceneID: "main")) == 0o600)
    }

    @Test func removesOnlyTheTemporaryFilesOfWritersThatAreGoneWhenOpened() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A writer that is gone (no process has this id), one that is alive (this process), an
        // earlier version's names without an owner (one whose UUID starts with digits only: not a
        // process id), and one older than any save can take.
        let gone = ".revive-tmp-2147483646-DEADBEEF-\(UUID().uuidString)"
        let live = FileStoreNaming.temporaryFileName()
        let unowned = ".revive-tmp-\(UUID().uuidString)"
        let unownedDigits = ".revive-tmp-12345678-" + UUID().uuidString.dropFirst(9)
        let abandoned = ".revive-tmp-\(UUID().uuidString)"
        for name in [gone, live, unowned, unownedDigits, abandoned] {
            try Data("half a write".utf8).write(to: folder.url.appendingPathComponent(name))
        }
        let hourAgo = Date(timeIntervalSinceNow: -3_600)
        try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: folder.url.appendingPathComponent(abandoned).path)
        try Data("keep".utf8).write(to: folder.url.appendingPathComponent("main.revive"))
        try Data("keep".utf8).write(to: folder.url.appendingPathComponent("notes.txt"))

        let store = try FileStore(directory: folder.url)

        #expect(try folder.contents() == [live, unowned, unownedDigits, "main.revive", "notes.txt"].sorted())
        #expect(try store.read(sceneID: "main") == Data("keep".utf8))
    }

    @Test(arguments: [FileCall.create, .write, .syncFile, .close, .rename])
    func failedWriteLeavesThePreviousFileIntact(failingStep: FileCall) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let hook = FileCallHook()
        let store = try FileStore(directory: folder.url, files: hook)
        try store.write(Data("previous".utf8), sceneID: "main")
        hook.set { step in
            if step == failingStep { throw InjectedFailure() }
        }

        let error = #expect(throws: ReviveError.self) {
            try store.write(Data("next, much longer than the previous".utf8), sceneID: "main")
        }

        #expect(error?.code == .writeFailed)
        #expect(error?.message.hasPrefix("\(failingStep.rawValue) of \(folder.url.path)") == true, "\(String(describing: error))")
        #expect(try store.read(sceneID: "main") == Data("previous".utf8))
        #expect(try folder.contents() == ["main.revive"])
    }

    @Test func failureAfterTheRenameLeavesTheNewFileInPlace() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let hook = FileCallHook()
        let store = try FileStore(directory: folder.url, files: hook)
        try store.write(Data("previous".utf8), sceneID: "main")
        hook.set { call in
            if call == .syncFolder { throw InjectedFailure() }
        }

        let error = #expect(throws: ReviveError.self) { try store.write(Data("next".utf8), sceneID: "main") }
        #expect(error?.code == .writeFailed)

        #expect(try store.read(sceneID: "main") == Data("next".utf8))
        #expect(try folder.contents() == ["main.revive"])
    }

    @Test func aDurableWriteCreatesWritesSyncsClosesRenamesAndSyncsTheFolderInThatOrder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let hook = FileCallHook()
        let store = try FileStore(directory: folder.url, files: hook)
        let calls = LockedValue<[FileCall]>([])
        hook.set(after: { call in calls.withLock { $0.append(call) } })

        try store.write(Data("state".utf8), sceneID: "main")

        #expect(calls.withLock { $0 } == [.create, .write, .syncFile, .close, .rename, .syncFolder])
    }

    @Test func anUnsyncedMarkerWriteSyncsNeitherTheFileNorTheFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let hook = FileCallHook()
        let store = try FileStore(directory: folder.url, files: hook)
        let calls = LockedValue<[FileCall]>([])
        hook.set(after: { call in calls.withLock { $0.append(call) } })

        try store.writeMarkerUnsynced(Data("1".utf8), named: "restoring", sceneID: "main")

        #expect(calls.withLock { $0 } == [.create, .write, .close, .rename])
    }

    @Test func movesAStateAsideForInspection() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        try store.write(Data("suspect".utf8), sceneID: "main")

        #expect(try store.quarantine(sceneID: "main"))

        #expect(try store.read(sceneID: "main") == nil)
        #expect(try store.readQuarantined(sceneID: "main") == Data("suspect".utf8))
        #expect(try folder.contents() == ["main.quarantined"])
    }

    @Test func keepsMarkersBesideTheState() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)

        try store.writeMarker(Data("2".utf8), named: "restoring", sceneID: "main")
        #expect(try store.readMarker(named: "restoring", sceneID: "main") == Data("2".utf8))
        #expect(try store.readMarker(named: "user-quit", sceneID: "main") == nil)
        #expect(try folder.contents() == ["main.restoring.marker"])

        try store.deleteMarker(named: "restoring", sceneID: "main")
        #expect(try store.readMarker(named: "restoring", sceneID: "main") == nil)
        #expect(try folder.contents().isEmpty)
    }

    @Test func refusesToReadAFileLargerThanTheLimit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url, maximumFileSize: 16)
        try store.write(Data(count: 17), sceneID: "main")

        let error = #expect(throws: ReviveError.self) { try store.read(sceneID: "main") }

        #expect(error?.code == .fileTooLarge)
        #expect(error?.message.contains("17 bytes") == true)
    }

    @Test func refusesToFollowASymbolicLink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        let outside = folder.url.appendingPathComponent("outside.txt")
        try Data("secret".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(at: store.fileURL(for: "main"), withDestinationURL: outside)

        let error = #expect(throws: ReviveError.self) { try store.read(sceneID: "main") }

        #expect(error?.code == .notARegularFile)
        #expect(error?.message.contains("is a symbolic link") == true)
        #expect(error?.errno != nil)
    }

    @Test func refusesAFileWhereTheFolderShouldBe() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("not-a-folder")
        try Data().write(to: file)

        let error = #expect(throws: ReviveError.self) { try FileStore(directory: file) }

        #expect(error?.code == .directoryUnavailable)
        #expect(error?.message.contains("not-a-folder") == true)
    }
}
