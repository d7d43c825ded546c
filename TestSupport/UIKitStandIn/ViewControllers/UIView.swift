#if !canImport(UIKit)
public import Foundation

/// A minimal view: the content of a view controller, placed in a window's hierarchy or not.
///
/// Only what a state-restoration adapter reads is modelled: `window`, `frame`, `isHidden`,
/// subviews, and the safe area (`UIView+SafeArea.swift`). A view controller's view is in a window's hierarchy when the view controller
/// is on the window's screen: the root, the selected tab, the top of a navigation stack,
/// presented view controllers and what they do not cover (see `UIViewController.view`).
///
/// ```swift
/// let window = UIWindow(frame: .zero)
/// window.rootViewController = root
/// root.view.window === window   // true
/// ```
///
/// https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder {
    /// The frame rectangle, in the superview's coordinate system. Stored, never laid out.
    ///
    /// https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect

    /// A Boolean value that determines whether the view is hidden. For a `UIWindow`, a hidden
    /// window is not visible and its view controllers get no appearance callbacks.
    ///
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden: Bool = false

    /// The view controller whose `view` this is, if any (stand-in bookkeeping).
    weak var owningViewController: UIViewController?
    weak var superviewStorage: UIView?
    var subviewStorage: [UIView] = []

    /// Initializes and returns a newly allocated view object with the specified frame rectangle.
    ///
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Creates a view from data in an unarchiver. The stand-in decodes nothing.
    ///
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    /// Creates a view with a zero frame.
    ///
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// The view's window object, if it is installed: the window in whose hierarchy the
    /// owning view controller currently is, whether or not that window is visible.
    ///
    /// https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? {
        if let owningViewController { return owningViewController.windowIfInHierarchy() }
        return superviewStorage?.window
    }

    /// The receiver's superview, or `nil` if it has none.
    ///
    /// https://developer.apple.com/documentation/uikit/uiview/superview
    open var superview: UIView? { superviewStorage }

    /// The receiver's immediate subviews, back to front.
    ///
    /// https://developer.apple.com/documentation/uikit/uiview/subviews
    open var subviews: [UIView] { subviewStorage }

    /// Adds a view to the end of the receiver's list of subviews; a view that has another
    /// superview is removed from it first.
    ///
    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviewStorage.append(view)
        view.superviewStorage = self
    }

    /// Unlinks the view from its superview and its window.
    ///
    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {
        superviewStorage?.subviewStorage.removeAll { $0 === self }
        superviewStorage = nil
    }

    /// Lays out the subviews immediately, if layout updates are pending. The stand-in lays
    /// nothing out (frames are stored), so nothing is ever pending: it does nothing.
    ///
    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    open func layoutIfNeeded() {}
}
#endif
