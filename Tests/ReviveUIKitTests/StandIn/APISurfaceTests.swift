#if os(Linux) && UIKitStandIn
import Foundation
import Testing
import UIKitStandIn

extension UIKitStandInTests {
    /// UIKit's raw values and the hooks the stand-in must never call itself.
    @Suite @MainActor struct APISurfaceTests {
        let log = EventLog()

        @Test func enumerationsHaveUIKitsRawValues() {
            let styles: [(UIModalPresentationStyle, Int)] = [
                (.fullScreen, 0), (.pageSheet, 1), (.formSheet, 2), (.currentContext, 3), (.custom, 4),
                (.overFullScreen, 5), (.overCurrentContext, 6), (.popover, 7), (.none, -1), (.automatic, -2),
            ]
            for (style, raw) in styles { #expect(style.rawValue == raw) }
            #expect([UISplitViewController.Style.unspecified, .doubleColumn, .tripleColumn].map(\.rawValue) == [0, 1, 2])
            #expect([UISplitViewController.Column.primary, .supplementary, .secondary, .compact].map(\.rawValue) == [0, 1, 2, 3])
            #expect([UIApplication.State.active, .inactive, .background].map(\.rawValue) == [0, 1, 2])
            #expect([UIScene.ActivationState.unattached, .foregroundActive, .foregroundInactive, .background].map(\.rawValue) == [-1, 0, 1, 2])
            #expect(UIViewController().modalPresentationStyle == .automatic)
            #expect(!UIViewController().definesPresentationContext)
        }

        @Test func theViewLoadsOnceOnFirstAccess() {
            let controller = Spy("A", log: log)
            #expect(!controller.isViewLoaded)
            #expect(controller.viewIfLoaded == nil)
            _ = controller.view
            _ = controller.view
            #expect(controller.isViewLoaded)
            #expect(log.take() == ["A viewDidLoad"])
        }

        @Test func addChildCallsWillMoveAndRemoveFromParentCallsDidMoveAsDocumented() {
            let parent = UIViewController()
            let child = NavigationControllerTests.ContainedSpy("C", log: log)
            parent.addChild(child)
            #expect(log.take() == ["C willMove(parent)"])
            #expect(parent.children == [child] && child.parent === parent)
            child.removeFromParent()
            #expect(log.take() == ["C didMove(nil)"])
            #expect(parent.children.isEmpty && child.parent == nil)
            let other = UIViewController()
            parent.addChild(child)
            other.addChild(child)
            #expect(parent.children.isEmpty && other.children == [child])
        }

        @Test func aCustomContainersChildAppearsAndDisappearsWithItsContainment() {
            let container = Spy("A", log: log)
            visibleWindow(root: container, log: log)
            weak var weakChild: Spy?
            do {
                let child = NavigationControllerTests.ContainedSpy("C", log: log)
                weakChild = child
                container.addChild(child)
                child.didMove(toParent: container)
                #expect(log.take() == ["C willMove(parent)", "C viewDidLoad", "C viewWillAppear", "C viewDidAppear", "C didMove(parent)"])
                child.willMove(toParent: nil)
                child.removeFromParent()
                #expect(log.take() == ["C willMove(nil)", "C viewWillDisappear", "C viewDidDisappear", "C didMove(nil)"])
            }
            #expect(weakChild == nil)
        }

        @Test func presentingAViewControllerThatIsAlreadyPresentedOrAChildIsRefused() async {
            StandInRuntime.clearWarnings()
            let root = Spy("A", log: log)
            visibleWindow(root: root, log: log)
            let child = UIViewController()
            root.addChild(child)
            root.present(child, animated: false)
            #expect(root.presentedViewController == nil)
            #expect(StandInRuntime.warnings.last?.contains("that has a parent view controller") == true)
            let presented = UIViewController()
            root.present(presented, animated: false)
            await StandInRuntime.drainMainQueue()
            presented.present(presented, animated: false)
            #expect(presented.presentedViewController == nil)
            #expect(StandInRuntime.warnings.last?.contains("that is already being presented") == true)
        }

        @Test func theTabBarItemTakesTheTitle() {
            let controller = UIViewController()
            controller.title = "Library"
            #expect(controller.tabBarItem.title == "Library")
            controller.restorationIdentifier = "library"
            #expect(controller.restorationIdentifier == "library")
        }

        @Test func theStandInNeverCallsUIKitsOwnRestorationHooks() async {
            let (a, b, c) = (Spy("A", log: log), Spy("B", log: log), Spy("C", log: log))
            let stack = UINavigationController(rootViewController: a)
            let tabs = UITabBarController()
            tabs.viewControllers = [stack]
            visibleWindow(root: tabs, log: log)
            stack.pushViewController(b, animated: true)
            b.present(c, animated: true)
            await StandInRuntime.drainMainQueue()
            c.dismiss(animated: true)
            await StandInRuntime.drainMainQueue()
            stack.popToRootViewController(animated: true)
            #expect([a, b, c].map(\.restorationHookCalls) == [0, 0, 0])
        }
    }
}
#endif
