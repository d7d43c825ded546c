public import Foundation

/// Archive files (ReviveArchive's model data) kept next to the saved scenes, written with the
/// same atomic, durable write (temporary file `0600`, full write, sync, rename, folder sync).
///
/// An archive's name is percent-encoded into its file name like a scene identifier, so any
/// string is a valid name and none can leave the folder: `"session"` is `session.archive`.
/// Archive files are never touched by the restoration policies: discarding a scene's saved
/// state (after a restore, on user quit, after a crash during restore) leaves them alone.
///
/// ```swift
/// let store = try FileStore(directory: folder)
/// try store.writeArchive(bytes, named: "session")
/// let back = try store.readArchive(named: "session")   // == bytes
/// ```
extension FileStore {
    /// The file that holds an archive; it may not exist.
    /// - Parameter name: The archive's name.
    /// - Returns: A file URL inside ``directory``, ending in `.archive`.
    public func archiveURL(named name: String) -> URL {
        url(Self.archiveFileName(name: name))
    }

    /// Reads an archive's file.
    /// - Parameter name: The archive's name.
    /// - Returns: The file's bytes, or `nil` if there is no file.
    /// - Throws: ``ReviveError`` (``ReviveError/Code/readFailed`` or
    ///   ``ReviveError/Code/fileTooLarge``) if the file exists and cannot be loaded.
    public func readArchive(named name: String) throws(ReviveError) -> Data? {
        try readFile(named: Self.archiveFileName(name: name))
    }

    /// Replaces an archive's file atomically and durably.
    ///
    /// If the write fails at any step, or the process dies during it, the previous file is
    /// still there, whole.
    /// - Parameters:
    ///   - data: The new bytes.
    ///   - name: The archive's name.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/writeFailed``; the previous file is intact.
    public func writeArchive(_ data: Data, named name: String) throws(ReviveError) {
        try writeAtomically(data, fileName: Self.archiveFileName(name: name))
    }

    /// Removes an archive's file, if there is one, and syncs the folder.
    ///
    /// Removing a missing file is not an error.
    /// - Parameter name: The archive's name.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/deleteFailed``.
    public func deleteArchive(named name: String) throws(ReviveError) {
        try removeDurably(Self.archiveFileName(name: name))
    }

    /// Takes an archive's advisory lock, `<name>.archive.lock` beside the archive: the same
    /// kind of `flock` as a scene's, held while the returned lock lives.
    /// - Parameter name: The archive's name.
    /// - Returns: The held lock.
    /// - Throws: ``ReviveError`` with ``ReviveError/Code/sceneLocked`` when another process holds
    ///   it, ``ReviveError/Code/notARegularFile`` when the lock path is not a regular file, or
    ///   another code when the lock file cannot be opened.
    public func lockArchive(named name: String) throws(ReviveError) -> SceneLock {
        try lockFile(named: Self.archiveFileName(name: name) + ".lock", owner: "archive \(name)")
    }

    /// The file name of an archive: its name percent-encoded as a scene identifier is, so that
    /// it can never leave the folder, then `.archive`.
    static func archiveFileName(name: String) -> String {
        "\(FileStoreNaming.encode(name)).archive"
    }
}
