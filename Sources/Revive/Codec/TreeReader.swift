import Foundation

/// Reads a snapshot's node tree (the file's plain body), checking every count and nesting level.
///
/// Counts are checked against the caps of ``SnapshotCodec/DecodingLimits`` and the bytes that remain before
/// any array is reserved; nesting is checked before each recursive step, so a file nested
/// 100,000 deep fails at the cap instead of overflowing the stack.
struct TreeReader {
    /// The bytes of the body.
    var reader: ByteReader
    /// The caps.
    let limits: SnapshotCodec.DecodingLimits
    /// The file's format version: version 1 has no split kind.
    let formatVersion: UInt16
    /// Nodes read so far.
    private var nodeCount = 0
    /// The memory the decoded tree takes so far, charged before each allocation.
    private(set) var decodedSize: DecodedSize
    /// The keys of the page state read last, by position, and the type name read last: pages
    /// of one class list the same keys in the same order, and the same bytes are taken as the
    /// same string (``ByteReader/readString(ifItIs:)``).
    private var recentKeys: [String] = []
    private var recentTypeName = ""

    /// Creates a reader of the body in `reader`, written in `formatVersion`.
    init(_ reader: ByteReader, limits: SnapshotCodec.DecodingLimits, formatVersion: UInt16 = Snapshot.Header.currentFormatVersion) {
        self.reader = reader
        self.limits = limits
        self.formatVersion = formatVersion
        self.decodedSize = DecodedSize(limits: limits)
    }

    /// Charges the string (or data value) whose length comes next, before it is read.
    ///
    /// A length over ``SnapshotCodec/DecodingLimits/maxStringLength`` or over the bytes that remain is left to
    /// the read, which refuses it by that cap or as truncated; a cut-off length likewise.
    @inline(__always)
    private mutating func chargeBytes(_ what: @autoclosure () -> String, data: Bool = false) throws(ReviveError) {
        var probe = reader
        guard let length = try? probe.readVarint(what()), length <= UInt64(max(limits.maxStringLength, 0)),
              length <= UInt64(probe.remaining) else { return }
        let cost = data ? DecodedSize.data(count: Int(length)) : DecodedSize.string(utf8Count: Int(length))
        if cost > 0 { try decodedSize.charge(cost, what(), offset: reader.offset) }
    }

    /// Reads the root node and checks that nothing follows it.
    /// - Returns: The root node.
    /// - Throws: ``ReviveError`` for the first check that fails.
    mutating func readRoot() throws(ReviveError) -> Snapshot.Node {
        try decodedSize.charge(MemoryLayout<Snapshot.Node>.stride, "the root node", offset: reader.offset)
        let root = try readNode(depth: 1)
        guard reader.remaining == 0 else {
            throw ReviveError(.malformed, "\(reader.remaining) bytes follow the root node", offset: reader.offset)
        }
        return root
    }

    /// Reads one node and its subtree.
    /// - Parameter depth: The node's nesting level; the root is 1.
    mutating func readNode(depth: Int) throws(ReviveError) -> Snapshot.Node {
        try limits.check(UInt64(depth), .depth, "node nesting", offset: reader.offset)
        nodeCount += 1
        try limits.check(UInt64(nodeCount), .nodeCount, "node count", offset: reader.offset)
        try chargeBytes("type name")
        let typeName: String
        if let known = reader.readString(ifItIs: recentTypeName) {
            typeName = known
        } else {
            typeName = try reader.readString("type name", limits: limits)
            recentTypeName = typeName
        }
        try chargeBytes("restoration ID")
        let restorationID = try reader.readString("restoration ID", limits: limits)
        let kindOffset = reader.offset
        let kindByte = try reader.readByte("container kind")
        var selectedIndex: UInt64 = 0
        var split: (flags: UInt8, roles: [ContainerKind.Role]) = (0, [])
        switch kindByte {
        case BinaryFormat.Kind.page, BinaryFormat.Kind.stack:
            break
        case BinaryFormat.Kind.tabs:
            selectedIndex = try reader.readVarint("selected tab index")
        case BinaryFormat.Kind.split where formatVersion >= BinaryFormat.splitFormatVersion:
            split = try readSplit(of: typeName, index: &selectedIndex)
        case BinaryFormat.Kind.split:
            throw ReviveError(
                .malformed, "container kind 3 (split) of \"\(typeName)\" is not in format version \(formatVersion)",
                offset: kindOffset
            )
        default:
            throw ReviveError(.malformed, "unknown container kind \(kindByte) of \"\(typeName)\"", offset: kindOffset)
        }
        let state = try readState()
        let childCount = try reader.readCount(
            "child count of \"\(typeName)\"", limit: .nodeCount, minimumSize: BinaryFormat.minimumNodeSize,
            limits: limits, cap: limits.maxNodeCount - nodeCount
        )
        try decodedSize.charge(
            DecodedSize.array(of: Snapshot.Node.self, count: childCount), "\(childCount) children", offset: reader.offset
        )
        var children: [Snapshot.Node] = []
        children.reserveCapacity(childCount)
        for _ in 0..<childCount {
            children.append(try readNode(depth: depth + 1))
        }
        let presentedOffset = reader.offset
        var presented: Snapshot.Node?
        switch try reader.readByte("presented marker") {
        case 0: presented = nil
        case 1:
            try decodedSize.charge(DecodedSize.array(of: Snapshot.Node.self, count: 1), "a presented page", offset: presentedOffset)
            presented = try readNode(depth: depth + 1)
        case let other:
            throw ReviveError(.malformed, "presented marker \(other) is neither 0 nor 1", offset: presentedOffset)
        }
        let kind: ContainerKind
        switch kindByte {
        case BinaryFormat.Kind.page: kind = .page
        case BinaryFormat.Kind.stack: kind = .stack
        case BinaryFormat.Kind.split:
            let focused = split.flags & BinaryFormat.SplitFlag.focused != 0
            guard !focused || selectedIndex < UInt64(children.count) else {
                throw ReviveError(
                    .malformed, "split \"\(typeName)\" focuses index \(selectedIndex) of \(children.count) children",
                    offset: kindOffset
                )
            }
            guard split.roles.isEmpty || split.roles.count == children.count else {
                throw ReviveError(
                    .malformed, "split \"\(typeName)\" gives \(split.roles.count) roles to \(children.count) children",
                    offset: kindOffset
                )
            }
            kind = .split(
                focusedIndex: focused ? Int(selectedIndex) : nil, roles: split.roles,
                isCollapsed: split.flags & BinaryFormat.SplitFlag.collapsed != 0
            )
        default:
            guard selectedIndex < UInt64(max(children.count, 1)) else {
                throw ReviveError(
                    .malformed, "tabs \"\(typeName)\" select index \(selectedIndex) of \(children.count) children",
                    offset: kindOffset
                )
            }
            kind = .tabs(selectedIndex: Int(selectedIndex))
        }
        return Snapshot.Node(
            typeName: typeName, restorationID: restorationID, state: state,
            kind: kind, children: children, presented: presented
        )
    }

    /// Reads a split container's flags, focused index and roles (checked against the children
    /// once they are read).
    private mutating func readSplit(
        of typeName: String, index focusedIndex: inout UInt64
    ) throws(ReviveError) -> (flags: UInt8, roles: [ContainerKind.Role]) {
        let flagsOffset = reader.offset
        let flags = try reader.readByte("split flags")
        guard flags & ~BinaryFormat.SplitFlag.known == 0 else {
            throw ReviveError(.malformed, "unknown split flags 0x\(String(format: "%02X", flags)) of \"\(typeName)\"", offset: flagsOffset)
        }
        if flags & BinaryFormat.SplitFlag.focused != 0 { focusedIndex = try reader.readVarint("focused child index") }
        let count = try reader.readCount(
            "role count of \"\(typeName)\"", limit: .nodeCount, minimumSize: 1, limits: limits, cap: limits.maxNodeCount - nodeCount
        )
        guard count > 0 else { return (flags, []) }
        try decodedSize.charge(DecodedSize.array(of: ContainerKind.Role.self, count: count), "\(count) roles", offset: reader.offset)
        var roles: [ContainerKind.Role] = []
        roles.reserveCapacity(count)
        for _ in 0..<count {
            try chargeBytes("role")
            roles.append(ContainerKind.Role(try reader.readString("role", limits: limits)))
        }
        return (flags, roles)
    }

    /// Reads one value, tag first.
    /// - Parameter depth: Its nesting level inside the page state; a top-level value is 1.
    mutating func readValue(depth: Int) throws(ReviveError) -> StateValue {
        let start = reader.offset
        let tag = try reader.readByte("value tag")
        switch tag {
        case BinaryFormat.Tag.null: return .null
        case BinaryFormat.Tag.false: return .bool(false)
        case BinaryFormat.Tag.true: return .bool(true)
        case BinaryFormat.Tag.int: return .int(try reader.readZigZag("int value"))
        case BinaryFormat.Tag.unsignedInt: return .unsignedInt(try reader.readVarint("unsigned int value"))
        case BinaryFormat.Tag.double: return .double(try reader.readDouble("double value"))
        case BinaryFormat.Tag.string:
            try chargeBytes("string value")
            return .string(try reader.readString("string value", limits: limits))
        case BinaryFormat.Tag.data:
            try chargeBytes("data value", data: true)
            return .data(try reader.readData("data value", limits: limits))
        case BinaryFormat.Tag.date:
            return .date(Date(timeIntervalSinceReferenceDate: try reader.readDouble("date value")))
        case BinaryFormat.Tag.array:
            try limits.check(UInt64(depth), .depth, "value nesting", offset: start)
            let count = try reader.readCount("array count", limit: .collectionCount, minimumSize: 1, limits: limits)
            try decodedSize.charge(DecodedSize.array(of: StateValue.self, count: count), "an array of \(count)", offset: start)
            var elements: [StateValue] = []
            elements.reserveCapacity(count)
            for _ in 0..<count {
                elements.append(try readValue(depth: depth + 1))
            }
            return .array(elements)
        case BinaryFormat.Tag.dictionary:
            try limits.check(UInt64(depth), .depth, "value nesting", offset: start)
            return .dictionary(try readEntries(depth: depth + 1, "dictionary count"))
        default:
            throw ReviveError(.malformed, "unknown value tag 0x\(String(format: "%02X", tag))", offset: start)
        }
    }

    /// Reads a page's values; refuses a duplicate key. Keys written in ascending order (as
    /// Revive writes them) are taken as they are; others are sorted.
    private mutating func readState() throws(ReviveError) -> PageState {
        let count = try reader.readCount("page state count", limit: .collectionCount, minimumSize: 2, limits: limits)
        guard count > 0 else { return PageState() }
        try decodedSize.charge(
            DecodedSize.array(of: PageState.Entry.self, count: count), "a page state of \(count)", offset: reader.offset
        )
        var entries: [PageState.Entry] = []
        entries.reserveCapacity(count)
        var ascending = true
        for position in 0..<count {
            let keyOffset = reader.offset
            try chargeBytes("key")
            let key = try readKey(at: position)
            if let last = entries.last, !(last.key < key) {
                guard last.key != key else { throw ReviveError(.malformed, "duplicate key \"\(key)\"", offset: keyOffset) }
                ascending = false
            }
            entries.append(PageState.Entry(key: key, value: try readValue(depth: 1)))
        }
        if !ascending {
            entries.sort { $0.key < $1.key }
            for index in entries.indices.dropFirst() where entries[index - 1].key == entries[index].key {
                throw ReviveError(.malformed, "duplicate key \"\(entries[index].key)\"", offset: nil)
            }
        }
        return PageState(sortedEntries: entries)
    }

    /// Reads the key at `position` of a page state: the one at that position in the state read
    /// last when the bytes are the same, a new string otherwise.
    private mutating func readKey(at position: Int) throws(ReviveError) -> String {
        if position < recentKeys.count, let known = reader.readString(ifItIs: recentKeys[position]) {
            return known
        }
        let key = try reader.readString("key", limits: limits)
        if position < recentKeys.count {
            recentKeys[position] = key
        } else if position == recentKeys.count, position < 64 {
            recentKeys.append(key)
        }
        return key
    }

    /// Reads a count, then that many keys and values; refuses a duplicate key.
    private mutating func readEntries(depth: Int, _ what: String) throws(ReviveError) -> [String: StateValue] {
        let count = try reader.readCount(what, limit: .collectionCount, minimumSize: 2, limits: limits)
        var entries: [String: StateValue] = [:]
        guard count > 0 else { return entries }
        try decodedSize.charge(DecodedSize.dictionary(count: count), "a dictionary of \(count)", offset: reader.offset)
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let keyOffset = reader.offset
            try chargeBytes("key")
            let key = try reader.readString("key", limits: limits)
            let value = try readValue(depth: depth)
            guard entries.updateValue(value, forKey: key) == nil else {
                throw ReviveError(.malformed, "duplicate key \"\(key)\"", offset: keyOffset)
            }
        }
        return entries
    }
}
