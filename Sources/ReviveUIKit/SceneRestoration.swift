#if canImport(UIKit)
public import UIKit
#elseif os(Linux) && UIKitStandIn
public import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
import Foundation
public import Revive
public import Logging

/// The scene glue for UIKit: one object per window scene that restores it at connection,
/// keeps the user's place in checkpoints as the window settles, saves it in
/// `sceneDidEnterBackground(_:)` inside a background task, and forgets the scenes whose
/// sessions the user discarded.
///
/// Checkpoints need no call of the app's: the controller looks at the window each time the main
/// run loop goes idle (``WindowHierarchy/observeChanges(_:)``) and writes one, coalesced over
/// its configuration's `checkpointDelay` (`nil` turns them off), once what the user sees
/// changed — so a crash in the foreground comes back to the last screen. None is written in
/// the background: from `sceneDidEnterBackground()` until UIKit posts
/// `UIScene.willEnterForegroundNotification` for the window's scene.
///
/// The scene's Revive id is its session's `persistentIdentifier`, which UIKit keeps for the
/// session's life: no activity type to declare in Info.plist, nothing to return from
/// `stateRestorationActivity(for:)`. At the first launch in a process it also sweeps, off the
/// main actor, the saved state of sessions that no longer exist (`UIApplication.openSessions`)
/// and of anything past the policy's ages.
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///     var window: UIWindow?
///     var restoration: SceneRestoration?
///
///     func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
///         guard let scene = scene as? UIWindowScene else { return }
///         let window = UIWindow(windowScene: scene)
///         restoration = SceneRestoration(window: window, session: session, registry: AppRegistry.make(),
///                                        configuration: .init(store: AppStore.shared))
///         restoration?.launch { MainTabBarController() }
///         self.window = window
///     }
///     func sceneDidEnterBackground(_ scene: UIScene) { restoration?.sceneDidEnterBackground() }
/// }
///
/// // In the app delegate:
/// func application(_ application: UIApplication, didDiscardSceneSessions sessions: Set<UISceneSession>) {
///     SceneRestoration.discardSavedState(of: sessions, in: AppStore.shared)
/// }
/// ```
@MainActor
public final class SceneRestoration {
    /// The `userInfo` key under which earlier versions kept the scene's Revive id in the
    /// session's `stateRestorationActivity`; a state saved under such an id is restored once
    /// and then lives under the session's `persistentIdentifier`.
    public static let sceneIDKey = "revive.sceneID"
    /// The activity type earlier versions gave that activity.
    public static let activityType = "revive.scene"

    /// The engine's scene glue this forwards to: adopting a former id, the launch sweep, the
    /// background task and the discard.
    public let restorationScene: RestorationScene<WindowHierarchy>
    /// The controller: launch, save and quit rules for this scene.
    public var controller: RestorationController<WindowHierarchy> { restorationScene.controller }
    /// The scene's Revive id: its session's `persistentIdentifier`.
    public var sceneID: String { restorationScene.sceneID }
    /// Brings the controller's checkpoints back when the scene returns to the foreground.
    private let foregroundObservation: NotificationObservation

    /// Creates the glue for a window scene.
    /// - Parameters:
    ///   - window: The scene's window; the restored view controllers become its root.
    ///   - session: The scene's session; its `persistentIdentifier` names the saved state.
    ///   - registry: The view controller types a saved file may recreate (a
    ///     `RestorationRegistry<UIViewController>()` knows UIKit's containers already).
    ///   - configuration: The store, shared by every scene of the app, and the policy, codec,
    ///     budget and logger.
    public init(
        window: UIWindow,
        session: UISceneSession,
        registry: RestorationRegistry<UIViewController>,
        configuration: RestorationController<WindowHierarchy>.Configuration
    ) {
        let controller = RestorationController(
            hierarchy: WindowHierarchy(window: window), registry: registry,
            sceneID: Self.sceneID(of: session), configuration: configuration
        )
        let scene = RestorationScene(controller: controller, formerSceneID: Self.formerSceneID(of: session))
        restorationScene = scene
        foregroundObservation = NotificationObservation(UIScene.willEnterForegroundNotification, object: window.windowScene) { [weak scene] in
            scene?.handle(.active)
        }
    }

    /// The Revive scene id of a session: its `persistentIdentifier`.
    public static func sceneID(of session: UISceneSession) -> String {
        session.persistentIdentifier
    }

    /// The id an earlier version kept in the session's activity, when it differs.
    static func formerSceneID(of session: UISceneSession) -> String? {
        guard let former = session.stateRestorationActivity?.userInfo?[sceneIDKey] as? String,
              former != session.persistentIdentifier else { return nil }
        return former
    }

    /// Restores the scene into the window, or installs `defaultRoot()`; the window's root is
    /// set before this returns. Call it from `scene(_:willConnectTo:options:)`.
    ///
    /// The first launch of a process also starts the sweep of saved scenes whose sessions are
    /// gone (``sweepSavedScenes(in:keeping:policy:logger:)``), off the main actor.
    /// - Parameters:
    ///   - defaultRoot: Makes the root view controller of a fresh start (its children are
    ///     reused by a restore where they match).
    ///   - completion: Called once when every restored presentation is on screen.
    public func launch(defaultRoot: @escaping () -> UIViewController, completion: @escaping (LaunchResult) -> Void = { _ in }) {
        restorationScene.launch(defaultRoot: defaultRoot, keeping: Self.liveSceneIDs(of: UIApplication.shared.openSessions), completion: completion)
    }

    /// Saves the scene; call it from `sceneDidEnterBackground(_:)`. The write runs off the
    /// main actor inside a background task, which ends when the write is done or when the
    /// system's time runs out.
    /// - Returns: Whether a save was scheduled, declined, or not possible.
    @discardableResult
    public func sceneDidEnterBackground() -> SaveResult {
        let application = UIApplication.shared
        restorationScene.handle(
            .background,
            beginBackgroundTask: { expired in
                application.beginBackgroundTask(withName: "Revive save") { expired() }
            },
            endBackgroundTask: { application.endBackgroundTask($0) }
        )
        // `nil` only once the app discarded this scene's session: it declined every later save.
        return restorationScene.lastSaveResult ?? .declinedByApp
    }

    /// Nothing: Revive needs no activity, the scene's id is its session's
    /// `persistentIdentifier`. Kept so that a scene delegate that returns it from
    /// `stateRestorationActivity(for:)` still compiles; return your own activity there if you
    /// use one (for Handoff), and declare its type under `NSUserActivityTypes`.
    public var stateRestorationActivity: NSUserActivity? { nil }

    /// Deletes every file of the scenes the user closed in the app switcher. Call it from
    /// `application(_:didDiscardSceneSessions:)`.
    ///
    /// A failure (another process holds a scene) is logged; the next launch's sweep tries again.
    /// - Parameters:
    ///   - sessions: The discarded sessions.
    ///   - store: The store the scenes saved to.
    ///   - logger: Where a scene that could not be discarded is logged.
    public static func discardSavedState(of sessions: Set<UISceneSession>, in store: any SnapshotStore, logger: Logger = .disabled) {
        store.discardSavedState(ofScenes: sessions.map(sceneID(of:)) + sessions.compactMap(formerSceneID(of:)), logger: logger)
    }

    /// Removes, off the main actor, the saved state of scenes whose sessions UIKit no longer
    /// keeps, and states and quarantines past the policy's ages.
    /// ``launch(defaultRoot:completion:)`` starts it once per store and process with
    /// `UIApplication.shared.openSessions`; call it yourself to wait for it (in a test).
    /// - Parameters:
    ///   - store: The store the scenes save to.
    ///   - openSessions: The sessions UIKit keeps: `UIApplication.shared.openSessions`.
    ///   - policy: Its `RestorationPolicy/maximumAge` and `RestorationPolicy/maximumQuarantineAge`.
    ///   - logger: Where what was removed is logged.
    /// - Returns: How many files were removed.
    @discardableResult
    public static func sweepSavedScenes(
        in store: any SnapshotStore, keeping openSessions: Set<UISceneSession>,
        policy: RestorationPolicy = RestorationPolicy(), logger: Logger = .disabled
    ) async -> Int {
        await store.sweepSavedScenes(keeping: liveSceneIDs(of: openSessions), policy: policy, logger: logger)
    }

    /// The ids of the sessions, and the former ids their activities still carry.
    private static func liveSceneIDs(of sessions: Set<UISceneSession>) -> Set<String> {
        Set(sessions.map(sceneID(of:)) + sessions.compactMap(formerSceneID(of:)))
    }
}

/// A block observer of `NotificationCenter.default`, removed when this is freed (an observer
/// added with a block stays until it is removed).
/// https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:)
private final class NotificationObservation {
    private let token: any NSObjectProtocol

    /// Observes `name` from `object` (from any object when `nil`); UIKit posts the scene
    /// notifications on the main thread, where `handler` runs.
    init(_ name: Notification.Name, object: AnyObject?, handler: @escaping @MainActor () -> Void) {
        token = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { _ in
            MainActor.assumeIsolated { handler() }
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(token)
    }
}
#endif
