package import Foundation
package import Revive

/// One change a ``Revive/FileStore`` made to its folder, as a ``FileOperationLog`` records it.
package enum FileOperation: Hashable, Sendable {
    /// A new file was created (`open` with `O_CREAT | O_EXCL`), empty.
    case create(path: String)
    /// Bytes were written to a file at an offset.
    case write(path: String, offset: Int, data: Data)
    /// A file was cut to a length.
    case truncate(path: String, length: Int)
    /// A file's content was flushed to stable storage (`fsync`, `F_FULLFSYNC`).
    case syncFile(path: String)
    /// A file was renamed over another.
    case rename(from: String, to: String)
    /// A file was removed.
    case unlink(path: String)
    /// A folder's entries were flushed to stable storage.
    case syncFolder(path: String)
}

/// The file system of a store under test that makes every call for real (``Revive/POSIXFileSystem``)
/// and records each change that succeeded: the power-loss checker replays the recording to
/// enumerate what a power cut may leave behind, and launch tests count its `fsync`s.
///
/// It is the store's write path, not a witness beside it: a call the store does not make is
/// not recorded, so a write that skips its `fsync` shows as a file a power cut may empty.
///
/// ```swift
/// let log = FileOperationLog()
/// let store = try FileStore(directory: folder, files: log)
/// try store.write(bytes, sceneID: "main")
/// log.operations   // create, write, syncFile, rename, syncFolder
/// ```
package final class FileOperationLog: StoreFileSystem {
    private let system = POSIXFileSystem()
    private let recorded = LockedValue<[FileOperation]>([])
    private let recording = LockedValue(true)
    /// Where each descriptor's next write lands, by descriptor.
    private let offsets = LockedValue<[Int32: Int]>([:])

    /// A log that records from now on.
    package init() {}

    /// Stops recording; the operations recorded so far stay readable.
    package func stop() {
        recording.withLock { $0 = false }
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

    private func record(_ operation: FileOperation) {
        guard recording.withLock({ $0 }) else { return }
        recorded.withLock { $0.append(operation) }
    }

    // MARK: StoreFileSystem

    package func create(_ path: String) throws(ReviveError) -> Int32 {
        let descriptor = try system.create(path)
        offsets.withLock { $0[descriptor] = 0 }
        record(.create(path: path))
        return descriptor
    }

    package func openExisting(_ path: String) throws(ReviveError) -> (descriptor: Int32, size: Int)? {
        guard let opened = try system.openExisting(path) else { return nil }
        offsets.withLock { $0[opened.descriptor] = 0 }
        return opened
    }

    package func truncate(_ descriptor: Int32, to length: Int, path: String) throws(ReviveError) {
        try system.truncate(descriptor, to: length, path: path)
        record(.truncate(path: path, length: length))
    }

    package func write(_ data: Data, to descriptor: Int32, path: String) throws(ReviveError) {
        try system.write(data, to: descriptor, path: path)
        let offset = offsets.withLock { offsets in
            defer { offsets[descriptor, default: 0] += data.count }
            return offsets[descriptor, default: 0]
        }
        record(.write(path: path, offset: offset, data: data))
    }

    package func sync(_ descriptor: Int32, path: String) throws(ReviveError) {
        try system.sync(descriptor, path: path)
        record(.syncFile(path: path))
    }

    package func close(_ descriptor: Int32, path: String) throws(ReviveError) {
        offsets.withLock { $0[descriptor] = nil }
        try system.close(descriptor, path: path)
    }

    package func rename(_ from: String, to: String, code: ReviveError.Code) throws(ReviveError) {
        try system.rename(from, to: to, code: code)
        record(.rename(from: from, to: to))
    }

    package func unlink(_ path: String) throws(ReviveError) -> Bool {
        guard try system.unlink(path) else { return false }
        record(.unlink(path: path))
        return true
    }

    package func syncFolder(_ path: String, code: ReviveError.Code) throws(ReviveError) {
        try system.syncFolder(path, code: code)
        record(.syncFolder(path: path))
    }
}
