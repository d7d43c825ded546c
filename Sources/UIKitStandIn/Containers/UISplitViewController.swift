#if !canImport(UIKit)
public import Foundation

/// A container view controller that implements a hierarchical interface in columns.
///
/// How children map, per style:
/// - Classic (`init()`, `init(nibName:bundle:)`, style `.unspecified`): `viewControllers` is
///   `[primary, secondary]` and those are the children, unwrapped. `setViewController(_:for:)`
///   and `viewController(for:)` do not apply to it ("This method doesn't apply to classic split
///   view controllers"): the stand-in records a warning and ignores the call / returns `nil`.
///   https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)
/// - Column style (`init(style: .doubleColumn / .tripleColumn)`): each column's view controller
///   is shown in a navigation controller: one that is not a `UINavigationController` is wrapped
///   in a new one, which becomes the child; `viewController(for:)` returns the view controller
///   that was set, `viewControllers` the children (the navigation controllers), in column order
///   primary, supplementary, secondary, compact. Setting `viewControllers` does not apply to a
///   column-style split view controller (warning, ignored).
///   https://developer.apple.com/documentation/uikit/uisplitviewcontroller
///
/// The stand-in is never collapsed: the primary, supplementary and secondary columns are on
/// screen, the compact column's view controller is a child but not on screen.
///
/// ```swift
/// let split = UISplitViewController(style: .doubleColumn)
/// split.setViewController(folders, for: .primary)
/// split.viewController(for: .primary) === folders   // true; its child is a navigation controller
/// ```
///
/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller
@MainActor
open class UISplitViewController: UIViewController {
    /// The split view controller's style.
    ///
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.property
    public let style: UISplitViewController.Style
    private var columns: [Column: (set: UIViewController, child: UIViewController)] = [:]

    /// Creates a split view controller with the specified column style.
    ///
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(style:)
    public init(style: UISplitViewController.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a classic split view controller (style `.unspecified`).
    ///
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a classic split view controller from an unarchiver; the stand-in decodes nothing.
    ///
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller
    public required init?(coder: NSCoder) {
        self.style = .unspecified
        super.init(coder: coder)
    }

    override var childrenOnScreen: [UIViewController] {
        guard style != .unspecified else { return childStorage }
        return [Column.primary, .supplementary, .secondary].compactMap { columns[$0]?.child }
    }

    /// The array of view controllers the split view controller manages (its children).
    ///
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontrollers
    open var viewControllers: [UIViewController] {
        get { childStorage }
        set {
            guard style == .unspecified else {
                StandInRuntime.warn("Setting viewControllers does not apply to a column-style split view controller \(consoleDescription); use setViewController(_:for:).")
                return
            }
            replaceChildrenUpdatingAppearance(with: newValue)
        }
    }

    /// A Boolean value that indicates whether only one of the child view controllers displays.
    /// Always `false` in the stand-in (no size classes are modelled).
    ///
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed
    open var isCollapsed: Bool { false }

    /// Presents the provided view controller in the specified column of the split view interface.
    ///
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        guard style != .unspecified else {
            StandInRuntime.warn("setViewController(_:for:) does not apply to a classic split view controller \(consoleDescription).")
            return
        }
        if let vc {
            let child = (vc as? UINavigationController) ?? UINavigationController(rootViewController: vc)
            columns[column] = (vc, child)
        } else {
            columns[column] = nil
        }
        let order: [Column] = [.primary, .supplementary, .secondary, .compact]
        replaceChildrenUpdatingAppearance(with: order.compactMap { columns[$0]?.child })
    }

    /// Returns the view controller associated with the specified column: the one that was set.
    ///
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontroller(for:)
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
        guard style != .unspecified else { return nil }
        return columns[column]?.set
    }

    /// Presents the view controller in the specified column. The stand-in never collapses or
    /// hides columns, so this changes nothing.
    ///
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/show(_:)
    open func show(_ column: UISplitViewController.Column) {}

    /// Dismisses the view controller in the specified column. Not modelled: changes nothing.
    ///
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/hide(_:)
    open func hide(_ column: UISplitViewController.Column) {}

    private func replaceChildrenUpdatingAppearance(with newChildren: [UIViewController]) {
        let change = replaceChildren(with: newChildren)
        updateAppearanceInWindow(animated: false)
        finishReplacingChildren(added: change.added, removed: change.removed)
    }
}
#endif
