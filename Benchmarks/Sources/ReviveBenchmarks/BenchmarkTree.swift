import Foundation
public import Revive
public import ReviveNavigator

/// A live page hierarchy of a chosen size, with the registry that restores it and the
/// snapshot it captures to.
///
/// The shape is an app's: a tab container whose tabs are navigation stacks of comic and
/// reader pages, and a chain of sheets presented from the top of the selected tab. Every
/// node counts as a page, containers included, so `pageCount` is the snapshot's node count.
///
/// ```swift
/// let tree = try BenchmarkTree(pageCount: 1_000)
/// tree.snapshot.root.nodeCount   // 1_000
/// ```
@MainActor
public struct BenchmarkTree {
    /// The number of pages (nodes) in the tree.
    public let pageCount: Int
    /// The navigator showing the tree.
    public let navigator: Navigator
    /// The registry of the tree's page types.
    public let registry: RestorationRegistry<Page>
    /// The tree captured once, for the codec and rebuild runs.
    public let snapshot: Snapshot
    /// Every page that preserves values (all but the containers), to change them.
    let storyPages: [StoryPage]

    /// The header every benchmark snapshot carries (dated now, so the age check passes).
    static func header() -> Snapshot.Header {
        Snapshot.Header(appVersion: "2.1.0", schemaVersion: 3, createdAt: Date(), sceneID: "main")
    }

    /// Builds the tree and captures it.
    /// - Parameter pageCount: How many pages, containers included; at least 5.
    /// - Throws: ``BenchmarkError`` with code `badOption` for fewer than 5 pages, or
    ///   `failed` if the navigator or the capture refuses the tree.
    public init(pageCount: Int) throws(BenchmarkError) {
        guard pageCount >= 5 else {
            throw BenchmarkError(.badOption, "a tree needs at least 5 pages; got \(pageCount)")
        }
        self.pageCount = pageCount
        registry = BenchmarkPages.registry()
        (navigator, storyPages) = try Self.makeNavigator(pageCount: pageCount)
        do {
            snapshot = try navigator.captureSnapshot(registry: registry, header: Self.header(), budget: .unlimited)
        } catch {
            throw BenchmarkError(.failed, "cannot capture a tree of \(pageCount) pages: \(error)")
        }
    }

    /// A navigator showing a tree of `pageCount` pages, never captured (for the first capture
    /// of a new process), and the pages that preserve values.
    /// - Throws: ``BenchmarkError`` with code `failed` if the navigator refuses the tree.
    static func makeNavigator(pageCount: Int) throws(BenchmarkError) -> (Navigator, [StoryPage]) {
        let navigator = Navigator()
        do {
            let root = try makeRoot(pageCount: pageCount)
            try navigator.setRootPage(root)
            return (navigator, storyPages(under: root))
        } catch {
            throw BenchmarkError(.failed, "cannot build a tree of \(pageCount) pages: \(error)")
        }
    }

    /// Sets every preserved value of every page anew (to values of `round`), as if the user
    /// had moved on everywhere: the next capture is cold, no value's encoding is kept.
    func changeEveryValue(round: Int) {
        Self.change(storyPages, round: round)
    }

    /// Sets every preserved value of `pages` anew, to values of `round`.
    static func change(_ pages: [StoryPage], round: Int) {
        for (index, page) in pages.enumerated() { page.fill(seed: index + 1 + (round % 2) * 7) }
    }

    /// The pages under `page`, itself included, that preserve values.
    static func storyPages(under page: Page) -> [StoryPage] {
        var found: [StoryPage] = []
        var pending = [page]
        while let next = pending.popLast() {
            if let story = next as? StoryPage { found.append(story) }
            pending.append(contentsOf: next.childPages)
            if let presented = next.presentedPage { pending.append(presented) }
        }
        return found
    }

    /// The tab count and the length of the presented chain for a tree of `pageCount` pages.
    static func shape(pageCount: Int) -> (tabs: Int, sheets: Int) {
        switch pageCount {
        case ..<20: (2, 1)
        case ..<200: (4, 3)
        default: (5, 3)
        }
    }

    /// Tabs of stacks, then sheets presented from the selected tab's top page.
    private static func makeRoot(pageCount: Int) throws -> TabBarPage {
        let (tabCount, sheetCount) = shape(pageCount: pageCount)
        let leafCount = pageCount - 1 - tabCount - sheetCount
        var seed = 0
        var stacks: [NavigationPage] = []
        for tab in 0..<tabCount {
            let count = leafCount / tabCount + (tab < leafCount % tabCount ? 1 : 0)
            var pages: [Page] = []
            for position in 0..<count {
                seed += 1
                let page: StoryPage = position % 2 == 0 ? ComicPage(restorationIdentifier: "p\(seed)")
                                                        : ReaderPage(restorationIdentifier: "p\(seed)")
                page.fill(seed: seed)
                pages.append(page)
            }
            stacks.append(NavigationPage(pages: pages, restorationIdentifier: "tab\(tab)"))
        }
        let tabs = TabBarPage(pages: stacks, selectedIndex: 0, restorationIdentifier: "tabs")
        var presenter: Page? = stacks.first?.topPage
        for sheet in 0..<sheetCount {
            seed += 1
            let page = SheetPage(restorationIdentifier: "sheet\(sheet)")
            page.fill(seed: seed)
            try presenter?.present(page)
            presenter = page
        }
        return tabs
    }
}
