#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
public import Foundation
public import Logging

/// A snapshot store that keeps one file per scene in a folder, written atomically and
/// crash-safely.
///
/// Each write goes to a fresh temporary file in the same folder (mode `0600`), is written in
/// full, synced to stable storage (`F_FULLFSYNC` on Darwin), closed, renamed over the
/// scene's file, and the folder is synced. If anything fails — or the process dies at any
/// instant — the previous file is still there, whole; at worst a temporary file is left
/// behind, and the next `FileStore` opened on the folder removes it.
///
/// Scene identifiers are percent-encoded into file names (see ``fileURL(for:)``), so any
/// string is a valid identifier and none can name a file outside the folder. Reading refuses
/// symbolic links and files larger than ``maximumFileSize``.
///
/// The user's folders are left as they are; a folder open to others gets a private subfolder
/// (see ``init(directory:maximumFileSize:options:logger:)``). Files are created `0600`.
///
/// A `FileStore` is `Sendable` and may be used from any thread; two writes to the same
/// scene from different threads each stay atomic, and the last rename wins.
///
/// ```swift
/// let store = try FileStore(directory: FileStore.defaultDirectory(appName: "Comics"))
/// try store.write(bytes, sceneID: "main")
/// let file = store.fileURL(for: "main")   // …/Comics/Revive/main.revive
/// ```
public final class FileStore {
    /// The folder that holds the files: the one given to ``init(directory:maximumFileSize:options:logger:)``,
    /// or its private subfolder `Revive` when that folder is open to others.
    public let directory: URL
    /// The largest file, in bytes, that ``read(sceneID:)`` will load.
    public let maximumFileSize: Int
    /// How the folder is kept: backups, data protection, lock holding.
    public let options: Options
    /// The default for ``maximumFileSize``: 4 MiB, the codec's ``SnapshotCodec/DecodingLimits/maxFileSize``,
    /// so a file the codec would refuse is refused by its size before a byte of it is read.
    public static let defaultMaximumFileSize = SnapshotCodec.DecodingLimits.default.maxFileSize

    let directoryPath: String
    /// The calls that change the folder: ``POSIXFileSystem`` in every store an app opens.
    let files: any StoreFileSystem
    /// The process whose locks the store takes (``ReviveProcess/current``); a controller of
    /// another process sees the folder through a copy of its own (``seen(by:)``).
    let process: ReviveProcess
    /// The process's held locks (``ReviveProcess/locks``).
    var locks: LockTable { process.locks }
    let logger: Logger

    /// Opens a store on a folder, creating it with mode `0700` if it is missing, and removes
    /// temporary files left behind by writes that never finished.
    ///
    /// Revive changes the mode of no folder it did not create. An existing folder open only to
    /// its owner (`0700`) holds the files itself. An existing folder of the user's that group or
    /// others may open (say `0755`, as `mkdir` makes it) is left as it is, and the files go to
    /// a private subfolder `Revive` inside it, created with mode `0700`; ``directory`` is then
    /// that subfolder, and a notice is logged. A folder that belongs to another user, or is
    /// shared (writable by others, or sticky like `/tmp`), is refused, as is a `Revive`
    /// subfolder that is not a private folder of the user's. The files themselves are always
    /// created with mode `0600`.
    ///
    /// ```swift
    /// let store = try FileStore(directory: URL(fileURLWithPath: "/home/me/proj"))   // proj is 0755
    /// store.directory.path   // "/home/me/proj/Revive" (0700); proj is still 0755
    /// ```
    /// - Parameters:
    ///   - directory: The folder, for example ``defaultDirectory(appName:)``.
    ///   - maximumFileSize: The largest file that will be read, in bytes.
    ///   - options: Backups, data protection and lock holding; the defaults suit an app's own container.
    ///   - logger: Where repairs (a private subfolder, a removed unfinished write) are logged;
    ///     nothing is logged by default.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/directoryUnavailable`` if the folder
    ///   cannot be created or listed, is not a folder, is not the user's, or is shared.
    public convenience init(
        directory: URL, maximumFileSize: Int = FileStore.defaultMaximumFileSize, options: Options = Options(),
        logger: Logger = .disabled
    ) throws(ReviveError) {
        try self.init(directory: directory, maximumFileSize: maximumFileSize, options: options, logger: logger, files: .posix)
    }

    /// ``init(directory:maximumFileSize:options:logger:)`` making its changes to the folder through
    /// `files`: the seam of the power-loss, failure and kill tests (``StoreFileSystem``).
    package convenience init(
        directory: URL, maximumFileSize: Int = FileStore.defaultMaximumFileSize, options: Options = Options(),
        logger: Logger = .disabled, files: any StoreFileSystem, process: ReviveProcess = .current
    ) throws(ReviveError) {
        try self.init(
            directory: directory, maximumFileSize: maximumFileSize, options: options, logger: logger, files: files,
            process: process, folderAttributes: PlatformFolderAttributes()
        )
    }

    /// The same, setting the folder's attributes through `folderAttributes` (a test watches them).
    init(
        directory: URL, maximumFileSize: Int = FileStore.defaultMaximumFileSize, options: Options = Options(),
        logger: Logger = .disabled, files: any StoreFileSystem, process: ReviveProcess = .current,
        folderAttributes: any FolderAttributesApplier
    ) throws(ReviveError) {
        self.logger = logger
        self.files = files
        self.process = process
        self.options = options
        let requested = directory.standardizedFileURL
        let folder = try FolderPermissions.storeFolder(requested.path, logger: logger)
        self.directory = folder == requested.path
            ? requested
            : requested.appendingPathComponent(FolderPermissions.privateSubfolderName, isDirectory: true)
        self.directoryPath = self.directory.path
        self.maximumFileSize = maximumFileSize
        try removeLeftoverTemporaryFiles()
        applyFolderAttributes(folderAttributes)
    }

    /// The same folder as `process` sees it: its locks are `process`'s. No file is touched.
    /// - Parameter process: The process that uses the store.
    /// - Returns: This store when it is `process`'s already, else a copy.
    func seen(by process: ReviveProcess) -> FileStore {
        process === self.process ? self : FileStore(self, in: process)
    }

    private init(_ store: FileStore, in process: ReviveProcess) {
        self.directory = store.directory
        self.maximumFileSize = store.maximumFileSize
        self.options = store.options
        self.directoryPath = store.directoryPath
        self.files = store.files
        self.process = process
        self.logger = store.logger
    }

    /// The file that holds a scene's saved state; it may not exist.
    ///
    /// The name is the percent-encoded scene identifier plus `.revive`: `"main"` gives
    /// `main.revive`, `"../etc"` gives `%2E%2E%2Fetc.revive`, the empty identifier gives
    /// `~empty.revive`, and a very long one the hex SHA-256 of the identifier.
    /// - Parameter sceneID: The scene's identifier.
    /// - Returns: A file URL inside ``directory``.
    public func fileURL(for sceneID: String) -> URL {
        url(FileStoreNaming.stateFileName(sceneID: sceneID))
    }

    /// The file that holds a state moved aside by the crash-loop guard; it may not exist.
    /// - Parameter sceneID: The scene's identifier.
    /// - Returns: A file URL inside ``directory``, ending in `.quarantined`.
    public func quarantineURL(for sceneID: String) -> URL {
        url(FileStoreNaming.quarantineFileName(sceneID: sceneID))
    }

    /// The file that holds a scene's checkpoint; it may not exist.
    ///
    /// A checkpoint is the place the user is at, written without an `fsync` as navigation
    /// settles (``RestorationController/setNeedsCheckpoint()``) and removed by the next save. A
    /// launch restores it instead of ``fileURL(for:)`` when it is the newer of the two, and says
    /// so (``RestoreReport/restoredFromCheckpoint``). `"main"` gives `main.checkpoint.marker`.
    ///
    /// ```swift
    /// let file = report.restoredFromCheckpoint ? store.checkpointURL(for: "main") : store.fileURL(for: "main")
    /// ```
    /// - Parameter sceneID: The scene's identifier.
    /// - Returns: A file URL inside ``directory``, ending in `.checkpoint.marker`.
    public func checkpointURL(for sceneID: String) -> URL {
        markerURL(named: SceneRecordNames.checkpoint, sceneID: sceneID)
    }

    /// The file that holds a marker; it may not exist.
    /// - Parameters:
    ///   - name: The marker's name.
    ///   - sceneID: The scene's identifier.
    /// - Returns: A file URL inside ``directory``, ending in `.marker`.
    func markerURL(named name: String, sceneID: String) -> URL {
        url(FileStoreNaming.markerFileName(name: name, sceneID: sceneID))
    }

    package func url(_ fileName: String) -> URL {
        directory.appendingPathComponent(fileName, isDirectory: false)
    }

    package func path(_ fileName: String) -> String {
        directoryPath + "/" + fileName
    }

    /// How old a temporary file must be before any store removes it even though its writer
    /// may live: no save takes anywhere near this long (iOS gives a background task seconds).
    static let abandonedTemporaryFileAge: TimeInterval = 15 * 60

    /// Removes the temporary files of writes that can no longer finish: those whose writing
    /// process is provably gone, and those older than ``abandonedTemporaryFileAge``. A write
    /// another live process has in progress — an extension's, a second instance's — is left
    /// alone, so opening a store never breaks another process's save.
    private func removeLeftoverTemporaryFiles() throws(ReviveError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directoryPath)
        } catch {
            throw ReviveError(
                .directoryUnavailable,
                "cannot list folder \(directoryPath): \(error.localizedDescription)"
            )
        }
        let now = Date().timeIntervalSince1970
        for name in names where name.hasPrefix(FileStoreNaming.temporaryPrefix) {
            let owner = FileStoreNaming.temporaryFileOwner(name)
            let ownerGone = owner.map(ProcessToken.isProvablyGone) ?? false
            guard ownerGone || modificationAge(of: name, now: now).map({ $0 > Self.abandonedTemporaryFileAge }) == true else {
                continue
            }
            do {
                try unlink(path(name))
                logger.notice("removed an unfinished write", metadata: ["file": "\(path(name))"])
            } catch {
                logger.warning("cannot remove an unfinished write", metadata: ["error": "\(error)"])
            }
        }
    }

    /// Seconds since a file of the folder was last modified; `nil` when it is not there.
    func modificationAge(of fileName: String, now: TimeInterval) -> TimeInterval? {
        var info = stat()
        guard lstat(path(fileName), &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return now - (TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9)
    }
}

// MARK: SnapshotStore and SceneRecordKeeping

// Each operation is one file operation in the store's folder, with every removal and rename
// followed by a sync of the folder.
extension FileStore: SceneRecordKeeping {
    /// Reads a scene's file.
    /// - Parameter sceneID: The scene's identifier.
    /// - Returns: The file's bytes, or `nil` if there is no file.
    /// - Throws: ``ReviveError`` (``ReviveError/Code/readFailed`` or
    ///   ``ReviveError/Code/fileTooLarge``) if the file exists and cannot be loaded.
    public func read(sceneID: String) throws(ReviveError) -> Data? {
        try readFile(named: FileStoreNaming.stateFileName(sceneID: sceneID))
    }

    /// Replaces a scene's file atomically and durably.
    /// - Parameters:
    ///   - data: The new bytes.
    ///   - sceneID: The scene's identifier.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/writeFailed``; the previous file is intact.
    public func write(_ data: Data, sceneID: String) throws(ReviveError) {
        try writeAtomically(data, fileName: FileStoreNaming.stateFileName(sceneID: sceneID))
    }

    /// Removes a scene's file, if there is one.
    /// - Parameter sceneID: The scene's identifier.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/deleteFailed``.
    public func delete(sceneID: String) throws(ReviveError) {
        try removeDurably(FileStoreNaming.stateFileName(sceneID: sceneID))
    }

    /// Reads a marker file.
    /// - Parameters:
    ///   - name: The marker's name.
    ///   - sceneID: The scene's identifier.
    /// - Returns: The marker's bytes, or `nil` if it is not set.
    /// - Throws: ``ReviveError`` if the marker exists and cannot be read.
    public func readMarker(named name: String, sceneID: String) throws(ReviveError) -> Data? {
        try readFile(named: FileStoreNaming.markerFileName(name: name, sceneID: sceneID))
    }

    /// Writes a marker file atomically and durably.
    /// - Parameters:
    ///   - data: The marker's content.
    ///   - name: The marker's name.
    ///   - sceneID: The scene's identifier.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/writeFailed``.
    public func writeMarker(_ data: Data, named name: String, sceneID: String) throws(ReviveError) {
        try writeAtomically(data, fileName: FileStoreNaming.markerFileName(name: name, sceneID: sceneID))
    }

    /// Removes a marker file, if there is one.
    /// - Parameters:
    ///   - name: The marker's name.
    ///   - sceneID: The scene's identifier.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/deleteFailed``.
    public func deleteMarker(named name: String, sceneID: String) throws(ReviveError) {
        try removeDurably(FileStoreNaming.markerFileName(name: name, sceneID: sceneID))
    }

    /// Renames a scene's file to ``quarantineURL(for:)``, replacing an earlier one.
    /// - Parameter sceneID: The scene's identifier.
    /// - Returns: `true` if a file was moved, `false` if there was none.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/moveFailed``.
    @discardableResult
    public func quarantine(sceneID: String) throws(ReviveError) -> Bool {
        let source = path(FileStoreNaming.stateFileName(sceneID: sceneID))
        let target = path(FileStoreNaming.quarantineFileName(sceneID: sceneID))
        do {
            try rename(source, to: target, code: .moveFailed)
        } catch where error.errno == ENOENT {
            return false
        }
        // Its age, for the sweep (RestorationPolicy.maximumQuarantineAge), counts from now.
        _ = utimes(target, nil)
        try syncFolder(code: .moveFailed)
        logger.notice("moved a saved state aside for inspection", metadata: ["file": "\(target)"])
        return true
    }

    /// Removes the state set aside for a scene, if any.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/deleteFailed``.
    public func deleteQuarantined(sceneID: String) throws(ReviveError) {
        try removeDurably(FileStoreNaming.quarantineFileName(sceneID: sceneID))
    }

    /// Reads the file kept aside by ``quarantine(sceneID:)``.
    /// - Parameter sceneID: The scene's identifier.
    /// - Returns: Its bytes, or `nil` if there is none.
    /// - Throws: ``ReviveError`` if it exists and cannot be read.
    public func readQuarantined(sceneID: String) throws(ReviveError) -> Data? {
        try readFile(named: FileStoreNaming.quarantineFileName(sceneID: sceneID))
    }
}

// MARK: Reading and the atomic write

extension FileStore {
    /// Reads a file of the folder, refusing symbolic links, anything but a regular file, and
    /// files over ``maximumFileSize``.
    /// - Parameter fileName: The file's name inside the folder.
    /// - Returns: Its bytes, or `nil` if there is no file.
    /// - Throws: ``ReviveError`` (``ReviveError/Code/readFailed``, ``ReviveError/Code/fileTooLarge``
    ///   or ``ReviveError/Code/notARegularFile``) if it exists and cannot be loaded.
    package func readFile(named fileName: String) throws(ReviveError) -> Data? {
        try POSIXFile.readFile(at: path(fileName), limit: maximumFileSize)
    }

    /// Replaces a file in the store's folder atomically and, unless told otherwise, durably.
    ///
    /// With `synced: false` the file and the folder are not synced: the write survives any
    /// process death (the page cache belongs to the kernel), and a power cut may lose it.
    /// - Parameters:
    ///   - data: The new content.
    ///   - fileName: The target's name inside the folder.
    ///   - synced: Sync the file before the rename and the folder after it.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/writeFailed``; the previous file is intact.
    func writeAtomically(_ data: Data, fileName: String, synced: Bool = true) throws(ReviveError) {
        let target = path(fileName)
        let temporary = path(FileStoreNaming.temporaryFileName())
        let fd = try files.create(temporary)
        var descriptorOpen = true
        do throws(ReviveError) {
            try files.write(data, to: fd, path: temporary)
            if synced {
                try files.sync(fd, path: temporary)
            }
            descriptorOpen = false
            try files.close(fd, path: temporary)
            try rename(temporary, to: target, code: .writeFailed)
        } catch {
            if descriptorOpen { POSIXFile.closeQuietly(fd) }
            _ = try? unlink(temporary)
            logger.warning("write failed; the previous file is intact", metadata: ["error": "\(error)"])
            throw error
        }
        if synced { try syncFolder(code: .writeFailed) }
    }
}

// MARK: Changes to the folder, each made through `files`

extension FileStore {
    /// Removes a file of the folder, if it is there, and then syncs the folder.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/deleteFailed``.
    func removeDurably(_ fileName: String) throws(ReviveError) {
        if try unlink(path(fileName)) { try syncFolder(code: .deleteFailed) }
    }

    /// Removes a file; `false` when it did not exist.
    @discardableResult
    func unlink(_ path: String) throws(ReviveError) -> Bool {
        try files.unlink(path)
    }

    /// Renames `from` over `to` atomically.
    func rename(_ from: String, to: String, code: ReviveError.Code) throws(ReviveError) {
        try files.rename(from, to: to, code: code)
    }

    /// Syncs the folder, so that a rename or removal in it survives a power loss.
    func syncFolder(code: ReviveError.Code) throws(ReviveError) {
        try files.syncFolder(directoryPath, code: code)
    }
}

// MARK: Launch

// What the store does to make a launch cheap and safe: a look at the folder instead of a read,
// the crash guard's record written without a sync, removals batched under one folder sync, and
// the scene's lock. A restoring launch costs at most one `fsync` (the folder's, after the
// record and the state are removed); a fresh launch with nothing saved costs none.
extension FileStore: SceneLocking, SceneStateFingerprinting {
    /// Whether the scene's state file exists (an `lstat`; nothing is read or opened).
    /// - Parameter sceneID: The scene.
    /// - Returns: `true` when something is at the state file's path.
    /// - Throws: ``ReviveError`` with ``ReviveError/Code/readFailed`` when the folder cannot be searched.
    public func hasState(sceneID: String) throws(ReviveError) -> Bool {
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
    /// - Throws: ``ReviveError`` with ``ReviveError/Code/writeFailed`` (a full or read-only disk).
    public func writeMarkerUnsynced(_ data: Data, named name: String, sceneID: String) throws(ReviveError) {
        try writeAtomically(data, fileName: FileStoreNaming.markerFileName(name: name, sceneID: sceneID), synced: false)
    }

    /// Writes a marker over the bytes of the one already there, with no temporary file, no
    /// rename and no `fsync`; where none is there, as ``writeMarkerUnsynced(_:named:sceneID:)``.
    ///
    /// One `write`, at offset 0, of a record shorter than a page: a process death leaves the old
    /// record or the new one, and a death before the file is cut to the new length leaves the new
    /// record's line followed by the old one's last bytes, which its reader ignores. A power cut may tear
    /// it; its reader checks its line. On ext4 a rename over an existing file allocates the new
    /// file's delayed blocks at once (its `auto_da_alloc` rule): the two renames were most of
    /// the time a restoring launch spent on its records.
    /// - Throws: ``ReviveError`` with ``ReviveError/Code/writeFailed``, or
    ///   ``ReviveError/Code/notARegularFile`` when something else is at the marker's path.
    public func rewriteMarkerUnsynced(_ data: Data, named name: String, sceneID: String) throws(ReviveError) {
        let fileName = FileStoreNaming.markerFileName(name: name, sceneID: sceneID)
        let target = path(fileName)
        guard let (fd, size) = try files.openExisting(target) else {
            return try writeAtomically(data, fileName: fileName, synced: false)
        }
        var descriptorOpen = true
        do throws(ReviveError) {
            try files.write(data, to: fd, path: target)
            if size > data.count { try files.truncate(fd, to: data.count, path: target) }
            descriptorOpen = false
            try files.close(fd, path: target)
        } catch {
            if descriptorOpen { POSIXFile.closeQuietly(fd) }
            logger.warning("rewriting a record failed; its reader counts a torn one as none", metadata: ["error": "\(error)"])
            throw error
        }
    }

    /// Unlinks the markers and, if asked, the state, then syncs the folder once if anything
    /// was removed.
    /// - Throws: ``ReviveError`` with ``ReviveError/Code/deleteFailed``.
    public func remove(markers: [String], includingState: Bool, sceneID: String) throws(ReviveError) {
        var names = markers.map { FileStoreNaming.markerFileName(name: $0, sceneID: sceneID) }
        if includingState { names.append(FileStoreNaming.stateFileName(sceneID: sceneID)) }
        var removed = false
        for name in names {
            if try unlink(path(name)) { removed = true }
        }
        if removed { try syncFolder(code: .deleteFailed) }
    }

    /// The marker's file path.
    public func markerPath(named name: String, sceneID: String) -> String? {
        path(FileStoreNaming.markerFileName(name: name, sceneID: sceneID))
    }

    /// Unlinks markers without a folder sync: a power cut may bring one back.
    /// - Throws: ``ReviveError`` with ``ReviveError/Code/deleteFailed``.
    public func removeMarkersUnsynced(_ names: [String], sceneID: String) throws(ReviveError) {
        for name in names { try unlink(path(FileStoreNaming.markerFileName(name: name, sceneID: sceneID))) }
    }

    /// Takes, or shares with a holder of this process, the exclusive `flock` on `<scene>.lock`
    /// in the folder, without waiting in the kernel, retrying for `patience` while another
    /// process holds it.
    /// - Throws: ``ReviveError`` with ``ReviveError/Code/sceneLocked`` when another process holds it.
    public func lockScene(sceneID: String, patience: Duration) throws(ReviveError) -> SceneLock {
        SceneLock(sceneID: sceneID, holding: try locks.lock(path(FileStoreNaming.lockFileName(sceneID: sceneID)), patience: patience))
    }

    /// How long a save waits for a scene's lock that another process holds for a moment: in an
    /// App Group container, ``Options/backgroundSaveLockWait``; elsewhere the lock is held for
    /// the session's life, so a wait would only delay the refusal.
    public var saveLockPatience: Duration {
        options.locksOnlyDuringOperations ? .milliseconds(Int64(max(0, options.backgroundSaveLockWait) * 1_000)) : LockTable.patience
    }

    /// How long a lease keeps a scene in use after its last operation: ``Options/leaseDuration``.
    public var leaseDuration: TimeInterval { options.leaseDuration }

    /// Whether a session keeps a scene's lock between operations: not when the folder is an
    /// App Group container's (``Options/locksOnlyDuringOperations``).
    public var holdsSceneLocksBetweenOperations: Bool { !options.locksOnlyDuringOperations }

    /// Takes, or shares with a holder of this process, the exclusive `flock` on another file of
    /// the folder: the lock of something kept beside the scenes (an archive's `<name>.archive.lock`).
    /// - Parameters:
    ///   - fileName: The lock file's name inside the folder.
    ///   - owner: What the lock is for, as ``SceneLock/sceneID`` reports it.
    /// - Throws: ``ReviveError`` with ``ReviveError/Code/sceneLocked`` when another process holds
    ///   it, ``ReviveError/Code/notARegularFile`` when the path is a folder or a symbolic link.
    func lockFile(named fileName: String, owner: String) throws(ReviveError) -> SceneLock {
        SceneLock(sceneID: owner, holding: try locks.lock(path(fileName)))
    }
}

// MARK: The default folder

extension FileStore {
    /// The folder Revive uses by default: the user's application-support folder, then the
    /// app's name, then `Revive`.
    ///
    /// | platform | folder |
    /// | --- | --- |
    /// | Apple | `~/Library/Application Support/<appName>/Revive` (inside the app's container when sandboxed) |
    /// | Linux and others | `$XDG_DATA_HOME/<appName>/Revive`, or `~/.local/share/<appName>/Revive` when `XDG_DATA_HOME` is unset or not absolute |
    ///
    /// The folder is not created here; ``init(directory:maximumFileSize:options:logger:)`` creates it. Any
    /// other folder may be passed to that initializer instead.
    ///
    /// ```swift
    /// let store = try FileStore(directory: FileStore.defaultDirectory(appName: "Comics"))
    /// ```
    /// - Parameter appName: A folder name for the app, for example its bundle name. It is used
    ///   as a path component as given.
    /// - Returns: The folder's URL.
    public static func defaultDirectory(appName: String) -> URL {
        defaultDirectory(appName: appName, environment: ProcessInfo.processInfo.environment)
    }

    /// ``defaultDirectory(appName:)`` with an explicit environment, for tests.
    static func defaultDirectory(appName: String, environment: [String: String]) -> URL {
        applicationSupportBase(environment: environment)
            .appendingPathComponent(appName, isDirectory: true)
            .appendingPathComponent("Revive", isDirectory: true)
    }

    private static func applicationSupportBase(environment: [String: String]) -> URL {
        #if canImport(Darwin)
        if let url = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first {
            return url
        }
        return homeDirectory(environment: environment)
            .appendingPathComponent("Library/Application Support", isDirectory: true)
        #else
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return URL(fileURLWithPath: dataHome, isDirectory: true)
        }
        return homeDirectory(environment: environment).appendingPathComponent(".local/share", isDirectory: true)
        #endif
    }

    private static func homeDirectory(environment: [String: String]) -> URL {
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser
    }
}

extension FileStore: Sendable {}
