#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif

@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
extension RouteSceneModel {
    /// Handles `event` with the platform's background tasks: on UIKit's platforms a save on
    /// entering the background runs inside a `UIApplication` background task until it is on
    /// disk (as `Revive/RestorationController/didEnterBackground(beginBackgroundTask:endBackgroundTask:)`
    /// documents); elsewhere there is none to take. What `RouteRestorationView` calls, and
    /// what a root of the app's own calls in its place.
    ///
    /// ```swift
    /// .onChange(of: scenePhase) { _, phase in if phase == .background { scene.handleWithPlatformTasks(.background) } }
    /// ```
    /// - Parameter event: What happened to the window or the app.
    /// - Returns: What the model did.
    @discardableResult
    public func handleWithPlatformTasks(_ event: SceneLifecycle.Event) -> SceneLifecycle.Response {
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

extension SceneLifecycle {
    /// This app's rules: this platform's, and on UIKit's platforms whether the app may show
    /// several scenes at once (`UIApplication.supportsMultipleScenes`; an iPhone app may not).
    ///
    /// ```swift
    /// let scene = RouteSceneModel(lifecycle: .thisApp) { sceneID in makeRouter(sceneID) }
    /// ```
    @MainActor public static var thisApp: SceneLifecycle {
        #if canImport(UIKit) && !os(watchOS)
        SceneLifecycle(supportsMultipleWindows: UIApplication.shared.supportsMultipleScenes)
        #else
        SceneLifecycle()
        #endif
    }
}
