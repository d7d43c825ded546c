package import Revive

/// Where the bytes of an archive go: its value, and each of the value's top-level entries,
/// largest first.
///
/// An archive holds one value (ReviveArchive encodes an object as a dictionary of its
/// `@Archived` properties), so `revive sizes` lists its entries as it lists a saved state's
/// keys: a dictionary's keys, an array's indices (`[0]`), or the value alone. Sizes are the
/// codec's own (``Revive/StateValue/encodedByteCount``); secrets count as their sealed bytes.
/// Archives have no capture budget: only a total, when one is given, is checked, against the
/// value's bytes.
///
/// ```swift
/// let report = ArchiveSizeReport(archive: archive, value: try archive.requireValue(), maxTotalBytes: 4096)
/// print(report.rendered())
/// ```
package struct ArchiveSizeReport: Sendable {
    /// One top-level entry of the value.
    package struct Entry: Hashable, Sendable {
        /// The key, `[index]`, or `(value)` for a value that is neither a dictionary nor an array.
        package let name: String
        /// The bytes of the entry: its key (for a dictionary) and its value.
        package let bytes: Int
    }

    /// The file's path.
    package let path: String
    /// The whole file's size in bytes.
    package let fileBytes: Int
    /// The value's bytes: the file's body.
    package let valueBytes: Int
    /// The budget for the value's bytes, when one was given.
    package let maxTotalBytes: Int?
    /// The entries, largest first (ties in key order).
    package let entries: [Entry]

    /// Whether the value is over ``maxTotalBytes``.
    package var isOverBudget: Bool { maxTotalBytes.map { valueBytes > $0 } ?? false }

    /// Measures an archive's value.
    /// - Parameters:
    ///   - archive: The archive.
    ///   - value: Its value (see ``ArchiveFile/requireValue()``).
    ///   - maxTotalBytes: The most bytes the value may take; `nil` for no budget.
    package init(archive: ArchiveFile, value: StateValue, maxTotalBytes: Int?) {
        path = archive.path
        fileBytes = archive.byteCount
        valueBytes = value.encodedByteCount
        self.maxTotalBytes = maxTotalBytes
        var entries: [Entry] = []
        switch value {
        case .dictionary(let values):
            for key in values.keys.sorted() {
                guard let member = values[key] else { continue }
                entries.append(Entry(name: key, bytes: SizeReport.stringBytes(key) + member.encodedByteCount))
            }
        case .array(let values):
            entries = values.enumerated().map { Entry(name: "[\($0.offset)]", bytes: $0.element.encodedByteCount) }
        default:
            entries = [Entry(name: "(value)", bytes: value.encodedByteCount)]
        }
        self.entries = entries.enumerated().sorted { lhs, rhs in
            lhs.element.bytes != rhs.element.bytes ? lhs.element.bytes > rhs.element.bytes : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// The report as text: a summary against the budget, then the entries.
    ///
    /// ```text
    /// total   61 bytes in the value (file 108 bytes)
    /// budget  none (archives have no capture budget; --max-total-bytes sets one)
    ///
    /// entries, largest first
    ///   bytes  entry
    ///      40  token
    /// ```
    /// - Parameter limit: The most entries shown; `nil` for all.
    /// - Returns: The text, with a final newline.
    package func rendered(limit: Int? = nil) -> String {
        let budget = maxTotalBytes.map { "\($0) bytes in total: \(isOverBudget ? "OVER" : "ok")" }
            ?? "none (archives have no capture budget; --max-total-bytes sets one)"
        var lines = Columns.align([
            ("total", "\(valueBytes) bytes in the value (file \(fileBytes) bytes)"),
            ("budget", budget),
        ], indent: "")
        lines.append("")
        lines.append("entries, largest first")
        lines += Columns.table(
            [["bytes", "entry"]] + entries.prefix(limit ?? entries.count).map { ["\($0.bytes)", $0.name] },
            rightAligned: [0], indent: "  "
        )
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as JSON: `file`, `kind` (`"archive"`), `fileBytes`, `totalBytes` (the
    /// value's), `budget` (`maxTotalBytes`, `null` when none), `overBudget` and `entries`
    /// (`name`, `bytes`), largest first.
    /// - Parameter limit: The most entries listed; `nil` for all.
    /// - Returns: The document.
    package func json(limit: Int? = nil) -> JSONValue {
        .object([
            "file": .string(path),
            "kind": .string("archive"),
            "fileBytes": .int(Int64(fileBytes)),
            "totalBytes": .int(Int64(valueBytes)),
            "budget": .object(["maxTotalBytes": maxTotalBytes.map { .int(Int64($0)) } ?? .null]),
            "overBudget": .bool(isOverBudget),
            "entries": .array(entries.prefix(limit ?? entries.count).map {
                .object(["name": .string($0.name), "bytes": .int(Int64($0.bytes))])
            }),
        ])
    }
}
