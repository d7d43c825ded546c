import Crypto
import Foundation
import Testing
@testable import Revive

struct ByteWriterTests {
    @Test func growsPastItsReservationAndHandsOverEveryByte() {
        var writer = ByteWriter(capacity: 1)
        writer.write(UInt8(7))
        writer.writeString(String(repeating: "é", count: 100))
        writer.write(UInt64(0x0102_0304_0506_0708))
        writer.writeVarint(300)
        writer.write(contentsOf: Data([9, 9]))
        writer.patch(0xAABB_CCDD, at: 1)
        #expect(writer.count == 1 + 2 + 200 + 8 + 2 + 2)
        let data = writer.finish()
        #expect(data.count == 215)
        #expect(Array(data.prefix(5)) == [7, 0xDD, 0xCC, 0xBB, 0xAA])
        #expect(Array(data.suffix(4)) == [0xAC, 0x02, 9, 9])
    }

    @Test func truncatesToAnEarlierOffset() {
        var writer = ByteWriter(capacity: 8)
        writer.write(contentsOf: [1, 2, 3, 4] as [UInt8])
        writer.truncate(to: 2)
        writer.write(UInt8(5))
        #expect(writer.bytes == [1, 2, 5])
    }

    @Test func aVarintReplacedBySmallerOneMovesTheBytesAfterItDown() {
        var writer = ByteWriter(capacity: 4)
        writer.write(UInt8(1))
        writer.writeVarint(300)            // two bytes
        writer.write(contentsOf: [7, 8, 9] as [UInt8])
        writer.replaceVarint(at: 1, with: 4)
        #expect(writer.bytes == [1, 4, 7, 8, 9])
        writer.replaceVarint(at: 1, with: 127)
        #expect(writer.bytes == [1, 127, 7, 8, 9])
        var wide = ByteWriter(capacity: 4)
        wide.writeVarint(20_000)          // three bytes
        wide.write(UInt8(5))
        wide.replaceVarint(at: 0, with: 200)
        #expect(wide.bytes == [0xC8, 0x01, 5])
    }

    @Test func aCapturedStateKeptAsADigestEqualsTheSameStateReadAsBytes() {
        let header = Snapshot.Header(appVersion: "1", sceneID: "main")
        let body = Data([1, 2, 3, 4])
        let read = EncodedState(header: header, body: body)
        let kept = EncodedState(header: header, bodyDigest: SHA256.hash(data: body))
        #expect(read == kept)
        #expect(kept == read)
        #expect(kept == EncodedState(header: header, bodyDigest: SHA256.hash(data: body)))
        #expect(read != EncodedState(header: header, bodyDigest: SHA256.hash(data: Data([1, 2, 3]))))
        #expect(kept != EncodedState(header: header, body: Data([1, 2, 3, 5])))
        var later = header
        later.createdAt = Date(timeIntervalSince1970: 9_000)
        #expect(EncodedState(header: later, body: body) == kept)   // only the time differs
        later.appVersion = "2"
        #expect(EncodedState(header: later, body: body) != kept)
    }

    @Test func pageStateKeepsItsSizeAsValuesChange() {
        var state = PageState(["b": .string("héllo"), "a": .int(1)])
        #expect(state.encodedByteCount == PageState(state.values).encodedByteCount)
        state["c"] = .array([.int(1), .null])
        state["b"] = .bool(true)
        state["a"] = nil
        state["zz"] = nil
        let rebuilt = PageState(state.values)
        #expect(state.encodedByteCount == rebuilt.encodedByteCount)
        #expect(state == rebuilt)
        #expect(state.encodedByteCount == 1 + (2 + 1) + (2 + 5))   // count, "b": true, "c": [1, null]
    }
}
