extension ReviveError {
    /// Creates a codec error; `limit` is the cap that was exceeded, for ``Code/limitExceeded``.
    /// - Parameters:
    ///   - code: Which check failed.
    ///   - message: What went wrong, quoting the bad value.
    ///   - offset: Where in the file, when known.
    ///   - limit: The cap that was exceeded.
    package init(_ code: Code, _ message: String, offset: Int? = nil, limit: SnapshotCodec.DecodingLimits.Limit?) {
        self.init(code, message, offset: offset, errno: nil, limitName: limit?.name)
    }

    /// The codec cap that was exceeded, for ``Code/limitExceeded``; otherwise `nil`. The
    /// message names it too (`maxNodeCount`).
    public var limit: SnapshotCodec.DecodingLimits.Limit? {
        let all: [SnapshotCodec.DecodingLimits.Limit] = [.fileSize, .depth, .nodeCount, .stringLength, .collectionCount, .decodedSize]
        return all.first { $0.name == limitName }
    }
}
