#if !canImport(UIKit)
public import Foundation

/// A container view controller that defines a stack-based scheme for navigating hierarchical
/// content. Its view controllers are its `children`, root first; only the top one is on screen.
///
/// Appearance, when the stack is in a visible window: the new top loads its view, the old top
/// gets `viewWillDisappear`, the new top `viewWillAppear`, the old top `viewDidDisappear`, the
/// new top `viewDidAppear`. The stand-in runs all four before the call returns (UIKit runs
/// them during the following layout pass and the animation). Without a visible window there
/// are no appearance callbacks. Added children get `willMove(toParent:)` at once and
/// `didMove(toParent:)` after the transition; removed ones `willMove(toParent: nil)` and then
/// `didMove(toParent: nil)`, after which nothing in the stand-in retains them.
///
/// ```swift
/// let stack = UINavigationController(rootViewController: library)
/// stack.pushViewController(comic, animated: true)
/// stack.popViewController(animated: true) === comic   // true
/// ```
///
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor
open class UINavigationController: UIViewController {
    /// Creates a navigation controller with `rootViewController` at the bottom of the stack.
    ///
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates an empty navigation controller.
    ///
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller from an unarchiver; the stand-in decodes nothing.
    ///
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:)
    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override var childrenOnScreen: [UIViewController] { topViewController.map { [$0] } ?? [] }

    /// The navigation bar managed by the navigation controller. While it is shown it covers
    /// the top of the safe area of the view controllers on the stack
    /// (https://developer.apple.com/documentation/uikit/uiview/safeareainsets).
    ///
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar
    public let navigationBar = UINavigationBar()

    /// A Boolean value that indicates whether the navigation bar is hidden. The default is `false`.
    ///
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/isnavigationbarhidden
    open var isNavigationBarHidden: Bool = false

    /// Sets whether the navigation bar is hidden; the stand-in never animates.
    ///
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:)
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// The view controllers currently on the navigation stack, root first. Setting it is
    /// `setViewControllers(_:animated: false)`.
    ///
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] {
        get { childStorage }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The view controller at the top of the navigation stack.
    ///
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    open var topViewController: UIViewController? { childStorage.last }

    /// The view controller associated with the currently visible view in the navigation
    /// interface: a view controller presented over the stack, else the top one.
    ///
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/visibleviewcontroller
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// Replaces the view controllers currently managed by the navigation controller.
    ///
    /// A view controller may appear once; a duplicate or a navigation controller is refused
    /// with a warning (UIKit raises an exception).
    ///
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for (index, controller) in viewControllers.enumerated() {
            if viewControllers[..<index].contains(where: { $0 === controller }) {
                StandInRuntime.warn("Pushing the same view controller instance (\(controller.consoleDescription)) more than once is not supported.")
                return
            }
            if controller is UINavigationController || controller === self {
                StandInRuntime.warn("Pushing a navigation controller (\(controller.consoleDescription)) is not supported.")
                return
            }
        }
        replaceStack(with: viewControllers, animated: animated)
    }

    /// Pushes a view controller onto the stack; it becomes the top view controller.
    ///
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(childStorage + [viewController], animated: animated)
    }

    /// Pops the top view controller from the navigation stack and updates the display.
    ///
    /// - Returns: The popped view controller, or `nil` when only the root is left.
    ///
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard childStorage.count > 1, let top = childStorage.last else { return nil }
        replaceStack(with: Array(childStorage.dropLast()), animated: animated)
        return top
    }

    /// Pops all the view controllers on the stack except the root view controller.
    ///
    /// - Returns: The popped view controllers, bottom first (empty when only the root is left).
    ///
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = childStorage.first else { return nil }
        let popped = Array(childStorage.dropFirst())
        if !popped.isEmpty { replaceStack(with: [root], animated: animated) }
        return popped
    }

    /// Pops view controllers until the specified view controller is at the top of the stack.
    ///
    /// - Returns: The popped view controllers, bottom first; `nil` (and a warning) when
    ///   `viewController` is not on the stack (UIKit raises an exception).
    ///
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = childStorage.firstIndex(where: { $0 === viewController }) else {
            StandInRuntime.warn("Tried to pop to a view controller (\(viewController.consoleDescription)) that doesn't exist.")
            return nil
        }
        let popped = Array(childStorage[(index + 1)...])
        if !popped.isEmpty { replaceStack(with: Array(childStorage[...index]), animated: animated) }
        return popped
    }

    private func replaceStack(with newStack: [UIViewController], animated: Bool) {
        let change = replaceChildren(with: newStack)
        updateAppearanceInWindow(animated: animated)
        finishReplacingChildren(added: change.added, removed: change.removed)
    }
}
#endif
