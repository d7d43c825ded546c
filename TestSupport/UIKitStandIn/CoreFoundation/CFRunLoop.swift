#if !canImport(UIKit)
import Foundation

// Core Foundation's run loop observers, which UIKit re-exports (UIKit → Foundation →
// CoreFoundation): on Linux, swift-corelibs-foundation keeps its CoreFoundation to itself, so
// the stand-in declares the subset an adapter uses, with Apple's names and signatures.
// https://developer.apple.com/documentation/corefoundation/cfrunloopobserver
// https://developer.apple.com/documentation/corefoundation/cfrunloopobservercreatewithhandler(_:_:_:_:_:)
// https://developer.apple.com/documentation/corefoundation/cfrunloopaddobserver(_:_:_:)
// https://developer.apple.com/documentation/corefoundation/cfrunloopactivity/beforewaiting
//
// Only the main run loop is modelled, and only its before-waiting point ("inside the event
// processing loop before the run loop sleeps, waiting for a source or timer to fire"): the
// stand-in reaches it when its main queue goes idle — after the last block of the work UIKit
// does "later" (`MainQueue`) and at the end of `StandInRuntime.drainMainQueue()`, a test's
// "let the run loop turn until nothing is left". A real run loop reaches it after every event
// it handled (a touch, a transition's end, a timer).

/// A signed integer type for indexes and counts. https://developer.apple.com/documentation/corefoundation/cfindex
public typealias CFIndex = Int

/// A bitfield type for flags. https://developer.apple.com/documentation/corefoundation/cfoptionflags
public typealias CFOptionFlags = UInt

/// An allocator; the stand-in's allocates nothing. Not `Sendable`, as in the iOS 17 SDK.
/// https://developer.apple.com/documentation/corefoundation/cfallocator
public final class CFAllocator {}

/// The default allocator. A C global in the SDK, which Swift does not check for concurrency
/// (hence `nonisolated(unsafe)` here). https://developer.apple.com/documentation/corefoundation/kcfallocatordefault
nonisolated(unsafe) public let kCFAllocatorDefault: CFAllocator! = CFAllocator()

/// Run loop activity stages in which run loop observers can be scheduled.
///
/// https://developer.apple.com/documentation/corefoundation/cfrunloopactivity
public struct CFRunLoopActivity: OptionSet, Sendable {
    public let rawValue: CFOptionFlags

    public init(rawValue: CFOptionFlags) {
        self.rawValue = rawValue
    }

    /// The entrance of the run loop.
    public static let entry = CFRunLoopActivity(rawValue: 1 << 0)
    /// Before any timers are processed.
    public static let beforeTimers = CFRunLoopActivity(rawValue: 1 << 1)
    /// Before any sources are processed.
    public static let beforeSources = CFRunLoopActivity(rawValue: 1 << 2)
    /// Before the run loop sleeps, waiting for a source or timer to fire: the only stage the
    /// stand-in reaches.
    public static let beforeWaiting = CFRunLoopActivity(rawValue: 1 << 5)
    /// After the run loop wakes up, before it processes the event that woke it.
    public static let afterWaiting = CFRunLoopActivity(rawValue: 1 << 6)
    /// The exit of the run loop.
    public static let exit = CFRunLoopActivity(rawValue: 1 << 7)
    /// Every stage.
    public static let allActivities = CFRunLoopActivity(rawValue: 0x0FFF_FFFF)
}

/// A run loop mode. The SDK's is `RawRepresentable` over a `CFString`, which the stand-in does
/// not have: it names its two modes only, and keeps the name internal.
/// https://developer.apple.com/documentation/corefoundation/cfrunloopmode
public struct CFRunLoopMode: Hashable, Sendable {
    let name: String

    init(name: String) {
        self.name = name
    }

    /// The set of modes declared "common"; the stand-in's run loop runs in all of them.
    /// https://developer.apple.com/documentation/corefoundation/cfrunloopmode/commonmodes
    public static let commonModes: CFRunLoopMode! = CFRunLoopMode(name: "kCFRunLoopCommonModes")
    /// The mode of a run loop waiting for events.
    /// https://developer.apple.com/documentation/corefoundation/cfrunloopmode/defaultmode
    public static let defaultMode: CFRunLoopMode! = CFRunLoopMode(name: "kCFRunLoopDefaultMode")
}

/// A run loop observer: a block called at chosen stages of its run loop.
///
/// https://developer.apple.com/documentation/corefoundation/cfrunloopobserver
public final class CFRunLoopObserver {
    let activities: CFRunLoopActivity
    let repeats: Bool
    let order: CFIndex
    let block: (CFRunLoopObserver?, CFRunLoopActivity) -> Void

    init(activities: CFRunLoopActivity, repeats: Bool, order: CFIndex, block: @escaping (CFRunLoopObserver?, CFRunLoopActivity) -> Void) {
        self.activities = activities
        self.repeats = repeats
        self.order = order
        self.block = block
    }
}

/// A run loop; the stand-in has only the main one. Not `Sendable`, as in the iOS 17 SDK; its
/// observers are guarded by a lock, as Core Foundation's functions may be called from any thread.
///
/// https://developer.apple.com/documentation/corefoundation/cfrunloop
public final class CFRunLoop {
    private let state = RunLoopObservers()

    fileprivate init() {}

    nonisolated(unsafe) fileprivate static let main = CFRunLoop()   // lock-guarded state

    /// Calls the observers of `activity`, lowest order first, outside the lock (a block may add
    /// or invalidate observers); an observer that does not repeat is invalidated after its call.
    @MainActor
    func callObservers(_ activity: CFRunLoopActivity) {
        for observer in state.observers(of: activity) where state.contains(observer) {
            if !observer.repeats { state.remove(observer) }
            observer.block(observer, activity)
        }
    }

    fileprivate func add(_ observer: CFRunLoopObserver) { state.add(observer) }
    fileprivate func remove(_ observer: CFRunLoopObserver) { state.remove(observer) }
}

/// The observers of a run loop, guarded by a lock: Core Foundation's functions may be called
/// from any thread.
private final class RunLoopObservers: @unchecked Sendable {
    private let lock = NSLock()
    private var added: [CFRunLoopObserver] = []

    func add(_ observer: CFRunLoopObserver) {
        lock.withLock { if !added.contains(where: { $0 === observer }) { added.append(observer) } }
    }

    func remove(_ observer: CFRunLoopObserver) {
        lock.withLock { added.removeAll { $0 === observer } }
    }

    func contains(_ observer: CFRunLoopObserver) -> Bool {
        lock.withLock { added.contains { $0 === observer } }
    }

    func observers(of activity: CFRunLoopActivity) -> [CFRunLoopObserver] {
        lock.withLock { added.filter { $0.activities.contains(activity) }.sorted { $0.order < $1.order } }
    }
}

/// Returns the main run loop. https://developer.apple.com/documentation/corefoundation/cfrunloopgetmain()
public func CFRunLoopGetMain() -> CFRunLoop! {
    CFRunLoop.main
}

/// Creates a run loop observer with a block-based handler.
///
/// https://developer.apple.com/documentation/corefoundation/cfrunloopobservercreatewithhandler(_:_:_:_:_:)
public func CFRunLoopObserverCreateWithHandler(
    _ allocator: CFAllocator!, _ activities: CFOptionFlags, _ repeats: Bool, _ order: CFIndex,
    _ block: ((CFRunLoopObserver?, CFRunLoopActivity) -> Void)!
) -> CFRunLoopObserver! {
    CFRunLoopObserver(activities: CFRunLoopActivity(rawValue: activities), repeats: repeats, order: order, block: block)
}

/// Adds an observer to a run loop mode; adding it again does nothing.
///
/// https://developer.apple.com/documentation/corefoundation/cfrunloopaddobserver(_:_:_:)
public func CFRunLoopAddObserver(_ rl: CFRunLoop!, _ observer: CFRunLoopObserver!, _ mode: CFRunLoopMode!) {
    rl.add(observer)
}

/// Removes an observer from a run loop mode.
///
/// https://developer.apple.com/documentation/corefoundation/cfrunloopremoveobserver(_:_:_:)
public func CFRunLoopRemoveObserver(_ rl: CFRunLoop!, _ observer: CFRunLoopObserver!, _ mode: CFRunLoopMode!) {
    rl.remove(observer)
}

/// Invalidates an observer, stopping it from ever firing again; its run loop lets go of it.
///
/// https://developer.apple.com/documentation/corefoundation/cfrunloopobserverinvalidate(_:)
public func CFRunLoopObserverInvalidate(_ observer: CFRunLoopObserver!) {
    CFRunLoop.main.remove(observer)
}

extension StandInRuntime {
    /// The main run loop is about to wait for events: its before-waiting observers run. The
    /// stand-in calls it when its main queue goes idle. **Not UIKit API.**
    static func mainRunLoopWillWait() {
        CFRunLoop.main.callObservers(.beforeWaiting)
    }
}
#endif
