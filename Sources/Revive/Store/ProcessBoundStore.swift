import Foundation

/// A store whose locks belong to a process and whose storage has a name of its own: what the
/// engine needs to know of ``FileStore`` beyond the public capabilities, kept here with the
/// store rather than as casts to `FileStore` in the engine.
///
/// A session of a simulated process (`ReviveTesting`'s `SimulatedApp`) sees the store through
/// that process's lock table; two instances on one folder are one store for the launch sweep
/// and the live scenes.
protocol ProcessBoundStore: SnapshotStore {
    /// The process whose locks the store takes.
    var process: ReviveProcess { get }

    /// The same storage, its locks `process`'s; this store when they are already.
    func bound(to process: ReviveProcess) -> any SnapshotStore

    /// What names the storage within a process, whichever instance reaches it (a folder's path).
    var storageName: String { get }
}

extension FileStore: ProcessBoundStore {
    /// `"folder:"` and the folder's path.
    var storageName: String { "folder:" + directory.path }

    func bound(to process: ReviveProcess) -> any SnapshotStore { seen(by: process) }
}
