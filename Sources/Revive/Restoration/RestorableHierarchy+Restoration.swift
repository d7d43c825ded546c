import Logging

extension RestorableHierarchy {
    /// Captures the live hierarchy as a snapshot: every restorable page with its values.
    ///
    /// Runs on the main actor and only reads the pages; encoding the snapshot to bytes and
    /// writing it happen elsewhere. A page whose type is not registered is saved as a
    /// placeholder naming its type, with nothing above it in its stack or presentation chain
    /// (as in UIKit); the rebuild reports it.
    ///
    /// ```swift
    /// let snapshot = try window.captureSnapshot(registry: registry,
    ///                                           header: SnapshotHeader(appVersion: "2.1"))
    /// ```
    /// - Parameters:
    ///   - registry: The registered page types; a page's saved name comes from here.
    ///   - header: The header to save with the tree.
    ///   - budget: Size limits, per page and in total.
    /// - Returns: The snapshot.
    /// - Throws: ``RestorationError``: `unregisteredRoot`, `overPageBudget`,
    ///   `overTotalBudget`, `encodingFailed` — each naming the page.
    public func captureSnapshot(
        registry: RestorationRegistry<Node>,
        header: SnapshotHeader = SnapshotHeader(),
        budget: CaptureBudget = CaptureBudget()
    ) throws(RestorationError) -> Snapshot {
        try captureHierarchy(registry: registry, header: header, budget: budget)
    }

    /// Rebuilds the hierarchy from a snapshot and makes it the root, keeping the longest
    /// valid part of the tree.
    ///
    /// Each page is matched by type and place: where `defaultRoot`'s tree already holds a page
    /// of the saved type at the same place, the saved values go into it; elsewhere the page is
    /// made through `registry` (unknown names are never instantiated). Pages are installed
    /// without lifecycle calls; then the tree becomes the root and only the pages on screen
    /// appear. Once the toolkit has settled (every presentation performed or refused), each
    /// page's post-restore hook runs in tree order, presented pages at every depth included,
    /// then `completion` gets the report. Nothing here throws.
    ///
    /// ```swift
    /// window.restore(from: snapshot, registry: registry, defaultRoot: makeTabs) { report in
    ///     analytics.log(report.items)
    /// }
    /// ```
    /// - Parameters:
    ///   - snapshot: The saved tree.
    ///   - registry: The allowlist of page types.
    ///   - defaultRoot: Makes the app's fresh root, whose pages are reused where they match.
    ///   - completion: Called once with the report: pages restored, dropped, defaulted, and
    ///     why. When the root itself could not be made, the hierarchy is left as it was.
    public func restore(
        from snapshot: Snapshot,
        registry: RestorationRegistry<Node>,
        defaultRoot: (() -> Node)? = nil,
        completion: @escaping @MainActor (RestoreReport) -> Void
    ) {
        restoreHierarchy(from: snapshot, registry: registry, defaultRoot: defaultRoot, completion: completion)
    }
}

extension RestorableHierarchy {
    /// The body of ``captureSnapshot(registry:header:budget:)``, shared with the navigator's
    /// own entry point, for which the compiler specializes it.
    package func captureHierarchy(
        registry: RestorationRegistry<Node>, header: SnapshotHeader, budget: CaptureBudget
    ) throws(RestorationError) -> Snapshot {
        var capture = HierarchyCapture(hierarchy: self, registry: registry, budget: budget)
        return Snapshot(header: header, root: try capture.captureRoot())
    }

    /// The body of ``restore(from:registry:defaultRoot:completion:)``, shared likewise.
    package func restoreHierarchy(
        from snapshot: Snapshot,
        registry: RestorationRegistry<Node>,
        defaultRoot: (() -> Node)?,
        completion: @escaping @MainActor (RestoreReport) -> Void
    ) {
        let rebuild = HierarchyRebuild(hierarchy: self, registry: registry)
        guard let root = rebuild.buildAndInstall(snapshot.root, defaultRoot: defaultRoot?()) else {
            completion(rebuild.report)
            return
        }
        settle { [self] refused in
            rebuild.noteRefused(refused)
            guard visibleNode != nil else {
                rebuild.noteNothingVisible()
                completion(rebuild.report)
                return
            }
            var pages: [Node] = []
            forEachNode(from: root) { pages.append($0) }
            rebuild.noteRestored(pageCount: pages.count)
            for page in pages { finishRestoration(of: page) }
            completion(rebuild.report)
        }
    }
}

extension RestorableHierarchy {
    /// Visits `node` and everything under it in tree order: a page, its children, then the
    /// page it presents.
    func forEachNode(from node: Node, _ body: (Node) -> Void) {
        var pending = [node]
        while let next = pending.popLast() {
            body(next)
            if let presented = presentedNode(of: next) { pending.append(presented) }
            pending.append(contentsOf: children(of: next).reversed())
        }
    }
}
