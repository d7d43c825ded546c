#if os(Linux) && UIKitStandIn
import Foundation
import Testing
import UIKitStandIn

extension UIKitStandInTests {
    @Suite @MainActor struct TabBarControllerTests {
        let log = EventLog()

        @Test func changingTheSelectionCallsAppearanceInUIKitsOrder() {
            let tabs = UITabBarController()
            tabs.viewControllers = [Spy("A", log: log), Spy("B", log: log)]
            visibleWindow(root: tabs, log: log)
            tabs.selectedIndex = 1
            #expect(log.take() == ["B viewDidLoad", "B viewWillAppear", "A viewWillDisappear", "A viewDidDisappear", "B viewDidAppear"])
            #expect(tabs.selectedViewController === tabs.children[1])
            tabs.selectedIndex = 7
            #expect(tabs.selectedIndex == 1)
        }

        @Test func replacingTheTabsKeepsOrMovesTheSelectionAsDocumented() {
            let (a, b, c) = (Spy("A", log: log), Spy("B", log: log), Spy("C", log: log))
            let tabs = UITabBarController()
            #expect(tabs.viewControllers == nil)
            #expect(tabs.selectedViewController == nil)
            tabs.viewControllers = [a, b]
            #expect(tabs.selectedIndex == 0)
            tabs.selectedViewController = b
            tabs.viewControllers = [c, b]
            #expect(tabs.selectedViewController === b)
            tabs.viewControllers = [a, c]
            #expect(tabs.selectedViewController === c)
            tabs.viewControllers = [b]
            #expect(tabs.selectedViewController === b)
            #expect(tabs.children == [b])
            #expect(b.tabBarController === tabs)
            #expect(a.parent == nil)
        }
    }

    @Suite @MainActor struct SplitViewControllerTests {
        let log = EventLog()

        @Test func columnStyleWrapsEachColumnInANavigationController() {
            let split = UISplitViewController(style: .doubleColumn)
            let primary = Spy("P", log: log)
            let secondaryStack = UINavigationController(rootViewController: Spy("S", log: log))
            split.setViewController(primary, for: .primary)
            split.setViewController(secondaryStack, for: .secondary)
            #expect(split.viewController(for: .primary) === primary)
            #expect(split.viewController(for: .secondary) === secondaryStack)
            #expect(split.children.count == 2)
            #expect(split.children[0] === primary.navigationController)
            #expect(split.children[1] === secondaryStack)
            #expect(split.viewControllers == split.children)
            #expect(primary.splitViewController === split)
            #expect(!split.isCollapsed)
        }

        @Test func theCompactColumnIsAChildButNotOnScreen() {
            let split = UISplitViewController(style: .tripleColumn)
            let compact = Spy("C", log: log)
            split.setViewController(Spy("P", log: log), for: .primary)
            split.setViewController(compact, for: .compact)
            visibleWindow(root: split, log: log)
            #expect(compact.navigationController?.parent === split)
            #expect(compact.view.window == nil)
            #expect(split.viewController(for: .primary)?.view.window != nil)
        }

        @Test func classicStyleUsesViewControllersUnwrapped() {
            StandInRuntime.clearWarnings()
            let split = UISplitViewController()
            #expect(split.style == .unspecified)
            let (primary, secondary) = (Spy("P", log: log), Spy("S", log: log))
            split.viewControllers = [primary, secondary]
            #expect(split.children == [primary, secondary])
            split.setViewController(Spy("X", log: log), for: .primary)
            #expect(split.viewController(for: .primary) == nil)
            #expect(split.children == [primary, secondary])
            #expect(StandInRuntime.warnings.last?.contains("classic split view controller") == true)
        }
    }
}
#endif
