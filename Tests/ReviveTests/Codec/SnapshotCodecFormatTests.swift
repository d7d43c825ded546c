import Foundation
import Testing
@testable import Revive

struct SnapshotCodecFormatTests {
    let codec = SnapshotCodec()

    private func validFile() -> Data {
        var writer = RawSnapshotWriter()
        writer.leaf()
        return writer.file()
    }

    @Test func readsAFileWrittenByTheIndependentTestWriter() throws {
        let snapshot = try codec.decode(validFile())
        #expect(snapshot.root == Snapshot.Node(typeName: ""))
        #expect(snapshot.header.appVersion == "1.0")
        #expect(snapshot.header.sceneID == "main")
    }

    @Test func readsEveryFormatVersionFromTheOldestToTheCurrent() throws {
        var writer = RawSnapshotWriter()
        writer.leaf()
        let oldest = Snapshot.Header.oldestReadableFormatVersion
        for version in oldest...Snapshot.Header.currentFormatVersion {
            let snapshot = try codec.decode(writer.file(version: version))
            #expect(snapshot.header.formatVersion == version)
            #expect(snapshot.root == Snapshot.Node(typeName: ""))
        }
    }

    @Test func refusesNewerFormatVersion() {
        var writer = RawSnapshotWriter()
        writer.leaf()
        let next = Snapshot.Header.currentFormatVersion + 1
        let newer = writer.file(version: next)
        let error = #expect(throws: ReviveError.self) { try codec.decode(newer) }
        #expect(error?.code == .unsupportedFormatVersion)
        #expect(error?.message.contains("format version \(next) is newer") == true, "\(String(describing: error))")
        #expect(error?.message.contains("versions 1 to \(Snapshot.Header.currentFormatVersion)") == true)
        #expect(error?.offset == 4)
        let headerError = #expect(throws: ReviveError.self) { try codec.decodeHeader(newer) }
        #expect(headerError?.code == .unsupportedFormatVersion)
        let flagError = #expect(throws: ReviveError.self) { try SnapshotCodec.isEncrypted(newer) }
        #expect(flagError?.code == .unsupportedFormatVersion)
    }

    @Test func refusesAFileThatIsNotRevives() {
        let error = #expect(throws: ReviveError.self) { try codec.decode(Data("{\"root\": {}}".utf8)) }
        #expect(error?.code == .badMagic)
        #expect(error?.message.contains("7B 22 72 6F") == true)
    }

    @Test func refusesUnknownFlags() {
        var writer = RawSnapshotWriter()
        writer.leaf()
        let error = #expect(throws: ReviveError.self) { try codec.decode(writer.file(flags: 0x82)) }
        #expect(error?.code == .malformed)
        #expect(error?.message.contains("0x82") == true)
    }

    @Test func refusesBytesAfterTheChecksum() {
        let error = #expect(throws: ReviveError.self) { try codec.decode(validFile() + [0]) }
        #expect(error?.code == .malformed)
    }

    @Test func refusesBytesAfterTheRootNode() {
        var writer = RawSnapshotWriter()
        writer.leaf()
        writer.byte(0)
        let error = #expect(throws: ReviveError.self) { try codec.decode(writer.file()) }
        #expect(error?.code == .malformed)
        #expect(error?.message.contains("follow the root") == true)
    }

    /// Keys and type names that repeat from one page to the next are read once and reused:
    /// only the same bytes may give the same string.
    @Test func repeatedKeysAndTypeNamesComeBackExactlyAsWritten() throws {
        let states: [(String, [String: StateValue])] = [
            ("StoryPage", ["alpha": .int(1), "beta": .string("b")]),
            ("StoryPage", ["alpha": .int(2), "bete": .string("c")]),      // same length, other bytes
            ("StoryPagf", ["alphb": .int(3), "beta": .null]),             // the type name too
            ("Story", ["beta": .int(4)]),                                 // fewer keys, another first one
            ("StoryPage", ["alpha": .int(5), "beta": .int(6), "gamma": .int(7)]),  // more keys
            ("StoryPage", [:]),
            ("StoryPage", ["": .int(8), "alpha": .int(9)]),             // an empty key
            ("ÄPage", ["ä": .int(10), "ü": .int(11)]),
        ]
        let pages = states.map { Snapshot.Node(typeName: $0.0, state: PageState($0.1)) }
        let snapshot = Snapshot(header: Snapshot.Header(), root: Snapshot.Node(typeName: "Stack", kind: .stack, children: pages))
        let decoded = try codec.decode(try codec.encode(snapshot))
        #expect(decoded.root == snapshot.root)
        #expect(decoded.root.children.map(\.typeName) == states.map(\.0))
        #expect(decoded.root.children.map { $0.state.entries.map(\.key) } == states.map { $0.1.keys.sorted() })
    }

    @Test func aKeyOfTheSameLengthAsTheOneBeforeIsStillCheckedForUTF8() {
        var writer = RawSnapshotWriter()
        writer.body = [0, 0, BinaryFormat.Kind.stack, 0, 2]              // a stack of two pages
        writer.body += [1, 0x50, 0, BinaryFormat.Kind.page, 1, 2, 0x61, 0x62, BinaryFormat.Tag.null, 0, 0]   // "P", key "ab"
        writer.body += [1, 0x50, 0, BinaryFormat.Kind.page, 1, 2, 0xC3, 0x28, BinaryFormat.Tag.null, 0, 0]   // key not UTF-8
        writer.body += [0]
        let error = #expect(throws: ReviveError.self) { try codec.decode(writer.file()) }
        #expect(error?.code == .malformed)
        #expect(error?.message.contains("not valid UTF-8") == true)
    }

    @Test func refusesMalformedBodies() {
        let cases: [(String, [UInt8])] = [
            ("unknown container kind 7", [0, 0, 7, 0, 0, 0]),
            ("not valid UTF-8", [2, 0xC3, 0x28, 0, 0, 0, 0, 0]),
            ("not valid UTF-8", [3, 0xF0, 0x9F, 0x98, 0, 0, 0, 0, 0]),  // repaired to one U+FFFD: same length
            ("not valid UTF-8", [2, 0xC0, 0x80, 0, 0, 0, 0, 0]),  // overlong NUL
            ("not valid UTF-8", [3, 0xED, 0xA0, 0x80, 0, 0, 0, 0, 0]),  // a lone surrogate
            // A bad byte after eight good ones, and among them.
            ("not valid UTF-8", [11] + Array("typeName".utf8) + [0x61, 0xC3, 0x28] + [0, 0, 0, 0, 0]),
            ("not valid UTF-8", [11, 0x61, 0xFF] + Array("ypeNameab".utf8) + [0, 0, 0, 0, 0]),
            ("select index 1 of 0", [0, 0, 2, 1, 0, 0, 0]),
            ("unknown value tag 0x0B", [0, 0, 0, 1, 1, 0x61, 0x0B, 0, 0]),
            ("duplicate key \"a\"", [0, 0, 0, 2, 1, 0x61, 0, 1, 0x61, 0, 0, 0]),
            ("presented marker 2", [0, 0, 0, 0, 0, 2]),
            ("over 64 bits", [0, 0, 0, 1, 1, 0x61, 3] + Array(repeating: 0xFF, count: 9) + [0x02, 0, 0]),
        ]
        for (expected, body) in cases {
            var writer = RawSnapshotWriter()
            writer.body = body
            let error = #expect(throws: ReviveError.self, "\(expected)") { try codec.decode(writer.file()) }
            #expect(error?.code == .malformed, "\(expected): \(String(describing: error))")
            #expect(error?.message.contains(expected) == true, "\(expected): \(String(describing: error))")
        }
    }

    @Test func reportsWhereATruncatedFileEnds() {
        var writer = RawSnapshotWriter()
        writer.leaf()
        let file = writer.file()
        let error = #expect(throws: ReviveError.self) { try codec.decode(file.prefix(file.count - 1)) }
        #expect(error?.code == .truncated)
        #expect(error?.offset == file.count - 1)
    }
}
