#if !canImport(UIKit)
import Foundation

/// A container view controller that manages a multiselection interface, where the selection
/// determines which child view controller to display. Its tabs are its `children`; only the
/// selected one is on screen.
///
/// Selection when the tabs change, per the `viewControllers` page: the tab bar controller
/// "remembers the view controller object that was previously selected and attempts to reselect
/// it. If the selected view controller is no longer present, it attempts to select the view
/// controller at the same index in the array as the previous selection. If that index is
/// invalid, it selects the view controller at index 0."
/// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
///
/// Appearance on a tab switch in a visible window (not animated in UIKit), in the order UIKit
/// is observed to use (Apple documents none): the new tab's `viewDidLoad` and `viewWillAppear`,
/// the old tab's `viewWillDisappear` and `viewDidDisappear`, the new tab's `viewDidAppear`,
/// all before the setter returns.
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.viewControllers = [library, settings]
/// tabs.selectedIndex = 1
/// ```
///
/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor
open class UITabBarController: UIViewController {
    private weak var selectedStorage: UIViewController?

    override var childrenOnScreen: [UIViewController] { selectedStorage.map { [$0] } ?? [] }

    /// An array of the root view controllers displayed by the tab bar interface; `nil` when empty.
    ///
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    open var viewControllers: [UIViewController]? {
        get { childStorage.isEmpty ? nil : childStorage }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Sets the root view controllers of the tab bar controller.
    ///
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let newTabs = viewControllers ?? []
        for (index, controller) in newTabs.enumerated() where newTabs[..<index].contains(where: { $0 === controller }) {
            StandInRuntime.warn("The view controller \(controller.consoleDescription) appears more than once in the tab bar controller's view controllers.")
            return
        }
        let previous = selectedStorage
        let previousIndex = childStorage.firstIndex { $0 === previous }
        let change = replaceChildren(with: newTabs)
        if let previous, newTabs.contains(where: { $0 === previous }) {
            selectedStorage = previous
        } else if let previousIndex, newTabs.indices.contains(previousIndex) {
            selectedStorage = newTabs[previousIndex]
        } else {
            selectedStorage = newTabs.first
        }
        updateAppearanceInWindow(animated: animated)
        finishReplacingChildren(added: change.added, removed: change.removed)
    }

    /// The view controller associated with the currently selected tab item. It must be one of
    /// `viewControllers`; another one is ignored with a warning. The default is `nil`.
    ///
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
    open var selectedViewController: UIViewController? {
        get { selectedStorage }
        set {
            guard let newValue, childStorage.contains(where: { $0 === newValue }) else {
                StandInRuntime.warn("Attempt to select \(newValue?.consoleDescription ?? "nil"), which is not one of the tab bar controller's view controllers.")
                return
            }
            guard newValue !== selectedStorage else { return }
            selectedStorage = newValue
            updateAppearanceInWindow(animated: false, arrivingFirst: true)
        }
    }

    /// The index of the view controller associated with the currently selected tab item;
    /// `NSNotFound` when none is selected. An index out of range is ignored.
    ///
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
    open var selectedIndex: Int {
        get { childStorage.firstIndex { $0 === selectedStorage } ?? NSNotFound }
        set {
            guard childStorage.indices.contains(newValue) else { return }
            selectedViewController = childStorage[newValue]
        }
    }
}
#endif
