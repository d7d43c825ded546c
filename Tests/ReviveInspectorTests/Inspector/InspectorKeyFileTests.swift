import Foundation
@testable import ReviveCLI
import ReviveFaults
import Testing

struct InspectorKeyFileTests {
    @Test func missingKeyFileIsAnErrorAndIsNeverCreated() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("absent.key")
        let error = #expect(throws: InspectorError.self) { try InspectorKeyFile(path: path).load() }
        #expect(error?.code == .keyFileMissing)
        #expect(error?.message.contains(path) == true)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func refusesAFileOfTheWrongSize() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(Data("not a key".utf8), to: "bad.key")
        let error = #expect(throws: InspectorError.self) { try InspectorKeyFile(path: path).load() }
        #expect(error?.code == .badKeyFile)
        #expect(error?.message.contains("holds 9 bytes") == true)
        let folderError = #expect(throws: InspectorError.self) { try InspectorKeyFile(path: folder.url.path).load() }
        #expect(folderError?.code == .badKeyFile)
    }

    @Test func readsTheKeyThatDecryptsTheFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (key, keyPath) = try folder.writeKey()
        let path = try folder.write(try InspectorFixtures.bytes(key: key), to: "secret.revive")
        let file = try SnapshotFile.load(path: path, key: try InspectorKeyFile(path: keyPath).load())
        #expect(file.snapshot == InspectorFixtures.comicReader())
    }
}
