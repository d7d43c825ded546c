// The code of ReviveNavigator's articles, compiled: the landing page's (ReviveNavigator.md) and
// *A command-line program*'s, each the body of a function with its `import` above it (the
// program's top-level code is a `main.swift`'s). Scripts/check-doc-snippets.sh checks that the
// articles show the lines between the snippet markers, the parts of each one after the other.
// HeadlessProgramTests runs the command-line program twice, on a folder of its own.

// snippet:begin navigator-landing
import ReviveNavigator

// snippet:end
// snippet:begin navigator-program
import ReviveNavigator                                   // re-exports Revive

// snippet:end

/// The landing page's code: navigate, then make the controller that saves the pages.
@MainActor
func navigatorLandingPageCode() throws {
    // snippet:begin navigator-landing
    final class LibraryPage: Page {
        @Preserved var filter = "unread"
    }
    final class ComicPage: Page {
        @Preserved("comic_id") var comicID = 0
    }

    let navigator = Navigator()
    let library = NavigationPage(rootPage: LibraryPage(), restorationIdentifier: "library")
    try navigator.setRootPage(TabBarPage(pages: [library]))
    let comic = ComicPage()
    comic.comicID = 42
    try library.push(comic)                           // LibraryPage disappears, ComicPage appears
    let visible = navigator.visiblePage               // the ComicPage

    let registry = RestorationRegistry<Page>()                     // NavigationPage and TabBarPage are built in
    registry.register(LibraryPage.self) { LibraryPage() }
    registry.register(ComicPage.self) { ComicPage() }
    let store = try FileStore(directory: FileStore.defaultDirectory(appName: "Comics"))
    let controller = RestorationController(hierarchy: navigator, registry: registry, configuration: .init(store: store))
    // snippet:end
    _ = (visible, controller)
}

/// *A command-line program*'s `main.swift`.
@MainActor
func navigatorCommandLineProgram() async throws {
    // snippet:begin navigator-program
    final class LibraryPage: Page {
        @Preserved var filter = "unread"
    }
    final class ComicPage: Page {
        @Preserved("comic_id") var comicID = 0
    }

    let store = try FileStore(directory: FileStore.defaultDirectory(appName: "reader"))
    let registry = RestorationRegistry<Page>()               // NavigationPage and TabBarPage are built in
    registry.register(LibraryPage.self) { LibraryPage() }
    registry.register(ComicPage.self) { ComicPage() }
    let controller = RestorationController(hierarchy: Navigator(), registry: registry, configuration: .init(store: store))

    let result = await controller.launch {                   // the root of a fresh start
        TabBarPage(pages: [NavigationPage(rootPage: LibraryPage(), restorationIdentifier: "library")])
    }
    print(result)                                            // "restored 4 pages", "fresh because no state was saved"

    // Reach the pages from the root: after a restore they are new objects.
    let tabs = controller.navigator.rootPage as? TabBarPage
    let library = tabs?.pages.first as? NavigationPage
    if let comic = library?.topPage as? ComicPage {
        print("back at comic \(comic.comicID)")              // the second run
    } else {
        let comic = ComicPage()
        comic.comicID = 42
        try library?.push(comic)
    }

    controller.saveBeforeExit()                              // on disk before the process exits
    // snippet:end
}
