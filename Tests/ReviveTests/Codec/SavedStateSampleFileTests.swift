import Crypto
import Foundation
@testable import Revive
import ReviveFaults
import Testing

/// Saved states written by earlier format versions (committed in `Tests/Samples`) still decode:
/// version 1 and version 2's first file with a split container.
///
/// Run once with `REVIVE_WRITE_SAMPLES=1` to write a sample that is not committed yet; one that
/// is already there is never rewritten, since it must stay as the code of its time wrote it.
struct SavedStateSampleFileTests {
    static let samples = PackageFolder.samples

    /// The tree the samples hold: `CodecFixtures.smallSnapshot` as it was when they were written.
    static func expectTheSmallTree(_ root: Snapshot.Node) throws {
        #expect(root.typeName == "Tabs")
        #expect(root.kind == .tabs(selectedIndex: 0))
        #expect(root.children.count == 2)
        let detail = try #require(root.children.first?.children.last)
        #expect(detail.restorationID == "detail")
        #expect(detail.state.values == CodecFixtures.smallSnapshot.root.children[0].children[1].state.values)
        #expect(detail.presented?.typeName == "SharePage")
    }

    @Test func aSavedStateWrittenByFormatVersion1StillDecodes() throws {
        let bytes = try Data(contentsOf: Self.samples.appendingPathComponent("saved-state-v1.revive"))
        let snapshot = try SnapshotCodec().decode(bytes)
        try Self.expectTheSmallTree(snapshot.root)
        #expect(snapshot.header.sceneID == "main")
        #expect(snapshot.header.formatVersion == 1)
    }

    @Test func anEncryptedSavedStateWrittenByFormatVersion1StillDecodesWithItsKey() throws {
        let bytes = try Data(contentsOf: Self.samples.appendingPathComponent("saved-state-v1-encrypted.revive"))
        #expect(try SnapshotCodec.isEncrypted(bytes))
        let key = SymmetricKey(data: Data(repeating: 0x5A, count: 32))
        let snapshot = try SnapshotCodec(key: key).decode(bytes)
        try Self.expectTheSmallTree(snapshot.root)
        let error = #expect(throws: ReviveError.self) { try SnapshotCodec().decode(bytes) }
        #expect(error?.code == .keyRequired)
    }

    // MARK: Format version 2: a split container

    /// The name of the sample with a split container.
    static let splitSampleName = "saved-state-v2-split.revive"

    /// The tree of `saved-state-v2-split.revive`: a split of three columns (sidebar, shelf,
    /// detail; the detail focused), each column a stack, a sheet presented over the shelf column.
    static let splitSample: Snapshot = {
        func page(_ type: String, _ id: String, _ values: [String: StateValue]) -> Snapshot.Node {
            Snapshot.Node(typeName: type, restorationID: id, state: PageState(values))
        }
        let sidebar = Snapshot.Node(
            typeName: "NavigationPage", restorationID: "sidebar", kind: .stack,
            children: [page("LibraryPage", "library", ["filter": .string("unread")])]
        )
        let shelf = Snapshot.Node(
            typeName: "NavigationPage", restorationID: "shelf", kind: .stack,
            children: [page("ShelfPage", "shelf", ["scroll": .double(812.5)])],
            presented: page("SortOptionsPage", "sort", ["order": .string("title")])
        )
        let detail = Snapshot.Node(
            typeName: "NavigationPage", restorationID: "detail", kind: .stack,
            children: [page("ComicPage", "comic-42", ["comic_id": .int(42)]), page("ReaderPage", "reader", ["page": .int(17)])]
        )
        let root = Snapshot.Node(
            typeName: "SplitPage", restorationID: "root",
            kind: .split(focusedIndex: 2, roles: [.primary, .supplementary, .secondary]), children: [sidebar, shelf, detail]
        )
        let header = Snapshot.Header(
            appVersion: "3.0", schemaVersion: 2, createdAt: Date(timeIntervalSinceReferenceDate: 790_000_000), sceneID: "main"
        )
        return Snapshot(header: header, root: root)
    }()

    /// Skipped, and reported as skipped, unless `REVIVE_WRITE_SAMPLES=1`; writes only a missing sample.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["REVIVE_WRITE_SAMPLES"] == "1"))
    func writeTheSplitSampleWhenAsked() throws {
        let url = Self.samples.appendingPathComponent(Self.splitSampleName)
        guard !FileManager.default.fileExists(atPath: url.path) else { return }
        try SnapshotCodec().encode(Self.splitSample).write(to: url)
    }

    @Test func aSavedStateWithASplitWrittenByFormatVersion2StillDecodes() throws {
        let bytes = try Data(contentsOf: Self.samples.appendingPathComponent(Self.splitSampleName))
        let snapshot = try SnapshotCodec().decode(bytes)
        #expect(snapshot.header.formatVersion == 2)
        #expect(snapshot.header.appVersion == "3.0")
        #expect(snapshot.header.sceneID == "main")
        #expect(snapshot.header.createdAt == Date(timeIntervalSinceReferenceDate: 790_000_000))
        let root = snapshot.root
        #expect(root.kind == .split(focusedIndex: 2, roles: [.primary, .supplementary, .secondary]))
        #expect(root.children.map(\.restorationID) == ["sidebar", "shelf", "detail"])
        #expect(root.children.allSatisfy { $0.kind == .stack })
        #expect(root.children[1].presented?.typeName == "SortOptionsPage")
        #expect(root.children[2].children.last?.state["page"] == .int(17))
        #expect(root == Self.splitSample.root)
        #expect(snapshot.header == Self.splitSample.header)
    }

    @Test func theSplitSampleIsRefusedByAReaderOfVersion1Only() throws {
        let bytes = try Data(contentsOf: Self.samples.appendingPathComponent(Self.splitSampleName))
        var version1 = bytes
        version1[version1.startIndex + 4] = 1
        var limits = SnapshotCodec.DecodingLimits.default
        limits.verifiesChecksum = false  // the version is changed, not the checksum
        let error = #expect(throws: ReviveError.self) { try SnapshotCodec(limits: limits).decode(version1) }
        #expect(error?.code == .malformed)
        #expect(error?.message.contains("is not in format version 1") == true, "\(String(describing: error))")
    }
}
