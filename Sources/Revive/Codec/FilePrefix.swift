import Foundation

/// The plaintext start of a snapshot file: ``FileFraming``'s magic, format version and flags,
/// then the snapshot's header and the body length.
///
/// Reading it also checks the parts of the file that do not need the body's contents: that
/// the file is exactly as long as the prefix announces, and the checksum. The prefix is the
/// authenticated data of an encrypted body, so the header can be read without a key yet
/// cannot be changed without the key noticing.
struct FilePrefix {
    /// The decoded header.
    var header: Snapshot.Header
    /// The flags byte.
    var flags: UInt8
    /// Where the body starts: also the prefix's length.
    var bodyStart: Int
    /// The body's length in bytes.
    var bodyLength: Int

    /// Whether the body is AES-GCM sealed.
    var isEncrypted: Bool { flags & BinaryFormat.encryptedFlag != 0 }

    /// Writes the prefix for `header`, with a zero body length to patch later.
    /// - Parameters:
    ///   - header: The header; its `formatVersion` is ignored, the current version is written.
    ///   - flags: The flags byte.
    ///   - writer: Where to write.
    ///   - limits: The caps the header's strings must respect.
    /// - Returns: The offset of the body length, for ``ByteWriter/patch(_:at:)``.
    /// - Throws: ``ReviveError/Code/limitExceeded`` when a header string is over the cap.
    static func write(
        _ header: Snapshot.Header, flags: UInt8, to writer: inout ByteWriter, limits: SnapshotCodec.DecodingLimits
    ) throws(ReviveError) -> Int {
        try limits.check(UInt64(header.appVersion.utf8.count), .stringLength, "app version length", offset: nil)
        try limits.check(UInt64(header.sceneID.utf8.count), .stringLength, "scene ID length", offset: nil)
        BinaryFormat.framing.writeStart(flags: flags, to: &writer)
        writer.writeString(header.appVersion)
        writer.write(header.schemaVersion)
        writer.write(header.createdAt.timeIntervalSinceReferenceDate)
        writer.writeString(header.sceneID)
        let lengthOffset = writer.count
        writer.write(UInt32(0))
        return lengthOffset
    }

    /// Reads magic, version and flags: enough to tell what the file is.
    /// - Returns: The format version and the flags.
    /// - Throws: ``ReviveError/Code/badMagic``, ``ReviveError/Code/truncated``,
    ///   ``ReviveError/Code/unsupportedFormatVersion``, or ``ReviveError/Code/malformed`` for unknown flags.
    static func readFixed(_ reader: inout ByteReader) throws(ReviveError) -> (version: UInt16, flags: UInt8) {
        try BinaryFormat.framing.readStart(&reader)
    }

    /// Reads and checks the whole prefix, the file's length and (unless turned off) its checksum.
    /// - Parameters:
    ///   - file: The whole file.
    ///   - limits: The caps.
    /// - Returns: The prefix.
    /// - Throws: ``ReviveError`` for the first check that fails.
    static func read(_ file: UnsafeRawBufferPointer, limits: SnapshotCodec.DecodingLimits) throws(ReviveError) -> FilePrefix {
        try limits.check(UInt64(file.count), .fileSize, "file size", offset: 0)
        var reader = ByteReader(file)
        let (version, flags) = try readFixed(&reader)
        let appVersion = try reader.readString("app version", limits: limits)
        let schemaVersion = try reader.readUInt32("schema version")
        let createdAt = Date(timeIntervalSinceReferenceDate: try reader.readDouble("creation date"))
        let sceneID = try reader.readString("scene ID", limits: limits)
        let bodyLength = Int(try reader.readUInt32("body length"))
        let bodyStart = reader.offset
        try FileFraming.checkLength(of: file, bodyStart: bodyStart, bodyLength: bodyLength)
        if limits.verifiesChecksum {
            try FileFraming.verifyTrailer(of: file, macKey: nil)
        }
        let header = Snapshot.Header(
            formatVersion: version, appVersion: appVersion, schemaVersion: schemaVersion,
            createdAt: createdAt, sceneID: sceneID
        )
        return FilePrefix(header: header, flags: flags, bodyStart: bodyStart, bodyLength: bodyLength)
    }
}
