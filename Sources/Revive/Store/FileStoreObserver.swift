package import Foundation

/// What a test watches of a ``FileStore``: each change its system calls make to the folder,
/// and each step of an atomic write, with the chance to fail the write there.
///
/// The seam costs nothing when unused: a store made with no observer (every store an app
/// makes) checks one `nil` per operation and builds no record. The recorders live in test
/// support (the `ReviveFaults` target's `FileOperationLog` and `WriteStepHook`), plugged in
/// when a test makes its store, as swift-log's `InMemoryLogHandler` is:
///
/// ```swift
/// let log = FileOperationLog()
/// let store = try FileStore(directory: folder, observer: log)
/// try store.write(bytes, sceneID: "main")
/// log.operations   // create, write, syncFile, rename, syncFolder
/// ```
package protocol FileStoreObserver: Sendable {
    /// Called after the store changed the folder (a file created, written, synced, renamed
    /// or removed, or the folder synced).
    func fileStore(didApply operation: FileOperation)

    /// Called after each step of an atomic write, on the writing thread.
    ///
    /// If it throws, the write stops there: before ``WriteStep/renamed`` the temporary file
    /// is removed and the previous file stays; at ``WriteStep/renamed`` the new file is already
    /// in place. Either way the write throws ``ReviveError/Code/writeFailed``.
    func fileStore(didFinish step: WriteStep) throws
}

extension FileStoreObserver {
    package func fileStore(didApply operation: FileOperation) {}
    package func fileStore(didFinish step: WriteStep) throws {}
}

/// One change ``FileStore`` made to the file system, as its ``FileStoreObserver`` sees it.
package enum FileOperation: Hashable, Sendable {
    /// A new file was created (`open` with `O_CREAT | O_EXCL`), empty.
    case create(path: String)
    /// Bytes were written to a file at an offset.
    case write(path: String, offset: Int, data: Data)
    /// A file's content was flushed to stable storage (`fsync`, `F_FULLFSYNC`).
    case syncFile(path: String)
    /// A file was renamed over another.
    case rename(from: String, to: String)
    /// A file was removed.
    case unlink(path: String)
    /// A folder's entries were flushed to stable storage.
    case syncFolder(path: String)
}

/// A step of ``FileStore``'s atomic write, reported to its ``FileStoreObserver`` after it
/// completes.
///
/// A kill-torture test ends the process at each step; a failure test throws. Whatever
/// happens before ``renamed``, the previous file is intact; from ``renamed`` on, the new one
/// is in place.
package enum WriteStep: CaseIterable, Sendable {
    /// The temporary file was created (empty, mode `0600`).
    case opened
    /// Every byte was written to the temporary file.
    case wrote
    /// The temporary file was synced to stable storage and closed.
    case synced
    /// The temporary file was renamed over the target (the folder is not yet synced).
    case renamed
}
