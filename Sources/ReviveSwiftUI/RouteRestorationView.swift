#if canImport(SwiftUI)
public import SwiftUI
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Combine
#endif

/// The root of a `WindowGroup` window whose navigation Revive restores: one router per window.
/// A thin shell over ``RouteSceneModel``, which does everything and is tested everywhere; this
/// view only forwards SwiftUI's callbacks to it.
///
/// It keeps the window's Revive id — and nothing else — in `@SceneStorage`, connects the model
/// in `task` with the deep link it was given (and opens a link given later, and every URL of
/// `onOpenURL` through the router's `deepLinkParser`), forwards each `scenePhase` change, the window's
/// root disappearing (the window closed) and the app's termination, and sets the scene's root
/// as the place of `@RouteStorage` values. Until the launch is over (a few milliseconds) it
/// shows nothing. The saved state itself is in Revive's store (versioned, checksummed,
/// optionally encrypted), not in `@SceneStorage`, which is for small values.
///
/// ```swift
/// WindowGroup {
///     RouteRestorationView { sceneID in
///         ReviveRouter(routes: names, defaultTree: tabs, sceneID: sceneID, configuration: .init(store: store))
///     } content: { router in
///         MainTabs(router: router)
///     }
/// }
/// ```
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
public struct RouteRestorationView<Route: Codable & Hashable, Tab: Codable & Hashable & Sendable, Content: View>: View {
    @SceneStorage("revive.sceneID") private var sceneID = ""
    @Environment(\.scenePhase) private var scenePhase
    @State private var scene: RouteSceneModel<Route, Tab>
    private let deepLink: RouteTree<Route, Tab>.DeepLink?
    private let content: (ReviveRouter<Route, Tab>) -> Content

    /// Creates the window's root.
    /// - Parameters:
    ///   - deepLink: A place the window opens, merged with or replacing its restored tree; a
    ///     later link (say, from `onOpenURL` into the app's `@State`) opens in the live tree.
    ///   - makeRouter: Makes the router for the window's Revive id; called once.
    ///   - content: The window's views, bound to the router.
    public init(
        deepLink: RouteTree<Route, Tab>.DeepLink? = nil,
        makeRouter: @escaping @MainActor (String) -> ReviveRouter<Route, Tab>,
        @ViewBuilder content: @escaping (ReviveRouter<Route, Tab>) -> Content
    ) {
        _scene = State(initialValue: RouteSceneModel(lifecycle: .thisApp, makeRouter: makeRouter))
        self.deepLink = deepLink
        self.content = content
    }

    public var body: some View {
        ZStack {
            if let router = scene.router, scene.stage == .connected {
                content(router).routeStorage(router.storageLocation(at: nil))
            } else {
                Color.clear
            }
        }
        .task {
            guard await scene.connect(storedSceneID: sceneID, deepLink: deepLink) != nil else { return }
            sceneID = scene.sceneID ?? sceneID
        }
        .onChange(of: scenePhase) { _, phase in
            let events: [ScenePhase: SceneLifecycle.Event] = [.active: .active, .inactive: .inactive, .background: .background]
            if let event = events[phase] { scene.handleWithPlatformTasks(event) }
        }
        .onChange(of: deepLink) { _, link in if let link { scene.open(link) } }
        .onOpenURL { scene.open($0) }
        .onDisappear { scene.handleWithPlatformTasks(.windowClosed) }
        #if canImport(AppKit) && !targetEnvironment(macCatalyst)
        .onReceive(NotificationCenter.default.publisher(for: NSApplication.willTerminateNotification)) { _ in scene.handleWithPlatformTasks(.appWillTerminate) }
        #endif
    }
}
#endif
