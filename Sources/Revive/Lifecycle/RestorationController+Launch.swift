import Foundation
import Logging

// MARK: - Launch

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
    /// The default root's own type needs no registration: `defaultRoot()` is called once at
    /// the start of the launch and its type is registered, with `defaultRoot` as its factory,
    /// unless the app registered it. Every other type in its tree that the registry does not
    /// know, and a restore that dropped most of the saved pages, is reported loudly as a
    /// ``SetupIssue`` (and logged).
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
        restoreOrStartFresh(defaultRoot: registeringDefaultRoot(defaultRoot)) { [self] result in
            lastLaunchResult = result
            takeLook()
            reportMistakes(in: result)
            if let report = result.report, !report.isComplete {
                logger.notice("launch: \(result)", metadata: ["scene": "\(sceneID)", "items": "\(report.items.map(\.description))"])
            } else {
                logger.info("launch: \(result)", metadata: ["scene": "\(sceneID)"])
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

    /// Makes the default root once, registers its type (with `defaultRoot` as its factory)
    /// unless the app did, and reports every type of its tree that is not registered; returns
    /// a maker that hands out that first root, then new ones.
    ///
    /// The default root is what the app shows on a fresh start, so its own type — often the
    /// app's subclass of a tab bar or navigation controller — needs no registration: the
    /// registry matches exact types, and an unregistered root could never be saved. The rest
    /// of its tree cannot be made by Revive (a factory is the app's), so a missing type there
    /// is reported loudly instead, naming each one and where it is.
    private func registeringDefaultRoot(_ defaultRoot: @escaping () -> Node) -> () -> Node {
        var first: Node? = defaultRoot()
        if let root = first {
            if let holder = registry.registerDefaultRoot(root, factory: { defaultRoot() }) {
                report(SetupIssue(.unregisteredType, """
                    the default root \(type(of: root)) cannot be registered: another type is registered under its name "\(holder)". \
                    Register the root under a name of its own: registry.register(\(type(of: root)).self, name: "…") { … }
                    """))
            }
            if let issue = RegistrationCheck.unregisteredDefaults(under: root, in: hierarchy, registry: registry) {
                report(issue)
            }
        }
        return {
            if let made = first {
                first = nil
                return made
            }
            return defaultRoot()
        }
    }

    private func restoreOrStartFresh(
        defaultRoot: @escaping () -> Node, finish: @escaping (LaunchResult) -> Void
    ) {
        if let shouldRestore, !shouldRestore() {
            installFresh(defaultRoot)
            finish(.fresh(discardSavedState(because: "the app declined to restore")))
            return
        }
        let snapshot: Snapshot
        switch session.beginLaunch() {
        case .success(let saved):
            snapshot = saved
        case .failure(let reason):
            installFresh(defaultRoot)
            finish(.fresh(reason))
            return
        }
        hierarchy.restore(from: snapshot, registry: registry, defaultRoot: defaultRoot) { [self] report in
            let fromDurableSave = session.restoredFromDurableSave()
            saver.restored(snapshot, fromDurableSave: fromDurableSave)
            finishRestoration()
            if let failure = report.rootFailure {
                // A state that can never come back (nothing on screen, an unknown root) is not
                // read again at every launch; its bytes are intact, so it is set aside, not deleted.
                setAsideSavedState(because: "the saved tree cannot be shown")
                installFresh(defaultRoot)
                finish(.fresh(LaunchResult.FreshReason(failure, report: report)))
                return
            }
            var report = report
            report.restoredFromCheckpoint = !fromDurableSave
            finish(.restored(report))
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
            try session.finishRestoration()
        } catch {
            logger.error("could not mark the restore finished: \(error)", metadata: ["scene": "\(sceneID)"])
        }
    }

    /// Moves the scene's saved state aside through the scene's lock (logged when it cannot).
    private func setAsideSavedState(because reason: String) {
        do {
            try session.setAsideSavedState()
            logger.info("saved state set aside: \(reason)", metadata: ["scene": "\(sceneID)"])
        } catch {
            logger.warning("saved state not set aside: \(error)", metadata: ["scene": "\(sceneID)"])
        }
    }

    /// Discards the scene's saved state and checkpoint through the scene's lock, and says what
    /// the launch is: ``LaunchResult/FreshReason/declinedByApp``, or
    /// ``LaunchResult/FreshReason/sceneInUse`` when another process holds the scene (nothing is
    /// removed then).
    func discardSavedState(because reason: String) -> LaunchResult.FreshReason {
        do {
            try session.discardSavedState()
            logger.info("saved state discarded: \(reason)", metadata: ["scene": "\(sceneID)"])
            return LaunchResult.FreshReason(declinedWithDiscardError: nil)
        } catch {
            if error.code == .sceneLocked {
                logger.warning("saved state not discarded: \(error)", metadata: ["scene": "\(sceneID)"])
            } else {
                logger.error("could not discard the saved state: \(error)", metadata: ["scene": "\(sceneID)"])
            }
            return LaunchResult.FreshReason(declinedWithDiscardError: error)
        }
    }
}

// MARK: - Loud mistakes

extension RestorationController {
    /// Hands `issue` to ``SetupIssue/handler``, once per controller for each message: a scene
    /// that goes to the background again and again reports the same mistake once.
    func report(_ issue: SetupIssue) {
        var issue = issue
        issue.process = session.process
        guard reportedIssues.insert(issue).inserted else { return }
        logger.error("\(issue)", metadata: ["scene": "\(sceneID)"])
        SetupIssue.report(issue)
    }

    /// Reports a launch that dropped most of the saved tree, or all of it because its root's
    /// type is not registered.
    private func reportMistakes(in result: LaunchResult) {
        switch result {
        case .restored(let report):
            if let issue = RegistrationCheck.droppedMost(report, sceneID: sceneID) { self.report(issue) }
        case .fresh(.rootTypeUnknown(let typeName)):
            report(RegistrationCheck.rootUnknown(typeName, sceneID: sceneID))
        case .fresh(.nothingOnScreen):
            report(RegistrationCheck.nothingLeft(sceneID: sceneID))
        default:
            break
        }
    }
}
