// The SwiftUI sample's app, compiled where SwiftUI exists (Apple platforms only). Everything it
// binds to — its routes, sections, router, links, filter — is the platform-free `ComicShelf`
// target, tested on Linux (Tests/ComicReaderTests/ComicShelfTests.swift). This is a library
// target: mark `ComicShelfApp` `@main` in an app. Tools/check-readme-snippets.sh checks that the
// README's SwiftUI section shows the lines between the snippet markers.
#if canImport(SwiftUI)
// snippet:begin swiftui
import SwiftUI
import ReviveSwiftUI                                         // re-exports Revive
import ComicShelf                                            // routes, sections, router: platform-free, tested

struct ComicShelfApp: App {                                  // mark it @main in your app
    var body: some Scene {
        WindowGroup {                                        // one router per window
            RouteRestorationView { sceneID in                // @SceneStorage keeps only this id
                Shelf.makeRouter(store: Shelf.store, sceneID: sceneID)   // opens comics:// URLs too
            } content: { router in                           // saved on .background; on a Mac on
                ShelfRoot(router: router)                    // losing focus and quitting
            }
        }
    }
}

struct ShelfRoot: View {
    let router: ReviveRouter<ShelfRoute, ShelfTab>

    var body: some View {
        NavigationSplitView(columnVisibility: router.columnVisibilityBinding) {
            List(ShelfTab.allCases, id: \.self, selection: router.sidebarSelection) { Text($0.title) }
        } detail: {
            NavigationStack(path: router.detailPathBinding) {
                SectionView(tab: router.selectedTab, router: router)
                    .routeStorage(router.storageLocation(at: .tabRoot(router.selectedTab)))
                    .routeDestinations(router, in: .tab(router.selectedTab)) { RouteView(route: $0, router: router) }
            }
        }
        .routeModals(router) { RouteView(route: $0, router: router) }   // the review sheet
    }
}
// snippet:end
#endif
