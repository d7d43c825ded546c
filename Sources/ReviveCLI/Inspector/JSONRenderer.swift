import Revive

/// Prints a saved file as JSON, the same content as ``TreeRenderer``, for scripts.
///
/// The document has `file`, `byteCount`, `encrypted`, `header` (`formatVersion`, `appVersion`,
/// `schemaVersion`, `createdAt`, `sceneID`), `pageCount`, `visiblePage` (the identity path of
/// the visible page with the focus, see ``PageEntry/identity``), `visiblePages` (the identity
/// paths of every page on screen, one per column of a split, in drawing order) and `root`.
/// Each page has `type`, `restorationID`, `kind` (`page`, `stack`, `tabs` or `split`; tabs also
/// `selectedIndex`; a split also `focusedIndex` (`null` when none has the focus), `roles` (one
/// per child, or empty) and `isCollapsed`), `visible` (on screen), `state` (key → typed value,
/// see ``Revive/StateValue/json``), `children` and, when a page is presented over it,
/// `presented`. For an encrypted file read without a key, `root`, `pageCount`, `visiblePage`
/// and `visiblePages` are `null`. Keys are sorted, so output is stable.
///
/// ```swift
/// print(JSONRenderer.render(try SnapshotFile.load(path: "main.revive")))
/// ```
package enum JSONRenderer {
    /// The file as a JSON document.
    /// - Parameter file: The file.
    /// - Returns: The document.
    package static func document(_ file: SnapshotFile) -> JSONValue {
        let header = file.header
        var object: [String: JSONValue] = [
            "file": .string(file.path),
            "byteCount": .int(Int64(file.byteCount)),
            "encrypted": .bool(file.isEncrypted),
            "header": .object([
                "formatVersion": .int(Int64(header.formatVersion)),
                "appVersion": .string(header.appVersion),
                "schemaVersion": .int(Int64(header.schemaVersion)),
                "createdAt": .string(StateValue.isoText(header.createdAt)),
                "sceneID": .string(header.sceneID),
            ]),
            "root": .null, "pageCount": .null, "visiblePage": .null, "visiblePages": .null,
        ]
        if let root = file.snapshot?.root {
            let visible = root.visiblePageSteps
            let focused = root.focusedPageSteps
            let entries = root.pageEntries()
            object["root"] = node(root, steps: [], visible: visible)
            object["pageCount"] = .int(Int64(root.nodeCount))
            let identity = entries.first { $0.steps == focused }?.identity ?? []
            object["visiblePage"] = .array(identity.map(JSONValue.string))
            object["visiblePages"] = .array(entries.filter { visible.contains($0.steps) }.map { entry in
                .array(entry.identity.map(JSONValue.string))
            })
        }
        return .object(object)
    }

    /// The file as pretty-printed JSON text with sorted keys and a final newline.
    /// - Parameter file: The file.
    /// - Returns: The text.
    package static func render(_ file: SnapshotFile) -> String {
        document(file).encoded() + "\n"
    }

    private static func node(_ node: Snapshot.Node, steps: [PageStep], visible: Set<[PageStep]>) -> JSONValue {
        var object: [String: JSONValue] = [
            "type": .string(node.typeName),
            "restorationID": .string(node.restorationID),
            "visible": .bool(visible.contains(steps)),
            "state": .object(node.state.values.mapValues(\.json)),
            "children": .array(node.children.enumerated().map { index, child in
                self.node(child, steps: steps + [.child(index)], visible: visible)
            }),
        ]
        object["kind"] = .string(node.kind.name)
        if let selectedIndex = node.kind.selectedIndex { object["selectedIndex"] = .int(Int64(selectedIndex)) }
        if node.kind.name == "split" {
            object["focusedIndex"] = node.kind.focusedIndex.map { .int(Int64($0)) } ?? .null
            object["roles"] = .array(node.kind.roles.map { .string($0.rawValue) })
            object["isCollapsed"] = .bool(node.kind.isCollapsed)
        }
        if let presented = node.presented {
            object["presented"] = self.node(presented, steps: steps + [.presented], visible: visible)
        }
        return .object(object)
    }
}

extension JSONRenderer: Sendable {}
