package import Foundation
package import Revive

/// A call a ``Revive/FileStore`` makes to change its folder (``Revive/StoreFileSystem``).
package enum FileCall: String, CaseIterable, Sendable {
    /// A temporary file is created, empty, mode `0600`.
    case create
    /// An existing file is opened to be written over in place (the crash-loop record).
    case openExisting
    /// The bytes are written to it.
    case write
    /// A file written over in place is cut to its new length.
    case truncate
    /// It is synced to stable storage.
    case syncFile
    /// Its descriptor is closed.
    case close
    /// It is renamed over its target.
    case rename
    /// A file is removed.
    case unlink
    /// The folder is synced.
    case syncFolder
}

/// The file system of a store under test that makes every call for real (``Revive/POSIXFileSystem``)
/// and lets the test fail a call, as a full or failing disk would, or end the process just
/// after one (the kill torture).
///
/// A call the `before` function throws at fails with ``Revive/ReviveError`` and does nothing
/// (a `close` still releases its descriptor, as `close(2)` does); the store then behaves as it
/// does on a real failure. The `after` function sees each call that succeeded.
///
/// ```swift
/// let hook = FileCallHook()
/// let store = try FileStore(directory: folder, files: hook)
/// hook.set { call in if call == .write { throw DiskFull() } }
/// try store.write(bytes, sceneID: "main")   // throws writeFailed; the previous file is intact
/// hook.set(nil)
/// ```
package final class FileCallHook: StoreFileSystem {
    private let system = POSIXFileSystem()
    private let before = LockedValue<(@Sendable (FileCall) throws -> Void)?>(nil)
    private let after = LockedValue<(@Sendable (FileCall) -> Void)?>(nil)

    /// A hook that lets every call through until ``set(_:)`` or ``set(after:)``.
    package init() {}

    /// Installs (or, with `nil`, removes) the function called before each call; if it throws,
    /// the call fails and does nothing.
    /// - Parameter hook: Called with each call, on the calling thread.
    package func set(_ hook: (@Sendable (FileCall) throws -> Void)?) {
        before.withLock { $0 = hook }
    }

    /// Installs (or, with `nil`, removes) the function called after each call that succeeded.
    /// - Parameter hook: Called with each call, on the calling thread.
    package func set(after hook: (@Sendable (FileCall) -> Void)?) {
        after.withLock { $0 = hook }
    }

    /// Runs the `before` function for `call`, turning what it throws into the store's error.
    private func enter(_ call: FileCall, _ path: String, code: ReviveError.Code) throws(ReviveError) {
        guard let hook = before.withLock({ $0 }) else { return }
        do {
            try hook(call)
        } catch {
            throw ReviveError(code, "\(call.rawValue) of \(path) failed: \(error)")
        }
    }

    private func leave(_ call: FileCall) {
        after.withLock { $0 }?(call)
    }

    // MARK: StoreFileSystem

    package func create(_ path: String) throws(ReviveError) -> Int32 {
        try enter(.create, path, code: .writeFailed)
        let descriptor = try system.create(path)
        leave(.create)
        return descriptor
    }

    package func openExisting(_ path: String) throws(ReviveError) -> (descriptor: Int32, size: Int)? {
        try enter(.openExisting, path, code: .writeFailed)
        let opened = try system.openExisting(path)
        leave(.openExisting)
        return opened
    }

    package func truncate(_ descriptor: Int32, to length: Int, path: String) throws(ReviveError) {
        try enter(.truncate, path, code: .writeFailed)
        try system.truncate(descriptor, to: length, path: path)
        leave(.truncate)
    }

    package func write(_ data: Data, to descriptor: Int32, path: String) throws(ReviveError) {
        try enter(.write, path, code: .writeFailed)
        try system.write(data, to: descriptor, path: path)
        leave(.write)
    }

    package func sync(_ descriptor: Int32, path: String) throws(ReviveError) {
        try enter(.syncFile, path, code: .writeFailed)
        try system.sync(descriptor, path: path)
        leave(.syncFile)
    }

    package func close(_ descriptor: Int32, path: String) throws(ReviveError) {
        do throws(ReviveError) {
            try enter(.close, path, code: .writeFailed)
        } catch {
            _ = try? system.close(descriptor, path: path)
            throw error
        }
        try system.close(descriptor, path: path)
        leave(.close)
    }

    package func rename(_ from: String, to: String, code: ReviveError.Code) throws(ReviveError) {
        try enter(.rename, from, code: code)
        try system.rename(from, to: to, code: code)
        leave(.rename)
    }

    package func unlink(_ path: String) throws(ReviveError) -> Bool {
        try enter(.unlink, path, code: .deleteFailed)
        let removed = try system.unlink(path)
        leave(.unlink)
        return removed
    }

    package func syncFolder(_ path: String, code: ReviveError.Code) throws(ReviveError) {
        try enter(.syncFolder, path, code: code)
        try system.syncFolder(path, code: code)
        leave(.syncFolder)
    }
}
