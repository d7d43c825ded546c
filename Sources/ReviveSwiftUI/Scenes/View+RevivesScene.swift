#if canImport(SwiftUI)
public import SwiftUI

@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
extension View {
    /// Makes this view a window whose `@ScenePreserved` values Revive restores: one line in the
    /// `WindowGroup`, no router to adopt. A `RouteRestorationView` over a router with no routes
    /// (``RevivedScene/makeRouter(sceneID:configuration:windowValues:)``): the window's state
    /// follows its scene session, and goes with it (`Revive/SnapshotStore/discardSavedState(ofScenes:logger:)`).
    ///
    /// ```swift
    /// WindowGroup { ContentView().revivesScene(.init(store: store)) }
    /// WindowGroup(for: Comic.ID.self) { $id in ComicWindow().revivesScene(.init(store: store), windowValues: ["comicID": id]) }
    /// ```
    /// - Parameters:
    ///   - configuration: Where and how the window saves: its store, policy, codec, budget, logger.
    ///   - windowValues: Values a fresh window starts with, such as a `WindowGroup(for:)` value.
    /// - Returns: The window's root.
    public func revivesScene(_ configuration: RevivedScene.Configuration, windowValues: [String: any Encodable] = [:]) -> some View {
        RouteRestorationView { sceneID in
            RevivedScene.makeRouter(sceneID: sceneID, configuration: configuration, windowValues: windowValues)
        } content: { _ in
            self
        }
    }
}
#endif
