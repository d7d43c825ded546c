#if canImport(SwiftUI)
import Foundation
import SwiftUI
import ReviveSwiftUI
import PlainShelf

/// The search tab: its query is the view's own, kept per scene.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
struct SearchView: View {
    @ScenePreserved("query") private var query = ""         // Revive: was @SceneStorage("query")

    var body: some View {
        NavigationStack {
            List(Books.all.filter { query.isEmpty || $0.title.localizedCaseInsensitiveContains(query) }) { book in
                Text(book.title)
            }
            .searchable(text: $query)
            .navigationTitle("Search")
        }
    }
}

/// The settings tab.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
struct SettingsView: View {
    var body: some View {
        Form { Text("Your place comes back after the system ends the app.") }
    }
}
#endif
