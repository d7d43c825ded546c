public import Crypto
public import Foundation

/// Turns a ``Snapshot`` into Revive's compact binary file format and back, optionally encrypted.
///
/// The format (laid out in full in `BinaryFormat.swift`) is magic bytes `RVIV`, a format
/// version, flags, the header, the node tree and a SHA-256 checksum. Writing is one pass into
/// one pre-reserved buffer; reading walks the bytes with an index, checking every length and
/// count against the bytes that remain and against the codec's caps (see
/// ``ReviveError/Code/limitExceeded``) before allocating, so a
/// damaged or hostile file ends in a ``ReviveError`` quickly and never in a crash. Equal
/// snapshots encode to identical bytes (unless encrypted: each encryption uses a fresh nonce).
///
/// With a key, the body is sealed with AES-GCM; the plaintext header is its authenticated
/// data, so ``decodeHeader(_:)`` reads the header without the key and any change to it makes
/// ``decode(_:)`` fail with ``ReviveError/Code/decryptionFailed``.
///
/// ```swift
/// let codec = SnapshotCodec(key: try KeyFileProvider(url: keyURL).key())
/// let bytes = try codec.encode(snapshot)
/// let restored = try codec.decode(bytes)   // == snapshot
/// ```
public struct SnapshotCodec {
    /// The caps applied when reading (and writing).
    public var limits: DecodingLimits
    /// The key that encrypts on encode and decrypts on decode, if any.
    public var key: SymmetricKey?

    /// Creates a codec.
    ///
    /// Whatever the file, reading it stays bounded: at most 4 MiB of file, 10,000 pages,
    /// 64 levels of nesting and 16 MiB of decoded tree, each checked before anything is
    /// allocated; a file over a bound fails with ``ReviveError/Code/limitExceeded``. So a
    /// decode takes at most 20 MiB above what the process held (24 MiB encrypted); see
    /// ``SnapshotCodec/DecodingLimits``.
    /// - Parameter key: With a key, ``encode(_:)`` encrypts the body with AES-GCM and
    ///   ``decode(_:)`` can read encrypted files. A 256-bit key is recommended; 128 and 192 bits
    ///   also work. A codec with a key still reads unencrypted files.
    public init(key: SymmetricKey? = nil) {
        self.init(limits: .default, key: key)
    }

    /// Creates a codec with other caps (tests, fuzzing and the inspector tighten or loosen them).
    public init(limits: DecodingLimits, key: SymmetricKey? = nil) {
        self.limits = limits
        self.key = key
    }

    /// Encodes a snapshot into the bytes of a file.
    ///
    /// One pass: the buffer is reserved at the file's exact size, which costs a walk over the
    /// nodes only (each ``PageState`` knows its own size, counted as its values were
    /// captured), and the bytes are written straight into the buffer that becomes the `Data`.
    ///
    /// The file records the format version this build writes, whatever `header.formatVersion`
    /// says. Dictionary keys are written sorted, so equal snapshots give identical bytes.
    /// - Parameter snapshot: The snapshot.
    /// - Returns: The file's bytes.
    /// - Throws: ``ReviveError`` with ``ReviveError/Code/limitExceeded`` when the snapshot breaks a
    ///   cap (it would be refused on restore), or ``ReviveError/Code/encodingFailed`` for a
    ///   selected tab out of range or a key AES-GCM refuses.
    public func encode(_ snapshot: Snapshot) throws(ReviveError) -> Data {
        try encodeFile(header: snapshot.header, capacity: snapshot.encodedByteCount, keepingBody: false) {
            (writer: inout ByteWriter, tree: inout TreeWriter) throws(ReviveError) in
            try tree.writeNode(snapshot.root, depth: 1, to: &writer)
        }.file
    }

    /// Writes a file around a body that `writeBody` writes: the prefix for `header`, the body,
    /// its length, the seal when the codec has a key, and the checksum; the file, where its
    /// body lies in it, and, with `keepingBody` and a key, the plain body's SHA-256, taken
    /// before sealing (an unsealed body is in the file, to be hashed off the main actor).
    /// - Parameters:
    ///   - capacity: The bytes to reserve: the file's size when it is known, a guess otherwise
    ///     (the buffer grows, by `realloc`).
    ///   - writeBody: Writes the node tree through the ``TreeWriter``, which applies the caps.
    func encodeFile(
        header: Snapshot.Header, capacity: Int, keepingBody: Bool,
        writeBody: (inout ByteWriter, inout TreeWriter) throws(ReviveError) -> Void
    ) throws(ReviveError) -> (file: Data, bodyRange: Range<Int>, sealedBodyDigest: SHA256.Digest?) {
        let overhead = key == nil ? 0 : BinaryFormat.nonceSize + BinaryFormat.tagSize
        var writer = ByteWriter(capacity: capacity + overhead)
        let flags = key == nil ? 0 : BinaryFormat.encryptedFlag
        let lengthOffset = try FilePrefix.write(header, flags: flags, to: &writer, limits: limits)
        let bodyStart = writer.count
        var tree = TreeWriter(limits: limits)
        try writeBody(&writer, &tree)
        let bodyLength = writer.count - bodyStart + overhead
        let fileSize = bodyStart + bodyLength + BinaryFormat.checksumSize
        try limits.check(UInt64(fileSize), .fileSize, "file size", offset: nil)
        guard let length = UInt32(exactly: bodyLength) else {
            throw ReviveError(.encodingFailed, "body of \(bodyLength) bytes does not fit the 32-bit length field")
        }
        writer.patch(length, at: lengthOffset)
        var sealedBodyDigest: SHA256.Digest?
        if let key {
            if keepingBody {
                sealedBodyDigest = writer.withUnsafeBytes { SHA256.hash(data: UnsafeRawBufferPointer(rebasing: $0[bodyStart...])) }
            }
            try Self.seal(&writer, bodyStart: bodyStart, key: key)
        }
        FileFraming.writeTrailer(to: &writer, macKey: nil)
        return (writer.finish(), bodyStart..<(bodyStart + bodyLength), sealedBodyDigest)
    }

    /// Decodes a file's bytes into a snapshot.
    ///
    /// Not an error: an unencrypted file read by a codec that has a key.
    /// - Parameter data: The file's bytes.
    /// - Returns: The snapshot.
    /// - Throws: ``ReviveError`` naming the first check that failed: ``ReviveError/Code/badMagic``,
    ///   ``ReviveError/Code/unsupportedFormatVersion``, ``ReviveError/Code/truncated``,
    ///   ``ReviveError/Code/checksumMismatch``, ``ReviveError/Code/limitExceeded``,
    ///   ``ReviveError/Code/malformed``, ``ReviveError/Code/keyRequired`` or
    ///   ``ReviveError/Code/decryptionFailed``.
    public func decode(_ data: Data) throws(ReviveError) -> Snapshot {
        let result = data.withUnsafeBytes { file in
            Result { () throws(ReviveError) -> Snapshot in try decode(file: file).snapshot }
        }
        return try result.get()
    }

    /// Decodes only the header, without the key and without walking the body.
    ///
    /// Checks everything ``decode(_:)`` checks before the body: magic, version, flags, the
    /// length and the checksum. On an encrypted file the header is not yet authenticated:
    /// only ``decode(_:)`` with the key proves it unchanged.
    /// - Parameter data: The file's bytes.
    /// - Returns: The header.
    /// - Throws: ``ReviveError`` as ``decode(_:)`` does, except the body's and the key's errors.
    public func decodeHeader(_ data: Data) throws(ReviveError) -> Snapshot.Header {
        let result = data.withUnsafeBytes { file in
            Result { () throws(ReviveError) -> Snapshot.Header in try FilePrefix.read(file, limits: limits).header }
        }
        return try result.get()
    }

    /// Tells whether a file's body is encrypted, from its first seven bytes.
    /// - Parameter data: The file's bytes (only the first seven are read).
    /// - Returns: `true` when the encrypted flag is set.
    /// - Throws: ``ReviveError`` with ``ReviveError/Code/badMagic``, ``ReviveError/Code/truncated``,
    ///   ``ReviveError/Code/unsupportedFormatVersion`` or ``ReviveError/Code/malformed`` (unknown flags).
    public static func isEncrypted(_ data: Data) throws(ReviveError) -> Bool {
        let result = data.withUnsafeBytes { file in
            Result { () throws(ReviveError) -> Bool in
                var reader = ByteReader(file)
                return try FilePrefix.readFixed(&reader).flags & BinaryFormat.encryptedFlag != 0
            }
        }
        return try result.get()
    }

    /// Where a decoded file's plain body is: a range of the file, or decrypted bytes.
    enum PlainBody {
        case inFile(Range<Int>)
        case decrypted(Data)
    }

    /// Decodes a whole file held in `file`, and says where its plain body is.
    func decode(file: UnsafeRawBufferPointer) throws(ReviveError) -> (snapshot: Snapshot, body: PlainBody) {
        let prefix = try FilePrefix.read(file, limits: limits)
        let body = UnsafeRawBufferPointer(rebasing: file[prefix.bodyStart..<(prefix.bodyStart + prefix.bodyLength)])
        let root: Snapshot.Node
        if prefix.isEncrypted {
            guard let key else {
                throw ReviveError(
                    .keyRequired, "the body is encrypted and this codec has no key", offset: prefix.bodyStart
                )
            }
            let plaintext = try Self.open(file, prefix: prefix, key: key)
            let result = plaintext.withUnsafeBytes { bytes in
                Result { () throws(ReviveError) -> Snapshot.Node in
                    let base = prefix.bodyStart + BinaryFormat.nonceSize
                    var tree = TreeReader(
                        ByteReader(bytes, baseOffset: base), limits: limits, formatVersion: prefix.header.formatVersion
                    )
                    return try tree.readRoot()
                }
            }
            root = try result.get()
            return (Snapshot(header: prefix.header, root: root), .decrypted(plaintext))
        }
        var tree = TreeReader(
            ByteReader(body, baseOffset: prefix.bodyStart), limits: limits, formatVersion: prefix.header.formatVersion
        )
        root = try tree.readRoot()
        return (Snapshot(header: prefix.header, root: root), .inFile(prefix.bodyStart..<(prefix.bodyStart + prefix.bodyLength)))
    }
}

extension SnapshotCodec: Sendable {}
