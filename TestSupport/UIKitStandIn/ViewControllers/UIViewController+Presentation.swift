#if !canImport(UIKit)
import Foundation

// Modal presentation as UIKit documents it.
// - present(_:animated:completion:): "The object on which you call this method may not always
//   be the one that handles the presentation"; the completion runs "after the presentation
//   finishes" — here on the main queue, after `present` has returned.
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
// - "When using one of the full-screen presentation styles, the view controller that initiates
//   the presentation must itself cover the entire screen. If the presenting view controller
//   does not cover the screen, UIKit walks up the view controller hierarchy until it finds
//   one that does." (View Controller Programming Guide, Presenting a View Controller)
//   https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/PresentingaViewController.html
// - definesPresentationContext: for `.currentContext`/`.overCurrentContext`, "UIKit starts at
//   the presenting view controller and walks up the view controller hierarchy. If it finds a
//   view controller whose value for this property is true, it asks that view controller to
//   present the new view controller. If no view controller defines the presentation context,
//   UIKit asks the window's root view controller to handle the presentation."
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext

extension UIViewController {
    /// The view controller that is presented by this view controller, or one of its ancestors
    /// in the view controller hierarchy. Set as soon as `present` accepts the request; cleared
    /// when a dismissal's transition ends.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    public var presentedViewController: UIViewController? {
        var node: UIViewController? = self
        while let current = node {
            if let presented = current.ownPresented { return presented }
            node = current.parentStorage
        }
        return nil
    }

    /// The view controller that presented this view controller, or that presented its
    /// nearest presented ancestor; `nil` if neither it nor an ancestor was presented.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    public var presentingViewController: UIViewController? {
        var node: UIViewController? = self
        while let current = node {
            if let presenting = current.ownPresenting { return presenting }
            node = current.parentStorage
        }
        return nil
    }

    /// A Boolean value indicating whether the view controller is being presented: from
    /// `present` until its transition ends (the completion runs right after).
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented
    public var isBeingPresented: Bool { presentationPhase == .presenting }

    /// A Boolean value indicating whether the view controller is being dismissed.
    ///
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
    public var isBeingDismissed: Bool { presentationPhase == .dismissing }

    /// The view controller that handles a presentation of `style` requested on this one.
    func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        var node = self
        while true {
            if style.isContextBased, node.definesPresentationContext { return node }
            if let parent = node.parentStorage {
                node = parent
                continue
            }
            // The top of a containment tree: the window's root, or a presented view controller.
            // A presented view controller covers the screen (and so is the base of the current
            // presentation) unless it was itself presented in a context.
            if let presenter = node.ownPresenting, node.modalPresentationStyle.isContextBased {
                node = presenter
                continue
            }
            return node
        }
    }

    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if let problem = presentationMisuse(of: presented) {
            StandInRuntime.warn(problem)
            return
        }
        let presenter = presentationContext(for: presented.modalPresentationStyle)
        let attempt = "Attempt to present \(presented.consoleDescription) on \(presenter.consoleDescription) (from \(consoleDescription))"
        guard let window = presenter.windowIfInHierarchy() else {
            StandInRuntime.warn("\(attempt) whose view is not in the window hierarchy.")
            return
        }
        if presenter.presentationPhase != nil || presenter.ownPresented?.presentationPhase != nil {
            StandInRuntime.warn("\(attempt) while a presentation is in progress.")
            return
        }
        if let current = presenter.ownPresented {
            StandInRuntime.warn("\(attempt) which is already presenting \(current.consoleDescription).")
            return
        }
        presenter.ownPresented = presented
        presented.ownPresenting = presenter
        presented.presentationPhase = .presenting
        // The presented view joins the window's hierarchy now, shown or not: it loads first.
        presented.loadViewIfNeeded()
        let update = window.beginAppearanceUpdate(animated: animated)
        MainQueue.schedule {
            // `isBeingPresented` holds in the presented side's `viewDidAppear`; the presenter's
            // views are gone (when the style removes them) by its `viewDidDisappear`.
            // https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented
            window.finishAppearanceUpdate(update, order: .modal) { presented.presentationPhase = nil }
            presented.presentationPhase = nil
            completion?()
        }
    }

    /// UIKit raises an exception for these; the stand-in refuses and records a warning.
    private func presentationMisuse(of presented: UIViewController) -> String? {
        if presented === self || presented.ownPresenting != nil {
            return "Application tried to present modally a view controller \(presented.consoleDescription) that is already being presented."
        }
        if presented.parentStorage != nil || presented.rootOfWindow != nil {
            return "Application tried to present modally a view controller \(presented.consoleDescription) that has a parent view controller \(presented.parentStorage?.consoleDescription ?? "(window root)")."
        }
        return nil
    }
}
#endif
