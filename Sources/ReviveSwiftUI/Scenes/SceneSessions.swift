// A SwiftUI window's saved state is tied to its scene session, so that the window's files go when
// the system discards the session — as `@SceneStorage` does.
//
// On UIKit's platforms `RouteRestorationView` gives each window the Revive id of its
// session, the session's `persistentIdentifier` (``RouteSceneModel/connect(storedSceneID:sessionID:deepLink:windowLink:)``).
// When the user closes a window in the app switcher, UIKit discards its session and tells the
// app delegate in `application(_:didDiscardSceneSessions:)` — while the app runs, or shortly
// after its next launch if it was not running. A SwiftUI app gets that call through
// `@UIApplicationDelegateAdaptor` and forwards it to the store the windows save to
// (`Revive/SnapshotStore/discardSavedState(ofScenes:logger:)`, with each session's
// `persistentIdentifier`, or the `UISceneSession` overload below): every file of each window
// goes (state, the policy's records, set-aside state, lock), through the store's
// `Revive/SnapshotStore/discardScene(sceneID:)`, which takes the scene's lock. A window of
// this process still connected to the session is discarded through its ``RouteSceneModel``,
// which waits for a save still running and saves nothing more.
//
// Apple's documentation, which this models: "If the Scene is explicitly destroyed (e.g. the
// switcher snapshot is destroyed on iPadOS or the window is closed on macOS), the data is also
// destroyed" (`SceneStorage`); "If your app isn't running, UIKit calls this method the next
// time your app launches" (`application(_:didDiscardSceneSessions:)`); `persistentIdentifier`
// is "a unique identifier that persists for the lifetime of the session".
// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddiscardscenesessions:)
// https://developer.apple.com/documentation/swiftui/scenestorage
// https://developer.apple.com/documentation/uikit/uiscenesession/persistentidentifier
//
// ```swift
// final class AppDelegate: NSObject, UIApplicationDelegate {
//     func application(_ application: UIApplication, didDiscardSceneSessions sessions: Set<UISceneSession>) {
//         Shelf.store.discardSavedState(of: sessions)
//     }
// }
// // in the App: @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
// ```
#if canImport(UIKit) && !os(watchOS)
public import Logging
public import Revive
public import UIKit

extension SnapshotStore {
    /// Deletes every file of the windows whose sessions the system discarded: what
    /// `application(_:didDiscardSceneSessions:)` calls, with the sessions it is given. Each
    /// window's Revive id is its session's `persistentIdentifier` (`RouteRestorationView` names
    /// it so); this is ``Revive/SnapshotStore/discardSavedState(ofScenes:logger:)`` with those ids.
    ///
    /// Not an error: a session that saved nothing, or whose files are gone already. A window of
    /// this process still connected to the session is discarded by its model (which waits for
    /// a save still running); the others at once.
    /// - Parameters:
    ///   - sessions: The discarded sessions.
    ///   - logger: Where a scene that could not be discarded is logged.
    /// - Returns: The scenes that could not be discarded (another process holds them), with why;
    ///   the launch sweep takes them later, by age.
    @MainActor
    @discardableResult
    public func discardSavedState(of sessions: Set<UISceneSession>, logger: Logger = .disabled) -> [String: ReviveError] {
        discardSavedState(ofScenes: sessions.map(\.persistentIdentifier), logger: logger)
    }
}
#endif
