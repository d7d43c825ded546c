/// Lays out rows of text in aligned columns, for terminal output.
///
/// Left-aligned columns are padded to the widest cell; right-aligned ones (numbers) are padded
/// on the left. Widths count characters, so box-drawing and non-ASCII text line up in a
/// terminal with a monospaced font (wide East Asian characters excepted).
///
/// ```swift
/// Columns.table([["bytes", "page"], ["412", "ComicPage"]], rightAligned: [0])
/// // ["bytes  page", "  412  ComicPage"]
/// ```
package enum Columns {
    /// Aligns (name, value) pairs: the names padded to the widest, then two spaces, then the value.
    /// - Parameters:
    ///   - rows: The pairs.
    ///   - indent: Text before each line.
    /// - Returns: One line per pair.
    package static func align(_ rows: [(String, String)], indent: String = "  ") -> [String] {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { indent + pad($0.0, to: width) + "  " + $0.1 }
    }

    /// Aligns a table: every column as wide as its widest cell, two spaces between columns,
    /// no trailing spaces.
    /// - Parameters:
    ///   - rows: The rows, header first if there is one; short rows are padded with empty cells.
    ///   - rightAligned: The indices of columns aligned to the right.
    ///   - indent: Text before each line.
    /// - Returns: One line per row.
    package static func table(_ rows: [[String]], rightAligned: Set<Int> = [], indent: String = "") -> [String] {
        let columnCount = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columnCount)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return rows.map { row in
            let cells = (0..<columnCount).map { index in
                let cell = index < row.count ? row[index] : ""
                if rightAligned.contains(index) { return String(repeating: " ", count: widths[index] - cell.count) + cell }
                return index == columnCount - 1 ? cell : pad(cell, to: widths[index])
            }
            let line = indent + cells.joined(separator: "  ")
            return String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
    }

    /// `text` followed by spaces up to `width` characters.
    static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 0))
    }
}

extension Columns: Sendable {}
