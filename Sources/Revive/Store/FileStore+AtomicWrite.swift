#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
package import Foundation
import Logging

/// A step of ``FileStore``'s atomic write, reported to a test hook after it completes.
///
/// A kill-torture test installs a hook with ``FileStore/onWriteStep(_:)`` and ends the
/// process at each step; a failure test throws from the hook. Whatever happens before
/// ``renamed``, the previous file is intact; from ``renamed`` on, the new one is in place.
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

extension FileStore {
    /// Installs (or, with `nil`, removes) a hook called after each step of every write.
    ///
    /// If the hook throws, the write stops there: before ``WriteStep/renamed`` the temporary
    /// file is removed and the previous file stays; at ``WriteStep/renamed`` the new file is
    /// already in place. Either way the write throws ``StoreError/Code/writeFailed``.
    /// - Parameter hook: Called with each step, on the writing thread.
    package func onWriteStep(_ hook: (@Sendable (WriteStep) throws -> Void)?) {
        writeStepHook.withLock { $0 = hook }
    }

    /// Replaces a file in the store's folder atomically and, unless told otherwise, durably.
    ///
    /// With `synced: false` the file and the folder are not synced: the write survives any
    /// process death (the page cache belongs to the kernel), and a power cut may lose it.
    /// - Parameters:
    ///   - data: The new content.
    ///   - fileName: The target's name inside the folder.
    ///   - synced: Sync the file before the rename and the folder after it.
    /// - Throws: ``StoreError`` with code ``StoreError/Code/writeFailed``; the previous file is intact.
    package func writeAtomically(_ data: Data, fileName: String, synced: Bool = true) throws(StoreError) {
        let target = path(fileName)
        let temporary = path(FileStoreNaming.temporaryFileName())
        let flags = O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW
        let (fd, openErrno) = POSIXFile.open(temporary, flags: flags, mode: 0o600)
        if fd < 0 {
            throw POSIXFile.failure(.writeFailed, "create", path: temporary, errno: openErrno)
        }
        var descriptorOpen = true
        do throws(StoreError) {
            try report(.opened, target: target)
            try POSIXFile.writeAll(data, to: fd, path: temporary)
            try report(.wrote, target: target)
            if synced { try POSIXFile.sync(fd, path: temporary, code: .writeFailed) }
            descriptorOpen = false
            if close(fd) != 0 {
                throw POSIXFile.failure(.writeFailed, "close", path: temporary, errno: errno)
            }
            try report(.synced, target: target)
            try POSIXFile.rename(temporary, to: target, code: .writeFailed)
        } catch {
            if descriptorOpen { POSIXFile.closeQuietly(fd) }
            _ = try? POSIXFile.unlinkIfPresent(temporary)
            logger.warning("write failed; the previous file is intact", metadata: ["error": "\(error)"])
            throw error
        }
        try report(.renamed, target: target)
        if synced { try POSIXFile.syncDirectory(directoryPath, code: .writeFailed) }
    }

    private func report(_ step: WriteStep, target: String) throws(StoreError) {
        guard let hook = writeStepHook.withLock({ $0 }) else { return }
        do {
            try hook(step)
        } catch {
            throw StoreError(code: .writeFailed, message: "write of \(target) stopped after step \(step): \(error)")
        }
    }
}
