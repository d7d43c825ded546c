#if !canImport(UIKit)
public import Foundation

/// An object that displays an alert message: an alert, or an action sheet.
///
/// Present it with `present(_:animated:completion:)`; UIKit dismisses it when the person taps
/// one of its actions. "The UIAlertController class is intended to be used as-is and doesn't
/// support subclassing." An alert is on screen only for a moment: UIKit's state restoration
/// never preserves one, and neither does Revive. The stand-in keeps the title, message, style
/// and actions, and calls an action's handler from `StandInRuntime.tapAction(at:of:)` (not UIKit API): it
/// dismisses the alert, then calls the handler, as UIKit does.
///
/// ```swift
/// let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in delete() })
/// present(alert, animated: true)
/// ```
///
/// https://developer.apple.com/documentation/uikit/uialertcontroller
@MainActor
open class UIAlertController: UIViewController {
    /// Constants indicating the type of alert to display.
    ///
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/style
    public enum Style: Int, Sendable {
        /// An action sheet displayed by the view controller that presented it.
        /// https://developer.apple.com/documentation/uikit/uialertcontroller/style/actionsheet
        case actionSheet = 0
        /// An alert displayed modally for the app.
        /// https://developer.apple.com/documentation/uikit/uialertcontroller/style/alert
        case alert = 1
    }

    /// The message that provides more details about the reason for the alert.
    ///
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/message
    open var message: String?

    /// The style of the alert controller, set by `init(title:message:preferredStyle:)`.
    ///
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle
    open private(set) var preferredStyle: UIAlertController.Style = .alert

    /// The actions that the user can take in response to the alert or action sheet, in the
    /// order they were added.
    ///
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/actions
    open private(set) var actions: [UIAlertAction] = []

    /// Creates and returns a view controller for displaying an alert.
    ///
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Attaches an action object to the alert or action sheet.
    ///
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

}

extension StandInRuntime {
    /// Taps the action at `index` of `alert`, as the person would (stand-in control, not UIKit
    /// API): the alert is dismissed and the action's handler is called.
    public static func tapAction(at index: Int, of alert: UIAlertController) {
        guard alert.actions.indices.contains(index) else { return }
        let action = alert.actions[index]
        alert.presentingViewController?.dismiss(animated: true)
        action.handler?(action)
    }
}

/// An action that can be taken when the user taps a button in an alert.
///
/// https://developer.apple.com/documentation/uikit/uialertaction
@MainActor
open class UIAlertAction: NSObject {
    /// Styles to apply to action buttons in an alert.
    ///
    /// https://developer.apple.com/documentation/uikit/uialertaction/style
    public enum Style: Int, Sendable {
        /// Apply the default style to the action's button.
        case `default` = 0
        /// Apply a style that indicates the action cancels the operation and leaves things unchanged.
        case cancel = 1
        /// Apply a style that indicates the action might change or delete data.
        case destructive = 2
    }

    /// The title of the action's button.
    ///
    /// https://developer.apple.com/documentation/uikit/uialertaction/title
    public let title: String?

    /// The style that is applied to the action's button.
    ///
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property
    public let style: UIAlertAction.Style

    let handler: ((UIAlertAction) -> Void)?

    /// Create and return an action with the specified title and behavior.
    ///
    /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
#endif
