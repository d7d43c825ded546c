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
        var watchers: [Watcher] = []
    }

    /// One watcher: its owner, not retained, and what it does about a change.
    private struct Watcher {
        weak var owner: (any AnyObject & Sendable)?
        let didChange: @MainActor @Sendable () -> Void
    }

    /// The generation, the notice on its way and the watchers, under one lock: the one channel
    /// of the real process (a page's `@Preserved` property cannot know its process), set from
    /// any thread.
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

    /// Calls `didChange` on the main actor after each burst of changes, for as long as `owner`
    /// lives.
    /// - Parameters:
    ///   - owner: The watcher; it is not retained, and its entry goes once it is freed.
    ///   - didChange: What to do about the change; it should be cheap.
    @MainActor
    static func watch(owner: any AnyObject & Sendable, _ didChange: @escaping @MainActor @Sendable () -> Void) {
        // The list before is handed out, so that a freed watcher's closure is released after
        // the lock, not under it.
        _ = state.withLock { state -> [Watcher] in
            let before = state.watchers
            state.watchers.removeAll { $0.owner == nil }
            state.watchers.append(Watcher(owner: owner, didChange: didChange))
            return before
        }
    }

    /// Tells the watchers alive, outside the lock: a watcher may set a `@Preserved` value, or
    /// start watching, as it is told. One whose owner a watcher before it frees is not told.
    @MainActor
    private static func tellWatchers() {
        // The list before is handed out too, as in `watch`.
        let (watchers, _) = state.withLock { state -> (alive: [Watcher], before: [Watcher]) in
            state.isNoticeScheduled = false
            let before = state.watchers
            state.watchers.removeAll { $0.owner == nil }
            return (state.watchers, before)
        }
        for watcher in watchers where watcher.owner != nil {
            watcher.didChange()
        }
    }
}
