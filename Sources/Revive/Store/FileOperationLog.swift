package import Foundation

/// One change ``FileStore`` made to the file system, as the recording layer under its system
/// calls saw it (``FileOperationLog``).
package enum FileOperation: Hashable, Sendable {
    /// A new file was created (`open` with `O_CREAT`), empty.
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

/// A recording of every change the store's system calls make under one folder, for tests: the
/// power-loss checker replays it to enumerate what a power cut may leave behind, and launch
/// tests count its `fsync`s.
///
/// Recording is off unless a log is started; then each call of ``POSIXFile`` whose path lies
/// in the log's folder appends one ``FileOperation``. Logs on different folders do not see
/// each other's operations, so tests running in parallel each record only their own.
///
/// ```swift
/// let log = FileOperationLog.start(folder: folder.path)
/// defer { log.stop() }
/// try store.write(bytes, sceneID: "main")
/// log.operations   // create, write, syncFile, rename, syncFolder
/// ```
package final class FileOperationLog: Sendable {
    /// The folder whose operations are recorded (a path without a trailing slash).
    package let folder: String
    private let recorded = LockedValue<[FileOperation]>([])

    private static let active = LockedValue<[FileOperationLog]>([])

    private init(folder: String) {
        self.folder = folder
    }

    /// Starts recording the operations under `folder`.
    /// - Parameter folder: The store's folder.
    /// - Returns: The log; call ``stop()`` when done.
    package static func start(folder: String) -> FileOperationLog {
        let log = FileOperationLog(folder: URL(fileURLWithPath: folder).standardizedFileURL.path)
        active.withLock { $0.append(log) }
        return log
    }

    /// Stops recording; the operations recorded so far stay readable.
    package func stop() {
        Self.active.withLock { $0.removeAll { $0 === self } }
    }

    /// The operations recorded so far, in order.
    package var operations: [FileOperation] { recorded.withLock { $0 } }

    /// How many `fsync`s (of files and folders) were recorded.
    package var syncCount: Int {
        operations.filter {
            switch $0 {
            case .syncFile, .syncFolder: true
            default: false
            }
        }.count
    }

    /// Records `operation` in every active log whose folder holds `path`.
    static func record(_ path: String, _ operation: @autoclosure () -> FileOperation) {
        let logs = active.withLock { $0 }
        guard !logs.isEmpty else { return }
        for log in logs where path == log.folder || path.hasPrefix(log.folder + "/") {
            let made = operation()
            log.recorded.withLock { $0.append(made) }
        }
    }
}
