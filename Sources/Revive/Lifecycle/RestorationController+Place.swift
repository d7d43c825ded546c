import Foundation
import Logging

extension RestorationController {
    /// What came of opening a ``PortablePlace``.
    public enum PlaceOutcome: Sendable {
        /// The place is on screen, merged with the scene's tree. The report says what came back,
        /// which values the place carried under device-only keys and were left out
        /// (``RestoreReport/Item/Kind-swift.enum/leftOutValue``), and which of the scene's pages
        /// holding values it took off screen (``RestoreReport/Item/Kind-swift.enum/removedPage``).
        case opened(RestoreReport)
        /// The scene already shows the place, with the place's values: nothing changed.
        case unchanged
        /// The place was refused, and the scene's tree is as it was.
        case refused(ReviveError)
    }

    /// What ``open(_:completion:)`` does when a place would take pages of the scene that hold
    /// values (a draft, `@Preserved` values) off screen: pages above the place's line on a
    /// stack, a presentation the place does not have. Set it on ``removedPagesRule``.
    ///
    /// ```swift
    /// controller.removedPagesRule = .ask { pages, decide in
    ///     let alert = UIAlertController(title: "Leave \(pages.count) pages?", message: nil, preferredStyle: .alert)
    ///     alert.addAction(UIAlertAction(title: "Open", style: .default) { _ in decide(true) })
    ///     alert.addAction(UIAlertAction(title: "Stay", style: .cancel) { _ in decide(false) })
    ///     window.rootViewController?.present(alert, animated: true)
    /// }
    /// ```
    public enum RemovedPagesRule {
        /// Open the place; the outcome's report lists the pages removed.
        case open
        /// Refuse the place with ``ReviveError/Code/placeRemovesValues`` when a page it removes
        /// holds a value under the device-only keys (a draft, which never travels and so cannot
        /// come back from another device); open it otherwise, the report listing the pages. The
        /// default: a link from anyone never erases a draft.
        case keepDeviceOnlyValues
        /// Refuse the place with ``ReviveError/Code/placeRemovesValues``, naming the pages.
        case refuse
        /// Ask (the user, say): the closure gets the pages, one ``RestoreReport/Item`` each, and
        /// calls `decide` once, on the main actor, with `true` to open the place. When the
        /// scene's tree changed meanwhile, the place is refused.
        case ask(@MainActor (_ pages: [RestoreReport.Item], _ decide: @escaping @MainActor (Bool) -> Void) -> Void)
    }

    /// The scene's place, to publish for Handoff or put in a link: its line of pages with
    /// their values, less those of `deviceOnlyKeys` and of the controller's own
    /// ``deviceOnlyKeys`` (its configuration's; see ``PortablePlace``).
    ///
    /// ```swift
    /// let place = try controller.place(leavingOut: ["revive.draft."])
    /// activity.userInfo = [PortablePlace.userInfoKey: try place.payload()]
    /// ```
    /// - Parameter deviceOnlyKeys: More keys of values that never leave the device; an entry
    ///   that ends in `.` names every key that starts with it.
    /// - Returns: The place.
    /// - Throws: What ``captureSnapshot()`` throws.
    public func place(leavingOut deviceOnlyKeys: Set<String> = []) throws(ReviveError) -> PortablePlace {
        PortablePlace(try captureSnapshot(), leavingOut: deviceOnlyKeys.union(self.deviceOnlyKeys))
    }

    /// Opens a place that arrived (Handoff, a link, an intent) in the scene. A place is input
    /// from anyone who can hand the user a link: it moves the user within the scene's own
    /// structure and never replaces it.
    ///
    /// - The place chooses the selected tab and the focused column (each found among the
    ///   scene's own by type and restoration ID), the line of pages on a stack, what is
    ///   presented, and the values of its pages. Every value it does not carry stays this
    ///   device's (a draft), and so does everything off its line.
    /// - The scene's root page, each container's kind, its tabs and its columns stay. A place
    ///   of another root, another kind of container, or a tab or column the scene does not
    ///   have is refused with ``ReviveError/Code/placeDoesNotFit``.
    /// - Values under ``deviceOnlyKeys`` are never written from outside: they are left out of
    ///   what arrives, each listed in the report as `leftOutValue`.
    /// - A place that would leave no page on screen is refused with `nothingVisible`, before
    ///   anything changes; the rule a launch and a save follow.
    /// - Pages the place takes off screen that held values are listed as `removedPage`. A place
    ///   that would take a page holding a device-only value (a draft) off screen is refused by
    ///   default (``RemovedPagesRule/keepDeviceOnlyValues``); ``removedPagesRule`` can open
    ///   such places, refuse every place that removes values, or ask first.
    /// - The place is checked as a saved state is: the policy's schema version (migrated
    ///   through its migrations, or refused) and the budget. Its app version is not checked
    ///   unless the policy asks (``RestorationPolicy/placesFollowAppVersionRule``): two devices
    ///   updated on different days still hand off.
    ///
    /// Call it once the launch is over (from its completion, for a place that arrives with the
    /// launch); before, it is refused with `placeRefused`. An accepted place is rebuilt through
    /// the registry: a type the app did not register never comes back, and the report names what
    /// did not. A place the scene already shows changes nothing and comes back `unchanged`.
    ///
    /// ```swift
    /// let result = await controller.launch { makeRoot() }
    /// if let place = try? PortablePlace(url: url) { await controller.open(place) }
    /// ```
    /// - Parameters:
    ///   - place: The place.
    ///   - completion: Called once the merged tree has settled, or at once when it was refused
    ///     or changed nothing.
    public func open(_ place: PortablePlace, completion: @escaping (PlaceOutcome) -> Void) {
        let scene: Snapshot
        var merge = PlaceMerge(deviceOnlyKeys: deviceOnlyKeys, isRegistered: registry.contains)
        let merged: Snapshot
        do throws(ReviveError) {
            guard lastLaunchResult != nil else {
                throw ReviveError(.placeRefused, "the place arrived before the launch was over; open it from the launch's completion")
            }
            let line = try checked(place)
            do {
                scene = try captureSnapshot()
            } catch {
                throw ReviveError(.placeRefused, "the scene's own tree could not be captured to open the place in: \(ReviveError.sentence(for: error))")
            }
            registry.registerBuiltInContainers(of: Hierarchy.self)
            merged = try merge.opening(line, in: scene)
        } catch {
            refuse(error, completion)
            return
        }
        guard merged.root != scene.root else {
            logger.info("place opened: the scene already shows it", metadata: ["scene": "\(sceneID)"])
            completion(.unchanged)
            return
        }
        let removed = merge.items.filter { $0.kind == .removedPage }
        guard !removed.isEmpty else { return install(merged, over: scene, noting: merge.items, completion) }
        switch removedPagesRule {
        case .open:
            install(merged, over: scene, noting: merge.items, completion)
        case .keepDeviceOnlyValues:
            guard merge.removedDeviceOnlyValues.isEmpty else {
                let pages = merge.removedDeviceOnlyValues
                return refuse(ReviveError(
                    .placeRemovesValues,
                    "the place would take \(pages.count) page\(pages.count == 1 ? "" : "s") holding values this device keeps (a draft) off screen: \(pages.joined(separator: "; "))"
                ), completion)
            }
            install(merged, over: scene, noting: merge.items, completion)
        case .refuse:
            refuse(Self.removesValues(removed, "the app refuses such places"), completion)
        case .ask(let ask):
            ask(removed) { [self] accepted in
                guard accepted else { return refuse(Self.removesValues(removed, "it was declined"), completion) }
                guard (try? captureSnapshot())?.root == scene.root else {
                    return refuse(ReviveError(.placeRefused, "the scene changed while the place waited for an answer"), completion)
                }
                install(merged, over: scene, noting: merge.items, completion)
            }
        }
    }

    /// Opens a place as ``open(_:completion:)`` does, and returns once it is on screen or refused.
    /// - Parameter place: The place.
    /// - Returns: What came of it.
    @discardableResult
    public func open(_ place: PortablePlace) async -> PlaceOutcome {
        await withCheckedContinuation { continuation in
            open(place) { continuation.resume(returning: $0) }
        }
    }

    /// Restores `merged`; when it shows no page once rebuilt (every page of the place's line
    /// failed), the scene's own tree comes back and the place is refused.
    private func install(_ merged: Snapshot, over scene: Snapshot, noting items: [RestoreReport.Item], _ completion: @escaping (PlaceOutcome) -> Void) {
        hierarchy.restore(from: merged, registry: registry) { [self] report in
            guard report.rootFailure == nil else {
                hierarchy.restore(from: scene, registry: registry) { [self] _ in
                    takeLook()
                    refuse(ReviveError(.nothingVisible, "the place's pages did not come back and would leave no page on screen: \(report.items.map(\.description).joined(separator: "; "))"), completion)
                }
                return
            }
            var report = report
            report.items.insert(contentsOf: items, at: 0)
            takeLook()
            logger.info("place opened: \(report)", metadata: ["scene": "\(sceneID)"])
            completion(.opened(report))
        }
    }

    private func refuse(_ error: ReviveError, _ completion: (PlaceOutcome) -> Void) {
        logger.notice("place refused: \(error)", metadata: ["scene": "\(sceneID)"])
        completion(.refused(error))
    }

    private static func removesValues(_ removed: [RestoreReport.Item], _ why: String) -> ReviveError {
        ReviveError(
            .placeRemovesValues,
            "the place would take \(removed.count) page\(removed.count == 1 ? "" : "s") holding values off screen (\(removed.map(\.path).joined(separator: "; "))), and \(why)"
        )
    }

    /// The place's line, checked against the policy (migrated to its schema version; its app
    /// version only when the policy asks) and the budget.
    /// - Throws: ``ReviveError`` with code `placeRefused` (the policy's reason), `overPageBudget`
    ///   or `overTotalBudget`.
    private func checked(_ place: PortablePlace) throws(ReviveError) -> Snapshot {
        var policy = session.policy
        policy.discardsOtherAppVersions = policy.discardsOtherAppVersions && policy.placesFollowAppVersionRule
        let line: Snapshot
        do {
            // A place is as old as the link that carries it: only its versions are checked.
            line = try policy.evaluate(place.snapshot, now: place.snapshot.header.createdAt, logger: logger)
        } catch {
            throw ReviveError(.placeRefused, "the place is refused: \(LaunchResult.FreshReason(error))")
        }
        try budget.check(line, what: "the place")
        return line
    }
}
