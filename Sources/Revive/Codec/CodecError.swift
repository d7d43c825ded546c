/// Why bytes could not become a ``Snapshot``, or a snapshot could not become bytes.
///
/// Every failure of ``SnapshotCodec`` is one of these: a damaged, truncated, hostile,
/// foreign or newer file ends here, never in a crash. The ``code`` says which check failed
/// (the restore policy reports it as "fresh because …"); the ``message`` quotes the bad
/// input; ``offset`` says where in the file, when that is known.
///
/// ```swift
/// do {
///     let snapshot = try codec.decode(bytes)
/// } catch where error.code == .checksumMismatch {
///     logger.warning("saved state is damaged: \(error)")
/// }
/// ```
public struct CodecError: Error, CustomStringConvertible {
    /// Which check failed. New codes may be added; switch with a `default`.
    public let code: Code
    /// What went wrong, quoting the bad value.
    public let message: String
    /// The byte offset in the file where the problem was found, when known.
    public let offset: Int?
    /// The cap that was exceeded, for ``Code/limitExceeded``; otherwise `nil`. The message
    /// names it too (`maxNodeCount`).
    package let limit: DecodingLimits.Limit?

    /// Creates an error.
    /// - Parameters:
    ///   - code: Which check failed.
    ///   - message: What went wrong, quoting the bad value.
    ///   - offset: Where in the file, when known.
    ///   - limit: The cap that was exceeded, for ``Code/limitExceeded``.
    package init(_ code: Code, _ message: String, offset: Int? = nil, limit: DecodingLimits.Limit? = nil) {
        self.code = code
        self.message = message
        self.offset = offset
        self.limit = limit
    }

    /// The code, the message and the offset, as one line.
    public var description: String {
        if let offset { return "\(code): \(message) (at byte \(offset))" }
        return "\(code): \(message)"
    }
}

extension CodecError {
    /// Which check of the codec failed; a set that can grow without breaking callers.
    public struct Code: Hashable, CustomStringConvertible {
        enum Storage: Hashable {
            case badMagic, unsupportedFormatVersion, truncated, checksumMismatch, limitExceeded
            case malformed, keyRequired, decryptionFailed, encodingFailed
        }

        let storage: Storage

        /// The file does not start with Revive's magic bytes: it is not a Revive file.
        public static let badMagic = Code(storage: .badMagic)
        /// The file's format version is newer (or unknown) to this build; it is refused, never misread.
        public static let unsupportedFormatVersion = Code(storage: .unsupportedFormatVersion)
        /// The file ends before a field that its own lengths announce.
        public static let truncated = Code(storage: .truncated)
        /// The checksum at the end of the file does not match its contents: the file is damaged.
        public static let checksumMismatch = Code(storage: .checksumMismatch)
        /// A length, count, depth or size is over one of the codec's caps (file size 16 MiB,
        /// depth 64, 10,000 nodes, string length 1 MiB, 100,000 elements, decoded size 64 MiB);
        /// the message names the cap (`maxNodeCount`) and the value the file claims.
        public static let limitExceeded = Code(storage: .limitExceeded)
        /// The bytes break the format: unknown tag, invalid UTF-8, bad container kind, duplicate key,
        /// selected tab out of range, trailing bytes, unknown flags.
        public static let malformed = Code(storage: .malformed)
        /// The file is encrypted and the codec was given no key.
        public static let keyRequired = Code(storage: .keyRequired)
        /// Decryption failed: a wrong key, or the file was tampered with.
        public static let decryptionFailed = Code(storage: .decryptionFailed)
        /// The snapshot could not be written: it breaks a cap or an invariant, or encryption failed.
        public static let encodingFailed = Code(storage: .encodingFailed)

        /// The code's name, as in `checksumMismatch`.
        public var description: String {
            switch storage {
            case .badMagic: "badMagic"
            case .unsupportedFormatVersion: "unsupportedFormatVersion"
            case .truncated: "truncated"
            case .checksumMismatch: "checksumMismatch"
            case .limitExceeded: "limitExceeded"
            case .malformed: "malformed"
            case .keyRequired: "keyRequired"
            case .decryptionFailed: "decryptionFailed"
            case .encodingFailed: "encodingFailed"
            }
        }
    }
}

extension CodecError: Sendable {}
extension CodecError.Code: Sendable {}
