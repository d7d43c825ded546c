#if canImport(UIKit)
import UIKit
#elseif os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
import Foundation
import Revive
import ReviveFaults
import ReviveUIKit
import Testing

/// The app's own tab bar and navigation controller subclasses, never registered.
final class ShelfTabBarController: UITabBarController {}
final class ShelfNavigationController: UINavigationController {}

/// An app's own container subclasses: the default root comes back as the app's subclass with
/// no registration; any other unregistered type in the default tree is named at launch.
@MainActor
@Suite(.serialized)
struct RegistrationCheckTests {
    /// Launches a scene whose default root is `makeTabs()` with two stacks of libraries, the
    /// second made by `makeStack`, selects it, pushes comic 5, saves, and launches again over the same store.
    private func relaunch(
        tabs makeTabs: @escaping () -> UITabBarController, stack makeStack: @escaping (UIViewController) -> UINavigationController
    ) async throws -> (first: RestorationController<WindowHierarchy>, second: RestorationController<WindowHierarchy>) {
        let makeRoot = {
            let tabs = makeTabs()
            tabs.viewControllers = [UINavigationController(rootViewController: LibraryViewController()), makeStack(LibraryViewController())]
            return tabs as UIViewController
        }
        let registry = { ComicsApp.makeRegistry() }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        let first = RestorationController(hierarchy: WindowHierarchy(window: UIWindow(frame: .zero)), registry: registry(), sceneID: "shelf", configuration: .init(store: store))
        await first.launch(defaultRoot: makeRoot)
        await settle()
        let tabs = try #require(first.hierarchy.rootNode as? UITabBarController)
        tabs.selectedIndex = 1
        let comic = ComicViewController()
        comic.comicID = 5
        (tabs.viewControllers?[1] as? UINavigationController)?.pushViewController(comic, animated: false)
        await settle()
        first.didEnterBackground()
        await first.waitForPendingSaves()
        first.releaseSceneLock()

        let second = RestorationController(hierarchy: WindowHierarchy(window: UIWindow(frame: .zero)), registry: registry(), sceneID: "shelf", configuration: .init(store: store))
        await second.launch(defaultRoot: makeRoot)
        await settle()
        return (first, second)
    }

    @Test func theAppsOwnRootSubclassComesBackAsItself() async throws {
        let recorder = SetupIssueRecorder.start()
        let (first, second) = try await relaunch(tabs: { ShelfTabBarController() }, stack: { UINavigationController(rootViewController: $0) })
        #expect(first.saveCount == 1)
        let report = try #require(second.lastLaunchResult?.report, "\(String(describing: second.lastLaunchResult))")
        #expect(report.isComplete, "\(report.items)")
        let tabs = try #require(second.hierarchy.rootNode as? ShelfTabBarController)
        #expect(tabs.selectedIndex == 1)
        #expect(((tabs.viewControllers?[1] as? UINavigationController)?.topViewController as? ComicViewController)?.comicID == 5)
        #expect(recorder.issues(mentioning: "ShelfTabBarController").isEmpty)
    }

    @Test func anUnregisteredContainerInTheDefaultTreeIsNamedAtLaunch() async throws {
        let recorder = SetupIssueRecorder.start()
        let (_, second) = try await relaunch(tabs: { UITabBarController() }, stack: { ShelfNavigationController(rootViewController: $0) })
        let issues = recorder.issues(mentioning: "UITabBarController > ShelfNavigationController")
        #expect(issues.filter { $0.message.hasPrefix("the default root's tree") }.count == 2, "one at each launch: \(issues)")
        #expect(issues.allSatisfy { $0.code == .unregisteredType })
        #expect(issues.contains { $0.message.hasPrefix("saved without") }, "and the save names the placeholder")
        // The tab it holds could not be saved: it comes back as its default, and the report says so.
        let report = try #require(second.lastLaunchResult?.report)
        #expect(report.items.contains { $0.path.contains("ShelfNavigationController") })
    }
}
#endif
