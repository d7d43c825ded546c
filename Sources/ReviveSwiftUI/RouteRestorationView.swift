#if canImport(SwiftUI)
import Foundation
import Revive
public import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

/// The root of a scene whose navigation Revive restores: keeps the scene's Revive id — and
/// nothing else — in `@SceneStorage`, makes the router with it, launches it, and saves when
/// `scenePhase` becomes `.background`.
///
/// The saved state itself is in Revive's store (versioned, checksummed, optionally
/// encrypted), not in `@SceneStorage`, which is for small values and is destroyed with the
/// scene. Until the launch is over (a few milliseconds) the view shows nothing. On iOS the
/// save runs inside a background task until it is on disk, as `ReviveUIKit`'s scene glue's
/// does (``Revive/RestorationController/didEnterBackground(beginBackgroundTask:endBackgroundTask:)``).
///
/// ```swift
/// WindowGroup {
///     RouteRestorationView { sceneID in
///         ReviveRouter(routes: names, defaultTree: tabs, store: store, sceneID: sceneID)
///     } content: { router in
///         MainTabs(router: router)
///     }
/// }
/// ```
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
public struct RouteRestorationView<Route: Codable & Hashable, Content: View>: View {
    @SceneStorage("revive.sceneID") private var sceneID = ""
    @Environment(\.scenePhase) private var scenePhase
    @State private var router: ReviveRouter<Route>?
    private let makeRouter: @MainActor (String) -> ReviveRouter<Route>
    private let content: (ReviveRouter<Route>) -> Content

    /// Creates the scene's root.
    /// - Parameters:
    ///   - makeRouter: Makes the router for the scene's Revive id; called once.
    ///   - content: The scene's views, bound to the router.
    public init(
        makeRouter: @escaping @MainActor (String) -> ReviveRouter<Route>,
        @ViewBuilder content: @escaping (ReviveRouter<Route>) -> Content
    ) {
        self.makeRouter = makeRouter
        self.content = content
    }

    public var body: some View {
        ZStack {
            if let router { content(router) } else { Color.clear }
        }
        .task {
            guard router == nil else { return }
            if sceneID.isEmpty { sceneID = UUID().uuidString }
            let made = makeRouter(sceneID)
            await made.launch()
            router = made
        }
        .onChange(of: scenePhase) { _, phase in
            guard phase == .background, let router else { return }
            #if canImport(UIKit) && !os(watchOS)
            let application = UIApplication.shared
            router.controller.didEnterBackground(
                beginBackgroundTask: { expired in application.beginBackgroundTask(withName: "Revive save") { expired() } },
                endBackgroundTask: { application.endBackgroundTask($0) }
            )
            #else
            router.didEnterBackground()
            #endif
        }
    }
}
#endif
