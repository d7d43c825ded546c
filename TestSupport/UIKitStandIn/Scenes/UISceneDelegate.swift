#if !canImport(UIKit)
public import Foundation

/// The core methods you use to respond to life-cycle events occurring within a scene.
///
/// UIKit declares every method `optional`; Swift protocols outside Objective-C cannot, so the
/// stand-in gives each a default implementation that does nothing (`stateRestorationActivity(for:)`
/// returns `nil`). A conforming class implements only what it needs, with UIKit's signatures.
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///     var window: UIWindow?
///     func sceneDidEnterBackground(_ scene: UIScene) { /* save */ }
/// }
/// ```
///
/// https://developer.apple.com/documentation/uikit/uiscenedelegate
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// Tells the delegate about the addition of a scene to the app.
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Tells the delegate that UIKit removed a scene from your app.
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)
    func sceneDidDisconnect(_ scene: UIScene)
    /// Tells the delegate that the scene became active and is now responding to user events.
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidbecomeactive(_:)
    func sceneDidBecomeActive(_ scene: UIScene)
    /// Tells the delegate that the scene is about to resign the active state.
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillresignactive(_:)
    func sceneWillResignActive(_ scene: UIScene)
    /// Tells the delegate that the scene is about to begin running in the foreground.
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillenterforeground(_:)
    func sceneWillEnterForeground(_ scene: UIScene)
    /// Tells the delegate that the scene is running in the background and is no longer onscreen.
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:)
    func sceneDidEnterBackground(_ scene: UIScene)
    /// Returns a user activity object encapsulating the current state of the specified scene;
    /// the system stores it in the session's `stateRestorationActivity`.
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// Tells the delegate to handle the specified Handoff-related activity: the user continued
    /// it on this device while the scene was connected (one that launches the app comes in the
    /// connection options' `userActivities` instead).
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

extension UISceneDelegate {
    /// Does nothing (UIKit's requirement is optional).
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing (UIKit's requirement is optional).
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing (UIKit's requirement is optional).
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing (UIKit's requirement is optional).
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing (UIKit's requirement is optional).
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing (UIKit's requirement is optional).
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Returns `nil`: no state to restore (UIKit's requirement is optional).
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    /// Does nothing (UIKit's requirement is optional).
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}

/// Additional methods that you use to manage app-specific tasks occurring in a scene.
///
/// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The main window associated with the scene.
    /// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window (UIKit's requirement is optional); a conforming class declares `var window: UIWindow?`.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
#endif
