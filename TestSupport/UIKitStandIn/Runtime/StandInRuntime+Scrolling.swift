#if !canImport(UIKit)
import Foundation

// The user's finger on a scroll view, for tests: a drag, then either a stop or a deceleration
// that ends later. UIKit reports the phases through `isTracking`, `isDragging` and
// `isDecelerating`, and through the delegate's `scrollViewWillBeginDragging(_:)`,
// `scrollViewDidEndDragging(_:willDecelerate:)` and `scrollViewDidEndDecelerating(_:)`; the
// stand-in models the three properties, and the offset moves as the test sets it.
// https://developer.apple.com/documentation/uikit/uiscrollview/istracking
// https://developer.apple.com/documentation/uikit/uiscrollview/isdragging
// https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating
// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)
// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)

extension StandInRuntime {
    /// A finger touches `scrollView` and starts moving its content: `isTracking` and
    /// `isDragging` become true (and a deceleration in progress stops, as a touch stops it).
    @MainActor
    public static func beginDragging(_ scrollView: UIScrollView) {
        scrollView.gesture = ScrollGesture(isTracking: true, isDragging: true, isDecelerating: false)
    }

    /// The finger lifts: `isTracking` and `isDragging` become false, and `isDecelerating`
    /// becomes `willDecelerate` (the content keeps moving until ``endDecelerating(_:)``).
    @MainActor
    public static func endDragging(_ scrollView: UIScrollView, willDecelerate: Bool) {
        scrollView.gesture = ScrollGesture(isTracking: false, isDragging: false, isDecelerating: willDecelerate)
    }

    /// The content that moved on after the finger lifted comes to rest: `isDecelerating`
    /// becomes false.
    @MainActor
    public static func endDecelerating(_ scrollView: UIScrollView) {
        scrollView.gesture.isDecelerating = false
    }
}
#endif
