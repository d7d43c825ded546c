#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
extension RouteSceneModel {
    /// Handles `event` with the platform's background tasks: on UIKit's platforms a save on
    /// entering the background runs inside a `UIApplication` background task until it is on
    /// disk (as ``Revive/RestorationController/didEnterBackground(beginBackgroundTask:endBackgroundTask:)``
    /// documents); elsewhere there is none to take. What ``RouteRestorationView`` calls.
    @discardableResult
    func handleWithPlatformTasks(_ event: SceneLifecycle.Event) -> SceneLifecycle.Response {
        #if canImport(UIKit) && !os(watchOS)
        let application = UIApplication.shared
        return handle(
            event,
            beginBackgroundTask: { expired in application.beginBackgroundTask(withName: "Revive save") { expired() } },
            endBackgroundTask: { application.endBackgroundTask($0) }
        )
        #else
        return handle(event)
        #endif
    }
}
