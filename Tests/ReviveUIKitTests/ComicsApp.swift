#if canImport(UIKit)
import UIKit
#elseif os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
import Foundation
import Revive
import ReviveUIKit

// A UIKit app written as an iOS developer writes one: plain view controllers (no Revive base
// class), UIKit's default tab bar of plain navigation controllers, a split view, and a modal
// chain three deep. Only `@Preserved` and `Revivable` are Revive's.

/// The app's own base view controller, as many apps have: it counts Revive's post-restore
/// hook and records any call to UIKit's own restoration hooks, which must never come.
class AppViewController: UIViewController, Revivable {
    var revivalCount = 0
    var uikitRestorationCalls = 0

    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    // A base class that adopts Revivable declares the hooks, so that subclasses override them.
    func encodeRevivableState(into state: inout PageState) throws {}
    func decodeRevivableState(from state: PageState) throws {}
    func revivalDidFinish() { revivalCount += 1 }
    override func applicationFinishedRestoringState() { uikitRestorationCalls += 1 }
    override func decodeRestorableState(with coder: NSCoder) { uikitRestorationCalls += 1 }
}

final class LibraryViewController: AppViewController {
    @Preserved var filter = "all"
}

final class ComicViewController: AppViewController {
    @Preserved("comic_id") var comicID = 0
    var scrollOffset = 0.0

    override func encodeRevivableState(into state: inout PageState) throws {
        try state.encode(scrollOffset, forKey: "offset")
    }

    override func decodeRevivableState(from state: PageState) throws {
        let offset = try state.decodeIfPresent(Double.self, forKey: "offset") ?? 0
        scrollOffset = offset.isFinite ? min(max(offset, 0), 1_000_000) : 0
    }
}

final class ReaderViewController: AppViewController {
    @Preserved var page = 1
}

final class ReaderOptionsViewController: AppViewController {
    @Preserved var textSize = 14
}

final class ConfirmViewController: AppViewController {
    @Preserved var message = ""
}

final class FolderListViewController: AppViewController {
    @Preserved var folder = "Inbox"
}

final class NoteViewController: AppViewController {
    @Preserved("note_id") var noteID = 0
}

final class SettingsViewController: AppViewController {
    @Preserved var theme = "light"
}

@MainActor
enum ComicsApp {
    /// The registry: UIKit's containers come with ``WindowHierarchy/makeRegistry()``.
    static func makeRegistry(leavingOut excluded: AnyClass? = nil) -> RestorationRegistry<UIViewController> {
        let registry = RestorationRegistry<UIViewController>()
        func add<T: UIViewController>(_ type: T.Type, _ make: @escaping @MainActor () -> T) {
            if excluded != type { registry.register(type, factory: make) }
        }
        add(LibraryViewController.self) { LibraryViewController() }
        add(ComicViewController.self) { ComicViewController() }
        add(ReaderViewController.self) { ReaderViewController() }
        add(ReaderOptionsViewController.self) { ReaderOptionsViewController() }
        add(ConfirmViewController.self) { ConfirmViewController() }
        add(FolderListViewController.self) { FolderListViewController() }
        add(NoteViewController.self) { NoteViewController() }
        add(SettingsViewController.self) { SettingsViewController() }
        return registry
    }

    /// The root of a fresh start: Library, Favorites (both plain navigation controllers of
    /// library lists), Notes (a split view) and Settings.
    static func makeRoot() -> UIViewController {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(FolderListViewController(), for: .primary)
        split.setViewController(NoteViewController(), for: .secondary)
        // A note's details present over the notes column only.
        split.viewController(for: .secondary)?.navigationController?.definesPresentationContext = true
        let tabs = UITabBarController()
        tabs.setViewControllers([
            UINavigationController(rootViewController: LibraryViewController()),
            UINavigationController(rootViewController: LibraryViewController()),
            split,
            UINavigationController(rootViewController: SettingsViewController()),
        ], animated: false)
        return tabs
    }
}

/// The app's scene delegate, with Revive's glue.
final class ComicsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var restoration: SceneRestoration?
    var launchResults: [LaunchResult] = []
    let store: any SnapshotStore
    let registry: RestorationRegistry<UIViewController>
    let checkpointDelay: Duration?

    init(store: any SnapshotStore, registry: RestorationRegistry<UIViewController> = ComicsApp.makeRegistry(), checkpointDelay: Duration? = .seconds(1)) {
        self.store = store
        self.registry = registry
        self.checkpointDelay = checkpointDelay
        super.init()
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        restoration = SceneRestoration(window: window, session: session, registry: registry, configuration: .init(store: store, checkpointDelay: checkpointDelay))
        restoration?.launch(defaultRoot: ComicsApp.makeRoot) { [weak self] result in
            self?.launchResults.append(result)
            // An activity the app was launched to continue (Handoff): opened once the launch is over.
            for activity in connectionOptions.userActivities { self?.continueActivity(activity) }
        }
        self.window = window
    }

    /// What each continued activity came to.
    var placeOutcomes: [RestorationController<WindowHierarchy>.PlaceOutcome] = []

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        continueActivity(userActivity)
    }

    private func continueActivity(_ activity: NSUserActivity) {
        restoration?.continue(activity) { [weak self] in self?.placeOutcomes.append($0) }
    }

    /// Told what each save on entering the background did.
    var onBackground: ((SaveResult) -> Void)?

    func sceneDidEnterBackground(_ scene: UIScene) {
        if let result = restoration?.sceneDidEnterBackground() { onBackground?(result) }
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { restoration?.stateRestorationActivity }
}
#endif
