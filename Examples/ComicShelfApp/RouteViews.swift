#if canImport(SwiftUI)
import SwiftUI
import ReviveSwiftUI
import ComicShelf

/// The view of a route, pushed in a section's stack or at a sheet's root.
struct RouteView: View {
    let route: ShelfRoute
    let router: ReviveRouter<ShelfRoute, ShelfTab>

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
            ReviewSheet(router: router)
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

/// The review sheet: a draft the router keeps with its text and selection.
struct ReviewSheet: View {
    let router: ReviveRouter<ShelfRoute, ShelfTab>

    var body: some View {
        TextEditor(text: router.text(at: .modal(0), named: Shelf.reviewDraft))
            .toolbar { Button("Done") { router.pop() } }
    }
}
#endif
