/// How large saved state may grow: per page and for the whole tree, in encoded bytes.
///
/// Saved state should hold identifiers and small values, not content: a page over budget
/// usually preserves something it should reload instead. Capture refuses state over budget
/// with an error naming the page and its size, so the mistake shows up in development.
///
/// ```swift
/// let budget = CaptureBudget(maxPageBytes: 16 * 1024, maxTotalBytes: 512 * 1024)
/// ```
public struct CaptureBudget: Hashable {
    /// The most bytes one page's preserved values may take. Default 64 KiB.
    public var maxPageBytes: Int
    /// The most bytes the whole tree may take. Default 4 MiB.
    public var maxTotalBytes: Int

    /// Creates a budget.
    /// - Parameters:
    ///   - maxPageBytes: The most bytes one page's state may take.
    ///   - maxTotalBytes: The most bytes the whole tree may take.
    public init(maxPageBytes: Int = 64 * 1024, maxTotalBytes: Int = 4 * 1024 * 1024) {
        self.maxPageBytes = maxPageBytes
        self.maxTotalBytes = maxTotalBytes
    }

    /// No limits (for tools and benchmarks).
    public static let unlimited = CaptureBudget(maxPageBytes: .max, maxTotalBytes: .max)

    /// Holds a tree that arrived from elsewhere (a place) to the budget a capture is held to,
    /// with the same counts: each page's state, and the whole tree's encoded bytes.
    /// - Parameters:
    ///   - snapshot: The tree.
    ///   - what: What the tree is, for the message ("the place").
    /// - Throws: ``ReviveError`` with code `overPageBudget` or `overTotalBudget`, naming the page.
    func check(_ snapshot: Snapshot, what: String) throws(ReviveError) {
        var total = 0
        var pages = [snapshot.root]
        while let node = pages.popLast() {
            let bytes = node.state.encodedByteCount
            guard bytes <= maxPageBytes else {
                throw ReviveError(.overPageBudget, name: node.typeName, "\(what)'s page \(node.typeName) holds \(bytes) bytes; the per-page budget is \(maxPageBytes)")
            }
            total += node.encodedByteCount(stateBytes: bytes)
            guard total <= maxTotalBytes else {
                throw ReviveError(.overTotalBudget, name: node.typeName, "\(what) reached \(total) bytes; the total budget is \(maxTotalBytes)")
            }
            pages += node.children
            if let presented = node.presented { pages.append(presented) }
        }
    }
}

extension CaptureBudget: Sendable {}
