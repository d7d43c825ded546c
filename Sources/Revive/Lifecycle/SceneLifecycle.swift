public import Foundation

/// Which of a scene's events save it, discard it or do nothing, on each Apple platform: the
/// rules ``RestorationScene`` follows for every adapter (UIKit's `SceneRestoration`, SwiftUI's
/// `RouteSceneModel`, an adapter of your own), kept apart so that they are one table, tested here.
///
/// A scene on iOS, iPadOS, tvOS and visionOS ends the UIKit way: it enters the background, and
/// the system may then suspend or kill the process without a word, so the save happens on
/// `.background`, inside a background task. UIKit may disconnect a background scene and connect
/// it again later, so a scene that disappears is not gone: it is gone when the system discards
/// its session (the user closed it in the app switcher). The app learns that from
/// `application(_:didDiscardSceneSessions:)`; `RouteRestorationView` names each window after
/// its session, so an app delegate adaptor that forwards that call to ``SnapshotStore/discardSavedState(ofScenes:logger:)`` deletes
/// the window's files then (the launch sweep by age takes those of an app that does not).
/// A Mac window ends otherwise: an app is rarely hidden (`.background`), its windows lose focus
/// (`.inactive`), the user closes a window — which AppKit does not bring back — or quits the
/// app, after which the process exits as soon as the notification returns. So on macOS a window
/// saves when it loses focus (a state equal to the last one written costs a capture, not a
/// write), is discarded when closed, and saves before returning when the app terminates; a
/// window closed after that (the app tearing itself down) is not discarded.
///
/// | event               | iOS, iPadOS, tvOS, visionOS  | macOS             |
/// |---------------------|------------------------------|-------------------|
/// | `.active`           | nothing                      | nothing           |
/// | `.inactive`         | nothing                      | save              |
/// | `.background`       | save in a background task    | save              |
/// | `.windowClosed`     | nothing                      | discard the scene |
/// | `.appWillTerminate` | nothing                      | save and wait     |
///
/// On iOS `applicationWillTerminate` comes, if ever, to an app already saved on entering the
/// background, and a user who swipes the app away quits it: Revive's policy then starts fresh,
/// so nothing is saved there.
///
/// Saved scenes no window will open again are swept at launch, off the main actor (the first
/// window of a store in a process starts it). SwiftUI hides which `@SceneStorage` belonged to a
/// session the system discarded, so the sweep keeps what it can prove live: an app that shows
/// one window at a time (an iPhone app: `UIApplication.supportsMultipleScenes` is `false`, and
/// a force-quit discards its session) keeps only the window that is connecting, and every other
/// saved scene goes; an app with several windows (iPad, Mac, visionOS) relies on
/// ``SnapshotStore/discardSavedState(ofScenes:logger:)`` for closed windows, and the sweep takes what is left by age — the policy's
/// `RestorationPolicy/maximumAge`, or ``defaultStaleSceneAge`` when the policy sets none. A closed Mac window is discarded at once.
///
/// Full-screen covers do not exist on macOS (`fullScreenCover` is unavailable there): a Mac
/// shows a cover of the route tree as a sheet, its modal window, and keeps its style in the
/// tree (``showsCoversAsSheets``). Dropping it would lose where the user was for no gain.
///
/// ```swift
/// let mac = SceneLifecycle(platform: .macOS)
/// mac.response(to: .windowClosed)        // .discard
/// SceneLifecycle(platform: .iOS).response(to: .background)   // .saveInBackgroundTask
/// ```
public struct SceneLifecycle: Hashable, Sendable {
    /// The platform whose rules apply.
    public enum Platform: String, Hashable, Sendable, CaseIterable {
        /// iOS and iPadOS (and Mac Catalyst, which runs UIKit's scene lifecycle).
        case iOS
        /// macOS with AppKit's windows.
        case macOS
        /// tvOS.
        case tvOS
        /// visionOS.
        case visionOS

        /// The platform this build runs on; iOS's rules elsewhere (Linux, where the tests run).
        public static var current: Platform {
            #if os(macOS)
            return .macOS
            #elseif os(tvOS)
            return .tvOS
            #elseif os(visionOS)
            return .visionOS
            #else
            return .iOS
            #endif
        }
    }

    /// Something that happened to a scene.
    public enum Event: String, Hashable, Sendable, CaseIterable {
        /// `scenePhase` became `.active`.
        case active
        /// `scenePhase` became `.inactive`.
        case inactive
        /// `scenePhase` became `.background`.
        case background
        /// The scene's window closed (its root view disappeared).
        case windowClosed
        /// The app is about to terminate (`NSApplication.willTerminateNotification`,
        /// `UIApplication.willTerminateNotification`).
        case appWillTerminate
    }

    /// What a scene does about an event.
    public enum Response: String, Hashable, Sendable {
        /// Nothing.
        case nothing
        /// Capture now and write off the main actor.
        case save
        /// Capture now and write off the main actor, inside a platform background task that
        /// keeps the app running until the write is on disk.
        case saveInBackgroundTask
        /// Capture now and return only once the write is on disk: the process ends next.
        case saveAndWait
        /// The scene is gone for good: delete every file of it.
        case discard
    }

    /// The platform whose rules apply.
    public var platform: Platform
    /// Whether the app may show several windows at once; `false` makes the launch sweep keep only
    /// the connecting window's saved scene.
    public var supportsMultipleWindows: Bool

    /// How old a saved scene may get before the launch sweep of an app with several windows
    /// removes it, when the policy sets no `RestorationPolicy/maximumAge`: 30 days.
    public static let defaultStaleSceneAge: TimeInterval = 30 * 24 * 60 * 60

    /// The rules of a platform.
    /// - Parameters:
    ///   - platform: The platform; this build's by default.
    ///   - supportsMultipleWindows: Whether the app may show several windows at once; by
    ///     default `false` on tvOS and `true` elsewhere. `RouteRestorationView` passes
    ///     `UIApplication.shared.supportsMultipleScenes` on UIKit's platforms.
    public init(platform: Platform = .current, supportsMultipleWindows: Bool? = nil) {
        self.platform = platform
        self.supportsMultipleWindows = supportsMultipleWindows ?? (platform != .tvOS)
    }

    /// What a scene does about `event` on this platform; see the table above.
    ///
    /// - Parameter event: What happened.
    /// - Returns: Save, discard, or nothing.
    public func response(to event: Event) -> Response {
        switch (platform, event) {
        case (_, .active): .nothing
        case (.macOS, .inactive), (.macOS, .background): .save
        case (.macOS, .windowClosed): .discard
        case (.macOS, .appWillTerminate): .saveAndWait
        case (_, .background): .saveInBackgroundTask
        case (_, .inactive), (_, .windowClosed), (_, .appWillTerminate): .nothing
        }
    }

    /// The saved scenes a launch sweep keeps when a window connects with `sceneID`: only that one
    /// when the app shows one window at a time; `nil` (not known) when it shows several.
    /// - Parameter sceneID: The connecting window's Revive id.
    /// - Returns: The live scenes, or `nil`.
    public func liveSceneIDs(connecting sceneID: String) -> Set<String>? {
        supportsMultipleWindows ? nil : [sceneID]
    }

    /// The policy a launch sweep applies: `policy`, with ``defaultStaleSceneAge`` as its maximum
    /// age when it sets none and the app shows several windows (whose discarded sessions cannot
    /// be named).
    /// - Parameter policy: The app's policy.
    /// - Returns: The sweep's policy.
    public func sweepPolicy(for policy: RestorationPolicy) -> RestorationPolicy {
        var sweep = policy
        if supportsMultipleWindows, sweep.maximumAge == nil { sweep.maximumAge = Self.defaultStaleSceneAge }
        return sweep
    }

    /// Whether a full-screen cover of the route tree is shown as a sheet: on macOS, where
    /// `fullScreenCover` does not exist.
    public var showsCoversAsSheets: Bool { platform == .macOS }
}
