import Foundation
import Testing
@testable import Revive

/// A page's values are kept in key order, as a saved file lists them.
struct PageStateOrderTests {
    @Test func keepsKeysSortedThroughInsertsReplacementsAndRemovals() {
        var state = PageState()
        for key in ["m", "b", "z", "a", "k"] { state[key] = .string(key) }
        #expect(state.keys == ["a", "b", "k", "m", "z"])
        state["k"] = .int(1)
        state["b"] = nil
        state["nothing"] = nil
        #expect(state.keys == ["a", "k", "m", "z"])
        #expect(state["k"] == .int(1))
        #expect(state == PageState(["z": .string("z"), "m": .string("m"), "k": .int(1), "a": .string("a")]))
    }

    @Test func findsKeysAmongManyValues() {
        var state = PageState()
        for index in (0..<40).reversed() { state["key\(index)"] = .int(Int64(index)) }
        #expect(state.count == 40)
        #expect(state.keys == state.keys.sorted())
        #expect(state["key17"] == .int(17))
        #expect(state["key17x"] == nil)
        state["key17"] = nil
        #expect(state.count == 39)
        #expect(state.values["key3"] == .int(3))
    }

    /// A file whose keys are out of order is still read; a key twice is refused.
    @Test func readsUnsortedKeysAndRefusesDuplicates() throws {
        func file(keys: [String]) -> Data {
            var raw = RawSnapshotWriter()
            raw.byte(0)  // type name ""
            raw.byte(0)  // restoration ID ""
            raw.byte(0)  // plain page
            raw.varint(UInt64(keys.count))
            for key in keys {
                raw.string(key)
                raw.byte(BinaryFormat.Tag.true)
            }
            raw.byte(0)  // no children
            raw.byte(0)  // nothing presented
            return raw.file()
        }
        let unsorted = try SnapshotCodec().decode(file(keys: ["b", "a"]))
        #expect(unsorted.root.state.keys == ["a", "b"])
        let error = #expect(throws: ReviveError.self) { try SnapshotCodec().decode(file(keys: ["b", "a", "b"])) }
        #expect(error?.code == .malformed)
        #expect(error?.message.contains("duplicate key \"b\"") == true)
    }
}
