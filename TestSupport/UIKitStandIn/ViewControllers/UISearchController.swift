#if !canImport(UIKit)
public import Foundation

/// A view controller that manages the display of search results based on interactions with a
/// search bar.
///
/// "When the user taps in the search field of a managed search bar, the search controller
/// automatically displays the search results controller": UIKit presents the search controller
/// (`UISearchControllerDelegate.presentSearchController(_:)`: "The system performs a default
/// presentation if you don't implement this method or you present the controller yourself"),
/// and dismisses it when the search ends. While it is presented it is active. The stand-in
/// has no search bar or navigation item: a test presents the search controller itself, as an
/// app may, and `isActive` is `true` from `present` until the dismissal ends; setting it to
/// `false` dismisses it.
///
/// ```swift
/// let search = UISearchController(searchResultsController: ResultsViewController())
/// library.present(search, animated: true)   // what the system does when the user taps the field
/// search.isActive                            // true
/// ```
///
/// https://developer.apple.com/documentation/uikit/uisearchcontroller
/// https://developer.apple.com/documentation/uikit/uisearchcontrollerdelegate/presentsearchcontroller(_:)
@MainActor
open class UISearchController: UIViewController {
    /// The view controller that displays the results of the search.
    ///
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/searchresultscontroller
    public let searchResultsController: UIViewController?

    /// Creates and returns a search controller with the specified view controller for
    /// displaying the results.
    ///
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/init(searchresultscontroller:)
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a search controller from an unarchiver; the stand-in decodes nothing.
    public required init?(coder: NSCoder) {
        self.searchResultsController = nil
        super.init(coder: coder)
    }

    /// The presented state of the search interface: `true` while the search controller is
    /// presented. Setting it to `false` dismisses it; setting it to `true` is what the search
    /// bar does, which the stand-in does not model (present the controller instead).
    ///
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/isactive
    open var isActive: Bool {
        get { ownPresenting != nil && !isBeingDismissed }
        set {
            if !newValue, let presenter = ownPresenting, !isBeingDismissed { presenter.dismiss(animated: false) }
        }
    }
}
#endif
