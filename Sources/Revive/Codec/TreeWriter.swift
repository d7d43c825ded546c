import Foundation

/// Writes a snapshot's node tree (the file's plain body) as the layout in ``BinaryFormat`` says.
///
/// It applies the caps of ``SnapshotCodec/DecodingLimits`` as it goes, so that a file this codec writes is
/// one it can read: a tree too deep, too large or holding too long a string throws
/// ``ReviveError/Code/limitExceeded`` instead of writing a file that would be refused on restore.
struct TreeWriter {
    /// The caps to respect.
    let limits: SnapshotCodec.DecodingLimits
    /// Nodes written so far.
    private var nodeCount = 0
    /// The memory the tree will take when decoded, charged as ``TreeReader`` charges it.
    private var decodedSize: DecodedSize

    /// Creates a writer that respects `limits`.
    init(limits: SnapshotCodec.DecodingLimits) {
        self.limits = limits
        self.decodedSize = DecodedSize(limits: limits)
    }

    /// Writes `node` and its subtree.
    /// - Parameters:
    ///   - node: The node.
    ///   - depth: Its nesting level; the root is 1.
    ///   - writer: Where to write.
    /// - Throws: ``ReviveError`` for a cap exceeded, a selected tab or focused child out of
    ///   range, or a split's roles that are not one per child.
    mutating func writeNode(_ node: Snapshot.Node, depth: Int, to writer: inout ByteWriter) throws(ReviveError) {
        _ = try writeNodeStart(
            typeName: node.typeName, restorationID: node.restorationID, kind: node.kind, state: node.state,
            childCount: node.children.count, depth: depth, to: &writer
        )
        // Through the buffer, so that each child is borrowed in place, not copied (retaining
        // its strings and arrays) on the way in.
        try node.children.withUnsafeBufferPointer { (children) throws(ReviveError) in
            for index in children.indices {
                try writeNode(children[index], depth: depth + 1, to: &writer)
            }
        }
        try writePresence(node.presented != nil, to: &writer)
        if let presented = node.presented {
            try writeNode(presented, depth: depth + 1, to: &writer)
        }
    }

    /// Writes a node's own part, which comes before its children: its type name, restoration
    /// ID, kind, state and the number of children that follow. A capture that writes the file
    /// as it walks the live pages (``HierarchyCapture/encodeScene(header:codec:capacity:)``)
    /// calls it, then writes the children, then ``writePresence(_:to:)``.
    /// - Returns: The offset of the children's count, for ``ByteWriter/replaceVarint(at:with:)``
    ///   when fewer children follow.
    /// - Throws: As ``writeNode(_:depth:to:)``.
    mutating func writeNodeStart(
        typeName: String, restorationID: String, kind: ContainerKind, state: PageState,
        childCount: Int, depth: Int, to writer: inout ByteWriter
    ) throws(ReviveError) -> Int {
        try limits.check(UInt64(depth), .depth, "node nesting", offset: nil)
        nodeCount += 1
        try limits.check(UInt64(nodeCount), .nodeCount, "node count", offset: nil)
        if depth == 1 { try decodedSize.charge(MemoryLayout<Snapshot.Node>.stride, "the root node", offset: nil) }
        try decodedSize.charge(DecodedSize.array(of: Snapshot.Node.self, count: childCount), "children", offset: nil)
        try writeString(typeName, "type name", to: &writer)
        try writeString(restorationID, "restoration ID", to: &writer)
        switch kind.storage {
        case .page:
            writer.write(BinaryFormat.Kind.page)
        case .stack:
            writer.write(BinaryFormat.Kind.stack)
        case .tabs(let selectedIndex):
            let inRange = (0..<childCount).contains(selectedIndex) || (childCount == 0 && selectedIndex == 0)
            guard inRange else {
                throw ReviveError(
                    .encodingFailed,
                    "tabs \"\(typeName)\" select index \(selectedIndex) of \(childCount) children"
                )
            }
            writer.write(BinaryFormat.Kind.tabs)
            writer.writeVarint(UInt64(selectedIndex))
        case .split(let focusedIndex, let roles, let isCollapsed):
            if let focusedIndex, !(0..<childCount).contains(focusedIndex) {
                throw ReviveError(
                    .encodingFailed,
                    "split \"\(typeName)\" focuses index \(focusedIndex) of \(childCount) children"
                )
            }
            guard roles.isEmpty || roles.count == childCount else {
                throw ReviveError(
                    .encodingFailed,
                    "split \"\(typeName)\" gives \(roles.count) roles to \(childCount) children"
                )
            }
            writer.write(BinaryFormat.Kind.split)
            var flags: UInt8 = isCollapsed ? BinaryFormat.SplitFlag.collapsed : 0
            if focusedIndex != nil { flags |= BinaryFormat.SplitFlag.focused }
            writer.write(flags)
            if let focusedIndex { writer.writeVarint(UInt64(focusedIndex)) }
            writer.writeVarint(UInt64(roles.count))
            for role in roles { try writeString(role.rawValue, "role", to: &writer) }
        }
        try writeState(state, to: &writer)
        let countOffset = writer.count
        writer.writeVarint(UInt64(childCount))
        return countOffset
    }

    /// Writes whether a presented page follows a node's children (1) or not (0).
    /// - Throws: ``ReviveError/Code/limitExceeded`` when the decoded tree would be too large.
    mutating func writePresence(_ isPresented: Bool, to writer: inout ByteWriter) throws(ReviveError) {
        if isPresented {
            try decodedSize.charge(DecodedSize.array(of: Snapshot.Node.self, count: 1), "a presented page", offset: nil)
        }
        writer.write(UInt8(isPresented ? 1 : 0))
    }

    /// Writes one value, tag first.
    /// - Parameters:
    ///   - value: The value.
    ///   - depth: Its nesting level inside the page state; a top-level value is 1.
    ///   - writer: Where to write.
    mutating func writeValue(_ value: StateValue, depth: Int, to writer: inout ByteWriter) throws(ReviveError) {
        switch value {
        case .null:
            writer.write(BinaryFormat.Tag.null)
        case .bool(let bool):
            writer.write(bool ? BinaryFormat.Tag.true : BinaryFormat.Tag.false)
        case .int(let int):
            writer.write(BinaryFormat.Tag.int)
            writer.writeZigZag(int)
        case .unsignedInt(let uint):
            writer.write(BinaryFormat.Tag.unsignedInt)
            writer.writeVarint(uint)
        case .double(let double):
            writer.write(BinaryFormat.Tag.double)
            writer.write(double)
        case .string(let string):
            writer.write(BinaryFormat.Tag.string)
            try writeString(string, "string length", to: &writer)
        case .data(let data):
            try limits.check(UInt64(data.count), .stringLength, "data length", offset: nil)
            try decodedSize.charge(DecodedSize.data(count: data.count), "a data value", offset: nil)
            writer.write(BinaryFormat.Tag.data)
            writer.writeData(data)
        case .date(let date):
            writer.write(BinaryFormat.Tag.date)
            writer.write(date.timeIntervalSinceReferenceDate)
        case .array(let elements):
            try limits.check(UInt64(depth), .depth, "value nesting", offset: nil)
            try limits.check(UInt64(elements.count), .collectionCount, "array count", offset: nil)
            try decodedSize.charge(DecodedSize.array(of: StateValue.self, count: elements.count), "an array", offset: nil)
            writer.write(BinaryFormat.Tag.array)
            writer.writeVarint(UInt64(elements.count))
            try elements.withUnsafeBufferPointer { (elements) throws(ReviveError) in
                for index in elements.indices {
                    try writeValue(elements[index], depth: depth + 1, to: &writer)
                }
            }
        case .dictionary(let entries):
            try limits.check(UInt64(depth), .depth, "value nesting", offset: nil)
            writer.write(BinaryFormat.Tag.dictionary)
            try writeEntries(entries, depth: depth + 1, "dictionary count", to: &writer)
        }
    }

    /// Writes a page's values: a count, then each key and value, already in ascending key order.
    private mutating func writeState(_ state: PageState, to writer: inout ByteWriter) throws(ReviveError) {
        try limits.check(UInt64(state.count), .collectionCount, "page state count", offset: nil)
        try decodedSize.charge(DecodedSize.array(of: PageState.Entry.self, count: state.count), "a page state", offset: nil)
        writer.writeVarint(UInt64(state.count))
        try state.entries.withUnsafeBufferPointer { (entries) throws(ReviveError) in
            for index in entries.indices {
                try writeString(entries[index].key, "key length", to: &writer)
                try writeValue(entries[index].value, depth: 1, to: &writer)
            }
        }
    }

    /// Writes a count, then each key and value, keys in ascending order.
    private mutating func writeEntries(
        _ entries: [String: StateValue], depth: Int, _ what: String, to writer: inout ByteWriter
    ) throws(ReviveError) {
        try limits.check(UInt64(entries.count), .collectionCount, what, offset: nil)
        try decodedSize.charge(DecodedSize.dictionary(count: entries.count), "a dictionary", offset: nil)
        writer.writeVarint(UInt64(entries.count))
        if entries.count == 1, let (key, value) = entries.first {
            try writeString(key, "key length", to: &writer)
            try writeValue(value, depth: depth, to: &writer)
            return
        }
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
            try writeString(key, "key length", to: &writer)
            try writeValue(value, depth: depth, to: &writer)
        }
    }

    /// Writes a length-prefixed string after checking its length against the cap.
    @inline(__always)
    private mutating func writeString(_ string: String, _ what: String, to writer: inout ByteWriter) throws(ReviveError) {
        let count = string.utf8.count
        try limits.check(UInt64(count), .stringLength, what, offset: nil)
        if count > 15 { try decodedSize.charge(DecodedSize.string(utf8Count: count), what, offset: nil) }
        writer.writeString(string)
    }
}
