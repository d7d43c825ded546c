#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
import SwiftUI
import ReviveSwiftUI
import ComicShelf

/// The library tab: a split view inside the tab, whose sidebar collection, detail stack and
/// column visibility are kept for this tab and come back after a relaunch.
struct LibrarySplit: View {
    @Environment(ShelfRouter.self) private var router

    var body: some View {
        NavigationSplitView(columnVisibility: router.columnVisibilityBinding(inTab: .library)) {
            List(ShelfCollection.allCases, id: \.self, selection: router.sidebarSelectionBinding(inTab: .library, as: ShelfCollection.self)) {
                Text($0.title)
            }
        } detail: {
            NavigationStack(path: router.path(forTab: .library)) {
                LibraryView()
                    .routeStorage(router.storageLocation(at: Shelf.libraryPlace))
                    .routeDestinations(router, in: .tab(.library)) { RouteView(route: $0, place: $1) }
            }
        }
    }
}

/// A section's root view: what the tab's stack shows under its path.
struct SectionView: View {
    let tab: ShelfTab

    var body: some View {
        switch tab {
        case .library: LibraryView()
        case .search: SearchView()
        case .settings: SettingsView()
        }
    }
}

/// Settings, with an in-app "Close Window": the window's files go first, then the window.
struct SettingsView: View {
    @Environment(RouteSceneModel<ShelfRoute, ShelfTab>.self) private var scene
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        Form {
            Text("Comic Shelf keeps where you were in every window.")
            Button("Close Window") { Task { await scene.discard(); dismissWindow() } }
        }
        .navigationTitle("Settings")
    }
}
#endif
