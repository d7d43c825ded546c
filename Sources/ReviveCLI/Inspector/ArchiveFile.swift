package import Crypto
import Foundation
package import Revive

/// An archive file (ReviveArchive's `<name>.archive`) as the inspector reads it: its header,
/// whether it is intact, and its value when that can be shown.
///
/// The codec's ``Revive/ValueFileCodec`` reads the framing: magic `RVAR`, format version,
/// flags, schema version, length and trailer. A file written without a key ends in a SHA-256,
/// checked here. A file written with a key ends in an HMAC: with `--key-file` (the key the
/// app's key provider returns) it is verified and the value shown; without, the HMAC cannot be
/// checked and the value is not shown, and the file says so. Secrets (`@Secret`) stay sealed
/// either way: they show as the bytes of their `data` value.
///
/// ```swift
/// if let archive = try ArchiveFile.load(ifArchive: "session.archive") { print(archive.render()) }
/// ```
package struct ArchiveFile: Sendable {
    /// The path the file was read from, as given.
    package let path: String
    /// The file's size in bytes.
    package let byteCount: Int
    /// The framing's header.
    package let header: ValueFileCodec.Header
    /// The value (secrets still sealed), or `nil` for an authenticated file read without its key.
    package let value: StateValue?

    /// Reads a file if it is an archive: `nil` when it does not start with `RVAR`.
    /// - Parameters:
    ///   - path: The file's path.
    ///   - key: The archive's key, if known.
    ///   - limits: The codec's caps.
    /// - Returns: The archive, or `nil` for any other file (a saved state, say).
    /// - Throws: ``InspectorError`` for an unreadable file or a damaged archive (wrapping the ``Revive/ReviveError``).
    package static func load(
        ifArchive path: String, key: SymmetricKey? = nil, limits: SnapshotCodec.DecodingLimits = .default
    ) throws(InspectorError) -> ArchiveFile? {
        let data = try SnapshotFile.readBytes(path: path, limits: limits)
        guard ValueFileCodec.hasMagic(data) else { return nil }
        return try decode(data, path: path, key: key, limits: limits)
    }

    /// Decodes an archive's bytes, already read (they start with `RVAR`).
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The path they were read from, for messages.
    ///   - key: The archive's key, if known.
    ///   - limits: The codec's caps.
    /// - Returns: The archive.
    /// - Throws: ``InspectorError`` with ``InspectorError/Code/invalidSnapshot``.
    static func decode(
        _ data: Data, path: String, key: SymmetricKey?, limits: SnapshotCodec.DecodingLimits
    ) throws(InspectorError) -> ArchiveFile {
        do {
            let header = try ValueFileCodec.header(of: data, key: key, limits: limits)
            var value: StateValue?
            if !header.isAuthenticated || key != nil {
                let fileKey = header.isAuthenticated ? key : nil
                value = try ValueFileCodec(name: "", key: fileKey, limits: limits).decode(data).value
            }
            return ArchiveFile(path: path, byteCount: data.count, header: header, value: value)
        } catch {
            throw SnapshotFile.invalid(path, error)
        }
    }

    /// The value, for a command that needs it.
    /// - Returns: The value (secrets still sealed).
    /// - Throws: ``InspectorError`` with ``InspectorError/Code/keyNeeded`` for an authenticated
    ///   archive read without its key.
    package func requireValue() throws(InspectorError) -> StateValue {
        guard let value else {
            throw InspectorError(
                .keyNeeded, "\(path): the archive is authenticated with a key; pass --key-file PATH to verify and read its value"
            )
        }
        return value
    }

    /// How the file's integrity was checked, for `validate` and `inspect`.
    package var integrityNote: String {
        guard header.isAuthenticated else { return "SHA-256 checked" }
        return value == nil
            ? "authenticated with a key: the HMAC is not checked and the value not shown without it (pass --key-file)"
            : "HMAC verified with the key"
    }

    /// The header as text, then the value.
    /// - Returns: Lines separated by newlines, with a final newline.
    package func render() -> String {
        let rows: [(String, String)] = [
            ("file", path),
            ("kind", "archive"),
            ("size", "\(byteCount) bytes"),
            ("format version", "\(header.formatVersion)"),
            ("schema version", "\(header.schemaVersion)"),
            ("authenticated", header.isAuthenticated ? "yes (HMAC-SHA256)" : "no (SHA-256)"),
            ("integrity", integrityNote),
        ]
        var text = Columns.align(rows, indent: "").joined(separator: "\n") + "\n\n"
        if let value {
            text += "value = \(value.displayText(limit: 4_000))\n"
            text += "Secrets stay sealed: they show as the bytes of their data values.\n"
        } else {
            text += "The value is not shown: the file is authenticated with a key; pass --key-file PATH.\n"
        }
        return text
    }

    /// The same content as JSON: `file`, `kind` (`"archive"`), `byteCount`, `header`
    /// (`formatVersion`, `schemaVersion`, `authenticated`), `integrity` and `value` (`null`
    /// when not shown).
    /// - Returns: Pretty-printed JSON with sorted keys and a final newline.
    package func renderJSON() -> String {
        let document: JSONValue = .object([
            "file": .string(path),
            "kind": .string("archive"),
            "byteCount": .int(Int64(byteCount)),
            "header": .object([
                "formatVersion": .int(Int64(header.formatVersion)),
                "schemaVersion": .int(Int64(header.schemaVersion)),
                "authenticated": .bool(header.isAuthenticated),
            ]),
            "integrity": .string(integrityNote),
            "value": value?.json ?? .null,
        ])
        return document.encoded() + "\n"
    }
}
