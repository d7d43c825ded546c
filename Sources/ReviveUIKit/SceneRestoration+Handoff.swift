#if canImport(UIKit)
public import UIKit
#elseif os(Linux) && UIKitStandIn
public import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
public import Revive

/// Handoff and Spotlight: the scene's place as a user activity, and an activity's place opened
/// in the scene. The place is Revive's `PortablePlace`; this is the activity around it.
///
/// ```swift
/// // Publish the place while the user is there (the scene makes it current while active):
/// scene.userActivity = try restoration.placeActivity(activityType: "com.example.comics.place")
///
/// // A continued activity, at launch (the connection options) and while connected:
/// restoration.launch(defaultRoot: makeRoot) { _ in
///     for activity in connectionOptions.userActivities { restoration.continue(activity) }
/// }
/// func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
///     restoration?.continue(userActivity)
/// }
/// ```
///
/// Declare the activity type under `NSUserActivityTypes` in Info.plist
/// (https://developer.apple.com/documentation/foundation/implementing-handoff-in-your-app).
extension SceneRestoration {
    /// The scene's place as a Handoff activity: its payload in `userInfo` (within Apple's
    /// advice of 3 KB), required, eligible for Handoff, and for Spotlight only when asked.
    /// - Parameters:
    ///   - activityType: The type, declared under `NSUserActivityTypes`.
    ///   - title: The title Handoff and Spotlight show.
    ///   - deviceOnlyKeys: Keys of values that never leave the device (see `PortablePlace`), with
    ///     the configuration's `deviceOnlyKeys`.
    ///   - isEligibleForSearch: Whether Spotlight may index the place on this device.
    /// - Returns: The activity.
    /// - Throws: What `RestorationController.captureSnapshot()` and `PortablePlace.payload(maximumBytes:)` throw.
    public func placeActivity(
        activityType: String, title: String? = nil, leavingOut deviceOnlyKeys: Set<String> = [], isEligibleForSearch: Bool = false
    ) throws(ReviveError) -> NSUserActivity {
        let userInfo = try controller.place(leavingOut: deviceOnlyKeys).userInfo()
        let activity = NSUserActivity(activityType: activityType)
        activity.title = title
        activity.addUserInfoEntries(from: userInfo)
        activity.requiredUserInfoKeys = Set(userInfo.keys)
        activity.isEligibleForHandoff = true
        activity.isEligibleForSearch = isEligibleForSearch
        return activity
    }

    /// Opens the place an activity carries, merged with the scene's tree
    /// (`RestorationController.open(_:completion:)`): from `scene(_:continue:)`, and for the
    /// connection options' `userActivities` once the launch is over.
    /// - Parameters:
    ///   - userActivity: The activity; one without a place, or a damaged one, is refused.
    ///   - completion: What came of it.
    public func `continue`(
        _ userActivity: NSUserActivity,
        completion: @escaping (RestorationController<WindowHierarchy>.PlaceOutcome) -> Void = { _ in }
    ) {
        let place: PortablePlace
        do {
            place = try PortablePlace(userInfo: userActivity.userInfo)
        } catch {
            completion(.refused(error))
            return
        }
        controller.open(place, completion: completion)
    }

    /// Opens a place merged with the scene's tree (`RestorationController.open(_:)`), and
    /// returns once it is on screen or refused: an App Intents `OpenIntent`'s `perform()`, a
    /// link's handler.
    /// - Parameter place: The place.
    /// - Returns: What came of it.
    @discardableResult
    public func open(_ place: PortablePlace) async -> RestorationController<WindowHierarchy>.PlaceOutcome {
        await controller.open(place)
    }
}
#endif
