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
}

extension CaptureBudget: Sendable {}
