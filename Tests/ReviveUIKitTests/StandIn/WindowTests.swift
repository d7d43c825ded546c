#if os(Linux) && UIKitStandIn
import Foundation
import Testing
import UIKitStandIn

extension UIKitStandInTests {
    @Suite @MainActor struct WindowTests {
        let log = EventLog()

        @Test func theRootAppearsOnlyOnceTheWindowIsVisible() {
            let window = UIWindow(frame: .zero)
            let root = Spy("A", log: log)
            window.rootViewController = root
            #expect(log.take() == ["A viewDidLoad"])
            #expect(root.view.window === window)
            #expect(!window.isKeyWindow)
            window.makeKeyAndVisible()
            #expect(log.take() == ["A viewWillAppear", "A viewDidAppear"])
            #expect(window.isKeyWindow)
        }

        @Test func replacingTheRootMakesTheOldOneDisappear() {
            let old = Spy("A", log: log)
            let window = visibleWindow(root: old, log: log)
            window.rootViewController = Spy("B", log: log)
            #expect(log.take() == ["B viewDidLoad", "A viewWillDisappear", "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear"])
            #expect(old.view.window == nil)
        }

        @Test func aViewIsInTheWindowOnlyWhereItsControllerIsOnScreen() {
            let (a, b, other) = (Spy("A", log: log), Spy("B", log: log), Spy("T", log: log))
            let stack = UINavigationController(rootViewController: a)
            stack.pushViewController(b, animated: false)
            let tabs = UITabBarController()
            tabs.viewControllers = [stack, other]
            let window = visibleWindow(root: tabs, log: log)
            #expect(b.view.window === window)
            #expect(a.view.window == nil)
            #expect(other.view.window == nil)
            #expect(Spy("D", log: log).view.window == nil)
        }

        @Test func aWindowSceneListsItsWindowsWithoutRetainingThem() {
            let delegate = SceneSpy(log: log)
            let scene = StandInRuntime.connectScene(delegate: delegate)
            let first = UIWindow(windowScene: scene)
            weak var weakSecond: UIWindow?
            do {
                let second = UIWindow(windowScene: scene)
                weakSecond = second
                second.makeKeyAndVisible()
                #expect(scene.windows == [delegate.window, first, second])
                #expect(scene.keyWindow === second)
            }
            #expect(weakSecond == nil)
            #expect(scene.windows == [delegate.window, first])
            #expect(first.windowScene === scene)
            StandInRuntime.resetApplication()
        }
    }
}
#endif
