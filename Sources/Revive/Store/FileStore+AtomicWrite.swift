#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
package import Foundation
import Logging

extension FileStore {
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
        observer?.fileStore(didApply: .create(path: temporary))
        var descriptorOpen = true
        do throws(StoreError) {
            try report(.opened, target: target)
            try POSIXFile.writeAll(data, to: fd, path: temporary)
            observer?.fileStore(didApply: .write(path: temporary, offset: 0, data: data))
            try report(.wrote, target: target)
            if synced {
                try POSIXFile.sync(fd, path: temporary, code: .writeFailed)
                observer?.fileStore(didApply: .syncFile(path: temporary))
            }
            descriptorOpen = false
            if close(fd) != 0 {
                throw POSIXFile.failure(.writeFailed, "close", path: temporary, errno: errno)
            }
            try report(.synced, target: target)
            try rename(temporary, to: target, code: .writeFailed)
        } catch {
            if descriptorOpen { POSIXFile.closeQuietly(fd) }
            _ = try? unlink(temporary)
            logger.warning("write failed; the previous file is intact", metadata: ["error": "\(error)"])
            throw error
        }
        try report(.renamed, target: target)
        if synced { try syncFolder(code: .writeFailed) }
    }

    private func report(_ step: WriteStep, target: String) throws(StoreError) {
        guard let observer else { return }
        do {
            try observer.fileStore(didFinish: step)
        } catch {
            throw StoreError(code: .writeFailed, message: "write of \(target) stopped after step \(step): \(error)")
        }
    }
}
