#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension FileStore {
    /// The `lstat` fingerprint of the scene's file, which is never read: its device, inode, size
    /// and modification time in nanoseconds since 1970 (every atomic write renames a new inode
    /// into place, and a rewrite in place moves the modification time, to the file system's
    /// clock tick); `nil` when it is missing or not a regular file.
    /// - Parameter sceneID: The scene.
    public func storedStateFingerprint(sceneID: String) -> [Int64]? {
        var info = stat()
        guard lstat(path(FileStoreNaming.stateFileName(sceneID: sceneID)), &info) == 0,
              info.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return [
            Int64(truncatingIfNeeded: info.st_dev), Int64(truncatingIfNeeded: info.st_ino),
            Int64(info.st_size), Int64(modified.tv_sec) &* 1_000_000_000 &+ Int64(modified.tv_nsec),
        ]
    }
}
