#if canImport(UIKit)
import UIKit
#elseif os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
import Foundation
import Revive
import ReviveUIKit
import Testing

/// Lets the main queue run until UIKit's transitions and completions are done.
@MainActor
func settle() async {
    await StandInRuntime.drainMainQueue()
}

/// Lets the main actor, the main queue and the background saves run until `condition` holds,
/// for at most `limit`: a time only a real hang reaches (a save on a loaded machine takes
/// milliseconds), never a number of turns, which a loaded machine can use up first.
@MainActor
func settle(until condition: () -> Bool, limit: Duration = .seconds(30)) async {
    let deadline = ContinuousClock.now.advanced(by: limit)
    while !condition(), ContinuousClock.now < deadline {
        await Task.yield()
        await StandInRuntime.drainMainQueue()
        if !condition() { try? await Task.sleep(for: .milliseconds(1)) }
    }
}

/// Every view controller of `window`'s tree: containment, then presentations.
@MainActor
func allViewControllers(in window: UIWindow) -> [UIViewController] {
    var result: [UIViewController] = []
    func visit(_ node: UIViewController) {
        result.append(node)
        node.children.forEach(visit)
        if let presented = node.presentedViewController, presented.presentingViewController === node { visit(presented) }
    }
    if let root = window.rootViewController { visit(root) }
    return result
}

/// The view controller on top: the end of the presentation chain from the root.
@MainActor
func topViewController(in window: UIWindow) -> UIViewController? {
    var top = window.rootViewController
    while let presented = top?.presentedViewController { top = presented }
    return top
}
#endif
