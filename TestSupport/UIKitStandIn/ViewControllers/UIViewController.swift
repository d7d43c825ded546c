#if !canImport(UIKit)
public import Foundation

/// An object that manages a view hierarchy: the stand-in for UIKit's `UIViewController`.
///
/// Names, signatures and the documented behaviours a state-restoration adapter relies on are
/// UIKit's: the lazily loaded `view` (`loadView()` then `viewDidLoad()`), appearance callbacks
/// in UIKit's order, containment (`addChild(_:)`, `removeFromParent()`), modal presentation
/// through the presentation context, and UIKit's own restoration hooks, which the stand-in
/// never calls by itself.
///
/// ```swift
/// final class ComicViewController: UIViewController {
///     override func viewDidLoad() { super.viewDidLoad(); title = "Comic" }
/// }
/// ```
///
/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {
    // MARK: Stored state (read through the extensions, one concern each)

    var viewStorage: UIView?
    var childStorage: [UIViewController] = []
    weak var parentStorage: UIViewController?
    /// The view controller this one presented itself (not through an ancestor); retained.
    var ownPresented: UIViewController?
    /// The view controller that presented this one itself.
    weak var ownPresenting: UIViewController?
    var presentationPhase: PresentationPhase?
    var appearanceState: AppearanceState = .disappeared
    /// Set on the window's root view controller by `UIWindow.rootViewController`.
    weak var rootOfWindow: UIWindow?
    var tabBarItemStorage: UITabBarItem?

    /// The children whose views are in this view controller's view when it is on screen. A
    /// plain container shows all of them; UIKit's containers override this.
    var childrenOnScreen: [UIViewController] { childStorage }

    /// A localized string that represents the view this controller manages.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String?

    /// The identifier that determines whether the view controller supports state restoration.
    /// Stored only: the stand-in's own behaviour never reads it.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/restorationidentifier
    open var restorationIdentifier: String?

    /// The presentation style for modal view controllers. The default is `.automatic`.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// A Boolean value that indicates whether this view controller's view is covered when the
    /// view controller or one of its descendants presents a view controller with
    /// `.currentContext` or `.overCurrentContext`. The default is `false`.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext
    open var definesPresentationContext: Bool = false

    /// Custom insets that you specify to modify the view controller's safe area; added to
    /// what its containers' bars cover (`UIView+SafeArea.swift`).
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero

    /// Creates a view controller with the nib file in the specified bundle. The stand-in has
    /// no nib loading: both arguments are ignored and `loadView()` makes a plain view.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a view controller with data in an unarchiver. The stand-in decodes nothing.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates a view controller with no nib, as `init(nibName: nil, bundle: nil)`.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The tab bar item that represents the view controller when added to a tab bar
    /// controller; created on first access with the view controller's `title`.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem()
            item.title = title
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }

    // MARK: Overridable entry points (behaviour lives in the Type+Concern files)

    /// Creates the view that the controller manages. The default makes a plain `UIView`.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() {
        view = UIView()
    }

    /// Called after the controller's view is loaded into memory, once.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}

    /// Notifies the view controller that its view is about to be added to a view hierarchy.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    open func viewWillAppear(_ animated: Bool) {}

    /// Notifies the view controller that its view was added to a view hierarchy.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
    open func viewDidAppear(_ animated: Bool) {}

    /// Notifies the view controller that its view is about to be removed from a view hierarchy.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
    open func viewWillDisappear(_ animated: Bool) {}

    /// Notifies the view controller that its view was removed from a view hierarchy.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    open func viewDidDisappear(_ animated: Bool) {}

    /// An array of the view controllers that are children of the current view controller.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    open var children: [UIViewController] { childStorage }

    /// Adds the specified view controller as a child (see `UIViewController+Containment.swift`).
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    open func addChild(_ childController: UIViewController) {
        containmentAddChild(childController)
    }

    /// Removes the view controller from its parent (see `UIViewController+Containment.swift`).
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    open func removeFromParent() {
        containmentRemoveFromParent()
    }

    /// Called just before the view controller is added or removed from a container view controller.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the view controller is added or removed from a container view controller.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    open func didMove(toParent parent: UIViewController?) {}

    /// Presents a view controller modally (see `UIViewController+Presentation.swift`).
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the view controller that was presented modally by the view controller
    /// (see `UIViewController+Dismissal.swift`).
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    // MARK: UIKit's state restoration hooks (never called by the stand-in)

    /// Encodes state-related information for the view controller. UIKit's own restoration
    /// calls it; the stand-in never does, so tests can prove an adapter does not either.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/encoderestorablestate(with:)
    open func encodeRestorableState(with coder: NSCoder) {}

    /// Decodes and restores state-related information for the view controller. Never called
    /// by the stand-in.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/decoderestorablestate(with:)
    open func decodeRestorableState(with coder: NSCoder) {}

    /// Called on restored view controllers after other object decoding is complete. Never
    /// called by the stand-in.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/applicationfinishedrestoringstate()
    open func applicationFinishedRestoringState() {}
}
#endif
