#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
package import Foundation

/// The system calls ``FileStore`` is built on, each turning a failure into a ``ReviveError``
/// that quotes the path and the `errno` text.
///
/// Foundation's `Data.write(options: .atomic)` neither syncs the data nor the folder, so the
/// store calls the system directly. Every call retries on `EINTR`.
package enum POSIXFile {
    /// The system's text for an `errno` value, for example `"No space left on device"`.
    static func errnoText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Builds a store error for the system call that just failed.
    static func failure(_ code: ReviveError.Code, _ what: String, path: String, errno saved: Int32) -> ReviveError {
        ReviveError(code, "\(what) of \(path) failed: \(errnoText(saved))", errno: saved)
    }

    /// Opens a file, retrying on `EINTR`.
    static func open(_ path: String, flags: Int32, mode: mode_t = 0) -> (fd: Int32, errno: Int32) {
        while true {
            let fd = path.withCString { systemOpen($0, flags, mode) }
            if fd >= 0 { return (fd, 0) }
            let saved = errno
            if saved != EINTR { return (-1, saved) }
        }
    }

    /// Closes a descriptor, ignoring errors (used on paths that already failed).
    static func closeQuietly(_ fd: Int32) {
        _ = systemClose(fd)
    }

    /// Reads a whole regular file without ever blocking, refusing symbolic links, FIFOs,
    /// sockets, devices, folders and files over `limit` bytes.
    ///
    /// The file is opened with `O_NONBLOCK | O_NOFOLLOW`, so opening a FIFO with no writer
    /// returns at once, and its type is checked with `fstat` on the open descriptor before a
    /// byte is read: a FIFO, a socket, a device or a folder is refused with
    /// ``ReviveError/Code/notARegularFile`` naming what it is, a symbolic link likewise.
    /// - Returns: The bytes, or `nil` if the file does not exist.
    /// - Parameters:
    ///   - path: The file.
    ///   - limit: The largest size read, in bytes.
    ///   - followsSymbolicLinks: Follow a symbolic link (the inspector reads what a person
    ///     names); the store never does.
    package static func readFile(at path: String, limit: Int, followsSymbolicLinks: Bool = false) throws(ReviveError) -> Data? {
        let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followsSymbolicLinks ? 0 : O_NOFOLLOW)
        let (fd, openErrno) = open(path, flags: flags)
        if fd < 0 {
            if openErrno == ENOENT { return nil }
            if openErrno == ELOOP || openErrno == EMLINK {
                throw ReviveError(.notARegularFile, "\(path) is a symbolic link, not a regular file", errno: openErrno)
            }
            throw failure(.readFailed, "open", path: path, errno: openErrno)
        }
        defer { closeQuietly(fd) }
        let size = try regularFileSize(fd, path: path)
        guard size <= limit else {
            throw ReviveError(
                .fileTooLarge,
                "\(path) is \(size) bytes, more than the limit of \(limit) bytes"
            )
        }
        // One buffer, read into in place and trimmed: the file's bytes are held once.
        var data = Data(count: size + 1)
        var filled = 0
        while true {
            let count = data.withUnsafeMutableBytes { raw in
                systemRead(fd, raw.baseAddress.map { $0 + filled }, raw.count - filled)
            }
            if count < 0 {
                let saved = errno
                if saved == EINTR { continue }
                throw failure(.readFailed, "read", path: path, errno: saved)
            }
            if count == 0 { break }
            filled += count
            if filled > limit {
                throw ReviveError(.fileTooLarge, "\(path) grew past the limit of \(limit) bytes while being read")
            }
            if filled == data.count { data.append(Data(count: 4096)) }
        }
        data.count = filled
        return data
    }

    /// The size of the regular file open on `fd`; throws ``ReviveError/Code/notARegularFile``
    /// naming the file's type when it is anything else.
    static func regularFileSize(_ fd: Int32, path: String) throws(ReviveError) -> Int {
        var info = stat()
        if fstat(fd, &info) != 0 {
            throw failure(.readFailed, "stat", path: path, errno: errno)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw ReviveError(
                .notARegularFile, "\(path) is \(fileTypeName(info.st_mode)), not a regular file"
            )
        }
        return Int(info.st_size)
    }

    /// What a file of mode `mode` is, with an article: `"a FIFO (named pipe)"`, `"a folder"`, ….
    static func fileTypeName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFLNK: "a symbolic link"
        default: "a file of unknown type"
        }
    }

    /// Writes every byte of `data` to `fd`, looping over short writes and retrying on `EINTR`.
    static func writeAll(_ data: Data, to fd: Int32, path: String) throws(ReviveError) {
        var written = 0
        while written < data.count {
            let count = data.withUnsafeBytes { raw in
                systemWrite(fd, raw.baseAddress.map { $0 + written }, raw.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(.writeFailed, "write", path: path, errno: errno)
            }
            written += count
        }
    }

    /// Flushes a descriptor to stable storage (`F_FULLFSYNC` on Darwin, falling back to `fsync`).
    static func sync(_ fd: Int32, path: String, code: ReviveError.Code) throws(ReviveError) {
        #if canImport(Darwin)
        if fcntl(fd, F_FULLFSYNC) == 0 { return }
        #endif
        while fsync(fd) != 0 {
            let saved = errno
            if saved != EINTR { throw failure(code, "fsync", path: path, errno: saved) }
        }
    }

    /// Syncs a folder so that a rename or removal inside it survives a power loss.
    static func syncDirectory(_ path: String, code: ReviveError.Code) throws(ReviveError) {
        let (fd, openErrno) = open(path, flags: O_RDONLY | O_CLOEXEC | O_DIRECTORY)
        if fd < 0 { throw failure(code, "open folder", path: path, errno: openErrno) }
        defer { closeQuietly(fd) }
        try sync(fd, path: path, code: code)
    }

    /// Renames `from` over `to` atomically.
    static func rename(_ from: String, to: String, code: ReviveError.Code) throws(ReviveError) {
        if systemRename(from, to) != 0 {
            let saved = errno
            throw ReviveError(code, "rename of \(from) to \(to) failed: \(errnoText(saved))", errno: saved)
        }
    }

    /// Removes a file.
    /// - Returns: `true` if it was removed, `false` if it did not exist.
    @discardableResult
    static func unlinkIfPresent(_ path: String) throws(ReviveError) -> Bool {
        if systemUnlink(path) == 0 { return true }
        let saved = errno
        if saved == ENOENT { return false }
        throw failure(.deleteFailed, "unlink", path: path, errno: saved)
    }
}

// The C functions under names that do not clash with `POSIXFile`'s own members.
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, buffer, count) }
private func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
private func systemUnlink(_ path: String) -> Int32 { unlink(path) }
