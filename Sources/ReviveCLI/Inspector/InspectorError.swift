import Foundation
package import Revive

/// Why the inspector could not read a saved file or its key.
///
/// Every failure of the `revive` command-line inspector on bad input is one of these: a
/// missing or unreadable file, a key file that is missing or not a key, a file the codec
/// refuses (then ``codecError`` holds the codec's own error), a file whose contents need the
/// key, or two files of different kinds given to `diff`. The ``message`` is a sentence for a
/// person that quotes the path and the reason, with no code name in it; ``code`` and
/// ``codecError`` carry the codes, which `--verbose` and `--json` show.
///
/// ```swift
/// do {
///     let file = try SnapshotFile.load(path: "state.revive")
/// } catch where error.code == .invalidSnapshot {
///     print(error.message)   // "state.revive: damaged: the SHA-256 of bytes 0..<182 does not match the file's (at byte 182)"
/// }
/// ```
package struct InspectorError: Error, CustomStringConvertible {
    /// What failed. New codes may be added; switch with a `default`.
    package let code: Code
    /// What went wrong, quoting the path and the reason, on one line, without code names.
    package let message: String
    /// The codec's error, for ``Code/invalidSnapshot``; otherwise `nil`.
    package let codecError: ReviveError?

    /// Creates an error.
    /// - Parameters:
    ///   - code: What failed.
    ///   - message: What went wrong, quoting the bad input.
    ///   - codecError: The codec's error, when the codec refused the file.
    package init(_ code: Code, _ message: String, codecError: ReviveError? = nil) {
        self.code = code
        self.message = message
        self.codecError = codecError
    }

    /// The message (it already names the file).
    package var description: String { message }

    /// How the inspector exits for this error (see ``ExitStatus``).
    package var status: ExitStatus {
        switch code.storage {
        case .fileUnreadable, .keyFileMissing, .badKeyFile: .unreadable
        case .invalidSnapshot: .invalid
        case .keyNeeded: .needsKey
        case .differentKinds: .usage
        }
    }

    /// The codes behind the message, as `--verbose` appends them: `[invalidSnapshot: checksumMismatch]`.
    package var codes: String {
        "[\(code)" + (codecError.map { ": \($0.code)" } ?? "") + "]"
    }

    /// The error as JSON for scripts: `code`, `message`, `exitCode`, `status`, and for a file the
    /// codec refused `codec` (`code`, `message` as ``codecSentence(for:)`` words it, `offset`).
    package var json: JSONValue {
        var object: [String: JSONValue] = [
            "code": .string(code.description), "message": .string(message),
            "exitCode": .int(Int64(status.code)), "status": .string(status.name), "codec": .null,
        ]
        if let codecError {
            object["codec"] = .object([
                "code": .string(codecError.code.description), "message": .string(Self.codecSentence(for: codecError)),
                "offset": codecError.offset.map { .int(Int64($0)) } ?? .null,
            ])
        }
        return .object(object)
    }

    /// What a codec error says about a file, for a person: a short verdict (`damaged`, `cut
    /// short`), then the codec's sentence with its byte offset; no code name.
    ///
    /// A wrong key reads `the key does not open this file: the encrypted body (bytes 40..<452)
    /// does not open with this key: it was sealed with another key, or the file was changed (at
    /// byte 40)` for an encrypted state, and names the HMAC that does not verify for an archive.
    /// - Parameter error: The codec's error.
    /// - Returns: `damaged: the SHA-256 of bytes 0..<182 does not match the file's (at byte 182)`.
    package static func reason(for error: ReviveError) -> String {
        let verdicts: [ReviveError.Code: String] = [
            .badMagic: "not a Revive file",
            .unsupportedFormatVersion: "an unsupported format version",
            .truncated: "cut short",
            .checksumMismatch: "damaged",
            .limitExceeded: "over one of the codec's safety caps",
            .malformed: "malformed",
            .decryptionFailed: "the key does not open this file",
            .keyRequired: "needs its key",
        ]
        let sentence = codecSentence(for: error) + (error.offset.map { " (at byte \($0))" } ?? "")
        guard let verdict = verdicts[error.code] else { return sentence }
        return "\(verdict): \(sentence)"
    }

    /// The codec's message as a sentence for a person, without the byte offset: its own message,
    /// with the name it is about when the message does not say it.
    /// - Parameter error: The codec's error.
    /// - Returns: `the SHA-256 of bytes 0..<182 does not match the file's`.
    package static func codecSentence(for error: ReviveError) -> String {
        guard let name = error.name, !name.isEmpty, !error.message.contains(name) else { return error.message }
        return "\(name): \(error.message)"
    }
}

extension InspectorError {
    /// What failed; a set that can grow without breaking callers.
    package struct Code: Hashable, CustomStringConvertible {
        enum Storage: Hashable {
            case fileUnreadable, keyFileMissing, badKeyFile, invalidSnapshot, keyNeeded, differentKinds
        }

        let storage: Storage

        /// The snapshot file does not exist, is a folder, or cannot be read.
        package static let fileUnreadable = Code(storage: .fileUnreadable)
        /// The key file given does not exist (the inspector never creates one).
        package static let keyFileMissing = Code(storage: .keyFileMissing)
        /// The key file cannot be read or does not hold a 128, 192 or 256-bit key.
        package static let badKeyFile = Code(storage: .badKeyFile)
        /// The codec refused the file: see ``InspectorError/codecError``.
        package static let invalidSnapshot = Code(storage: .invalidSnapshot)
        /// The file is well-formed as far as can be checked, but the command needs what only
        /// its key opens (encrypted pages, an authenticated archive's value).
        package static let keyNeeded = Code(storage: .keyNeeded)
        /// `diff` was given a saved state and an archive.
        package static let differentKinds = Code(storage: .differentKinds)

        /// The code's name, as in `keyFileMissing`.
        package var description: String {
            switch storage {
            case .fileUnreadable: "fileUnreadable"
            case .keyFileMissing: "keyFileMissing"
            case .badKeyFile: "badKeyFile"
            case .invalidSnapshot: "invalidSnapshot"
            case .keyNeeded: "keyNeeded"
            case .differentKinds: "differentKinds"
            }
        }
    }
}

extension InspectorError: Sendable {}
extension InspectorError.Code: Sendable {}
