import Revive

import Crypto
import Foundation

/// The bytes of an ``Archive``'s file, and of one sealed ``Secret``.
///
/// The value is written with the snapshot codec's own value encoding (`BinaryFormat`'s
/// `value`: one tag byte, zigzag varints, length-prefixed UTF-8, sorted dictionary keys),
/// through the same `ByteWriter` / `TreeWriter` and `ByteReader` / `TreeReader` with the
/// same caps, so a hostile file is refused exactly as a hostile snapshot is. No Foundation
/// encoder is on this path.
///
/// ```text
/// Revive archive file, format version 1 (little-endian, as in BinaryFormat)
/// file     := magic "RVAR" (4)  formatVersion u16  flags u8
///             schemaVersion u32  bodyLength u32  body  trailer
/// flags    := bit 0: the trailer is an HMAC-SHA256 (with a key derived from the key
///             provider's key); clear: a plain SHA-256. Other bits must be 0.
/// body     := value                       (the whole archived value, secrets already sealed)
/// trailer  := 32 bytes over everything before it
///
/// sealed secret (a `data` value inside the body) :=
///             nonce(12) ciphertext tag(16) — AES-GCM of the secret's own `value` encoding,
///             with "revive.archive.secret:" + archive name as authenticated data
/// ```
///
/// Reading checks, in order: magic, format version, flags, the key the flags require, that
/// the file is exactly as long as `bodyLength` says, the trailer (in constant time), then the
/// value, which must end exactly at the trailer.
enum ArchiveFormat {
    /// "RVAR".
    static let magic: [UInt8] = [0x52, 0x56, 0x41, 0x52]
    /// The only format version this build writes and reads.
    static let formatVersion: UInt16 = 1
    /// Flag bit: the trailer is an HMAC, not a plain checksum.
    static let authenticatedFlag: UInt8 = 0x01
    /// Bytes of the trailer.
    static let trailerSize = 32
    /// Bytes of magic, version, flags, schema version and body length.
    static let prefixSize = 15

    /// Encodes a whole file.
    /// - Parameters:
    ///   - value: The value, secrets already sealed.
    ///   - schemaVersion: The value's schema version.
    ///   - macKey: With a key the trailer is an HMAC; without, a SHA-256.
    ///   - limits: The caps the value must respect (so the file can be read back).
    /// - Returns: The file's bytes.
    /// - Throws: ``ArchiveError/Code/encodingFailed`` when the value breaks a cap.
    static func encodeFile(
        _ value: StateValue, schemaVersion: UInt32, macKey: SymmetricKey?, limits: DecodingLimits
    ) throws(ArchiveError) -> Data {
        var writer = ByteWriter(capacity: prefixSize + value.encodedByteCount + trailerSize)
        writer.write(contentsOf: magic)
        writer.write(formatVersion)
        writer.write(macKey == nil ? 0 : authenticatedFlag)
        writer.write(schemaVersion)
        let lengthOffset = writer.count
        writer.write(UInt32(0))
        var tree = TreeWriter(limits: limits)
        do {
            try tree.writeValue(value, depth: 1, to: &writer)
        } catch {
            throw ArchiveError.codec(error, reading: false)
        }
        let bodyLength = writer.count - prefixSize
        guard let length = UInt32(exactly: bodyLength), writer.count + trailerSize <= limits.maxFileSize else {
            throw ArchiveError(.encodingFailed, "a value of \(bodyLength) bytes is over the file size cap")
        }
        writer.patch(length, at: lengthOffset)
        writer.write(contentsOf: trailer(of: writer.bytes, macKey: macKey))
        return writer.finish()
    }

    /// Decodes a whole file.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - macKey: The key for an authenticated file; `nil` when the archive has no key provider.
    ///   - limits: The caps.
    /// - Returns: The schema version and the value (secrets still sealed).
    /// - Throws: ``ArchiveError`` with ``ArchiveError/Code/damaged``,
    ///   ``ArchiveError/Code/unsupportedFormat``, ``ArchiveError/Code/keyRequired`` or
    ///   ``ArchiveError/Code/authenticationFailed``.
    static func decodeFile(
        _ data: Data, macKey: SymmetricKey?, limits: DecodingLimits
    ) throws(ArchiveError) -> (schemaVersion: UInt32, value: StateValue) {
        let bytes = [UInt8](data)
        guard bytes.count >= prefixSize, bytes.starts(with: magic) else {
            let found = bytes.prefix(4).map { String(format: "%02X", $0) }.joined(separator: " ")
            let shape = bytes.starts(with: magic) ? "cut short at \(bytes.count) bytes" : "starts with [\(found)]"
            throw ArchiveError(.damaged, "not an archive file: expected \"RVAR\" and a \(prefixSize)-byte prefix; it \(shape)")
        }
        let version = UInt16(bytes[4]) | UInt16(bytes[5]) << 8
        guard version == formatVersion else {
            throw ArchiveError(.unsupportedFormat, "archive format version \(version); this build reads \(formatVersion)")
        }
        let flags = bytes[6]
        guard flags & ~authenticatedFlag == 0 else {
            throw ArchiveError(.damaged, "unknown flags 0x\(String(format: "%02X", flags)) (at byte 6)")
        }
        let authenticated = flags & authenticatedFlag != 0
        if authenticated, macKey == nil {
            throw ArchiveError(.keyRequired, "the file is authenticated with a key and this archive has no key provider")
        }
        if !authenticated, macKey != nil {
            throw ArchiveError(
                .authenticationFailed, "the file carries no authentication tag, and this archive has a key: refused"
            )
        }
        let schemaVersion = readUInt32(bytes, at: 7)
        let bodyLength = Int(readUInt32(bytes, at: 11))
        let expected = prefixSize + bodyLength + trailerSize
        guard bytes.count == expected else {
            throw ArchiveError(.damaged, "the file is \(bytes.count) bytes but its prefix announces \(expected)")
        }
        let checked = bytes[..<(expected - trailerSize)]
        let stored = bytes[(expected - trailerSize)...]
        try verifyTrailer(stored, of: checked, macKey: macKey)
        let value = try decodeValue(bytes[prefixSize..<(prefixSize + bodyLength)], baseOffset: prefixSize, limits: limits)
        return (schemaVersion, value)
    }

    /// Encodes one value on its own (the plaintext of a sealed secret).
    static func encodeValue(_ value: StateValue, limits: DecodingLimits) throws(CodecError) -> [UInt8] {
        var writer = ByteWriter(capacity: value.encodedByteCount)
        var tree = TreeWriter(limits: limits)
        try tree.writeValue(value, depth: 1, to: &writer)
        return writer.bytes
    }

    /// Decodes one value that must fill `bytes` exactly.
    /// - Throws: ``ArchiveError/Code/damaged`` quoting the codec's check and offset.
    static func decodeValue(
        _ bytes: some Collection<UInt8>, baseOffset: Int, limits: DecodingLimits
    ) throws(ArchiveError) -> StateValue {
        let contiguous = Array(bytes)
        let result = contiguous.withUnsafeBytes { buffer in
            Result { () throws(CodecError) -> StateValue in
                var tree = TreeReader(ByteReader(buffer, baseOffset: baseOffset), limits: limits)
                let value = try tree.readValue(depth: 1)
                guard tree.reader.remaining == 0 else {
                    throw CodecError(.malformed, "\(tree.reader.remaining) bytes follow the value", offset: tree.reader.offset)
                }
                return value
            }
        }
        do {
            return try result.get()
        } catch {
            throw ArchiveError.codec(error, reading: true)
        }
    }

    private static func trailer(of bytes: [UInt8], macKey: SymmetricKey?) -> [UInt8] {
        if let macKey { return Array(HMAC<SHA256>.authenticationCode(for: bytes, using: macKey)) }
        return Array(SHA256.hash(data: bytes))
    }

    private static func verifyTrailer(
        _ stored: ArraySlice<UInt8>, of checked: ArraySlice<UInt8>, macKey: SymmetricKey?
    ) throws(ArchiveError) {
        if let macKey {
            guard HMAC<SHA256>.isValidAuthenticationCode(Array(stored), authenticating: checked, using: macKey) else {
                throw ArchiveError(
                    .authenticationFailed,
                    "the HMAC of bytes 0..<\(checked.count) does not verify: a wrong key, or the file was changed"
                )
            }
        } else {
            guard SHA256.hash(data: checked).elementsEqual(stored) else {
                throw ArchiveError(.damaged, "the SHA-256 of bytes 0..<\(checked.count) does not match the file's")
            }
        }
    }

    private static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * UInt32($1)) }
    }
}
