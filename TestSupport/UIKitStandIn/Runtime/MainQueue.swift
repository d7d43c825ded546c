#if !canImport(UIKit)
import Dispatch
import Foundation

/// The stand-in's "next run loop turn": work that UIKit does when a transition ends.
///
/// Each scheduled block runs in its own `DispatchQueue.main.async` step, first in first out,
/// so it always runs after the call that scheduled it has returned — as UIKit runs a
/// presentation's completion "after the presentation finishes".
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
@MainActor
enum MainQueue {
    private static var pending: [@MainActor () -> Void] = []

    /// Whether some scheduled work has not run yet.
    static var hasPendingWork: Bool { !pending.isEmpty }

    static func schedule(_ work: @escaping @MainActor () -> Void) {
        pending.append(work)
        DispatchQueue.main.async {
            MainActor.assumeIsolated { MainQueue.runNext() }
        }
    }

    private static func runNext() {
        guard !pending.isEmpty else { return }
        let work = pending.removeFirst()
        work()
        // Nothing left to do "later": the run loop would sleep now.
        if pending.isEmpty { StandInRuntime.mainRunLoopWillWait() }
    }
}
#endif
