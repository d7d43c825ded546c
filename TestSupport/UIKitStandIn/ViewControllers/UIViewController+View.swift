#if !canImport(UIKit)
import Foundation

extension UIViewController {
    /// The view that the controller manages, loaded on first access: `loadView()`, then
    /// `viewDidLoad()`, once.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set {
            viewStorage?.owningViewController = nil
            viewStorage = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view controller's view, or `nil` if the view is not yet loaded. Never loads it.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
    public var viewIfLoaded: UIView? { viewStorage }

    /// A Boolean value indicating whether the view is currently loaded into memory.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
    public var isViewLoaded: Bool { viewStorage != nil }

    /// Loads the view controller's view if it has not yet been loaded.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
    public func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        // UIKit's loadView must set `view`; a stand-in default keeps an override that
        // forgets it from recursing.
        if viewStorage == nil { view = UIView() }
        viewDidLoad()
    }

    /// Whether the view is in `window`'s hierarchy now (a transition in progress counts as
    /// done only when it ends), and the window if so.
    func windowIfInHierarchy() -> UIWindow? {
        guard let window = containingWindow() else { return nil }
        return window.viewControllersInHierarchy(final: false).contains { $0 === self } ? window : nil
    }

    /// The window whose tree (containment and presentation) holds this view controller,
    /// whether or not its view is on screen.
    func containingWindow() -> UIWindow? {
        var node = self
        while true {
            if let parent = node.parentStorage {
                node = parent
            } else if let presenter = node.ownPresenting {
                node = presenter
            } else {
                return node.rootOfWindow
            }
        }
    }

    /// A short description as UIKit prints it in its console messages: `<Type: 0x…>`.
    var consoleDescription: String {
        "<\(String(describing: type(of: self))): \(Unmanaged.passUnretained(self).toOpaque())>"
    }
}
#endif
