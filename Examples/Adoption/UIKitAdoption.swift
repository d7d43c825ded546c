// The README's UIKit adoption snippet, compiled: against UIKit on Apple platforms, against the
// stand-in (UIKitStandIn, the same names and signatures) on Linux, and run as an app through the
// stand-in's scene lifecycle by Tests/ReviveUIKitTests/AdoptionAppTests.swift.
// Scripts/check-doc-snippets.sh checks that the README shows the lines between the snippet
// markers, with `import UIKit` for the #if group.
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)   // on Linux, with the stand-in (the trait UIKitStandIn, on by default)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// snippet:begin uikit
import ReviveUIKit
import ReviveMacros                                      // @Preserving, which lists them at compile time

@Preserving
final class LibraryViewController: UIViewController {  // plain view controllers, no base class
    @Preserved var shelf = "all"                       // only what the page needs to come back
}
@Preserving
final class ComicViewController: UIViewController {
    @Preserved("comic_id") var comicID = 0
}
final class MainTabBarController: UITabBarController {}  // the default root needs no registration

enum AppStore {                                          // one store for every scene
    static let shared: FileStore = {
        do { return try FileStore(directory: FileStore.defaultDirectory(appName: "Comics")) }
        catch { preconditionFailure("cannot create the state folder: \(error)") }  // the app's own container
    }()
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var restoration: SceneRestoration?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let registry = RestorationRegistry<UIViewController>()    // the allowlist; UIKit's containers included
        registry.register(LibraryViewController.self) { LibraryViewController() }
        registry.register(ComicViewController.self) { ComicViewController() }
        let window = UIWindow(windowScene: scene)
        restoration = SceneRestoration(window: window, session: session, registry: registry, configuration: .init(store: AppStore.shared))
        restoration?.launch {                            // restored — tabs, stacks, modals — or fresh because …
            let favorites = LibraryViewController()
            favorites.shelf = "favorites"
            let tabs = MainTabBarController()
            tabs.viewControllers = [UINavigationController(rootViewController: LibraryViewController()),
                                    UINavigationController(rootViewController: favorites)]
            return tabs
        }
        self.window = window
    }
    func sceneDidEnterBackground(_ scene: UIScene) { restoration?.sceneDidEnterBackground() }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {  // mark it @main in your app
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        SceneRestoration.discardSavedState(of: sceneSessions, in: AppStore.shared)  // closed in the app switcher
    }
}
// snippet:end
#endif
