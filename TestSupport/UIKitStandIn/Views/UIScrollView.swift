#if !canImport(UIKit)
public import Foundation

/// A view that lets the user scroll its content: the stand-in keeps the content offset, size
/// and insets, and treats the frame as the visible area.
///
/// Insets are UIKit's: `adjustedContentInset` is `contentInset` plus the safe area insets that
/// `contentInsetAdjustmentBehavior` includes ("The safe area insets are then added to the values
/// in the contentInset property to obtain the final value of this property"). A scroll view
/// under a navigation bar so has a top inset, and its content starts below the bar: at the top,
/// `contentOffset.y` is `-adjustedContentInset.top`, and the scrolling methods stop there and
/// at `contentSize.height + adjustedContentInset.bottom - frame.height`. What is visible,
/// `indexPathsForVisibleRows` included, is the whole frame: rows under a translucent bar count.
/// A change of inset leaves `contentOffset` as it is (UIKit's own adjustment of it during
/// layout is not modelled).
///
/// https://developer.apple.com/documentation/uikit/uiscrollview
/// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
@MainActor
open class UIScrollView: UIView {
    /// Constants indicating how safe area insets are added to the adjusted content inset.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Automatically adjust the scroll view insets: as `scrollableAxes`, and the top and
        /// bottom always for a scroll view in a view controller inside a navigation controller.
        case automatic = 0
        /// Adjust the insets only in the scrollable directions.
        case scrollableAxes = 1
        /// Don't adjust the scroll view insets.
        case never = 2
        /// Always include the safe area insets in the content adjustment.
        case always = 3
    }

    /// The point at which the origin of the content view is offset from the origin of the
    /// scroll view. Setting it does not clamp it to the content, as in UIKit: a program may
    /// scroll past the edges.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint = .zero

    /// The size of the content view.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize: CGSize = .zero

    /// The custom distance that the content view is inset from the safe area or scroll view edges.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
    open var contentInset: UIEdgeInsets = .zero

    /// The behavior for determining the adjusted content offsets. The default is `.automatic`.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// The insets derived from the content insets and the safe area of the scroll view.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    open var adjustedContentInset: UIEdgeInsets {
        let safeArea = safeAreaInsets
        let scrollsVertically = contentSize.height > frame.height
        let scrollsHorizontally = contentSize.width > frame.width
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .always: (vertical, horizontal) = (true, true)
        case .never: (vertical, horizontal) = (false, false)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        case .automatic:
            (vertical, horizontal) = (scrollsVertically || enclosingViewController?.isInNavigationController == true, scrollsHorizontally)
        }
        return contentInset + UIEdgeInsets(
            top: vertical ? safeArea.top : 0, left: horizontal ? safeArea.left : 0,
            bottom: vertical ? safeArea.bottom : 0, right: horizontal ? safeArea.right : 0
        )
    }

    /// Whether the user has touched the content to initiate scrolling: from the touch until the
    /// finger lifts. Set by the stand-in's gesture (`StandInRuntime.beginDragging(_:)`).
    ///
    /// https://developer.apple.com/documentation/uikit/uiscrollview/istracking
    open var isTracking: Bool { gesture.isTracking }

    /// Whether the user has begun scrolling the content: true while the finger moves it, false
    /// once it lifts (`scrollViewDidEndDragging(_:willDecelerate:)`).
    ///
    /// https://developer.apple.com/documentation/uikit/uiscrollview/isdragging
    open var isDragging: Bool { gesture.isDragging }

    /// Whether the content is moving after the user lifted the finger: true from the end of a
    /// drag that decelerates until it stops (`scrollViewDidEndDecelerating(_:)`).
    ///
    /// https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)
    open var isDecelerating: Bool { gesture.isDecelerating }

    /// The gesture the stand-in plays (stand-in bookkeeping; UIKit's pan gesture recognizer).
    var gesture = ScrollGesture()

    /// Sets the offset from the content view's origin that corresponds to the receiver's
    /// origin. The stand-in never animates: the offset is set at once.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// The vertical offset of the content's top: `-adjustedContentInset.top` (stand-in
    /// bookkeeping for the scrolling methods).
    var minimumVerticalOffset: CGFloat {
        -adjustedContentInset.top
    }

    /// The largest vertical offset that keeps content on screen: the content's height and
    /// bottom inset less the visible height, and never above the top (stand-in bookkeeping).
    var maximumVerticalOffset: CGFloat {
        max(contentSize.height + adjustedContentInset.bottom - frame.height, minimumVerticalOffset)
    }

    /// `target` within the offsets the scrolling methods reach.
    func clampedVerticalOffset(_ target: CGFloat) -> CGFloat {
        min(max(target, minimumVerticalOffset), maximumVerticalOffset)
    }
}

/// Where a scroll view's gesture is: the stand-in's bookkeeping behind `isTracking`,
/// `isDragging` and `isDecelerating`.
struct ScrollGesture {
    var isTracking = false
    var isDragging = false
    var isDecelerating = false
}
#endif
