#if !canImport(UIKit)
public import Foundation

/// The backdrop for your app's user interface: it holds the root view controller, and the view
/// controllers on its screen get their appearance callbacks while it is visible.
///
/// A window starts hidden. Setting `rootViewController` installs the root (its view loads at
/// once); the view controllers on screen appear once the window is visible
/// (`makeKeyAndVisible()` or `isHidden = false`), and a replaced root's side disappears. The
/// stand-in runs those callbacks before the call returns; UIKit runs them in the following
/// layout pass.
///
/// ```swift
/// let window = UIWindow(windowScene: scene)
/// window.rootViewController = tabs
/// window.makeKeyAndVisible()   // tabs and its selected tab appear
/// ```
///
/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor
open class UIWindow: UIView {
    /// View controllers between `viewWillAppear` and `viewDidDisappear` (appearance engine).
    var trackedViewControllers: [UIViewController] = []
    private var rootStorage: UIViewController?
    private var isKeyStorage = false

    /// The scene containing the window; weak, as in UIKit.
    ///
    /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene
    open weak var windowScene: UIWindowScene?

    /// Creates a window and associates it with the specified scene; the scene does not retain it.
    ///
    /// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
    public init(windowScene: UIWindowScene) {
        super.init(frame: .zero)
        self.windowScene = windowScene
        windowScene.attach(self)
        isHidden = true
    }

    /// Creates a window with the specified frame rectangle and no scene.
    ///
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a window from an unarchiver; the stand-in decodes nothing.
    ///
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// A window is its own window.
    ///
    /// https://developer.apple.com/documentation/uikit/uiview/window
    open override var window: UIWindow? { self }

    /// Whether the window is hidden; showing or hiding it moves its view controllers on or off
    /// screen.
    ///
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    open override var isHidden: Bool {
        didSet {
            if oldValue != isHidden, rootStorage != nil { updateAppearance(animated: false) }
        }
    }

    /// The root view controller for the window: "Assigning a view controller to this property
    /// … installs the view controller's view as the content view of the window."
    ///
    /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController? {
        get { rootStorage }
        set {
            guard newValue !== rootStorage else { return }
            rootStorage?.rootOfWindow = nil
            rootStorage = newValue
            newValue?.rootOfWindow = self
            newValue?.loadViewIfNeeded()
            updateAppearance(animated: false)
        }
    }

    /// A Boolean value that indicates whether the window is the key window for the app.
    ///
    /// https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow
    open var isKeyWindow: Bool { isKeyStorage }

    /// Shows the window and makes it the key window (the other windows of its scene resign).
    ///
    /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Makes the window the key window, without showing it.
    ///
    /// https://developer.apple.com/documentation/uikit/uiwindow/makekey()
    open func makeKey() {
        for other in windowScene?.windows ?? [] where other !== self { other.isKeyStorage = false }
        isKeyStorage = true
    }
}
#endif
