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

/// A unique token that identifies a request to run in the background.
///
/// https://developer.apple.com/documentation/uikit/uibackgroundtaskidentifier
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's integer value.
    public var rawValue: Int

    /// Creates an identifier from its integer value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A token indicating an invalid task request.
    ///
    /// https://developer.apple.com/documentation/uikit/uibackgroundtaskidentifier/invalid
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// A set of methods to manage shared behaviors for your app. Requirements UIKit declares
/// `optional` have default implementations that do nothing.
///
/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// Tells the delegate that the user closed one or more of the app's scenes from the app switcher.
    ///
    /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddiscardscenesessions:)
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    /// Does nothing (UIKit's requirement is optional).
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}
#endif
