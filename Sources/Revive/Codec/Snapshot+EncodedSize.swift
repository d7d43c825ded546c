/// Sizes in Revive's binary format, for size budgets and buffer reservation.
///
/// Each is exactly what ``SnapshotCodec`` writes, so a size budget can be checked before
/// encoding: the ``Snapshot/Node/encodedByteCount`` of every node in a tree adds up to the
/// file's body, and ``Snapshot/encodedByteCount`` is the whole unencrypted file.
extension Snapshot.Node {
    /// The bytes this node itself takes in a saved file, without its children and presented page.
    ///
    /// Type name, restoration ID, container kind, page state, child count and the presented
    /// marker. The sum over all nodes of a tree is the size of the file's (unencrypted) body.
    public var encodedByteCount: Int {
        encodedByteCount(stateBytes: state.encodedByteCount)
    }

    /// ``encodedByteCount`` when the state's size is already known (capture computes it once).
    func encodedByteCount(stateBytes: Int) -> Int {
        var size = EncodedSize.string(typeName) + EncodedSize.string(restorationID) + 1
        switch kind.storage {
        case .page, .stack: break
        case .tabs(let selectedIndex): size += EncodedSize.varint(UInt64(max(selectedIndex, 0)))
        case .split(let focusedIndex, let roles, _):
            size += 1 + (focusedIndex.map { EncodedSize.varint(UInt64(max($0, 0))) } ?? 0)
            size += EncodedSize.varint(UInt64(roles.count))
            for role in roles { size += EncodedSize.string(role.rawValue) }
        }
        size += stateBytes
        size += EncodedSize.varint(UInt64(children.count))
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

extension Snapshot.Header {
    /// The bytes of the file before the body: magic, version, flags, these fields, body length.
    var encodedPrefixByteCount: Int {
        BinaryFormat.fixedPrefixSize + EncodedSize.string(appVersion) + 4 + 8
            + EncodedSize.string(sceneID) + 4
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
