import Crypto
import Foundation

/// The one framing of every Revive file: magic, format version, flags, a header of the file's
/// kind, the body's length, the body, and a 32-byte trailer over everything before it.
///
/// ```text
/// file     := magic (4)  formatVersion u16  flags u8  header  bodyLength u32  body  trailer
/// trailer  := SHA-256 of everything before it, or HMAC-SHA256 with a key (32 bytes)
/// ```
///
/// Two kinds of file use it: saved states (magic `RVIV`, laid out in `BinaryFormat.swift`,
/// read through ``FilePrefix``) and value files (magic `RVAR`, the files of ReviveArchive,
/// laid out in `ValueFileCodec.swift`). Both write the framing straight into the one buffer
/// that holds the body, so framing costs no copy of the payload.
struct FileFraming: Sendable {
    /// The four magic bytes.
    let magic: [UInt8]
    /// The format version this build writes, the newest it reads.
    let formatVersion: UInt16
    /// The oldest format version this build still reads.
    let oldestReadableVersion: UInt16
    /// The flag bits this format knows; any other bit set is a malformed file.
    let knownFlags: UInt8

    /// Creates a framing.
    /// - Parameters:
    ///   - magic: The four magic bytes.
    ///   - formatVersion: The version written, the newest read.
    ///   - oldestReadableVersion: The oldest version read; `formatVersion` when `nil`.
    ///   - knownFlags: The flag bits the format knows.
    init(magic: [UInt8], formatVersion: UInt16, oldestReadableVersion: UInt16? = nil, knownFlags: UInt8) {
        self.magic = magic
        self.formatVersion = formatVersion
        self.oldestReadableVersion = oldestReadableVersion ?? formatVersion
        self.knownFlags = knownFlags
    }

    /// Bytes of magic, version and flags.
    static let fixedSize = 7
    /// Bytes of the trailer.
    static let trailerSize = 32

    /// The magic as text and as hexadecimal bytes, for messages: `"RVIV" (52 56 49 56)`.
    var magicDescription: String {
        "\"\(String(decoding: magic, as: UTF8.self))\" (\(magic.map { String(format: "%02X", $0) }.joined(separator: " ")))"
    }

    /// Writes magic, format version and flags.
    /// - Parameters:
    ///   - flags: The flags byte.
    ///   - writer: Where to write.
    func writeStart(flags: UInt8, to writer: inout ByteWriter) {
        writer.write(contentsOf: magic)
        writer.write(formatVersion)
        writer.write(flags)
    }

    /// Whether `file` starts with this framing's magic (a file too short to hold it does not).
    func hasMagic(_ file: UnsafeRawBufferPointer) -> Bool {
        file.count >= magic.count && file.prefix(magic.count).elementsEqual(magic)
    }

    /// Reads magic, version and flags: enough to tell what the file is.
    /// - Parameter reader: At the start of the file.
    /// - Returns: The format version and the flags.
    /// - Throws: ``ReviveError/Code/badMagic``, ``ReviveError/Code/truncated``,
    ///   ``ReviveError/Code/unsupportedFormatVersion``, or ``ReviveError/Code/malformed`` for unknown flags.
    func readStart(_ reader: inout ByteReader) throws(ReviveError) -> (version: UInt16, flags: UInt8) {
        let available = min(reader.remaining, magic.count)
        for index in 0..<available where reader.buffer[index] != magic[index] {
            let found = reader.buffer.prefix(available).map { String(format: "%02X", $0) }.joined(separator: " ")
            throw ReviveError(.badMagic, "expected the bytes of \(magicDescription), found \(found)", offset: 0)
        }
        try reader.require(Self.fixedSize, "the magic, format version and flags")
        _ = try reader.readUInt32("magic")
        let versionOffset = reader.offset
        let version = try reader.readUInt16("format version")
        guard oldestReadableVersion <= version, version <= formatVersion else {
            let relation = version > formatVersion ? "newer than" : "unknown to"
            let readable = oldestReadableVersion == formatVersion
                ? "version \(formatVersion)" : "versions \(oldestReadableVersion) to \(formatVersion)"
            throw ReviveError(
                .unsupportedFormatVersion,
                "format version \(version) is \(relation) this build of Revive, which reads \(readable)",
                offset: versionOffset
            )
        }
        let flagsOffset = reader.offset
        let flags = try reader.readByte("flags")
        guard flags & ~knownFlags == 0 else {
            throw ReviveError(.malformed, "unknown flags 0x\(String(format: "%02X", flags))", offset: flagsOffset)
        }
        return (version, flags)
    }

    /// Checks that the file is exactly as long as its prefix announces.
    /// - Throws: ``ReviveError/Code/truncated`` or ``ReviveError/Code/malformed`` (bytes after the trailer).
    static func checkLength(of file: UnsafeRawBufferPointer, bodyStart: Int, bodyLength: Int) throws(ReviveError) {
        let expected = bodyStart + bodyLength + trailerSize
        guard file.count >= expected else {
            throw ReviveError(
                .truncated, "the file is \(file.count) bytes but its prefix announces \(expected)", offset: file.count
            )
        }
        guard file.count == expected else {
            throw ReviveError(.malformed, "\(file.count - expected) bytes follow the checksum", offset: expected)
        }
    }

    /// Appends the trailer over everything written so far.
    /// - Parameters:
    ///   - writer: The whole file but the trailer.
    ///   - macKey: With a key, an HMAC-SHA256; without, a SHA-256.
    static func writeTrailer(to writer: inout ByteWriter, macKey: SymmetricKey?) {
        if let macKey {
            let code = writer.withUnsafeBytes { HMAC<SHA256>.authenticationCode(for: $0, using: macKey) }
            writer.write(contentsOf: code)
        } else {
            let digest = writer.withUnsafeBytes { SHA256.hash(data: $0) }
            writer.write(contentsOf: digest)
        }
    }

    /// Checks the trailer of a file whose length is already checked, in constant time for an HMAC.
    /// - Parameters:
    ///   - file: The whole file.
    ///   - macKey: The key of an HMAC trailer; `nil` for a SHA-256.
    /// - Throws: ``ReviveError/Code/checksumMismatch`` for a SHA-256 that does not match,
    ///   ``ReviveError/Code/decryptionFailed`` for an HMAC that does not verify.
    static func verifyTrailer(of file: UnsafeRawBufferPointer, macKey: SymmetricKey?) throws(ReviveError) {
        let checked = file.count - trailerSize
        let covered = UnsafeRawBufferPointer(rebasing: file[0..<checked])
        let stored = UnsafeRawBufferPointer(rebasing: file[checked...])
        if let macKey {
            guard HMAC<SHA256>.isValidAuthenticationCode(stored, authenticating: covered, using: macKey) else {
                throw ReviveError(
                    .decryptionFailed,
                    "the HMAC of bytes 0..<\(checked) does not verify: a wrong key, or the file was changed",
                    offset: checked
                )
            }
        } else {
            guard SHA256.hash(data: covered).elementsEqual(stored) else {
                throw ReviveError(
                    .checksumMismatch, "the SHA-256 of bytes 0..<\(checked) does not match the file's", offset: checked
                )
            }
        }
    }
}
