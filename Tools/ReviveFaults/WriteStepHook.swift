package import Revive

/// A hook called after each step of a ``Revive/FileStore``'s atomic writes, for tests that
/// fail a write at a chosen step (a full disk) or kill the process there (the kill torture).
///
/// Plugged into the one store a test makes with it (``Revive/FileStoreObserver``). If the hook
/// throws, the write stops there: before ``Revive/WriteStep/renamed`` the temporary file is
/// removed and the previous file stays; at ``Revive/WriteStep/renamed`` the new file is
/// already in place. Either way the write throws ``Revive/ReviveError/Code/writeFailed``.
///
/// ```swift
/// let hook = WriteStepHook()
/// let store = try FileStore(directory: folder, observer: hook)
/// hook.set { step in if step == .wrote { throw DiskFull() } }
/// try store.write(bytes, sceneID: "main")   // throws; the previous file is intact
/// hook.set(nil)
/// ```
package final class WriteStepHook: FileStoreObserver {
    private let hook = LockedValue<(@Sendable (WriteStep) throws -> Void)?>(nil)

    /// A hook that does nothing until ``set(_:)``.
    package init() {}

    /// Installs (or, with `nil`, removes) the function called after each step of every write.
    /// - Parameter hook: Called with each step, on the writing thread.
    package func set(_ hook: (@Sendable (WriteStep) throws -> Void)?) {
        self.hook.withLock { $0 = hook }
    }

    package func fileStore(didFinish step: WriteStep) throws {
        try hook.withLock { $0 }?(step)
    }
}
