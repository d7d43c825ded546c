import Foundation

/// A save's capture: the live pages written straight into the file's bytes as they are walked.
///
/// A save never holds the tree as ``Snapshot/Node`` values: each page's state is captured,
/// written and let go before the next page's, so a save's memory is the file's buffer and one
/// page's state. It writes the bytes ``SnapshotCodec/encode(_:)`` writes for the snapshot that
/// ``captureSnapshot(header:)`` returns, throws the same errors, and notes the same placeholders.
/// The encoding and the file's checksum run on the main actor, inside the capture's walk; the
/// scheduler's queue hashes the body to compare it with the last one written, and writes.
extension HierarchyCapture {
    /// Captures the hierarchy for a save, writing the file as it walks.
    /// - Parameters:
    ///   - header: The header to save with the tree.
    ///   - codec: The codec whose caps and key the file is written with.
    ///   - capacity: The bytes to reserve for the file (the last save's size is a good guess);
    ///     the buffer grows when the file is larger.
    /// - Throws: ``ReviveError`` with code `nothingVisible` when no page would be on screen
    ///   (before any other error), else what ``captureRoot()`` or ``SnapshotCodec/encode(_:)`` throws.
    mutating func encodeScene(header: Snapshot.Header, codec: SnapshotCodec, capacity: Int) throws(ReviveError) -> CapturedScene {
        var visibility = Visibility.unknown
        let encoded: EncodedSnapshot
        do {
            encoded = try codec.encodeKeepingState(header: header, capacity: capacity) {
                (writer: inout ByteWriter, tree: inout TreeWriter) throws(ReviveError) in
                let (root, typeName) = try registeredRoot()
                visibility = try encode(root, as: typeName, isPresented: false, depth: 1, to: &writer, tree: &tree)
            }
        } catch {
            throw blankScreenError(before: error)
        }
        try checkShowsPage(visibility)
        return CapturedScene(encoded: encoded, placeholders: placeholders)
    }

    /// Writes `page` and its subtree, or a placeholder when its type is not registered.
    /// - Returns: Whether it is a placeholder (nothing may depend on it), and its visibility.
    private mutating func encodeChild(
        _ page: Hierarchy.Node, isPresented: Bool, depth: Int, to writer: inout ByteWriter, tree: inout TreeWriter
    ) throws(ReviveError) -> (isPlaceholder: Bool, visibility: Visibility) {
        if let typeName = registry.name(for: page) {
            return (false, try encode(page, as: typeName, isPresented: isPresented, depth: depth, to: &writer, tree: &tree))
        }
        let (typeName, id) = placeholder(for: page, isPresented: isPresented)
        let start = writer.count
        _ = try tree.writeNodeStart(
            typeName: typeName, restorationID: id, kind: .page, state: PageState(), childCount: 0, depth: depth, to: &writer
        )
        try tree.writePresence(false, to: &writer)
        try count(writer.count - start, at: typeName)
        return (true, .unknown)
    }

    /// Writes a registered page: its own part, its children, then what it presents; the node's
    /// bytes are counted against the total budget after its subtree, as the snapshot's capture
    /// counts them.
    private mutating func encode(
        _ page: Hierarchy.Node, as typeName: String, isPresented: Bool, depth: Int,
        to writer: inout ByteWriter, tree: inout TreeWriter
    ) throws(ReviveError) -> Visibility {
        let id = hierarchy.restorationIdentifier(of: page) ?? ""
        trail.append((typeName, id, isPresented))
        defer { trail.removeLast() }
        let (state, _) = try capturedState(of: page)
        let (pages, kind, shownIndex, shown) = containerParts(of: page)
        var visibility = shown
        let childCount = pages.count
        let start = writer.count
        // The count written is the live one; a stack cut short below rewrites it. The decoded
        // size was charged for the live count, a few bytes more than the cut stack takes.
        let countOffset = try tree.writeNodeStart(
            typeName: typeName, restorationID: id, kind: kind, state: state, childCount: childCount, depth: depth, to: &writer
        )
        var ownBytes = writer.count - start + 1   // and the presence byte
        var written = 0
        while written < childCount {
            let (isPlaceholder, shown) = try encodeChild(pages[written], isPresented: false, depth: depth + 1, to: &writer, tree: &tree)
            if written == shownIndex { visibility = shown }
            written += 1
            // Pages above an unrestorable one in a stack depend on it, as in UIKit.
            if isPlaceholder, kind == .stack { break }
        }
        if written < childCount {
            let before = writer.count
            writer.replaceVarint(at: countOffset, with: UInt64(written))
            ownBytes -= before - writer.count
        }
        let next = hierarchy.savedPresentation(of: page)
        try tree.writePresence(next != nil, to: &writer)
        if let next {
            visibility = try encodeChild(next, isPresented: true, depth: depth + 1, to: &writer, tree: &tree).visibility   // a presented page wins
        }
        try count(ownBytes, at: typeName)
        return visibility
    }
}
