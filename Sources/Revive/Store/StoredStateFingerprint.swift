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
/// ``SaveScheduler`` skips writing a snapshot equal to the last one it wrote, but only while
/// that write is still there: it keeps the fingerprint taken right after the write and, on the
/// next equal snapshot, takes a fresh one. A file deleted from outside (no fingerprint), or
/// replaced (every atomic write renames a new inode into place) or rewritten in place (a new
/// modification time, to the file system's clock tick), is written again, so
/// "saved" is never said of a file that is not on disk.
///
/// A ``SceneRecordStore`` gives it (``SceneRecordStore/storedStateFingerprint(sceneID:)``):
/// ``FileStore`` from an `lstat`, any other store only whether a state exists.
///
/// ```swift
/// let before = store.storedStateFingerprint(sceneID: "main")
/// // … someone deletes main.revive …
/// store.storedStateFingerprint(sceneID: "main") == before   // false: write it again
/// ```
package struct StoredStateFingerprint: Hashable, Sendable {
    /// The device the file is on; `0` from a store that has no files.
    package var device: UInt64
    /// The file's inode; `0` from a store that has no files.
    package var inode: UInt64
    /// The file's size in bytes; `0` from a store that has no files.
    package var size: Int64
    /// The file's modification time, in nanoseconds since 1970; `0` from a store that has no files.
    package var modified: Int64
}

extension FileStore {
    /// The `lstat` fingerprint of the scene's file, which is never read; `nil` when it is
    /// missing or not a regular file.
    /// - Parameter sceneID: The scene.
    package func storedStateFingerprint(sceneID: String) -> StoredStateFingerprint? {
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
