#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
package import Foundation

/// The calls with which a ``FileStore`` changes its folder: create, write, sync and close a
/// temporary file, rename it over its target, remove a file, sync the folder; and, for the
/// crash-loop record alone, open an existing file to write over its bytes and cut it short.
///
/// The store makes each of these changes through the value it was opened with, and no other
/// way: this *is* its write path. Every store an app opens uses ``POSIXFileSystem``, the system
/// calls themselves. A test opens its store with a value of its own that forwards to
/// ``POSIXFileSystem`` and records each call, fails one as a full disk would, or ends the process
/// at one — plugged in as swift-log's `InMemoryLogHandler` is, not consulted beside the write
/// (the `ReviveFaults` target's `FileOperationLog` and `FileCallHook`):
///
/// ```swift
/// let log = FileOperationLog()
/// let store = try FileStore(directory: folder, files: log)
/// try store.write(bytes, sceneID: "main")
/// log.operations   // create, write, syncFile, rename, syncFolder
/// ```
///
/// Reads, locks and a descriptor released on a path that already failed do not go through it:
/// they change nothing a power cut could lose.
package protocol StoreFileSystem: Sendable {
    /// Creates a new, empty file with mode `0600`, refusing one that exists or a symbolic link.
    /// - Returns: The open descriptor, write-only.
    /// - Throws: ``ReviveError/Code/writeFailed``.
    func create(_ path: String) throws(ReviveError) -> Int32

    /// Opens an existing regular file write-only, at offset 0, to write over its bytes in place,
    /// refusing a symbolic link and anything that is not a regular file.
    /// - Returns: The open descriptor and the file's size, or `nil` when no file is there.
    /// - Throws: ``ReviveError/Code/writeFailed``, or ``ReviveError/Code/notARegularFile``.
    func openExisting(_ path: String) throws(ReviveError) -> (descriptor: Int32, size: Int)?

    /// Cuts the file open on `descriptor` to `length` bytes.
    /// - Throws: ``ReviveError/Code/writeFailed``.
    func truncate(_ descriptor: Int32, to length: Int, path: String) throws(ReviveError)

    /// Writes every byte of `data` at the descriptor's offset.
    /// - Throws: ``ReviveError/Code/writeFailed``.
    func write(_ data: Data, to descriptor: Int32, path: String) throws(ReviveError)

    /// Flushes a file's content to stable storage (`F_FULLFSYNC` on Darwin, `fsync` elsewhere).
    /// - Throws: ``ReviveError/Code/writeFailed``.
    func sync(_ descriptor: Int32, path: String) throws(ReviveError)

    /// Closes a descriptor; it is released even when this throws, as `close(2)` releases it.
    /// - Throws: ``ReviveError/Code/writeFailed``.
    func close(_ descriptor: Int32, path: String) throws(ReviveError)

    /// Renames `from` over `to` atomically.
    /// - Throws: ``ReviveError`` with `code`.
    func rename(_ from: String, to: String, code: ReviveError.Code) throws(ReviveError)

    /// Removes a file.
    /// - Returns: `false` when there was no file.
    /// - Throws: ``ReviveError/Code/deleteFailed``.
    func unlink(_ path: String) throws(ReviveError) -> Bool

    /// Flushes a folder's entries to stable storage, so that a rename or removal in it survives
    /// a power loss.
    /// - Throws: ``ReviveError`` with `code`.
    func syncFolder(_ path: String, code: ReviveError.Code) throws(ReviveError)
}

/// The system calls themselves: the file system of every store an app opens.
package struct POSIXFileSystem: StoreFileSystem {
    /// The system's file calls.
    package init() {}

    package func create(_ path: String) throws(ReviveError) -> Int32 {
        let flags = O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW
        let (fd, openErrno) = POSIXFile.open(path, flags: flags, mode: 0o600)
        if fd < 0 { throw POSIXFile.failure(.writeFailed, "create", path: path, errno: openErrno) }
        return fd
    }

    package func openExisting(_ path: String) throws(ReviveError) -> (descriptor: Int32, size: Int)? {
        let (fd, openErrno) = POSIXFile.open(path, flags: O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            if openErrno == ENOENT { return nil }
            throw POSIXFile.failure(.writeFailed, "open", path: path, errno: openErrno)
        }
        do {
            return (fd, try POSIXFile.regularFileSize(fd, path: path))
        } catch {
            POSIXFile.closeQuietly(fd)
            throw error
        }
    }

    package func truncate(_ descriptor: Int32, to length: Int, path: String) throws(ReviveError) {
        while ftruncate(descriptor, off_t(length)) != 0 {
            let saved = errno
            if saved != EINTR { throw POSIXFile.failure(.writeFailed, "truncate", path: path, errno: saved) }
        }
    }

    package func write(_ data: Data, to descriptor: Int32, path: String) throws(ReviveError) {
        try POSIXFile.writeAll(data, to: descriptor, path: path)
    }

    package func sync(_ descriptor: Int32, path: String) throws(ReviveError) {
        try POSIXFile.sync(descriptor, path: path, code: .writeFailed)
    }

    package func close(_ descriptor: Int32, path: String) throws(ReviveError) {
        if systemClose(descriptor) != 0 {
            throw POSIXFile.failure(.writeFailed, "close", path: path, errno: errno)
        }
    }

    package func rename(_ from: String, to: String, code: ReviveError.Code) throws(ReviveError) {
        try POSIXFile.rename(from, to: to, code: code)
    }

    package func unlink(_ path: String) throws(ReviveError) -> Bool {
        try POSIXFile.unlinkIfPresent(path)
    }

    package func syncFolder(_ path: String, code: ReviveError.Code) throws(ReviveError) {
        try POSIXFile.syncDirectory(path, code: code)
    }
}

extension StoreFileSystem where Self == POSIXFileSystem {
    /// The system calls themselves (``POSIXFileSystem``).
    package static var posix: POSIXFileSystem { POSIXFileSystem() }
}

private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
