#if !canImport(UIKit)
import Foundation

/// Modal presentation styles available when presenting view controllers, with UIKit's raw values.
///
/// What each style does to the presenter, per its Apple page:
/// - `.fullScreen`: "The views belonging to the presenting view controller are removed after
///   the presentation completes", so the presenter side gets `viewWillDisappear` and
///   `viewDidDisappear`.
///   https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
/// - `.currentContext`: displayed over the view controller whose `definesPresentationContext`
///   is `true`; "The views belonging to the presenting view controller are removed after the
///   presentation completes."
///   https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/currentcontext
/// - `.overFullScreen` / `.overCurrentContext`: "The views beneath the presented content are
///   not removed from the view hierarchy", so the presenter side gets no disappearance.
///   https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen
///   https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext
/// - `.pageSheet` / `.formSheet`: "A part of the background content always remains visible";
///   the presenter side stays in the hierarchy (iOS 13 and later).
///   https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
///   https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet
/// - `.automatic`: "For most view controllers, UIKit maps this style to `.pageSheet`".
///   https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic
/// - `.popover`, `.custom`: the presenter's views stay (no adaptation is modelled). A popover
///   is transient: "In a horizontally regular environment, a presentation style where the
///   content is displayed in a popover view", which UIKit dismisses when the person taps outside
///   it; Revive never saves one.
///   https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover
///   https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
///
/// ```swift
/// reader.modalPresentationStyle = .fullScreen
/// comic.present(reader, animated: true)
/// ```
///
/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int, Sendable {
    /// A presentation style in which the presented view covers the screen.
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
    case fullScreen = 0
    /// A presentation style that partially covers the underlying content.
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
    case pageSheet = 1
    /// A presentation style that displays the content centered in the screen.
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet
    case formSheet = 2
    /// A presentation style where the content is displayed over another view controller's content.
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/currentcontext
    case currentContext = 3
    /// A custom view presentation style that is managed by a custom presentation controller.
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/custom
    case custom = 4
    /// A view presentation style in which the presented view covers the screen.
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen
    case overFullScreen = 5
    /// A presentation style where the content is displayed over another view controller's content.
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext
    case overCurrentContext = 6
    /// A presentation style where the content is displayed in a popover view.
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover
    case popover = 7
    /// A presentation style that indicates no adaptations should be made.
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/none
    case none = -1
    /// The default presentation style chosen by the system.
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic
    case automatic = -2
}

extension UIModalPresentationStyle {
    /// Whether the presenter's views are removed once the presentation completes.
    var removesPresentersViews: Bool {
        self == .fullScreen || self == .currentContext
    }

    /// Whether the presentation is placed in a presentation context
    /// (`definesPresentationContext`) rather than over the whole screen.
    var isContextBased: Bool {
        self == .currentContext || self == .overCurrentContext
    }
}
#endif
