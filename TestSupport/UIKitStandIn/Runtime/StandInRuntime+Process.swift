#if !canImport(UIKit)
import Foundation

// What UIKit keeps of an app across the death of its process, for tests.
//
// - The system may terminate a suspended app at any time to reclaim memory, and the app is not
//   told: no scene or app delegate method runs (Revive saves on entering the background for
//   this reason).
//   https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle
// - Sessions outlive the process: "UIKit maintains the session information for the lifetime
//   of the scene itself, destroying the session in response to the user closing the scene in
//   the app switcher"; `openSessions` is "the sessions whose scenes are either currently
//   active or archived by the system", and `persistentIdentifier` is "a unique identifier that
//   persists for the lifetime of the session". A new process gets new `UISceneSession`
//   objects with the same identifiers.
//   https://developer.apple.com/documentation/uikit/uiscenesession
//   https://developer.apple.com/documentation/uikit/uiapplication/opensessions
//   https://developer.apple.com/documentation/uikit/uiscenesession/persistentidentifier
// - The session's `stateRestorationActivity` is a copy the system archived. Apps declare the
//   activity types they support under `NSUserActivityTypes` in Info.plist ("The user activity
//   types that the app supports"; `NSUserActivity()` takes the first one declared there).
//   Apple documents no outcome for a restoration activity of an undeclared type; the
//   stand-in takes the strict reading and does not bring it back, so a test shows what an app
//   that relied on it would lose. Only a device can say what iOS really does.
//   https://developer.apple.com/documentation/bundleresources/information-property-list/nsuseractivitytypes
//   https://developer.apple.com/documentation/foundation/nsuseractivity/init()
// - "The system encrypts your app's state restoration on disk. If the file is unavailable at
//   scene-connection time, perhaps because the device is still locked, the initial value in
//   this property is nil."
//   https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity
// - The session's `userInfo` ("custom attributes that you can associate with the scene") is
//   kept with the session, which adopts NSSecureCoding; Apple's page says no more.
//   https://developer.apple.com/documentation/uikit/uiscenesession/userinfo

extension StandInRuntime {
    /// The activity types the app declares under `NSUserActivityTypes` in its Info.plist: the
    /// stand-in's `Bundle.main`. Empty, as in a new Xcode project. **Not UIKit API.**
    public static var declaredUserActivityTypes: Set<String> = []

    /// The system kills the app's process, as it does to a suspended app that needs no more
    /// memory, and the user opens it again: a new process starts.
    ///
    /// No scene callback runs. Connected scenes, their delegates and windows are gone, and so
    /// are running background tasks. Every open session comes back as a new `UISceneSession`
    /// with the same `persistentIdentifier` and `userInfo`; its `stateRestorationActivity` is
    /// the one the system archived when the type is in ``declaredUserActivityTypes``, and `nil`
    /// otherwise, or when `deviceLocked` (the archive cannot be read before the first unlock).
    /// Reconnect a session with `connectScene(delegate:session:)`. **Not UIKit API.**
    ///
    /// ```swift
    /// StandInRuntime.terminateApp()
    /// let session = UIApplication.shared.openSessions.first { $0.persistentIdentifier == id }
    /// StandInRuntime.connectScene(delegate: SceneDelegate(), session: session)
    /// ```
    /// - Parameter deviceLocked: The new process starts before the user unlocks the device.
    /// - Returns: The open sessions of the new process.
    @discardableResult
    public static func terminateApp(deviceLocked: Bool = false) -> Set<UISceneSession> {
        let application = UIApplication.shared
        let archived = application.openSessions
        for scene in application.connectedScenes {
            scene.activationState = .unattached
            scene.session.scene = nil
            scene.delegate = nil
        }
        application.connectedScenes.removeAll()
        application.runningBackgroundTasks.removeAll()
        application.openSessions = Set(archived.map { session in
            let activity = session.stateRestorationActivity
            let kept = UISceneSession(
                persistentIdentifier: session.persistentIdentifier,
                stateRestorationActivity: deviceLocked || !declaredUserActivityTypes.contains(activity?.activityType ?? "") ? nil : activity
            )
            kept.userInfo = session.userInfo
            return kept
        })
        return application.openSessions
    }

    /// Runs `body` while no other caller of this method runs: the app (`UIApplication.shared`,
    /// its scenes, sessions and background tasks) is one per process, so test suites that
    /// drive its life cycle — and end it with ``terminateApp(deviceLocked:)`` — take turns.
    /// **Not UIKit API.**
    /// - Parameter body: The work that owns the app meanwhile.
    public static func runExclusively(_ body: @Sendable () async throws -> Void) async rethrows {
        while appIsBusy {
            await withCheckedContinuation { appWaiters.append($0) }
        }
        appIsBusy = true
        defer {
            appIsBusy = false
            if !appWaiters.isEmpty { appWaiters.removeFirst().resume() }
        }
        try await body()
    }

    private static var appIsBusy = false
    private static var appWaiters: [CheckedContinuation<Void, Never>] = []

    /// The open session with this identifier, as the new process sees it.
    /// **Not UIKit API.**
    /// - Parameter persistentIdentifier: The session's identifier.
    /// - Returns: The session, or `nil` when the system no longer keeps it.
    public static func openSession(_ persistentIdentifier: String) -> UISceneSession? {
        UIApplication.shared.openSessions.first { $0.persistentIdentifier == persistentIdentifier }
    }
}
#endif
