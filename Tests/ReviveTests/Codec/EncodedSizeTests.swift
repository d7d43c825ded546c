import Crypto
import Foundation
import Testing
@testable import Revive

struct EncodedSizeTests {
    @Test func nodeSizesAddUpToTheBodyWritten() throws {
        let snapshot = CodecFixtures.richSnapshot
        let bytes = try SnapshotCodec().encode(snapshot)
        var nodes: [Snapshot.Node] = [snapshot.root]
        var sum = 0
        while let node = nodes.popLast() {
            sum += node.encodedByteCount
            nodes.append(contentsOf: node.children)
            if let presented = node.presented { nodes.append(presented) }
        }
        let bodyLength = bytes.count - snapshot.header.encodedPrefixByteCount - 32
        #expect(sum == bodyLength)
        #expect(snapshot.root.subtreeEncodedByteCount == bodyLength)
        #expect(snapshot.encodedByteCount == bytes.count)
    }

    @Test func nodeSizesOfSplitContainersAddUpToTheBodyWritten() throws {
        let column = { (index: Int) in
            Snapshot.Node(
                typeName: "NavigationPage", restorationID: "column-\(index)", kind: .stack,
                children: [Snapshot.Node(typeName: "ListPage", state: PageState(["row": .int(Int64(index))]))]
            )
        }
        let panes = Snapshot.Node(typeName: "Panes", kind: .split(focusedIndex: nil), children: [column(3), column(4)])
        let root = Snapshot.Node(
            typeName: "SplitPage", restorationID: "main",
            kind: .split(focusedIndex: 2, roles: [.primary, .supplementary, "détail"], isCollapsed: true),
            children: [column(0), panes, column(2)],
            presented: Snapshot.Node(typeName: "Empty", kind: .split(focusedIndex: nil, isCollapsed: true))
        )
        let snapshot = Snapshot(header: Snapshot.Header(sceneID: "main"), root: root)
        let bytes = try SnapshotCodec().encode(snapshot)
        var nodes: [Snapshot.Node] = [snapshot.root]
        var sum = 0
        while let node = nodes.popLast() {
            sum += node.encodedByteCount
            nodes.append(contentsOf: node.children)
            if let presented = node.presented { nodes.append(presented) }
        }
        let bodyLength = bytes.count - snapshot.header.encodedPrefixByteCount - 32
        #expect(sum == bodyLength)
        #expect(snapshot.root.subtreeEncodedByteCount == bodyLength)
        #expect(snapshot.encodedByteCount == bytes.count)
    }

    @Test func encryptedFilesAreTwentyEightBytesLonger() throws {
        let snapshot = CodecFixtures.smallSnapshot
        let bytes = try SnapshotCodec(key: .init(size: .bits256)).encode(snapshot)
        #expect(bytes.count == snapshot.encodedByteCount + 28)
    }

    @Test func valueSizesMatchTheirEncoding() {
        #expect(StateValue.null.encodedByteCount == 1)
        #expect(StateValue.bool(true).encodedByteCount == 1)
        #expect(StateValue.int(-1).encodedByteCount == 2)
        #expect(StateValue.int(64).encodedByteCount == 3)
        #expect(StateValue.int(.min).encodedByteCount == 11)
        #expect(StateValue.unsignedInt(.max).encodedByteCount == 11)
        #expect(StateValue.double(1).encodedByteCount == 9)
        #expect(StateValue.date(Date()).encodedByteCount == 9)
        #expect(StateValue.string("héllo").encodedByteCount == 8)
        #expect(StateValue.data(Data(count: 200)).encodedByteCount == 203)
        #expect(StateValue.array([.null, .int(1)]).encodedByteCount == 5)
        #expect(StateValue.dictionary(["a": .null]).encodedByteCount == 5)
        #expect(PageState(["k": .bool(false)]).encodedByteCount == 4)
    }
}
