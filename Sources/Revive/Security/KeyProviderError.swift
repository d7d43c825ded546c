/// Why a ``KeyProvider`` could not produce the key that encrypts saved state.
///
/// The restore path treats any of these as "fresh because the key is unavailable", never as
/// a crash. The ``message`` quotes the path or the system's answer.
///
/// ```swift
/// do {
///     let key = try KeyFileProvider(url: keyURL).key()
/// } catch where error.code == .wrongKeySize {
///     logger.error("\(error)")
/// }
/// ```
public struct KeyProviderError: Error, CustomStringConvertible {
    /// What failed. New codes may be added; switch with a `default`.
    public let code: Code
    /// What went wrong, quoting the path or the system's error.
    public let message: String

    /// Creates an error.
    /// - Parameters:
    ///   - code: What failed.
    ///   - message: What went wrong, quoting the path or the system's error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The code and the message, as one line.
    public var description: String { "\(code): \(message)" }
}

extension KeyProviderError {
    /// What failed; a set that can grow without breaking callers.
    public struct Code: Hashable, CustomStringConvertible {
        enum Storage: Hashable {
            case ioFailed, wrongKeySize, insecurePermissions, keychainFailed, notARegularFile
        }

        let storage: Storage

        /// The key file or its folder could not be opened, read, created or written.
        public static let ioFailed = Code(storage: .ioFailed)
        /// The key file (or keychain item) does not hold exactly 32 bytes, or is not a regular file.
        public static let wrongKeySize = Code(storage: .wrongKeySize)
        /// The key file can be read or written by users other than its owner (mode is not 0600).
        public static let insecurePermissions = Code(storage: .insecurePermissions)
        /// The key file is a symbolic link, a FIFO, a socket, a device or a folder (the message
        /// says which); it is never followed or read.
        public static let notARegularFile = Code(storage: .notARegularFile)
        /// The Keychain refused to read or store the key.
        public static let keychainFailed = Code(storage: .keychainFailed)

        /// The code's name, as in `wrongKeySize`.
        public var description: String {
            switch storage {
            case .ioFailed: "ioFailed"
            case .wrongKeySize: "wrongKeySize"
            case .insecurePermissions: "insecurePermissions"
            case .keychainFailed: "keychainFailed"
            case .notARegularFile: "notARegularFile"
            }
        }
    }
}

extension KeyProviderError: Sendable {}
extension KeyProviderError.Code: Sendable {}
