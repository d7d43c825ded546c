#if canImport(SwiftUI)
import SwiftUI
import PlainShelf

/// The library tab's root: every book, each a link to its page.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
struct LibraryView: View {
    var body: some View {
        List(Books.all) { book in
            NavigationLink(book.title, value: Route.book(id: book.id))
        }
        .navigationTitle("Library")
    }
}

/// A place in the library's stack: a book's page, or its reader at a page.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
struct RouteView: View {
    @Environment(NavigationModel.self) private var model
    let route: Route

    var body: some View {
        switch route {
        case .book(let id):
            List {
                NavigationLink("Read", value: Route.reader(bookID: id, page: 1))
                Button("Write a review") { model.presentedSheet = .review(bookID: id) }
                Button("Share") { model.presentedSheet = .share(bookID: id) }
            }
            .navigationTitle(Books.book(id)?.title ?? "Book \(id)")
        case .reader(let id, let page):
            VStack {
                Text("Page \(page)")
                NavigationLink("Next page", value: Route.reader(bookID: id, page: page + 1))
            }
            .navigationTitle(Books.book(id)?.title ?? "Book \(id)")
        }
    }
}
#endif
