import Crypto
import Foundation
import Testing
@testable import Revive

/// The split container kind in the file format (version 2): how it is written, that it comes
/// back as it was, and the typed error of every way its bytes can be wrong.
struct SplitKindFormatTests {
    let codec = SnapshotCodec()

    /// A header the independent test writer (``RawSnapshotWriter``) writes too.
    static let rawHeader = Snapshot.Header(
        appVersion: "1.0", schemaVersion: 1, createdAt: Date(timeIntervalSinceReferenceDate: 0), sceneID: "main"
    )

    static func page(_ name: String, _ id: String = "") -> Snapshot.Node {
        Snapshot.Node(typeName: name, restorationID: id)
    }

    /// The split node `S`, with two leaf children `P` and `Q`, as the independent writer spells it.
    static func rawSplit(flags: UInt8, focusedIndex: UInt64? = nil, roles: [String], childCount: Int = 2) -> RawSnapshotWriter {
        var writer = RawSnapshotWriter()
        writer.string("S")
        writer.string("")
        writer.byte(BinaryFormat.Kind.split)
        writer.byte(flags)
        if let focusedIndex { writer.varint(focusedIndex) }
        writer.varint(UInt64(roles.count))
        for role in roles { writer.string(role) }
        writer.varint(0)  // no state
        writer.varint(UInt64(childCount))
        for index in 0..<childCount { writer.body += [1, 0x50 + UInt8(index % 16), 0, BinaryFormat.Kind.page, 0, 0, 0] }
        writer.byte(0)  // nothing presented
        return writer
    }

    // MARK: Round trip

    @Test(arguments: [
        ContainerKind.split(focusedIndex: 1, roles: [.primary, .supplementary, .secondary]),
        .split(focusedIndex: nil, roles: [.primary, .supplementary, .secondary]),
        .split(focusedIndex: 0),
        .split(focusedIndex: nil),
        .split(focusedIndex: 2, roles: ["inspector", "", "ünïcode 📚"], isCollapsed: true),
        .split(focusedIndex: nil, isCollapsed: true),
    ])
    func splitNodesComeBackAsTheyWereSaved(kind: ContainerKind) throws {
        let columns = (0..<3).map { index in
            Snapshot.Node(
                typeName: "NavigationPage", restorationID: "column-\(index)", kind: .stack,
                children: [Snapshot.Node(typeName: "ListPage", state: PageState(["row": .int(Int64(index))]))],
                presented: index == 1 ? Self.page("SheetPage", "sheet") : nil
            )
        }
        let root = Snapshot.Node(typeName: "SplitPage", restorationID: "main", kind: kind, children: columns)
        let snapshot = Snapshot(header: Snapshot.Header(sceneID: "main"), root: root)
        let bytes = try codec.encode(snapshot)
        let decoded = try codec.decode(bytes)
        #expect(decoded.root == root)
        #expect(decoded.root.kind == kind)
        #expect(decoded.root.kind.focusedIndex == kind.focusedIndex)
        #expect(decoded.root.kind.roles == kind.roles)
        #expect(decoded.root.kind.isCollapsed == kind.isCollapsed)
        #expect(decoded.header.formatVersion == Snapshot.Header.currentFormatVersion)
        #expect(try codec.encode(decoded) == bytes)
    }

    @Test func aSplitWithNoChildrenIsSavedAndComesBack() throws {
        for kind in [ContainerKind.split(focusedIndex: nil), .split(focusedIndex: nil, isCollapsed: true)] {
            let root = Snapshot.Node(typeName: "WorkspacePage", restorationID: "empty", kind: kind)
            let decoded = try codec.decode(try codec.encode(Snapshot(root: root)))
            #expect(decoded.root == root)
            #expect(decoded.root.children.isEmpty)
            #expect(decoded.root.kind.name == "split")
        }
    }

    @Test func splitsNestedInTabsStacksAndPresentationsComeBack() throws {
        let inner = Snapshot.Node(
            typeName: "EditorSplit", kind: .split(focusedIndex: 0, roles: ["left", "right"]),
            children: [Self.page("Pane", "a"), Self.page("Pane", "b")]
        )
        let modal = Snapshot.Node(typeName: "ModalSplit", kind: .split(focusedIndex: nil), children: [Self.page("Only")])
        let stack = Snapshot.Node(typeName: "NavigationPage", kind: .stack, children: [Self.page("Home"), inner], presented: modal)
        let root = Snapshot.Node(typeName: "Tabs", kind: .tabs(selectedIndex: 0), children: [stack])
        let decoded = try codec.decode(try codec.encode(Snapshot(root: root)))
        #expect(decoded.root == root)
    }

    // MARK: Exact bytes

    @Test func aSplitNodeIsWrittenAsTheLayoutSays() throws {
        let kind = ContainerKind.split(focusedIndex: 1, roles: ["a", "b"], isCollapsed: true)
        let root = Snapshot.Node(typeName: "S", kind: kind, children: [Self.page("P"), Self.page("Q")])
        let bytes = try codec.encode(Snapshot(header: Self.rawHeader, root: root))

        let body = Array(bytes).dropLast(BinaryFormat.checksumSize).suffix(from: Self.rawHeader.encodedPrefixByteCount)
        let expected: [UInt8] = [
            1, 0x53, 0,                  // type name "S", restoration ID ""
            0x03,                         // kind: split
            0x03, 1,                      // flags: focused | collapsed, focused index 1
            2, 1, 0x61, 1, 0x62,          // two roles: "a", "b"
            0,                            // no state
            2,                            // two children
            1, 0x50, 0, 0x00, 0, 0, 0,    // "P": page, no state, no children, nothing presented
            1, 0x51, 0, 0x00, 0, 0, 0,    // "Q"
            0,                            // nothing presented
        ]
        #expect(Array(body) == expected)

        let raw = Self.rawSplit(flags: 0x03, focusedIndex: 1, roles: ["a", "b"])
        #expect(raw.body == expected)
        #expect(bytes == raw.file(version: 2))
        #expect(bytes[4] == 2 && bytes[5] == 0, "a new file is format version 2")
    }

    @Test func aSplitWithoutFocusOrRolesWritesNoIndexAndACountOfZero() throws {
        let root = Snapshot.Node(typeName: "S", kind: .split(focusedIndex: nil), children: [Self.page("P"), Self.page("Q")])
        let bytes = try codec.encode(Snapshot(header: Self.rawHeader, root: root))
        #expect(bytes == Self.rawSplit(flags: 0, roles: []).file(version: 2))
        #expect(try codec.decode(bytes).root == root)
    }

    @Test func theEncodedSizeOfASplitNodeIsWhatIsWritten() throws {
        let kinds: [ContainerKind] = [
            .split(focusedIndex: nil), .split(focusedIndex: 0), .split(focusedIndex: 199, isCollapsed: true),
            .split(focusedIndex: 150, roles: (0..<200).map { ContainerKind.Role("role \($0) " + String(repeating: "x", count: $0)) }),
        ]
        for kind in kinds {
            let children = (0..<200).map { Self.page("Column", "\($0)") }
            let root = Snapshot.Node(typeName: "SplitPage", kind: kind, children: children)
            let snapshot = Snapshot(header: Self.rawHeader, root: root)
            let bytes = try codec.encode(snapshot)
            #expect(snapshot.encodedByteCount == bytes.count, "\(kind)")
            let childBytes = children.map(\.encodedByteCount).reduce(0, +)
            let bodyLength = bytes.count - Self.rawHeader.encodedPrefixByteCount - BinaryFormat.checksumSize
            #expect(root.encodedByteCount + childBytes == bodyLength, "\(kind)")
        }
    }

    // MARK: Refused bytes

    @Test func aVersion1FileWithASplitIsMalformedAndSaysWhy() throws {
        let file = Self.rawSplit(flags: 0, roles: []).file(version: 1)
        let error = #expect(throws: ReviveError.self) { try codec.decode(file) }
        #expect(error?.code == .malformed)
        #expect(error?.message.contains("kind 3 (split)") == true, "\(String(describing: error))")
        #expect(error?.message.contains("\"S\"") == true)
        #expect(error?.message.contains("format version 1") == true)
        #expect(error?.offset == Self.rawHeader.encodedPrefixByteCount + 3)
        #expect(try codec.decode(Self.rawSplit(flags: 0, roles: []).file(version: 2)).root.kind == .split(focusedIndex: nil))
    }

    @Test func anEncryptedVersion1FileWithASplitIsRefusedAsThePlainOneIs() throws {
        let key = SymmetricKey(size: .bits256)
        let codec = SnapshotCodec(key: key)
        let error = #expect(throws: ReviveError.self) { try codec.decode(Self.encryptedSplitFile(version: 1, key: key)) }
        #expect(error?.code == .malformed)
        #expect(error?.message.contains("format version 1") == true, "\(String(describing: error))")
        #expect(try codec.decode(Self.encryptedSplitFile(version: 2, key: key)).root.kind == .split(focusedIndex: nil))
    }

    /// ``rawSplit(flags:focusedIndex:roles:childCount:)`` in a file of `version`, its body sealed
    /// as the codec seals one (AES-GCM, the prefix authenticated).
    static func encryptedSplitFile(version: UInt16, key: SymmetricKey) throws -> Data {
        let body = rawSplit(flags: 0, roles: []).body
        let sealedLength = BinaryFormat.nonceSize + body.count + BinaryFormat.tagSize
        let plain = rawSplit(flags: 0, roles: []).file(version: version, flags: BinaryFormat.encryptedFlag, bodyLength: UInt32(sealedLength))
        let prefix = plain.prefix(plain.count - SHA256.byteCount - body.count)
        let sealed = try AES.GCM.seal(Data(body), using: key, nonce: AES.GCM.Nonce(), authenticating: prefix)
        var file = Data(prefix)
        file.append(contentsOf: sealed.nonce)
        file.append(sealed.ciphertext)
        file.append(sealed.tag)
        file.append(contentsOf: SHA256.hash(data: file))
        return file
    }

    @Test(arguments: [UInt8(0x04), 0x80, 0xFF, 0x05])
    func unknownSplitFlagsAreMalformed(flags: UInt8) {
        let file = Self.rawSplit(flags: flags, focusedIndex: flags & 1 != 0 ? 0 : nil, roles: []).file(version: 2)
        let error = #expect(throws: ReviveError.self) { try codec.decode(file) }
        #expect(error?.code == .malformed)
        #expect(error?.message.contains("unknown split flags 0x\(String(format: "%02X", flags))") == true, "\(String(describing: error))")
        #expect(error?.offset == Self.rawHeader.encodedPrefixByteCount + 4)
    }

    @Test(arguments: [(UInt64(2), 2), (5, 2), (0, 0), (UInt64.max, 2)])
    func aFocusedIndexPastTheChildrenIsMalformed(focusedIndex: UInt64, childCount: Int) {
        let file = Self.rawSplit(flags: 0x01, focusedIndex: focusedIndex, roles: [], childCount: childCount).file(version: 2)
        let error = #expect(throws: ReviveError.self) { try codec.decode(file) }
        #expect(error?.code == .malformed)
        #expect(error?.message.contains("focuses index \(focusedIndex) of \(childCount) children") == true, "\(String(describing: error))")
    }

    @Test(arguments: [1, 3])
    func rolesThatAreNotOnePerChildAreMalformed(roleCount: Int) {
        let roles = (0..<roleCount).map { "r\($0)" }
        let file = Self.rawSplit(flags: 0, roles: roles, childCount: 2).file(version: 2)
        let error = #expect(throws: ReviveError.self) { try codec.decode(file) }
        #expect(error?.code == .malformed)
        #expect(error?.message.contains("gives \(roleCount) roles to 2 children") == true, "\(String(describing: error))")
    }

    @Test func rolesOverTheCapsAreRefusedBeforeTheyAreRead() {
        let longRole = Self.rawSplit(flags: 0, roles: ["primary", "secondary"]).file(version: 2)
        let short = SnapshotCodec(limits: SnapshotCodec.DecodingLimits(maxStringLength: 4))
        let stringError = #expect(throws: ReviveError.self) { try short.decode(longRole) }
        #expect(stringError?.code == .limitExceeded)
        #expect(stringError?.message.contains("role") == true, "\(String(describing: stringError))")

        let few = SnapshotCodec(limits: SnapshotCodec.DecodingLimits(maxNodeCount: 3))
        var many = RawSnapshotWriter()
        many.body = [1, 0x53, 0, BinaryFormat.Kind.split, 0]
        many.varint(1_000)
        many.body += Array(repeating: 0, count: 1_003)  // 1,000 empty roles, state, children, presented
        let countError = #expect(throws: ReviveError.self) { try few.decode(many.file(version: 2)) }
        #expect(countError?.code == .limitExceeded)
        #expect(countError?.message.contains("role count") == true, "\(String(describing: countError))")

        var claimed = RawSnapshotWriter()
        claimed.body = [1, 0x53, 0, BinaryFormat.Kind.split, 0]
        claimed.varint(9_000)  // under the node cap, but 9,000 roles cannot fit in what remains
        claimed.body += [0, 0, 0]
        let truncatedError = #expect(throws: ReviveError.self) { try codec.decode(claimed.file(version: 2)) }
        #expect(truncatedError?.code == .truncated)
        #expect(truncatedError?.message.contains("role count") == true, "\(String(describing: truncatedError))")
    }

    @Test func aSplitNodeCutShortAtAnyByteIsATypedError() {
        let writer = Self.rawSplit(flags: 0x03, focusedIndex: 1, roles: ["primary", "secondary"])
        for length in 0..<writer.body.count {
            var cut = RawSnapshotWriter()
            cut.body = Array(writer.body.prefix(length))
            let error = #expect(throws: ReviveError.self, "cut at \(length)") { try codec.decode(cut.file(version: 2)) }
            #expect(error?.code == .truncated, "cut at \(length): \(String(describing: error))")
        }
    }

    // MARK: Refused trees

    @Test(arguments: [2, 3, -1])
    func theWriterRefusesAFocusPastTheChildren(focusedIndex: Int) {
        let root = Snapshot.Node(typeName: "S", kind: .split(focusedIndex: focusedIndex), children: [Self.page("P"), Self.page("Q")])
        let error = #expect(throws: ReviveError.self) { try codec.encode(Snapshot(root: root)) }
        #expect(error?.code == .encodingFailed)
        #expect(error?.message.contains("split \"S\" focuses index \(focusedIndex) of 2 children") == true, "\(String(describing: error))")
    }

    @Test func theWriterRefusesAFocusInASplitWithNoChildren() {
        let root = Snapshot.Node(typeName: "S", kind: .split(focusedIndex: 0))
        let error = #expect(throws: ReviveError.self) { try codec.encode(Snapshot(root: root)) }
        #expect(error?.code == .encodingFailed)
        #expect(error?.message.contains("focuses index 0 of 0 children") == true)
    }

    @Test(arguments: [1, 3])
    func theWriterRefusesRolesThatAreNotOnePerChild(roleCount: Int) {
        let roles = (0..<roleCount).map { ContainerKind.Role("r\($0)") }
        let root = Snapshot.Node(typeName: "S", kind: .split(focusedIndex: nil, roles: roles), children: [Self.page("P"), Self.page("Q")])
        let error = #expect(throws: ReviveError.self) { try codec.encode(Snapshot(root: root)) }
        #expect(error?.code == .encodingFailed)
        #expect(error?.message.contains("gives \(roleCount) roles to 2 children") == true, "\(String(describing: error))")
    }

    @Test func theWriterRefusesARoleOverTheStringCap() {
        let root = Snapshot.Node(
            typeName: "S", kind: .split(focusedIndex: nil, roles: ["primary", "secondary"]), children: [Self.page("P"), Self.page("Q")]
        )
        let error = #expect(throws: ReviveError.self) {
            try SnapshotCodec(limits: SnapshotCodec.DecodingLimits(maxStringLength: 4)).encode(Snapshot(header: Self.rawHeader, root: root))
        }
        #expect(error?.code == .limitExceeded)
    }
}
