#if os(Linux) && UIKitStandIn
import Foundation
import Testing
import UIKitStandIn

extension UIKitStandInTests {
    /// The main run loop's before-waiting observers (Core Foundation, which UIKit re-exports):
    /// called when the main queue goes idle, as a run loop calls them before it sleeps.
    @Suite @MainActor struct RunLoopObserverTests {
        /// An observer's calls and the activities it was called for.
        final class Calls {
            var count = 0
            var activities: [CFRunLoopActivity] = []
        }

        /// Adds a before-waiting observer to the main run loop that counts into `calls` and, after
        /// `limit` calls, invalidates itself from its own block.
        private func observer(_ calls: Calls, repeats: Bool = true, invalidatesAfter limit: Int = .max) -> CFRunLoopObserver? {
            let observer = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, repeats, 0) { observer, activity in
                calls.count += 1
                calls.activities.append(activity)
                if calls.count >= limit { CFRunLoopObserverInvalidate(observer) }
            }
            CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
            return observer
        }

        @Test func beforeWaitingObserversRunWhenTheMainQueueGoesIdle() async {
            let calls = Calls()
            let added = observer(calls)
            #expect(calls.count == 0, "nothing runs while the current work runs")
            await StandInRuntime.drainMainQueue()
            #expect(calls.count >= 1 && calls.activities.allSatisfy { $0 == .beforeWaiting })

            // A transition's completion is work UIKit does later: the run loop reaches
            // before-waiting after it.
            let before = calls.count
            var presented = false
            let window = UIWindow()
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            root.present(UIViewController(), animated: true) { presented = true }
            await settle(until: { presented && calls.count > before })
            #expect(presented && calls.count > before)
            CFRunLoopObserverInvalidate(added)
        }

        @Test func anInvalidatedOrOneShotObserverRunsNoMore() async {
            let oneShot = Calls(), selfEnding = Calls(), removed = Calls()
            _ = observer(oneShot, repeats: false)
            _ = observer(selfEnding, invalidatesAfter: 2)
            CFRunLoopObserverInvalidate(observer(removed))
            for _ in 0..<4 { await StandInRuntime.drainMainQueue() }
            #expect(oneShot.count == 1)
            #expect(selfEnding.count == 2)
            #expect(removed.count == 0)
        }
    }
}
#endif
