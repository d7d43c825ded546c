import Foundation
@testable import Revive
@testable import ReviveNavigator

/// The pages of a small comic reader, as an app adopting Revive would write them.
class ComicPage: Page {
    @Preserved("comic_id") var comicID = 0
    @Preserved var comicName = ""
}

final class LibraryPage: Page {}

final class ComicDetailPage: ComicPage {
    @Preserved var rating: Double? = nil
}

final class ReaderPage: Page {
    @Preserved var pageNumber = 1
    var zoom = 1.0
    var finishedRestoring = false

    override func encodeRevivableState(into state: inout PageState) throws {
        try state.encode(zoom, forKey: "zoom")
    }

    override func decodeRevivableState(from state: PageState) throws {
        zoom = try state.decodeIfPresent(Double.self, forKey: "zoom") ?? 1.0
    }

    override func revivalDidFinish() { finishedRestoring = true }
}

/// Forgets to encode its zoom: the round-trip mode must catch it.
final class ForgetfulReaderPage: Page {
    var zoom = 1.0
    override func decodeRevivableState(from state: PageState) throws {
        zoom = try state.decodeIfPresent(Double.self, forKey: "zoom") ?? 1.0
    }
}

final class OptionsPage: Page {
    @Preserved var fontSize = 12
}

/// Cannot read its custom state.
final class FragilePage: Page {
    struct Unreadable: Error {}
    override func decodeRevivableState(from state: PageState) throws { throw Unreadable() }
}

/// A real type that is never registered; counts how often it is made.
final class SecretPage: Page {
    nonisolated(unsafe) static var made = 0
    override init(restorationIdentifier: String? = nil) {
        SecretPage.made += 1
        super.init(restorationIdentifier: restorationIdentifier)
    }
}

/// The app's tab bar: its factory installs a default root page in each tab.
final class MainTabs: TabBarPage {}

@MainActor
final class FactoryCounter {
    var calls: [String] = []
}

@MainActor
func comicRegistry(counting counter: FactoryCounter = FactoryCounter()) -> RestorationRegistry<Page> {
    let registry = RestorationRegistry<Page>()
    func add<P: Page>(_ type: P.Type, _ make: @escaping @MainActor () -> P) {
        registry.register(type) {
            counter.calls.append(String(describing: type))
            return make()
        }
    }
    add(LibraryPage.self) { LibraryPage() }
    add(ComicDetailPage.self) { ComicDetailPage() }
    add(ReaderPage.self) { ReaderPage() }
    add(ForgetfulReaderPage.self) { ForgetfulReaderPage() }
    add(OptionsPage.self) { OptionsPage() }
    add(FragilePage.self) { FragilePage() }
    add(MainTabs.self) {
        MainTabs(pages: [
            NavigationPage(rootPage: LibraryPage(restorationIdentifier: "library-root"), restorationIdentifier: "library"),
            LibraryPage(restorationIdentifier: "favorites-default"),
        ])
    }
    return registry
}

/// Tabs → Library stack → comic detail 42 → presented reader p.17 → presented options.
@MainActor
func makeComicApp() throws -> (Navigator, ComicDetailPage, ReaderPage) {
    let navigator = Navigator()
    let detail = ComicDetailPage(restorationIdentifier: "detail")
    detail.comicID = 42
    detail.comicName = "One Piece"
    detail.rating = 4.5
    let stack = NavigationPage(pages: [LibraryPage(restorationIdentifier: "library-root"), detail], restorationIdentifier: "library")
    let favorites = NavigationPage(rootPage: LibraryPage(restorationIdentifier: "favorites-root"), restorationIdentifier: "favorites")
    try navigator.setRootPage(MainTabs(pages: [stack, favorites], restorationIdentifier: "tabs"))
    let reader = ReaderPage(restorationIdentifier: "reader")
    reader.pageNumber = 17
    reader.zoom = 2.5
    try detail.present(reader)
    let options = OptionsPage(restorationIdentifier: "options")
    options.fontSize = 18
    try reader.present(options)
    return (navigator, detail, reader)
}
