import Revive

/// Why an ``Archive`` could not load, save or delete its value.
///
/// Every failure of an archive is one of these: a damaged, truncated, tampered or foreign
/// file, a wrong key, a file from a newer version of the app, a failed migration, a value
/// that cannot be encoded. None of them crashes, and none of them loses data: a failed
/// ``Archive/load()`` keeps the last good value in memory, and a failed ``Archive/save(_:)``
/// leaves the previous file untouched. The ``code`` says which check failed and can grow new
/// members; the ``message`` quotes the problem (the path, the version, the offset).
///
/// A missing file is *not* an error: ``Archive/load()`` returns `nil`.
///
/// ```swift
/// do {
///     session = try archive.load()
/// } catch where error.code == .authenticationFailed {
///     logger.warning("session file changed or key lost: \(error)")
/// }
/// ```
public struct ArchiveError: Error, CustomStringConvertible {
    /// Which check failed. New codes may be added; switch with a `default`.
    public let code: Code
    /// What went wrong, quoting the bad input.
    public let message: String

    /// Creates an error.
    /// - Parameters:
    ///   - code: Which check failed.
    ///   - message: What went wrong, quoting the bad input.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The code and the message, as one line: `"damaged: … (at byte 12)"`.
    public var description: String { "\(code): \(message)" }
}

extension ArchiveError {
    /// Which check of an archive failed; a set that can grow without breaking callers.
    public struct Code: Hashable, CustomStringConvertible {
        enum Storage: Hashable {
            case storeFailed, damaged, unsupportedFormat, newerVersion, migrationFailed
            case decodingFailed, encodingFailed, keyRequired, keyUnavailable, authenticationFailed
        }

        let storage: Storage

        /// The file could not be read, written or removed (see the message for the `errno` text).
        public static let storeFailed = Code(storage: .storeFailed)
        /// The file is not a whole archive: wrong magic, cut short, bytes after the end, a bad
        /// checksum, or a body that breaks the format.
        public static let damaged = Code(storage: .damaged)
        /// The file was written in an archive format this build does not read.
        public static let unsupportedFormat = Code(storage: .unsupportedFormat)
        /// The file holds a schema version newer than the archive's: written by a newer app.
        public static let newerVersion = Code(storage: .newerVersion)
        /// An older file has no migration to the next version, or its migration threw.
        public static let migrationFailed = Code(storage: .migrationFailed)
        /// The file is whole, but its value does not fit the archive's `Value` type.
        public static let decodingFailed = Code(storage: .decodingFailed)
        /// The value could not be encoded (its `encode(to:)` threw, or it breaks a size cap).
        public static let encodingFailed = Code(storage: .encodingFailed)
        /// A ``Secret`` or an authenticated file needs a key, and the archive has no key provider.
        public static let keyRequired = Code(storage: .keyRequired)
        /// The key provider could not produce the key.
        public static let keyUnavailable = Code(storage: .keyUnavailable)
        /// The file's authentication tag or a sealed secret does not verify: a wrong key, or
        /// the file was changed by someone without the key.
        public static let authenticationFailed = Code(storage: .authenticationFailed)

        /// The code's name, as in `authenticationFailed`.
        public var description: String {
            switch storage {
            case .storeFailed: "storeFailed"
            case .damaged: "damaged"
            case .unsupportedFormat: "unsupportedFormat"
            case .newerVersion: "newerVersion"
            case .migrationFailed: "migrationFailed"
            case .decodingFailed: "decodingFailed"
            case .encodingFailed: "encodingFailed"
            case .keyRequired: "keyRequired"
            case .keyUnavailable: "keyUnavailable"
            case .authenticationFailed: "authenticationFailed"
            }
        }
    }
}

extension ArchiveError {
    /// Wraps a store failure.
    static func store(_ error: StoreError) -> ArchiveError {
        ArchiveError(.storeFailed, error.message)
    }

    /// Turns a failure of the codec's value file into an archive error.
    ///
    /// Writing, every failure is ``Code/encodingFailed``. Reading, an unknown format version
    /// is ``Code/unsupportedFormat``, a missing key ``Code/keyRequired``, an HMAC that does not
    /// verify (or a plain file read with a key) ``Code/authenticationFailed``, anything else
    /// ``Code/damaged``.
    static func codec(_ error: CodecError, reading: Bool) -> ArchiveError {
        guard reading else { return ArchiveError(.encodingFailed, error.description) }
        let code: Code = switch error.code {
        case .unsupportedFormatVersion: .unsupportedFormat
        case .keyRequired: .keyRequired
        case .decryptionFailed: .authenticationFailed
        default: .damaged
        }
        return ArchiveError(code, error.description)
    }
}

extension ArchiveError: Sendable {}
extension ArchiveError.Code: Sendable {}
