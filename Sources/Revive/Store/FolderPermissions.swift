#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Logging

/// Makes sure the folder that holds saved state is the user's own and closed to others.
///
/// ``FileStore`` creates its folder with mode `0700`. A folder that already exists may have
/// been made by something else with a wider mode (`0755` is common): saved state, markers and
/// key files would then be listable by anyone. This tightens such a folder to `0700` and logs
/// a notice that says so. It refuses, and changes nothing, when the folder belongs to another
/// user or is a shared folder (writable by others, or sticky like `/tmp`): chmod-ing a folder
/// that is not ours would break whoever owns it.
///
/// ```swift
/// try FolderPermissions.secure("/home/me/.local/share/Comics/Revive", logger: logger)
/// ```
enum FolderPermissions {
    /// Tightens `path` to `0700` if needed, or refuses it.
    /// - Parameters:
    ///   - path: An existing folder.
    ///   - logger: Where the notice goes when the mode is changed.
    /// - Throws: ``StoreError`` with ``StoreError/Code/directoryUnavailable``.
    static func secure(_ path: String, logger: Logger) throws(StoreError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw POSIXFile.failure(.directoryUnavailable, "stat", path: path, errno: errno)
        }
        let mode = info.st_mode & 0o7777
        guard info.st_uid == geteuid() else {
            throw StoreError(
                code: .directoryUnavailable,
                message: "\(path) belongs to user \(info.st_uid), not to this process's user \(geteuid()); refusing to keep state in it"
            )
        }
        guard mode & (S_ISVTX | 0o002) == 0 else {
            throw StoreError(
                code: .directoryUnavailable,
                message: "\(path) is a shared folder (mode \(String(mode, radix: 8))); refusing to keep state in it"
            )
        }
        guard mode & 0o077 != 0 else { return }
        guard chmod(path, 0o700) == 0 else {
            throw POSIXFile.failure(.directoryUnavailable, "chmod 700", path: path, errno: errno)
        }
        logger.notice("tightened the state folder's mode to 700", metadata: [
            "folder": "\(path)", "was": "\(String(mode, radix: 8))",
        ])
    }
}
