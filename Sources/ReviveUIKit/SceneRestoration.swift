#if canImport(UIKit)
public import UIKit
#elseif canImport(UIKitStandIn)
public import UIKitStandIn
#endif
#if canImport(UIKit) || canImport(UIKitStandIn)
import Foundation
public import Revive
public import Logging

/// The scene glue for UIKit: one object per window scene that restores it at connection,
/// saves it in `sceneDidEnterBackground(_:)` inside a background task, hands UIKit only
/// Revive's scene id to keep, and forgets a scene whose session the user discarded.
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///     var window: UIWindow?
///     var restoration: SceneRestoration?
///
///     func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
///         guard let scene = scene as? UIWindowScene else { return }
///         let window = UIWindow(windowScene: scene)
///         restoration = SceneRestoration(window: window, session: session, registry: AppRegistry.make(), store: AppStore.shared)
///         restoration?.launch { MainTabBarController() }
///         self.window = window
///     }
///     func sceneDidEnterBackground(_ scene: UIScene) { restoration?.sceneDidEnterBackground() }
///     func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { restoration?.stateRestorationActivity }
/// }
/// ```
@MainActor
public final class SceneRestoration {
    /// The `userInfo` key under which the scene's Revive id is kept in the session's
    /// `stateRestorationActivity`.
    public static let sceneIDKey = "revive.sceneID"
    /// The activity type of that activity.
    public static let activityType = "revive.scene"

    /// The controller: launch, save and quit rules for this scene.
    public let controller: RestorationController<WindowHierarchy>
    /// The scene's Revive id: the one the session kept, or a new one for a new session.
    public var sceneID: String { controller.sceneID }

    /// Creates the glue for a window scene.
    /// - Parameters:
    ///   - window: The scene's window; the restored view controllers become its root.
    ///   - session: The scene's session; a session UIKit kept from an earlier process carries
    ///     the scene id in its `stateRestorationActivity`.
    ///   - registry: The view controller types a saved file may recreate (start from
    ///     ``WindowHierarchy/makeRegistry()``).
    ///   - store: Where saved state lives, shared by every scene of the app.
    ///   - policy: When saved state is used or discarded.
    ///   - codec: The codec, with its optional key.
    ///   - logger: Where launches, saves and discards are logged; nothing is logged by default.
    public init(
        window: UIWindow,
        session: UISceneSession,
        registry: RestorationRegistry<UIViewController>,
        store: any SnapshotStore,
        policy: RestorationPolicy = RestorationPolicy(),
        codec: SnapshotCodec = SnapshotCodec(),
        logger: Logger = .disabled
    ) {
        controller = RestorationController(
            hierarchy: WindowHierarchy(window: window), registry: registry, store: store,
            policy: policy, codec: codec, sceneID: Self.sceneID(of: session) ?? UUID().uuidString,
            logger: logger
        )
    }

    /// The Revive scene id a session carries, if an earlier process gave it one.
    public static func sceneID(of session: UISceneSession) -> String? {
        session.stateRestorationActivity?.userInfo?[sceneIDKey] as? String
    }

    /// Restores the scene into the window, or installs `defaultRoot()`; the window's root is
    /// set before this returns. Call it from `scene(_:willConnectTo:options:)`.
    /// - Parameters:
    ///   - defaultRoot: Makes the root view controller of a fresh start (its children are
    ///     reused by a restore where they match).
    ///   - completion: Called once when every restored presentation is on screen.
    public func launch(defaultRoot: @escaping () -> UIViewController, completion: @escaping (LaunchResult) -> Void = { _ in }) {
        controller.launch(defaultRoot: defaultRoot, completion: completion)
    }

    /// Saves the scene; call it from `sceneDidEnterBackground(_:)`. The write runs off the
    /// main actor inside a background task, which ends when the write is done or when the
    /// system's time runs out.
    /// - Returns: Whether a save was scheduled, declined, or not possible.
    @discardableResult
    public func sceneDidEnterBackground() -> SaveResult {
        let application = UIApplication.shared
        return controller.didEnterBackground(
            beginBackgroundTask: { expired in
                application.beginBackgroundTask(withName: "Revive save") { expired() }
            },
            endBackgroundTask: { application.endBackgroundTask($0) }
        )
    }

    /// What UIKit keeps for the scene: an activity that holds only Revive's scene id. Return
    /// it from `stateRestorationActivity(for:)`.
    public var stateRestorationActivity: NSUserActivity {
        let activity = NSUserActivity(activityType: Self.activityType)
        activity.addUserInfoEntries(from: [Self.sceneIDKey: sceneID])
        return activity
    }

    /// Deletes the saved state of scenes the user closed in the app switcher. Call it from
    /// `application(_:didDiscardSceneSessions:)`.
    /// - Parameters:
    ///   - sessions: The discarded sessions.
    ///   - store: The store the scenes saved to.
    public static func discardSavedState(of sessions: Set<UISceneSession>, in store: any SnapshotStore) {
        for discarded in sessions {
            guard let sceneID = sceneID(of: discarded) else { continue }
            try? store.discardScene(sceneID: sceneID)
        }
    }
}

#endif
