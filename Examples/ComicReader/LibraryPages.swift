public import Revive
import ReviveNavigator
import ReviveMacros

/// The Library tab's first page.
@Preserving
public final class LibraryPage: Screen {
    public override var title: String { "Library" }
    public override func menu(in app: ComicReaderApp) -> [MenuItem] {
        [
            MenuItem("Comics") { app in try app.push(ComicListPage()) },
            MenuItem("All issues") { app in try app.push(ArchivePage(archive: app.archive)) },
        ]
    }
}

/// The long list of every issue, shown 20 at a time, with a comment being written. Its place
/// is an anchor on the first visible issue and comes back at the same issue, wherever the
/// issue is after a relaunch; the comment comes back with its cursor.
@Preserving
public final class ArchivePage: Screen, ViewStateRestoring {
    @Preserved public var list = PageViewState.ScrollAnchor()
    @Preserved public var comment = PageViewState.TextDraft()
    private let archive: ComicArchive

    /// The list of `archive`'s issues, at the top.
    public init(archive: ComicArchive) {
        self.archive = archive
        super.init(restorationIdentifier: "archive")
    }

    public override var title: String { "All issues" }

    public override func body(in app: ComicReaderApp) -> [String] {
        archive.windowLines(for: list) + [ComicArchive.draftLine("Comment", comment)]
    }

    public override func menu(in app: ComicReaderApp) -> [MenuItem] {
        [
            MenuItem("Scroll down") { [self] _ in list = archive.anchor(from: list, movedBy: ComicArchive.windowSize) },
            MenuItem("Scroll up") { [self] _ in list = archive.anchor(from: list, movedBy: -ComicArchive.windowSize) },
        ]
    }

    public override func command(_ input: String, in app: ComicReaderApp) -> [String]? {
        archive.scroll(&list, command: input) ?? ComicArchive.edit(&comment, command: input)
    }

    /// Puts the restored anchor on the issue it names, wherever it is now; an issue that is gone
    /// lands on its nearest neighbour, and the launch says so.
    public func restoreViewState() -> [RestoreReport.Item] {
        [list.restore(against: archive.identifiers, key: "list")].compactMap { $0 }
    }
}

/// The list of comics.
@Preserving
public final class ComicListPage: Screen {
    public override var title: String { "Comics" }
    public override func menu(in app: ComicReaderApp) -> [MenuItem] {
        Comic.catalog.map { comic in
            MenuItem(comic.name) { app in try app.push(ComicDetailPage(comic: comic)) }
        }
    }
}

/// One comic: its identifier and name are all it needs to come back.
@Preserving
public final class ComicDetailPage: Screen {
    @Preserved("comic_id") public var comicID = 0
    @Preserved public var comicName = ""

    /// A detail page for `comic`.
    public convenience init(comic: Comic) {
        self.init(restorationIdentifier: "comic-\(comic.id)")
        comicID = comic.id
        comicName = comic.name
    }

    public override var title: String { "\(comicName) #\(comicID)" }
    public override func menu(in app: ComicReaderApp) -> [MenuItem] {
        [MenuItem("Read") { [comicID] app in try app.push(ReaderPage(comicID: comicID)) }]
    }

    /// Checks what came back: a comic that is not in the catalog is refused (the page is
    /// dropped and the launch reports it); the name is taken from the catalog, not the file.
    public override func decodeRevivableState(from state: PageState) throws {
        let comic = try RestoredValue.comic(comicID)
        comicName = comic.name
    }
}

/// The reader, on one page of a comic.
@Preserving
public final class ReaderPage: Screen {
    @Preserved("comic_id") public var comicID = 0
    @Preserved public var pageNumber = 1

    /// A reader at the first page of comic `comicID`.
    public convenience init(comicID: Int) {
        self.init(restorationIdentifier: "reader")
        self.comicID = comicID
    }

    private var pageCount: Int { Comic.catalog.first { $0.id == comicID }?.pageCount ?? 1 }

    public override var title: String { "Reader p.\(pageNumber)" }
    public override func body(in app: ComicReaderApp) -> [String] {
        ["Page \(pageNumber) of \(pageCount)"]
    }

    /// Checks what came back: an unknown comic is refused; a page number outside the comic
    /// (negative, zero, `Int.max`, or past a comic that got shorter) is clamped into it.
    public override func decodeRevivableState(from state: PageState) throws {
        let comic = try RestoredValue.comic(comicID)
        pageNumber = RestoredValue.clamp(pageNumber, to: 1...comic.pageCount)
    }

    public override func menu(in app: ComicReaderApp) -> [MenuItem] {
        [
            MenuItem("Next page") { [self] _ in pageNumber = RestoredValue.step(pageNumber, by: 1, within: 1...pageCount) },
            MenuItem("Previous page") { [self] _ in pageNumber = RestoredValue.step(pageNumber, by: -1, within: 1...pageCount) },
            MenuItem("Skip 10 pages") { [self] _ in pageNumber = RestoredValue.step(pageNumber, by: 10, within: 1...pageCount) },
            MenuItem("Reader options") { [self] _ in try present(ReaderOptionsPage(restorationIdentifier: "options")) },
        ]
    }
}

/// The reader-options sheet, presented over the reader.
@Preserving
public final class ReaderOptionsPage: Screen {
    @Preserved public var textSize = 14

    /// The text sizes the reader offers.
    nonisolated public static let textSizes = 8...40

    public override var title: String { "Options" }
    public override func body(in app: ComicReaderApp) -> [String] { ["Text size: \(textSize)"] }

    /// Clamps a restored text size into ``textSizes``.
    public override func decodeRevivableState(from state: PageState) throws {
        textSize = RestoredValue.clamp(textSize, to: Self.textSizes)
    }

    public override func menu(in app: ComicReaderApp) -> [MenuItem] {
        [
            MenuItem("Larger text") { [self] _ in textSize = RestoredValue.step(textSize, by: 1, within: Self.textSizes) },
            MenuItem("Smaller text") { [self] _ in textSize = RestoredValue.step(textSize, by: -1, within: Self.textSizes) },
            MenuItem("Done") { [self] _ in try dismiss() },
        ]
    }
}
