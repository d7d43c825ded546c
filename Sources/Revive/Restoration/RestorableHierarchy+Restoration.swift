import Logging

extension RestorableHierarchy {
    /// Captures the live hierarchy as a snapshot: every restorable page with its values.
    ///
    /// Runs on the main actor and only reads the pages; encoding the snapshot to bytes and
    /// writing it happen elsewhere. Pages whose type is not registered are not preserved,
    /// and nor is anything above them in their stack or presentation chain (as in UIKit).
    ///
    /// ```swift
    /// let snapshot = try navigator.captureSnapshot(registry: registry,
    ///                                              header: SnapshotHeader(appVersion: "2.1"))
    /// ```
    /// - Parameters:
    ///   - registry: The registered page types; a page's saved name comes from here.
    ///   - header: The header to save with the tree.
    ///   - budget: Size limits, per page and in total.
    /// - Returns: The snapshot.
    /// - Throws: ``RestorationError``: `unregisteredRoot`, `duplicateIdentifier`,
    ///   `overPageBudget`, `overTotalBudget`, `encodingFailed` — each naming the page.
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
    /// Each page is made through `registry` (unknown names are never instantiated), given its
    /// values, and installed without lifecycle calls; then the tree becomes the root and only
    /// the pages on screen appear. Once every page is in place, each page's post-restore hook
    /// runs in tree order, then `didFinish`. Nothing here throws: whatever could not come
    /// back is in the returned report.
    ///
    /// ```swift
    /// let report = navigator.restore(from: snapshot, registry: registry) { report in
    ///     analytics.log(report.items)
    /// }
    /// ```
    /// - Parameters:
    ///   - snapshot: The saved tree.
    ///   - registry: The allowlist of page types.
    ///   - didFinish: The app's "restoration finished" callback.
    /// - Returns: The report: pages restored, dropped, defaulted, and why. When the root
    ///   itself could not be made, the hierarchy is left as it was and the report says so.
    @discardableResult
    public func restore(
        from snapshot: Snapshot,
        registry: RestorationRegistry<Node>,
        didFinish: ((RestoreReport) -> Void)? = nil
    ) -> RestoreReport {
        restoreHierarchy(from: snapshot, registry: registry, didFinish: didFinish)
    }
}

extension RestorableHierarchy {
    /// The body of ``captureSnapshot(registry:header:budget:)``, shared with the navigator's
    /// own entry point, for which the compiler specializes it.
    func captureHierarchy(
        registry: RestorationRegistry<Node>, header: SnapshotHeader, budget: CaptureBudget
    ) throws(RestorationError) -> Snapshot {
        var capture = HierarchyCapture(hierarchy: self, registry: registry, budget: budget)
        return Snapshot(header: header, root: try capture.captureRoot())
    }

    /// The body of ``restore(from:registry:didFinish:)``, shared likewise.
    func restoreHierarchy(
        from snapshot: Snapshot, registry: RestorationRegistry<Node>, didFinish: ((RestoreReport) -> Void)?
    ) -> RestoreReport {
        var rebuild = HierarchyRebuild(hierarchy: self, registry: registry)
        if let root = rebuild.rebuild(snapshot.root) {
            forEachNode(from: root) { finishRestoration(of: $0) }
        }
        let report = rebuild.report
        if !report.isComplete {
            Logger(label: "revive.restore").notice("restored with \(report.items.count) issue(s)", metadata: ["items": "\(report.items.map(\.description))"])
        }
        didFinish?(report)
        return report
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
