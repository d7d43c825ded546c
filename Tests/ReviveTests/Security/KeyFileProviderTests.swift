import Crypto
import Foundation
import Testing
@testable import Revive
@testable import ReviveTesting

struct KeyFileProviderTests {
    private func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("revive-key-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    private func mode(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test func createsAKeyFileOnlyItsOwnerCanRead() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("nested/revive.key")
            let key = try KeyFileProvider(url: url).key()
            #expect(key.bitCount == 256)
            #expect(try mode(of: url) == 0o600)
            #expect(try Data(contentsOf: url).count == 32)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
            #expect(leftovers == ["revive.key"])
        }
    }

    @Test func returnsTheSameKeyOnEveryCall() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("revive.key")
            let first = try KeyFileProvider(url: url).key()
            let second = try KeyFileProvider(url: url).key()
            #expect(first == second)
            let bytes = try SnapshotCodec(key: first).encode(CodecFixtures.smallSnapshot)
            #expect(try SnapshotCodec(key: second).decode(bytes) == CodecFixtures.smallSnapshot)
        }
    }

    /// Shorter or longer than 32 bytes, a key file is refused (a longer one is not cut to size).
    @Test(arguments: [0, 31, 33, 64])
    func refusesAKeyFileOfTheWrongSize(_ size: Int) throws {
        try withTemporaryFolder { folder in
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent("wrong.key")
            let created = FileManager.default.createFile(
                atPath: url.path, contents: Data(count: size), attributes: [.posixPermissions: 0o600]
            )
            #expect(created)
            let error = #expect(throws: ReviveError.self) { try KeyFileProvider(url: url).key() }
            #expect(error?.code == .wrongKeySize)
            #expect(error?.message.contains("\(size) bytes") == true)
        }
    }

    @Test func refusesAKeyFileOthersCanRead() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let url = folder.appendingPathComponent("open.key")
            let created = FileManager.default.createFile(
                atPath: url.path, contents: Data(count: 32), attributes: [.posixPermissions: 0o644]
            )
            #expect(created)
            let error = #expect(throws: ReviveError.self) { try KeyFileProvider(url: url).key() }
            #expect(error?.code == .insecurePermissions)
            #expect(error?.message.contains("644") == true)
        }
    }

    @Test func refusesAFolderInPlaceOfTheKeyFile() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("dir.key")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            let error = #expect(throws: ReviveError.self) { try KeyFileProvider(url: url).key() }
            #expect(error?.message.contains("not a regular file") == true)
        }
    }

    @Test func inMemoryProviderReturnsItsKey() throws {
        let key = SymmetricKey(size: .bits256)
        #expect(try InMemoryKeyProvider(key: key).key() == key)
        #expect(try InMemoryKeyProvider().key().bitCount == 256)
    }
}
