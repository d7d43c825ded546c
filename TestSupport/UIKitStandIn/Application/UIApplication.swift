#if !canImport(UIKit)
import Foundation

/// The centralized point of control and coordination for apps running in iOS.
///
/// The stand-in keeps the singleton, its delegate, the connected scenes and open sessions
/// (changed by `StandInRuntime`'s lifecycle helpers), and background tasks: each
/// `beginBackgroundTask` gets a new identifier that stays running until `endBackgroundTask(_:)`
/// or until `StandInRuntime.expireBackgroundTasks()` calls its expiration handler, as the
/// system does when background time runs out.
///
/// ```swift
/// let task = UIApplication.shared.beginBackgroundTask(withName: "save") { /* time is up */ }
/// save()
/// UIApplication.shared.endBackgroundTask(task)
/// ```
///
/// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor
open class UIApplication: UIResponder {
    /// The singleton app instance.
    ///
    /// https://developer.apple.com/documentation/uikit/uiapplication/shared
    public static let shared = UIApplication()

    /// The delegate of the app object; not retained, as in UIKit.
    ///
    /// https://developer.apple.com/documentation/uikit/uiapplication/delegate
    open weak var delegate: (any UIApplicationDelegate)?

    /// The scenes currently connected to the app.
    ///
    /// https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes
    public internal(set) var connectedScenes: Set<UIScene> = []

    /// The sessions whose scenes are either currently active or archived by the system.
    ///
    /// https://developer.apple.com/documentation/uikit/uiapplication/opensessions
    public internal(set) var openSessions: Set<UISceneSession> = []

    var runningBackgroundTasks: [(identifier: UIBackgroundTaskIdentifier, name: String?, expiration: (@MainActor @Sendable () -> Void)?)] = []
    private var lastBackgroundTask = 0

    override init() {
        super.init()
    }

    /// Marks the start of a task that should continue if the app enters the background.
    ///
    /// - Returns: A new identifier, never `.invalid`.
    ///
    /// https://developer.apple.com/documentation/uikit/uiapplication/beginbackgroundtask(withname:expirationhandler:)
    open func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        lastBackgroundTask += 1
        let identifier = UIBackgroundTaskIdentifier(rawValue: lastBackgroundTask)
        runningBackgroundTasks.append((identifier, taskName, handler))
        return identifier
    }

    /// Marks the start of a task with no name that should continue in the background.
    ///
    /// https://developer.apple.com/documentation/uikit/uiapplication/beginbackgroundtask(expirationhandler:)
    open func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Marks the end of a specific long-running background task. Ending `.invalid` or a task
    /// that already ended does nothing.
    ///
    /// https://developer.apple.com/documentation/uikit/uiapplication/endbackgroundtask(_:)
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        runningBackgroundTasks.removeAll { $0.identifier == identifier }
    }
}
#endif
