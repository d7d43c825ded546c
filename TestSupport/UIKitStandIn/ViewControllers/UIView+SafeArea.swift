#if !canImport(UIKit)
import Foundation

// Safe areas, as UIKit documents them for `safeAreaInsets`: "For the view controller's root
// view, the insets account for the status bar, other visible bars, and any additional insets
// that you specified using the additionalSafeAreaInsets property of your view controller. For
// other views in the view hierarchy, the insets reflect only the portion of the view that is
// covered." The stand-in's bars: a navigation controller's navigation bar, when it is not
// hidden, covers the top of its children's views. Its window has no status bar and no home
// indicator (a window's safe area is zero), and a tab bar covers nothing (not modelled).
// https://developer.apple.com/documentation/uikit/uiview/safeareainsets
// https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets

extension UIView {
    /// The insets that you use to determine the safe area for this view.
    ///
    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    public var safeAreaInsets: UIEdgeInsets {
        if let controller = owningViewController { return controller.rootViewSafeAreaInsets }
        guard let superview = superviewStorage else { return .zero }
        // Only the part of this view that the superview's unsafe area covers.
        let outer = superview.safeAreaInsets
        return UIEdgeInsets(
            top: max(0, outer.top - frame.minY),
            left: max(0, outer.left - frame.minX),
            bottom: max(0, min(outer.bottom, outer.bottom - (superview.frame.height - frame.maxY))),
            right: max(0, min(outer.right, outer.right - (superview.frame.width - frame.maxX)))
        )
    }

    /// The view controller whose view holds this one, directly or through its superviews.
    var enclosingViewController: UIViewController? {
        owningViewController ?? superviewStorage?.enclosingViewController
    }
}

extension UIViewController {
    /// The safe area of this view controller's root view: what its containers' bars cover, plus
    /// its `additionalSafeAreaInsets`.
    var rootViewSafeAreaInsets: UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let parent = parentStorage {
            insets = parent.rootViewSafeAreaInsets
            if let stack = parent as? UINavigationController, !stack.isNavigationBarHidden {
                insets.top += stack.navigationBar.frame.height
            }
        }
        return insets + additionalSafeAreaInsets
    }

    /// Whether this view controller is inside a navigation controller.
    var isInNavigationController: Bool {
        var node = parentStorage
        while let current = node {
            if current is UINavigationController { return true }
            node = current.parentStorage
        }
        return false
    }
}
#endif
