package import Revive

/// Prints a saved tree as a Graphviz graph, to look at as a picture.
///
/// One box per page, labelled with its type, restoration identifier, container kind and
/// preserved values; solid arrows to a container's children (the selected tab's arrow is bold
/// and labelled `selected`; a split's arrows are labelled with each child's role, and the
/// focused child's is bold and says `focused`), dashed arrows labelled `presented` to a
/// presented page. Every page on screen is filled and drawn with a double border.
///
/// ```sh
/// revive inspect main.revive --dot | dot -Tpng -o main.png
/// ```
package enum DotRenderer {
    /// The tree as a `digraph` in Graphviz's dot language, with a final newline.
    /// - Parameter snapshot: The snapshot.
    /// - Returns: The dot text.
    package static func render(_ snapshot: Snapshot) -> String {
        let root = snapshot.root
        let visible = root.visiblePageSteps
        let entries = root.pageEntries()
        var ids: [[PageStep]: String] = [:]
        for (index, entry) in entries.enumerated() { ids[entry.steps] = "n\(index)" }
        var lines = [
            "digraph revive {",
            "  label=\(quoted("scene \(snapshot.header.sceneID), app \(snapshot.header.appVersion)"));",
            "  node [shape=box, fontname=\"Helvetica\"];",
        ]
        for entry in entries {
            let id = ids[entry.steps] ?? "n?"
            var attributes = "label=\(quoted(label(entry.node)))"
            if visible.contains(entry.steps) { attributes += ", style=filled, fillcolor=lightyellow, peripheries=2" }
            lines.append("  \(id) [\(attributes)];")
        }
        for entry in entries {
            let from = ids[entry.steps] ?? "n?"
            let node = entry.node
            for index in node.children.indices {
                let to = ids[entry.steps + [.child(index)]] ?? "n?"
                var attributes = ""
                if node.kind.selectedIndex == index {
                    attributes = " [style=bold, label=\"selected\"]"
                } else if node.kind.name == "split" {
                    attributes = splitEdgeAttributes(node.kind, index: index, childCount: node.children.count)
                }
                lines.append("  \(from) -> \(to)\(attributes);")
            }
            if node.presented != nil, let to = ids[entry.steps + [.presented]] {
                lines.append("  \(from) -> \(to) [style=dashed, label=\"presented\"];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// ` [label="primary"]`, ` [style=bold, label="secondary, focused"]` or `` for a split's child.
    private static func splitEdgeAttributes(_ kind: ContainerKind, index: Int, childCount: Int) -> String {
        var words: [String] = []
        if kind.roles.count == childCount, kind.roles.indices.contains(index) { words.append(TreeRenderer.roleText(kind.roles[index])) }
        if kind.focusedIndex == index { words.append("focused") }
        guard !words.isEmpty else { return "" }
        let label = "label=\(quoted(words.joined(separator: ", ")))"
        return kind.focusedIndex == index ? " [style=bold, \(label)]" : " [\(label)]"
    }

    /// The lines of one page's box: title, then `key = value` lines, left-aligned.
    private static func label(_ node: Snapshot.Node) -> String {
        var lines = [TreeRenderer.title(node)]
        for key in node.state.values.keys.sorted() {
            guard let value = node.state.values[key] else { continue }
            lines.append("\(key) = \(value.displayText(limit: 60))")
        }
        return lines.joined(separator: "\n")
    }

    /// `text` as a dot string: quoted, with backslashes, quotes and newlines escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\l"
            case "\r": result += ""
            default: result.append(character)
            }
        }
        return result + (text.contains("\n") ? "\\l\"" : "\"")
    }
}

extension DotRenderer: Sendable {}
