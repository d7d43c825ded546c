import Foundation
import ReviveFaults
import Testing
@testable import Revive

/// A second instance on the same folder neither restores, deletes nor
/// overwrites the first one's saved state. (Inside one process the holders share the lock,
/// so a store with a `LockTable` of its own plays the second process.)
struct SceneLockTests {
    private func session(_ store: any SnapshotStore) -> RestorationSession {
        RestorationSession(store: store, sceneID: "main")
    }

    @Test func aSecondSessionOnTheSameFolderStartsFreshAndSavesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let saved = Snapshot.onePage("Reader")
        var first: RestorationSession? = session(try FileStore(directory: folder.url))
        try first?.save(saved)
        #expect(first?.beginLaunch() == .success(saved))

        // Another process — a store with a lock table of its own — while the first holds it.
        let second = session(try FileStore(directory: folder.url, files: .posix, process: ReviveProcess()))
        #expect(second.beginLaunch() == .failure(.sceneInUse))
        #expect(LaunchResult.FreshReason.sceneInUse.description == "another process holds this scene")
        let error = #expect(throws: ReviveError.self) { try second.save(Snapshot.onePage("Other")) }
        #expect(error?.code == .sceneLocked)
        #expect(#expect(throws: ReviveError.self) { try second.userDidQuit() }?.code == .sceneLocked)
        #expect(try SnapshotCodec().decode(#require(try FileStore(directory: folder.url).read(sceneID: "main"))) == saved)

        try first?.finishRestoration()
        first = nil   // the first process ends: its lock goes with it
        let third = session(try FileStore(directory: folder.url))
        #expect(third.beginLaunch() == .success(saved))   // kept after the first restore
        #expect(third.holdsSceneLock())
    }

    @Test(.timeLimit(.minutes(1)))
    func aSecondProcessIsKeptOutUntilTheFirstEnds() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileStore(directory: folder.url).write(try SnapshotCodec().encode(Snapshot.onePage("Reader")), sceneID: "main")

        let holder = Process()
        holder.executableURL = KillTortureTests.productsDirectory.appendingPathComponent("revive-torture")
        holder.arguments = ["hold-scene", "--directory", folder.url.path]
        let input = Pipe(), output = Pipe()
        holder.standardInput = input
        holder.standardOutput = output
        try holder.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        #expect(String(decoding: line, as: UTF8.self).hasPrefix("launch: restored 1 page"))

        #expect(session(try FileStore(directory: folder.url)).beginLaunch() == .failure(.sceneInUse))

        try input.fileHandleForWriting.close()
        holder.waitUntilExit()
        // The holder ended without finishing its restore: to the next launch, a crash during it.
        let after = session(try FileStore(directory: folder.url))
        #expect(after.beginLaunch() == .failure(.crashedDuringLastRestore(attempts: 1)))
    }

    @Test(arguments: ["folder", "symbolic link"])
    func aLockPathThatIsNotAFileStopsRestoringDeletingAndSaving(kind: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        try store.write(try SnapshotCodec().encode(Snapshot.onePage("Reader")), sceneID: "main")
        let lock = folder.url.appendingPathComponent("main.lock")
        if kind == "folder" {
            try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)
        } else {
            try FileManager.default.createSymbolicLink(at: lock, withDestinationURL: folder.url.appendingPathComponent("elsewhere"))
        }
        let saved = try store.read(sceneID: "main")

        let second = session(try FileStore(directory: folder.url))
        #expect(second.beginLaunch() == .failure(.sceneInUse))
        let saveError = #expect(throws: ReviveError.self) { try second.save(Snapshot.onePage("Home")) }
        #expect(saveError?.code == .sceneLocked)
        #expect(saveError?.message.contains("not a regular file") == true)
        #expect(#expect(throws: ReviveError.self) { try second.userDidQuit() }?.code == .sceneLocked)
        #expect(try store.read(sceneID: "main") == saved)
        #expect(try store.readMarker(named: RestorationSession.userQuitMarker, sceneID: "main") == nil)
    }
}
