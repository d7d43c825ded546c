#if os(Linux) && UIKitStandIn
import Foundation
import Testing
import UIKitStandIn

extension UIKitStandInTests {
    /// What UIKit keeps of an app when the system kills its process: the sessions and their
    /// identifiers; the restoration activity only when its type is declared in Info.plist and
    /// the device is unlocked; no callback runs.
    @Suite @MainActor struct ProcessDeathTests {
        let log = EventLog()

        private func backgroundedScene(saving activity: NSUserActivity?) -> UIWindowScene {
            let delegate = SceneSpy(log: log)
            delegate.activityToSave = activity
            let scene = StandInRuntime.connectScene(delegate: delegate)
            StandInRuntime.activate(scene)
            StandInRuntime.enterBackground(scene)
            _ = log.take()
            return scene
        }

        @Test func theSessionsOutliveTheProcessWithTheirIdentifiersAndNoCallbackRuns() throws {
            StandInRuntime.resetApplication()
            let scene = backgroundedScene(saving: nil)
            let identifier = scene.session.persistentIdentifier
            scene.session.userInfo = ["window": "reader"]

            let sessions = StandInRuntime.terminateApp()

            #expect(log.take() == [])
            #expect(UIApplication.shared.connectedScenes.isEmpty && scene.activationState == .unattached)
            #expect(sessions == UIApplication.shared.openSessions && sessions.map(\.persistentIdentifier) == [identifier])
            let kept = try #require(StandInRuntime.openSession(identifier))
            #expect(kept !== scene.session && kept.scene == nil)
            #expect(kept.userInfo?["window"] as? String == "reader")
            #expect(StandInRuntime.openSession("unknown") == nil)
        }

        @Test func anActivityOfAnUndeclaredTypeDoesNotComeBack() {
            StandInRuntime.resetApplication()
            let scene = backgroundedScene(saving: NSUserActivity(activityType: "com.example.restore"))
            #expect(scene.session.stateRestorationActivity != nil)
            StandInRuntime.terminateApp()
            #expect(StandInRuntime.openSession(scene.session.persistentIdentifier)?.stateRestorationActivity == nil)
        }

        @Test func aDeclaredActivityComesBackUnlessTheDeviceIsLocked() {
            StandInRuntime.resetApplication()
            StandInRuntime.declaredUserActivityTypes = ["com.example.restore"]
            let activity = NSUserActivity(activityType: "com.example.restore")
            let scene = backgroundedScene(saving: activity)
            let identifier = scene.session.persistentIdentifier
            StandInRuntime.terminateApp()
            #expect(StandInRuntime.openSession(identifier)?.stateRestorationActivity === activity)
            StandInRuntime.terminateApp(deviceLocked: true)
            #expect(StandInRuntime.openSession(identifier)?.stateRestorationActivity == nil)
            StandInRuntime.resetApplication()
            #expect(StandInRuntime.declaredUserActivityTypes.isEmpty)
        }
    }
}
#endif
