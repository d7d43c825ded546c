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
/// The stand-in's window is a wide, regular-width one with room for every column, and the split
/// behavior is tile, so side-by-side modes are what it resolves to:
/// - `preferredDisplayMode` (default `.automatic`) is the app's preference; setting it updates
///   `displayMode`, which is never `.automatic`: in the stand-in's wide window `.automatic`
///   resolves to `.oneBesideSecondary` (double column, classic) or `.twoBesideSecondary` (triple
///   column). A two-sidebar mode preferred by a double-column interface resolves to its
///   one-sidebar counterpart ("twoBesideSecondary … is only available for tripleColumn").
///   https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferreddisplaymode
///   https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.property
/// - `show(_:)` and `hide(_:)` move `displayMode` to the closest mode where the column is
///   visible or hidden, leaving `preferredDisplayMode` alone; hiding the secondary column is
///   not supported (warning, ignored).
///   https://developer.apple.com/documentation/uikit/uisplitviewcontroller/show(_:)
///   https://developer.apple.com/documentation/uikit/uisplitviewcontroller/hide(_:)
/// - The interface collapses to one column only when the system narrows the window, which a
///   test does with `StandInRuntime.collapse(_:)` and `StandInRuntime.expand(_:)`; `isCollapsed`
///   says which, and while collapsed the display mode has no impact on what is shown. Expanded,
///   the primary, supplementary and secondary columns are on screen and the compact column's
///   view controller is a child but not on screen.
///   https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed
/// - Collapsed, one column's navigation stack is on screen and `viewControllers` reports only
///   that child ("After it has been collapsed, the split view controller reports having only
///   one child view controller in its viewControllers property"); `children` keeps every
///   column. Which one: the compact column's view controller when one is set ("If a view
///   controller is set for this column, that view controller is shown when isCollapsed is
///   true"); otherwise the column the delegate's
///   `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` returned when the
///   interface collapsed (Apple does not document the proposal: the stand-in proposes
///   `.secondary`), or the first column that has a view controller when that one has none.
///   `show(_:)` while collapsed brings that column's stack on top instead ("The split view
///   controller chooses the appropriate transition to display the view controller in the
///   specified column"). UIKit's own rearranging of the columns' stacks when it collapses is not
///   documented and not modelled: each column keeps its navigation controller. A classic split
///   view controller shows its primary view controller ("The primary view controller associated
///   with the split view controller is displayed").
///   https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact
///   https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)
///   https://developer.apple.com/documentation/uikit/uiviewcontroller/collapsesecondaryviewcontroller(_:for:)
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
    private var currentDisplayMode: DisplayMode = .automatic
    var collapsed = false
    /// The column on top while collapsed, as the delegate chose it or `show(_:)` moved it.
    var collapsedTopColumn: Column = .secondary

    /// The delegate you use to manage changes to a split view interface.
    ///
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/delegate
    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// The preferred arrangement of the split view interface; `.automatic` by default.
    /// Setting it updates ``displayMode`` (see the type's discussion).
    ///
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferreddisplaymode
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { currentDisplayMode = resolved(preferredDisplayMode) }
    }

    /// The current arrangement of the split view interface; never `.automatic`.
    ///
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.property
    open var displayMode: DisplayMode {
        currentDisplayMode == .automatic ? resolved(.automatic) : currentDisplayMode
    }

    /// The mode the stand-in's wide, tiled window gives for a preferred one.
    private func resolved(_ preferred: DisplayMode) -> DisplayMode {
        let triple = style == .tripleColumn
        switch preferred {
        case .automatic: return triple ? .twoBesideSecondary : .oneBesideSecondary
        case .twoBesideSecondary, .twoDisplaceSecondary: return triple ? preferred : .oneBesideSecondary
        case .twoOverSecondary: return triple ? preferred : .oneOverSecondary
        case .secondaryOnly, .oneBesideSecondary, .oneOverSecondary: return preferred
        }
    }

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
        guard style != .unspecified else { return collapsed ? Array(childStorage.prefix(1)) : childStorage }
        guard collapsed else { return [Column.primary, .supplementary, .secondary].compactMap { columns[$0]?.child } }
        return columnOnTopWhileCollapsed.flatMap { columns[$0]?.child }.map { [$0] } ?? []
    }

    /// The column whose stack a collapsed column-style interface shows (see the type's discussion).
    private var columnOnTopWhileCollapsed: Column? {
        if columns[.compact] != nil { return .compact }
        if collapsedTopColumn != .compact, columns[collapsedTopColumn] != nil { return collapsedTopColumn }
        return [Column.primary, .supplementary, .secondary].first { columns[$0] != nil }
    }

    /// The array of view controllers the split view controller manages (its children).
    ///
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontrollers
    open var viewControllers: [UIViewController] {
        get { collapsed ? childrenOnScreen : childStorage }
        set {
            guard style == .unspecified else {
                StandInRuntime.warn("Setting viewControllers does not apply to a column-style split view controller \(consoleDescription); use setViewController(_:for:).")
                return
            }
            replaceChildrenUpdatingAppearance(with: newValue)
        }
    }

    /// A Boolean value that indicates whether only one of the child view controllers displays:
    /// `true` between `StandInRuntime.collapse(_:)` and `StandInRuntime.expand(_:)`, the
    /// stand-in's way of narrowing the window (no size classes are modelled).
    ///
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed
    open var isCollapsed: Bool { collapsed }

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

    /// Presents the view controller in the specified column: the interface moves to the closest
    /// display mode (for the tile behavior) where the column is fully visible. The secondary
    /// column is visible in every tiled mode, so showing it changes nothing; a classic split
    /// view controller is not column-style (warning, ignored). While collapsed, where the display
    /// mode has no impact, the column's stack comes on top instead (when it has a view
    /// controller and no compact column's view controller is shown).
    ///
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/show(_:)
    open func show(_ column: UISplitViewController.Column) {
        guard style != .unspecified else {
            StandInRuntime.warn("show(_:) does not apply to a classic split view controller \(consoleDescription).")
            return
        }
        if collapsed {
            if column != .compact, columns[column] != nil {
                collapsedTopColumn = column
                updateAppearanceInWindow(animated: false)
            }
            return
        }
        let mode = displayMode
        switch (column, style) {
        case (.primary, .tripleColumn): currentDisplayMode = .twoBesideSecondary
        case (.primary, _), (.supplementary, _): if mode == .secondaryOnly || mode == .oneOverSecondary { currentDisplayMode = .oneBesideSecondary }
        case (.secondary, _), (.compact, _): break
        }
    }

    /// Dismisses the view controller in the specified column: the interface moves to the
    /// closest display mode where the column is hidden. Hiding the secondary column is not
    /// supported (warning, ignored), nor is a classic split view controller.
    ///
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/hide(_:)
    open func hide(_ column: UISplitViewController.Column) {
        guard style != .unspecified, column != .secondary else {
            StandInRuntime.warn("hide(_:) does not support the \(column) column of \(consoleDescription).")
            return
        }
        switch (column, style) {
        case (.primary, .tripleColumn): if displayMode != .secondaryOnly { currentDisplayMode = .oneBesideSecondary }
        case (.primary, _), (.supplementary, _): currentDisplayMode = .secondaryOnly
        case (.secondary, _), (.compact, _): break
        }
    }

    private func replaceChildrenUpdatingAppearance(with newChildren: [UIViewController]) {
        let change = replaceChildren(with: newChildren)
        updateAppearanceInWindow(animated: false)
        finishReplacingChildren(added: change.added, removed: change.removed)
    }
}
#endif
