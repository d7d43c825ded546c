#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import Logging

/// Chooses the folder that holds saved state so that it is closed to others, without changing
/// any folder Revive did not create.
///
/// | the folder given to ``FileStore`` | the store keeps its files in |
/// | --- | --- |
/// | missing | the folder, created with mode `0700` (with any missing parents) |
/// | the user's, open only to the user (`0700`) | the folder |
/// | the user's, open to group or others (`0755`, `0750`, …) | its private subfolder `Revive`, created `0700`; the folder itself is left as it is |
/// | another user's, or shared (writable by others, or sticky like `/tmp`) | nothing: refused |
///
/// An existing `Revive` subfolder is used only if it is a real folder (not a symbolic link),
/// the user's, and open to no one else; otherwise the store is refused with the reason. No
/// folder's mode is ever changed: an app that hands ``FileStore`` its Application Support or
/// Documents folder, or a user who runs the demo with `--state-dir proj`, finds it as it was.
///
/// ```swift
/// let folder = try FolderPermissions.storeFolder("/home/me/proj", logger: logger)
/// // "/home/me/proj/Revive" when proj is 0755
/// ```
enum FolderPermissions {
    /// The private subfolder made inside a folder that others may open.
    static let privateSubfolderName = "Revive"

    /// The folder to keep files in for `path`, creating it (or its private subfolder) if needed.
    /// - Parameters:
    ///   - path: The folder the app asked for.
    ///   - logger: Where the notice goes when files go to the private subfolder.
    /// - Returns: `path`, or `path/Revive`.
    /// - Throws: ``ReviveError`` with ``ReviveError/Code/directoryUnavailable`` naming the reason.
    static func storeFolder(_ path: String, logger: Logger) throws(ReviveError) -> String {
        guard let info = try status(path, following: true) else {
            try create(path, intermediates: true)
            return path
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw ReviveError(.directoryUnavailable, "\(path) exists and is not a folder")
        }
        try checkOwnedAndNotShared(path, info)
        guard info.st_mode & 0o077 != 0 else { return path }

        let subfolder = path + "/" + privateSubfolderName
        if let existing = try status(subfolder, following: false) {
            guard existing.st_mode & S_IFMT == S_IFDIR else {
                throw ReviveError(
                    .directoryUnavailable,
                    "\(path) is open to others (mode \(octal(info.st_mode))), and its private subfolder \(subfolder) is \(POSIXFile.fileTypeName(existing.st_mode)), not a folder; refusing to keep state there"
                )
            }
            try checkOwnedAndNotShared(subfolder, existing)
            guard existing.st_mode & 0o077 == 0 else {
                throw ReviveError(
                    .directoryUnavailable,
                    "\(path) is open to others (mode \(octal(info.st_mode))), and its subfolder \(subfolder) is too (mode \(octal(existing.st_mode))); Revive changes no folder it did not create, so it refuses to keep state there: make it 700 or give another folder"
                )
            }
        } else {
            try create(subfolder, intermediates: false)
        }
        logger.notice("the state folder is open to others; keeping state in its private subfolder", metadata: [
            "folder": "\(path)", "mode": "\(octal(info.st_mode))", "subfolder": "\(subfolder)",
        ])
        return subfolder
    }

    /// Refuses a folder that belongs to another user, or that others may write to.
    private static func checkOwnedAndNotShared(_ path: String, _ info: stat) throws(ReviveError) {
        guard info.st_uid == geteuid() else {
            throw ReviveError(
                .directoryUnavailable,
                "\(path) belongs to user \(info.st_uid), not to this process's user \(geteuid()); refusing to keep state in it"
            )
        }
        guard info.st_mode & (S_ISVTX | 0o002) == 0 else {
            throw ReviveError(
                .directoryUnavailable,
                "\(path) is a shared folder (mode \(octal(info.st_mode))); refusing to keep state in it"
            )
        }
    }

    /// `stat` (or `lstat`) of `path`; `nil` when nothing is there.
    private static func status(_ path: String, following: Bool) throws(ReviveError) -> stat? {
        var info = stat()
        let result = following ? stat(path, &info) : lstat(path, &info)
        if result == 0 { return info }
        let saved = errno
        if saved == ENOENT { return nil }
        throw POSIXFile.failure(.directoryUnavailable, "stat", path: path, errno: saved)
    }

    /// Creates a folder with mode `0700`.
    private static func create(_ path: String, intermediates: Bool) throws(ReviveError) {
        do {
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: intermediates, attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw ReviveError(.directoryUnavailable, "cannot create folder \(path): \(error.localizedDescription)")
        }
    }

    private static func octal(_ mode: mode_t) -> String {
        String(mode & 0o7777, radix: 8)
    }
}
