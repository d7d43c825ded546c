#if canImport(SwiftUI)
import SwiftUI
import ReviveSwiftUI
import ComicShelf

/// A section's root view: what the detail column shows under the section's path.
struct SectionView: View {
    let tab: ShelfTab
    let router: ReviveRouter<ShelfRoute, ShelfTab>

    var body: some View {
        switch tab {
        case .library: LibraryView(router: router)
        case .search: SearchView()
        case .settings: Text("Comic Shelf keeps where you were in every window.").navigationTitle("Settings")
        }
    }
}

/// The library: a filter the view keeps itself (`@RouteStorage`) and a scroll position the
/// router keeps at the library's place.
struct LibraryView: View {
    let router: ReviveRouter<ShelfRoute, ShelfTab>
    @RouteStorage("filter") private var filter = ShelfFilter()

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(filter.apply(to: Shelf.catalog)) { comic in
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
        .navigationTitle("Library")
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
