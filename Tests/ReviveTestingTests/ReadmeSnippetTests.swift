// The README's "Testing your app's restoration" snippet, compiled with exactly the imports the
// README shows (this target builds with `MemberImportVisibility`, so a missing import fails
// here), and run, with the app's own pages and navigation that the snippet assumes.
import ReviveNavigator
import ReviveTesting
import Testing

@MainActor
struct ReadmeSnippetTests {
    // From README.md, unchanged but for the indentation:
    @Test @MainActor func comesBackToTheComic() async throws {
        let app = SimulatedApp(registry: makeRegistry, rootPage: { MainTabs() })
        await app.launch()
        try libraryStack(of: app).push(ComicDetailPage(comicID: 42))   // your app's own navigation
        try await app.enterBackground()
        app.killBySystem()
        await app.launch()
        try app.expectVisible(ComicDetailPage.self) { $0.comicID == 42 }
    }
}

// MARK: - The app the snippet tests

private final class LibraryPage: Page {}

private final class ComicDetailPage: Page {
    @Preserved("comic_id") var comicID = 0

    convenience init(comicID: Int) {
        self.init()
        self.comicID = comicID
    }
}

private final class MainTabs: TabBarPage {
    convenience init() {
        self.init(pages: [NavigationPage(rootPage: LibraryPage()), LibraryPage(restorationIdentifier: "settings")])
    }
}

@MainActor
private func makeRegistry() -> PageRegistry {
    let registry = PageRegistry()
    registry.register(MainTabs.self) { MainTabs() }
    registry.register(LibraryPage.self) { LibraryPage() }
    registry.register(ComicDetailPage.self) { ComicDetailPage() }
    return registry
}

@MainActor
private func libraryStack(of app: SimulatedApp<Navigator>) throws -> NavigationPage {
    let tabs = try #require(app.navigator.rootPage as? MainTabs)
    return try #require(tabs.pages.first as? NavigationPage)
}
