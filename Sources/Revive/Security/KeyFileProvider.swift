public import Crypto
public import Foundation
public import Logging

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A key provider that keeps a 256-bit key in a file only its owner can read (mode 0600).
///
/// The first call to ``key()`` creates the file if it is missing: 32 random bytes are
/// written to a temporary file opened with `O_CREAT | O_EXCL` and mode 0600 from the start
/// (never readable by others, not even briefly), flushed to disk, then hard-linked to the
/// final name, which fails if another process got there first (its key is then used). So
/// the key file appears whole or not at all. The folder is created with mode 0700 if needed.
///
/// A key file that is not a regular file (a symbolic link, a FIFO, a socket, a device, a
/// folder: it is opened with `O_NOFOLLOW | O_NONBLOCK`, so none of them can block), does not
/// hold exactly 32 bytes, or is readable or writable by group or others is refused with a
/// ``ReviveError``, as `ssh` refuses a private key others can read. Temporary files of a
/// creation that was killed half way (`.NAME.UUID.tmp`, each a candidate key) are removed
/// once they are a minute old. Losing the file loses every file encrypted with it; that is
/// not an error here, restore then starts fresh.
///
/// ```swift
/// let provider = KeyFileProvider(url: supportFolder.appending(path: "revive.key"))
/// let codec = SnapshotCodec(key: try provider.key())
/// ```
public struct KeyFileProvider: KeyProvider {
    /// The key file.
    public let url: URL

    /// The size of the key, and so of the key file, in bytes.
    public static let keySize = 32

    /// Where a new key file and cleaned-up leftovers are logged.
    let logger: Logger

    /// Creates a provider for the key file at `url`; nothing is read or created until ``key()``.
    /// - Parameters:
    ///   - url: The key file's location.
    ///   - logger: Where a new key file and cleaned-up leftovers are logged; nothing is logged
    ///     by default.
    public init(url: URL, logger: Logger = .disabled) {
        self.url = url
        self.logger = logger
    }

    /// Reads the key file, creating it with a fresh random key if it is missing.
    /// - Returns: The 256-bit key.
    /// - Throws: ``ReviveError`` with ``ReviveError/Code/wrongKeySize``,
    ///   ``ReviveError/Code/insecurePermissions`` or ``ReviveError/Code/ioFailed``.
    public func key() throws(ReviveError) -> SymmetricKey {
        removeAbandonedTemporaryFiles()
        if let key = try readKey() { return key }
        try createKeyFile()
        guard let key = try readKey() else {
            throw ReviveError(.ioFailed, "the key file \"\(url.path)\" vanished right after it was created")
        }
        return key
    }

    /// Reads the key, or returns `nil` when the file does not exist.
    private func readKey() throws(ReviveError) -> SymmetricKey? {
        let path = url.path
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            if code == ELOOP || code == EMLINK {
                throw ReviveError(.notARegularFile, "the key file \"\(path)\" is a symbolic link; it must be a regular file")
            }
            throw ReviveError(.ioFailed, "cannot open the key file \"\(path)\": \(Self.describe(code))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw ReviveError(.ioFailed, "cannot stat the key file \"\(path)\": \(Self.describe(errno))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw ReviveError(
                .notARegularFile, "the key file \"\(path)\" is \(POSIXFile.fileTypeName(info.st_mode)), not a regular file"
            )
        }
        guard Int(info.st_size) == Self.keySize else {
            throw ReviveError(
                .wrongKeySize, "the key file \"\(path)\" holds \(info.st_size) bytes, not \(Self.keySize)"
            )
        }
        let mode = info.st_mode & 0o777
        guard mode & 0o077 == 0 else {
            throw ReviveError(
                .insecurePermissions,
                "the key file \"\(path)\" has mode \(String(mode, radix: 8)); it must be 600 (owner only)"
            )
        }
        var bytes = [UInt8](repeating: 0, count: Self.keySize)
        var filled = 0
        while filled < Self.keySize {
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(fd, buffer.baseAddress.map { $0 + filled }, Self.keySize - filled)
            }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw ReviveError(.ioFailed, "cannot read the key file \"\(path)\": \(Self.describe(code))")
            }
            guard count > 0 else {
                throw ReviveError(
                    .wrongKeySize, "the key file \"\(path)\" ended after \(filled) of \(Self.keySize) bytes"
                )
            }
            filled += count
        }
        return SymmetricKey(data: bytes)
    }

    /// Creates the key file whole, or leaves an existing one alone.
    private func createKeyFile() throws(ReviveError) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw ReviveError(.ioFailed, "cannot create the folder \"\(folder.path)\": \(error)")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw ReviveError(.ioFailed, "cannot create \"\(temporary)\": \(Self.describe(errno))")
        }
        defer { unlink(temporary) }
        let written = Self.writeKey(to: fd)
        let closed = close(fd) == 0
        guard written == 0, closed else {
            let code = written != 0 ? written : errno
            throw ReviveError(.ioFailed, "cannot write the key to \"\(temporary)\": \(Self.describe(code))")
        }
        if link(temporary, url.path) != 0 {
            let code = errno
            guard code == EEXIST else {
                throw ReviveError(.ioFailed, "cannot create the key file \"\(url.path)\": \(Self.describe(code))")
            }
            return  // another process created it first; its key wins
        }
        Self.syncFolder(folder.path)
        logger.notice("created a new key file", metadata: ["path": "\(url.path)"])
    }

    /// Writes 32 fresh random bytes to `fd` with mode 0600, fully, then flushes them.
    /// - Returns: 0, or the `errno` of the call that failed.
    private static func writeKey(to fd: Int32) -> Int32 {
        guard fchmod(fd, 0o600) == 0 else { return errno }
        let bytes = SymmetricKey(size: .bits256).withUnsafeBytes { [UInt8]($0) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress.map { $0 + written }, bytes.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? errno : EIO }
            written += count
        }
        return fsync(fd) == 0 ? 0 : errno
    }

    /// Flushes a folder's entries to disk (best effort: not every file system supports it).
    private static func syncFolder(_ path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    /// The system's text for an `errno`, quoted with its number.
    private static func describe(_ code: Int32) -> String {
        "\(String(cString: strerror(code))) (errno \(code))"
    }
}

extension KeyFileProvider: Sendable {}
