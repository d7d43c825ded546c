extension PreservedProperties {
    /// Keeps the boxes of `object`, which is being made, from the newest boxes made on this
    /// thread: see `Revivable.adoptPreservedProperties()`.
    ///
    /// The first object of a class is left alone: its first capture or restore reads its
    /// mirror, as it would without this call, so a class made once (a root, a settings page)
    /// costs nothing more at launch, where a restore may throw its default pages away. The
    /// first call on a thread also starts noting the boxes made there. The second object of a
    /// class is read from its mirror as it is made, and its boxes are found among the newest by
    /// identity; the boxes from the oldest of them to the newest make the class's plan (a
    /// ``ConstructionPlan``), and leave the list. Later objects of the class take the newest
    /// boxes when they match the plan, and leave them to the mirror when they do not.
    ///
    /// The boxes are kept in `cache`, the one the object holds, or in the table when it holds
    /// none; the object made last that adopted its boxes is noted (``lastAdopter``), so that
    /// the registry can tell a page that did from one it must keep the boxes of itself.
    @MainActor
    static func adopt(_ object: AnyObject, cache: PreservedPropertyCache?) {
        if hasKeptBoxes(of: object, cache: cache) { return }
        let type = ObjectIdentifier(Swift.type(of: object))
        if let known = adoptionPlans[type] {
            // The list holds one thread's boxes. The main actor's jobs may run on more than one
            // thread (Linux's main queue): when this object's thread is not the list's, its
            // boxes were never noted, and the newest of the list are another object's. The list
            // moves to this thread, and this object is left to its mirror.
            guard ConstructedBoxes.noteRecentBoxes() else { return }
            // Taken out of the list whether they match or not: a box out of the list can only
            // send an object to its mirror, never give it a box that is not its own.
            // The boxes taken are the newest of the list, so none of them stays in it.
            guard let plan = known, plan.count > 0,
                  let kept = ConstructedBoxes.takeRecent(plan.count, { plan.cache(from: $0, into: cache) }) ?? nil else { return }
            if cache == nil { keepInTable(kept, of: object) }
            lastAdopter = ObjectIdentifier(object)
            return
        }
        guard ConstructedBoxes.noteRecentBoxes(), !classesMadeOnce.insert(type).inserted else { return }
        let recent = ConstructedBoxes.recentBoxes()
        let bindings = keyOrderedBindings(of: object, made: recent)
        let oldest = bindings.compactMap { binding in recent.firstIndex { $0.box === binding.storage } }.min() ?? recent.count
        adoptionPlans[type] = .some(ConstructionPlan(bindings: bindings, made: Array(recent[oldest...])))
        ConstructedBoxes.removeRecent(last: recent.count - oldest)
        if !bindings.isEmpty {
            keep(bindings, of: object, cache: cache)
            lastAdopter = ObjectIdentifier(object)
        }
    }

    /// The object that adopted its boxes last (``adopt(_:cache:)``); the registry clears it
    /// before it makes a page, and reads it after.
    @MainActor static var lastAdopter: ObjectIdentifier?

    /// The plan of each class whose objects adopted their boxes; `nil` for a class whose first
    /// object held a box not among the newest.
    @MainActor private static var adoptionPlans: [ObjectIdentifier: ConstructionPlan?] = [:]
    /// The classes one object of which adopted its boxes so far, with no plan yet.
    @MainActor private static var classesMadeOnce: Set<ObjectIdentifier> = []
}
