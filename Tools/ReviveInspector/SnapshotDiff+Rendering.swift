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
