#if !canImport(UIKit)
import Foundation

// The appearance engine: which view controllers are on a window's screen, and the callbacks
// that move them on and off it. Order, per "Presenting a View Controller" (View Controller
// Programming Guide for iOS) and the appearance methods' pages:
// https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/PresentingaViewController.html
// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
// 1. arriving view controllers load their view (`viewDidLoad`, first time only);
// 2. leaving ones get `viewWillDisappear`, arriving ones `viewWillAppear`;
// 3. when the transition ends, `viewDidAppear` / `viewDidDisappear` in `AppearanceOrder`.

extension UIWindow {
    /// The view controllers whose views are in this window's hierarchy, root first.
    ///
    /// With `final: false` it is the hierarchy now: a presentation still in its transition
    /// has not yet removed its presenter's views, and a view controller being dismissed is
    /// still there. With `final: true` it is the hierarchy once every running transition ends.
    func viewControllersInHierarchy(final: Bool) -> [UIViewController] {
        var result: [UIViewController] = []
        if let root = rootViewController { collect(root, final: final, into: &result) }
        return result
    }

    private func collect(_ node: UIViewController, final: Bool, into result: inout [UIViewController]) {
        let presented = node.ownPresented.flatMap { isLive($0, final: final) ? $0 : nil }
        let covered = presented.map { covers($0, final: final) } ?? false
        if !covered {
            result.append(node)
            for child in node.childrenOnScreen { collect(child, final: final, into: &result) }
        }
        if let presented { collect(presented, final: final, into: &result) }
    }

    private func isLive(_ presented: UIViewController, final: Bool) -> Bool {
        !(final && presented.presentationPhase == .dismissing)
    }

    /// Whether a presented view controller's presentation removes the presenter's views:
    /// only once its transition ended ("The views belonging to the presenting view controller
    /// are removed after the presentation completes").
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
    private func covers(_ presented: UIViewController, final: Bool) -> Bool {
        guard presented.modalPresentationStyle.removesPresentersViews else { return false }
        if final { return presented.presentationPhase != .dismissing }
        return presented.presentationPhase == nil
    }

    /// Starts an appearance update toward the final hierarchy; a hidden window has nothing
    /// on screen. Sends `viewDidLoad`, then `viewWillDisappear` and `viewWillAppear` now
    /// (`viewWillAppear` first when `arrivingFirst`, as on a tab switch).
    func beginAppearanceUpdate(animated: Bool, arrivingFirst: Bool = false) -> AppearanceUpdate {
        let target = isHidden ? [] : viewControllersInHierarchy(final: true)
        var update = AppearanceUpdate(animated: animated)
        update.arriving = target.filter { !$0.appearanceState.isOnScreen }
        update.leaving = trackedViewControllers.filter { tracked in
            tracked.appearanceState.isOnScreen && !target.contains { $0 === tracked }
        }
        for controller in update.arriving { controller.loadViewIfNeeded() }
        let leave = {
            for controller in update.leaving {
                controller.appearanceState = .disappearing
                controller.viewWillDisappear(animated)
            }
        }
        let arrive = {
            for controller in update.arriving {
                controller.appearanceState = .appearing
                controller.viewWillAppear(animated)
                if !self.trackedViewControllers.contains(where: { $0 === controller }) {
                    self.trackedViewControllers.append(controller)
                }
            }
        }
        if arrivingFirst { arrive(); leave() } else { leave(); arrive() }
        return update
    }

    /// Ends an update: `viewDidAppear` / `viewDidDisappear` for those still on their way;
    /// `between` runs after the first side's callbacks and before the second side's.
    func finishAppearanceUpdate(_ update: AppearanceUpdate, order: AppearanceOrder, between: () -> Void = {}) {
        let appear = {
            for controller in update.arriving where controller.appearanceState == .appearing {
                controller.appearanceState = .appeared
                controller.viewDidAppear(update.animated)
            }
        }
        let disappear = {
            for controller in update.leaving where controller.appearanceState == .disappearing {
                controller.appearanceState = .disappeared
                controller.viewDidDisappear(update.animated)
            }
        }
        switch order {
        case .modal: appear(); between(); disappear()
        case .containment: disappear(); between(); appear()
        }
        trackedViewControllers.removeAll { $0.appearanceState == .disappeared }
    }

    /// Both phases at once, for changes UIKit completes without a modal transition here.
    func updateAppearance(animated: Bool, arrivingFirst: Bool = false) {
        finishAppearanceUpdate(beginAppearanceUpdate(animated: animated, arrivingFirst: arrivingFirst), order: .containment)
    }
}

extension UIViewController {
    /// Runs a synchronous containment change and its appearance callbacks in the window
    /// this view controller belongs to, if any (no window: no appearance callbacks).
    func updateAppearanceInWindow(animated: Bool, arrivingFirst: Bool = false) {
        containingWindow()?.updateAppearance(animated: animated, arrivingFirst: arrivingFirst)
    }
}
#endif
