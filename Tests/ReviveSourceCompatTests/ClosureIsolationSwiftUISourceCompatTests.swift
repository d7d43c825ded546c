import Foundation
import Observation
import ReviveSwiftUI
import ReviveTesting
import Testing
#if canImport(SwiftUI)
import SwiftUI
#endif

// The isolation and sendability of every closure `ReviveSwiftUI` takes or hands out, pinned as
// ClosureIsolationSourceCompatTests.swift says: a function value typed as a SwiftUI app types
// one, handed over with no literal, each line marked `// closure: KEY`. The view modifiers and
// `RouteRestorationView` exist where SwiftUI does, and their lines compile there only.

private enum ShelfRoute: Codable, Hashable, Sendable {
    case comic(id: Int)
}

/// A model of the app's own, kept by a scene.
private final class ShelfModel: Observable, Codable {
    var shelf = 0
}

/// Route naming and migrations, built off the main actor, as an app's setup may build them.
private nonisolated func sendableRouteClosures() -> (RouteRegistry<ShelfRoute>, RestorationPolicy.Migration, RestorationPolicy.Migration) {
    // closure: ReviveSwiftUI RouteRegistry.init(naming:) naming: (@Sendable (Route) -> String)?
    let naming: @Sendable (ShelfRoute) -> String = { _ in "comic" }
    let routes = RouteRegistry<ShelfRoute>(naming: naming)
    // closure: ReviveSwiftUI RouteMigration.mapRoutes(_:) _: @escaping @Sendable (SavedRoute) throws -> SavedRoute?
    let mapRoute: @Sendable (RouteMigration.SavedRoute) throws -> RouteMigration.SavedRoute? = { $0 }
    // closure: ReviveSwiftUI RouteMigration.mapValue(_:_:) _: @escaping @Sendable (StateValue) throws -> StateValue?
    let mapValue: @Sendable (StateValue) throws -> StateValue? = { $0 }
    return (routes, RouteMigration.mapRoutes(mapRoute), RouteMigration.mapValue("shelf", mapValue))
}

@Suite @MainActor
struct ClosureIsolationSwiftUISourceCompat {
    @Test func routerAndHierarchyClosures() async throws {
        let counter = AppCounter()
        let (routes, _, _) = sendableRouteClosures()
        // closure: ReviveSwiftUI ReviveRouter.init(routes:defaultTree:sceneID:configuration:deepLinkParser:) deepLinkParser: (@MainActor (URL) -> RouteTree<Route, Tab>.DeepLink?)?
        let parser: @MainActor (URL) -> RouteTree<ShelfRoute, String>.DeepLink? = { _ in counter.count += 1; return nil }
        let router = ReviveRouter(
            routes: routes, defaultTree: RouteTree<ShelfRoute, String>(tabs: ["library"]), sceneID: "s",
            configuration: .init(store: InMemoryStore()), deepLinkParser: parser
        )
        // closure: ReviveSwiftUI ReviveRouter.deepLinkParser: (@MainActor (URL) -> RouteTree<Route, Tab>.DeepLink?)?
        let readParser: (@MainActor (URL) -> RouteTree<ShelfRoute, String>.DeepLink?)? = router.deepLinkParser
        #expect(readParser != nil)
        await router.launch()
        // closure: ReviveSwiftUI ReviveRouter.open(_:completion:) completion: @escaping (RestorationController<RouteHierarchy<Route, Tab>>.PlaceOutcome) -> Void
        let opened: (RestorationController<RouteHierarchy<ShelfRoute, String>>.PlaceOutcome) -> Void = { _ in counter.count += 1 }
        router.open(PortablePlace(try router.controller.captureSnapshot()), completion: opened)

        let hierarchy = RouteHierarchy(routes: routes, tree: RouteTree<ShelfRoute, String>(tabs: ["library"]))
        // closure: ReviveSwiftUI RouteHierarchy.treeDidChange: ((RouteTree<Route, Tab>) -> Void)?
        let treeDidChange: (RouteTree<ShelfRoute, String>) -> Void = { _ in counter.count += 1 }
        hierarchy.treeDidChange = treeDidChange
        let readTree: ((RouteTree<ShelfRoute, String>) -> Void)? = hierarchy.treeDidChange
        // closure: ReviveSwiftUI RouteHierarchy.observeChanges(_:) _: @escaping @MainActor () -> Void
        let didChange: @MainActor () -> Void = { counter.count += 1 }
        hierarchy.observeChanges(didChange)
        #expect(readTree != nil)

        // closure: ReviveSwiftUI RevivedScene.model(_:default:) default: () -> Model
        let makeDefault: () -> ShelfModel = { counter.count += 1; return ShelfModel() }
        let model = router.revivedScene.model("shelf", default: makeDefault)
        #expect(model.shelf == 0)
    }

    @Test func sceneModelClosures() {
        let counter = AppCounter()
        // closure: ReviveSwiftUI RouteSceneModel.init(lifecycle:makeRouter:) makeRouter: @escaping @MainActor (_ sceneID: String) -> ReviveRouter<Route, Tab>
        let makeRouter: @MainActor (_ sceneID: String) -> ReviveRouter<ShelfRoute, String> = { sceneID in
            counter.count += 1
            return ReviveRouter(routes: .allRoutes, defaultTree: RouteTree(tabs: ["library"]), sceneID: sceneID, configuration: .init(store: InMemoryStore()))
        }
        let window = RouteSceneModel(lifecycle: SceneLifecycle(platform: .iOS), makeRouter: makeRouter)
        // closure: ReviveSwiftUI RouteSceneModel.handle(_:beginBackgroundTask:endBackgroundTask:) beginBackgroundTask: (_ expirationHandler: @escaping @MainActor @Sendable () -> Void) -> TaskIdentifier
        let begin: (_ expirationHandler: @escaping @MainActor @Sendable () -> Void) -> Int = { _ in counter.count += 1; return 1 }
        // closure: ReviveSwiftUI RouteSceneModel.handle(_:beginBackgroundTask:endBackgroundTask:) endBackgroundTask: @escaping @MainActor (TaskIdentifier) -> Void
        let end: @MainActor (Int) -> Void = { _ in counter.count += 1 }
        _ = window.handle(.background, beginBackgroundTask: begin, endBackgroundTask: end)
    }
}

#if canImport(SwiftUI)
/// What a SwiftUI app hands the view modifiers and the window's root view.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
private func viewClosures(_ router: ReviveRouter<ShelfRoute, String>) -> some View {
    // closure: ReviveSwiftUI View.routeDestinations(_:in:destination:) destination: @escaping (Route) -> Destination
    let destination: (ShelfRoute) -> Text = { _ in Text("Comic") }
    // closure: ReviveSwiftUI View.routeDestinations(_:in:destination:) destination: @escaping (Route, RouteTree<Route, Tab>.Place?) -> Destination
    let placed: (ShelfRoute, RouteTree<ShelfRoute, String>.Place?) -> Text = { _, _ in Text("Comic") }
    // closure: ReviveSwiftUI View.routeModals(_:destination:) destination: @escaping (Route) -> Destination
    // closure: ReviveSwiftUI View.routeModals(_:destination:) destination: @escaping (Route, RouteTree<Route, Tab>.Place?) -> Destination
    let container = RouteTree<ShelfRoute, String>.Place.Container.tab("library")
    let destinations = Text("Library").routeDestinations(router, in: container, destination: destination)
        .routeDestinations(router, in: container, destination: placed)
        .routeModals(router, destination: destination)
        .routeModals(router, destination: placed)
    // closure: ReviveSwiftUI RouteRestorationView.init(deepLink:windowLink:makeRouter:content:) makeRouter: @escaping @MainActor (String) -> ReviveRouter<Route, Tab>
    let makeRouter: @MainActor (String) -> ReviveRouter<ShelfRoute, String> = { _ in router }
    // closure: ReviveSwiftUI RouteRestorationView.init(deepLink:windowLink:makeRouter:content:) content: @escaping (ReviveRouter<Route, Tab>) -> Content
    let content: (ReviveRouter<ShelfRoute, String>) -> Text = { _ in Text("Shelf") }
    return VStack { destinations; RouteRestorationView(deepLink: nil, windowLink: nil, makeRouter: makeRouter, content: content) }
}
#endif
