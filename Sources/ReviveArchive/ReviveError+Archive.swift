public import Revive

// MARK: - Codes of archives

extension ReviveError.Code {
    /// `Archive.load()`, `save(_:)`, `delete()`: the file could not be read, written or removed
    /// (the message quotes the store's error and its `errno` text).
    public static let storeFailed = Self("storeFailed")
    /// `Archive.load()`: the file is not a whole archive: wrong magic, cut short, bytes after
    /// the end, a bad checksum, or a body that breaks the format.
    public static let damaged = Self("damaged")
    /// `Archive.load()`: the file was written in an archive format this build does not read.
    public static let unsupportedFormat = Self("unsupportedFormat")
    /// `Archive.load()`: the file holds a schema version newer than the archive's: written by a newer app.
    public static let newerVersion = Self("newerVersion")
    /// `Archive.load()`: an older file has no migration to the next version, or its migration threw.
    public static let migrationFailed = Self("migrationFailed")
    /// `Archive.load()`: the file is whole, but its value does not fit the archive's `Value` type.
    public static let decodingFailed = Self("decodingFailed")
    /// `Archive.load()`, `save(_:)`: the key provider could not produce the key.
    public static let keyUnavailable = Self("keyUnavailable")
    /// `Archive.load()`: the file's authentication tag or a sealed secret does not verify: a
    /// wrong key, or the file was changed by someone without the key.
    public static let authenticationFailed = Self("authenticationFailed")
}

// MARK: - Mapping the core's failures

extension ReviveError {
    /// The codes the codec throws, which an archive turns into its own.
    static let codecCodes: Set<Code> = [
        .badMagic, .unsupportedFormatVersion, .truncated, .checksumMismatch, .limitExceeded,
        .malformed, .keyRequired, .decryptionFailed, .encodingFailed,
    ]

    /// Wraps a store failure as ``Code/storeFailed``.
    static func store(_ error: ReviveError) -> ReviveError {
        ReviveError(.storeFailed, error.message, errno: error.errno)
    }

    /// Turns a failure of the codec's value file into an archive error.
    ///
    /// Writing, every failure is ``Code/encodingFailed``. Reading, an unknown format version
    /// is ``Code/unsupportedFormat``, a missing key ``Code/keyRequired``, an HMAC that does not
    /// verify (or a plain file read with a key) ``Code/authenticationFailed``, anything else
    /// ``Code/damaged``.
    static func codec(_ error: ReviveError, reading: Bool) -> ReviveError {
        // The codec's sentence without its code (the archive's own code replaces it).
        let sentence = error.errorDescription ?? error.message
        guard reading else { return ReviveError(.encodingFailed, sentence) }
        let code: Code = switch error.code {
        case .unsupportedFormatVersion: .unsupportedFormat
        case .keyRequired: .keyRequired
        case .decryptionFailed: .authenticationFailed
        default: .damaged
        }
        return ReviveError(code, sentence)
    }
}

/// An archive's own failure thrown from inside the value's coding (a `Secret` that cannot be
/// sealed or opened), so that the archive's save and load pass it on as it is instead of
/// reading it as a failure of the value's type (both are ``ReviveError``s).
struct ArchiveFailure: Error {
    /// The codes ``SecretSealer`` throws of its own; other errors come from the value's type.
    static let sealingCodes: Set<ReviveError.Code> = [
        .keyRequired, .encodingFailed, .authenticationFailed, .damaged, .unsupportedFormat,
    ]

    /// The error the archive throws.
    let error: ReviveError
}
