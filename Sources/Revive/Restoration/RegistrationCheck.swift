/// The registration mistakes an app makes, found where they happen so that they are reported
/// loudly (``SetupIssue``) instead of showing up later as a fresh start or a dropped page.
///
/// - At launch, the default root's tree: every page and container the app's fresh start
///   shows must be registered, or it can never be saved (the root itself is registered by
///   the launch).
/// - At a save, the captured tree: a page whose type is not registered was saved as a
///   placeholder, and nothing above it in its stack or presentation chain was saved.
/// - After a restore, the report: a launch that dropped at least as many pages as it brought
///   back, or so many that nothing was left to show.
@MainActor
enum RegistrationCheck {
    /// The issue naming every type in the tree under `root` (a default root, not yet on
    /// screen) that `registry` does not know, with its place; `nil` when all are registered.
    static func unregisteredDefaults<Hierarchy: CapturableHierarchy>(
        under root: Hierarchy.Node, in hierarchy: Hierarchy, registry: RestorationRegistry<Hierarchy.Node>
    ) -> SetupIssue? {
        var missing: [String] = []
        var pending = [(node: root, path: "")]
        while let (node, parentPath) = pending.popLast() {
            let typeName = String(describing: type(of: node))
            let path = RestorePath.appending(typeName, "", to: parentPath)
            if registry.name(for: node) == nil { missing.append(path) }
            if let presented = hierarchy.savedPresentation(of: node) { pending.append((presented, path + " presents")) }
            for child in hierarchy.children(of: node).reversed() { pending.append((child, path)) }
        }
        guard !missing.isEmpty else { return nil }
        return SetupIssue(.unregisteredType, """
            the default root's tree shows \(missing.count) type\(missing.count == 1 ? "" : "s") the registry does not know, \
            so \(missing.count == 1 ? "it" : "they") and everything above \(missing.count == 1 ? "it" : "them") \
            in a stack or presentation cannot be saved: \(missing.joined(separator: "; ")). \
            Register each: registry.register(T.self) { T() }
            """)
    }

    /// The issue naming the placeholders in a captured tree (pages whose type `registry`
    /// does not know); `nil` when there are none.
    static func placeholders<Node>(in snapshot: Snapshot, registry: RestorationRegistry<Node>) -> SetupIssue? {
        var missing: [String] = []
        var pending = [(node: snapshot.root, path: "")]
        while let (node, parentPath) = pending.popLast() {
            let path = RestorePath.appending(node.typeName, node.restorationID, to: parentPath)
            if !registry.contains(node.typeName) { missing.append(path) }
            if let presented = node.presented { pending.append((presented, path + " presents")) }
            for child in node.children.reversed() { pending.append((child, path)) }
        }
        return placeholders(missing)
    }

    /// The issue naming the placeholders a capture noted (``CapturedScene/placeholders``), by
    /// their paths; `nil` when there are none.
    static func placeholders(_ missing: [String]) -> SetupIssue? {
        guard !missing.isEmpty else { return nil }
        return SetupIssue(.unregisteredType, """
            saved without \(missing.joined(separator: "; ")): \(missing.count == 1 ? "its type is" : "their types are") \
            not registered, so \(missing.count == 1 ? "it" : "they") and what \(missing.count == 1 ? "depends on it" : "depends on them") \
            cannot come back. Register each: registry.register(T.self) { T() }
            """)
    }

    /// The issue of a restore that dropped at least as many pages as it brought back; `nil`
    /// otherwise.
    static func droppedMost(_ report: RestoreReport, sceneID: String) -> SetupIssue? {
        let dropped = report.items(.droppedPage)
        guard !dropped.isEmpty, dropped.count >= report.restoredPageCount else { return nil }
        let shown = dropped.prefix(5).map { "\($0.path): \($0.reason)" }.joined(separator: "; ")
        return SetupIssue(.restoreDroppedMost, """
            scene "\(sceneID)" came back with \(report.restoredPageCount) page\(report.restoredPageCount == 1 ? "" : "s") \
            and dropped \(dropped.count): \(shown)\(dropped.count > 5 ? "; …" : "")
            """)
    }

    /// The issue of a launch that started fresh because what came back would show nothing:
    /// the pages of the selected tab or of a stack were all dropped.
    static func nothingLeft(sceneID: String) -> SetupIssue {
        SetupIssue(.restoreDroppedMost, """
            scene "\(sceneID)" started fresh: the saved pages that would be on screen were dropped, so nothing was left \
            to show. Check that every page type the app shows is registered.
            """)
    }

    /// The issue of a launch that started fresh because the saved root's type is not registered.
    static func rootUnknown(_ typeName: String, sceneID: String) -> SetupIssue {
        SetupIssue(.restoreDroppedMost, """
            scene "\(sceneID)" started fresh: its saved root "\(typeName)" is not registered in this version of the app, \
            so the whole saved tree was dropped. If the root was renamed, register the new type under the old name: \
            registry.register(NewRoot.self, name: "\(typeName)") { NewRoot() }
            """)
    }
}
