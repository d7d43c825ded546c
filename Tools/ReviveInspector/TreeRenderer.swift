package import Revive

/// Draws a saved file as text for a terminal: the header in aligned columns, then the page tree
/// with box-drawing characters.
///
/// Each page is one line — type, restoration identifier in brackets, what kind of container it
/// is — followed by its preserved values, one `key = value` a line, keys sorted. A page
/// presented over another is drawn as that page's last branch, starting with `presented`. The
/// visible page (see ``Snapshot/Node/visiblePageSteps``) ends with `◀ visible`. An encrypted file
/// read without a key shows the header and says the pages are encrypted.
///
/// ```text
/// TabBarPage [root]  (tabs, selected 0 of 2)
/// ├─ NavigationPage [library]  (stack of 2)
/// │  ├─ LibraryPage [library]
/// │  └─ ComicPage [comic-42]  ◀ visible
/// │        comic_id = 42
/// └─ SettingsPage [settings]
/// ```
package enum TreeRenderer {
    /// The marker at the end of the visible page's line.
    package static let visibleMarker = "◀ visible"

    /// Draws a whole file: header, then the tree (or a note that it is encrypted).
    /// - Parameter file: The file.
    /// - Returns: Lines separated by newlines, with a final newline.
    package static func render(_ file: SnapshotFile) -> String {
        var rows: [(String, String)] = [
            ("file", file.path),
            ("size", "\(file.byteCount) bytes"),
            ("encrypted", file.isEncrypted ? "yes" : "no"),
        ]
        rows += headerRows(file.header)
        if let snapshot = file.snapshot {
            rows.append(("pages", "\(snapshot.root.nodeCount)"))
            let visible = snapshot.root.visiblePageSteps
            let label = snapshot.root.pageEntries().first { $0.steps == visible }?.label ?? ""
            rows.append(("visible page", label))
        }
        var text = Columns.align(rows, indent: "").joined(separator: "\n") + "\n\n"
        if let snapshot = file.snapshot {
            text += renderTree(snapshot.root)
        } else {
            text += "The pages are encrypted; pass --key-file PATH to read them.\n"
        }
        return text
    }

    /// The header's fields as (name, value) rows.
    static func headerRows(_ header: Snapshot.Header) -> [(String, String)] {
        [
            ("format version", "\(header.formatVersion)"),
            ("app version", header.appVersion.isEmpty ? "(none)" : header.appVersion),
            ("schema version", "\(header.schemaVersion)"),
            ("created", StateValue.isoText(header.createdAt)),
            ("scene", header.sceneID),
        ]
    }

    /// Draws a tree of pages.
    /// - Parameter root: The root page.
    /// - Returns: Lines separated by newlines, with a final newline.
    package static func renderTree(_ root: Snapshot.Node) -> String {
        var lines: [String] = []
        draw(root, steps: [], visible: root.visiblePageSteps, head: "", rest: "", prefix: "", into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The page's title: `Type [id]` and, for containers, `(tabs, selected 1 of 3)` or `(stack of 2)`.
    static func title(_ node: Snapshot.Node) -> String {
        var title = node.typeName.isEmpty ? "(unnamed)" : node.typeName
        if !node.restorationID.isEmpty { title += " [\(node.restorationID)]" }
        if let selectedIndex = node.kind.selectedIndex {
            title += "  (\(node.kind.name), selected \(selectedIndex) of \(node.children.count))"
        } else if node.kind != .page {
            title += "  (\(node.kind.name) of \(node.children.count))"
        }
        return title
    }

    private static func draw(
        _ node: Snapshot.Node, steps: [PageStep], visible: [PageStep],
        head: String, rest: String, prefix: String, into lines: inout [String]
    ) {
        let marker = steps == visible ? "  " + visibleMarker : ""
        lines.append(head + prefix + title(node) + marker)
        var items: [(Snapshot.Node, PageStep)] = node.children.enumerated().map { ($0.element, .child($0.offset)) }
        if let presented = node.presented { items.append((presented, .presented)) }
        let bar = items.isEmpty ? "   " : "│  "
        for key in node.state.values.keys.sorted() {
            guard let value = node.state.values[key] else { continue }
            lines.append(rest + bar + "\(key) = \(value.displayText())")
        }
        for (index, (item, step)) in items.enumerated() {
            let last = index == items.count - 1
            draw(
                item, steps: steps + [step], visible: visible,
                head: rest + (last ? "└─ " : "├─ "), rest: rest + (last ? "   " : "│  "),
                prefix: step == .presented ? "presented " : "", into: &lines
            )
        }
    }
}

extension TreeRenderer: Sendable {}
