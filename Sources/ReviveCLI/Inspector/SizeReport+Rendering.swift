import Revive

extension SizeReport {
    /// The report as aligned tables for a terminal: a summary against the budget, then pages and
    /// keys, largest first.
    ///
    /// ```text
    /// total   183 bytes in 6 pages (file 226 bytes)
    /// budget  4194304 bytes in total: ok; 65536 value bytes per page: ok
    ///
    /// pages, largest value bytes first (what the per-page budget checks, as capture does)
    ///   value bytes  page bytes  keys  page
    ///            34          61     2  TabBarPage[root] > NavigationPage[library] > ComicPage[comic-42]
    /// keys, largest first
    ///   bytes  key    page
    ///      20  title  TabBarPage[root] > NavigationPage[library] > ComicPage[comic-42]
    /// ```
    /// A page's `value bytes`, the first column and the order of the rows, are those of its
    /// preserved values: what the per-page budget checks, and a page over it ends with `OVER
    /// BUDGET`. Its `page bytes` are all it takes in the file (type, identifier, kind, values),
    /// what adds up to the total that the total budget checks.
    /// - Parameter limit: The most rows of each table; `nil` for all.
    /// - Returns: The text, with a final newline.
    package func rendered(limit: Int? = nil) -> String {
        let overPages = pages.filter(\.isOverBudget).count
        let totalVerdict = totalBytes > budget.maxTotalBytes ? "OVER" : "ok"
        let pageVerdict = overPages == 0 ? "ok" : "\(overPages) page\(overPages == 1 ? "" : "s") OVER"
        var lines = Columns.align([
            ("total", "\(totalBytes) bytes in \(pages.count) pages (file \(fileBytes) bytes)"),
            ("budget", "\(Self.bytesText(budget.maxTotalBytes)) in total: \(totalVerdict); "
                + "\(Self.bytesText(budget.maxPageBytes, unit: "value bytes")) per page: \(pageVerdict)"),
        ], indent: "")
        lines.append("")
        lines.append("pages, largest value bytes first (what the per-page budget checks, as capture does)")
        let shownPages = pages.prefix(limit ?? pages.count)
        lines += Columns.table(
            [["value bytes", "page bytes", "keys", "page"]] + shownPages.map { page in
                ["\(page.stateBytes)", "\(page.bytes)", "\(page.keyCount)",
                 page.page + (page.isOverBudget ? "  OVER BUDGET" : "")]
            },
            rightAligned: [0, 1, 2], indent: "  "
        )
        lines.append("keys, largest first")
        if keys.isEmpty {
            lines.append("  (no page preserves any value)")
        } else {
            let shownKeys = keys.prefix(limit ?? keys.count)
            lines += Columns.table(
                [["bytes", "key", "page"]] + shownKeys.map { ["\($0.bytes)", $0.key, $0.page] },
                rightAligned: [0], indent: "  "
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `65536 bytes` (or another unit), or `unlimited` for `Int.max`.
    private static func bytesText(_ bytes: Int, unit: String = "bytes") -> String {
        bytes == .max ? "unlimited" : "\(bytes) \(unit)"
    }
}

extension SizeReport {
    /// The report as JSON for scripts: `file`, `kind` (`"state"`), `fileBytes`, `totalBytes`,
    /// `budget` (`maxPageBytes`, `maxTotalBytes`), `overBudget`, `pages` (`page`, `bytes`,
    /// `valueBytes`, `keys`, `overBudget`), largest `valueBytes` first — what `maxPageBytes`
    /// checks, as capture does — and `keys` (`page`, `key`, `bytes`), largest first.
    /// - Parameters:
    ///   - path: The file's path.
    ///   - limit: The most rows of each list; `nil` for all.
    /// - Returns: The document.
    package func json(path: String, limit: Int? = nil) -> JSONValue {
        .object([
            "file": .string(path),
            "kind": .string("state"),
            "fileBytes": .int(Int64(fileBytes)),
            "totalBytes": .int(Int64(totalBytes)),
            "budget": .object([
                "maxPageBytes": .int(Int64(budget.maxPageBytes)), "maxTotalBytes": .int(Int64(budget.maxTotalBytes)),
            ]),
            "overBudget": .bool(isOverBudget),
            "pages": .array(pages.prefix(limit ?? pages.count).map { page in
                .object([
                    "page": .string(page.page), "bytes": .int(Int64(page.bytes)),
                    "valueBytes": .int(Int64(page.stateBytes)), "keys": .int(Int64(page.keyCount)),
                    "overBudget": .bool(page.isOverBudget),
                ])
            }),
            "keys": .array(keys.prefix(limit ?? keys.count).map { key in
                .object(["page": .string(key.page), "key": .string(key.key), "bytes": .int(Int64(key.bytes))])
            }),
        ])
    }
}
