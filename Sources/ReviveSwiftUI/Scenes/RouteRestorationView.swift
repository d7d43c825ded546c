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
/// On UIKit's platforms the window's Revive id is its scene session's `persistentIdentifier`,
/// read from the window the view is in, so the window's files go when the session goes: forward
/// `application(_:didDiscardSceneSessions:)` to the store (`discardSavedState(of:)`) from an app delegate adaptor.
/// It keeps the window's id in `@SceneStorage` too (an id an earlier version saved under is
/// moved to the session's once), connects the model in `task` with the deep link it was given
/// (and opens a link given later, and every URL of `onOpenURL` through the router's
/// `deepLinkParser`), forwards each `scenePhase` change, the window's root disappearing (the
/// window closed) and the app's termination. Until the launch is over (a few milliseconds) it
/// shows nothing. The saved state itself is in Revive's store (versioned, checksummed,
/// optionally encrypted), not in `@SceneStorage`, which is for small values.
///
/// The views under it find the router and the scene model in the environment —
/// `@Environment(ReviveRouter<Route, Tab>.self)`, `@Environment(RouteSceneModel<Route, Tab>.self)`
/// — so nothing threads them by hand, and an in-app "Close Window" is two lines:
///
/// ```swift
/// WindowGroup {
///     RouteRestorationView { sceneID in
///         ReviveRouter(routes: names, defaultTree: tabs, sceneID: sceneID, configuration: .init(store: store))
///     } content: { router in
///         MainTabs()
///     }
/// }
///
/// struct CloseWindowButton: View {
///     @Environment(RouteSceneModel<Route, AppTab>.self) private var scene
///     @Environment(\.dismissWindow) private var dismissWindow
///     var body: some View {
///         Button("Close Window") { Task { await scene.discard(); dismissWindow() } }   // its files go first
///     }
/// }
/// ```
///
/// A `WindowGroup(for:)` window passes its value as `windowLink`, not `deepLink`: SwiftUI
/// "automatically persists and restores the value of this binding as part of the state
/// restoration process" (`WindowGroup.init(for:content:)`), so the window gets it again at every
/// launch, and a link would be merged again each time; a window link opens only on the window's
/// first launch.
/// https://developer.apple.com/documentation/swiftui/windowgroup/init(for:content:)
///
/// ```swift
/// WindowGroup(for: Int.self) { $comicID in
///     RouteRestorationView(windowLink: comicID.map { RouteTree.DeepLink(tab: .library, path: [.comic(id: $0)]) }) { sceneID in
///         Shelf.makeRouter(store: Shelf.store, sceneID: sceneID)
///     } content: { _ in ShelfRoot() }
/// }
/// ```
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
public struct RouteRestorationView<Route: Codable & Hashable, Tab: Codable & Hashable & Sendable, Content: View>: View {
    @SceneStorage("revive.sceneID") private var sceneID = ""
    @Environment(\.scenePhase) private var scenePhase
    @State private var scene: RouteSceneModel<Route, Tab>
    /// The window's scene session's `persistentIdentifier`, once the view is in a window.
    @State private var sessionID: String?
    private let deepLink: RouteTree<Route, Tab>.DeepLink?
    private let windowLink: RouteTree<Route, Tab>.DeepLink?
    private let content: (ReviveRouter<Route, Tab>) -> Content

    /// Creates the window's root.
    /// - Parameters:
    ///   - deepLink: A place the window opens, merged with or replacing its restored tree; a
    ///     later link (say, from `onOpenURL` into the app's `@State`) opens in the live tree.
    ///   - windowLink: The place a `WindowGroup(for:)` window was opened for, opened only on
    ///     its first launch.
    ///   - makeRouter: Makes the router for the window's Revive id; called once.
    ///   - content: The window's views, bound to the router (also in the environment).
    public init(
        deepLink: RouteTree<Route, Tab>.DeepLink? = nil,
        windowLink: RouteTree<Route, Tab>.DeepLink? = nil,
        makeRouter: @escaping @MainActor (String) -> ReviveRouter<Route, Tab>,
        @ViewBuilder content: @escaping (ReviveRouter<Route, Tab>) -> Content
    ) {
        _scene = State(initialValue: RouteSceneModel(lifecycle: .thisApp, makeRouter: makeRouter))
        self.deepLink = deepLink
        self.windowLink = windowLink
        self.content = content
    }

    public var body: some View {
        ZStack {
            if let router = scene.router, scene.stage == .connected {
                content(router).routeStorage(router.implicitSceneRootLocation).environment(router).environment(scene).environment(\.revivedScene, router.revivedScene)
            } else { Color.clear }
        }
        #if canImport(UIKit) && !os(watchOS)
        .background(SceneSessionReader { sessionID = $0 })
        #endif
        .task(id: sessionID) {
            #if canImport(UIKit) && !os(watchOS)
            guard sessionID != nil else { return }   // connects once the window's session is known
            #endif
            guard await scene.connect(storedSceneID: sceneID, sessionID: sessionID, deepLink: deepLink, windowLink: windowLink) != nil else { return }
            sceneID = scene.sceneID ?? sceneID
        }
        .onChange(of: scenePhase) { _, phase in
            if let event = [ScenePhase.active: SceneLifecycle.Event.active, .inactive: .inactive, .background: .background][phase] { scene.handleWithPlatformTasks(event) }
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
