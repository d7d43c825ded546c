/// Sizes in Revive's binary format, for size budgets and buffer reservation.
///
/// Each is exactly what ``SnapshotCodec`` writes, so a size budget can be checked before
/// encoding: the ``SnapshotNode/encodedByteCount`` of every node in a tree adds up to the
/// file's body, and ``Snapshot/encodedByteCount`` is the whole unencrypted file.
extension StateValue {
    /// The bytes this value takes in a saved file: its tag byte and its payload.
    ///
    /// ```swift
    /// StateValue.string("héllo").encodedByteCount   // 1 tag + 1 length + 6 UTF-8 bytes = 8
    /// ```
    public var encodedByteCount: Int {
        switch self {
        case .null, .bool:
            return 1
        case .int(let int):
            return 1 + BinaryFormat.varintSize(UInt64(bitPattern: (int &<< 1) ^ (int >> 63)))
        case .unsignedInt(let uint):
            return 1 + BinaryFormat.varintSize(uint)
        case .double, .date:
            return 9
        case .string(let string):
            return 1 + BinaryFormat.stringSize(string)
        case .data(let data):
            return 1 + BinaryFormat.varintSize(UInt64(data.count)) + data.count
        case .array(let elements):
            var size = 1 + BinaryFormat.varintSize(UInt64(elements.count))
            for element in elements { size += element.encodedByteCount }
            return size
        case .dictionary(let entries):
            return 1 + Self.entriesByteCount(entries)
        }
    }

    /// The bytes of a count followed by each key and value.
    static func entriesByteCount(_ entries: [String: StateValue]) -> Int {
        var size = BinaryFormat.varintSize(UInt64(entries.count))
        for (key, value) in entries {
            size += BinaryFormat.stringSize(key) + value.encodedByteCount
        }
        return size
    }
}

extension PageState {
    /// The bytes these values take in a saved file: a count, then each key and value.
    ///
    /// Kept up to date as values are set, so reading it does not walk the values.
    public var encodedByteCount: Int {
        BinaryFormat.varintSize(UInt64(entries.count)) + entriesByteCount
    }
}

extension SnapshotNode {
    /// The bytes this node itself takes in a saved file, without its children and presented page.
    ///
    /// Type name, restoration ID, container kind, page state, child count and the presented
    /// marker. The sum over all nodes of a tree is the size of the file's (unencrypted) body.
    public var encodedByteCount: Int {
        encodedByteCount(stateBytes: state.encodedByteCount)
    }

    /// ``encodedByteCount`` when the state's size is already known (capture computes it once).
    func encodedByteCount(stateBytes: Int) -> Int {
        var size = BinaryFormat.stringSize(typeName) + BinaryFormat.stringSize(restorationID) + 1
        if case .tabs(let selectedIndex) = kind {
            size += BinaryFormat.varintSize(UInt64(max(selectedIndex, 0)))
        }
        size += stateBytes
        size += BinaryFormat.varintSize(UInt64(children.count))
        size += 1
        return size
    }

    /// The bytes of this node and its whole subtree in a saved file.
    public var subtreeEncodedByteCount: Int {
        var size = encodedByteCount
        // Children borrowed in place through the buffer: copying each would retain its parts.
        children.withUnsafeBufferPointer { children in
            for index in children.indices { size += children[index].subtreeEncodedByteCount }
        }
        if let presented { size += presented.subtreeEncodedByteCount }
        return size
    }
}

extension SnapshotHeader {
    /// The bytes of the file before the body: magic, version, flags, these fields, body length.
    var encodedPrefixByteCount: Int {
        BinaryFormat.fixedPrefixSize + BinaryFormat.stringSize(appVersion) + 4 + 8
            + BinaryFormat.stringSize(sceneID) + 4
    }
}

extension Snapshot {
    /// The bytes of this snapshot's unencrypted file; encryption adds 28 (nonce and tag).
    ///
    /// ```swift
    /// if snapshot.encodedByteCount > budget { /* drop the oldest tabs, or skip saving */ }
    /// ```
    public var encodedByteCount: Int {
        header.encodedPrefixByteCount + root.subtreeEncodedByteCount + BinaryFormat.checksumSize
    }
}
