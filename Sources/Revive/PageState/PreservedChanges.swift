import Dispatch

/// Tells the engine, cheaply, that a `@Preserved` value was set somewhere in the process: a
/// generation that every setter bumps, and one turn of the main queue later, the watchers (each
/// scene's ``RestorationController``, which then asks for a checkpoint if what it last wrote
/// differs).
///
/// A setter costs a lock and an increment; the first setter after the watchers were told also
/// schedules one main-queue block, so a burst of changes — a page filled in, a hundred rows
/// marked — is told once, after the code that made it has returned. A restore writes the boxes
/// directly, not through the setter, and bumps nothing. The generation only grows: a watcher
/// keeps the one it last saw and compares (``HierarchyLook``).
///
/// It is the one channel of the real process, not a part of a ``ReviveProcess``: a page's
/// `@Preserved` property cannot know which process its page runs in, and nothing in it outlives a
/// process that ends — a watcher goes with its controller, and a generation that only grows
/// means nothing but "something changed since".
///
/// ```swift
/// let seen = PreservedChanges.generation
/// page.comicID = 42                        // through @Preserved's setter
/// PreservedChanges.generation != seen      // true
/// ```
enum PreservedChanges {
    private struct State {
        var generation: UInt64 = 0
        var isNoticeScheduled = false
    }

    private static let state = LockedValue(State())

    /// How many times a `@Preserved` value was set in this process.
    static var generation: UInt64 { state.withLock { $0.generation } }

    /// Called by ``Preserved``'s setter, on any thread: bumps the generation and, unless it is
    /// already on its way, schedules the watchers' notice on the main queue.
    static func didChange() {
        let schedule = state.withLock { state -> Bool in
            state.generation &+= 1
            guard !state.isNoticeScheduled else { return false }
            state.isNoticeScheduled = true
            return true
        }
        guard schedule else { return }
        DispatchQueue.main.async {
            MainActor.assumeIsolated { tellWatchers() }
        }
    }

    // MARK: Watchers

    @MainActor
    private struct Watcher {
        weak var owner: AnyObject?
        let didChange: @MainActor () -> Void
    }

    @MainActor private static var watchers: [Watcher] = []

    /// Calls `didChange` on the main actor after each burst of changes, for as long as `owner`
    /// lives.
    /// - Parameters:
    ///   - owner: The watcher; it is not retained, and its entry goes once it is freed.
    ///   - didChange: What to do about the change; it should be cheap.
    @MainActor
    static func watch(owner: AnyObject, _ didChange: @escaping @MainActor () -> Void) {
        watchers.removeAll { $0.owner == nil }
        watchers.append(Watcher(owner: owner, didChange: didChange))
    }

    @MainActor
    private static func tellWatchers() {
        state.withLock { $0.isNoticeScheduled = false }
        watchers.removeAll { $0.owner == nil }
        for watcher in watchers where watcher.owner != nil {
            watcher.didChange()
        }
    }
}
