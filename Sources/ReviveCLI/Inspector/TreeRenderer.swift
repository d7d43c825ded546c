package import Revive

/// Draws a saved file as text for a terminal: the header in aligned columns, then the page tree
/// with box-drawing characters.
///
/// Each page is one line — type, restoration identifier in brackets, what kind of container it
/// is — followed by its preserved values, one `key = value` a line, keys sorted. A page
/// presented over another is drawn as that page's last branch, starting with `presented`; a
/// child of a split container with roles starts with its role (`primary:`). Every page on
/// screen (see ``Snapshot/Node/visiblePageSteps``) ends with `◀ visible`; when several are (the
/// columns of a split), the one with the focus ends with `◀ visible, focused`. An encrypted file
/// read without a key shows the header and says the pages are encrypted.
///
/// ```text
/// TabBarPage [root]  (tabs, selected 0 of 2)
/// ├─ NavigationPage [library]  (stack of 2)
/// │  ├─ LibraryPage [library]
/// │  └─ ComicPage [comic-42]  ◀ visible
/// │        comic_id = 42
/// └─ SettingsPage [settings]
///
/// SplitPage [root]  (split, focused 1 of 2)
/// ├─ primary: LibraryPage [library]  ◀ visible
/// └─ secondary: ComicPage [comic-42]  ◀ visible, focused
/// ```
package enum TreeRenderer {
    /// The marker at the end of the visible page's line.
    package static let visibleMarker = "◀ visible"
    /// The marker of the page with the focus, when several are visible.
    package static let focusedMarker = "◀ visible, focused"

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
            let focused = snapshot.root.focusedPageSteps
            let entries = snapshot.root.pageEntries()
            rows.append(("visible page", entries.first { $0.steps == focused }?.label ?? ""))
            let visible = snapshot.root.visiblePageSteps
            if visible.count > 1 {
                let others = entries.filter { visible.contains($0.steps) && $0.steps != focused }
                rows.append(("also visible", others.map(\.label).joined(separator: "; ")))
            }
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
        let visible = root.visiblePageSteps
        let focused = visible.count > 1 ? root.focusedPageSteps : nil
        draw(root, steps: [], visible: visible, focused: focused, head: "", rest: "", prefix: "", into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The page's title: `Type [id]` and, for containers, what ``kindText(_:roles:)`` says
    /// without the roles (`(tabs, selected 1 of 3)`, `(stack of 2)`, `(split, focused 1 of 3)`).
    static func title(_ node: Snapshot.Node) -> String {
        var title = node.typeName.isEmpty ? "(unnamed)" : node.typeName
        if !node.restorationID.isEmpty { title += " [\(node.restorationID)]" }
        if node.kind != .page { title += "  (\(kindText(node, roles: false)))" }
        return title
    }

    /// What kind of page `node` is, with its selection: `page`, `stack of 2`, `tabs, selected 1
    /// of 3`, `split, focused 1 of 3` or `split of 2, none focused`, then `, collapsed` for a
    /// collapsed split and, with `roles`, `, roles primary, secondary`.
    /// - Parameters:
    ///   - node: The page.
    ///   - roles: Whether to name a split's roles (the tree names them on each child instead).
    /// - Returns: The text.
    static func kindText(_ node: Snapshot.Node, roles: Bool = true) -> String {
        let kind = node.kind
        let count = node.children.count
        if let selectedIndex = kind.selectedIndex { return "\(kind.name), selected \(selectedIndex) of \(count)" }
        guard kind.name == "split" else { return kind == .page ? kind.name : "\(kind.name) of \(count)" }
        var text = kind.focusedIndex.map { "\(kind.name), focused \($0) of \(count)" } ?? "\(kind.name) of \(count), none focused"
        if kind.isCollapsed { text += ", collapsed" }
        if roles, !kind.roles.isEmpty { text += ", roles " + kind.roles.map(roleText).joined(separator: ", ") }
        return text
    }

    /// A role as printed: its name, or `""` for an empty one.
    static func roleText(_ role: ContainerKind.Role) -> String {
        role.rawValue.isEmpty ? "\"\"" : role.rawValue
    }

    private static func draw(
        _ node: Snapshot.Node, steps: [PageStep], visible: Set<[PageStep]>, focused: [PageStep]?,
        head: String, rest: String, prefix: String, into lines: inout [String]
    ) {
        let marker = visible.contains(steps) ? "  " + (steps == focused ? focusedMarker : visibleMarker) : ""
        lines.append(head + prefix + title(node) + marker)
        let roles = node.kind.roles.count == node.children.count ? node.kind.roles : []
        var items: [(Snapshot.Node, PageStep, String)] = node.children.enumerated().map { index, child in
            (child, .child(index), roles.isEmpty ? "" : roleText(roles[index]) + ": ")
        }
        if let presented = node.presented { items.append((presented, .presented, "presented ")) }
        let bar = items.isEmpty ? "   " : "│  "
        for key in node.state.values.keys.sorted() {
            guard let value = node.state.values[key] else { continue }
            lines.append(rest + bar + "\(key) = \(value.displayText())")
        }
        for (index, (item, step, label)) in items.enumerated() {
            let last = index == items.count - 1
            draw(
                item, steps: steps + [step], visible: visible, focused: focused,
                head: rest + (last ? "└─ " : "├─ "), rest: rest + (last ? "   " : "│  "), prefix: label, into: &lines
            )
        }
    }
}

extension TreeRenderer: Sendable {}
