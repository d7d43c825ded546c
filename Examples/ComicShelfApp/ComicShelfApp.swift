// The SwiftUI sample's app, compiled where SwiftUI and UIKit's scenes exist (iOS, iPadOS,
// visionOS). Everything it binds to — its routes, sections, router, links, filter — is the
// platform-free `ComicShelf` target, tested on Linux (Tests/ComicReaderTests/ComicShelfTests.swift).
// This is a library target: mark `ComicShelfApp` `@main` in an app. Scripts/check-doc-snippets.sh
// checks that the Routes article (ReviveSwiftUI.docc/Routes.md) shows the lines between the snippet markers.
#if canImport(SwiftUI) && (os(iOS) || os(visionOS))
// snippet:begin swiftui
import SwiftUI
import ReviveSwiftUI                                         // re-exports Revive
import ComicShelf                                            // routes, sections, router: platform-free, tested

struct ComicShelfApp: App {                                  // mark it @main in your app
    @UIApplicationDelegateAdaptor(ShelfAppDelegate.self) private var appDelegate

    var body: some Scene {
        WindowGroup {                                        // one router per window
            RouteRestorationView { sceneID in                // the id of the window's scene session
                Shelf.makeRouter(store: Shelf.store, sceneID: sceneID)   // opens comics:// URLs too
            } content: { _ in                                // saved on .background
                ShelfRoot()                                  // the router is in the environment
            }
        }
    }
}

final class ShelfAppDelegate: NSObject, UIApplicationDelegate {
    // The user closed windows in the app switcher: their files go, drafts included.
    func application(_ application: UIApplication, didDiscardSceneSessions sessions: Set<UISceneSession>) {
        Shelf.store.discardSavedState(of: sessions)
    }
}

struct ShelfRoot: View {
    @Environment(ShelfRouter.self) private var router

    var body: some View {
        TabView(selection: router.selection) {
            LibrarySplit().tag(ShelfTab.library).tabItem { Text(ShelfTab.library.title) }
            ForEach([ShelfTab.search, .settings], id: \.self) { tab in
                NavigationStack(path: router.path(forTab: tab)) {
                    SectionView(tab: tab)
                        .routeStorage(router.storageLocation(at: .tabRoot(tab)))   // the tab root's values
                        .routeDestinations(router, in: .tab(tab)) { RouteView(route: $0, place: $1) }
                }
                .tag(tab).tabItem { Text(tab.title) }
            }
        }
        .routeModals(router) { RouteView(route: $0, place: $1) }   // the review sheet knows its place
    }
}
// snippet:end
#endif
