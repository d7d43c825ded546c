import Foundation
import ReviveNavigator

// The code of Revive's article *Getting started*, compiled: its three steps are one function,
// with the names the article takes from the app (its tab bar, the scene's id) declared around
// them. Scripts/check-doc-snippets.sh checks that the article shows the lines between each pair of
// snippet markers.

/// The steps of *Getting started*, in the article's order.
@MainActor
func gettingStarted(sceneID: String) async throws {
    // snippet:begin getting-started-page
    final class ReaderPage: Page {
        @Preserved("comic_id") var comicID = 0
        @Preserved var pageNumber = 1
    }
    // snippet:end

    /// The app's root.
    final class MainTabs: TabBarPage {
        static func makeDefault() -> MainTabs { MainTabs(pages: [NavigationPage(rootPage: ReaderPage())]) }
    }

    // snippet:begin getting-started-registry
    let registry = RestorationRegistry<Page>()          // NavigationPage and TabBarPage are built in
    registry.register(ReaderPage.self) { ReaderPage() }
    registry.register(MainTabs.self) { MainTabs.makeDefault() }
    // snippet:end

    // snippet:begin getting-started-lifecycle
    let navigator = Navigator()                          // the scene's window
    let store = try FileStore(directory: FileStore.defaultDirectory(appName: "Comics"))
    let controller = RestorationController(hierarchy: navigator, registry: registry, sceneID: sceneID,
                                           configuration: .init(store: store, policy: RestorationPolicy(appVersion: "2.1")))
    // scene(_:willConnectTo:options:): load the model, then
    let result = await controller.launch { MainTabs.makeDefault() }
    // sceneDidEnterBackground(_:):
    controller.didEnterBackground()
    // application(_:didDiscardSceneSessions:) — the user closed the scene's window or swiped the app away:
    try store.discardScene(sceneID: sceneID)
    // snippet:end
    _ = result
}
