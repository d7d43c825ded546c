package import Crypto
import Foundation
package import Revive

/// A saved-state file as the inspector reads it: its header, and its tree when it can be read.
///
/// An unencrypted file, or an encrypted one read with its key, is decoded whole. An encrypted
/// file read without a key is not an error: its header is read (``SnapshotCodec/decodeHeader(_:)``
/// checks magic, version, length and checksum) and ``snapshot`` is `nil`.
///
/// ```swift
/// let file = try SnapshotFile.load(path: "main.revive")
/// if let snapshot = file.snapshot { print(TreeRenderer.render(file)) }
/// ```
package struct SnapshotFile {
    /// The path the file was read from, as given.
    package let path: String
    /// The file's size in bytes.
    package let byteCount: Int
    /// Whether the file's body is encrypted.
    package let isEncrypted: Bool
    /// The header.
    package let header: Snapshot.Header
    /// The whole snapshot, or `nil` for an encrypted file read without a key.
    package let snapshot: Snapshot?

    /// Creates a file description from parts (the inspector's tests and tools use ``load(path:key:limits:)``).
    /// - Parameters:
    ///   - path: Where the file is.
    ///   - byteCount: Its size.
    ///   - isEncrypted: Whether its body is encrypted.
    ///   - header: Its header.
    ///   - snapshot: Its snapshot, when it could be decoded.
    package init(path: String, byteCount: Int, isEncrypted: Bool, header: Snapshot.Header, snapshot: Snapshot?) {
        self.path = path
        self.byteCount = byteCount
        self.isEncrypted = isEncrypted
        self.header = header
        self.snapshot = snapshot
    }

    /// Reads and decodes a saved file.
    /// - Parameters:
    ///   - path: The file's path.
    ///   - key: The key for an encrypted file; without it an encrypted file yields only its header.
    ///   - limits: The codec's caps.
    /// - Returns: The file.
    /// - Throws: ``InspectorError`` with ``InspectorError/Code/fileUnreadable`` or
    ///   ``InspectorError/Code/invalidSnapshot`` (wrapping the ``ReviveError``).
    package static func load(
        path: String, key: SymmetricKey? = nil, limits: SnapshotCodec.DecodingLimits = .default
    ) throws(InspectorError) -> SnapshotFile {
        try decode(readBytes(path: path, limits: limits), path: path, key: key, limits: limits)
    }

    /// Decodes a saved file's bytes, already read.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The path they were read from, for messages.
    ///   - key: The key for an encrypted file; without it an encrypted file yields only its header.
    ///   - limits: The codec's caps.
    /// - Returns: The file.
    /// - Throws: ``InspectorError`` with ``InspectorError/Code/invalidSnapshot``.
    static func decode(
        _ data: Data, path: String, key: SymmetricKey?, limits: SnapshotCodec.DecodingLimits
    ) throws(InspectorError) -> SnapshotFile {
        let codec = SnapshotCodec(limits: limits, key: key)
        do {
            let encrypted = try SnapshotCodec.isEncrypted(data)
            if encrypted && key == nil {
                let header = try codec.decodeHeader(data)
                return SnapshotFile(path: path, byteCount: data.count, isEncrypted: true, header: header, snapshot: nil)
            }
            let snapshot = try codec.decode(data)
            return SnapshotFile(
                path: path, byteCount: data.count, isEncrypted: encrypted, header: snapshot.header, snapshot: snapshot
            )
        } catch {
            throw invalid(path, error)
        }
    }

    /// The whole snapshot, for a command that needs the pages.
    /// - Returns: The snapshot.
    /// - Throws: ``InspectorError`` with ``InspectorError/Code/keyNeeded`` for an encrypted file
    ///   read without its key.
    package func requireSnapshot() throws(InspectorError) -> Snapshot {
        guard let snapshot else {
            throw InspectorError(.keyNeeded, "\(path): the pages are encrypted; pass --key-file PATH to read them")
        }
        return snapshot
    }

    /// Reads a file's bytes without ever blocking, refusing anything that is not a regular file
    /// (a FIFO, a socket, a device, a folder: the message says which), a missing file, and a
    /// file over the size cap (before reading it).
    /// - Parameters:
    ///   - path: The file's path.
    ///   - limits: Whose ``SnapshotCodec/DecodingLimits/maxFileSize`` bounds what is read.
    /// - Returns: The bytes.
    /// - Throws: ``InspectorError``.
    static func readBytes(path: String, limits: SnapshotCodec.DecodingLimits) throws(InspectorError) -> Data {
        let data: Data?
        do {
            data = try POSIXFile.readFile(at: path, limit: limits.maxFileSize, followsSymbolicLinks: true)
        } catch where error.code == .fileTooLarge {
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
            let error = ReviveError(
                .limitExceeded, "file size of \(size.map(String.init) ?? "more than \(limits.maxFileSize)") is over the cap maxFileSize = \(limits.maxFileSize)",
                offset: 0, limit: .fileSize
            )
            throw invalid(path, error)
        } catch where error.code == .notARegularFile {
            throw InspectorError(.fileUnreadable, "\(path): \(error.message.replacingOccurrences(of: path + " ", with: ""))")
        } catch {
            throw InspectorError(.fileUnreadable, "\(path): cannot be read: \(error.message)")
        }
        guard let data else { throw InspectorError(.fileUnreadable, "\(path): no such file") }
        return data
    }

    /// Wraps a codec error with the file's path.
    static func invalid(_ path: String, _ error: ReviveError) -> InspectorError {
        InspectorError(.invalidSnapshot, "\(path): \(InspectorError.reason(for: error))", codecError: error)
    }
}

extension SnapshotFile: Sendable {}
