import Foundation
@testable import Revive
@testable import ReviveArchive
import Testing

/// Two processes on one folder: the first archive to use the file owns it for its life, and
/// another one (a second instance) may read it but neither save over it nor delete it. Inside
/// one process, archives of one name share the lock: each can save and sign out.
struct ArchiveLockTests {
    @Test(arguments: [true, false])
    func twoArchivesOfOneNameInOneProcessBothSignOut(firstFreedFirst: Bool) throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        var first: Archive<Counter>? = Archive<Counter>(name: "session", store: folder.store)
        var second: Archive<Counter>? = Archive<Counter>(name: "session", store: try folder.reopenedStore())
        try first?.save(Counter(count: 1))
        #expect(try second?.load() == Counter(count: 1))
        try second?.save(Counter(count: 2))
        try second?.delete()
        try first?.delete()
        if firstFreedFirst { first = nil } else { second = nil }
        try (first ?? second)?.save(Counter(count: 3))
        try (first ?? second)?.delete()
        first = nil
        second = nil
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix("session") } == ["session.archive.lock"])

        // With both freed, another process takes the file over.
        let other = Archive<Counter>(name: "session", store: try folder.anotherProcessStore())
        try other.save(Counter(count: 4))
    }

    @Test func aSecondArchiveOnTheFolderCanReadButNotDeleteTheFirstOnesFile() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        var first: Archive<Counter>? = Archive<Counter>(name: "session", store: folder.store)
        try first?.save(Counter(count: 1))

        let second = Archive<Counter>(name: "session", store: try folder.anotherProcessStore())
        #expect(try second.load() == Counter(count: 1))
        let deleteError = try #require(throws: ReviveError.self) { try second.delete() }
        #expect(deleteError.code == .storeFailed)
        #expect(deleteError.message.contains("held by another process"))
        let saveError = try #require(throws: ReviveError.self) { try second.save(Counter(count: 2)) }
        #expect(saveError.code == .storeFailed)
        #expect(try first?.load() == Counter(count: 1))
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("session.archive").path))

        first = nil   // the first process ends
        try second.delete()
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("session.archive").path))
    }

    @Test(arguments: ["folder", "symbolic link"])
    func aLockPathThatIsNotAFileStopsSavesAndDeletes(kind: String) throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        try Archive<Counter>(name: "session", store: folder.store).save(Counter(count: 1))   // freed at once
        let lock = folder.url.appendingPathComponent("session.archive.lock")
        try FileManager.default.removeItem(at: lock)
        if kind == "folder" {
            try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)
        } else {
            try FileManager.default.createSymbolicLink(at: lock, withDestinationURL: folder.url.appendingPathComponent("elsewhere"))
        }

        let archive = Archive<Counter>(name: "session", store: folder.store)
        let error = try #require(throws: ReviveError.self) { try archive.delete() }
        #expect(error.message.contains("not a regular file"))
        #expect(try archive.load() == Counter(count: 1))
    }
}
