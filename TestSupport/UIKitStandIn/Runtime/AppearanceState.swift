#if !canImport(UIKit)
import Foundation

/// Where a view controller is in its appearance cycle (stand-in bookkeeping, not UIKit API).
///
/// UIKit's callbacks come in balanced pairs: `viewWillAppear` then `viewDidAppear`,
/// `viewWillDisappear` then `viewDidDisappear`.
/// https://developer.apple.com/documentation/uikit/uiviewcontroller#Responding-to-view-related-events
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing

    var isOnScreen: Bool { self == .appearing || self == .appeared }
}

/// The phase of a presentation transition that is still running on a presented view controller.
enum PresentationPhase {
    /// From `present(_:animated:completion:)` until its transition ends (`isBeingPresented`).
    case presenting
    /// From `dismiss(animated:completion:)` until its transition ends (`isBeingDismissed`).
    case dismissing
}

/// Which side finishes first when a transition ends.
enum AppearanceOrder {
    /// Modal presentation and dismissal: the arriving side's `viewDidAppear`, then the
    /// leaving side's `viewDidDisappear` (presenting B over A: B viewDidAppear, A viewDidDisappear).
    case modal
    /// Navigation pushes and pops, tab switches, window roots: the leaving side's
    /// `viewDidDisappear`, then the arriving side's `viewDidAppear` (UIKit's observed order;
    /// Apple documents the pairs, not their interleaving).
    case containment
}

/// The will-phase of one appearance update, kept until its did-phase runs.
@MainActor
struct AppearanceUpdate {
    var arriving: [UIViewController] = []
    var leaving: [UIViewController] = []
    var animated: Bool = false
}
#endif
