import Crypto
import Foundation

extension SnapshotCodec {
    /// Replaces the plain body at the end of `writer` with its AES-GCM sealed form:
    /// nonce (12 bytes), ciphertext, tag (16 bytes).
    ///
    /// The prefix (everything before `bodyStart`, its body length already patched to the
    /// sealed length) is the authenticated data; the nonce is fresh and random each call.
    /// - Parameters:
    ///   - writer: Holds the prefix, then the plain body.
    ///   - bodyStart: Where the body starts.
    ///   - key: The key.
    /// - Throws: ``ReviveError/Code/encodingFailed`` when AES-GCM refuses the key.
    static func seal(_ writer: inout ByteWriter, bodyStart: Int, key: SymmetricKey) throws(ReviveError) {
        let sealed: AES.GCM.SealedBox
        do {
            sealed = try writer.withUnsafeBytes { written in
                try AES.GCM.seal(
                    UnsafeRawBufferPointer(rebasing: written[bodyStart...]), using: key, nonce: AES.GCM.Nonce(),
                    authenticating: UnsafeRawBufferPointer(rebasing: written[..<bodyStart])
                )
            }
        } catch {
            throw ReviveError(
                .encodingFailed, "AES-GCM refused a key of \(key.bitCount) bits (use 128, 192 or 256): \(error)"
            )
        }
        writer.truncate(to: bodyStart)
        writer.write(contentsOf: sealed.nonce)
        writer.write(contentsOf: sealed.ciphertext)
        writer.write(contentsOf: sealed.tag)
    }

    /// Opens the sealed body of `file`, authenticating the prefix.
    /// - Parameters:
    ///   - file: The whole file.
    ///   - prefix: Its checked prefix.
    ///   - key: The key.
    /// - Returns: The plain body.
    /// - Throws: ``ReviveError/Code/malformed`` for a body too short to be sealed, or
    ///   ``ReviveError/Code/decryptionFailed`` for a wrong key or any change to the prefix or body.
    static func open(_ file: UnsafeRawBufferPointer, prefix: FilePrefix, key: SymmetricKey) throws(ReviveError) -> Data {
        let minimum = BinaryFormat.nonceSize + BinaryFormat.tagSize
        guard prefix.bodyLength >= minimum else {
            throw ReviveError(
                .malformed, "an encrypted body of \(prefix.bodyLength) bytes is shorter than \(minimum)",
                offset: prefix.bodyStart
            )
        }
        let body = UnsafeRawBufferPointer(rebasing: file[prefix.bodyStart..<(prefix.bodyStart + prefix.bodyLength)])
        let authenticated = UnsafeRawBufferPointer(rebasing: file[0..<prefix.bodyStart])
        do {
            let box = try AES.GCM.SealedBox(combined: body)
            return try AES.GCM.open(box, using: key, authenticating: authenticated)
        } catch {
            // The library's error says no more than that the tag does not verify, and in its
            // own code names: the message says it in words.
            throw ReviveError(
                .decryptionFailed,
                "the encrypted body (bytes \(prefix.bodyStart)..<\(prefix.bodyStart + prefix.bodyLength)) does not open "
                    + "with this key: it was sealed with another key, or the file was changed",
                offset: prefix.bodyStart
            )
        }
    }
}
