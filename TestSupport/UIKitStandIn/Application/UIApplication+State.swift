#if !canImport(UIKit)
import Foundation

extension UIApplication {
    /// The app's current state, or that of its most active scene: active when a scene is in the
    /// foreground and active, inactive when one is in the foreground but not active, otherwise
    /// background (no connected scene in the foreground).
    ///
    /// ```swift
    /// if UIApplication.shared.applicationState == .background { save() }
    /// ```
    ///
    /// https://developer.apple.com/documentation/uikit/uiapplication/applicationstate
    public var applicationState: UIApplication.State {
        let states = connectedScenes.map(\.activationState)
        if states.contains(.foregroundActive) { return .active }
        if states.contains(.foregroundInactive) { return .inactive }
        return .background
    }

    /// The running states of an app, with UIKit's raw values.
    ///
    /// https://developer.apple.com/documentation/uikit/uiapplication/state
    public enum State: Int, Sendable {
        /// The app is running in the foreground and currently receiving events.
        /// https://developer.apple.com/documentation/uikit/uiapplication/state/active
        case active = 0
        /// The app is running in the foreground but isn't receiving events.
        /// https://developer.apple.com/documentation/uikit/uiapplication/state/inactive
        case inactive = 1
        /// The app is running in the background.
        /// https://developer.apple.com/documentation/uikit/uiapplication/state/background
        case background = 2
    }
}
#endif
