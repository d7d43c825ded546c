import Foundation
import Testing
@testable import Revive
@testable import ReviveNavigator

/// A page keeps its `@Preserved` storage in its own ``PreservedPropertyCache`` once found: no
/// table entry, and the storage goes with the page. An object that holds no cache keeps it in
/// the table, and a page the registry built moves it from the table into its cache.
@MainActor
struct PreservedPropertyCacheTests {
    /// A class of this suite's own, so that its first pages are made here.
    final class ShelfPage: Page {
        @Preserved var shelf = ""
        @Preserved("n") var count = 0

        /// The storage of `shelf`.
        var shelfStorage: AnyObject { _shelf.box }
    }

    /// A class the registry makes first here.
    final class BinPage: Page {
        @Preserved var bin = 0
    }

    /// Any class that comes back, holding no cache: a view controller's case.
    final class PlainScreen: Revivable {
        @Preserved var note = ""

        init() {
            adoptPreservedProperties()
        }
    }

    /// An adapter's base class as *Writing an adapter* shows it: it holds a cache and adopts
    /// its storage.
    class Screen: Revivable {
        public let preservedPropertyCache: PreservedPropertyCache? = PreservedPropertyCache()

        public init() {
            adoptPreservedProperties()
        }
    }

    final class ScoreScreen: Screen {
        @Preserved var score = 0
        @Preserved var player = ""
    }

    @Test func anAdaptersBaseClassThatHoldsACacheKeepsItsScreensStorageThere() throws {
        let screens = (0..<4).map { _ in ScoreScreen() }
        #expect(screens.dropFirst(2).allSatisfy { $0.preservedPropertyCache?.isFilled == true })
        for (number, screen) in screens.enumerated() {
            #expect(PreservedProperties.restoreKeepingBoxes(
                PageState(["score": .int(Int64(number)), "player": .string("p\(number)")]), into: screen, cache: screen.preservedPropertyCache
            ).isEmpty)
            #expect(screen.score == number && screen.player == "p\(number)")
            screen.score += 100
            #expect(try PreservedProperties.captureKeepingBoxes(from: screen, cache: screen.preservedPropertyCache)["score"] == .int(Int64(number + 100)))
            #expect(!PreservedProperties.hasKeptBoxes(of: screen, cache: nil))
        }
    }

    @Test func aPageKeepsItsStorageInItsOwnCacheAndFreesItWithItself() throws {
        weak var storage: AnyObject?
        weak var kept: PreservedPropertyCache?
        try {
            let pages: [ShelfPage] = (1...3).map { _ in ShelfPage() }
            let page = pages[2]
            let cache = try #require(page.preservedPropertyCache)
            #expect(cache.isFilled)
            #expect(cache.keys == ["n", "shelf"])
            #expect(!PreservedProperties.hasKeptBoxes(of: page, cache: nil))   // not in the table
            page.shelf = "comics"
            page.count = 4
            let state = try PreservedProperties.captureKeepingBoxes(from: page, cache: cache)
            #expect(state == PageState(["shelf": .string("comics"), "n": .int(4)]))
            storage = page.shelfStorage
            kept = cache
        }()
        // Nothing of Revive's holds the page's storage once the page is gone.
        #expect(kept == nil)
        #expect(storage == nil)
    }

    @Test func aPageReadFromItsMirrorKeepsWhatItReadInItsCache() throws {
        let page = ShelfPage()
        page.shelf = "first"
        // Whether or not this page adopted its storage, a capture fills its cache.
        _ = try PreservedProperties.captureKeepingBoxes(from: page, cache: page.preservedPropertyCache)
        #expect(page.preservedPropertyCache?.isFilled == true)
        #expect(!PreservedProperties.hasKeptBoxes(of: page, cache: nil))
    }

    @Test func anObjectThatHoldsNoCacheKeepsItsStorageInTheTable() throws {
        let screens = (1...3).map { _ in PlainScreen() }
        #expect(screens.map(\.preservedPropertyCache).allSatisfy { $0 == nil })
        #expect(PreservedProperties.hasKeptBoxes(of: screens[2], cache: nil))
        for (number, screen) in screens.enumerated() {
            screen.note = "note \(number)"
            #expect(try PreservedProperties.captureKeepingBoxes(from: screen, cache: nil)["note"] == .string("note \(number)"))
            #expect(PreservedProperties.hasKeptBoxes(of: screen, cache: nil))
        }
    }

    @Test func aPageTheRegistryBuiltMovesItsStorageFromTheTableIntoItsCacheAtItsFirstRestore() throws {
        let registry = RestorationRegistry<Page>()
        registry.register(BinPage.self) { BinPage() }
        // The first page of a class adopts nothing: the registry keeps its storage, in the
        // table, as it does a view controller's.
        let page = try #require(try registry.make("BinPage") as? BinPage)
        let cache = try #require(page.preservedPropertyCache)
        #expect(!cache.isFilled)
        #expect(PreservedProperties.hasKeptBoxes(of: page, cache: nil))
        #expect(PreservedProperties.restoreKeepingBoxes(PageState(["bin": .int(8)]), into: page, cache: cache).isEmpty)
        #expect(page.bin == 8)
        #expect(cache.isFilled)
        #expect(!PreservedProperties.hasKeptBoxes(of: page, cache: nil))
        page.bin = 9
        #expect(try PreservedProperties.captureKeepingBoxes(from: page, cache: cache)["bin"] == .int(9))
    }

    @Test func aRestoredTreeKeepsEveryPageStorageInThePageItself() throws {
        let registry = RestorationRegistry<Page>()
        registry.register(ShelfPage.self) { ShelfPage() }
        let source = Navigator()
        let shelves = (0..<6).map { number -> ShelfPage in
            let page = ShelfPage()
            page.shelf = "shelf \(number)"
            page.count = number
            return page
        }
        try source.setRootPage(NavigationPage(pages: shelves))
        let snapshot = try source.captureSnapshot(registry: registry)

        let restored = Navigator()
        var report = RestoreReport()
        restored.restore(from: snapshot, registry: registry) { report = $0 }
        #expect(report.restoredPageCount == 7)
        let stack = try #require(restored.rootPage as? NavigationPage)
        let pages = stack.pages.compactMap { $0 as? ShelfPage }
        #expect(pages.map(\.shelf) == (0..<6).map { "shelf \($0)" })
        #expect(pages.allSatisfy { $0.preservedPropertyCache?.isFilled == true && !PreservedProperties.hasKeptBoxes(of: $0, cache: nil) })
        pages[3].count = 30
        let again = try restored.captureSnapshot(registry: registry)
        #expect(again.root.children[3].state["n"] == .int(30))
        #expect(again.root.children[4].state["shelf"] == .string("shelf 4"))
    }
}
