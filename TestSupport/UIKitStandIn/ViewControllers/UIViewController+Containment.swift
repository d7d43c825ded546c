#if !canImport(UIKit)
import Foundation

// Containment as UIKit documents it:
// https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller
// `addChild(_:)` calls the child's `willMove(toParent:)` itself; the container calls
// `didMove(toParent:)`. `removeFromParent()` calls `didMove(toParent: nil)` itself; the
// container calls `willMove(toParent: nil)` first. The stand-in has no view hierarchy of its
// own, so a child's view is taken to join (or leave) its parent's window with the call: the
// appearance callbacks run inside `addChild(_:)` and `removeFromParent()`.

extension UIViewController {
    /// The parent view controller of the recipient, or `nil`.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    public var parent: UIViewController? { parentStorage }

    /// The nearest ancestor in the view controller hierarchy that is a navigation controller.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    public var navigationController: UINavigationController? { nearestAncestor(of: UINavigationController.self) }

    /// The nearest ancestor in the view controller hierarchy that is a tab bar controller.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller
    public var tabBarController: UITabBarController? { nearestAncestor(of: UITabBarController.self) }

    /// The nearest ancestor in the view controller hierarchy that is a split view controller.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/splitviewcontroller
    public var splitViewController: UISplitViewController? { nearestAncestor(of: UISplitViewController.self) }

    func nearestAncestor<Container: UIViewController>(of type: Container.Type) -> Container? {
        var node = parentStorage
        while let current = node {
            if let match = current as? Container { return match }
            node = current.parentStorage
        }
        return nil
    }

    /// `addChild(_:)`: "This method also calls the child's `willMove(toParent:)` method" and
    /// removes the child from its previous parent first.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    func containmentAddChild(_ child: UIViewController) {
        guard child !== self else {
            StandInRuntime.warn("Child view controller \(child.consoleDescription) cannot be its own parent.")
            return
        }
        if child.parentStorage === self, childStorage.contains(where: { $0 === child }) { return }
        if child.parentStorage != nil { child.containmentRemoveFromParent() }
        child.willMove(toParent: self)
        childStorage.append(child)
        child.parentStorage = self
        // A plain container shows its children with itself: the child's view joins the window.
        updateAppearanceInWindow(animated: false)
    }

    /// `removeFromParent()`: "This method … calls the child's `didMove(toParent:)` method,
    /// passing it a value of nil."
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    func containmentRemoveFromParent() {
        guard let parent = parentStorage else { return }
        let window = parent.containingWindow()
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        window?.updateAppearance(animated: false)
        didMove(toParent: nil)
    }

    /// Replaces the children with `newChildren` (keeping their order), calling `willMove`
    /// for every added and removed child now. Returns what `finish` needs.
    func replaceChildren(with newChildren: [UIViewController]) -> (added: [UIViewController], removed: [UIViewController]) {
        let old = childStorage
        let removed = old.filter { child in !newChildren.contains { $0 === child } }
        let added = newChildren.filter { child in !old.contains { $0 === child } }
        for child in removed { child.willMove(toParent: nil) }
        for child in added {
            if child.parentStorage != nil, child.parentStorage !== self { child.containmentRemoveFromParent() }
            child.willMove(toParent: self)
            child.parentStorage = self
        }
        childStorage = newChildren
        return (added, removed)
    }

    /// Ends a `replaceChildren(with:)`: `didMove(toParent:)` for both sides.
    func finishReplacingChildren(added: [UIViewController], removed: [UIViewController]) {
        for child in removed where child.parentStorage === self {
            child.parentStorage = nil
            child.didMove(toParent: nil)
        }
        for child in added where child.parentStorage === self { child.didMove(toParent: self) }
    }
}
#endif
