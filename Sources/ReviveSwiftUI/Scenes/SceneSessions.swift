public import Logging
public import Revive
#if canImport(UIKit) && !os(watchOS)
public import UIKit
#endif

/// Ties a SwiftUI window's saved state to its scene session, so that the window's files go when
/// the system discards the session — as `@SceneStorage` does.
///
/// On UIKit's platforms `RouteRestorationView` gives each window the Revive id of its
/// session, the session's `persistentIdentifier` (``RouteSceneModel/connect(storedSceneID:sessionID:deepLink:windowLink:)``).
/// When the user closes a window in the app switcher, UIKit discards its session and tells the
/// app delegate in `application(_:didDiscardSceneSessions:)` — while the app runs, or shortly
/// after its next launch if it was not running. A SwiftUI app gets that call through
/// `@UIApplicationDelegateAdaptor` and forwards it here: every file of each window goes
/// (state, the policy's records, set-aside state, lock), through the store's
/// `Revive/SnapshotStore/discardScene(sceneID:)`, which takes the scene's lock. A window of
/// this process still connected to the session is discarded through its ``RouteSceneModel``,
/// which waits for a save still running and saves nothing more.
///
/// Apple's documentation, which this models: "If the Scene is explicitly destroyed (e.g. the
/// switcher snapshot is destroyed on iPadOS or the window is closed on macOS), the data is also
/// destroyed" (`SceneStorage`); "If your app isn't running, UIKit calls this method the next
/// time your app launches" (`application(_:didDiscardSceneSessions:)`); `persistentIdentifier`
/// is "a unique identifier that persists for the lifetime of the session".
/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddiscardscenesessions:)
/// https://developer.apple.com/documentation/swiftui/scenestorage
/// https://developer.apple.com/documentation/uikit/uiscenesession/persistentidentifier
///
/// ```swift
/// final class AppDelegate: NSObject, UIApplicationDelegate {
///     func application(_ application: UIApplication, didDiscardSceneSessions sessions: Set<UISceneSession>) {
///         SceneSessions.discardSavedState(of: sessions, in: Shelf.store)
///     }
/// }
/// // in the App: @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
/// ```
@MainActor
public enum SceneSessions {
    /// Deletes every file of the windows whose sessions the system discarded. Call it from
    /// `application(_:didDiscardSceneSessions:)` with their `persistentIdentifier`s (the
    /// `UISceneSession` overload does that where UIKit exists).
    ///
    /// Not an error: a session that saved nothing, or whose files are gone already. A window of
    /// this process still connected to the session is discarded by its model (which waits for
    /// a save still running); the others at once, through `Revive/SnapshotStore/discardScene(sceneID:)`.
    /// - Parameters:
    ///   - ids: The discarded sessions' `persistentIdentifier`s.
    ///   - store: The store the app's windows save to.
    ///   - logger: Where a scene that could not be discarded is logged.
    /// - Returns: The scenes that could not be discarded (another process holds them), with why;
    ///   the launch sweep takes them later, by age.
    @discardableResult
    public static func discardSavedState(ofSessions ids: some Sequence<String>, in store: any SnapshotStore, logger: Logger = .disabled) -> [String: ReviveError] {
        store.discardSavedState(ofScenes: ids, logger: logger)
    }
}

#if canImport(UIKit) && !os(watchOS)
extension SceneSessions {
    /// Deletes every file of the windows of these discarded sessions: what
    /// `application(_:didDiscardSceneSessions:)` calls.
    /// - Parameters:
    ///   - sessions: The discarded sessions.
    ///   - store: The store the app's windows save to.
    ///   - logger: Where a scene that could not be discarded is logged.
    /// - Returns: The scenes that could not be discarded, with why.
    @discardableResult
    public static func discardSavedState(of sessions: Set<UISceneSession>, in store: any SnapshotStore, logger: Logger = .disabled) -> [String: ReviveError] {
        discardSavedState(ofSessions: sessions.map(\.persistentIdentifier), in: store, logger: logger)
    }
}
#endif
