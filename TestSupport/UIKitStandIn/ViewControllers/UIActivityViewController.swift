#if !canImport(UIKit)
public import Foundation

/// A view controller that you use to offer standard services from your app: the share sheet.
///
/// "On iPad, you must present the view controller in a popover. On iPhone and iPod touch, you
/// must present it modally." The system dismisses it when the person picks a service or
/// cancels. Like an alert, it is on screen only for a moment and never comes back after the
/// app is killed. The stand-in keeps the items and activities it was made with.
///
/// ```swift
/// let share = UIActivityViewController(activityItems: [comicURL], applicationActivities: nil)
/// present(share, animated: true)
/// ```
///
/// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller
@MainActor
open class UIActivityViewController: UIViewController {
    /// The items to share (stand-in bookkeeping; UIKit does not expose them).
    let activityItems: [Any]
    /// The app's own services offered with the system's.
    let applicationActivities: [UIActivity]?

    /// Initializes and returns a new activity view controller object that acts on the
    /// specified data.
    ///
    /// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/init(activityitems:applicationactivities:)
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates an activity view controller from an unarchiver; the stand-in decodes nothing.
    public required init?(coder: NSCoder) {
        self.activityItems = []
        self.applicationActivities = nil
        super.init(coder: coder)
    }
}

/// An abstract class that you subclass to implement app-specific services. The stand-in has no
/// member of it: it exists so that `applicationActivities` has UIKit's type. Not `@MainActor`
/// (nor so `Sendable`), as in the iOS 17 SDK.
///
/// https://developer.apple.com/documentation/uikit/uiactivity
open class UIActivity: NSObject {}
#endif
