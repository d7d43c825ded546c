import Crypto
import Foundation
@testable import Revive
import Testing

/// Saved states written before issue 29 (committed in `Tests/Samples`) still decode.
struct SavedStateSampleFileTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples")

    /// The tree the samples hold: `CodecFixtures.smallSnapshot` as it was when they were written.
    static func expectTheSmallTree(_ root: SnapshotNode) throws {
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
}
