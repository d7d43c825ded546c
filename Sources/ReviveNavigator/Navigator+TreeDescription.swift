import Revive

extension Navigator {
    /// The whole hierarchy drawn as indented text, one page a line, for logs and tests.
    ///
    /// Containers list their children; the selected tab is marked `*`; a presented page
    /// follows the page that presents it — its presentation context, a container as often as
    /// not — after `presents`; the visible page is marked `<- visible`.
    ///
    /// ```
    /// TabBarPage
    ///   *NavigationPage("library")
    ///     LibraryPage
    ///     ComicDetailPage("42")
    ///   SettingsPage
    ///   presents ReaderPage <- visible
    /// ```
    public var treeDescription: String {
        guard let rootPage else { return "(no root page)" }
        var lines: [String] = []
        describe(rootPage, depth: 0, marker: "", visible: visiblePage, into: &lines)
        return lines.joined(separator: "\n")
    }

    private func describe(_ page: Page, depth: Int, marker: String, visible: Page?, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        lines.append(indent + marker + page.label + (page === visible ? " <- visible" : ""))
        let selected = (page as? TabBarPage)?.selectedPage
        for child in page.childPages {
            describe(child, depth: depth + 1, marker: child === selected ? "*" : "", visible: visible, into: &lines)
        }
        if let presented = page.presentedPage {
            describe(presented, depth: depth + 1, marker: "presents ", visible: visible, into: &lines)
        }
    }
}
