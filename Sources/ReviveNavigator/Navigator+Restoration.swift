public import Logging
public import Revive

/// The headless navigator is the first adopter of ``Revive/RestorableHierarchy``.
extension Navigator: RestorableHierarchy {
    public var rootNode: Page? { rootPage }

    public func containerKind(of node: Page) -> ContainerKind {
        switch node {
        case let tabs as TabBarPage: .tabs(selectedIndex: tabs.selectedIndex)
        case is NavigationPage: .stack
        default: .page
        }
    }

    public func children(of node: Page) -> [Page] { node.childPages }

    /// The page that hangs on `node`: its stored ``Page/presentedPage``, so a modal that a
    /// tab container presents (on behalf of a page inside it) is saved under the tab
    /// container, not under the page that asked.
    public func presentedNode(of node: Page) -> Page? { node.presentedPage }

    public func restorationIdentifier(of node: Page) -> String? { node.restorationIdentifier }

    public func setRestorationIdentifier(_ identifier: String?, of node: Page) {
        node.restorationIdentifier = identifier
    }

    public func encodeState(of node: Page) throws(ReviveError) -> PageState {
        do {
            var state = try PreservedProperties.capture(node.preservedBindings)
            try node.encodeRestorableState(with: &state)
            return state
        } catch {
            throw ReviveError(.encodingFailed, name: String(describing: type(of: node)), "\(node.label) could not encode its state: \(error)")
        }
    }

    public func decodeState(_ state: PageState, into node: Page) throws(ReviveError) -> [RestoreReport.Item] {
        let issues = PreservedProperties.restore(state, into: node.preservedBindings)
        do {
            try node.decodeRestorableState(from: state)
        } catch {
            throw ReviveError(.unreadableState, name: String(describing: type(of: node)), "decodeRestorableState(from:) threw: \(error)")
        }
        let moved = (node as? any ViewStateRestoring)?.restoreViewState() ?? []
        return issues.map { RestoreReport.Item(.defaultedValue, key: $0.name, reason: $0.message) } + moved
    }

    public func defaultChildren(of container: Page) -> [Page] { container.childPages }

    public func install(children: [Page], selectedIndex: Int?, into container: Page) throws {
        switch container {
        case let tabs as TabBarPage: try tabs.setPages(children, selectedIndex: selectedIndex ?? 0)
        case let stack as NavigationPage: try stack.setPages(children)
        default: throw ReviveError(.kindMismatch, name: String(describing: type(of: container)), "\(container.label) is not a container")
        }
    }

    /// Hangs `node` on `presenter` itself, where it was saved: no forwarding to another
    /// presentation context, no lifecycle calls (the tree is detached until it becomes the root).
    /// - Throws: ``ReviveError``: `alreadyInHierarchy` or `alreadyPresenting`.
    public func present(_ node: Page, over presenter: Page) throws {
        if node === presenter || node.isInHierarchy || presenter.isDescendant(of: node) {
            throw ReviveError(.alreadyInHierarchy, name: "present(_:over:)", "\(node.label) already has a place in a hierarchy")
        }
        if let shown = presenter.presentedPage {
            throw ReviveError(.alreadyPresenting, name: "present(_:over:)", "\(presenter.label) already presents \(shown.label); cannot present \(node.label)")
        }
        presenter.transition({ presenter.attachPresented(node) }, completion: nil)
    }

    public func installRoot(_ node: Page) throws {
        try setRootPage(node)
    }

    public func finishRestoration(of node: Page) {
        node.applicationFinishedRestoringState()
    }
}

extension Navigator {
    /// Captures the navigator's hierarchy as a snapshot; see
    /// ``Revive/RestorableHierarchy/captureSnapshot(registry:header:budget:)``.
    ///
    /// The navigator's own entry point, so that capture is compiled for ``Page``s rather than
    /// run through the protocol's generic code.
    public func captureSnapshot(
        registry: PageRegistry,
        header: SnapshotHeader = SnapshotHeader(),
        budget: CaptureBudget = CaptureBudget()
    ) throws(ReviveError) -> Snapshot {
        try captureHierarchy(registry: registry, header: header, budget: budget)
    }

    /// Rebuilds the navigator's hierarchy from a snapshot and returns the report; see
    /// ``Revive/RestorableHierarchy/restore(from:registry:defaultRoot:completion:)``.
    ///
    /// The navigator installs everything synchronously, so the restore — post-restore hooks
    /// and `didFinish` included — is over when this returns.
    @discardableResult
    public func restore(
        from snapshot: Snapshot,
        registry: PageRegistry,
        defaultRoot: (() -> Page)? = nil,
        didFinish: ((RestoreReport) -> Void)? = nil
    ) -> RestoreReport {
        var result = RestoreReport()
        restoreHierarchy(from: snapshot, registry: registry, defaultRoot: defaultRoot) { report in
            result = report
            didFinish?(report)
        }
        return result
    }
}

// MARK: - Restoration controller

extension RestorationController where Hierarchy == Navigator {
    /// Creates a controller for the headless navigator's scene.
    /// - Parameters:
    ///   - navigator: The navigator to save and restore.
    ///   - registry: The page types a saved file may recreate.
    ///   - store: Where the saved state lives.
    ///   - policy: When saved state is used or discarded.
    ///   - codec: The binary codec.
    ///   - sceneID: The scene's identifier.
    ///   - budget: Size limits for each capture.
    ///   - logger: Where launches, saves and discards are logged; nothing is logged by default.
    public convenience init(
        navigator: Navigator,
        registry: PageRegistry,
        store: any SnapshotStore,
        policy: RestorationPolicy = RestorationPolicy(),
        codec: SnapshotCodec = SnapshotCodec(),
        sceneID: String = "default",
        budget: CaptureBudget = CaptureBudget(),
        logger: Logger = .disabled
    ) {
        self.init(hierarchy: navigator, registry: registry, store: store, policy: policy, codec: codec, sceneID: sceneID, budget: budget, logger: logger)
    }

    /// The navigator whose hierarchy is saved and restored.
    public var navigator: Navigator { hierarchy }
}
