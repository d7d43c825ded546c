#if canImport(UIKit)
import UIKit
#elseif UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || UIKitStandIn
import Foundation
import Revive
import ReviveUIKit
import Testing

/// A fresh folder under the system's temporary directory, removed by `remove()`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("revive-uikit-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Lets the main queue run until UIKit's transitions and completions are done.
@MainActor
func settle() async {
    await StandInRuntime.drainMainQueue()
}

/// Lets the main actor and the main queue run until `condition` holds (at most 1,000 turns).
@MainActor
func settle(until condition: () -> Bool) async {
    for _ in 0..<1_000 where !condition() {
        await Task.yield()
        await StandInRuntime.drainMainQueue()
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
