#if !canImport(UIKit)
public import Foundation

/// An object that represents one instance of your app's user interface.
///
/// The system creates scenes; in the stand-in, `StandInRuntime.connectScene(…)` does, calls
/// the delegate's `scene(_:willConnectTo:options:)`, and drives the other lifecycle events.
///
/// ```swift
/// let scene = StandInRuntime.connectScene(delegate: SceneDelegate())   // not UIKit API
/// scene.session.persistentIdentifier
/// ```
///
/// https://developer.apple.com/documentation/uikit/uiscene
@MainActor
open class UIScene: UIResponder {
    /// The session associated with the scene.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscene/session
    public let session: UISceneSession

    /// The object you use to receive life-cycle events associated with the scene. Declared
    /// strong, as UIKit's (`var delegate: (any UISceneDelegate)? { get set }`): the system
    /// creates the delegate and the scene is what keeps it alive.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscene/delegate
    open var delegate: (any UISceneDelegate)?

    /// The current execution state of the scene.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.property
    public internal(set) var activationState: UIScene.ActivationState = .unattached

    /// The title of the scene, which the system displays in the app switcher.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscene/title
    open var title: String!

    /// Creates a scene object using the specified session and connection information.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscene/init(session:connectionoptions:)
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }
}

extension UIScene {
    /// Posted when a scene is about to begin running in the foreground and become visible to
    /// the user; the notification's object is the scene. The stand-in posts it right after the
    /// delegate's `sceneWillEnterForeground(_:)` (Apple documents no order between the two).
    ///
    /// https://developer.apple.com/documentation/uikit/uiscene/willenterforegroundnotification
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")

    /// Posted when a scene is running in the background; the object is the scene. The
    /// stand-in posts it right after the delegate's `sceneDidEnterBackground(_:)`.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscene/didenterbackgroundnotification
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    /// Constants that indicate the current activation state of a scene.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum
    public enum ActivationState: Int, Sendable {
        /// The state of a scene that is not connected to your app.
        case unattached = -1
        /// The scene is running in the foreground and is currently receiving events.
        case foregroundActive = 0
        /// The scene is running in the foreground but is not receiving events.
        case foregroundInactive = 1
        /// The scene is running in the background and is not onscreen.
        case background = 2
    }

    /// Data UIKit passes to the scene when it connects it: the user activities it was opened
    /// with. The stand-in's is empty unless a test passes activities to `connectScene`.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
    @MainActor
    open class ConnectionOptions: NSObject {
        /// The user activity objects to use when connecting the scene.
        ///
        /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/useractivities
        public let userActivities: Set<NSUserActivity>

        init(userActivities: Set<NSUserActivity> = []) {
            self.userActivities = userActivities
            super.init()
        }
    }
}
#endif
