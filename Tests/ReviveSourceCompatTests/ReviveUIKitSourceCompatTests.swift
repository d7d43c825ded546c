#if canImport(UIKit)
import UIKit
#elseif os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
import Foundation
import Logging
import ReviveTesting
import ReviveUIKit
import Testing

// Every public spelling of `ReviveUIKit`, written as a UIKit app writes it, with plain
// `import ReviveUIKit`. Compiled against UIKit on Apple platforms and against its stand-in on
// Linux; the tests run the adapter on whichever is there, without touching the application's
// shared state (no scene is connected, no background task begun).

/// A plain view controller that comes back: `@Preserved` values and every `Revivable` hook.
private final class ComicViewController: UIViewController, Revivable {
    @Preserved("comic_id") var comicID = 0
    var scrollOffset = 0.0
    var revivals = 0

    init(comicID: Int = 0) {
        super.init(nibName: nil, bundle: nil)
        self.comicID = comicID
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    var revivalIdentifier: String? { "comic-\(comicID)" }
    func encodeRevivableState(into state: inout PageState) throws {
        try state.encode(scrollOffset, forKey: "offset")
    }
    func decodeRevivableState(from state: PageState) throws {
        scrollOffset = min(max(try state.decodeIfPresent(Double.self, forKey: "offset") ?? 0, 0), 1e6)
    }
    func revivalDidFinish() { revivals += 1 }
}

/// The app's registry: UIKit's containers, then its own view controllers.
@MainActor
private func comicsRegistry() -> RestorationRegistry<UIViewController> {
    let registry = RestorationRegistry<UIViewController>()
    registry.register(ComicViewController.self) { ComicViewController() }
    return registry
}

/// A navigation controller holding `comics`, built before it is on screen.
@MainActor
private func comicsStack(_ comics: [Int]) -> UINavigationController {
    let stack = UINavigationController()
    stack.setViewControllers(comics.map { ComicViewController(comicID: $0) }, animated: false)
    return stack
}

/// The scene delegate as the README writes it: `SceneRestoration` is the whole glue.
private final class ComicsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    static let store: any SnapshotStore = InMemoryStore()
    var window: UIWindow?
    var restoration: SceneRestoration?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        restoration = SceneRestoration(window: window, session: session, registry: comicsRegistry(), configuration: .init(store: Self.store))
        restoration?.launch { comicsStack([1]) }
        self.window = window
    }
    func sceneDidEnterBackground(_ scene: UIScene) { restoration?.sceneDidEnterBackground() }
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { restoration?.stateRestorationActivity }
}

/// The application delegate: discarded sessions forget their saved state.
private final class ComicsAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        SceneRestoration.discardSavedState(of: sceneSessions, in: ComicsSceneDelegate.store)
    }
}

@Suite @MainActor
struct ReviveUIKitSourceCompat {
    // WindowHierarchy: a window's view controllers saved and restored through the controller.
    // RevivableViewState: the opt-in for a view controller's scroll view, selection and text.
    @Test func revivableViewState() throws {
        final class NotesViewController: UIViewController, RevivableViewState {
            let textView = UITextView()
            let field = UITextField()
            var revivableScrollView: UIScrollView? { textView }
            var revivableTextViews: [String: UITextView] { ["body": textView] }
            var revivableTextFields: [String: UITextField] { ["title": field] }
        }
        final class Bare: UIViewController, RevivableViewState {}
        let notes = NotesViewController()
        notes.loadViewIfNeeded()                         // a view that never loaded has no view state
        notes.textView.text = "Draft"
        let hierarchy = WindowHierarchy(window: UIWindow(frame: .zero))
        let state = try hierarchy.encodeState(of: notes)
        #expect(state.keys.contains(PageViewState.draftKeyPrefix + "body"))
        let restored = NotesViewController()
        _ = try hierarchy.decodeState(state, into: restored)
        #expect(restored.textView.text == "Draft")
        #expect(Bare().revivableScrollView == nil && Bare().revivableTextViews.isEmpty && Bare().revivableTextFields.isEmpty)
    }

    // RevivableViewState is UIKit's shell of the engine's one view-state protocol: a view
    // controller that adopts it is a `ViewStateRestoring`, resolving nothing of its own by
    // default, and may still resolve its own `@Preserved` anchors (naming both is allowed).
    @Test func revivableViewStateIsTheEnginesViewStateProtocol() {
        final class Bare: UIViewController, RevivableViewState {}
        final class Own: UIViewController, RevivableViewState, ViewStateRestoring {
            @Preserved var list = PageViewState.ScrollAnchor(itemIdentifier: "gone", index: 3)
            func restoreViewState() -> [RestoreReport.Item] { [list.restore(against: ["a"], key: "list")].compactMap { $0 } }
        }
        let bare: any ViewStateRestoring = Bare()
        #expect(bare.restoreViewState().isEmpty)
        let own: any RevivableViewState = Own()
        #expect(own.restoreViewState().map(\.kind) == [.movedViewState])
    }

    @Test func windowHierarchy() async throws {
        let store = InMemoryStore()
        let first = RestorationController(hierarchy: WindowHierarchy(window: UIWindow(frame: .zero)), registry: comicsRegistry(), configuration: .init(store: store))
        await first.launch { comicsStack([1, 42]) }
        (first.hierarchy.visibleNode as? ComicViewController)?.scrollOffset = 310
        first.didEnterBackground()
        await first.waitForPendingSaves()

        let hierarchy = WindowHierarchy(window: UIWindow(frame: .zero))
        let second = RestorationController(hierarchy: hierarchy, registry: comicsRegistry(), configuration: .init(store: store))
        let result = await second.launch { comicsStack([1]) }
        let comic = try #require(hierarchy.visibleNode as? ComicViewController)
        #expect(result.report?.isComplete == true && comic.comicID == 42 && comic.scrollOffset == 310 && comic.revivals == 1)
        #expect(hierarchy.window.rootViewController === hierarchy.rootNode)
    }

    // WindowHierarchy's RestorableHierarchy requirements, called as the engine calls them.
    @Test func hierarchyRequirements() throws {
        let hierarchy = WindowHierarchy(window: UIWindow(frame: .zero))
        let tabs = UITabBarController()
        let comic = ComicViewController(comicID: 7)
        try hierarchy.install(children: [comicsStack([1]), comic], kind: .tabs(selectedIndex: 1), into: tabs)
        hierarchy.setRestorationIdentifier("ignored", of: comic)
        let state = try hierarchy.encodeState(of: comic)
        let issues = try hierarchy.decodeState(state, into: ComicViewController())
        try hierarchy.installRoot(tabs)
        hierarchy.settle { refused in #expect(refused.isEmpty) }
        hierarchy.finishRestoration(of: comic)
        let present: (UIViewController, UIViewController) throws -> Void = hierarchy.present(_:over:)   // spelled: UIKit presents later
        #expect(hierarchy.containerKind(of: tabs) == .tabs(selectedIndex: 1) && hierarchy.children(of: tabs).count == 2)
        #expect(hierarchy.defaultChildren(of: tabs).count == 2 && hierarchy.presentedNode(of: tabs) == nil)
        #expect(hierarchy.restorationIdentifier(of: comic) == "comic-7" && state["comic_id"] == .int(7) && issues.isEmpty && comic.revivals == 1)
        _ = present
        hierarchy.observeChanges {}   // at the main run loop's idle point
        var hasher = Hasher()
        hierarchy.hashViewState(of: comic, into: &hasher)
        #expect(!hierarchy.isGestureInProgress(on: comic))   // no list dragged or decelerating
    }

    #if !canImport(UIKit)
    // SceneRestoration: the scene glue, on a session of the stand-in's making.
    @Test func sceneRestoration() async throws {
        let store = InMemoryStore()
        let session = StandInRuntime.makeSession()
        let restoration = SceneRestoration(window: UIWindow(frame: .zero), session: session, registry: comicsRegistry(), configuration: .init(store: store))
        var launched: LaunchResult?
        restoration.launch(defaultRoot: { comicsStack([1]) }, completion: { launched = $0 })
        let activity: NSUserActivity? = restoration.stateRestorationActivity   // nil: the session's id is enough
        let former = NSUserActivity(activityType: SceneRestoration.activityType)
        former.addUserInfoEntries(from: [SceneRestoration.sceneIDKey: "an id of an earlier version"])
        let kept = StandInRuntime.makeSession(persistentIdentifier: session.persistentIdentifier, stateRestorationActivity: former)
        let again = SceneRestoration(
            window: UIWindow(frame: .zero), session: kept, registry: comicsRegistry(), configuration: .init(store: store, policy: RestorationPolicy(), codec: SnapshotCodec(), logger: Logger(label: "revive"))
        )
        let controller: RestorationController<WindowHierarchy> = again.controller
        let save: () -> SaveResult = again.sceneDidEnterBackground          // spelled: it begins a background task
        again.launch { comicsStack([1]) }
        SceneRestoration.discardSavedState(of: [kept], in: store)
        SceneRestoration.discardSavedState(of: [kept], in: store, logger: Logger(label: "revive"))
        let swept: Int = await SceneRestoration.sweepSavedScenes(in: store, keeping: [kept], policy: RestorationPolicy(), logger: Logger(label: "revive"))
        _ = await SceneRestoration.sweepSavedScenes(in: store, keeping: UIApplication.shared.openSessions)
        #expect(launched == .fresh(.noSavedState) && activity == nil && swept == 0)
        let sceneID: String = SceneRestoration.sceneID(of: kept)
        #expect(sceneID == restoration.sceneID && again.sceneID == restoration.sceneID && sceneID == session.persistentIdentifier)
        #expect(controller.sceneID == again.sceneID)
        _ = (save, ComicsSceneDelegate(), ComicsAppDelegate())
    }
    #endif
}
#endif
