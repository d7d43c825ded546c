#if os(Linux) && UIKitStandIn
import Foundation
import Testing
import UIKitStandIn

// Written as UIKit code is written, so that every spelling the UIKit adapter may use is pinned:
// if a name, label, optionality or default argument drifts from UIKit's, this file stops compiling.

@MainActor
private final class ShelfComicViewController: UIViewController {
    var loadedOwnView = false

    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func loadView() {
        view = UIView(frame: .zero)
        loadedOwnView = true
    }
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    override func encodeRestorableState(with coder: NSCoder) { super.encodeRestorableState(with: coder) }
    override func decodeRestorableState(with coder: NSCoder) { super.decodeRestorableState(with: coder) }
    override func applicationFinishedRestoringState() { super.applicationFinishedRestoringState() }
}

@MainActor
private final class LibraryStack: UINavigationController {}

@MainActor
private final class AppDelegate: UIResponder, UIApplicationDelegate {}

@MainActor
private final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: ShelfComicViewController())
        window.makeKeyAndVisible()
        self.window = window
        _ = session.stateRestorationActivity?.userInfo
        _ = connectionOptions.userActivities
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: "revive")
        activity.addUserInfoEntries(from: ["scene": scene.session.persistentIdentifier])
        return activity
    }
}

@MainActor
private func describe(_ style: UIModalPresentationStyle) -> String {
    switch style {
    case .fullScreen, .pageSheet, .formSheet, .currentContext, .custom, .overFullScreen, .overCurrentContext, .popover, .none, .automatic:
        return "known"
    @unknown default:
        return "unknown"
    }
}

extension UIKitStandInTests {
    @Suite @MainActor struct SourceCompatibilityTests {
        @Test func uikitStyleCodeCompilesAndRuns() async {
            let comic = ShelfComicViewController()
            comic.title = "One Piece"
            comic.restorationIdentifier = "comic"
            comic.modalPresentationStyle = .fullScreen
            comic.definesPresentationContext = false
            comic.tabBarItem = UITabBarItem()
            #expect(describe(comic.modalPresentationStyle) == "known")
            _ = comic.view
            #expect(comic.loadedOwnView && comic.isViewLoaded)

            let stack: UINavigationController = LibraryStack(rootViewController: UIViewController())
            stack.pushViewController(comic, animated: true)
            let popped: UIViewController? = stack.popViewController(animated: true)
            let poppedToRoot: [UIViewController]? = stack.popToRootViewController(animated: false)
            stack.setViewControllers([UIViewController(), comic], animated: false)
            let poppedTo: [UIViewController]? = stack.popToViewController(stack.viewControllers[0], animated: false)
            _ = (popped, poppedToRoot, poppedTo, stack.topViewController, stack.visibleViewController)

            let tabs = UITabBarController()
            tabs.setViewControllers([stack, UIViewController()], animated: false)
            tabs.selectedIndex = 1
            tabs.selectedViewController = stack
            let tabControllers: [UIViewController]? = tabs.viewControllers
            #expect(tabControllers?.count == 2)

            let split = UISplitViewController(style: .tripleColumn)
            split.setViewController(UIViewController(), for: .supplementary)
            let column: UIViewController? = split.viewController(for: .supplementary)
            split.show(.primary)
            split.hide(.supplementary)
            split.preferredDisplayMode = .twoDisplaceSecondary
            let mode: UISplitViewController.DisplayMode = split.displayMode
            let splitDelegate: (any UISplitViewControllerDelegate)? = split.delegate
            #expect(splitDelegate == nil)
            StandInRuntime.collapse(split)
            StandInRuntime.expand(split)
            _ = (column, split.isCollapsed, split.style, UISplitViewController().viewControllers, mode)

            let parent = UIViewController()
            let child = UIViewController()
            parent.addChild(child)
            child.didMove(toParent: parent)
            child.willMove(toParent: nil)
            child.removeFromParent()
            _ = (parent.children, child.parent, child.navigationController, child.tabBarController, child.splitViewController)

            let window = UIWindow(frame: .zero)
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            let presented = UIViewController()
            tabs.present(presented, animated: true, completion: nil)
            tabs.present(UIViewController(), animated: false)
            _ = (presented.presentingViewController, tabs.presentedViewController, presented.isBeingPresented, presented.isBeingDismissed)
            await StandInRuntime.drainMainQueue()
            presented.dismiss(animated: true)
            await StandInRuntime.drainMainQueue()

            UIApplication.shared.delegate = AppDelegate()
            let task: UIBackgroundTaskIdentifier = UIApplication.shared.beginBackgroundTask(withName: "save") {}
            if task != .invalid { UIApplication.shared.endBackgroundTask(task) }
            let delegate = SceneDelegate()
            let scene = StandInRuntime.connectScene(delegate: delegate)
            StandInRuntime.enterBackground(scene)
            #expect(scene.session.stateRestorationActivity?.userInfo?["scene"] as? String == scene.session.persistentIdentifier)
            #expect(delegate.window?.windowScene === scene && delegate.window?.isKeyWindow == true)
            StandInRuntime.resetApplication()
            UIApplication.shared.delegate = nil
        }
    }
}
#endif
