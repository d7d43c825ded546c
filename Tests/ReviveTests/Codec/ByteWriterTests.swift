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
