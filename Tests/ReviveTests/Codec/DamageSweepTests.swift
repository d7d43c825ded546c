import Foundation
import ReviveFaults
import Testing
@testable import Revive

/// Every single-bit flip and every truncation of a saved 4 KiB file is refused with a typed
/// error: by the codec for each one, and end to end — a damaged file in a ``FileStore`` read
/// by a ``RestorationSession`` — for a spread sample (the session logs each launch).
struct DamageSweepTests {
    /// Tabs of three stacks of five pages, each with a few values: about 4 KiB encoded.
    static let fourKilobyteSnapshot: Snapshot = {
        let stacks = (0..<3).map { tab in
            Snapshot.Node(
                typeName: "NavigationPage", restorationID: "tab-\(tab)", kind: .stack,
                children: (0..<5).map { index in
                    Snapshot.Node(
                        typeName: "ComicDetailPage", restorationID: "detail-\(tab)-\(index)",
                        state: PageState([
                            "comic_id": .int(Int64(tab * 100 + index)), "comic_name": .string("One Piece vol. \(index) 航海"),
                            "rating": .double(4.5), "opened": .date(Date(timeIntervalSinceReferenceDate: 7e8)),
                            "tags": .array([.string("shonen"), .string("pirates"), .unsignedInt(UInt64(index))]),
                            "cover": .data(Data(repeating: UInt8(index), count: 120)),
                            "flags": .dictionary(["read": .bool(index.isMultiple(of: 2)), "fav": .null]),
                        ])
                    )
                }
            )
        }
        let root = Snapshot.Node(typeName: "TabBarPage", restorationID: "tabs", kind: .tabs(selectedIndex: 1), children: stacks)
        return Snapshot(header: Snapshot.Header(appVersion: "1.0", sceneID: "main"), root: root)
    }()

    /// Saves the snapshot through a `FileStore` and returns the bytes as saved.
    private func savedFile(in folder: TemporaryFolder) throws -> (FileStore, Data) {
        let store = try FileStore(directory: folder.url)
        try store.write(try SnapshotCodec().encode(Self.fourKilobyteSnapshot), sceneID: "main")
        return (store, try #require(try store.read(sceneID: "main")))
    }

    /// Puts `bytes` in the store's file as a crash or a bad disk would, then launches.
    private func launch(with bytes: Data, store: FileStore) throws -> Result<Snapshot, LaunchResult.FreshReason> {
        try bytes.write(to: store.fileURL(for: "main"))
        let session = RestorationSession(store: store, sceneID: "main")
        return session.beginLaunch()
    }

    /// The launch started fresh because the file is damaged, and the damaged bytes, exactly,
    /// were set aside at the scene's quarantine file, the state file gone.
    private func expectRejected(
        _ outcome: Result<Snapshot, LaunchResult.FreshReason>, store: FileStore, damaged: Data, _ what: String
    ) throws {
        guard case .failure(.damagedFile) = outcome else {
            Issue.record("\(what): expected a fresh launch for a damaged file, got \(outcome)")
            return
        }
        #expect(try store.read(sceneID: "main") == nil, "\(what): the damaged file is still in place")
        #expect(!FileManager.default.fileExists(atPath: store.fileURL(for: "main").path), "\(what): the state file is still there")
        let aside = try Data(contentsOf: store.quarantineURL(for: "main"))
        #expect(aside == damaged, "\(what): the file set aside holds \(aside.count) bytes, not the \(damaged.count) damaged ones")
    }

    @Test func theSavedFileIsAboutFourKilobytesAndRestores() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (store, bytes) = try savedFile(in: folder)
        #expect((3584...4608).contains(bytes.count), "the sweep file is \(bytes.count) bytes")
        #expect(try launch(with: bytes, store: store) == .success(Self.fourKilobyteSnapshot))
    }

    @Test func everySingleBitFlipIsRefusedByTheCodec() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (_, bytes) = try savedFile(in: folder)
        let codec = SnapshotCodec()
        var codes: [ReviveError.Code: Int] = [:]
        ResourceCap.check("\(bytes.count * 8) bit flips") {
            for index in bytes.indices {
                for bit in 0..<8 {
                    var damaged = bytes
                    damaged[index] ^= 1 << bit
                    do throws(ReviveError) {
                        _ = try codec.decode(damaged)
                        Issue.record("flip of bit \(bit) at byte \(index) decoded")
                    } catch {
                        codes[error.code, default: 0] += 1
                    }
                }
            }
        }
        #expect(codes.values.reduce(0, +) == bytes.count * 8)
        #expect(codes[.checksumMismatch, default: 0] > bytes.count * 7)
    }

    @Test func everyTruncationIsRefusedByTheCodec() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (_, bytes) = try savedFile(in: folder)
        let codec = SnapshotCodec()
        ResourceCap.check("\(bytes.count) truncations") {
            for length in 0..<bytes.count {
                let error = #expect(throws: ReviveError.self) { try codec.decode(bytes.prefix(length)) }
                if length >= 7 { #expect(error?.code == .truncated, "cut to \(length) bytes: \(String(describing: error))") }
            }
        }
    }

    @Test func bitFlipsInTheStoreStartFreshAndSetTheFileAside() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (store, bytes) = try savedFile(in: folder)
        // Every byte of the prefix, then every 53rd bit of the rest (a prime stride walks all bit positions).
        let prefix = Self.fourKilobyteSnapshot.header.encodedPrefixByteCount
        let flips = (0..<(prefix * 8)).map { $0 } + stride(from: prefix * 8, to: bytes.count * 8, by: 53).map { $0 }
        for flip in flips {
            var damaged = bytes
            damaged[flip / 8] ^= 1 << (flip % 8)
            try expectRejected(try launch(with: damaged, store: store), store: store, damaged: damaged, "flip of bit \(flip % 8) at byte \(flip / 8)")
        }
    }

    @Test func truncationsInTheStoreStartFreshAndSetTheFileAside() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (store, bytes) = try savedFile(in: folder)
        let lengths = Array(0...64) + stride(from: 65, to: bytes.count, by: 41).map { $0 } + [bytes.count - 1]
        for length in lengths {
            try expectRejected(try launch(with: bytes.prefix(length), store: store), store: store, damaged: bytes.prefix(length), "cut to \(length) bytes")
        }
    }
}
