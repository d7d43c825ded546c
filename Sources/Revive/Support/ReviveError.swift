public import Foundation

/// Every error Revive throws: a code an app can switch over, a message that quotes the bad
/// input, and the offending name or byte offset.
///
/// One type for the whole package — the codec, the stores, key providers, page state, the
/// registry and the restore path, and in their own modules the navigator and archives. The
/// ``code`` says which check failed; it is a set that grows without breaking callers, so
/// compare it with `==` or switch with a `default`. The ``message`` quotes the bad input;
/// ``name`` is the type, key, page or operation involved and ``offset`` the place in a file,
/// when there is one. A missing saved file is *not* an error anywhere: reads return `nil`.
///
/// Two renderings: ``description`` (what `"\(error)"` prints) leads with the code, for logs;
/// ``errorDescription`` (what `error.localizedDescription` returns) is the same sentence
/// without the code, for a person — an alert, a command-line tool's message.
///
/// ```swift
/// do {
///     let snapshot = try codec.decode(bytes)
/// } catch where error.code == .checksumMismatch {
///     logger.warning("saved state is damaged: \(error)")   // checksumMismatch: … (at byte 812)
///     showAlert(error.localizedDescription)                 // the SHA-256 … does not match … (at byte 812)
/// }
/// ```
public struct ReviveError: Error, Hashable, CustomStringConvertible {
    /// Which check failed. New codes may be added; switch with a `default`.
    public let code: Code
    /// What went wrong, quoting the bad input.
    public let message: String
    /// The type, key, page or operation involved, when there is one: the restoration type
    /// name for the registry and the restore path, the key for page state, the refused
    /// operation (`"pop"`) for the navigator.
    public let name: String?
    /// The byte offset in the file where the problem was found, when known (codec errors).
    public let offset: Int?
    /// The `errno` value the operating system reported, when the failure came from a system
    /// call (store and key file errors).
    public let errno: Int32?
    /// The name of the codec cap that was exceeded (`"maxNodeCount"`), for ``Code/limitExceeded``.
    let limitName: String?

    /// Creates an error.
    ///
    /// ```swift
    /// throw ReviveError(.readFailed, "read of \(path) failed: the server said 503")
    /// throw ReviveError(.unknownType, name: "ComicPage", "no page type is registered under this name")
    /// ```
    ///
    /// - Parameters:
    ///   - code: Which check failed.
    ///   - name: The type, key, page or operation involved, if any.
    ///   - message: What went wrong, quoting the bad input.
    ///   - offset: Where in the file, when known.
    ///   - errno: The system's `errno`, if the failure came from a system call.
    public init(_ code: Code, name: String? = nil, _ message: String, offset: Int? = nil, errno: Int32? = nil) {
        self.init(code, name: name, message, offset: offset, errno: errno, limitName: nil)
    }

    /// Creates an error that names the codec cap it exceeded.
    package init(_ code: Code, name: String? = nil, _ message: String, offset: Int?, errno: Int32?, limitName: String?) {
        self.code = code
        self.name = name
        self.message = message
        self.offset = offset
        self.errno = errno
        self.limitName = limitName
    }

    /// The code, the name, the message and the offset, as one line:
    /// `"unknownType (ComicPage): no page type is registered under this name"`,
    /// `"checksumMismatch: the file is damaged (at byte 812)"`.
    public var description: String {
        var line = "\(code)"
        if let name { line += " (\(name))" }
        line += ": \(message)"
        if let offset { line += " (at byte \(offset))" }
        return line
    }
}

extension ReviveError {
    /// Which check failed; a set that can grow without breaking callers.
    ///
    /// Each code's documentation names the API that throws it. ReviveNavigator and
    /// ReviveArchive add their own codes in their modules.
    public struct Code: Hashable, CustomStringConvertible {
        /// The code's name, as in `checksumMismatch`.
        let name: String

        /// A code named `name`; two codes of the same name are the same code.
        public init(_ name: String) {
            self.name = name
        }

        /// The code's name, as in `checksumMismatch`.
        public var description: String { name }
    }
}

// MARK: - Codes shared by several parts

extension ReviveError.Code {
    /// A value could not be written. ``SnapshotCodec/encode(_:)``: the snapshot breaks a cap
    /// or an invariant, or encryption failed. ``PageState/encode(_:forKey:)``: the value's own
    /// `encode(to:)` threw. Capture (``RestorableHierarchy``, ``Revivable``): a preserved value
    /// could not be encoded. An archive's `save(_:)`: the value could not be encoded.
    public static let encodingFailed = Self("encodingFailed")
    /// A file is encrypted or authenticated and no key was given: ``SnapshotCodec/decode(_:)``
    /// without a key, or an archive with a `Secret` and no key provider.
    public static let keyRequired = Self("keyRequired")
    /// The path names a symbolic link, a FIFO, a socket, a device or a folder, so it was
    /// neither followed nor read (the message says which): ``FileStore`` reads and locks,
    /// ``KeyFileProvider/key()``.
    public static let notARegularFile = Self("notARegularFile")
}

// MARK: - Codec

extension ReviveError.Code {
    /// ``SnapshotCodec/decode(_:)``: the file does not start with Revive's magic bytes.
    public static let badMagic = Self("badMagic")
    /// ``SnapshotCodec/decode(_:)``: the file's format version is newer (or unknown) to this
    /// build; it is refused, never misread.
    public static let unsupportedFormatVersion = Self("unsupportedFormatVersion")
    /// ``SnapshotCodec/decode(_:)``: the file ends before a field that its own lengths announce.
    public static let truncated = Self("truncated")
    /// ``SnapshotCodec/decode(_:)``: the checksum at the end does not match: the file is damaged.
    public static let checksumMismatch = Self("checksumMismatch")
    /// ``SnapshotCodec``: a length, count, depth or size is over one of the codec's caps (file
    /// size 4 MiB, depth 64, 10,000 nodes, string length 1 MiB, 100,000 elements, decoded
    /// size 16 MiB); the message names the cap (`maxNodeCount`) and the value the file claims.
    public static let limitExceeded = Self("limitExceeded")
    /// ``SnapshotCodec/decode(_:)``: the bytes break the format: unknown tag, invalid UTF-8,
    /// bad container kind, duplicate key, selected tab out of range, trailing bytes, unknown flags.
    public static let malformed = Self("malformed")
    /// ``SnapshotCodec/decode(_:)``: a wrong key, or the file was tampered with.
    public static let decryptionFailed = Self("decryptionFailed")
}

// MARK: - Key providers

extension ReviveError.Code {
    /// ``KeyProvider/key()``: the key file or its folder could not be opened, read, created or written.
    public static let ioFailed = Self("ioFailed")
    /// ``KeyProvider/key()``: the key file (or keychain item) does not hold exactly 32 bytes.
    public static let wrongKeySize = Self("wrongKeySize")
    /// ``KeyFileProvider/key()``: the key file can be read or written by users other than its
    /// owner (mode is not 0600).
    public static let insecurePermissions = Self("insecurePermissions")
    /// `KeychainKeyProvider.key()`: the Keychain refused to read or store the key.
    public static let keychainFailed = Self("keychainFailed")
}

// MARK: - Page state

extension ReviveError.Code {
    /// ``PageState/decode(_:forKey:)``: the state has no value under the key.
    public static let missingKey = Self("missingKey")
    /// ``PageState/decode(_:forKey:)``: the state holds a value of another shape than the
    /// declared type (a string where an `Int` is declared, a dictionary that lacks a field).
    public static let typeMismatch = Self("typeMismatch")
    /// ``PageState/decode(_:forKey:)``: the state holds a number that does not fit the
    /// declared type (300 for an `Int8`).
    public static let valueOutOfRange = Self("valueOutOfRange")
    /// ``PageState/decode(_:forKey:)``: the value has the right shape but is not valid for the
    /// type (an unknown raw value of an enum, an error thrown by the type's own decoder).
    public static let invalidValue = Self("invalidValue")
    /// Capture of `@Preserved` properties: two properties of one page use the same key.
    public static let duplicateKey = Self("duplicateKey")
}

// MARK: - Registry and restoration

extension ReviveError.Code {
    /// ``RestorationRegistry/make(_:)``: the saved type name is not registered; nothing was instantiated.
    public static let unknownType = Self("unknownType")
    /// ``RestorationRegistry/make(_:)``: the registered factory threw, or made a node of another type.
    public static let factoryFailed = Self("factoryFailed")
    /// Restore: the page's own decoding hook threw.
    public static let unreadableState = Self("unreadableState")
    /// Restore: the saved node is a container of another kind than the page the factory made.
    public static let kindMismatch = Self("kindMismatch")
    /// Capture: no page would be on screen (no root, no tabs, an empty stack); nothing is saved.
    public static let nothingVisible = Self("nothingVisible")
    /// Capture: one page's state is larger than the per-page budget.
    public static let overPageBudget = Self("overPageBudget")
    /// Capture: the whole tree is larger than the total budget.
    public static let overTotalBudget = Self("overTotalBudget")
    /// Capture: the root page's type is not registered, so nothing can be saved.
    public static let unregisteredRoot = Self("unregisteredRoot")
    /// ``RestorationController/open(_:completion:)``: the app's policy refuses the place (its
    /// schema version with no migration, another app version); the message says which.
    public static let placeRefused = Self("placeRefused")
    /// ``RestorationController/open(_:completion:)``: the place's structure is not the scene's
    /// (another root page, a container of another kind, a tab or column the scene does not
    /// have); a place moves the user within the scene and never replaces its structure.
    public static let placeDoesNotFit = Self("placeDoesNotFit")
    /// ``RestorationController/open(_:completion:)``: opening the place would remove pages that
    /// hold values, and the app's ``RestorationController/removedPagesRule`` (or the user it
    /// asked) declined.
    public static let placeRemovesValues = Self("placeRemovesValues")
    /// ``PortablePlace/init(url:limits:)``: the URL names the place more than once; a place is
    /// read in one way only.
    public static let repeatedQueryItem = Self("repeatedQueryItem")
    /// ``PortablePlace/init(url:limits:)``: the query item's value is not UTF-8 once its
    /// percent escapes are decoded.
    public static let notUTF8 = Self("notUTF8")
}

// MARK: - Stores

extension ReviveError.Code {
    /// ``SnapshotStore``: the store's folder could not be created, opened or listed.
    public static let directoryUnavailable = Self("directoryUnavailable")
    /// ``SnapshotStore/read(sceneID:)``: a saved file exists but could not be read.
    public static let readFailed = Self("readFailed")
    /// ``SnapshotStore/write(_:sceneID:)``: a file could not be written; the previous file, if any, is intact.
    public static let writeFailed = Self("writeFailed")
    /// ``SnapshotStore/delete(sceneID:)``: a file could not be removed.
    public static let deleteFailed = Self("deleteFailed")
    /// ``SnapshotStore``: a file could not be moved aside for inspection.
    public static let moveFailed = Self("moveFailed")
    /// ``SnapshotStore/read(sceneID:)``: a saved file is larger than the store's size limit, so it was not read.
    public static let fileTooLarge = Self("fileTooLarge")
    /// ``FileStore``, ``RestorationController``'s save and quit: another process (or another session in this one)
    /// holds the scene's lock, so this one neither restores nor saves the scene.
    public static let sceneLocked = Self("sceneLocked")
}

// MARK: - For people

extension ReviveError: LocalizedError {
    /// The error as a sentence for a person, without the code: the name (when the message does
    /// not already quote it), the message and the byte offset. `error.localizedDescription`
    /// returns it; ``description`` is the same line led by the code, for logs.
    ///
    /// ```swift
    /// ReviveError(.unknownType, name: "ComicPage", "no page type is registered under this name")
    ///     .localizedDescription   // "ComicPage: no page type is registered under this name"
    /// ```
    public var errorDescription: String? {
        var line = message
        if let name, !name.isEmpty, !message.contains(name) { line = "\(name): \(line)" }
        if let offset { line += " (at byte \(offset))" }
        return line
    }

    /// Any error as a sentence for a person: a ``ReviveError``'s ``errorDescription``, another
    /// error as it describes itself.
    static func sentence(for error: any Error) -> String {
        (error as? ReviveError)?.errorDescription ?? "\(error)"
    }
}

extension ReviveError: Sendable {}
extension ReviveError.Code: Sendable {}
