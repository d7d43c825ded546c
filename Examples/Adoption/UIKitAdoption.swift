// The README's UIKit adoption snippet, compiled: against UIKit on Apple platforms, against the
// stand-in (UIKitStandIn, the same names and signatures) on Linux. Tools/check-readme-snippets.sh
// checks that the README shows the lines between the snippet markers, with `import UIKit` for
// the #if group.
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// snippet:begin uikit
import ReviveUIKit

final class ComicViewController: UIViewController {
    @Preserved("comic_id") var comicID = 0           // only what the page needs to come back
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var restoration: SceneRestoration?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let registry = WindowHierarchy.makeRegistry()  // the allowlist; UIKit's containers included
        registry.register(ComicViewController.self) { ComicViewController() }
        let window = UIWindow(windowScene: scene)
        restoration = SceneRestoration(window: window, session: session, registry: registry, store: AppStore.shared)
        restoration?.launch { MainTabBarController() }  // restored — tabs, stacks, modals — or fresh because …
        self.window = window
    }
    func sceneDidEnterBackground(_ scene: UIScene) { restoration?.sceneDidEnterBackground() }
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { restoration?.stateRestorationActivity }
}
// snippet:end

/// The app's store: one `FileStore` in Application Support, shared by every scene.
enum AppStore {
    static let shared: any SnapshotStore = makeStore()

    private static func makeStore() -> any SnapshotStore {
        do {
            return try FileStore(directory: FileStore.defaultDirectory(appName: "Comics"))
        } catch {
            // Application Support is the app's own container: failing to create it is not input.
            preconditionFailure("cannot create the state folder: \(error)")
        }
    }
}

/// The app's root: a tab bar of navigation controllers.
final class MainTabBarController: UITabBarController {}
