#if !canImport(UIKit)
public import Foundation

// The scene life cycle the system drives, for tests. Order per "Managing your app's life cycle":
// connect → willEnterForeground → didBecomeActive; willResignActive → didEnterBackground;
// didDisconnect; sessions discarded from the app switcher reach the app delegate.
// https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle
// https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity

extension StandInRuntime {
    /// Connects a new window scene, as the system does at launch or when the user opens a
    /// window: creates the session (or reuses `session`, as after a relaunch), the scene, sets
    /// its delegate, and calls `scene(_:willConnectTo:options:)`. The scene is then in the
    /// foreground but inactive; call `activate(_:)` to finish the launch.
    ///
    /// - Parameters:
    ///   - delegate: The scene delegate; the scene retains it, as in UIKit.
    ///   - session: A session to reconnect (its `stateRestorationActivity` is what the app
    ///     restores from); `nil` creates a new one with a new `persistentIdentifier`.
    ///   - userActivities: The connection options' user activities.
    /// - Returns: The connected scene.
    @discardableResult
    public static func connectScene(delegate: any UISceneDelegate, session: UISceneSession? = nil, userActivities: Set<NSUserActivity> = []) -> UIWindowScene {
        let session = session ?? makeSession()
        let application = UIApplication.shared
        application.openSessions.insert(session)
        let options = UIScene.ConnectionOptions(userActivities: userActivities)
        let scene = UIWindowScene(session: session, connectionOptions: options)
        scene.delegate = delegate
        application.connectedScenes.insert(scene)
        scene.activationState = .foregroundInactive
        delegate.scene(scene, willConnectTo: session, options: options)
        return scene
    }

    /// The user continues an activity from another device (Handoff) in a connected scene: the
    /// system calls the scene delegate's `scene(_:continue:)`.
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)
    public static func continueUserActivity(_ activity: NSUserActivity, in scene: UIScene) {
        scene.delegate?.scene(scene, continue: activity)
    }

    /// Makes a new session, as the system does for a scene it has not seen before.
    public static func makeSession(persistentIdentifier: String = UUID().uuidString, stateRestorationActivity: NSUserActivity? = nil) -> UISceneSession {
        UISceneSession(persistentIdentifier: persistentIdentifier, stateRestorationActivity: stateRestorationActivity)
    }

    /// Brings a scene to the foreground and makes it active: `sceneWillEnterForeground(_:)`
    /// and `UIScene.willEnterForegroundNotification` (when it was in the background or just
    /// connected), then `sceneDidBecomeActive(_:)`.
    public static func activate(_ scene: UIScene) {
        if scene.activationState != .foregroundActive {
            scene.delegate?.sceneWillEnterForeground(scene)
            NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
        }
    }

    /// Sends a scene to the background: `sceneWillResignActive(_:)`, `sceneDidEnterBackground(_:)`
    /// and `UIScene.didEnterBackgroundNotification`, then asks `stateRestorationActivity(for:)`
    /// and stores the answer in the session.
    public static func enterBackground(_ scene: UIScene) {
        if scene.activationState == .foregroundActive {
            scene.delegate?.sceneWillResignActive(scene)
            scene.activationState = .foregroundInactive
        }
        if scene.activationState == .foregroundInactive {
            scene.delegate?.sceneDidEnterBackground(scene)
            scene.activationState = .background
            NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
        }
        scene.session.stateRestorationActivity = scene.delegate?.stateRestorationActivity(for: scene)
    }

    /// Disconnects a scene, as the system does some time after it entered the background:
    /// asks for its state restoration activity, calls `sceneDidDisconnect(_:)` and releases the
    /// scene (and so its delegate). The session stays open.
    public static func disconnect(_ scene: UIScene) {
        if scene.activationState != .background { enterBackground(scene) }
        scene.session.stateRestorationActivity = scene.delegate?.stateRestorationActivity(for: scene)
        scene.delegate?.sceneDidDisconnect(scene)
        scene.activationState = .unattached
        UIApplication.shared.connectedScenes.remove(scene)
        scene.session.scene = nil
        scene.delegate = nil
    }

    /// Discards sessions, as when the user closes scenes in the app switcher: disconnects
    /// their scenes, then calls the app delegate's `application(_:didDiscardSceneSessions:)`.
    public static func discardSessions(_ sessions: Set<UISceneSession>) {
        for session in sessions { if let scene = session.scene { disconnect(scene) } }
        UIApplication.shared.openSessions.subtract(sessions)
        UIApplication.shared.delegate?.application(.shared, didDiscardSceneSessions: sessions)
    }

    /// The names of the background tasks that have begun and not ended, oldest first.
    public static var runningBackgroundTaskNames: [String?] {
        UIApplication.shared.runningBackgroundTasks.map(\.name)
    }

    /// Calls the expiration handler of every running background task, as the system does when
    /// background time runs out. A handler is expected to end its task; tasks that are still
    /// running afterwards stay in `runningBackgroundTaskNames`.
    public static func expireBackgroundTasks() {
        for task in UIApplication.shared.runningBackgroundTasks { task.expiration?() }
    }

    /// Forgets the application's scenes, sessions, background tasks, declared activity types
    /// and the warnings, so
    /// that each test starts as a freshly launched process. The delegate is left as it is.
    public static func resetApplication() {
        let application = UIApplication.shared
        application.connectedScenes.removeAll()
        application.openSessions.removeAll()
        application.runningBackgroundTasks.removeAll()
        declaredUserActivityTypes = []
        clearWarnings()
    }
}
#endif
