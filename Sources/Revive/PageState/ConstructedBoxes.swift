import Foundation

/// The storage boxes that `@Preserved` wrappers make while the engine builds a page through
/// its registry's factory, in the order they were made: how a rebuilt page's boxes are found
/// without reflection.
///
/// Each ``Preserved`` initialiser makes its box, and a box made on the main thread while a
/// collection runs is noted here with the key its wrapper was given. The engine runs the
/// factory inside ``collecting(_:)``; for the first page of a class it matches the boxes made
/// against those the page's mirror shows (``PreservedProperties/keepConstructed(_:made:)``),
/// and later pages of that class take their boxes from the same positions, with no mirror.
///
/// Nothing reads an object's memory: the boxes are handed over by the initialisers that make
/// them. Outside a collection, noting a box costs a main-thread check and a lock.
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

    /// Notes `box` when a collection runs on this thread.
    static func note(_ box: any PreservedStorage, explicitKey: String?) {
        collector.note(box, explicitKey: explicitKey)
    }

    /// Runs `body` and returns what it made with the boxes made meanwhile on this thread,
    /// in the order they were made. Collections nest: an outer one sees the inner one's boxes.
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

    private static let collector = Collector()

    /// The boxes made on the collecting thread while at least one collection runs; guarded
    /// by its lock. Boxes made on other threads meanwhile are not the page's and are not noted.
    private final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private var depth = 0
        private var thread: UInt = 0
        private var made: [Made] = []

        func note(_ box: any PreservedStorage, explicitKey: String?) {
            lock.lock()
            if depth > 0, thread == Collector.currentThread() { made.append(Made(box: box, explicitKey: explicitKey)) }
            lock.unlock()
        }

        /// Starts a collection on this thread; returns where its boxes start.
        func begin() -> Int {
            lock.lock()
            defer { lock.unlock() }
            if depth == 0 { thread = Collector.currentThread() }
            depth += 1
            return made.count
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

        /// Ends a collection and returns the boxes made since `start`.
        func end(from start: Int) -> [Made] {
            lock.lock()
            defer { lock.unlock() }
            let boxes = start < made.count ? Array(made[start...]) : []
            depth -= 1
            if depth == 0 { made.removeAll(keepingCapacity: true) }
            return boxes
        }
    }
}
