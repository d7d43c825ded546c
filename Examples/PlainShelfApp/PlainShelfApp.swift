// The plain sample's app, compiled where SwiftUI exists. It is the SwiftUI app an adopter already
// has — its own `@Observable` model behind `NavigationStack(path:)`, `TabView(selection:)` and
// `.sheet(item:)` — and differs from it by the lines marked `// Revive:` only. What it binds to is
// the platform-free `PlainShelf` target, brought back through a kill and relaunch on Linux
// (Tests/ComicReaderTests/PlainShelf*Tests.swift). This is a library target: mark
// `PlainShelfApp` `@main` in an app. The `@available` lines are for this package's deployment
// targets (iOS 16, macOS 13); an app that targets iOS 17 leaves them out, as the README's
// `swiftui-plain` snippet does (Scripts/check-doc-snippets.sh checks the lines between the markers).
#if canImport(SwiftUI)
// snippet:begin swiftui-plain
import SwiftUI
import ReviveSwiftUI                                         // Revive: re-exports Revive
import PlainShelf                                            // the app's own model: NavigationModel, Route, AppTab, Sheet

// snippet:end
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
// snippet:begin swiftui-plain
struct PlainShelfApp: App {                                  // mark it @main in your app
    var body: some Scene {
        WindowGroup {
            ContentView()
                .revivesScene(.init(store: ShelfStore.shared))   // Revive: one line per window
        }
    }
}

// snippet:end
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
// snippet:begin swiftui-plain
@MainActor
struct ContentView: View {
    @ScenePreservedModel("navigation") private var model = NavigationModel()   // Revive: was @State

    var body: some View {
        TabView(selection: $model.selectedTab) {
            NavigationStack(path: $model.path) {
                LibraryView()
                    .navigationDestination(for: Route.self) { RouteView(route: $0) }
            }
            .tag(AppTab.library).tabItem { Label("Library", systemImage: "books.vertical") }
            SearchView()                                     // its query is @ScenePreserved("query")
                .tag(AppTab.search).tabItem { Label("Search", systemImage: "magnifyingglass") }
            SettingsView()
                .tag(AppTab.settings).tabItem { Label("Settings", systemImage: "gear") }
        }
        .sheet(item: $model.presentedSheet) { SheetView(sheet: $0, draft: $model.draft) }
        .environment(model)
    }
}
// snippet:end
#endif
