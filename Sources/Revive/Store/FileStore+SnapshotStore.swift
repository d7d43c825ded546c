#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
public import Foundation
import Logging

/// The ``SnapshotStore`` operations of ``FileStore``: each one file operation in the store's
/// folder, with every removal and rename followed by a sync of the folder.
extension FileStore: SnapshotStore {
    /// Reads a scene's file.
    /// - Parameter sceneID: The scene's identifier.
    /// - Returns: The file's bytes, or `nil` if there is no file.
    /// - Throws: ``StoreError`` (``StoreError/Code/readFailed`` or
    ///   ``StoreError/Code/fileTooLarge``) if the file exists and cannot be loaded.
    public func read(sceneID: String) throws(StoreError) -> Data? {
        try POSIXFile.readFile(at: path(FileStoreNaming.stateFileName(sceneID: sceneID)), limit: maximumFileSize)
    }

    /// Replaces a scene's file atomically and durably.
    /// - Parameters:
    ///   - data: The new bytes.
    ///   - sceneID: The scene's identifier.
    /// - Throws: ``StoreError`` with code ``StoreError/Code/writeFailed``; the previous file is intact.
    public func write(_ data: Data, sceneID: String) throws(StoreError) {
        try writeAtomically(data, fileName: FileStoreNaming.stateFileName(sceneID: sceneID))
    }

    /// Removes a scene's file, if there is one.
    /// - Parameter sceneID: The scene's identifier.
    /// - Throws: ``StoreError`` with code ``StoreError/Code/deleteFailed``.
    public func delete(sceneID: String) throws(StoreError) {
        try removeDurably(FileStoreNaming.stateFileName(sceneID: sceneID))
    }

    /// Reads a marker file.
    /// - Parameters:
    ///   - name: The marker's name.
    ///   - sceneID: The scene's identifier.
    /// - Returns: The marker's bytes, or `nil` if it is not set.
    /// - Throws: ``StoreError`` if the marker exists and cannot be read.
    public func readMarker(named name: String, sceneID: String) throws(StoreError) -> Data? {
        try POSIXFile.readFile(
            at: path(FileStoreNaming.markerFileName(name: name, sceneID: sceneID)), limit: maximumFileSize
        )
    }

    /// Writes a marker file atomically and durably.
    /// - Parameters:
    ///   - data: The marker's content.
    ///   - name: The marker's name.
    ///   - sceneID: The scene's identifier.
    /// - Throws: ``StoreError`` with code ``StoreError/Code/writeFailed``.
    public func writeMarker(_ data: Data, named name: String, sceneID: String) throws(StoreError) {
        try writeAtomically(data, fileName: FileStoreNaming.markerFileName(name: name, sceneID: sceneID))
    }

    /// Removes a marker file, if there is one.
    /// - Parameters:
    ///   - name: The marker's name.
    ///   - sceneID: The scene's identifier.
    /// - Throws: ``StoreError`` with code ``StoreError/Code/deleteFailed``.
    public func deleteMarker(named name: String, sceneID: String) throws(StoreError) {
        try removeDurably(FileStoreNaming.markerFileName(name: name, sceneID: sceneID))
    }

    /// Renames a scene's file to ``quarantineURL(for:)``, replacing an earlier one.
    /// - Parameter sceneID: The scene's identifier.
    /// - Returns: `true` if a file was moved, `false` if there was none.
    /// - Throws: ``StoreError`` with code ``StoreError/Code/moveFailed``.
    @discardableResult
    public func quarantine(sceneID: String) throws(StoreError) -> Bool {
        let source = path(FileStoreNaming.stateFileName(sceneID: sceneID))
        let target = path(FileStoreNaming.quarantineFileName(sceneID: sceneID))
        do {
            try rename(source, to: target, code: .moveFailed)
        } catch where error.errno == ENOENT {
            return false
        }
        try syncFolder(code: .moveFailed)
        logger.notice("moved a saved state aside for inspection", metadata: ["file": "\(target)"])
        return true
    }

    /// Reads the file kept aside by ``quarantine(sceneID:)``.
    /// - Parameter sceneID: The scene's identifier.
    /// - Returns: Its bytes, or `nil` if there is none.
    /// - Throws: ``StoreError`` if it exists and cannot be read.
    public func readQuarantined(sceneID: String) throws(StoreError) -> Data? {
        try POSIXFile.readFile(at: path(FileStoreNaming.quarantineFileName(sceneID: sceneID)), limit: maximumFileSize)
    }
}
