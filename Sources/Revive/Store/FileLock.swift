#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// The one place Revive takes an advisory file lock: `flock(2)`, exclusive, never waiting in
/// the kernel, shared by every holder inside one process.
///
/// `flock` exists with the same meaning on Linux and on Darwin. The lock belongs to the open
/// file description, so it is released when the descriptor is closed or the process dies
/// (even by `SIGKILL`). Two `open`s of one file in one process would refuse each other as two
/// processes do; a process's holders must not (an old and a new scene controller, two
/// `Archive`s of one name), so a table keyed by the lock file's identity (device and inode)
/// keeps one descriptor per locked file and counts its holders: the first takes the `flock`,
/// the others share it, and the last one to let go closes the descriptor. Only another
/// process is ever refused.
///
/// A lock file may be removed, safely: only by someone who holds its `flock`
/// (``removeLockFile(_:ifHeldHere:whileHeld:)``),
/// and every holder checks, once its `flock` is taken, that the path still names the file it
/// locked; if the file was removed or replaced meanwhile, it locks the new one instead. So no
/// two processes ever both believe they hold one path.
///
/// A child process the app spawns (macOS) holds a copy of every descriptor from its `fork` to
/// its `exec`, where `O_CLOEXEC` closes it, and the `flock` lasts while any copy is open: a lock
/// let go of can stay held for that moment. A claim waits ``patience`` for it; a sweep, which
/// never waits, leaves that scene to the next launch.
///
/// The table is a part of the ``ReviveProcess`` (``ReviveProcess/locks``): a second table on the
/// same files behaves as another process would, and a process that ends lets go of every lock
/// of its table at once, as the kernel does for a dead process.
///
/// ```swift
/// let hold = try ReviveProcess.current.locks.lock("/…/main.lock")   // throws .sceneLocked if another process has it
/// let again = try ReviveProcess.current.locks.lock("/…/main.lock")  // shares the hold
/// ```
package final class LockTable: ProcessPart {

    /// How long a lock held by another process is retried before giving up: long enough for a
    /// process that is exiting (an app relaunched while its old process is torn down) to let
    /// go, short enough not to matter at launch.
    package static let patience: Duration = .milliseconds(100)

    /// A file, as the kernel knows it.
    struct Identity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    private struct Entry {
        let descriptor: Int32
        let path: String
        var holders: Int
        /// Remove the lock file when the last holder lets go (a discarded scene still held here).
        var removeWhenReleased = false
        /// Held by a removal: claimers wait, and then lock the new file.
        var removing = false
    }

    private let entries = LockedValue<[Identity: Entry]>([:])
    /// Set when the process ended, under the lock of ``entries``: every lock was let go, and
    /// none is taken again.
    private let hasEnded = LockedValue(false)

    /// Creates an empty table: another process's; ``ReviveProcess/locks`` is a process's own.
    init() {}

    /// A share of a held lock; freeing it lets go of the share.
    package final class Hold: Sendable {
        let table: LockTable
        let identity: Identity

        init(table: LockTable, identity: Identity) {
            self.table = table
            self.identity = identity
        }

        deinit { table.release(identity) }
    }

    // MARK: Taking a lock

    /// Takes, or shares, the exclusive lock on `path` (created with mode `0600` if missing),
    /// retrying a lock held by another process every 2 ms for `patience`.
    /// - Parameter path: The lock file.
    /// - Returns: The hold; the lock is released when every hold of this process is freed.
    /// - Throws: ``ReviveError`` with ``ReviveError/Code/sceneLocked`` when another process holds
    ///   it, ``ReviveError/Code/notARegularFile`` when the path is not a regular file, or
    ///   ``ReviveError/Code/readFailed`` when it cannot be opened.
    package func lock(_ path: String, patience: Duration = LockTable.patience) throws(ReviveError) -> Hold {
        let clock = ContinuousClock()
        let deadline = clock.now + patience
        while true {
            let (fd, identity) = try Self.openLockFile(path, creating: true)
            let outcome = entries.withLock { entries -> Attempt in
                if hasEnded.withLock({ $0 }) { return .ended }
                if var entry = entries[identity] {
                    if entry.removing { return .wait }
                    entry.holders += 1
                    entries[identity] = entry
                    return .shared
                }
                switch Self.flockWithoutWaiting(fd) {
                case 0:
                    guard Self.path(path, names: identity) else {
                        _ = flock(fd, LOCK_UN)
                        return .stale
                    }
                    entries[identity] = Entry(descriptor: fd, path: path, holders: 1)
                    return .acquired
                case EWOULDBLOCK:
                    return .wait
                case let failure:
                    return .failed(failure)
                }
            }
            switch outcome {
            case .acquired:
                return Hold(table: self, identity: identity)
            case .shared:
                POSIXFile.closeQuietly(fd)
                return Hold(table: self, identity: identity)
            case .stale:
                POSIXFile.closeQuietly(fd)   // removed or replaced since it was opened: lock the new one
                guard clock.now < deadline else {
                    throw ReviveError(.sceneLocked, "the lock file \(path) keeps being replaced", errno: EWOULDBLOCK)
                }
            case .wait:
                POSIXFile.closeQuietly(fd)
                guard clock.now < deadline else {
                    throw ReviveError(.sceneLocked, "another process holds the lock \(path)", errno: EWOULDBLOCK)
                }
                usleep(2_000)
            case .failed(let failure):
                POSIXFile.closeQuietly(fd)
                throw POSIXFile.failure(.readFailed, "flock", path: path, errno: failure)
            case .ended:
                POSIXFile.closeQuietly(fd)
                throw ReviveError(.sceneLocked, "the process that asks for the lock \(path) has ended", errno: EWOULDBLOCK)
            }
        }
    }

    private enum Attempt {
        case acquired, shared, stale, wait, ended
        case failed(Int32)
    }

    private func release(_ identity: Identity) {
        entries.withLock { entries in
            guard var entry = entries[identity] else { return }
            entry.holders -= 1
            if entry.holders > 0 {
                entries[identity] = entry
                return
            }
            entries[identity] = nil
            // Unlinked while the flock is still held: a claimer that opened the old file sees
            // that the path no longer names it and locks the new one.
            if entry.removeWhenReleased, Self.path(entry.path, names: identity) {
                _ = try? POSIXFile.unlinkIfPresent(entry.path)
            }
            POSIXFile.closeQuietly(entry.descriptor)
        }
    }

    /// The process ended: every lock is let go at once, with no lock file removed, as the kernel
    /// closes a dead process's descriptors; the holds still alive release nothing later.
    func processDidEnd() {
        let descriptors = entries.withLock { entries -> [Int32] in
            hasEnded.withLock { $0 = true }
            defer { entries = [:] }
            return entries.values.map(\.descriptor)
        }
        for descriptor in descriptors { POSIXFile.closeQuietly(descriptor) }
    }

    /// Whether this process holds the lock on `path` (any share of it).
    func isHeld(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        let identity = Identity(info)
        return entries.withLock { $0[identity].map { !$0.removing } ?? false }
    }
}

// MARK: Removing a lock file

extension LockTable {
    /// What ``removeLockFile(_:ifHeldHere:whileHeld:)`` found.
    enum Removal: Equatable {
        /// There was no lock file; `body` ran.
        case absent
        /// Nobody held the lock: `body` ran while this process held it, then the file went.
        case removed
        /// A holder in this process has it: `body` did not run when `ifHeldHere` is `.skip`;
        /// with `.runAndRemoveOnRelease` it ran and the file goes when the last holder lets go.
        case heldHere
        /// Another process holds it, or the path is not a regular file: nothing was done.
        case heldElsewhere
    }

    /// What to do when a holder of this process has the lock.
    enum WhenHeldHere {
        /// Leave the scene alone (a sweep: the scene is live).
        case skip
        /// Run `body` now and remove the lock file when the last holder lets go (a discard).
        case runAndRemoveOnRelease
    }

    /// Runs `body` while holding the lock on `path` exclusively, then removes the lock file and
    /// lets go; never creates the lock file, never waits.
    ///
    /// The lock file is unlinked while its `flock` is held, so a process that opened it just
    /// before finds, once it takes the `flock`, that the path no longer names its file, and
    /// locks a new one: the removal can never let two holders in.
    /// - Parameters:
    ///   - path: The lock file.
    ///   - ifHeldHere: What to do when a holder of this process has the lock.
    ///   - body: The removal of what the lock guards.
    /// - Returns: What was found, and so whether `body` ran.
    /// - Throws: What `body` throws (the lock file is then kept), or ``ReviveError`` with
    ///   ``ReviveError/Code/readFailed`` when the lock file cannot be opened.
    func removeLockFile(
        _ path: String, ifHeldHere: WhenHeldHere, whileHeld body: () throws(ReviveError) -> Void
    ) throws(ReviveError) -> Removal {
        // A process that ended removes nothing: the scene is another process's business now.
        guard !hasEnded.withLock({ $0 }) else { return .heldElsewhere }
        let fd: Int32
        let identity: Identity
        do {
            (fd, identity) = try Self.openLockFile(path, creating: false)
        } catch where error.errno == ENOENT {
            try body()
            return .absent
        } catch where error.code == .notARegularFile {
            return .heldElsewhere
        }
        let found = entries.withLock { entries -> Removal in
            if hasEnded.withLock({ $0 }) { return .heldElsewhere }   // ended meanwhile
            if var entry = entries[identity] {
                if entry.removing { return .heldElsewhere }
                if ifHeldHere == .skip { return .heldHere }
                entry.removeWhenReleased = true
                entries[identity] = entry
                return .heldHere
            }
            guard Self.flockWithoutWaiting(fd) == 0 else { return .heldElsewhere }
            guard Self.path(path, names: identity) else { return .absent }
            entries[identity] = Entry(descriptor: fd, path: path, holders: 1, removeWhenReleased: true, removing: true)
            return .removed
        }
        switch found {
        case .removed:
            // The entry owns the descriptor now; letting go unlinks the file, then closes it.
            do {
                try body()
            } catch {
                entries.withLock { $0[identity]?.removeWhenReleased = false }
                release(identity)
                throw error
            }
            release(identity)
            return .removed
        case .heldHere:
            POSIXFile.closeQuietly(fd)
            if ifHeldHere == .skip { return .heldHere }
            try body()
            return .heldHere
        case .absent:
            POSIXFile.closeQuietly(fd)   // replaced by a new lock file meanwhile: someone may hold it
            return .heldElsewhere
        case .heldElsewhere:
            POSIXFile.closeQuietly(fd)
            return .heldElsewhere
        }
    }
}

// MARK: The system calls

extension LockTable {
    /// Opens the lock file (read-only where the folder refuses writing) and checks that it is
    /// a regular file.
    private static func openLockFile(_ path: String, creating: Bool) throws(ReviveError) -> (Int32, Identity) {
        let base = O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK
        var (fd, openErrno) = POSIXFile.open(path, flags: O_RDWR | base | (creating ? O_CREAT : 0), mode: 0o600)
        if fd < 0, openErrno == EROFS || openErrno == EACCES || openErrno == ENOSPC {
            (fd, openErrno) = POSIXFile.open(path, flags: O_RDONLY | base)
        }
        if fd < 0, openErrno == ELOOP || openErrno == EISDIR {
            // O_NOFOLLOW refuses a symbolic link with ELOOP; a folder cannot be opened for writing.
            throw ReviveError(
                .notARegularFile,
                "the lock file \(path) is \(openErrno == ELOOP ? "a symbolic link" : "a folder"), not a regular file",
                errno: openErrno
            )
        }
        if fd < 0 { throw POSIXFile.failure(.readFailed, "open lock file", path: path, errno: openErrno) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let saved = errno
            POSIXFile.closeQuietly(fd)
            throw POSIXFile.failure(.readFailed, "stat", path: path, errno: saved)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            POSIXFile.closeQuietly(fd)
            throw ReviveError(.notARegularFile, "the lock file \(path) is \(POSIXFile.fileTypeName(info.st_mode)), not a regular file")
        }
        return (fd, Identity(info))
    }

    /// `flock(LOCK_EX | LOCK_NB)`, retried on `EINTR`: `0`, or the `errno`.
    private static func flockWithoutWaiting(_ fd: Int32) -> Int32 {
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let saved = errno
            if saved != EINTR { return saved }
        }
        return 0
    }

    /// Whether `path` still names the file `identity` (not removed, not replaced).
    private static func path(_ path: String, names identity: Identity) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && Identity(info) == identity
    }
}

extension LockTable.Identity {
    init(_ info: stat) {
        self.init(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
    }
}

extension ReviveProcess {
    /// The file locks this process holds.
    package var locks: LockTable { part(LockTable.self) }
}

// Every access to the entries goes through the lock of `LockedValue`.
extension LockTable: Sendable {}
