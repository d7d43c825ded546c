import Foundation
import Testing
@testable import Revive

/// Hand-crafted files with valid lengths and checksums whose contents claim absurd sizes:
/// the caps must refuse each before anything large is allocated or the stack overflows.
struct SnapshotCodecHostileInputTests {
    let codec = SnapshotCodec()

    private func decodeError(_ file: Data, codec: SnapshotCodec = SnapshotCodec()) -> ReviveError? {
        #expect(throws: ReviveError.self) { try codec.decode(file) }
    }

    @Test func refusesAClaimedHundredMegabyteString() {
        var writer = RawSnapshotWriter()
        writer.varint(100_000_000)  // the type name's length, with no bytes behind it
        let error = decodeError(writer.file())
        #expect(error?.code == .limitExceeded)
        #expect(error?.limit == .stringLength)
        #expect(error?.message.contains("100000000") == true)
        #expect(error?.offset == writer.file().count - 32 - writer.body.count)

        // With the cap raised, the bytes that remain still refuse it, before allocating.
        var generous = SnapshotCodec.DecodingLimits.default
        generous.maxStringLength = 200_000_000
        let truncated = decodeError(writer.file(), codec: SnapshotCodec(limits: generous))
        #expect(truncated?.code == .truncated)
    }

    @Test func refusesAClaimedHundredMegabyteDataValue() {
        var writer = RawSnapshotWriter()
        writer.body = [0, 0, 0, 1, 1, 0x64, 0x07]  // one state value "d": data
        writer.varint(100_000_000)
        let error = decodeError(writer.file())
        #expect(error?.code == .limitExceeded)
        #expect(error?.limit == .stringLength)
    }

    @Test func refusesNodesNestedAHundredThousandDeep() {
        var writer = RawSnapshotWriter()
        writer.body.reserveCapacity(600_000)
        for _ in 0..<99_999 {
            writer.nodeStart(kind: 1)
            writer.varint(1)  // one child, the next level
        }
        writer.leaf()
        for _ in 0..<99_999 { writer.byte(0) }  // nothing presented
        let error = decodeError(writer.file())
        #expect(error?.code == .limitExceeded)
        #expect(error?.limit == .depth)
        #expect(error?.message.contains("65") == true)
    }

    @Test func refusesAPresentedChainAHundredThousandDeep() {
        var writer = RawSnapshotWriter()
        for _ in 0..<99_999 {
            writer.body.append(contentsOf: [0, 0, 0, 0, 0, 1])  // no children, presented: next
        }
        writer.leaf()
        let error = decodeError(writer.file())
        #expect(error?.code == .limitExceeded)
        #expect(error?.limit == .depth)
    }

    @Test func refusesValuesNestedAHundredThousandDeep() {
        var writer = RawSnapshotWriter()
        writer.body = [0, 0, 0, 1, 1, 0x61]  // page state with one key "a"
        for _ in 0..<100_000 { writer.body.append(contentsOf: [0x09, 1]) }  // [[[[…
        writer.byte(0)  // innermost null
        writer.body.append(contentsOf: [0, 0])
        let error = decodeError(writer.file())
        #expect(error?.code == .limitExceeded)
        #expect(error?.limit == .depth)
    }

    @Test func refusesSixHundredThousandChildren() {
        // As many as fit under the file cap (4 MiB; six bytes each), sixty times the node cap.
        var writer = RawSnapshotWriter()
        writer.body.reserveCapacity(3_600_100)
        writer.nodeStart(kind: 1)
        writer.varint(600_000)
        for _ in 0..<600_000 { writer.leaf() }
        writer.byte(0)
        let file = writer.file()
        #expect(file.count < SnapshotCodec.DecodingLimits.default.maxFileSize)
        let error = decodeError(file)
        #expect(error?.code == .limitExceeded)
        #expect(error?.limit == .nodeCount)
        #expect(error?.message.contains("600000") == true)
    }

    @Test func refusesAClaimedMillionChildrenWithoutTheBytes() {
        var generous = SnapshotCodec.DecodingLimits.default
        generous.maxNodeCount = 2_000_000
        var writer = RawSnapshotWriter()
        writer.nodeStart(kind: 1)
        writer.varint(1_000_000)
        writer.leaf()
        let error = decodeError(writer.file(), codec: SnapshotCodec(limits: generous))
        #expect(error?.code == .truncated)
    }

    @Test func refusesAnArrayClaimingATrillionElements() {
        var writer = RawSnapshotWriter()
        writer.body = [0, 0, 0, 1, 1, 0x61, 0x09]
        writer.varint(1_000_000_000_000)
        let error = decodeError(writer.file())
        #expect(error?.code == .limitExceeded)
        #expect(error?.limit == .collectionCount)
    }

    @Test func refusesAFileOverTheSizeCap() throws {
        var limits = SnapshotCodec.DecodingLimits.default
        limits.maxFileSize = 100
        let bytes = try SnapshotCodec().encode(CodecFixtures.smallSnapshot)
        let error = decodeError(bytes, codec: SnapshotCodec(limits: limits))
        #expect(error?.code == .limitExceeded)
        #expect(error?.limit == .fileSize)
        let encodeError = #expect(throws: ReviveError.self) { try SnapshotCodec(limits: limits).encode(CodecFixtures.smallSnapshot) }
        #expect(encodeError?.code == .limitExceeded)
    }

    @Test func refusesMoreNodesThanTheCapAcrossTheTree() {
        var limits = SnapshotCodec.DecodingLimits.default
        limits.maxNodeCount = 3
        var writer = RawSnapshotWriter()
        writer.nodeStart(kind: 1)
        writer.varint(2)
        writer.leaf()
        writer.body.append(contentsOf: [0, 0, 0, 0, 0, 1])  // presents one more: node 4
        writer.leaf()
        writer.byte(0)
        let error = decodeError(writer.file(), codec: SnapshotCodec(limits: limits))
        #expect(error?.code == .limitExceeded)
        #expect(error?.limit == .nodeCount)
    }
}
