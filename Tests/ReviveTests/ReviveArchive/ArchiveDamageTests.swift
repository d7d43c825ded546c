import Foundation
@testable import Revive
@testable import ReviveArchive
import ReviveFaults
import Testing

/// Damaged, truncated and hostile files: a typed error, the last good value kept, no crash;
/// failed saves leave the previous file whole.
struct ArchiveDamageTests {
    /// Saves `good`, then for each variant of the file's bytes checks that loading throws an
    /// `ReviveError` and keeps `good`; returns the codes seen.
    private func codesForVariants<Value: Codable & Equatable>(
        of good: Value, keyed: Bool, _ variants: (Data) -> [Data]
    ) throws -> Set<String> {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        let archive = Archive<Value>(name: "v", store: folder.store, keyProvider: keyed ? folder.keys : nil)
        try archive.save(good)
        let original = try Data(contentsOf: archive.file)
        var codes: Set<String> = []
        for variant in variants(original) {
            try variant.write(to: archive.file)
            do {
                let loaded = try archive.load()
                Issue.record("a damaged file of \(variant.count) bytes loaded as \(String(describing: loaded))")
            } catch {
                codes.insert(error.code.description)
                #expect(!error.message.isEmpty)
            }
            #expect(archive.value == good)
        }
        try original.write(to: archive.file)
        #expect(try archive.load() == good)
        return codes
    }

    private static func everyBitFlip(of data: Data) -> [Data] {
        (0..<(data.count * 8)).map { bit in
            var flipped = data
            flipped[bit / 8] ^= UInt8(1 << (bit % 8))
            return flipped
        }
    }

    private static func everyTruncation(of data: Data) -> [Data] {
        (0..<data.count).map { Data(data.prefix($0)) }
    }

    @Test func everyBitFlipOfAnAuthenticatedFileIsATypedError() throws {
        let codes = try codesForVariants(of: Credentials(account: "a", password: "p"), keyed: true, Self.everyBitFlip)
        #expect(codes.isSubset(of: ["damaged", "unsupportedFormat", "authenticationFailed"]))
        #expect(codes.contains("authenticationFailed"))
    }

    @Test func everyBitFlipOfAChecksummedFileIsATypedError() throws {
        let codes = try codesForVariants(of: Counter(count: 7), keyed: false, Self.everyBitFlip)
        #expect(codes.isSubset(of: ["damaged", "unsupportedFormat", "keyRequired"]))
        #expect(codes.contains("damaged"))
    }

    @Test func everyTruncationIsATypedError() throws {
        let keyed = try codesForVariants(of: Credentials(account: "a", password: "p"), keyed: true, Self.everyTruncation)
        let plain = try codesForVariants(of: Counter(count: 7), keyed: false, Self.everyTruncation)
        #expect(keyed == ["damaged"])
        #expect(plain == ["damaged"])
    }

    @Test func foreignAndOverlongFilesAreTypedErrors() throws {
        let codes = try codesForVariants(of: Counter(count: 7), keyed: false) { original in
            [Data(), Data("{\"count\": 7}".utf8), original + Data([0]), Data(repeating: 0xFF, count: 64)]
        }
        #expect(codes == ["damaged"])
    }

    @Test func aSaveThatFailsToEncodeLeavesThePreviousFileAndValue() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        let archive = Archive<Credentials>(name: "c", store: folder.store, keyProvider: folder.keys)
        let good = Credentials(account: "ada", password: "pw")
        try archive.save(good)
        let before = try Data(contentsOf: archive.file)
        // One byte over the codec's cap on a string.
        let tooLong = String(repeating: "x", count: SnapshotCodec.DecodingLimits.default.maxStringLength + 1)
        let error = try #require(throws: ReviveError.self) {
            try archive.save(Credentials(account: tooLong, password: "pw"))
        }
        #expect(error.code == .encodingFailed)
        #expect(archive.value == good)
        #expect(try Data(contentsOf: archive.file) == before)
    }

    @Test func aSaveThatFailsToWriteLeavesThePreviousFileAndValue() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        let archive = Archive<Counter>(name: "n", store: folder.store)
        try archive.save(Counter(count: 1))
        let before = try Data(contentsOf: archive.file)
        struct DiskFull: Error {}
        for step in [FileCall.create, .write, .syncFile, .close, .rename] {
            folder.writeSteps.set { if $0 == step { throw DiskFull() } }
            let error = try #require(throws: ReviveError.self) { try archive.save(Counter(count: 2)) }
            #expect(error.code == .storeFailed)
            #expect(archive.value == Counter(count: 1))
            #expect(try Data(contentsOf: archive.file) == before)
        }
        folder.writeSteps.set(nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["n.archive", "n.archive.lock"])
    }

    @Test func aValueOfTheWrongShapeIsADecodingError() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        try Archive<[String]>(name: "n", store: folder.store).save(["a"])
        let archive = Archive<Counter>(name: "n", store: folder.store)
        let error = try #require(throws: ReviveError.self) { try archive.load() }
        #expect(error.code == .decodingFailed)
        #expect(error.message.contains("Counter"))
    }
}
