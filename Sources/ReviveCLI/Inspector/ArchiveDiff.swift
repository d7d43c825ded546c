package import Revive

/// What changed between two archives (ReviveArchive's `NAME.archive`): header fields, and each
/// value that differs, by its path in the value.
///
/// Dictionaries are compared key by key and arrays of the same length index by index, down to
/// the values that differ, each named by its path (`account`, `settings.theme`, `recent[2]`);
/// an array whose length changed is one change. Secrets are compared as their sealed bytes:
/// two saves of the same secret differ, since each is sealed with a fresh nonce.
///
/// ```swift
/// let diff = ArchiveDiff(from: before, oldValue: try before.requireValue(), to: after, newValue: try after.requireValue())
/// print(diff.rendered())   // values changed\n  account: "ada" → "grace"
/// ```
package struct ArchiveDiff: Sendable {
    /// Header fields that differ: `format version`, `schema version`, `authenticated`.
    package var headerChanges: [SnapshotDiff.FieldChange] = []
    /// Values that differ, in key order: the path, and the old and new values (`nil` when absent).
    package var valueChanges: [(path: String, old: StateValue?, new: StateValue?)] = []

    /// Whether the two values are equal (header aside).
    package var valuesAreEqual: Bool { valueChanges.isEmpty }

    /// Compares two archives' values.
    /// - Parameters:
    ///   - old: The earlier archive.
    ///   - oldValue: Its value.
    ///   - new: The later archive.
    ///   - newValue: Its value.
    package init(from old: ArchiveFile, oldValue: StateValue, to new: ArchiveFile, newValue: StateValue) {
        let oldRows = Self.headerRows(old.header)
        for (index, row) in Self.headerRows(new.header).enumerated() where oldRows[index].1 != row.1 {
            headerChanges.append(SnapshotDiff.FieldChange(name: row.0, old: oldRows[index].1, new: row.1))
        }
        compare(oldValue, newValue, path: "")
    }

    private static func headerRows(_ header: ValueFileCodec.Header) -> [(String, String)] {
        [
            ("format version", "\(header.formatVersion)"),
            ("schema version", "\(header.schemaVersion)"),
            ("authenticated", header.isAuthenticated ? "yes" : "no"),
        ]
    }

    private mutating func compare(_ old: StateValue?, _ new: StateValue?, path: String) {
        guard old != new else { return }
        switch (old, new) {
        case (.dictionary(let before)?, .dictionary(let after)?):
            for key in Set(before.keys).union(after.keys).sorted() {
                compare(before[key], after[key], path: path.isEmpty ? key : "\(path).\(key)")
            }
        case (.array(let before)?, .array(let after)?) where before.count == after.count:
            for index in before.indices {
                compare(before[index], after[index], path: "\(path)[\(index)]")
            }
        default:
            valueChanges.append((path.isEmpty ? "(value)" : path, old, new))
        }
    }

    /// The differences as text, as ``SnapshotDiff/rendered()`` writes them: `header changed`,
    /// then `values changed` with `path: old → new`; `no differences` when nothing differs.
    /// - Returns: The text, with a final newline.
    package func rendered() -> String {
        var lines: [String] = []
        if !headerChanges.isEmpty {
            lines.append("header changed")
            lines += Columns.align(headerChanges.map { ($0.name, "\($0.old) → \($0.new)") })
        }
        if !valueChanges.isEmpty {
            lines.append("values changed")
            for change in valueChanges {
                let old = change.old?.displayText() ?? "(absent)"
                let new = change.new?.displayText() ?? "(absent)"
                lines.append("  \(change.path): \(old) → \(new)")
            }
        }
        return (lines.isEmpty ? "no differences" : lines.joined(separator: "\n")) + "\n"
    }

    /// The differences as JSON: `kind` (`"archive"`), `equal`, `header` (`field`, `old`, `new`)
    /// and `values` (`path`, `old`, `new`: typed values, `null` when absent).
    /// - Parameters:
    ///   - old: The earlier file's path.
    ///   - new: The later file's path.
    /// - Returns: The document.
    package func json(old: String, new: String) -> JSONValue {
        .object([
            "old": .string(old), "new": .string(new), "kind": .string("archive"),
            "equal": .bool(valuesAreEqual && headerChanges.isEmpty),
            "header": .array(headerChanges.map(\.json)),
            "values": .array(valueChanges.map { change in
                .object(["path": .string(change.path), "old": change.old?.json ?? .null, "new": change.new?.json ?? .null])
            }),
        ])
    }
}
