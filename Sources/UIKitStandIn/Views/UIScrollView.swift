#if !canImport(UIKit)
public import Foundation

/// A view that lets the user scroll its content: the stand-in keeps the content offset and
/// size, and treats the frame as the visible area.
///
/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor
open class UIScrollView: UIView {
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

    /// Sets the offset from the content view's origin that corresponds to the receiver's
    /// origin. The stand-in never animates: the offset is set at once.
    ///
    /// https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// The largest vertical offset that keeps content on screen: the content's height less
    /// the visible height, or 0 (stand-in bookkeeping for the scrolling methods).
    var maximumVerticalOffset: CGFloat {
        max(contentSize.height - frame.height, 0)
    }
}
#endif
