import Foundation
import Testing
@testable import Revive

struct SnapshotCodecRoundTripTests {
    let codec = SnapshotCodec()

    @Test func roundTripsARichTreeWithEveryValueKind() throws {
        let snapshot = CodecFixtures.richSnapshot
        let decoded = try codec.decode(try codec.encode(snapshot))
        #expect(decoded == snapshot)
        let detail = decoded.root.children[1].children[1]
        #expect(detail.presented?.presented?.typeName == "AlertPage")
        #expect(detail.state["string.emoji"] == .string("漫画 📚 café — Ωμέγα"))
        #expect(decoded.root.kind == .tabs(selectedIndex: 1))
        #expect(decoded.root.children[2].kind == .tabs(selectedIndex: 0))
    }

    @Test func keepsDatesAndDoublesBitForBit() throws {
        let date = Date()
        let nan = Double(bitPattern: 0x7FF8_0000_0000_1234)
        let node = Snapshot.Node(typeName: "Page", state: PageState(["date": .date(date), "nan": .double(nan)]))
        let decoded = try codec.decode(try codec.encode(Snapshot(header: Snapshot.Header(createdAt: date), root: node)))
        guard case .date(let decodedDate) = decoded.root.state["date"],
              case .double(let decodedNaN) = decoded.root.state["nan"]
        else {
            Issue.record("values changed kind: \(decoded.root.state)")
            return
        }
        #expect(decodedDate.timeIntervalSinceReferenceDate.bitPattern == date.timeIntervalSinceReferenceDate.bitPattern)
        #expect(decoded.header.createdAt == date)
        #expect(decodedNaN.bitPattern == nan.bitPattern)
    }

    @Test func writesIdenticalBytesForEqualSnapshots() throws {
        var forward: [String: StateValue] = [:]
        var backward: [String: StateValue] = [:]
        let keys = (0..<50).map { "key\($0)" }
        for key in keys { forward[key] = .dictionary([key: .string(key), "z": .int(1)]) }
        for key in keys.reversed() { backward[key] = .dictionary(["z": .int(1), key: .string(key)]) }
        let header = Snapshot.Header(createdAt: Date(timeIntervalSinceReferenceDate: 5))
        let first = Snapshot(header: header, root: Snapshot.Node(typeName: "P", state: PageState(forward)))
        let second = Snapshot(header: header, root: Snapshot.Node(typeName: "P", state: PageState(backward)))
        #expect(first == second)
        #expect(try codec.encode(first) == codec.encode(second))
        #expect(try codec.encode(CodecFixtures.richSnapshot) == codec.encode(CodecFixtures.richSnapshot))
    }

    @Test func readsTheHeaderAlone() throws {
        let snapshot = CodecFixtures.richSnapshot
        let bytes = try codec.encode(snapshot)
        let header = try codec.decodeHeader(bytes)
        #expect(header == snapshot.header)
        #expect(header.formatVersion == Snapshot.Header.currentFormatVersion)
        #expect(try SnapshotCodec.isEncrypted(bytes) == false)
    }

    @Test func refusesToWriteASelectedTabOutOfRange() {
        let tabs = Snapshot.Node(
            typeName: "Tabs", kind: .tabs(selectedIndex: 2), children: [Snapshot.Node(typeName: "A")]
        )
        let error = #expect(throws: ReviveError.self) { try codec.encode(Snapshot(root: tabs)) }
        #expect(error?.code == .encodingFailed)
        #expect(error?.message.contains("index 2") == true)
    }

    @Test func refusesToWriteWhatItCouldNotReadBack() {
        var deep = Snapshot.Node(typeName: "Leaf")
        for _ in 0..<64 { deep = Snapshot.Node(typeName: "Level", presented: deep) }
        let error = #expect(throws: ReviveError.self) { try codec.encode(Snapshot(root: deep)) }
        #expect(error?.code == .limitExceeded)
        #expect(error?.limit == .depth)

        var limits = SnapshotCodec.DecodingLimits.default
        limits.maxStringLength = 8
        let long = Snapshot(root: Snapshot.Node(typeName: "P", state: PageState(["s": .string("123456789")])))
        let stringError = #expect(throws: ReviveError.self) { try SnapshotCodec(limits: limits).encode(long) }
        #expect(stringError?.limit == .stringLength)
    }

    @Test func acceptsTheDeepestTreeWithinTheCap() throws {
        var deep = Snapshot.Node(typeName: "Leaf")
        for _ in 0..<63 { deep = Snapshot.Node(typeName: "Level", kind: .stack, children: [deep]) }
        let snapshot = Snapshot(root: deep)
        #expect(try codec.decode(try codec.encode(snapshot)) == snapshot)
    }
}
