import Crypto
import Foundation
import Testing
@testable import Revive
import ReviveFaults

/// The fuzz seed corpus in `Fuzz/corpus/` is made of small valid files the codec wrote.
///
/// Run once with `REVIVE_WRITE_FUZZ_CORPUS=1 swift test --filter FuzzCorpusTests` to
/// (re)write the seeds after a format change; otherwise this checks the committed seeds.
struct FuzzCorpusTests {
    /// The seeds of each target, by file name.
    static func seeds() throws -> [FuzzTarget: [String: Data]] {
        let codec = SnapshotCodec()
        let keyed = SnapshotCodec(key: SymmetricKey(data: Data(repeating: 0x5A, count: 32)))
        let files: [String: Data] = [
            "small.revive": try codec.encode(CodecFixtures.smallSnapshot),
            "rich.revive": try codec.encode(CodecFixtures.richSnapshot),
            "generation.revive": try codec.encode(TortureGeneration.snapshot(3, payloadSize: 48)),
            "single-page.revive": try codec.encode(Snapshot(header: Snapshot.Header(sceneID: "main"), root: Snapshot.Node(typeName: "FuzzPage"))),
        ]
        var loader = files
        loader["small-encrypted.revive"] = try keyed.encode(CodecFixtures.smallSnapshot)
        let trees: [String: Data] = [
            // name byte, restoration id, shape (kind | children << 2 | presented 0x20 | state 0x40), …
            "tree-stack.bin": Data([1, 0, 0x09, 2, 1, 0x40, 7, 3, 2, 0x40, 9]),
            "tree-tabs.bin": Data([1, 0, 0x0A, 1, 0, 2, 0, 0x20, 4, 0, 0, 1]),
            "tree-unregistered.bin": Data([0, 0, 0x0D, 4, 1, 0, 5, 2, 0, 6, 3, 0]),
            "tree-raw-name.bin": Data([0xF0, 8] + Array("FuzzPage".utf8) + [1, 0]),
        ]
        var rebuild = trees
        rebuild["small.revive"] = files["small.revive"]
        return [.loader: loader, .roundTrip: files, .rebuild: rebuild]
    }

    @Test func theCommittedSeedsAreTheCodecsOwnFiles() throws {
        let write = ProcessInfo.processInfo.environment["REVIVE_WRITE_FUZZ_CORPUS"] == "1"
        for (target, files) in try Self.seeds() {
            let folder = FuzzInputs.folder.appendingPathComponent("corpus").appendingPathComponent(target.rawValue)
            if write {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
            }
            for name in files.keys.sorted() {
                let committed = try Data(contentsOf: folder.appendingPathComponent(name))
                if name.hasSuffix(".revive"), !name.contains("encrypted") {
                    // Dates differ between runs, so compare by decoding, not by bytes.
                    #expect(throws: Never.self, "\(target.rawValue)/\(name)") { try SnapshotCodec().decode(committed) }
                } else {
                    #expect(!committed.isEmpty, "\(target.rawValue)/\(name)")
                }
            }
        }
    }
}
