#if os(Linux) && UIKitStandIn
import Foundation
import Testing
import UIKitStandIn

extension UIKitStandInTests {
    @Suite @MainActor struct NavigationControllerTests {
        let log = EventLog()

        /// Records containment callbacks too.
        final class ContainedSpy: Spy {
            override func willMove(toParent parent: UIViewController?) { log.record("\(name) willMove(\(parent == nil ? "nil" : "parent"))") }
            override func didMove(toParent parent: UIViewController?) { log.record("\(name) didMove(\(parent == nil ? "nil" : "parent"))") }
        }

        @Test func pushCallsAppearanceAndContainmentInUIKitsOrder() {
            let stack = UINavigationController(rootViewController: Spy("A", log: log))
            visibleWindow(root: stack, log: log)
            stack.pushViewController(ContainedSpy("B", log: log), animated: true)
            #expect(log.take() == [
                "B willMove(parent)", "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear",
                "A viewDidDisappear", "B viewDidAppear", "B didMove(parent)",
            ])
        }

        @Test func popReturnsThePoppedViewControllerAndFreesIt() {
            let root = Spy("A", log: log)
            let stack = UINavigationController(rootViewController: root)
            visibleWindow(root: stack, log: log)
            weak var weakPopped: Spy?
            do {
                let pushed = ContainedSpy("B", log: log)
                weakPopped = pushed
                stack.pushViewController(pushed, animated: false)
                _ = log.take()
                #expect(stack.popViewController(animated: true) === pushed)
                #expect(log.take() == [
                    "B willMove(nil)", "B viewWillDisappear", "A viewWillAppear",
                    "B viewDidDisappear", "A viewDidAppear", "B didMove(nil)",
                ])
                #expect(pushed.parent == nil)
            }
            #expect(weakPopped == nil)
            #expect(stack.popViewController(animated: false) == nil)
            #expect(stack.viewControllers == [root])
        }

        @Test func popToRootAndPopToViewControllerReturnWhatWasPopped() {
            let (a, b, c) = (Spy("A", log: log), Spy("B", log: log), Spy("C", log: log))
            let stack = UINavigationController(rootViewController: a)
            stack.setViewControllers([a, b, c], animated: false)
            #expect(stack.popToViewController(b, animated: false) == [c])
            #expect(stack.topViewController === b)
            stack.pushViewController(c, animated: false)
            #expect(stack.popToRootViewController(animated: true) == [b, c])
            #expect(stack.popToRootViewController(animated: true) == [])
            #expect(stack.viewControllers == [a])
        }

        @Test func setViewControllersWithoutAWindowCallsNoAppearanceMethods() {
            let stack = UINavigationController()
            stack.setViewControllers([Spy("A", log: log), Spy("B", log: log)], animated: true)
            #expect(log.take().isEmpty)
            #expect(stack.children == stack.viewControllers)
            #expect(stack.viewControllers.allSatisfy { $0.navigationController === stack && $0.parent === stack })
        }

        @Test func setViewControllersInAWindowMovesOnlyTheTops() {
            let stack = UINavigationController(rootViewController: Spy("A", log: log))
            visibleWindow(root: stack, log: log)
            stack.setViewControllers([Spy("B", log: log), Spy("C", log: log)], animated: false)
            #expect(log.take() == ["C viewDidLoad", "A viewWillDisappear", "C viewWillAppear", "A viewDidDisappear", "C viewDidAppear"])
        }

        @Test func visibleViewControllerIsAPresentedOneElseTheTop() async {
            let top = Spy("A", log: log)
            let stack = UINavigationController(rootViewController: top)
            visibleWindow(root: stack, log: log)
            #expect(stack.visibleViewController === top)
            let modal = Spy("M", log: log)
            stack.present(modal, animated: false)
            #expect(stack.visibleViewController === modal)
            await StandInRuntime.drainMainQueue()
        }

        @Test func pushingTheSameViewControllerTwiceIsRefused() {
            StandInRuntime.clearWarnings()
            let root = Spy("A", log: log)
            let stack = UINavigationController(rootViewController: root)
            stack.pushViewController(root, animated: false)
            #expect(stack.viewControllers == [root])
            #expect(StandInRuntime.warnings.last?.contains("more than once is not supported") == true)
        }
    }
}
#endif
