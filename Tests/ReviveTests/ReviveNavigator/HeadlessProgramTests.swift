import Foundation
import ReviveNavigator
import Testing

// A command-line program built from the docs (the navigator's *A command-line
// program*, *Getting started*) saved with `didEnterBackground()` and exited before the write,
// which runs off the main actor, had landed: the next run started fresh. These tests run the
// documented flow the way a program does — public API only, a `FileStore` in a folder, and the
// next run a new store and controller on that folder — with the process's end modelled by
// letting go of the scene's lock.
//
// `didEnterBackground()` alone followed at once by the next run is a race between the save queue
// and the exit, so no test asserts either outcome of it.

/// The program's pages.
@MainActor
private final class ProgramLibraryPage: Page {
    @Preserved var filter = "unread"
}

@MainActor
private final class ProgramComicPage: Page {
    @Preserved("comic_id") var comicID = 0
}

/// One run of the program: its store, navigator and controller on `folder`.
@MainActor
private struct ProgramRun {
    let store: FileStore
    let controller: RestorationController<Navigator>

    init(folder: URL) throws {
        store = try FileStore(directory: folder)
        let registry = RestorationRegistry<Page>()   // NavigationPage and TabBarPage are built in
        registry.register(ProgramLibraryPage.self) { ProgramLibraryPage() }
        registry.register(ProgramComicPage.self) { ProgramComicPage() }
        controller = RestorationController(hierarchy: Navigator(), registry: registry, configuration: .init(store: store))
    }

    /// Launches with the program's default root: tabs holding the library's stack.
    @discardableResult
    func launch() async -> LaunchResult {
        await controller.launch {
            TabBarPage(pages: [NavigationPage(rootPage: ProgramLibraryPage(), restorationIdentifier: "library")])
        }
    }

    /// The library's stack, reached from the root after a launch, restored or fresh.
    func libraryStack() throws -> NavigationPage {
        let tabs = try #require(controller.navigator.rootPage as? TabBarPage)
        return try #require(tabs.pages.first as? NavigationPage)
    }

    /// The process ends: its scene lock goes with it.
    func exit() {
        controller.releaseSceneLock()
    }
}

/// The program of ReviveNavigator's article *A command-line program*, line for line, with its
/// folder given and what it prints returned.
@MainActor
private func articleProgram(folder: URL) async throws -> [String] {
    var printed: [String] = []
    let store = try FileStore(directory: folder)
    let registry = RestorationRegistry<Page>()               // NavigationPage and TabBarPage are built in
    registry.register(ProgramLibraryPage.self) { ProgramLibraryPage() }
    registry.register(ProgramComicPage.self) { ProgramComicPage() }
    let controller = RestorationController(hierarchy: Navigator(), registry: registry, configuration: .init(store: store))

    let result = await controller.launch {                   // the root of a fresh start
        TabBarPage(pages: [NavigationPage(rootPage: ProgramLibraryPage(), restorationIdentifier: "library")])
    }
    printed.append("\(result)")

    // Reach the pages from the root: after a restore they are new objects.
    let tabs = controller.navigator.rootPage as? TabBarPage
    let library = tabs?.pages.first as? NavigationPage
    if let comic = library?.topPage as? ProgramComicPage {
        printed.append("back at comic \(comic.comicID)")     // the second run
    } else {
        let comic = ProgramComicPage()
        comic.comicID = 42
        try library?.push(comic)
    }

    controller.saveBeforeExit()                              // on disk before the process exits
    controller.releaseSceneLock()                            // the process ends
    return printed
}

@MainActor
struct HeadlessProgramTests {
    @Test func theArticlesProgramComesBackToItsComicInItsSecondRun() async throws {
        try await withFolder { folder in
            let firstRun = try await articleProgram(folder: folder)
            #expect(firstRun == ["fresh because no state was saved"])
            let secondRun = try await articleProgram(folder: folder)
            #expect(secondRun == ["restored 4 pages", "back at comic 42"])
        }
    }

    private func withFolder(_ body: (URL) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headless-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(folder)
    }

    @Test func aProgramThatSavesBeforeExitComesBackInItsNextRun() async throws {
        try await withFolder { folder in
            let first = try ProgramRun(folder: folder)
            #expect(await first.launch() == .fresh(.noSavedState))
            let comic = ProgramComicPage()
            comic.comicID = 42
            try first.libraryStack().push(comic)
            #expect(first.controller.saveBeforeExit() == .scheduled)
            // Returned only once the write is on disk: nothing is awaited before the exit.
            #expect(first.controller.saveCount == 1 && first.controller.lastSaveError == nil)
            #expect(FileManager.default.fileExists(atPath: first.store.fileURL(for: "default").path))
            first.exit()

            let next = try ProgramRun(folder: folder)
            let result = await next.launch()
            let report = try #require(result.report, "\(result)")
            #expect(!report.restoredFromCheckpoint)   // the save, not a checkpoint
            let restored = try #require(next.libraryStack().topPage as? ProgramComicPage)
            #expect(restored.comicID == 42)
            #expect(next.controller.navigator.visiblePage === restored)
            next.exit()
        }
    }

    @Test func aProgramThatAwaitsItsPendingSavesComesBackInItsNextRun() async throws {
        try await withFolder { folder in
            let first = try ProgramRun(folder: folder)
            await first.launch()
            let comic = ProgramComicPage()
            comic.comicID = 7
            try first.libraryStack().push(comic)
            #expect(first.controller.didEnterBackground() == .scheduled)
            await first.controller.waitForPendingSaves()   // what an async `main` does before it returns
            first.exit()

            let next = try ProgramRun(folder: folder)
            #expect(await next.launch().report != nil)
            #expect((try next.libraryStack().topPage as? ProgramComicPage)?.comicID == 7)
            next.exit()
        }
    }
}
