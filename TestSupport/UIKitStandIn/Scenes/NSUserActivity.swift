// Foundation has NSUserActivity on Apple platforms; only swift-corelibs-foundation lacks it.
#if !canImport(UIKit) && !canImport(Darwin)
public import Foundation

/// A representation of the state of your app at a moment in time — Foundation's class, which
/// swift-corelibs-foundation on Linux does not have. Only what scene-based state restoration
/// and Handoff use is modelled: the type, title, `userInfo` and its required keys, and the
/// two eligibilities with their documented defaults.
///
/// ```swift
/// let activity = NSUserActivity(activityType: "com.example.comics.restore")
/// activity.addUserInfoEntries(from: ["revive": data])
/// ```
///
/// https://developer.apple.com/documentation/foundation/nsuseractivity
open class NSUserActivity: NSObject {
    /// The activity type with which the user activity object was created.
    ///
    /// https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
    public let activityType: String

    /// A user-visible title for the activity.
    ///
    /// https://developer.apple.com/documentation/foundation/nsuseractivity/title
    open var title: String?

    /// A dictionary containing app-specific state information needed to continue an activity.
    ///
    /// https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
    open var userInfo: [AnyHashable: Any]?

    /// A set of keys that represent the minimal information about the activity that should be
    /// stored for later restoration.
    ///
    /// https://developer.apple.com/documentation/foundation/nsuseractivity/requireduserinfokeys
    open var requiredUserInfoKeys: Set<String>?

    /// A Boolean value that determines whether the user activity can be continued on another
    /// device using Handoff; `true` by default.
    ///
    /// https://developer.apple.com/documentation/foundation/nsuseractivity/iseligibleforhandoff
    open var isEligibleForHandoff = true

    /// A Boolean value that determines whether the user activity should be added to the
    /// on-device index; `false` by default.
    ///
    /// https://developer.apple.com/documentation/foundation/nsuseractivity/iseligibleforsearch
    open var isEligibleForSearch = false

    /// Creates a user activity object with the specified activity type.
    ///
    /// https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds the contents of the specified dictionary to the user info dictionary (creating it
    /// if it is `nil`); existing keys take the new values.
    ///
    /// https://developer.apple.com/documentation/foundation/nsuseractivity/adduserinfoentries(from:)
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        merged.merge(otherDictionary) { _, new in new }
        userInfo = merged
    }
}
#endif
