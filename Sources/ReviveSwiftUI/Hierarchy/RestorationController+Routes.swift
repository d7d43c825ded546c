public import Revive

import Foundation

extension RestorationController {
    /// Creates a controller for a scene whose navigation is a ``RouteTree``.
    ///
    /// ```swift
    /// let controller = RestorationController(routes: routes, configuration: .init(
    ///     store: try FileStore(directory: folder), policy: RestorationPolicy(schemaVersion: 2)))
    /// ```
    ///
    /// The route hierarchy's registry is made from its routes and is not public, so this is a
    /// route tree's only way to a controller: it forwards to
    /// `Revive/RestorationController/init(hierarchy:registry:sceneID:configuration:)`.
    /// - Parameters:
    ///   - routes: The route hierarchy to save and restore; its node registry is used.
    ///   - sceneID: The scene's identifier (SwiftUI keeps it in `@SceneStorage`).
    ///   - configuration: The store, policy (with the schema migrations), codec, budget and logger.
    public convenience init<Route, Tab>(
        routes: RouteHierarchy<Route, Tab>,
        sceneID: String = "default",
        configuration: Configuration
    ) where Hierarchy == RouteHierarchy<Route, Tab> {
        self.init(hierarchy: routes, registry: routes.nodeRegistry, sceneID: sceneID, configuration: configuration)
    }

    /// Restores the saved route tree, or starts from `defaultTree`, then opens `deepLink`.
    ///
    /// Everything `launch(defaultRoot:completion:)` does applies: policies, crash guard,
    /// migrations, pruning with a report. A restored tree then takes `defaultTree`'s tabs
    /// (``RouteTree/conformingTabs(to:)``), so a tab the app removed does not come back. A
    /// deep link merges into the restored tree or replaces it, as it says, and by default keeps
    /// the restored sheets and what was typed in them (``RouteTree/DeepLink``); the result says
    /// which happened and how many modals were kept.
    ///
    /// `windowLink` is the place a window was opened for — the value of a
    /// `WindowGroup(for:)` window, which SwiftUI hands the window again at every launch. It is
    /// opened only when nothing is restored (the window's first launch): a restored window is
    /// already where the user took it, and opening the value again would push it again.
    ///
    /// ```swift
    /// let launch = await controller.launch(defaultTree: RouteTree<Route, AppTab>(tabs: [.library, .settings]))
    /// print(launch)   // "restored 9 pages", "fresh because the user quit the app"
    /// ```
    /// - Parameters:
    ///   - defaultTree: The tree of a fresh start.
    ///   - deepLink: A place the launch was asked to open, if any.
    ///   - windowLink: A place opened only on a fresh start (a `WindowGroup(for:)` value);
    ///     `deepLink` wins when both are given.
    /// - Returns: The launch and what became of the link.
    @discardableResult
    public func launch<Route, Tab>(
        defaultTree: RouteTree<Route, Tab>, deepLink: RouteTree<Route, Tab>.DeepLink? = nil,
        windowLink: RouteTree<Route, Tab>.DeepLink? = nil
    ) async -> RouteTree<Route, Tab>.LaunchResult where Hierarchy == RouteHierarchy<Route, Tab> {
        let routes = hierarchy
        var result = await launch { routes.makeNodes(for: defaultTree) }
        var tree = routes.tree
        if case .restored(var report) = result {
            for item in tree.itemsForTabsLeftOut(by: defaultTree) { report.append(item) }
            result = .restored(report)
            tree = tree.conformingTabs(to: defaultTree)
        }
        var outcome: RouteTree<Route, Tab>.LaunchResult.DeepLinkOutcome?
        var kept = 0
        let link = deepLink ?? (result.report == nil ? windowLink : nil)
        if let link {
            switch (result, link.precedence) {
            case (.fresh, _):
                tree = defaultTree
                outcome = .openedOnFreshStart
            case (.restored, .merge):
                outcome = .mergedIntoRestoredTree
            case (.restored, .replace):
                let restored = tree
                tree = defaultTree.keepingSceneValues(of: restored)
                if link.presentedModals == .keep { tree = tree.keepingModals(of: restored) }
                outcome = .replacedRestoredTree
            }
            kept = tree.open(link)
        }
        if tree != routes.tree { routes.tree = tree }
        return RouteTree.LaunchResult(launch: result, deepLink: outcome, keptModals: kept)
    }
}
