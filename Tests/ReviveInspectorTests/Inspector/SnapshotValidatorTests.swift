import Crypto
import Foundation
import Revive
@testable import ReviveCLI
import ReviveFaults
import Testing

struct SnapshotValidatorTests {
    private func validate(_ data: Data) throws -> ValidationResult {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(data, to: "state.revive")
        return SnapshotValidator.validate(path: path)
    }

    @Test func acceptsAnIntactFile() throws {
        let result = try validate(try InspectorFixtures.bytes())
        #expect(result.isValid)
        #expect(result.reason == nil)
        #expect(result.description.contains(": intact and readable (6 pages, \(try InspectorFixtures.bytes().count) bytes; "))
        #expect(result.description.contains("depends on the app's registry and policy"))
    }

    @Test func aTreeThatShowsNoPageFailsEvenWhenIntact() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let empty = Snapshot(header: Snapshot.Header(sceneID: "main"), root: Snapshot.Node(typeName: "TabBarPage", kind: .tabs(selectedIndex: 0)))
        let path = try folder.write(try SnapshotCodec().encode(empty), to: "state.revive")
        let result = SnapshotValidator.validate(path: path)
        #expect(!result.isValid)
        #expect(result.error == nil)
        #expect(result.failedCheck?.contains("would show no page") == true)
    }

    @Test func anEncryptedFileWithoutItsKeyCannotHaveItsRootChecked() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let key = SymmetricKey(size: .bits256)
        let path = try folder.write(try InspectorFixtures.bytes(key: key), to: "state.revive")
        let withoutKey = SnapshotValidator.validate(path: path, expecting: .init(rootType: "TabBarPage"))
        #expect(withoutKey.failedCheck?.contains("pass --key-file") == true)
        #expect(SnapshotValidator.validate(path: path, key: key, expecting: .init(rootType: "TabBarPage", sceneID: "main")).isValid)
    }

    @Test func reportsAFlippedBitAsChecksumMismatch() throws {
        let result = try validate(InspectorFixtures.flippingBit(of: try InspectorFixtures.bytes(), at: 60))
        #expect(!result.isValid)
        #expect(result.codecCode == .checksumMismatch)
        #expect(result.reason?.hasPrefix("damaged: the SHA-256 of bytes 0..<") == true)
        #expect(result.status == .invalid)
        #expect(!result.description.contains("checksumMismatch"))
        #expect(result.rendered(verbose: true).hasSuffix("[exit 1, invalid: invalidSnapshot: checksumMismatch]"))
    }

    @Test func reportsTruncationWithTheByteWhereTheFileEnds() throws {
        let bytes = try InspectorFixtures.bytes()
        let result = try validate(bytes.prefix(bytes.count - 10))
        #expect(result.codecCode == .truncated)
        #expect(result.reason?.hasSuffix("(at byte \(bytes.count - 10))") == true)
    }

    @Test func refusesAnUnknownFormatVersion() throws {
        let result = try validate(InspectorFixtures.withFormatVersion(99, of: try InspectorFixtures.bytes()))
        #expect(result.codecCode == .unsupportedFormatVersion)
        #expect(result.reason?.contains("format version 99") == true)
    }

    @Test func reportsACapExceeded() throws {
        let result = try validate(try InspectorFixtures.deepBytes(depth: 70))
        #expect(result.codecCode == .limitExceeded)
        #expect(result.reason?.contains("maxDepth") == true)
    }

    @Test func refusesAFileOverTheSizeCapBeforeReadingIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bytes = try InspectorFixtures.bytes()
        let path = try folder.write(bytes, to: "state.revive")
        let result = SnapshotValidator.validate(path: path, limits: SnapshotCodec.DecodingLimits(maxFileSize: 100))
        #expect(result.codecCode == .limitExceeded)
        #expect(result.error?.codecError?.limit == .fileSize)
        #expect(result.reason?.contains("file size of \(bytes.count) is over the cap maxFileSize = 100") == true)
    }

    @Test func reportsSomethingElseEntirely() throws {
        #expect(try validate(Data("hello, world".utf8)).codecCode == .badMagic)
        #expect(try validate(Data()).codecCode == .truncated)
    }

    @Test func reportsAMissingFileWithoutItsPathTwice() throws {
        let result = SnapshotValidator.validate(path: "/nonexistent/state.revive")
        #expect(result.error?.code == .fileUnreadable)
        #expect(result.description == "/nonexistent/state.revive: cannot be read: no such file")
        #expect(result.status == .unreadable)
    }

    @Test func encryptedFileIsCheckedWithAndWithoutItsKey() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (key, _) = try folder.writeKey()
        let path = try folder.write(try InspectorFixtures.bytes(key: key), to: "secret.revive")
        let withoutKey = SnapshotValidator.validate(path: path)
        #expect(withoutKey.isValid)
        #expect(withoutKey.status == .needsKey)
        #expect(withoutKey.description.contains(": readable, not verified ("))
        #expect(withoutKey.note?.contains("pages not decrypted") == true)
        #expect(SnapshotValidator.validate(path: path, key: key).isValid)
        #expect(SnapshotValidator.validate(path: path, key: key).status == .ok)
        let wrong = SnapshotValidator.validate(path: path, key: .init(size: .bits256))
        #expect(wrong.codecCode == .decryptionFailed)
    }
}
