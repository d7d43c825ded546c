package import Revive

/// Where the bytes of a saved state go: per page and per key, largest first, against a budget.
///
/// Sizes are the codec's own (``Revive/Snapshot/Node/encodedByteCount``,
/// ``Revive/PageState/encodedByteCount``, ``Revive/StateValue/encodedByteCount``), so they add
/// up to the file: the pages' bytes are the body, and ``fileBytes`` is the unencrypted file.
/// The budget is checked as capture checks it: each page's preserved values
/// (``PageSize/stateBytes``, the "value bytes" the report shows first) against
/// ``Revive/CaptureBudget/maxPageBytes``, all pages together (``totalBytes``) against
/// ``Revive/CaptureBudget/maxTotalBytes``. A page's own bytes (``PageSize/bytes``: its type,
/// identifier and kind too) add up to the total, and no per-page budget applies to them.
///
/// ```swift
/// let report = SizeReport(snapshot: snapshot, budget: CaptureBudget())
/// print(report.pages.first?.page ?? "")   // the largest page
/// print(report.rendered())
/// ```
package struct SizeReport {
    /// The size of one page.
    package struct PageSize: Hashable {
        /// The page's identity path, as one line.
        package let page: String
        /// The bytes of the page itself (type, identifier, kind, values, counts), without its
        /// children: what adds up to ``SizeReport/totalBytes``.
        package let bytes: Int
        /// The bytes of its preserved values: what the per-page budget limits.
        package let stateBytes: Int
        /// How many keys it preserves.
        package let keyCount: Int
        /// Whether its values are over the per-page budget.
        package let isOverBudget: Bool
    }

    /// The size of one preserved key and its value.
    package struct KeySize: Hashable {
        /// The page's identity path, as one line.
        package let page: String
        /// The key.
        package let key: String
        /// The bytes of the key and its value.
        package let bytes: Int
    }

    /// The budget checked against.
    package let budget: CaptureBudget
    /// Every page, largest ``PageSize/stateBytes`` first, the bytes the per-page budget checks
    /// (ties in drawing order).
    package let pages: [PageSize]
    /// Every preserved key of every page, largest first (ties in drawing order, keys sorted).
    package let keys: [KeySize]
    /// The bytes of all pages: the file's body, unencrypted. What the total budget limits.
    package let totalBytes: Int
    /// The bytes of the whole unencrypted file (an encrypted one is 28 bytes larger).
    package let fileBytes: Int

    /// Whether the tree is over the total budget or any page over the per-page budget.
    package var isOverBudget: Bool { totalBytes > budget.maxTotalBytes || pages.contains(where: \.isOverBudget) }

    /// Measures a snapshot.
    /// - Parameters:
    ///   - snapshot: The snapshot.
    ///   - budget: The budget to check against; capture's default unless given.
    package init(snapshot: Snapshot, budget: CaptureBudget = CaptureBudget()) {
        self.budget = budget
        var pages: [PageSize] = []
        var keys: [KeySize] = []
        for entry in snapshot.root.pageEntries() {
            let state = entry.node.state
            pages.append(PageSize(
                page: entry.label, bytes: entry.node.encodedByteCount, stateBytes: state.encodedByteCount,
                keyCount: state.values.count, isOverBudget: state.encodedByteCount > budget.maxPageBytes
            ))
            for key in state.values.keys.sorted() {
                guard let value = state.values[key] else { continue }
                keys.append(KeySize(page: entry.label, key: key, bytes: Self.stringBytes(key) + value.encodedByteCount))
            }
        }
        self.pages = Self.largestFirst(pages, by: \.stateBytes)
        self.keys = Self.largestFirst(keys, by: \.bytes)
        self.totalBytes = snapshot.root.subtreeEncodedByteCount
        self.fileBytes = snapshot.encodedByteCount
    }

    /// Sorts by size, largest first, keeping the original order among equals.
    private static func largestFirst<Row>(_ rows: [Row], by size: (Row) -> Int) -> [Row] {
        rows.enumerated().sorted { lhs, rhs in
            let (left, right) = (size(lhs.element), size(rhs.element))
            return left != right ? left > right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The bytes of a length-prefixed UTF-8 string in the format: a LEB128 count, then the bytes.
    static func stringBytes(_ string: String) -> Int {
        let count = string.utf8.count
        var varint = 1
        var rest = UInt64(count) >> 7
        while rest > 0 {
            varint += 1
            rest >>= 7
        }
        return varint + count
    }
}

extension SizeReport: Sendable {}
extension SizeReport.PageSize: Sendable {}
extension SizeReport.KeySize: Sendable {}
