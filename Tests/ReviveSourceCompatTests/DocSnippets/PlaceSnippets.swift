// The code of the README's and *Places that travel*'s place section, compiled, and run by
// `PlaceSnippetTests` below on two navigators, each with a store of its own (two devices).
import Foundation
import ReviveNavigator
import ReviveTesting
import Testing

/// The sender's place as a link; the receiver opens it. Returns what the receiver printed.
@MainActor
func placeTravelsCode(
    sender: RestorationController<Navigator>, receiver: RestorationController<Navigator>
) async throws -> [String] {
    var printed: [String] = []
    func print(_ line: String) { printed.append(line) }
    // snippet:begin place-travels
    // The device the user leaves: the place, without its drafts, as a link (a widget's
    // `widgetURL`, a notification's URL) or as Handoff's `userInfo`.
    let place = try sender.place(leavingOut: ["revive.draft."])
    guard let app = URL(string: "comics://open") else { return printed }
    let link = try place.url(app)                              // comics://open?revive-place=…
    let userInfo = try place.userInfo()                        // [PortablePlace.userInfoKey: Data], ≤ 3 KB

    // The device the user arrives on, its launch over: checked as a saved state is, then
    // moved within its own tree: its tabs, drafts and device-only values stay.
    let arrived = try PortablePlace(url: link)
    switch await receiver.open(arrived) {
    case .opened(let report): print("opened, \(report.restoredPageCount) pages")   // report.items: what changed beyond it
    case .unchanged: print("already there")
    case .refused(let error): print("refused: \(error)")       // damaged, another shape or schema, blank
    }
    // snippet:end
    _ = userInfo
    return printed
}

@MainActor
struct PlaceSnippetTests {
    final class LibraryPage: Page {}
    final class ComicPage: Page {
        @Preserved("comic_id") var comicID = 0
    }

    private func controller() -> RestorationController<Navigator> {
        let registry = RestorationRegistry<Page>()
        registry.register(LibraryPage.self) { LibraryPage() }
        registry.register(ComicPage.self) { ComicPage() }
        return RestorationController(hierarchy: Navigator(), registry: registry, configuration: .init(store: InMemoryStore()))
    }

    @Test func theSendersPlaceOpensOnTheReceiver() async throws {
        let root = { TabBarPage(pages: [NavigationPage(rootPage: LibraryPage(), restorationIdentifier: "library")]) }
        let sender = controller()
        await sender.launch(defaultRoot: root)
        let comic = ComicPage()
        comic.comicID = 42
        try (sender.navigator.rootPage as? TabBarPage)?.pages.first.flatMap { $0 as? NavigationPage }?.push(comic)
        let receiver = controller()
        await receiver.launch(defaultRoot: root)

        let printed = try await placeTravelsCode(sender: sender, receiver: receiver)
        #expect(printed == ["opened, 4 pages"])
        #expect((receiver.navigator.visiblePage as? ComicPage)?.comicID == 42)
    }
}
