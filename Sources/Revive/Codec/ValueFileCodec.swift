package import Crypto
package import Foundation

/// Encodes one value into a framed file and back: the format of ReviveArchive's files, owned
/// here with the snapshot format so that a format change touches one module.
///
/// The file is `FileFraming`'s framing around one value written with the snapshot codec's
/// own value coding (`BinaryFormat`'s `value`), through the same writer and reader and the
/// same caps, so a hostile file is refused exactly as a hostile snapshot is. The `Codable`
/// bridge (``StateValue``) runs inside ``encode(_:schemaVersion:)`` and
/// ``decode(_:from:)``.
///
/// ```text
/// Revive value file, format version 1 (little-endian, as in BinaryFormat)
/// file     := magic "RVAR" (4)  formatVersion u16  flags u8
///             schemaVersion u32  bodyLength u32  body  trailer
/// flags    := bit 0: the trailer is an HMAC-SHA256 (with a key derived from the codec's key);
///             clear: a plain SHA-256. Other bits must be 0.
/// body     := value                       (the whole value, its secrets already sealed)
/// trailer  := 32 bytes over everything before it
///
/// sealed value (a `data` value inside the body) :=
///             nonce(12) ciphertext tag(16) — AES-GCM of the value's own `value` encoding,
///             with "revive.archive.secret:" + the file's name as authenticated data
/// ```
///
/// Reading checks, in order: the file size cap, magic, format version, flags, the key the
/// flags require, that the file is exactly as long as `bodyLength` says, the trailer (in
/// constant time for an HMAC), then the value, which must end exactly at the trailer.
///
/// The sealing key and the HMAC key are both derived from the given key with HKDF-SHA256
/// (different `info` strings), so neither use weakens the other.
///
/// ```swift
/// let codec = ValueFileCodec(name: "session", key: key)
/// let file = try codec.encode(session, schemaVersion: 1)
/// let (schemaVersion, value) = try codec.decode(file)
/// let back = try codec.decode(Session.self, from: value)
/// ```
package struct ValueFileCodec: Sendable {
    /// The framing: magic "RVAR", format version 1, one flag.
    static let framing = FileFraming(magic: [0x52, 0x56, 0x41, 0x52], formatVersion: 1, knownFlags: authenticatedFlag)
    /// Flag bit: the trailer is an HMAC, not a plain checksum.
    static let authenticatedFlag: UInt8 = 0x01
    /// Bytes of magic, version, flags, schema version and body length.
    static let prefixSize = 15

    /// The AES-GCM key for sealed values; `nil` without a key.
    let sealKey: SymmetricKey?
    /// The HMAC key for the trailer; `nil` without a key.
    let macKey: SymmetricKey?
    /// Authenticated with every sealed value: binds it to the file's name.
    let authenticatedData: Data
    /// The caps.
    let limits: SnapshotCodec.DecodingLimits

    /// Creates the codec of one named file.
    /// - Parameters:
    ///   - name: The file's name (an archive's name), bound to every sealed value.
    ///   - key: The key that authenticates the file and seals values; `nil` for a plain file.
    ///   - limits: The caps a value must respect to be written and read.
    package init(name: String, key: SymmetricKey?, limits: SnapshotCodec.DecodingLimits = .default) {
        self.sealKey = key.map { Self.derive(from: $0, info: "revive.archive.secret.v1") }
        self.macKey = key.map { Self.derive(from: $0, info: "revive.archive.mac.v1") }
        self.authenticatedData = Data("revive.archive.secret:\(name)".utf8)
        self.limits = limits
    }

    // MARK: Files

    /// Encodes a value into a whole file: `Codable` to ``StateValue``, then framed.
    /// - Parameters:
    ///   - value: The value (a ``StateValue`` is written as it is).
    ///   - schemaVersion: The value's schema version, recorded in the file.
    /// - Returns: The file's bytes.
    /// - Throws: What the value's `encode(to:)` throws, or ``ReviveError`` with
    ///   ``ReviveError/Code/limitExceeded`` when the value breaks a cap.
    package func encode(_ value: some Encodable, schemaVersion: UInt32) throws -> Data {
        let tree = try value as? StateValue ?? StateValueEncoder.encode(value)
        var writer = ByteWriter(capacity: Self.prefixSize + tree.encodedByteCount + FileFraming.trailerSize)
        Self.framing.writeStart(flags: macKey == nil ? 0 : Self.authenticatedFlag, to: &writer)
        writer.write(schemaVersion)
        let lengthOffset = writer.count
        writer.write(UInt32(0))
        var trees = TreeWriter(limits: limits)
        try trees.writeValue(tree, depth: 1, to: &writer)
        let bodyLength = writer.count - Self.prefixSize
        try limits.check(UInt64(writer.count + FileFraming.trailerSize), .fileSize, "file size", offset: nil)
        guard let length = UInt32(exactly: bodyLength) else {
            throw ReviveError(.encodingFailed, "body of \(bodyLength) bytes does not fit the 32-bit length field")
        }
        writer.patch(length, at: lengthOffset)
        FileFraming.writeTrailer(to: &writer, macKey: macKey)
        return writer.finish()
    }

    /// Decodes a whole file: checks the framing and reads the value (its sealed values still sealed).
    /// - Parameter data: The file's bytes.
    /// - Returns: The schema version and the value.
    /// - Throws: ``ReviveError``: ``ReviveError/Code/badMagic``, ``ReviveError/Code/truncated``,
    ///   ``ReviveError/Code/malformed``, ``ReviveError/Code/limitExceeded`` or
    ///   ``ReviveError/Code/checksumMismatch`` for a damaged file,
    ///   ``ReviveError/Code/unsupportedFormatVersion``, ``ReviveError/Code/keyRequired`` for an
    ///   authenticated file and no key, ``ReviveError/Code/decryptionFailed`` for an HMAC that
    ///   does not verify or a plain file read with a key.
    package func decode(_ data: Data) throws(ReviveError) -> (schemaVersion: UInt32, value: StateValue) {
        let result = data.withUnsafeBytes { file in
            Result { () throws(ReviveError) -> (schemaVersion: UInt32, value: StateValue) in
                let header = try Self.readHeader(file, macKey: macKey, requireKey: true, limits: limits)
                let body = UnsafeRawBufferPointer(rebasing: file[Self.prefixSize..<(Self.prefixSize + header.bodyLength)])
                return (header.schemaVersion, try readValue(body, baseOffset: Self.prefixSize))
            }
        }
        return try result.get()
    }

    /// Decodes a `Codable` value from the ``StateValue`` of a file (after migrations).
    /// - Parameters:
    ///   - type: The value's type.
    ///   - value: The value read by ``decode(_:)``.
    /// - Returns: The decoded value.
    /// - Throws: What the type's `init(from:)` throws.
    package func decode<Value: Decodable>(_ type: Value.Type, from value: StateValue) throws -> Value {
        try StateValueDecoder.decode(type, from: value)
    }

    // MARK: Sealed values

    /// Encodes one value on its own and seals it: AES-GCM with a fresh nonce, the file's name
    /// as authenticated data.
    /// - Parameter value: The plain value.
    /// - Returns: Nonce (12 bytes), ciphertext, tag (16 bytes).
    /// - Throws: ``ReviveError/Code/keyRequired`` without a key, ``ReviveError/Code/limitExceeded``
    ///   when the value breaks a cap, ``ReviveError/Code/encodingFailed`` when AES-GCM refuses,
    ///   or what the value's `encode(to:)` throws.
    package func encode(sealing value: some Encodable) throws -> Data {
        guard let sealKey else { throw ReviveError(.keyRequired, "a sealed value needs a key, and this codec has none") }
        let tree = try StateValueEncoder.encode(value)
        var writer = ByteWriter(capacity: tree.encodedByteCount)
        var trees = TreeWriter(limits: limits)
        try trees.writeValue(tree, depth: 1, to: &writer)
        do {
            let box = try writer.withUnsafeBytes { plaintext in
                try AES.GCM.seal(plaintext, using: sealKey, nonce: AES.GCM.Nonce(), authenticating: authenticatedData)
            }
            guard let combined = box.combined else {
                throw ReviveError(.encodingFailed, "AES-GCM gave no combined form for a sealed value")
            }
            return combined
        } catch let error as ReviveError {
            throw error
        } catch {
            throw ReviveError(.encodingFailed, "a value could not be sealed: \(error)")
        }
    }

    /// Opens one sealed value and decodes it.
    /// - Parameters:
    ///   - type: The value's type.
    ///   - sealed: Nonce, ciphertext and tag, as ``encode(sealing:)`` made them.
    /// - Returns: The value.
    /// - Throws: ``ReviveError/Code/keyRequired`` without a key, ``ReviveError/Code/decryptionFailed``
    ///   for a wrong key or changed bytes, another ``ReviveError`` for a plaintext that breaks
    ///   the format, or what the type's `init(from:)` throws.
    package func decode<Value: Decodable>(_ type: Value.Type, unsealing sealed: Data) throws -> Value {
        guard let sealKey else { throw ReviveError(.keyRequired, "a sealed value needs a key, and this codec has none") }
        let plaintext: Data
        do {
            let box = try AES.GCM.SealedBox(combined: sealed)
            plaintext = try AES.GCM.open(box, using: sealKey, authenticating: authenticatedData)
        } catch {
            // The library's error is a code name, not a sentence (see `open` of SnapshotCodec).
            throw ReviveError(
                .decryptionFailed,
                "a sealed value of \(sealed.count) bytes does not open with this key: it was sealed with another key, "
                    + "or it was changed or copied from another file"
            )
        }
        let result = plaintext.withUnsafeBytes { bytes in
            Result { () throws(ReviveError) -> StateValue in try readValue(bytes, baseOffset: 0) }
        }
        return try StateValueDecoder.decode(type, from: try result.get())
    }

    // MARK: Reading

    /// What the framing of a value file says, read without opening its value.
    package struct Header: Sendable {
        /// The file's format version.
        package var formatVersion: UInt16
        /// Whether the trailer is an HMAC (the file was written with a key).
        package var isAuthenticated: Bool
        /// The value's schema version.
        package var schemaVersion: UInt32
        /// The value's length in bytes.
        package var bodyLength: Int
    }

    /// Whether `data` starts with a value file's magic `RVAR`.
    package static func hasMagic(_ data: Data) -> Bool {
        data.withUnsafeBytes { framing.hasMagic($0) }
    }

    /// Reads and checks a value file's framing: magic, version, flags, length, and the trailer
    /// when it is a plain SHA-256 or `key` is given (an HMAC cannot be checked without it; a
    /// key given for a plain file is not used).
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - key: The key the file was written with, if known.
    ///   - limits: The caps.
    /// - Returns: The header.
    /// - Throws: ``ReviveError`` as ``decode(_:)`` does, but never ``ReviveError/Code/keyRequired``.
    package static func header(of data: Data, key: SymmetricKey?, limits: SnapshotCodec.DecodingLimits = .default) throws(ReviveError) -> Header {
        let macKey = key.map { derive(from: $0, info: "revive.archive.mac.v1") }
        let result = data.withUnsafeBytes { file in
            Result { () throws(ReviveError) -> Header in
                try readHeader(file, macKey: macKey, requireKey: false, limits: limits)
            }
        }
        return try result.get()
    }

    /// Reads the prefix and checks the length and (when it can) the trailer.
    ///
    /// With `requireKey` (a reader that must trust the value: an archive's load) a missing key
    /// for an authenticated file is ``ReviveError/Code/keyRequired``, and a plain file read with
    /// a key is refused (``ReviveError/Code/decryptionFailed``), so that no one can turn an
    /// authenticated file into a plain one. Without it (the inspector) an authenticated file
    /// read without its key is reported with its trailer unchecked, and a plain file's
    /// SHA-256 is checked whatever the key.
    private static func readHeader(
        _ file: UnsafeRawBufferPointer, macKey: SymmetricKey?, requireKey: Bool, limits: SnapshotCodec.DecodingLimits
    ) throws(ReviveError) -> Header {
        try limits.check(UInt64(file.count), .fileSize, "file size", offset: 0)
        var reader = ByteReader(file)
        let flags = try framing.readStart(&reader).flags
        let authenticated = flags & authenticatedFlag != 0
        let schemaVersion = try reader.readUInt32("schema version")
        let bodyLength = Int(try reader.readUInt32("body length"))
        try FileFraming.checkLength(of: file, bodyStart: prefixSize, bodyLength: bodyLength)
        if authenticated {
            if let macKey {
                try FileFraming.verifyTrailer(of: file, macKey: macKey)
            } else if requireKey {
                throw ReviveError(.keyRequired, "the file is authenticated with a key and there is no key", offset: 6)
            }
        } else {
            if requireKey, macKey != nil {
                throw ReviveError(
                    .decryptionFailed, "the file carries no authentication tag, and a key was given: refused", offset: 6
                )
            }
            try FileFraming.verifyTrailer(of: file, macKey: nil)
        }
        return Header(
            formatVersion: framing.formatVersion, isAuthenticated: authenticated, schemaVersion: schemaVersion,
            bodyLength: bodyLength
        )
    }

    /// Reads one value that must fill `bytes` exactly.
    private func readValue(_ bytes: UnsafeRawBufferPointer, baseOffset: Int) throws(ReviveError) -> StateValue {
        var tree = TreeReader(ByteReader(bytes, baseOffset: baseOffset), limits: limits)
        let value = try tree.readValue(depth: 1)
        guard tree.reader.remaining == 0 else {
            throw ReviveError(.malformed, "\(tree.reader.remaining) bytes follow the value", offset: tree.reader.offset)
        }
        return value
    }

    private static func derive(from key: SymmetricKey, info: String) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(inputKeyMaterial: key, info: Data(info.utf8), outputByteCount: 32)
    }
}
