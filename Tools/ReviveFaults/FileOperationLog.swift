package import Revive

/// A recording of every change a ``Revive/FileStore`` makes to its folder, for tests: the
/// power-loss checker replays it to enumerate what a power cut may leave behind, and launch
/// tests count its `fsync`s.
///
/// Plugged into the one store a test makes with it (``Revive/FileStoreObserver``); stores
/// made without it record nothing and pay nothing.
///
/// ```swift
/// let log = FileOperationLog()
/// let store = try FileStore(directory: folder, observer: log)
/// try store.write(bytes, sceneID: "main")
/// log.operations   // create, write, syncFile, rename, syncFolder
/// ```
package final class FileOperationLog: FileStoreObserver {
    private let recorded = LockedValue<[FileOperation]>([])
    private let recording = LockedValue(true)

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

    package func fileStore(didApply operation: FileOperation) {
        guard recording.withLock({ $0 }) else { return }
        recorded.withLock { $0.append(operation) }
    }
}
