package import Crypto
import Foundation
import Revive

/// Reads the key of encrypted saved files from a key file, for the inspector.
///
/// The file holds the raw key bytes, as Revive's key file provider writes them: 32 bytes
/// (256 bits); 16 and 24 bytes are accepted too, since the codec takes those keys. Unlike
/// the app's key provider, the inspector only ever reads: a key file that does not exist is
/// an error, never a reason to create one (a fresh key would decrypt nothing). The file's
/// permissions are not checked: inspecting a key copied from a device is the point.
///
/// ```swift
/// let key = try InspectorKeyFile(path: "revive.key").load()
/// let file = try SnapshotFile.load(path: "main.revive", key: key)
/// ```
package struct InspectorKeyFile {
    /// The key file's path, as given.
    package let path: String

    /// The key sizes accepted, in bytes.
    static let acceptedSizes = [16, 24, 32]

    /// Names a key file; nothing is read until ``load()``.
    /// - Parameter path: The key file's path.
    package init(path: String) {
        self.path = path
    }

    /// Reads the key.
    /// - Returns: The key.
    /// - Throws: ``InspectorError`` with ``InspectorError/Code/keyFileMissing`` when no file is
    ///   at the path, or ``InspectorError/Code/badKeyFile`` when it is not a regular file (a
    ///   folder, a FIFO, …: it is opened without blocking), cannot be read,
    ///   or does not hold 16, 24 or 32 bytes.
    package func load() throws(InspectorError) -> SymmetricKey {
        let read: Data?
        do {
            read = try POSIXFile.readFile(at: path, limit: 4096, followsSymbolicLinks: true)
        } catch where error.code == .fileTooLarge {
            throw InspectorError(.badKeyFile, "key file \"\(path)\" is over 4096 bytes; a key is 32 bytes (or 16 or 24)")
        } catch {
            throw InspectorError(.badKeyFile, "key file \"\(path)\" cannot be read: \(error.message)")
        }
        guard let bytes = read else {
            throw InspectorError(.keyFileMissing, "key file \"\(path)\" does not exist (revive never creates one)")
        }
        guard Self.acceptedSizes.contains(bytes.count) else {
            throw InspectorError(
                .badKeyFile, "key file \"\(path)\" holds \(bytes.count) bytes; a key is 32 bytes (or 16 or 24)"
            )
        }
        return SymmetricKey(data: bytes)
    }
}

extension InspectorKeyFile: Sendable {}
