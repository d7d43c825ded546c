import Logging
extension RestorationController {
    /// Restores the saved scene into the hierarchy, or installs `defaultRoot()` and says why.
    ///
    /// Asks ``shouldRestore``, then reads and checks the saved state (crash-loop guard, user
    /// quit, age, versions, damage) and rebuilds the longest valid part of the tree, reusing
    /// the pages of `defaultRoot()` where they match. The root is installed before this
    /// returns, so a scene delegate calls it from `scene(_:willConnectTo:options:)`. Once the
    /// toolkit has settled (UIKit presents one level per completion), each page's post-restore
    /// hook runs, the restore is marked finished (deleting the saved state if the policy says
    /// so), ``restorationDidFinish`` and then `completion` are called. A restore that would
    /// show nothing (no tabs, an empty stack) or whose root type is no longer registered
    /// counts as a fresh start with its own reason. Never throws: every problem becomes a
    /// fresh start or an item in the report.
    ///
    /// ```swift
    /// controller.launch(defaultRoot: { makeMainTabs() }) { result in
    ///     logger.info("\(result)")   // "restored 8 pages", "fresh because the user quit the app"
    /// }
    /// ```
    /// - Parameters:
    ///   - defaultRoot: Makes the root page of a fresh start (and the default pages a restore reuses).
    ///   - completion: Called once, when the launch is over.
    public func launch(defaultRoot: @escaping () -> Node, completion: @escaping (LaunchResult) -> Void) {
        restoreOrStartFresh(defaultRoot: defaultRoot, diesDuringRestore: false) { [self] result in
            lastLaunchResult = result
            if let report = result.report, !report.isComplete {
                logger.notice("launch: \(result)", metadata: ["scene": "\(sceneID)", "items": "\(report.items.map(\.description))"])
            } else {
                logger.debug("launch: \(result)", metadata: ["scene": "\(sceneID)"])
            }
            restorationDidFinish?(result)
            completion(result)
        }
    }

    /// Restores the saved scene, or starts fresh, and returns when the launch is over; see
    /// ``launch(defaultRoot:completion:)``.
    ///
    /// ```swift
    /// let result = await controller.launch { makeMainTabs() }
    /// ```
    /// - Parameter defaultRoot: Makes the root page of a fresh start.
    /// - Returns: Restored with the report, or fresh because ….
    @discardableResult
    public func launch(defaultRoot: @escaping () -> Node) async -> LaunchResult {
        await withCheckedContinuation { continuation in
            launch(defaultRoot: defaultRoot) { continuation.resume(returning: $0) }
        }
    }

    /// Runs a launch that stops after rebuilding the pages and before marking the restore
    /// finished, as if the process died there: the crash-loop guard's record stays behind.
    /// For simulated crashes in tests (`ReviveTesting`); a real app never calls it.
    package func launchDyingDuringRestore(defaultRoot: @escaping () -> Node) {
        restoreOrStartFresh(defaultRoot: defaultRoot, diesDuringRestore: true) { _ in }
    }

    private func restoreOrStartFresh(
        defaultRoot: @escaping () -> Node, diesDuringRestore: Bool, finish: @escaping (LaunchResult) -> Void
    ) {
        if let shouldRestore, !shouldRestore() {
            discardSavedState(because: "the app declined to restore")
            installFresh(defaultRoot)
            finish(.fresh(.declinedByApp))
            return
        }
        let snapshot: Snapshot
        switch session.beginLaunch(sceneID: sceneID) {
        case .restored(let saved):
            snapshot = saved
        case .fresh(let reason):
            installFresh(defaultRoot)
            finish(.fresh(reason))
            return
        }
        hierarchy.restoreHierarchy(from: snapshot, registry: registry, defaultRoot: defaultRoot) { [self] report in
            restoreInProgressHook?()
            if diesDuringRestore { return }
            finishRestoration()
            if let failure = report.rootFailure {
                installFresh(defaultRoot)
                finish(.fresh(Self.freshReason(for: failure, report)))
                return
            }
            finish(.restored(report))
        }
    }

    private static func freshReason(for failure: RestoreReport.RootFailure, _ report: RestoreReport) -> FreshReason {
        switch failure {
        case .unknownType(let typeName): .rootTypeUnknown(typeName)
        case .nothingVisible: .nothingOnScreen
        case .notMade: .damagedFile("the root page could not be recreated: \(report.items.first?.reason ?? "unknown")")
        }
    }

    private func installFresh(_ defaultRoot: () -> Node) {
        do {
            try hierarchy.installRoot(defaultRoot())
        } catch {
            logger.error("the default root page could not be installed: \(error)")
        }
    }

    private func finishRestoration() {
        do {
            try session.finishRestoration(sceneID: sceneID)
        } catch {
            logger.error("could not mark the restore finished: \(error)", metadata: ["scene": "\(sceneID)"])
        }
    }

    func discardSavedState(because reason: String) {
        do {
            try session.store.delete(sceneID: sceneID)
            logger.info("saved state discarded: \(reason)", metadata: ["scene": "\(sceneID)"])
        } catch {
            logger.error("could not discard the saved state: \(error)", metadata: ["scene": "\(sceneID)"])
        }
    }
}
