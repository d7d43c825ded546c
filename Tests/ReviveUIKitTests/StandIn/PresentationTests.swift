#if os(Linux) && UIKitStandIn
import Foundation
import Testing
import UIKitStandIn

extension UIKitStandInTests {
    @Suite @MainActor struct PresentationTests {
        let log = EventLog()

        @Test func presentSetsTheStateAtOnceAndCompletesAfterReturning() async {
            let root = Spy("A", log: log)
            let window = visibleWindow(root: root, log: log)
            let presented = Spy("B", log: log)
            presented.modalPresentationStyle = .fullScreen
            var completed = false
            root.present(presented, animated: true) { completed = true }
            #expect(root.presentedViewController === presented)
            #expect(presented.presentingViewController === root)
            #expect(presented.isBeingPresented)
            #expect(!completed)
            await StandInRuntime.drainMainQueue()
            #expect(completed)
            #expect(!presented.isBeingPresented)
            #expect(presented.view.window === window)
            #expect(root.view.window == nil)
        }

        @Test func fullScreenPresentationCallsAppearanceInUIKitsOrder() async {
            let root = Spy("A", log: log)
            visibleWindow(root: root, log: log)
            let presented = Spy("B", log: log)
            presented.modalPresentationStyle = .fullScreen
            root.present(presented, animated: true) { self.log.record("completion") }
            #expect(log.events == ["B viewDidLoad", "A viewWillDisappear", "B viewWillAppear"])
            await StandInRuntime.drainMainQueue()
            #expect(log.take() == [
                "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear",
                "B viewDidAppear", "A viewDidDisappear", "completion",
            ])
        }

        @Test(arguments: [UIModalPresentationStyle.pageSheet, .formSheet, .overFullScreen, .overCurrentContext, .automatic])
        func stylesThatLeaveThePresenterVisibleDoNotMakeItDisappear(style: UIModalPresentationStyle) async {
            let root = Spy("A", log: log)
            let window = visibleWindow(root: root, log: log)
            let presented = Spy("B", log: log)
            presented.modalPresentationStyle = style
            root.present(presented, animated: true)
            await StandInRuntime.drainMainQueue()
            #expect(log.take() == ["B viewDidLoad", "B viewWillAppear", "B viewDidAppear"])
            #expect(root.view.window === window)
        }

        @Test func appearanceCallbacksReceiveTheAnimatedArgument() async {
            let root = Spy("A", log: log)
            visibleWindow(root: root, log: log)
            let animated = Spy("B", log: log)
            animated.modalPresentationStyle = .fullScreen
            root.present(animated, animated: true)
            await StandInRuntime.drainMainQueue()
            animated.dismiss(animated: false)
            await StandInRuntime.drainMainQueue()
            #expect(animated.animatedArguments == [true, true, false, false])
            #expect(root.animatedArguments == [false, false, true, true, false, false])
        }

        @Test func presentingInAHiddenWindowCallsNoAppearanceUntilTheWindowIsShown() async {
            let window = UIWindow(frame: .zero)
            let root = Spy("A", log: log)
            window.rootViewController = root
            let presented = Spy("B", log: log)
            presented.modalPresentationStyle = .fullScreen
            var completed = false
            root.present(presented, animated: false) { completed = true }
            await StandInRuntime.drainMainQueue()
            #expect(completed)
            #expect(log.take() == ["A viewDidLoad", "B viewDidLoad"])
            window.makeKeyAndVisible()
            #expect(log.take() == ["B viewWillAppear", "B viewDidAppear"])
        }

        @Test func presentingFromAViewControllerOutsideAnyWindowIsRefused() async {
            StandInRuntime.clearWarnings()
            let detached = Spy("A", log: log)
            let presented = Spy("B", log: log)
            var completed = false
            detached.present(presented, animated: false) { completed = true }
            await StandInRuntime.drainMainQueue()
            #expect(detached.presentedViewController == nil)
            #expect(presented.presentingViewController == nil)
            #expect(!completed)
            #expect(!presented.isViewLoaded)
            #expect(StandInRuntime.warnings.last?.hasSuffix("whose view is not in the window hierarchy.") == true)
        }

        @Test func presentingFromAStackPageThatIsNotOnTopIsForwardedToTheRoot() async {
            let bottom = Spy("A", log: log)
            let stack = UINavigationController(rootViewController: bottom)
            visibleWindow(root: stack, log: log)
            stack.pushViewController(Spy("B", log: log), animated: false)
            #expect(bottom.view.window == nil)
            let presented = Spy("C", log: log)
            bottom.present(presented, animated: false)
            #expect(presented.presentingViewController === stack)
        }

        @Test func presentingWhileAlreadyPresentingIsRefused() async {
            StandInRuntime.clearWarnings()
            let root = Spy("A", log: log)
            visibleWindow(root: root, log: log)
            let first = Spy("B", log: log)
            root.present(first, animated: false)
            await StandInRuntime.drainMainQueue()
            var completed = false
            root.present(Spy("C", log: log), animated: false) { completed = true }
            await StandInRuntime.drainMainQueue()
            #expect(root.presentedViewController === first)
            #expect(!completed)
            #expect(StandInRuntime.warnings.last?.contains("which is already presenting") == true)
        }

        @Test func presentingWhileAPresentationIsInProgressIsRefused() async {
            StandInRuntime.clearWarnings()
            let root = Spy("A", log: log)
            visibleWindow(root: root, log: log)
            let first = Spy("B", log: log)
            root.present(first, animated: false)
            first.present(Spy("C", log: log), animated: false)
            #expect(first.presentedViewController == nil)
            #expect(StandInRuntime.warnings.last?.hasSuffix("while a presentation is in progress.") == true)
            await StandInRuntime.drainMainQueue()
            let second = Spy("C", log: log)
            first.present(second, animated: false)
            #expect(second.presentingViewController === first)
            await StandInRuntime.drainMainQueue()
        }

        @Test func presentingFromAPresentedViewControllerChains() async {
            let root = Spy("A", log: log)
            visibleWindow(root: root, log: log)
            let middle = Spy("B", log: log)
            let top = Spy("C", log: log)
            root.present(middle, animated: false)
            await StandInRuntime.drainMainQueue()
            middle.present(top, animated: false)
            await StandInRuntime.drainMainQueue()
            #expect(top.presentingViewController === middle)
            #expect(middle.presentedViewController === top)
            #expect(root.presentedViewController === middle)
        }
    }
}
#endif
