// The README's SwiftUI adoption snippet, compiled where SwiftUI exists (Apple platforms only;
// its logic — ReviveRouter and the route tree — is compiled and tested on Linux). The app's
// `@main` is left to the app: this is a library target. Tools/check-readme-snippets.sh checks
// that the README shows the lines between the snippet markers.
#if canImport(SwiftUI)
// snippet:begin swiftui
import SwiftUI
import ReviveSwiftUI                                           // re-exports Revive
enum Route: Codable, Hashable { case comic(id: Int), reader(comicID: Int, page: Int), options }
struct ComicsApp: App {                                        // mark it @main in your app
    var body: some Scene {
        WindowGroup {
            RouteRestorationView { sceneID in                      // @SceneStorage keeps only this id
                var names = RouteRegistry<Route>()
                names.register("comic", "reader", "options")       // the allowlist; others are pruned
                return ReviveRouter(routes: names, defaultTree: RouteTree(tabs: ["library", "settings"]),
                                    store: AppStore.shared, sceneID: sceneID)   // your FileStore
            } content: { router in                                // saved on scenePhase == .background
                TabView(selection: router.selection) {
                    NavigationStack(path: router.path(forTab: "library")) {
                        LibraryView().navigationDestination(for: Route.self) { RouteView(route: $0) }
                    }.tag("library")
                    SettingsView().tag("settings")
                }
                .routeModals(router) { RouteView(route: $0) }      // sheets and covers, one level at a time
            }
        }
    }
}
// snippet:end

struct LibraryView: View { var body: some View { Text("Library") } }
struct SettingsView: View { var body: some View { Text("Settings") } }
struct RouteView: View {
    let route: Route
    var body: some View { Text(String(describing: route)) }
}
#endif
