#if canImport(UIKit)
public import UIKit
#elseif os(Linux) && UIKitStandIn
public import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
public import Revive

/// A `UIWindow`'s view controllers, seen as a `Revive/RestorableHierarchy`: the UIKit adapter.
///
/// Capture and rebuild are Revive's platform-free code; this adapter only tells them how to
/// read and install view controllers. A `UITabBarController` is a tab container, a
/// `UINavigationController` a stack, and a `UISplitViewController` a split container whose
/// children are its columns, all on screen side by side (one stack when collapsed): each column
/// comes back with its own stack and presentations, set with `setViewController(_:for:)` under
/// its role (`primary`, `supplementary`, `secondary`, and `compact` while collapsed), the
/// column the user is in has the focus, and a factory's columns are reused (see
/// `SplitViewColumns`). A split view controller also keeps its preferred display mode and the
/// display mode it showed (reached again with `show(_:)`/`hide(_:)` once on screen, when it
/// was expanded), and, saved collapsed and restored collapsed, the column on top (`show(_:)`).
/// Any other view controller is a page, and its `children` (custom containment) are restored
/// in place, into the children its factory makes. A file saved before split containers
/// existed (a split view controller saved as a page with its columns as children) restores its
/// columns in place. Any view controller's `@Preserved` properties are saved, with
/// no base class; adopt `Revive/Revivable` for custom values and the post-restore hook. UIKit's own
/// restoration (`restorationIdentifier`, `encodeRestorableState(with:)`,
/// `applicationFinishedRestoringState()`) is never used, so it is never triggered by accident.
///
/// UIKit presents only from a view controller that is in a window, one level per completion
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)).
/// So presentations are queued while the tree is built and performed without animation once
/// the root is installed, each after the previous one's completion; the adapter keeps itself
/// alive until the last one. A presentation UIKit refuses (it presents nothing and calls no
/// completion) is returned by ``settle(_:)`` and becomes a report item, and the presentations
/// above it are not attempted.
///
/// ```swift
/// let hierarchy = WindowHierarchy(window: window)
/// let controller = RestorationController(hierarchy: hierarchy, registry: RestorationRegistry<UIViewController>(),
///                                        configuration: .init(store: store))
/// ```
@MainActor
public final class WindowHierarchy: RestorableHierarchy {
    /// The window whose view controllers are saved and restored.
    public let window: UIWindow
    private var queued: [(presenter: UIViewController, presented: UIViewController)] = []
    private var refused: [UIViewController] = []
    private var isPresenting = false
    private var waiters: [([UIViewController]) -> Void] = []
    /// The anchors and selections resolved for restored view controllers, applied once they are
    /// on screen; the reference is weak, so that an entry of a view controller the restore dropped can never
    /// reach another one allocated at the same address.
    private var pendingViewStates: [ObjectIdentifier: (controller: Weak<UIViewController>, viewState: ResolvedViewState)] = [:]
    /// The display modes of restored split view controllers, reached once they are on screen.
    private var pendingDisplayModes: [ObjectIdentifier: (controller: Weak<UIViewController>, mode: UISplitViewController.DisplayMode)] = [:]
    /// The column on top of restored split view controllers saved collapsed, shown once on screen.
    private var pendingTopColumns: [ObjectIdentifier: (controller: Weak<UIViewController>, column: UISplitViewController.Column)] = [:]

    /// Adapts `window`.
    public init(window: UIWindow) {
        self.window = window
    }

    public var rootNode: UIViewController? { window.rootViewController }

    /// `.tabs` for a `UITabBarController`, `.stack` for a `UINavigationController`,
    /// `.split(focusedIndex:roles:isCollapsed:)` for a `UISplitViewController` (its columns, the
    /// column the user is in, each column's role, `isCollapsed`), `.page` for anything else.
    public func containerKind(of node: UIViewController) -> ContainerKind {
        if let tabs = node as? UITabBarController {
            let count = tabs.viewControllers?.count ?? 0
            return .tabs(selectedIndex: (0..<count).contains(tabs.selectedIndex) ? tabs.selectedIndex : 0)
        }
        if node is UINavigationController { return .stack }
        if let split = node as? UISplitViewController { return SplitViewColumns.kind(of: split) }
        return .page
    }

    /// A tab bar controller's tabs, a navigation controller's stack (root first), a split view
    /// controller's columns (each column's navigation controller, in column order), or a page's
    /// own `children`.
    public func children(of node: UIViewController) -> [UIViewController] {
        if let tabs = node as? UITabBarController { return tabs.viewControllers ?? [] }
        if let stack = node as? UINavigationController { return stack.viewControllers }
        if let split = node as? UISplitViewController { return SplitViewColumns.children(of: split) }
        return node.children
    }

    /// The view controller `node` itself presents, unless it is a transient presentation
    /// (`isTransientPresentation(_:)`), which is never saved: the visible page is then `node`.
    public func presentedNode(of node: UIViewController) -> UIViewController? {
        // UIKit answers `presentedViewController` for a view controller and its ancestors;
        // only the one that actually presents owns the presented one.
        // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
        guard let presented = node.presentedViewController, presented.presentingViewController === node,
              !Self.isTransientPresentation(presented) else { return nil }
        return presented
    }

    /// Whether a presented view controller is one of UIKit's presentations that are on screen
    /// only for a moment, which UIKit's own state restoration never brings back either: an
    /// alert or action sheet (`UIAlertController`), a share sheet (`UIActivityViewController`),
    /// an active search (`UISearchController`, presented while active) and anything in a
    /// popover (`modalPresentationStyle == .popover`). Revive leaves them, and what they
    /// present, out of every save, and never reports them as dropped. An app marks its own
    /// with ``Revive/Revivable/isTransientPresentation``.
    ///
    /// https://developer.apple.com/documentation/uikit/uialertcontroller
    /// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/isactive
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover
    static func isTransientPresentation(_ controller: UIViewController) -> Bool {
        if controller is UIAlertController || controller is UISearchController { return true }
        #if os(tvOS)
        return false
        #else
        return controller is UIActivityViewController || controller.modalPresentationStyle == .popover
        #endif
    }

    public func restorationIdentifier(of node: UIViewController) -> String? {
        (node as? any Revivable)?.revivalIdentifier
    }

    /// Does nothing: a view controller's identifier comes from `Revive/Revivable/revivalIdentifier`,
    /// which it derives from its own values; UIKit's `restorationIdentifier` is left alone.
    public func setRestorationIdentifier(_ identifier: String?, of node: UIViewController) {}

    /// The `@Preserved` and custom values; a ``RevivableViewState``'s view state; a
    /// `UISplitViewController`'s preferred display mode, display mode and collapsed state.
    public func encodeState(of node: UIViewController) throws(ReviveError) -> PageState {
        var state = try revivableState(of: node)
        if let split = node as? UISplitViewController { SplitViewState.encode(split, into: &state) }
        if let viewState = node as? any RevivableViewState, node.isViewLoaded {
            do {
                try viewState.captureViewState().encode(into: &state)
            } catch {
                throw ReviveError(.encodingFailed, name: String(describing: type(of: node)), "could not encode its view state: \(error)")
            }
        }
        return state
    }

    /// Restores the `@Preserved` and custom values, then, in the engine's view-state hook (after
    /// the app's own `restoreViewState()`, so what the views show is the adapter's last word):
    /// for a ``RevivableViewState`` view controller with saved view state, loads its view, puts
    /// its drafts back and resolves its anchor and selection against its data source; those are
    /// put back once the tree is on screen (a list places its rows and keeps a selection only
    /// then). Each is applied once. A `UISplitViewController` gets its preferred display mode
    /// back at once, and the display mode it showed once it is on screen (see `SplitViewState`).
    public func decodeState(_ state: PageState, into node: UIViewController) throws(ReviveError) -> [RestoreReport.Item] {
        try restoreRevivableState(state, into: node) { saved in
            var issues: [RestoreReport.Item] = []
            if let split = node as? UISplitViewController {
                let (mode, unreadable) = SplitViewState.decode(state, into: split)
                issues += unreadable
                pendingDisplayModes = pendingDisplayModes.filter { $0.value.controller.object != nil }
                if let mode { pendingDisplayModes[ObjectIdentifier(node)] = (Weak(node), mode) }
            }
            guard let viewState = node as? any RevivableViewState, !saved.isEmpty else { return issues }
            node.loadViewIfNeeded()
            var (resolved, moved) = viewState.resolve(saved)
            viewState.apply(ResolvedViewState(landing: nil, selectedRows: nil, drafts: resolved.drafts))
            resolved.drafts = [:]
            pendingViewStates = pendingViewStates.filter { $0.value.controller.object != nil }
            pendingViewStates[ObjectIdentifier(node)] = (Weak(node), resolved)
            return issues + moved
        }
    }

    /// The children a freshly made container already has, in the order of `children(of:)`: a
    /// split view controller's columns, its compact column's controller included when it is set.
    public func defaultChildren(of container: UIViewController) -> [UIViewController] {
        if let split = container as? UISplitViewController { return SplitViewColumns.defaultChildren(of: split) }
        return children(of: container)
    }

    /// Installs a tab bar controller's tabs (and selects one), a navigation controller's stack,
    /// or each column of a detached split view controller by its role
    /// (`setViewController(_:for:)`). A split view controller saved collapsed shows its saved
    /// column on top once on screen, if it is collapsed then.
    public func install(children: [UIViewController], kind: ContainerKind, into container: UIViewController) throws {
        guard let split = container as? UISplitViewController, kind.name == ContainerKind.split(focusedIndex: nil).name else {
            return try installTabsOrStack(children, selectedIndex: kind.selectedIndex, into: container)
        }
        try SplitViewColumns.install(children, kind: kind, into: split)
        pendingTopColumns = pendingTopColumns.filter { $0.value.controller.object != nil }
        pendingTopColumns[ObjectIdentifier(split)] = nil
        if kind.isCollapsed, let focused = kind.focusedIndex, kind.roles.indices.contains(focused),
           let column = SplitViewColumns.column(for: kind.roles[focused]), column != .compact {
            pendingTopColumns[ObjectIdentifier(split)] = (Weak(split), column)
        }
    }

    /// Installs a tab bar controller's tabs (and selects one) or a navigation controller's stack.
    private func installTabsOrStack(_ children: [UIViewController], selectedIndex: Int?, into container: UIViewController) throws {
        if let tabs = container as? UITabBarController {
            tabs.setViewControllers(children, animated: false)
            tabs.selectedIndex = selectedIndex ?? 0
        } else if let stack = container as? UINavigationController {
            stack.setViewControllers(children, animated: false)
        } else {
            throw ReviveError(.kindMismatch, name: String(describing: type(of: container)), "not a tab bar or navigation controller")
        }
    }

    public func present(_ node: UIViewController, over presenter: UIViewController) throws {
        // The tree is built depth first, so a deeper presentation is queued before the one
        // below it; they are performed in the reverse order.
        queued.insert((presenter, node), at: 0)
    }

    public func installRoot(_ node: UIViewController) throws {
        window.rootViewController = node
        window.makeKeyAndVisible()
        isPresenting = true
        presentNext()
    }

    public func settle(_ completion: @escaping @MainActor ([UIViewController]) -> Void) {
        if isPresenting {
            waiters.append(completion)
        } else {
            completion(refused)
        }
    }

    public func finishRestoration(of node: UIViewController) {
        if let pending = pendingDisplayModes.removeValue(forKey: ObjectIdentifier(node)), pending.controller.object === node,
           let split = node as? UISplitViewController {
            SplitViewState.show(pending.mode, in: split)
        }
        if let pending = pendingTopColumns.removeValue(forKey: ObjectIdentifier(node)), pending.controller.object === node,
           let split = node as? UISplitViewController, split.isCollapsed {
            split.show(pending.column)
        }
        if let pending = pendingViewStates.removeValue(forKey: ObjectIdentifier(node)), pending.controller.object === node {
            (node as? any RevivableViewState)?.apply(pending.viewState)
        }
        finishRevival(of: node)
    }

    /// Performs the next queued presentation; the closure holds the adapter until the queue
    /// is empty, so nothing is dropped when the app keeps no reference to it.
    private func presentNext() {
        guard !queued.isEmpty else {
            isPresenting = false
            let done = waiters
            waiters = []
            for waiter in done { waiter(refused) }
            return
        }
        let (presenter, presented) = queued.removeFirst()
        presenter.present(presented, animated: false) {
            self.presentNext()
        }
        // UIKit sets the presentation state at once when it accepts; when it refuses, it logs,
        // presents nothing and never calls the completion.
        if presented.presentingViewController == nil {
            refused.append(presented)
            queued.removeAll { Self.isInside($0.presenter, presented) }
            presentNext()
        }
    }

    /// Whether `node` is `root` or lies in its containment or presentation tree.
    private static func isInside(_ node: UIViewController, _ root: UIViewController) -> Bool {
        var current: UIViewController? = node
        while let next = current {
            if next === root { return true }
            current = next.parent ?? next.presentingViewController
        }
        return false
    }
}

// MARK: - Changes

extension WindowHierarchy {
    /// Calls `didChange` each time the main run loop is about to wait for events, for as long
    /// as the hierarchy lives: UIKit posts nothing when a push, a pop, a presentation or a tab
    /// switch ends, but the main run loop reaches its before-waiting point after every event it
    /// handled — the tap, each step of a transition, its completion. So a
    /// `Revive/RestorationController` over the window (``SceneRestoration``'s) looks at the
    /// window there, cheaply, and writes a checkpoint once it changed, with no call of the app's.
    ///
    /// The observer is a `CFRunLoopObserver` for `.beforeWaiting` in the common modes (so it
    /// runs during scrolling too); it invalidates itself once the hierarchy is freed.
    /// https://developer.apple.com/documentation/corefoundation/cfrunloopobservercreatewithhandler(_:_:_:_:_:)
    /// https://developer.apple.com/documentation/corefoundation/cfrunloopactivity/beforewaiting
    public func observeChanges(_ didChange: @escaping @MainActor () -> Void) {
        let observer = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, 0) {
            [weak self] observer, _ in
            guard self != nil else {
                CFRunLoopObserverInvalidate(observer)
                return
            }
            // The main run loop calls its observers on the main thread.
            MainActor.assumeIsolated { didChange() }
        }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
    }

    /// What a capture would save that the view controllers' identities and `@Preserved` values
    /// do not show: a ``RevivableViewState``'s scroll offset, selection and drafts (once its
    /// view is loaded), a `UISplitViewController`'s display modes and collapsed state. Read from
    /// the views rather than encoded (the default): the look runs at every turn of the main run
    /// loop, 27.7 µs at 50 view controllers (`revive-bench --main-actor`, Benchmarks/README.md).
    public func hashViewState(of node: UIViewController, into hasher: inout Hasher) {
        if let split = node as? UISplitViewController { SplitViewState.hash(split, into: &hasher) }
        if let viewState = node as? any RevivableViewState, node.isViewLoaded { viewState.hashViewState(into: &hasher) }
    }

    /// Whether the user's finger is on a ``RevivableViewState``'s `revivableScrollView`, or
    /// the content still moves after it lifted: the scroll view is tracking, dragging or
    /// decelerating. Only those scroll views are asked: a scroll of another view changes nothing
    /// a checkpoint keeps. A checkpoint then waits until `scrollViewDidEndDecelerating(_:)`
    /// (or the end of a drag that does not decelerate) has come.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/istracking
    /// https://developer.apple.com/documentation/uikit/uiscrollview/isdragging
    /// https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)
    public func isGestureInProgress(on node: UIViewController) -> Bool {
        guard node.isViewLoaded, let scrollView = (node as? any RevivableViewState)?.revivableScrollView else { return false }
        return scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating
    }
}

/// Every registry of view controllers used with a window knows UIKit's standard containers:
/// `UITabBarController`, `UINavigationController` and `UISplitViewController` (double column:
/// a split view controller restored from a file where the app's own root did not make one at
/// that place is double-column; register a subclass for a triple-column one there).
/// Register the app's own view controllers on it, its own container subclasses included (the
/// registry matches exact types); the default root handed to `launch(defaultRoot:)` is the one
/// exception, registered by the launch. A type the app shows but did not register is named at
/// launch or at the save, as a ``Revive/SetupIssue`` that a debug build prints.
///
/// ```swift
/// let registry = RestorationRegistry<UIViewController>()
/// registry.register(ComicViewController.self) { ComicViewController() }
/// ```
extension WindowHierarchy {
    /// Registers `UITabBarController`, `UINavigationController` and `UISplitViewController`.
    public static func registerBuiltInContainers(in registry: RestorationRegistry<UIViewController>) {
        registry.register(UITabBarController.self) { UITabBarController() }
        registry.register(UINavigationController.self) { UINavigationController() }
        registry.register(UISplitViewController.self) { UISplitViewController(style: .doubleColumn) }
    }
}
#endif
