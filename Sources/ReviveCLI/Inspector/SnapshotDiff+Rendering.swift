import Revive

extension SnapshotDiff {
    /// The differences as text for a terminal, one section per kind of change, each line stable
    /// enough to `grep`.
    ///
    /// ```text
    /// pages added
    ///   + TabBarPage[root] > NavigationPage[library] > ComicPage[comic-43]
    /// values changed
    ///   TabBarPage[root] > SettingsPage[settings]
    ///     theme: "light" → "dark"
    /// visible page moved
    ///   from  TabBarPage[root] > NavigationPage[library] > LibraryPage[library]
    ///   to    TabBarPage[root] > NavigationPage[library] > ComicPage[comic-43]
    /// ```
    /// When the pages on screen beside the focused one changed (the columns of a split), a
    /// `visible pages changed` section lists them before and after.
    /// Sections with nothing to say are left out; when nothing differs at all the text is
    /// `no differences`.
    /// - Returns: The text, with a final newline.
    package func rendered() -> String {
        var lines: [String] = []
        if !headerChanges.isEmpty {
            lines.append("header changed")
            lines += Columns.align(headerChanges.map { ($0.name, "\($0.old) → \($0.new)") })
        }
        if !addedPages.isEmpty {
            lines.append("pages added")
            lines += addedPages.map { "  + \($0)" }
        }
        if !removedPages.isEmpty {
            lines.append("pages removed")
            lines += removedPages.map { "  - \($0)" }
        }
        if !valueChanges.isEmpty {
            lines.append("values changed")
            var page: String?
            for change in valueChanges {
                if change.page != page {
                    lines.append("  \(change.page)")
                    page = change.page
                }
                let old = change.old?.displayText() ?? "(absent)"
                let new = change.new?.displayText() ?? "(absent)"
                lines.append("    \(change.key): \(old) → \(new)")
            }
        }
        if !containerChanges.isEmpty {
            lines.append("containers changed")
            lines += containerChanges.map { "  \($0.name): \($0.old) → \($0.new)" }
        }
        if visiblePagesChanged, visiblePagesBefore.count > 1 || visiblePagesAfter.count > 1 {
            lines.append("visible pages changed")
            lines += visiblePagesBefore.filter { !visiblePagesAfter.contains($0) }.map { "  - \($0)" }
            lines += visiblePagesAfter.filter { !visiblePagesBefore.contains($0) }.map { "  + \($0)" }
        }
        if visiblePageMoved {
            lines.append("visible page moved")
            lines += Columns.align([("from", visibleBefore), ("to", visibleAfter)])
        } else if !lines.isEmpty {
            lines.append("visible page unchanged")
            lines.append("  \(visibleAfter)")
        }
        return (lines.isEmpty ? "no differences" : lines.joined(separator: "\n")) + "\n"
    }
}

extension SnapshotDiff {
    /// The differences as JSON for scripts: `old`, `new` (the paths), `kind` (`"state"`),
    /// `equal` (pages, values, visible page and header alike), `header` (`field`, `old`, `new`),
    /// `pagesAdded`, `pagesRemoved`, `values` (`page`, `key`, `old`, `new`: typed values, `null`
    /// when absent), `containers` (`page`, `old`, `new`), `visiblePage` (`before`, `after`, `moved`:
    /// the page with the focus) and `visiblePages` (`before`, `after`: every page on screen, and
    /// `changed`).
    /// - Parameters:
    ///   - old: The earlier file's path.
    ///   - new: The later file's path.
    /// - Returns: The document.
    package func json(old: String, new: String) -> JSONValue {
        .object([
            "old": .string(old), "new": .string(new), "kind": .string("state"),
            "equal": .bool(pagesAreEqual && headerChanges.isEmpty),
            "header": .array(headerChanges.map(\.json)),
            "pagesAdded": .array(addedPages.map(JSONValue.string)),
            "pagesRemoved": .array(removedPages.map(JSONValue.string)),
            "values": .array(valueChanges.map { change in
                .object([
                    "page": .string(change.page), "key": .string(change.key),
                    "old": change.old?.json ?? .null, "new": change.new?.json ?? .null,
                ])
            }),
            "containers": .array(containerChanges.map { change in
                .object(["page": .string(change.name), "old": .string(change.old), "new": .string(change.new)])
            }),
            "visiblePage": .object([
                "before": .string(visibleBefore), "after": .string(visibleAfter), "moved": .bool(visiblePageMoved),
            ]),
            "visiblePages": .object([
                "before": .array(visiblePagesBefore.map(JSONValue.string)),
                "after": .array(visiblePagesAfter.map(JSONValue.string)), "changed": .bool(visiblePagesChanged),
            ]),
        ])
    }
}

extension SnapshotDiff.FieldChange {
    /// `{"field": name, "old": old, "new": new}`.
    var json: JSONValue {
        .object(["field": .string(name), "old": .string(old), "new": .string(new)])
    }
}
