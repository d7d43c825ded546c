#if os(Linux) && UIKitStandIn
import Foundation
import Testing
import UIKitStandIn

/// A scene delegate that records its callbacks and saves an activity.
@MainActor
final class SceneSpy: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let log: EventLog
    var activityToSave: NSUserActivity?

    init(log: EventLog) {
        self.log = log
        super.init()
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        log.record("willConnect")
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
    }
    func sceneWillEnterForeground(_ scene: UIScene) { log.record("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.record("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { log.record("willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { log.record("didEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { log.record("didDisconnect") }
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        log.record("stateRestorationActivity")
        return activityToSave
    }
}

@MainActor
final class AppDelegateSpy: UIResponder, UIApplicationDelegate {
    var discarded: Set<UISceneSession> = []
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        discarded.formUnion(sceneSessions)
    }
}

extension UIKitStandInTests {
    @Suite @MainActor struct SceneLifecycleTests {
        let log = EventLog()

        @Test func aSceneGoesThroughUIKitsLifecycleAndItsSessionKeepsTheSavedActivity() {
            StandInRuntime.resetApplication()
            let delegate = SceneSpy(log: log)
            let activity = NSUserActivity(activityType: "restore")
            delegate.activityToSave = activity
            #expect(UIApplication.shared.applicationState == .background)
            let scene = StandInRuntime.connectScene(delegate: delegate)
            #expect(UIApplication.shared.applicationState == .inactive)
            StandInRuntime.activate(scene)
            #expect(scene.activationState == .foregroundActive)
            #expect(UIApplication.shared.applicationState == .active)
            #expect(delegate.window?.windowScene === scene)
            StandInRuntime.enterBackground(scene)
            #expect(UIApplication.shared.applicationState == .background)
            #expect(scene.session.stateRestorationActivity === activity)
            let session = scene.session
            StandInRuntime.disconnect(scene)
            #expect(log.take() == [
                "willConnect", "willEnterForeground", "didBecomeActive", "willResignActive",
                "didEnterBackground", "stateRestorationActivity", "stateRestorationActivity", "didDisconnect",
            ])
            #expect(UIApplication.shared.connectedScenes.isEmpty)
            #expect(UIApplication.shared.openSessions == [session])
            let again = StandInRuntime.connectScene(delegate: SceneSpy(log: log), session: session)
            #expect(again.session.persistentIdentifier == session.persistentIdentifier)
            #expect(again.session.stateRestorationActivity === activity)
            StandInRuntime.resetApplication()
        }

        @Test func discardedSessionsReachTheAppDelegate() {
            StandInRuntime.resetApplication()
            let appDelegate = AppDelegateSpy()
            UIApplication.shared.delegate = appDelegate
            let scene = StandInRuntime.connectScene(delegate: SceneSpy(log: log))
            let session = scene.session
            StandInRuntime.discardSessions([session])
            #expect(appDelegate.discarded == [session])
            #expect(UIApplication.shared.openSessions.isEmpty)
            #expect(session.scene == nil)
            UIApplication.shared.delegate = nil
        }

        @Test func backgroundTasksRunUntilEndedOrExpired() {
            StandInRuntime.resetApplication()
            let application = UIApplication.shared
            let expirations = EventLog()
            let saving = application.beginBackgroundTask(withName: "save") { expirations.record("expired") }
            let other = application.beginBackgroundTask(expirationHandler: nil)
            #expect(saving != .invalid && other != .invalid && saving != other)
            #expect(StandInRuntime.runningBackgroundTaskNames == ["save", nil])
            application.endBackgroundTask(other)
            StandInRuntime.expireBackgroundTasks()
            #expect(expirations.events == ["expired"])
            application.endBackgroundTask(saving)
            application.endBackgroundTask(.invalid)
            #expect(StandInRuntime.runningBackgroundTaskNames.isEmpty)
            #expect(UIBackgroundTaskIdentifier.invalid.rawValue == 0)
        }

        @Test func aUserActivityMergesItsUserInfo() {
            let activity = NSUserActivity(activityType: "restore")
            activity.title = "Comic"
            #expect(activity.userInfo == nil)
            activity.addUserInfoEntries(from: ["a": 1, "b": 2])
            activity.addUserInfoEntries(from: ["b": 3])
            #expect(activity.userInfo?["a"] as? Int == 1)
            #expect(activity.userInfo?["b"] as? Int == 3)
            #expect(activity.activityType == "restore")
        }
    }
}
#endif
