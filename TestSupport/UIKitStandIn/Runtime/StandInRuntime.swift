#if !canImport(UIKit)
import Dispatch
import Foundation

/// Test controls for the UIKit stand-in. **Not UIKit API**: code that must also compile
/// against UIKit uses this only from Linux-only tests.
///
/// It exposes what UIKit prints to the console (`warnings`), lets a test wait until the
/// transitions and completions UIKit runs "later" have run (`drainMainQueue()`), and drives
/// the scene and application lifecycle that the system drives on a device
/// (`StandInRuntime+Scenes.swift`).
///
/// ```swift
/// @Test @MainActor func presentsAfterReturning() async {
///     root.present(reader, animated: true) { done = true }
///     #expect(!done)
///     await StandInRuntime.drainMainQueue()
///     #expect(done)
/// }
/// ```
@MainActor
public enum StandInRuntime {
    /// Every console message UIKit would have logged for a refused request, oldest first:
    /// "Attempt to present … whose view is not in the window hierarchy.", "… which is already
    /// presenting …", "… while a presentation is in progress.", and the misuses for which UIKit
    /// raises an exception (the stand-in refuses them instead of crashing).
    public private(set) static var warnings: [String] = []

    /// Forgets the recorded warnings.
    public static func clearWarnings() {
        warnings.removeAll()
    }

    static func warn(_ message: String) {
        warnings.append(message)
    }

    /// Suspends until every transition end and completion the stand-in scheduled on the main
    /// queue has run, including work scheduled by that work, and the main run loop's
    /// before-waiting observers have run (`CFRunLoopObserverCreateWithHandler`): the run loop
    /// has turned until it would sleep. Returns at once when none is pending (after one
    /// main-queue turn and the observers).
    ///
    /// - Parameter maximumTurns: A bound on main-queue turns, so that a completion that
    ///   presents forever cannot hang a test. The default is 10,000.
    public static func drainMainQueue(maximumTurns: Int = 10_000) async {
        var turns = 0
        repeat {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { continuation.resume() }
            }
            turns += 1
        } while MainQueue.hasPendingWork && turns < maximumTurns
        mainRunLoopWillWait()
    }
}
#endif
