import Foundation

/// The storage boxes that `@Preserved` wrappers make while a page is constructed, in the order
/// they were made: how a page's boxes are found without reflection.
///
/// Each ``Preserved`` initialiser makes its box and notes it here with the key its wrapper was
/// given, in two cases:
/// - **A collection runs on the thread** (``collecting(_:)``): the engine runs each registry
///   factory inside one; for the first page of a class it matches the boxes made against those
///   the page's mirror shows (``PreservedProperties/keepConstructed(_:made:)``), and later pages
///   of that class take their boxes from the same positions, with no mirror.
/// - **The thread is the one pages adopt their boxes on** (``takeRecent(_:_:)``): once a base
///   class's initialiser has called `Revivable.adoptPreservedProperties()` on a thread, the
///   boxes made there are kept in a short list until the object that made them adopts them.
///   Swift initialises a subclass's stored properties before it calls its superclass's
///   initialiser, so a base class's initialiser runs after every `@Preserved` property of the
///   object has made its box: the newest boxes of the list are the object's
///   (``PreservedProperties/adopt(_:)``).
///
/// Nothing reads an object's memory: the boxes are handed over by the initialisers that make
/// them. The list holds at most ``recentCapacity`` boxes; a box leaves it when it is adopted or
/// kept for an object, or when newer boxes push it out. Noting a box costs a thread check and a
/// lock.
///
/// ```swift
/// let (page, made) = try ConstructedBoxes.collecting { try factory() }
/// PreservedProperties.keepConstructed(page, made: made)
/// ```
enum ConstructedBoxes {
    /// One box a wrapper made, and the key given in its attribute.
    struct Made {
        let box: any PreservedStorage
        let explicitKey: String?
    }

    /// The most boxes the list of recent ones holds: more than a page's construction makes
    /// (a page whose construction makes more is read from its mirror).
    static let recentCapacity = 64

    /// Notes `box` when a collection runs on this thread, and in the list of recent boxes when
    /// this is the thread objects adopt their boxes on.
    static func note(_ box: any PreservedStorage, explicitKey: String?) {
        collector.note(box, explicitKey: explicitKey)
    }

    /// Runs `body` and returns what it made with the boxes made meanwhile on this thread,
    /// in the order they were made. Collections nest: an outer one sees the inner one's boxes.
    /// Boxes are noted for one thread at a time: a collection that starts while another
    /// thread's runs gets none (its page is read from its mirror), never the other's.
    static func collecting<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> (Result, [Made]) {
        let start = collector.begin()
        let result: Result
        do {
            result = try body()
        } catch {
            _ = collector.end(from: start)
            throw error
        }
        return (result, collector.end(from: start))
    }

    /// Keeps the boxes made on this thread from now on in the list of recent ones (and forgets
    /// those of the thread it kept them for before, if another).
    /// - Returns: Whether it already kept them for this thread.
    static func noteRecentBoxes() -> Bool {
        collector.noteRecent()
    }

    /// Takes the newest `count` boxes out of the list, once `body` has seen them (oldest
    /// first), and returns what `body` returned; `nil`, with the list left as it is, when it
    /// holds fewer. `body` runs under the list's lock: it must not make a box.
    static func takeRecent<Result>(_ count: Int, _ body: (ArraySlice<Made>) -> Result) -> Result? {
        collector.takeRecent(count, body)
    }

    /// Every box of the list, oldest first.
    static func recentBoxes() -> [Made] {
        collector.recentBoxes()
    }

    /// Removes the newest `count` boxes from the list (all of them when it holds fewer).
    static func removeRecent(last count: Int) {
        collector.removeRecent(last: count)
    }

    /// Removes `boxes` from the list: a box kept for an object is never also held here, so that
    /// a box the object let go of is one nothing else holds (see
    /// ``PreservedProperties/captureKeepingBoxes(from:)``).
    static func removeRecent(_ boxes: [any PreservedStorage]) {
        collector.removeRecent(boxes)
    }

    private static let collector = Collector()

    /// The boxes made on the collecting thread while at least one collection runs; guarded
    /// by its lock. Boxes made on other threads meanwhile are not the page's and are not noted.
    private final class Collector: @unchecked Sendable {
        /// What the lock guards. Kept behind a pointer rather than in stored properties: a
        /// class's stored property is checked for exclusive access at run time on every use,
        /// which cost more than the rest of noting a box.
        private struct State {
            var depth = 0
            var thread: UInt = 0
            var made: [Made] = []
            /// The thread whose boxes go to `recent`; 0 until an object adopted its boxes.
            var recentThread: UInt = 0
            var recent: [Made] = []
        }

        private let lock = NSLock()
        private let state: UnsafeMutablePointer<State>

        init() {
            state = .allocate(capacity: 1)
            state.initialize(to: State())
        }

        deinit {
            state.deinitialize(count: 1)
            state.deallocate()
        }

        func note(_ box: any PreservedStorage, explicitKey: String?) {
            lock.lock()
            if state.pointee.depth > 0 || state.pointee.recentThread != 0 {
                let current = Collector.currentThread()
                if state.pointee.depth > 0, state.pointee.thread == current {
                    state.pointee.made.append(Made(box: box, explicitKey: explicitKey))
                }
                if state.pointee.recentThread == current {
                    if state.pointee.recent.count == ConstructedBoxes.recentCapacity {
                        state.pointee.recent.removeFirst(ConstructedBoxes.recentCapacity / 2)
                    }
                    state.pointee.recent.append(Made(box: box, explicitKey: explicitKey))
                }
            }
            lock.unlock()
        }

        func noteRecent() -> Bool {
            let current = Collector.currentThread()
            lock.lock()
            defer { lock.unlock() }
            if state.pointee.recentThread == current { return true }
            state.pointee.recentThread = current
            state.pointee.recent.removeAll()
            return false
        }

        func recentBoxes() -> [Made] {
            lock.lock()
            defer { lock.unlock() }
            return state.pointee.recent
        }

        func takeRecent<Result>(_ count: Int, _ body: (ArraySlice<Made>) -> Result) -> Result? {
            lock.lock()
            defer { lock.unlock() }
            guard count <= state.pointee.recent.count else { return nil }
            let result = body(state.pointee.recent[(state.pointee.recent.count - count)...])
            state.pointee.recent.removeLast(count)
            return result
        }

        func removeRecent(last count: Int) {
            lock.lock()
            state.pointee.recent.removeLast(min(count, state.pointee.recent.count))
            lock.unlock()
        }

        func removeRecent(_ boxes: [any PreservedStorage]) {
            lock.lock()
            if !state.pointee.recent.isEmpty {
                state.pointee.recent.removeAll { made in boxes.contains { $0 === made.box } }
            }
            lock.unlock()
        }

        /// Starts a collection on this thread; returns where its boxes start, or `nil` when
        /// another thread's collection runs (the boxes noted are that thread's, not this one's).
        func begin() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            let current = Collector.currentThread()
            if state.pointee.depth == 0 { state.pointee.thread = current }
            state.pointee.depth += 1
            return state.pointee.thread == current ? state.pointee.made.count : nil
        }

        /// The calling thread's identity. Not `Thread.isMainThread`: the main actor's jobs may
        /// run on another thread than the process's first one (an `async` main on Linux).
        private static func currentThread() -> UInt {
            #if canImport(Glibc)
            UInt(pthread_self())
            #else
            UInt(bitPattern: pthread_self())
            #endif
        }

        /// Ends a collection and returns the boxes made since `start`; none for a collection
        /// that started while another thread's ran.
        func end(from start: Int?) -> [Made] {
            lock.lock()
            defer { lock.unlock() }
            let boxes = start.map { $0 < state.pointee.made.count ? Array(state.pointee.made[$0...]) : [] } ?? []
            state.pointee.depth -= 1
            if state.pointee.depth == 0 { state.pointee.made.removeAll(keepingCapacity: true) }
            return boxes
        }
    }
}
