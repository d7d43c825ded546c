#if !canImport(UIKit)
import Foundation

// Dismissal as UIKit documents it:
// "The presenting view controller is responsible for dismissing the view controller it
// presented. If you call this method on the presented view controller itself, UIKit asks the
// presenting view controller to handle the dismissal. If you present several view controllers
// in succession, thus building a stack of presented view controllers, calling this method on a
// view controller lower in the stack dismisses its immediate child view controller and all
// view controllers above that child on the stack. When this happens, only the top-most view is
// dismissed in an animated fashion; any intermediate view controllers are simply removed from
// the stack." The completion runs "after the view controller is dismissed".
// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)

extension UIViewController {
    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        let target: UIViewController
        if let presented = presentedViewController {
            target = presented
        } else if let presenting = presentingViewController, let presented = presenting.ownPresented {
            target = presented
        } else {
            // Nothing to dismiss: UIKit does nothing; the stand-in does not call the completion.
            return
        }
        guard let presenter = target.ownPresenting else { return }
        let chain = [target] + UIViewController.presentations(under: target)
        if presenter.presentationPhase != nil || chain.contains(where: { $0.presentationPhase != nil }) {
            StandInRuntime.warn("Attempt to dismiss from view controller \(presenter.consoleDescription) while a presentation or dismiss is in progress!")
            return
        }
        for controller in chain { controller.presentationPhase = .dismissing }
        let window = presenter.containingWindow()
        let update = window?.beginAppearanceUpdate(animated: animated)
        MainQueue.schedule {
            // `isBeingDismissed` holds in the dismissed side's `viewDidDisappear`.
            // https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
            if let window, let update { window.finishAppearanceUpdate(update, order: .modal) }
            // Intermediate view controllers are "simply removed": they never reappear.
            for controller in chain {
                if controller.ownPresenting?.ownPresented === controller { controller.ownPresenting?.ownPresented = nil }
                controller.ownPresenting = nil
                controller.ownPresented = nil
                controller.presentationPhase = nil
            }
            completion?()
        }
    }

    /// Every view controller presented by `node`, by its descendants (in their own context),
    /// and above those, bottom first.
    private static func presentations(under node: UIViewController) -> [UIViewController] {
        var result: [UIViewController] = []
        if let presented = node.ownPresented {
            result.append(presented)
            result += presentations(under: presented)
        }
        for child in node.childStorage { result += presentations(under: child) }
        return result
    }
}
#endif
