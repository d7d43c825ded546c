package import Revive

/// Why the inspector could not read a saved file or its key.
///
/// Every failure of the `revive` command-line inspector on bad input is one of these: a
/// missing or unreadable file, a key file that is missing or not a key, or a file the codec
/// refuses (then ``codecError`` holds the codec's own error). The ``message`` quotes the path
/// and the reason in one line, ready to print.
///
/// ```swift
/// do {
///     let file = try SnapshotFile.load(path: "state.revive")
/// } catch where error.code == .invalidSnapshot {
///     print(error.message)   // "state.revive: checksumMismatch: … (at byte 182)"
/// }
/// ```
package struct InspectorError: Error, CustomStringConvertible {
    /// What failed. New codes may be added; switch with a `default`.
    package let code: Code
    /// What went wrong, quoting the path and the reason, on one line.
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
}

extension InspectorError {
    /// What failed; a set that can grow without breaking callers.
    package struct Code: Hashable, CustomStringConvertible {
        enum Storage: Hashable {
            case fileUnreadable, keyFileMissing, badKeyFile, invalidSnapshot
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

        /// The code's name, as in `keyFileMissing`.
        package var description: String {
            switch storage {
            case .fileUnreadable: "fileUnreadable"
            case .keyFileMissing: "keyFileMissing"
            case .badKeyFile: "badKeyFile"
            case .invalidSnapshot: "invalidSnapshot"
            }
        }
    }
}

extension InspectorError: Sendable {}
extension InspectorError.Code: Sendable {}
