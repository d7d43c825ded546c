#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The thin UIKit adapter: a `UIWindow`'s view controllers, seen as a ``RestorableHierarchy``.
///
/// Capture and rebuild are Revive's platform-free code, tested on every platform with the
/// headless ``Navigator``; this adapter only tells them how to read and install view
/// controllers. `UITabBarController` is a tab container, `UINavigationController` a stack,
/// any other view controller a page; `@Preserved` properties of view controllers are saved.
///
/// UIKit cannot present from a view controller that is not in a window, so presentations are
/// queued while the tree is built and performed, without animation and in order, once the
/// root is installed. Not yet verified on a device: this file is compiled only where UIKit
/// exists, and Revive's CI runs on Linux. Known limit: a view controller restored as presented
/// is presented after the post-restore hooks ran, so it does not get
/// `applicationFinishedRestoringState()` from Revive.
///
/// ```swift
/// let registry = RestorationRegistry<UIViewController>()
/// registry.register(ComicViewController.self) { ComicViewController() }
/// let hierarchy = WindowHierarchy(window: window)
/// let report = hierarchy.restore(from: snapshot, registry: registry)
/// ```
@MainActor
public final class WindowHierarchy: RestorableHierarchy {
    /// The window whose view controllers are saved and restored.
    public let window: UIWindow
    private var pendingPresentations: [(presenter: UIViewController, presented: UIViewController)] = []

    /// Adapts `window`.
    public init(window: UIWindow) {
        self.window = window
    }

    public var rootNode: UIViewController? { window.rootViewController }

    public func containerKind(of node: UIViewController) -> ContainerKind {
        if let tabs = node as? UITabBarController {
            let count = tabs.viewControllers?.count ?? 0
            return .tabs(selectedIndex: (0..<count).contains(tabs.selectedIndex) ? tabs.selectedIndex : 0)
        }
        if node is UINavigationController { return .stack }
        return .page
    }

    public func children(of node: UIViewController) -> [UIViewController] {
        if let tabs = node as? UITabBarController { return tabs.viewControllers ?? [] }
        if let stack = node as? UINavigationController { return stack.viewControllers }
        return []
    }

    public func presentedNode(of node: UIViewController) -> UIViewController? {
        // UIKit answers `presentedViewController` for a whole presentation context; only the
        // view controller that actually presents owns the presented one.
        guard let presented = node.presentedViewController, presented.presentingViewController === node else { return nil }
        return presented
    }

    public func restorationIdentifier(of node: UIViewController) -> String? { node.restorationIdentifier }

    public func setRestorationIdentifier(_ identifier: String?, of node: UIViewController) {
        node.restorationIdentifier = identifier
    }

    public func encodeState(of node: UIViewController) throws(RestorationError) -> PageState {
        do {
            return try PreservedProperties.capture(from: node)
        } catch {
            throw RestorationError(.encodingFailed, typeName: String(describing: type(of: node)), "\(error)")
        }
    }

    public func decodeState(_ state: PageState, into node: UIViewController) throws(RestorationError) -> [RestoreReport.ValueIssue] {
        PreservedProperties.restore(state, into: node).map { RestoreReport.ValueIssue(key: $0.key, reason: $0.message) }
    }

    public func defaultChildren(of container: UIViewController) -> [UIViewController] { children(of: container) }

    public func install(children: [UIViewController], selectedIndex: Int?, into container: UIViewController) throws {
        if let tabs = container as? UITabBarController {
            tabs.setViewControllers(children, animated: false)
            tabs.selectedIndex = selectedIndex ?? 0
        } else if let stack = container as? UINavigationController {
            stack.setViewControllers(children, animated: false)
        } else {
            throw RestorationError(.kindMismatch, typeName: String(describing: type(of: container)), "not a container view controller")
        }
    }

    public func present(_ node: UIViewController, over presenter: UIViewController) throws {
        // Built depth first, so deeper presentations are queued first; performed in reverse.
        pendingPresentations.append((presenter, node))
    }

    public func installRoot(_ node: UIViewController) throws {
        window.rootViewController = node
        window.makeKeyAndVisible()
        presentNext(Array(pendingPresentations.reversed()))
        pendingPresentations = []
    }

    private func presentNext(_ queue: [(presenter: UIViewController, presented: UIViewController)]) {
        guard let (presenter, presented) = queue.first else { return }
        presenter.present(presented, animated: false) { [weak self] in
            self?.presentNext(Array(queue.dropFirst()))
        }
    }

    public func finishRestoration(of node: UIViewController) {
        node.applicationFinishedRestoringState()
    }
}
#endif
