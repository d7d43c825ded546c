extension SnapshotCodec {
    /// The caps that bound what ``SnapshotCodec`` reads (and writes), so hostile input stays cheap.
    ///
    /// Every length and count in a file is checked against these caps, and against the bytes
    /// that remain, before anything is allocated. A file over a cap fails with
    /// ``ReviveError/Code/limitExceeded`` naming the cap and the claimed value. The encoder applies
    /// the same caps, so a file this codec writes is a file it can read back.
    ///
    /// The defaults are far above what a restorable page hierarchy needs (a few dozen pages,
    /// a few values each; 10,000 pages of a reader app's state take 1.8 MiB of file and decode in
    /// 10 MB) and small enough for an app extension's memory limit:
    ///
    /// | cap | default | counts |
    /// | --- | --- | --- |
    /// | ``maxFileSize`` | 4 MiB | bytes of the whole file |
    /// | ``maxDepth`` | 64 | nesting of nodes (children, presented) and, separately, of values in one page |
    /// | ``maxNodeCount`` | 10,000 | nodes in the tree |
    /// | ``maxStringLength`` | 1 MiB | UTF-8 bytes of one string, or bytes of one data value |
    /// | ``maxCollectionCount`` | 100,000 | elements of one array, entries of one dictionary or page state |
    /// | ``maxDecodedSize`` | 16 MiB | memory the decoded tree takes, estimated before allocating (see below) |
    ///
    /// **Memory bound.** Reading a file takes at most
    /// `maxFileSize + maxDecodedSize` (+ `maxFileSize` when encrypted) bytes above what the
    /// process held before, whatever the file's shape: the file's bytes, held once (``FileStore``
    /// refuses a file over its ``FileStore/maximumFileSize``, 4 MiB by default, by its size, before
    /// reading a byte); for an encrypted file one copy of the plaintext body; and the decoded tree,
    /// charged before each allocation from counts and lengths (the real heap use follows the
    /// estimate, plus the allocator's own) and refused once it would pass ``maxDecodedSize``. With the
    /// defaults: 20 MiB, 24 MiB encrypted. Nothing else grows with the file: the prefix, the
    /// checksum and the walk read the bytes in place. A launch reads the saved state and the
    /// checkpoint, so it holds at most twice that. Measured (`revive-torture decode-memory`): 4 MiB
    /// of arrays of nulls, which would decode to about 100 MiB, is refused at 16.9 MB.
    ///
    /// The caps were 16 MiB of file and 64 MiB of tree before: a hostile 16 MiB file took 80 MiB to
    /// refuse, and under a 300 MB address-space limit (where glibc's per-thread heaps, 64 MiB of
    /// address space each, fill what is left) that allocation could fail and abort the launch
    /// instead of starting it fresh. An app that needs more loosens a cap through
    /// ``SnapshotCodec/init(limits:key:)`` and ``FileStore/init(directory:maximumFileSize:options:logger:)``.
    ///
    /// ```swift
    /// var limits = SnapshotCodec.DecodingLimits.default
    /// limits.maxNodeCount = 500
    /// let codec = SnapshotCodec(limits: limits)
    /// ```
    public struct DecodingLimits: Hashable {
        /// The largest file accepted, in bytes.
        public var maxFileSize: Int
        /// The deepest nesting accepted: of nodes through children and presented pages, and of
        /// arrays and dictionaries inside one page's state (each counted on its own).
        public var maxDepth: Int
        /// The most nodes one tree may hold.
        public var maxNodeCount: Int
        /// The longest string (in UTF-8 bytes) or data value (in bytes) accepted.
        public var maxStringLength: Int
        /// The most elements one array, dictionary or page state may hold.
        public var maxCollectionCount: Int
        /// The most memory, in bytes, the decoded tree may take, as estimated before allocating
        /// (see the memory bound above).
        public var maxDecodedSize: Int
        /// Whether the checksum is verified. Only fuzzing turns this off, to reach deeper code.
        package var verifiesChecksum: Bool = true

        /// The defaults: 4 MiB, depth 64, 10,000 nodes, 1 MiB strings, 100,000 elements, 16 MiB decoded.
        public static let `default` = DecodingLimits()

        /// Creates limits; every parameter defaults to the value in the table above.
        /// - Parameters:
        ///   - maxFileSize: The largest file accepted, in bytes.
        ///   - maxDepth: The deepest nesting of nodes, and of values in one page.
        ///   - maxNodeCount: The most nodes in one tree.
        ///   - maxStringLength: The longest string or data value, in bytes.
        ///   - maxCollectionCount: The most elements of one array, dictionary or page state.
        ///   - maxDecodedSize: The most memory the decoded tree may take, in bytes (estimated).
        public init(
            maxFileSize: Int = 4 << 20,
            maxDepth: Int = 64,
            maxNodeCount: Int = 10_000,
            maxStringLength: Int = 1 << 20,
            maxCollectionCount: Int = 100_000,
            maxDecodedSize: Int = 16 << 20
        ) {
            self.maxFileSize = maxFileSize
            self.maxDepth = maxDepth
            self.maxNodeCount = maxNodeCount
            self.maxStringLength = maxStringLength
            self.maxCollectionCount = maxCollectionCount
            self.maxDecodedSize = maxDecodedSize
        }
    }
}

extension SnapshotCodec.DecodingLimits {
    /// Names one cap of ``SnapshotCodec/DecodingLimits``, as ``ReviveError/limit`` reports it.
    public struct Limit: Hashable, CustomStringConvertible {
        enum Storage: Hashable {
            case fileSize, depth, nodeCount, stringLength, collectionCount, decodedSize
        }

        let storage: Storage

        /// ``SnapshotCodec/DecodingLimits/maxFileSize``.
        public static let fileSize = Limit(storage: .fileSize)
        /// ``SnapshotCodec/DecodingLimits/maxDepth``.
        public static let depth = Limit(storage: .depth)
        /// ``SnapshotCodec/DecodingLimits/maxNodeCount``.
        public static let nodeCount = Limit(storage: .nodeCount)
        /// ``SnapshotCodec/DecodingLimits/maxStringLength``.
        public static let stringLength = Limit(storage: .stringLength)
        /// ``SnapshotCodec/DecodingLimits/maxCollectionCount``.
        public static let collectionCount = Limit(storage: .collectionCount)
        /// ``SnapshotCodec/DecodingLimits/maxDecodedSize``.
        public static let decodedSize = Limit(storage: .decodedSize)

        /// The name of the property that holds the cap, as in `"maxDepth"`.
        public var name: String {
            switch storage {
            case .fileSize: "maxFileSize"
            case .depth: "maxDepth"
            case .nodeCount: "maxNodeCount"
            case .stringLength: "maxStringLength"
            case .collectionCount: "maxCollectionCount"
            case .decodedSize: "maxDecodedSize"
            }
        }

        /// The cap's property name.
        public var description: String { name }
    }

    /// The value of one cap.
    /// - Parameter limit: Which cap.
    /// - Returns: Its value.
    @inline(__always)
    public func value(of limit: Limit) -> Int {
        switch limit.storage {
        case .fileSize: maxFileSize
        case .depth: maxDepth
        case .nodeCount: maxNodeCount
        case .stringLength: maxStringLength
        case .collectionCount: maxCollectionCount
        case .decodedSize: maxDecodedSize
        }
    }

    /// Throws ``ReviveError/Code/limitExceeded`` when `claimed` is over the cap. A value at
    /// the cap passes; a negative cap counts as `0`.
    /// - Parameters:
    ///   - claimed: The value the input claims or the snapshot has.
    ///   - limit: Which cap.
    ///   - what: What is being counted, for the message.
    ///   - offset: Where in the file, when decoding; `nil` when encoding.
    /// - Throws: ``ReviveError`` when `claimed` is over the cap.
    @inline(__always)
    package func check(
        _ claimed: UInt64, _ limit: Limit, _ what: @autoclosure () -> String, offset: Int?
    ) throws(ReviveError) {
        let cap = value(of: limit)
        guard claimed > UInt64(max(cap, 0)) else { return }
        throw ReviveError(
            .limitExceeded, "\(what()) of \(claimed) is over the cap \(limit.name) = \(cap)",
            offset: offset, limit: limit
        )
    }
}

extension SnapshotCodec.DecodingLimits: Sendable {}
extension SnapshotCodec.DecodingLimits.Limit: Sendable {}
