#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
public import Foundation

/// What ``FileStore`` does to make a launch cheap and safe: a look at the folder instead of a
/// read, the crash guard's record written without a sync, removals batched under one folder
/// sync, and the scene's lock.
///
/// A restoring launch costs at most one `fsync` (the folder's, after the record and the state
/// are removed); a fresh launch with nothing saved costs none.
extension FileStore {
    /// Whether the scene's state file exists (an `lstat`; nothing is read or opened).
    /// - Parameter sceneID: The scene.
    /// - Returns: `true` when something is at the state file's path.
    /// - Throws: ``StoreError`` with ``StoreError/Code/readFailed`` when the folder cannot be searched.
    public func hasState(sceneID: String) throws(StoreError) -> Bool {
        let target = path(FileStoreNaming.stateFileName(sceneID: sceneID))
        var info = stat()
        if lstat(target, &info) == 0 { return true }
        let saved = errno
        if saved == ENOENT { return false }
        throw POSIXFile.failure(.readFailed, "stat", path: target, errno: saved)
    }

    /// Writes a marker through a temporary file and a rename, with no `fsync` of either.
    ///
    /// A process crash never loses the page cache, so the marker is there after any crash, an
    /// out-of-memory kill or a watchdog kill; a power cut during the launch may lose it, which
    /// loses one count of the crash-loop guard and nothing else.
    /// - Throws: ``StoreError`` with ``StoreError/Code/writeFailed`` (a full or read-only disk).
    public func writeMarkerUnsynced(_ data: Data, named name: String, sceneID: String) throws(StoreError) {
        try writeAtomically(data, fileName: FileStoreNaming.markerFileName(name: name, sceneID: sceneID), synced: false)
    }

    /// Unlinks the markers and, if asked, the state, then syncs the folder once if anything
    /// was removed.
    /// - Throws: ``StoreError`` with ``StoreError/Code/deleteFailed``.
    public func remove(markers: [String], includingState: Bool, sceneID: String) throws(StoreError) {
        var names = markers.map { FileStoreNaming.markerFileName(name: $0, sceneID: sceneID) }
        if includingState { names.append(FileStoreNaming.stateFileName(sceneID: sceneID)) }
        var removed = false
        for name in names {
            if try unlink(path(name)) { removed = true }
        }
        if removed { try syncFolder(code: .deleteFailed) }
    }

    /// Takes an exclusive `flock` on `<scene>.lock` in the folder, without waiting.
    /// - Throws: ``StoreError`` with ``StoreError/Code/sceneLocked`` when another process holds it.
    public func lockScene(sceneID: String) throws(StoreError) -> SceneLock {
        let fd = try FileLock.lockExclusively(path(FileStoreNaming.lockFileName(sceneID: sceneID)))
        return SceneLock(sceneID: sceneID, holding: fd)
    }

    /// Takes an exclusive `flock` on another file of the folder, without waiting: the lock of
    /// something kept beside the scenes (an archive's `<name>.archive.lock`).
    /// - Parameters:
    ///   - fileName: The lock file's name inside the folder.
    ///   - owner: What the lock is for, as ``SceneLock/sceneID`` reports it.
    /// - Throws: ``StoreError`` with ``StoreError/Code/sceneLocked`` when another process holds
    ///   it, ``StoreError/Code/notARegularFile`` when the path is a folder or a symbolic link.
    package func lockFile(named fileName: String, owner: String) throws(StoreError) -> SceneLock {
        SceneLock(sceneID: owner, holding: try FileLock.lockExclusively(path(fileName)))
    }
}
