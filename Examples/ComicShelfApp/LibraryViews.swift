#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
import SwiftUI
import ReviveSwiftUI
import ComicShelf

/// The library: the sidebar's collection, a filter the view keeps itself (`@RouteStorage`) and a
/// scroll position the router keeps at the library's place.
struct LibraryView: View {
    @Environment(ShelfRouter.self) private var router
    @RouteStorage("filter") private var filter = ShelfFilter()

    var body: some View {
        let collection = router.sidebarSelection(inTab: .library, as: ShelfCollection.self) ?? .all
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(filter.apply(to: collection.comics)) { comic in
                    NavigationLink(comic.title, value: ShelfRoute.comic(id: comic.id)).padding(8)
                }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: router.scrollPositionID(at: Shelf.libraryPlace, as: Int.self))
        .toolbar {
            Toggle("Unread", isOn: $filter.unreadOnly)
            Picker("Order", selection: $filter.order) {
                ForEach(ShelfFilter.Order.allCases, id: \.self) { Text($0.rawValue.capitalized) }
            }
        }
        .navigationTitle(collection.title)
    }
}

/// Search: the query is the view's own state, kept by Revive at the section's root.
struct SearchView: View {
    @RouteStorage("query") private var query = ""

    var body: some View {
        List(Shelf.search(query)) { comic in NavigationLink(comic.title, value: ShelfRoute.comic(id: comic.id)) }
            .searchable(text: $query)
            .navigationTitle("Search")
    }
}
#endif
