// The README's testing snippet, compiled and run. Scripts/check-doc-snippets.sh checks that
// the README shows the lines between the snippet markers; the app's own pages and helpers the
// snippet calls are below them.
// snippet:begin testing
import Testing
import ReviveNavigator
import ReviveTesting

@Test @MainActor func comesBackToTheComic() async throws {
    let app = SimulatedApp(registry: makeRegistry, rootPage: { MainTabs() })
    await app.launch()
    try libraryStack(of: app).push(ComicDetailPage(comicID: 42))   // your app's own navigation
    try await app.enterBackground()
    app.killBySystem()
    await app.launch()
    try app.expectVisible(ComicDetailPage.self) { $0.comicID == 42 }
}
// snippet:end

/// The app's comic page: what the snippet pushes and expects back.
@MainActor
private final class ComicDetailPage: Page {
    @Preserved("comic_id") var comicID = 0

    convenience init(comicID: Int) {
        self.init()
        self.comicID = comicID
    }
}

/// The app's root: a tab bar whose first tab is the library's navigation page.
@MainActor
private final class MainTabs: TabBarPage {
    convenience init() {
        self.init(pages: [NavigationPage(rootPage: Page(restorationIdentifier: "library"), restorationIdentifier: "library")])
    }
}

/// The app's registry: the navigator's containers, the root and the comic page.
@MainActor
private func makeRegistry() -> RestorationRegistry<Page> {
    let registry = RestorationRegistry<Page>()
    registry.register(MainTabs.self) { MainTabs() }
    registry.register(Page.self) { Page() }
    registry.register(ComicDetailPage.self) { ComicDetailPage() }
    return registry
}

/// The library tab's navigation page in the running app.
@MainActor
private func libraryStack(of app: SimulatedApp<Navigator>) throws -> NavigationPage {
    guard let tabs = app.navigator.rootPage as? TabBarPage, let stack = tabs.pages.first as? NavigationPage else {
        throw ReviveError(.expectationFailed, "the app's root is not the library's tab bar")
    }
    return stack
}
