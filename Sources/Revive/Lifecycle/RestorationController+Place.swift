import Foundation
import Logging

extension RestorationController {
    /// What came of opening a ``PortablePlace``.
    public enum PlaceOutcome: Sendable {
        /// The place is on screen, merged with the scene's tree; the report says what came back.
        case opened(RestoreReport)
        /// The place was refused, and the scene's tree is as it was.
        case refused(ReviveError)
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

    /// Opens a place that arrived (Handoff, a link, an intent) in the scene, merged with the
    /// scene's own tree as ``Snapshot/opening(_:)`` merges it: the place's line of pages, with
    /// every value the place does not carry kept from this device (a draft), and everything off
    /// the line as it was. Call it once the launch is over (from its completion, for a place that
    /// arrives with the launch); before, it is refused with `placeRefused`, as the launch's own
    /// rebuild is still running.
    ///
    /// The place is checked as a saved state is: the policy's schema version (migrated through
    /// its migrations, or refused), its app version when the policy discards others, and the
    /// budget of each page and of the tree. A refused place changes nothing. An accepted one is
    /// rebuilt through the registry, the pages of the whole merged tree made anew: a type the
    /// app did not register never comes back, and the report names what did not.
    ///
    /// ```swift
    /// let result = await controller.launch { makeRoot() }
    /// if let place = try? PortablePlace(url: url) { await controller.open(place) }
    /// ```
    /// - Parameters:
    ///   - place: The place.
    ///   - completion: Called once the merged tree has settled, or at once when it was refused.
    public func open(_ place: PortablePlace, completion: @escaping (PlaceOutcome) -> Void) {
        let line: Snapshot
        do throws(ReviveError) {
            guard lastLaunchResult != nil else {
                throw ReviveError(.placeRefused, "the place arrived before the launch was over; open it from the launch's completion")
            }
            line = try checked(place)
        } catch {
            logger.notice("place refused: \(error)", metadata: ["scene": "\(sceneID)"])
            completion(.refused(error))
            return
        }
        let merged: Snapshot
        do {
            merged = try captureSnapshot().opening(line)
        } catch {
            // Nothing on screen to merge with (or a tree that cannot be saved): the place alone.
            logger.notice("the place opens on its own: the scene's tree was not captured: \(error)", metadata: ["scene": "\(sceneID)"])
            merged = line
        }
        hierarchy.restore(from: merged, registry: registry) { [self] report in
            takeLook()
            logger.info("place opened: \(report)", metadata: ["scene": "\(sceneID)"])
            completion(.opened(report))
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

    /// The place's line, checked against the policy (migrated to its schema version) and the budget.
    /// - Throws: ``ReviveError`` with code `placeRefused` (the policy's reason), `overPageBudget`
    ///   or `overTotalBudget`.
    private func checked(_ place: PortablePlace) throws(ReviveError) -> Snapshot {
        let line: Snapshot
        do {
            // A place is as old as the link that carries it: only its versions are checked.
            line = try session.policy.evaluate(place.snapshot, now: place.snapshot.header.createdAt, logger: logger)
        } catch {
            throw ReviveError(.placeRefused, "the place is refused: \(LaunchResult.FreshReason(error))")
        }
        try budget.check(line, what: "the place")
        return line
    }
}
