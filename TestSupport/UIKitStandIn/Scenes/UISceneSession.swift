#if !canImport(UIKit)
public import Foundation

/// An object that contains information about one of your app's scenes. A session outlives its
/// scene: it is kept across disconnections and app launches until the system discards it.
///
/// ```swift
/// session.stateRestorationActivity   // what the scene delegate returned when it went to the background
/// ```
///
/// https://developer.apple.com/documentation/uikit/uiscenesession
@MainActor
open class UISceneSession: NSObject {
    /// A unique identifier that persists for the lifetime of the session.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscenesession/persistentidentifier
    public let persistentIdentifier: String

    /// The scene associated with the current session, or `nil` while it is disconnected.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscenesession/scene
    public internal(set) weak var scene: UIScene?

    /// An activity object you can use to restore the previous contents of your scene's
    /// interface: "Before disconnecting a scene, the system asks your delegate for an
    /// NSUserActivity object containing state information for that scene. If you provide that
    /// object, the system puts a copy of it in this property." The stand-in asks when the scene
    /// enters the background and again before it disconnects, and stores the object itself.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity
    open var stateRestorationActivity: NSUserActivity?

    /// Additional information for configuring the scene.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscenesession/userinfo
    open var userInfo: [String: Any]?

    init(persistentIdentifier: String, stateRestorationActivity: NSUserActivity?) {
        self.persistentIdentifier = persistentIdentifier
        self.stateRestorationActivity = stateRestorationActivity
        super.init()
    }
}
#endif
