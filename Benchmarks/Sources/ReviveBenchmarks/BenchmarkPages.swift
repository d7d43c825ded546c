import Foundation
import Revive
import ReviveMacros
import ReviveNavigator

/// A comic-reader page with the kind of state a real page preserves: identifiers, a position,
/// a progress fraction, non-ASCII text, small arrays and a date.
///
/// The benchmark's leaf pages are subclasses, as in an app whose pages share a base class. Each
/// class is marked `@Preserving`, as the README asks an app to mark its pages: their
/// properties are listed at compile time and no mirror is read.
@MainActor
@Preserving
class StoryPage: Page {
    @Preserved("comic_id") var comicID = 0
    @Preserved var title = ""
    @Preserved var progress = 0.0
    @Preserved var pageIndex = 0
    @Preserved var bookmarks: [Int] = []
    @Preserved var tags: [String] = []
    @Preserved var openedAt = Date(timeIntervalSinceReferenceDate: 0)

    /// Fills the preserved values from a page number, so every page holds different values.
    func fill(seed index: Int) {
        comicID = (index &* 7_919) % 100_000
        title = "瑠璃色の旅 Ruri-iro no Tabi №\(index) — café"
        progress = Double(index % 100) / 100 + 0.123_456
        pageIndex = index % 300
        bookmarks = [index, index + 3, index + 17]
        tags = ["manga", "日本語", "Ω-\(index % 7)"]
        openedAt = Date(timeIntervalSinceReferenceDate: 700_000_000 + Double(index) * 61.5)
    }
}

/// A comic's detail page.
@MainActor
@Preserving
final class ComicPage: StoryPage {}

/// The reader, pushed over a detail page.
@MainActor
@Preserving
final class ReaderPage: StoryPage {}

/// A sheet presented modally (options, a comment box).
@MainActor
@Preserving
final class SheetPage: StoryPage {}

/// The registry of the benchmark's page types (the containers are built in).
enum BenchmarkPages {
    /// The preserved keys of every ``StoryPage``, as the mirrors of the other contenders use them.
    static let keys = ["comic_id", "title", "progress", "pageIndex", "bookmarks", "tags", "openedAt"]

    /// A registry that recreates every page type of the benchmark tree.
    @MainActor
    static func registry() -> RestorationRegistry<Page> {
        let registry = RestorationRegistry<Page>()
        registry.register(ComicPage.self) { ComicPage() }
        registry.register(ReaderPage.self) { ReaderPage() }
        registry.register(SheetPage.self) { SheetPage() }
        return registry
    }
}
