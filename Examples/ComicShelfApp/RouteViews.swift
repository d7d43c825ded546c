#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
import SwiftUI
import ReviveSwiftUI
import ComicShelf

/// The view of a route at its place, pushed in a section's stack or at a sheet's root; the
/// router comes from the environment.
struct RouteView: View {
    let route: ShelfRoute
    let place: RouteTree<ShelfRoute, ShelfTab>.Place?
    @Environment(ShelfRouter.self) private var router

    var body: some View {
        switch route {
        case .comic(let id):
            VStack(spacing: 16) {
                Text(Shelf.comic(id)?.title ?? "Comic \(id)").font(.title)
                NavigationLink("Read", value: ShelfRoute.reader(comicID: id, page: 1))
                Button("Write a review") { router.present(.review(comicID: id)) }
            }
        case .reader(let id, let page):
            ReaderView(comicID: id, page: page)
        case .review:
            if let place { ReviewSheet(place: place) }
        }
    }
}

/// A reader page: its zoom is the view's own state, gone when the reader is popped.
struct ReaderView: View {
    let comicID: Int
    let page: Int
    @RouteStorage("zoom") private var zoom = 1.0

    var body: some View {
        Text("Comic \(comicID), page \(page)").scaleEffect(zoom)
        Slider(value: $zoom, in: 0.5...3)
    }
}

/// The review sheet at its place (no level written by hand): a draft the router keeps with its
/// text and selection, and its focus, both back after a relaunch; a `comics://review/…` link
/// opens beneath it rather than throwing it away.
struct ReviewSheet: View {
    enum Field: String, Codable, Hashable, Sendable { case text }

    let place: RouteTree<ShelfRoute, ShelfTab>.Place
    @Environment(ShelfRouter.self) private var router
    @FocusState private var focus: Field?

    var body: some View {
        TextEditor(text: router.text(at: place, named: Shelf.reviewDraft))
            .focused($focus, equals: .text)
            .routeFocus($focus)
            .toolbar { Button("Done") { router.pop() } }
    }
}
#endif
