#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// The one place Revive takes an advisory file lock: `flock(2)`, exclusive, never waiting.
///
/// `flock` exists with the same meaning on Linux and on Darwin. The lock belongs to the open
/// file description, so it is released when the descriptor is closed or the process dies
/// (even by `SIGKILL`), and two `open`s of the same file in one process conflict just as two
/// processes do. The lock file is never removed: removing it would let a second process lock
/// a new file of the same name while the first still holds the old one.
enum FileLock {
    /// How long a held lock is retried before giving up: long enough for a process that is
    /// exiting (an app relaunched while its old process is torn down, a session being freed)
    /// to let go, short enough not to matter at launch.
    static let patience: Duration = .milliseconds(100)

    /// Opens (creating with mode `0600` if needed) and locks `path`, retrying a held lock every
    /// 2 ms for ``patience``; never blocks in the kernel.
    /// - Parameter path: The lock file.
    /// - Returns: The descriptor that holds the lock.
    /// - Throws: ``StoreError`` with ``StoreError/Code/sceneLocked`` when someone else holds
    ///   it, ``StoreError/Code/notARegularFile`` when the path is not a regular file, or
    ///   ``StoreError/Code/readFailed`` when it cannot be opened.
    static func lockExclusively(_ path: String) throws(StoreError) -> Int32 {
        let flags = O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK
        var (fd, openErrno) = POSIXFile.open(path, flags: flags, mode: 0o600)
        if fd < 0, openErrno == EROFS || openErrno == EACCES || openErrno == ENOSPC {
            (fd, openErrno) = POSIXFile.open(path, flags: O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        }
        if fd < 0, openErrno == ELOOP || openErrno == EISDIR {
            // O_NOFOLLOW refuses a symbolic link with ELOOP; a folder cannot be opened for writing.
            throw StoreError(
                code: .notARegularFile,
                message: "the lock file \(path) is \(openErrno == ELOOP ? "a symbolic link" : "a folder"), not a regular file",
                errno: openErrno
            )
        }
        if fd < 0 { throw POSIXFile.failure(.readFailed, "open lock file", path: path, errno: openErrno) }
        do {
            _ = try POSIXFile.regularFileSize(fd, path: path)
        } catch {
            POSIXFile.closeQuietly(fd)
            throw error
        }
        let clock = ContinuousClock()
        let deadline = clock.now + patience
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let saved = errno
            if saved == EINTR { continue }
            if saved == EWOULDBLOCK, clock.now < deadline {
                usleep(2_000)
                continue
            }
            POSIXFile.closeQuietly(fd)
            if saved == EWOULDBLOCK {
                throw StoreError(code: .sceneLocked, message: "another process holds the lock \(path)", errno: saved)
            }
            throw POSIXFile.failure(.readFailed, "flock", path: path, errno: saved)
        }
        return fd
    }
}
