package import Crypto
package import Revive

/// Checks whether a saved file would be accepted on restore, and says why not.
///
/// A file is valid when ``SnapshotCodec`` decodes it whole. An encrypted file checked without
/// a key is valid when its header, length and checksum are (the checksum covers the encrypted
/// body, so damage is still found); the result then notes that the pages were not decrypted.
/// A wrong key makes the file invalid (`decryptionFailed`).
///
/// ```swift
/// let result = SnapshotValidator.validate(path: "main.revive")
/// if !result.isValid { print(result.reason ?? "") }   // "checksumMismatch: … (at byte 182)"
/// ```
package enum SnapshotValidator {
    /// Validates a file.
    /// - Parameters:
    ///   - path: The file's path.
    ///   - key: The key of an encrypted file, if known.
    ///   - limits: The codec's caps.
    /// - Returns: The result; a missing or unreadable file is an invalid result too.
    package static func validate(path: String, key: SymmetricKey? = nil, limits: DecodingLimits = .default) -> ValidationResult {
        do {
            let file = try SnapshotFile.load(path: path, key: key, limits: limits)
            var notes: [String] = []
            if let snapshot = file.snapshot {
                notes.append("\(snapshot.root.nodeCount) pages, \(file.byteCount) bytes")
            } else {
                notes.append("\(file.byteCount) bytes")
            }
            if file.isEncrypted {
                notes.append(file.snapshot == nil
                    ? "encrypted: header and checksum checked, pages not decrypted (pass --key-file)"
                    : "encrypted, decrypted with the key")
            }
            return ValidationResult(path: path, error: nil, note: notes.joined(separator: "; "))
        } catch {
            return ValidationResult(path: path, error: error, note: nil)
        }
    }
}

/// The outcome of ``SnapshotValidator/validate(path:key:limits:)``.
///
/// Prints as one line: `main.revive: valid (7 pages, 412 bytes)` or
/// `main.revive: invalid: truncated: the file is 100 bytes but its prefix announces 412 (at byte 100)`.
package struct ValidationResult: CustomStringConvertible {
    /// The file's path.
    package let path: String
    /// Why the file is invalid; `nil` when valid.
    package let error: InspectorError?
    /// What was checked, for a valid file.
    package let note: String?

    /// Whether the file is valid.
    package var isValid: Bool { error == nil }

    /// The codec's code of the failed check, when the codec refused the file.
    package var codecCode: CodecError.Code? { error?.codecError?.code }

    /// Why the file is invalid, without its path: the codec's one-line message (code, message,
    /// byte offset) or the inspector's; `nil` when valid.
    package var reason: String? {
        guard let error else { return nil }
        if let codecError = error.codecError { return codecError.description }
        let prefix = "\(path): "
        return error.message.hasPrefix(prefix) ? String(error.message.dropFirst(prefix.count)) : error.message
    }

    /// One line: the path, then `valid (…)` or `invalid: reason`.
    package var description: String {
        if let reason { return "\(path): invalid: \(reason)" }
        return "\(path): valid" + (note.map { " (\($0))" } ?? "")
    }
}

extension ValidationResult: Sendable {}

extension SnapshotValidator: Sendable {}
