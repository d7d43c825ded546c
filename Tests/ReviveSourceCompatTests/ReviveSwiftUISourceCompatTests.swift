import Foundation
import ReviveSwiftUI
import ReviveTesting
import Testing
#if canImport(SwiftUI)
import SwiftUI
#endif

// Every public spelling of `ReviveSwiftUI`, written as an app writes it, with plain
// `import ReviveSwiftUI`.
//
// Before 0.1.0 these spellings broke on purpose (tabs are the app's own type): `RouteTree<Route>`,
// `RouteTab<Route>`, `RouteDeepLink<Route>`, `RouteHierarchy<Route>`, `ReviveRouter<Route>` and
// `RoutePlace` written out now take the tab type (`<Route, String>` for `String` tags,
// `RoutePlace<String>`); `ReviveRouter` is no longer `@Observable` (it is `Observable`, observed
// per place), and `RouteHierarchy.restore(from:defaultTree:)` defaults to the current tree.
// 0.2.0 nested the tree's values in `RouteTree` (fewer public top-level types):
// `RouteTab<R, T>` is `RouteTree<R, T>.TabStack`, `RouteModal<R>` is `RouteTree<R, T>.Modal`,
// `RoutePlace<T>` is `RouteTree<R, T>.Place`, `RouteDeepLink<R, T>` is `RouteTree<R, T>.DeepLink`,
// `RouteColumnVisibility` is `RouteTree<R, T>.ColumnVisibility` and `RouteLaunchResult` is
// `RouteTree<R, T>.LaunchResult`; written out, each takes both of the tree's types.
// `RouteNode` is `RouteHierarchy<R, T>.Node` (apps never make or read one).
// Before 0.1.0 links changed, on purpose: a merged `DeepLink` keeps the modals on screen (it dismissed them;
// `presentedModals: .dismiss` does); `RouteTree.open(_:)` and `ReviveRouter.open(_:)` (a link)
// return how many modals were kept (`@discardableResult`, so calls compile; a reference to them as
// `(DeepLink) -> Void` does not); `launch(defaultTree:deepLink:)`, `ReviveRouter.launch(deepLink:)`
// and `RouteSceneModel.connect(storedSceneID:deepLink:)` take one more defaulted parameter (calls
// compile, function references do not); on UIKit's platforms `RouteRestorationView`'s scene id is
// the window's session's `persistentIdentifier` (a state saved under the old `@SceneStorage` id is
// moved once); a `@RouteStorage` value kept at the scene's root only because its view was given no
// place is reported as a `SetupIssue` (the app says `.routeStorage(router.storageLocation(at: nil))`
// where it means the scene's root); the sample's `ShelfRoot` reads the router from the environment.
// Spellings that infer the types (`RouteTree(tabs: ["a"])`, `.tabRoot("a")`, `router.launch()`)
// are unchanged. The route tree, its restoration and the observable `ReviveRouter`
// are platform-free and run here; the SwiftUI layer (the router's `Binding`s,
// `RouteRestorationView`, `routeModals`) is compiled only where SwiftUI exists, in the
// `#if canImport(SwiftUI)` parts.

/// An app's routes.
private enum ReaderRoute: Codable, Hashable, Sendable {
    case comic(id: Int)
    case reader(comicID: Int, page: Int)
    case options
}

/// An app's tabs, as most apps write them.
private enum ReaderTab: String, Codable, Hashable, Sendable, CaseIterable { case library, settings }

/// The app's allowlist of route names.
private func readerRoutes() -> RouteRegistry<ReaderRoute> {
    var names = RouteRegistry<ReaderRoute>()
    names.register("comic", "reader")
    names.register(["options"])
    return names
}

@Suite @MainActor
struct ReviveSwiftUISourceCompat {
    // RouteRegistry: the allowlist of route names, named by case or by the app.
    @Test func routeRegistry() throws {
        let names = readerRoutes()
        let custom = RouteRegistry<ReaderRoute>(naming: { route in route == .options ? "settings" : "comic" })
        #expect(names.contains("options") && names.registeredNames == ["comic", "options", "reader"])
        #expect(try names.name(of: .comic(id: 1)) == "comic" && custom.name(of: .options) == "settings")
    }

    // Registering by value or by type: nothing to misspell.
    @Test func routeRegistryByValue() {
        var sampled = RouteRegistry<ReaderRoute>()
        sampled.register(cases: .comic(id: 0), .options)
        let every: RouteRegistry<ReaderRoute> = .allRoutes
        #expect(sampled.registeredNames == ["comic", "options"] && every.contains("reader"))
    }

    // Typed tabs and a split view: an enum's tabs, the sidebar's selection, the column visibility.
    @Test func typedTabsAndSplitView() {
        var tree = RouteTree<ReaderRoute, ReaderTab>(tabs: ReaderTab.allCases)
        tree = RouteTree(tabs: [RouteTree.TabStack(id: .library, path: [.comic(id: 1)]), RouteTree.TabStack(id: .settings)], selectedTab: .settings, modals: [])
        tree.columnVisibility = .detailOnly
        let selected: ReaderTab = tree.selectedTab
        let place: RouteTree<ReaderRoute, ReaderTab>.Place = .tab(.library, pathIndex: 0)
        let link = RouteTree<ReaderRoute, ReaderTab>.DeepLink(tab: .library, path: [.options])
        tree.open(link)
        let visibilities: [RouteTree<ReaderRoute, ReaderTab>.ColumnVisibility] = [.automatic, .all, .doubleColumn, .detailOnly]
        #expect(selected == .settings && tree.selectedTab == .library && tree[viewStateAt: place].isEmpty)
        #expect(visibilities == RouteTree<ReaderRoute, ReaderTab>.ColumnVisibility.allCases && tree.columnVisibility.rawValue == "detailOnly")
        let hierarchy = RouteHierarchy(routes: .allRoutes, tree: tree)
        #expect(hierarchy.tree.path(forTab: .library) == [.comic(id: 1), .options])
#if canImport(SwiftUI)
        if #available(iOS 17, macOS 14, tvOS 17, visionOS 1, *) {
            let visibility: NavigationSplitViewVisibility = RouteTree<ReaderRoute, ReaderTab>.ColumnVisibility.all.navigationSplitViewVisibility
            #expect(RouteTree.ColumnVisibility(visibility) == .all)
        }
#endif
    }

    // RouteTree, RouteTree.TabStack and RouteTree.Modal: tabs with typed paths, a chain of modals.
    @Test func routeTree() {
        var tree = RouteTree<ReaderRoute, String>()
        tree = RouteTree(path: [.comic(id: 1)])
        tree = RouteTree(path: [.comic(id: 1)], modals: [RouteTree.Modal(.options)])
        tree = RouteTree(tabs: ["library", "settings"])
        tree = RouteTree(tabs: [RouteTree.TabStack(id: "library"), RouteTree.TabStack(id: "settings", path: [])])
        tree = RouteTree(tabs: [RouteTree.TabStack(id: "library", path: [.comic(id: 1)])], selectedTab: "library", modals: [])
        let selected = tree.select("library")
        let refused = tree.select("unknown")
        #expect(selected && !refused)
        tree.setPath([.comic(id: 42)], forTab: "library")
        tree.push(.reader(comicID: 42, page: 1))
        tree.replaceVisibleRoute(with: .reader(comicID: 42, page: 2))
        tree.present(.options)
        tree.present(.comic(id: 7), style: .fullScreenCover)
        let popped = tree.pop()
        #expect(popped)
        tree.modals = tree.modals + [RouteTree.Modal(.comic(id: 8), style: .sheet, path: [.options])]
        let tabs: [RouteTree<ReaderRoute, String>.TabStack] = tree.tabs
        let modal: RouteTree<ReaderRoute, String>.Modal = tree.modals[1]
        #expect(tabs[0].id == "library" && tabs[0].path.count == 2 && tree.selectedTab == "library" && tree.selectedIndex == 0)
        #expect(modal.route == .comic(id: 8) && modal.style == .sheet && modal.path == [.options] && modal.level == 1 && modal.id == 1)
        #expect(tree.visibleRoute == .options && tree.allRoutes.count == 5 && tree.path(forTab: "library")?.count == 2)
        #expect(RouteTree<ReaderRoute, String>.Modal.Style.allCases == [.sheet, .fullScreenCover])
        var tab = RouteTree<ReaderRoute, String>.TabStack(id: "x")
        tab.id = "y"
        tab.path = [.options]
        var edited = RouteTree<ReaderRoute, String>.Modal(.options)
        edited.style = .fullScreenCover
        edited.route = .comic(id: 1)
        edited.path = []
        #expect(tab.path == [.options] && edited.style == .fullScreenCover)
    }

    // A link that keeps the sheets, presents one and fills in its fields; the scene's
    // session; places; a split view in a tab; the new setup issue codes.
    @Test func secondPass() async throws {
        var link = RouteTree<ReaderRoute, ReaderTab>.DeepLink(tab: .library, path: [.comic(id: 1)], modal: RouteTree.Modal(.options),
                                                               precedence: .merge, presentedModals: .keep)
        link.presentedModals = .dismiss
        link[viewStateAt: .modal].drafts["note"] = PageViewState.TextDraft(text: "hi")
        try link.setValue(2, named: "zoom", at: .path(0))
        let stops: [RouteTree<ReaderRoute, ReaderTab>.DeepLink.Stop] = [.tabRoot, .path(0), .modal, .modalPath(0)]
        let handling: [RouteTree<ReaderRoute, ReaderTab>.DeepLink.ModalHandling] = [.keep, .dismiss]
        var tree = RouteTree<ReaderRoute, ReaderTab>(tabs: ReaderTab.allCases)
        let kept: Int = tree.open(link)
        #expect(kept == 0 && stops.count == 4 && handling.count == 2 && link.viewStates.count == 2 && link.modal?.route == .options)

        let router = ReviveRouter(routes: readerRoutes(), defaultTree: RouteTree<ReaderRoute, ReaderTab>(tabs: ReaderTab.allCases),
                                  sceneID: "second-pass", configuration: .init(store: InMemoryStore()))
        let launch: RouteTree<ReaderRoute, ReaderTab>.LaunchResult = await router.launch(deepLink: nil, windowLink: link)
        let keptModals: Int = launch.keptModals
        let opened: Int = router.open(link)
        let location: RouteStorageLocation? = router.storageLocation(of: .comic(id: 1), in: .tab(.library))
        let place: RouteTree<ReaderRoute, ReaderTab>.Place? = location?.place(in: router) ?? router.place(of: .comic(id: 1), in: .tab(.library))
        router.setSidebarSelection("inbox", inTab: .library)
        router.setColumnVisibility(.detailOnly, inTab: .library)
        let sidebar: String? = router.sidebarSelection(inTab: .library, as: String.self)
        let columns: RouteTree<ReaderRoute, ReaderTab>.ColumnVisibility = router.columnVisibility(inTab: .library)
        #expect(keptModals == 0 && opened == 0 && place != nil && sidebar == "inbox" && columns == .detailOnly)

        let scene = RouteSceneModel<ReaderRoute, ReaderTab>(lifecycle: .thisApp) { id in
            ReviveRouter(routes: readerRoutes(), defaultTree: RouteTree(tabs: ReaderTab.allCases), sceneID: id, configuration: .init(store: InMemoryStore()))
        }
        _ = await scene.connect(storedSceneID: "", sessionID: "session", deepLink: nil, windowLink: nil)
        let response: SceneLifecycle.Response = scene.handleWithPlatformTasks(.active)
        let failures: [String: ReviveError] = InMemoryStore().discardSavedState(ofScenes: ["gone"])
        let codes: [SetupIssue.Code] = [.misplacedValue]
        #expect(response == .nothing && failures.isEmpty && codes.count == 1)
    }

    // RouteTree.DeepLink: a place to open at launch, merged or replacing.
    // RouteTree.Place and RouteTree's view state: scroll anchors and drafts per route.
    @Test func routeViewState() {
        var tree = RouteTree<ReaderRoute, String>(tabs: [RouteTree.TabStack(id: "library", path: [.comic(id: 42)])])
        let places: [RouteTree<ReaderRoute, String>.Place] = [.tabRoot("library"), .tab("library", pathIndex: 0), .modal(0), .modal(0, pathIndex: 1),
                                    RouteTree.Place(container: .tab("library"), depth: 1)]
        #expect(places[1] == places[4] && places[4].container == .tab("library") && places[4].depth == 1)
        #expect(tree.visiblePlace == places[1])
        tree[scrollAnchorIDAt: .tabRoot("library")] = "c41"
        tree[scrollAnchorAt: .tabRoot("library")] = PageViewState.ScrollAnchor(itemIdentifier: "c41", index: 40)
        tree[viewStateAt: .tabRoot("library")].selection = PageViewState.ItemSelection(["c42"])
        tree[draftAt: tree.visiblePlace, named: "comment"] = PageViewState.TextDraft(text: "Gre")
        tree[textAt: tree.visiblePlace, named: "comment"] += "at"
        tree.setScrollAnchorID(7, at: tree.visiblePlace)
        let id: Int? = tree.scrollAnchorID(at: tree.visiblePlace)
        let issues: [RestoreReport.Item] = tree.resolveViewState(at: .tabRoot("library"), in: ["c41"])
        #expect(id == 7 && tree[textAt: tree.visiblePlace, named: "comment"] == "Great" && tree.viewStates.count == 2)
        #expect(issues.map(\.kind) == [.movedViewState])
#if canImport(SwiftUI)
        if #available(iOS 17, macOS 14, tvOS 17, visionOS 1, *) {
            func spell(_ router: ReviveRouter<ReaderRoute, String>) {
                let _: Binding<Int?> = router.scrollPositionID(at: .tabRoot("library"), as: Int.self)
                let _: Binding<String> = router.text(at: .tabRoot("library"), named: "comment")
                let _: Binding<PageViewState.TextDraft> = router.draft(at: .tabRoot("library"), named: "comment")
                let _: RouteStorageLocation? = EnvironmentValues().routeStorageLocation
            }
            _ = spell
        }
#endif
    }

    // RouteValue, RouteStorageLocation and RouteTree's stored values: a view's own values by place.
    @Test func routeValues() async {
        var tree = RouteTree<ReaderRoute, ReaderTab>(tabs: [RouteTree.TabStack(id: .library, path: [.comic(id: 42)])])
        tree[storedValueAt: .tabRoot(.library), named: "filter"] = .string("unread")
        tree[storedValueAt: nil, named: "sidebar"] = .bool(true)
        let place: RouteTree<ReaderRoute, ReaderTab>.Place? = tree.place(of: .comic(id: 42), in: .tab(.library))
        #expect(place == .tab(.library, pathIndex: 0) && tree[storedValueAt: nil, named: "sidebar"] == .bool(true))
        var viewState = PageViewState(values: ["zoom": .double(2)])
        viewState.values["zoom"] = nil
        _ = PageViewState.valueKeyPrefix
        if #available(iOS 17, macOS 14, tvOS 17, visionOS 1, *) {
            let router = ReviveRouter(routes: readerRoutes(), defaultTree: tree, sceneID: "s", configuration: .init(store: InMemoryStore()))
            router.showsCoversAsSheets = false
            let location: RouteStorageLocation = router.storageLocation(at: .tabRoot(.library))
            let value = RouteValue("zoom", default: 1.0, at: location)
            value.wrappedValue = 2
            _ = (value.name, value.defaultValue, value.location, value.wrappedValue)
        }
    }

    // RouteSceneModel and SceneLifecycle: one window's life, platform-free.
    @Test func routeSceneModel() async {
        let rules = SceneLifecycle(platform: .macOS)
        let response: SceneLifecycle.Response = rules.response(to: .windowClosed)
        _ = (rules.platform, rules.showsCoversAsSheets, SceneLifecycle().platform, SceneLifecycle.Platform.current, response)
        let _: [SceneLifecycle.Event] = [.active, .inactive, .background, .windowClosed, .appWillTerminate]
        let _: [SceneLifecycle.Response] = [.nothing, .save, .saveInBackgroundTask, .saveAndWait, .discard]
        let _: [SceneLifecycle.Platform] = [.iOS, .macOS, .tvOS, .visionOS]
        if #available(iOS 17, macOS 14, tvOS 17, visionOS 1, *) {
            let scene = RouteSceneModel<ReaderRoute, ReaderTab>(lifecycle: SceneLifecycle()) { sceneID in
                ReviveRouter(routes: readerRoutes(), defaultTree: RouteTree(tabs: ReaderTab.allCases), sceneID: sceneID, configuration: .init(store: InMemoryStore()))
            }
            scene.open(RouteTree.DeepLink(path: [.comic(id: 1)]))
            let launch: RouteTree<ReaderRoute, ReaderTab>.LaunchResult? = await scene.connect(storedSceneID: "", deepLink: nil)
            _ = (launch, scene.router, scene.sceneID, scene.stage, scene.lastSaveResult, scene.lastDiscardError, scene.lifecycle)
            let _: SceneLifecycle.Response = scene.handle(.background)
            scene.handle(.background, beginBackgroundTask: { _ in 1 }, endBackgroundTask: { _ in })
            await scene.discard()
            let _: [RouteSceneModel<ReaderRoute, ReaderTab>.Stage] = [.waiting, .launching, .connected, .discarded]
        }
    }

    @Test func routeDeepLink() {
        var link = RouteTree<ReaderRoute, String>.DeepLink(path: [.comic(id: 42)])
        link = RouteTree.DeepLink(tab: "library", path: [.comic(id: 42)], precedence: .replace)
        link.tab = "library"
        link.path = [.comic(id: 43)]
        link.precedence = .merge
        var tree = RouteTree<ReaderRoute, String>(tabs: [RouteTree.TabStack(id: "library"), RouteTree.TabStack(id: "settings")], selectedTab: "settings")
        tree.open(link)
        let conformed = tree.conformingTabs(to: RouteTree(tabs: ["library"]))
        let precedences: [RouteTree<ReaderRoute, String>.DeepLink.Precedence] = [.merge, .replace]
        #expect(tree.visibleRoute == .comic(id: 43) && conformed.tabs.count == 1 && precedences.map(\.rawValue) == ["merge", "replace"])
    }

    // RouteHierarchy: the tree as a restorable hierarchy; capture, restore, modal pacing.
    @Test func routeHierarchy() throws {
        let routes = RouteHierarchy(routes: readerRoutes())
        let withTree = RouteHierarchy(routes: readerRoutes(), tree: RouteTree(path: [.comic(id: 1)]))
        var changes = 0
        routes.treeDidChange = { _ in changes += 1 }
        routes.tree = RouteTree(path: [.comic(id: 42)], modals: [RouteTree.Modal(.options), RouteTree.Modal(.comic(id: 7), style: .fullScreenCover)])
        _ = try routes.captureSnapshot()
        let snapshot = try routes.captureSnapshot(header: Snapshot.Header(sceneID: "main"), budget: CaptureBudget())
        let report: RestoreReport = withTree.restore(from: snapshot)
        withTree.restore(from: snapshot, defaultTree: RouteTree(tabs: ["main"]))
        #expect(report.isComplete && withTree.tree.modals.count == 2 && withTree.confirmedModalLevels == 0)
        #expect(withTree.presentableModal(at: 0)?.route == .options && withTree.presentableModal(at: 1, style: .fullScreenCover) == nil)
        withTree.modalDidAppear(at: 0)
        #expect(withTree.confirmedModalLevels == 1 && withTree.presentableModal(at: 1, style: .fullScreenCover) != nil)
        withTree.setModalPath([.options], at: 0)
        withTree.dismissModals(from: 1)
        withTree.present(.comic(id: 9))
        withTree.present(.comic(id: 10), style: .fullScreenCover)
        #expect(withTree.tree.modals.count == 3 && changes == 1 && routes.routes.contains("comic"))
    }

    // RouteHierarchy's RestorableHierarchy requirements, on RouteNodes, as the engine calls them.
    @Test func routeNodes() throws {
        let routes = RouteHierarchy(routes: readerRoutes(), tree: RouteTree(path: [.comic(id: 1)], modals: [RouteTree.Modal(.options)]))
        let root: RouteHierarchy<ReaderRoute, String>.Node = try #require(routes.rootNode)
        let tab = try #require(routes.children(of: root).first)
        let page = try #require(routes.children(of: tab).last)
        let modal = try #require(routes.presentedNode(of: root))
        let state = try routes.encodeState(of: page)
        let issues = try routes.decodeState(state, into: page)
        routes.setRestorationIdentifier(routes.restorationIdentifier(of: page), of: page)
        try routes.install(children: routes.defaultChildren(of: root), kind: .tabs(selectedIndex: 0), into: root)
        try routes.present(modal, over: root)
        try routes.installRoot(root)
        routes.finishRestoration(of: root)
        #expect(routes.containerKind(of: root) == .tabs(selectedIndex: 0) && routes.containerKind(of: tab) == .stack && issues.isEmpty)
        #expect(routes.tree.visibleRoute == .options && routes.rootNode != nil && routes.visibleNode != nil)
        var changes = 0
        routes.observeChanges { changes += 1 }
        var hasher = Hasher()
        routes.hashViewState(of: page, into: &hasher)
        routes.tree.push(.comic(id: 2))
        #expect(changes == 1)
    }

    // RestorationController for routes, RouteTree.LaunchResult: launch with a deep link, save, relaunch.
    @Test func restorationController() async throws {
        let store = InMemoryStore()
        let defaultTree = RouteTree<ReaderRoute, String>(tabs: ["library", "settings"])
        let first = RestorationController(routes: RouteHierarchy(routes: readerRoutes()), configuration: .init(store: store))
        let opened = await first.launch(defaultTree: defaultTree, deepLink: RouteTree.DeepLink(tab: "library", path: [.comic(id: 42)]))
        first.didEnterBackground()
        await first.waitForPendingSaves()
        let second = RestorationController(
            routes: RouteHierarchy(routes: readerRoutes()), sceneID: "default", configuration: .init(store: store, policy: RestorationPolicy(), codec: SnapshotCodec(), budget: CaptureBudget())
        )
        let restored: RouteTree<ReaderRoute, String>.LaunchResult = await second.launch(defaultTree: defaultTree)
        #expect(opened.deepLink == .openedOnFreshStart && opened.launch == .fresh(.noSavedState) && restored.deepLink == nil)
        #expect(restored.launch.report != nil && second.hierarchy.tree.visibleRoute == .comic(id: 42) && !restored.description.isEmpty)
        let outcomes: [RouteTree<ReaderRoute, String>.LaunchResult.DeepLinkOutcome] = [.mergedIntoRestoredTree, .replacedRestoredTree, .openedOnFreshStart]
        #expect(outcomes.map(\.rawValue) == ["mergedIntoRestoredTree", "replacedRestoredTree", "openedOnFreshStart"])
    }

    // RouteMigration: renamed and rewritten routes in older files.
    @Test func routeMigration() throws {
        var policy = RestorationPolicy(schemaVersion: 2)
        policy.registerMigration(from: 0, RouteMigration.renameRoute("issue", to: "comic"))
        let mapped: RestorationPolicy.Migration = RouteMigration.mapRoutes { route in
            guard route.name != "options" else { return nil }          // dropped, with what is above it
            var kept = RouteMigration.SavedRoute(name: route.name, value: .null)
            kept.name = route.name
            kept.value = route.value
            return kept
        }
        policy.registerMigration(from: 1, mapped)
        let routes = RouteHierarchy(routes: readerRoutes(), tree: RouteTree(path: [.comic(id: 1), .options]))
        let migrated = try mapped(try routes.captureSnapshot())
        let rebuilt = RouteHierarchy(routes: readerRoutes())
        rebuilt.restore(from: migrated)
        #expect(rebuilt.tree.allRoutes == [.comic(id: 1)] && policy.migrations.count == 2)
    }

    // Sendable: the route values of Sendable routes.
    @Test func sendability() {
        let values: [any Sendable] = [
            readerRoutes(), RouteTree<ReaderRoute, String>(), RouteTree<ReaderRoute, String>.TabStack(id: "t"), RouteTree<ReaderRoute, String>.Modal(.options),
            RouteTree<ReaderRoute, ReaderTab>.Place.tabRoot(.library), RouteTree<ReaderRoute, ReaderTab>.ColumnVisibility.all,
            RouteTree<ReaderRoute, String>.DeepLink(path: []), RouteTree<ReaderRoute, String>.DeepLink.Precedence.merge, RouteTree<ReaderRoute, String>.Modal.Style.sheet,
            RouteTree<ReaderRoute, String>.LaunchResult.DeepLinkOutcome.openedOnFreshStart,
            RouteMigration.SavedRoute(name: "n", value: .null),
        ]
        sendable(RouteMigration.self)
        #expect(values.count == 11)
    }

    // ReviveRouter: launched, driven and saved without a view; its bindings and the views are
    // spelled where SwiftUI exists.
    @Test func reviveRouter() async {
        if #available(iOS 17, macOS 14, tvOS 17, visionOS 1, *) {
            let router = await routerSpellings(store: InMemoryStore())
            let typed = await typedRouterSpellings(store: InMemoryStore())
            #if canImport(SwiftUI)
            swiftUISpellings(router)
            splitViewSpellings(typed)
            #endif
        }
    }
}

/// Compiles only when every type is `Sendable`.
private func sendable<each T: Sendable>(_ types: repeat (each T).Type) {}

/// Every member of `ReviveRouter` but its bindings, its subscripts included.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
private func routerSpellings(store: any SnapshotStore) async -> ReviveRouter<ReaderRoute, String> {
    let defaultTree = RouteTree<ReaderRoute, String>(tabs: ["library", "settings"])
    let router = ReviveRouter(routes: readerRoutes(), defaultTree: defaultTree, sceneID: "main", configuration: .init(store: store))
    let linked = ReviveRouter(routes: readerRoutes(), defaultTree: defaultTree, sceneID: "other", configuration: .init(store: store, policy: RestorationPolicy()))
    let launched: RouteTree<ReaderRoute, String>.LaunchResult = await router.launch()
    await linked.launch(deepLink: RouteTree.DeepLink(tab: "library", path: [.comic(id: 42)]))
    router.push(.reader(comicID: 42, page: 1))
    router.pop()
    router.present(.options)
    router.present(.comic(id: 7), style: .fullScreenCover)
    router.modalDidAppear(at: 0)
    router.selectedTab = "settings"
    router[pathForTab: "library"] = [.comic(id: 1)]
    router[modalPathAt: 0] = [.options]
    let shown: RouteTree<ReaderRoute, String>.Modal? = router[modalAt: 0, .sheet]
    router[modalAt: 0, .sheet] = nil
    let tree: RouteTree<ReaderRoute, String> = router.tree
    let result: RouteTree<ReaderRoute, String>.LaunchResult? = linked.launchResult
    let routes: RouteHierarchy<ReaderRoute, String> = router.routes
    let controller: RestorationController<RouteHierarchy<ReaderRoute, String>> = router.controller
    let saved: SaveResult = router.didEnterBackground()
    #expect(launched.launch == .fresh(.noSavedState) && result?.deepLink == .openedOnFreshStart && shown != nil)
    #expect(router.selectedTab == "settings" && router[pathForTab: "library"] == [.comic(id: 1)] && router[modalPathAt: 0].isEmpty)
    #expect(tree.modals.isEmpty && routes === router.routes && controller === router.controller && router.defaultTree == defaultTree)
    #expect(saved.isScheduled)
    router[scrollAnchorIDAt: .tabRoot("library")] = "c1"
    router[textAt: .tabRoot("library"), named: "note"] = "t"
    router[draftAt: .tabRoot("library"), named: "note"] = PageViewState.TextDraft(text: "u")
    router.setScrollAnchorID(3, at: .tabRoot("settings"))
    let scrolledTo: Int? = router.scrollAnchorID(at: .tabRoot("settings"))
    #expect(scrolledTo == 3 && router[scrollAnchorIDAt: .tabRoot("library")] == "c1" && router[textAt: .tabRoot("library"), named: "note"] == "u")
    router[viewStateAt: .tabRoot("library")].selection = PageViewState.ItemSelection(["c1"])
    let place: RouteTree<ReaderRoute, String>.Place = router.visiblePlace
    let modals: [RouteTree<ReaderRoute, String>.Modal] = router.modals
    #expect(router[viewStateAt: .tabRoot("library")].selection != nil && place.depth >= 0 && modals.isEmpty)
    return router
}

/// The router of typed tabs, a codec, a deep-link parser, a split view.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
private func typedRouterSpellings(store: any SnapshotStore) async -> ReviveRouter<ReaderRoute, ReaderTab> {
    let router = ReviveRouter(
        routes: .allRoutes, defaultTree: RouteTree<ReaderRoute, ReaderTab>(tabs: ReaderTab.allCases), sceneID: "typed",
        configuration: .init(store: store, policy: RestorationPolicy(), codec: SnapshotCodec(), logger: .disabled), deepLinkParser: { url in url.host == "comic" ? RouteTree.DeepLink(tab: .library, path: [.comic(id: 1)]) : nil }
    )
    let parser: (@MainActor (URL) -> RouteTree<ReaderRoute, ReaderTab>.DeepLink?)? = router.deepLinkParser
    router.open(RouteTree.DeepLink(tab: .library, path: [.options]))
    let opened: Bool = router.open(URL(fileURLWithPath: "/comic"))
    await router.launch()
    router.selectedTab = .settings
    router.detailPath = [.options]
    router.columnVisibility = .doubleColumn
    let path: [ReaderRoute] = router[pathForTab: .settings]
    #expect(parser != nil && !opened && path == [.options] && router.columnVisibility == .doubleColumn)
    return router
}

#if canImport(SwiftUI)
/// The router's bindings and the two views.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
private func swiftUISpellings(_ router: ReviveRouter<ReaderRoute, String>) {
    let selection: Binding<String> = router.selection
    let path: Binding<[ReaderRoute]> = router.path(forTab: "library")
    let sheet: Binding<RouteTree<ReaderRoute, String>.Modal?> = router.sheet(at: 0)
    let cover: Binding<RouteTree<ReaderRoute, String>.Modal?> = router.fullScreenCover(at: 1)
    let modalPath: Binding<[ReaderRoute]> = router.modalPath(at: 0)
    #expect(selection.wrappedValue == "settings" && path.wrappedValue.count == 1 && sheet.wrappedValue == nil)
    let defaultTree = router.defaultTree
    let store = ReaderScene.store
    let labelled = RouteRestorationView(
        makeRouter: { sceneID in ReviveRouter(routes: readerRoutes(), defaultTree: defaultTree, sceneID: sceneID, configuration: .init(store: store)) },
        content: { _ in Text("Comics") }
    )
    let modals = Text("Library").routeModals(router, destination: { route in RouteScreen(route: route) })
    _ = (cover, modalPath, ReaderScene(), labelled, modals)
}
/// A split view's bindings.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
private func splitViewSpellings(_ router: ReviveRouter<ReaderRoute, ReaderTab>) {
    let selection: Binding<ReaderTab> = router.selection
    let sidebar: Binding<ReaderTab?> = router.sidebarSelection
    let visibility: Binding<NavigationSplitViewVisibility> = router.columnVisibilityBinding
    let detail: Binding<[ReaderRoute]> = router.detailPathBinding
    let split = NavigationSplitView(columnVisibility: visibility) {
        List(ReaderTab.allCases, id: \.self, selection: sidebar) { Text($0.rawValue) }
    } detail: {
        NavigationStack(path: detail) { Text("Detail") }
    }
    _ = (selection, split)
}

/// A route's view.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
private struct RouteScreen: View {
    let route: ReaderRoute
    var body: some View { Text(String(describing: route)) }
}

/// A view keeping its own value: `@RouteStorage`.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
private struct FilterView: View {
    @RouteStorage("filter") private var filter = "all"
    var body: some View { TextField("Filter", text: $filter) }
}

/// A scene as the README writes it: `RouteRestorationView`, the bindings, `routeModals`.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
private struct ReaderScene: View {
    static let store: any SnapshotStore = InMemoryStore()

    var body: some View {
        RouteRestorationView(deepLink: nil) { sceneID in
            ReviveRouter(routes: readerRoutes(), defaultTree: RouteTree(tabs: ["library", "search", "settings"]), sceneID: sceneID, configuration: .init(store: Self.store))
        } content: { router in
            TabView(selection: router.selection) {
                NavigationStack(path: router.path(forTab: "library")) {
                    Text("Library").navigationDestination(for: ReaderRoute.self) { RouteScreen(route: $0) }
                }
                .tag("library")
                NavigationStack(path: router.path(forTab: "search")) {
                    FilterView()
                        .routeStorage(router.storageLocation(at: .tabRoot("search")))
                        .routeDestinations(router, in: .tab("search")) { RouteScreen(route: $0) }
                }
                .tag("search")
                Text("Settings").tag("settings")
            }
            .routeModals(router) { route in RouteScreen(route: route) }
        }
    }
}

/// The SwiftUI spellings of links that keep the modals: the router and the scene model from the environment, places
/// handed to destinations, a split view in a tab, focus, a window's link.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
private struct SecondPassScene: View {
    enum Field: String, Codable, Hashable, Sendable { case note }
    @Environment(ReviveRouter<ReaderRoute, ReaderTab>.self) private var router
    @Environment(RouteSceneModel<ReaderRoute, ReaderTab>.self) private var scene
    @FocusState private var focus: Field?

    var body: some View {
        NavigationSplitView(columnVisibility: router.columnVisibilityBinding(inTab: .library)) {
            List(["inbox", "archive"], id: \.self, selection: router.sidebarSelectionBinding(inTab: .library, as: String.self)) { Text($0) }
        } detail: {
            NavigationStack(path: router.path(forTab: .library)) {
                TextField("Note", text: router.text(at: .tabRoot(.library), named: "note"))
                    .focused($focus, equals: .note)
                    .routeFocus($focus)
                    .routeDestinations(router, in: .tab(.library)) { route, place in Text("\(route) \(String(describing: place))") }
            }
        }
        .routeModals(router) { route, place in Text("\(route) \(String(describing: place))") }
        .task { await scene.discard() }
    }
}

@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
private struct SecondPassWindow: View {
    let comicID: Int?
    var body: some View {
        RouteRestorationView(windowLink: comicID.map { RouteTree<ReaderRoute, ReaderTab>.DeepLink(tab: .library, path: [.comic(id: $0)]) }) { sceneID in
            ReviveRouter(routes: readerRoutes(), defaultTree: RouteTree(tabs: ReaderTab.allCases), sceneID: sceneID, configuration: .init(store: InMemoryStore()))
        } content: { _ in
            SecondPassScene()
        }
    }
}

#endif
