// The program of Revive's landing page (Revive.md), compiled: its top-level code is the body of a
// function, its `import` above it. Scripts/check-doc-snippets.sh checks that the page shows the
// lines between the snippet markers, the two parts one after the other.

// snippet:begin revive-landing
import ReviveNavigator                    // re-exports Revive

// snippet:end

/// The landing page's program.
@MainActor
func revivesLandingPageProgram() async throws {
    // snippet:begin revive-landing
    final class LibraryPage: Page {
        @Preserved var filter = "unread"
    }
    final class ComicDetailPage: Page {
        @Preserved("comic_id") var comicID = 0
        @Preserved var comicName = ""
    }
    final class MainTabs: TabBarPage {}       // the app's root; the launch registers it

    let registry = RestorationRegistry<Page>()
    registry.register(LibraryPage.self) { LibraryPage() }
    registry.register(ComicDetailPage.self) { ComicDetailPage() }
    let store = try FileStore(directory: FileStore.defaultDirectory(appName: "Comics"))
    let controller = RestorationController(hierarchy: Navigator(), registry: registry, configuration: .init(store: store))
    await controller.launch {                 // restored, or fresh because …
        MainTabs(pages: [NavigationPage(rootPage: LibraryPage(), restorationIdentifier: "library")])
    }
    controller.didEnterBackground()           // an app in the background: saves off the main actor
    // A program about to exit calls controller.saveBeforeExit() instead: it returns once the state is on disk.
    // snippet:end
}
