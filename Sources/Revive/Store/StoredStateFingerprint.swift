#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What a scene's saved state is on disk right now, as cheaply as a `stat` tells: the file's
/// identity (device and inode), its size and its modification time.
///
/// A save skips writing a snapshot equal to the last one it wrote, but only while
/// that write is still there: it keeps the fingerprint taken right after the write and, on the
/// next equal snapshot, takes a fresh one. A file deleted from outside (no fingerprint), or
/// replaced (every atomic write renames a new inode into place) or rewritten in place (a new
/// modification time, to the file system's clock tick), is written again, so
/// "saved" is never said of a file that is not on disk.
///
/// A ``SnapshotStore`` gives it (``SceneStateFingerprinting/storedStateFingerprint(sceneID:)``):
/// ``FileStore`` from an `lstat`; a store of the app's own may give what its storage knows
/// (a version, a modification date), and by default says only that a state exists (``exists``).
///
/// ```swift
/// let before = store.storedStateFingerprint(sceneID: "main")
/// // … someone deletes main.revive …
/// store.storedStateFingerprint(sceneID: "main") == before   // false: write it again
/// ```
public struct StoredStateFingerprint: Hashable, Sendable {
    /// The device the file is on; `0` from a store that has no files.
    public var device: UInt64
    /// The file's inode; `0` from a store that has no files.
    public var inode: UInt64
    /// The file's size in bytes; `0` from a store that has no files.
    public var size: Int64
    /// The file's modification time, in nanoseconds since 1970; `0` from a store that has no files.
    public var modified: Int64

    /// A fingerprint.
    /// - Parameters:
    ///   - device: The device the state is on, or `0`.
    ///   - inode: The state's identity on that device (a file's inode, a row's id), or `0`.
    ///   - size: Its size in bytes, or `0`.
    ///   - modified: When it was last written, in nanoseconds since 1970, or `0`.
    public init(device: UInt64, inode: UInt64, size: Int64, modified: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
    }

    /// A state exists, and nothing more is known about it.
    public static let exists = StoredStateFingerprint(device: 0, inode: 0, size: 0, modified: 0)
}

extension FileStore {
    /// The `lstat` fingerprint of the scene's file, which is never read; `nil` when it is
    /// missing or not a regular file.
    /// - Parameter sceneID: The scene.
    public func storedStateFingerprint(sceneID: String) -> StoredStateFingerprint? {
        var info = stat()
        guard lstat(path(FileStoreNaming.stateFileName(sceneID: sceneID)), &info) == 0,
              info.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return StoredStateFingerprint(
            device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
            size: Int64(info.st_size), modified: Int64(modified.tv_sec) &* 1_000_000_000 &+ Int64(modified.tv_nsec)
        )
    }
}
