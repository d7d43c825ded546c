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

extension UIKitAppTests {
    /// What only the window's look at the main run loop's idle point sees — a tab switch and a
    /// push with no `@Preserved` value set, a draft typed with no navigation — is checkpointed
    /// and comes back after a crash in the foreground, through the app's scene delegate.
    @MainActor
    @Suite(.serialized)
    struct WindowCheckpointTests {
        private let items = (1...100).map { "comic-\($0)" }

        private func registry() -> RestorationRegistry<UIViewController> {
            let registry = ComicsApp.makeRegistry()
            let items = self.items
            registry.register(ItemListViewController.self) { ItemListViewController(items: items) }
            return registry
        }

        /// Connects and activates a scene of the comics app on `store`, as the system does.
        private func connect(_ store: FileStore, session: UISceneSession? = nil) async -> (ComicsSceneDelegate, UIWindowScene) {
            let delegate = ComicsSceneDelegate(store: store, registry: registry(), checkpointDelay: .milliseconds(50))
            let scene = StandInRuntime.connectScene(delegate: delegate, session: session)
            StandInRuntime.activate(scene)
            await settle()
            return (delegate, scene)
        }

        /// Lets the run loop turn, as time passes, until `count` checkpoints are written (at most 30 s).
        private func waitForCheckpoints(_ delegate: ComicsSceneDelegate, _ count: Int) async throws {
            let controller = try #require(delegate.restoration?.controller)
            await settle(until: { controller.checkpointCount >= count })
            await controller.waitForPendingSaves()
        }

        /// The process crashes in the foreground: no scene callback runs, and the next process
        /// connects the session the system kept.
        private func crash(_ delegate: ComicsSceneDelegate, _ scene: UIWindowScene) throws -> UISceneSession {
            let identifier = scene.session.persistentIdentifier
            delegate.restoration?.controller.releaseSceneLock()
            StandInRuntime.terminateApp()
            return try #require(StandInRuntime.openSession(identifier))
        }

        @Test func aTabSwitchAndAPushWithNoValueSetComeBackAfterACrashInTheForeground() async throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let store = try FileStore(directory: folder.url)
            let (first, scene) = await connect(store)
            let tabs = try #require(first.window?.rootViewController as? UITabBarController)
            tabs.selectedIndex = 1
            let stack = try #require(tabs.viewControllers?[1] as? UINavigationController)
            stack.pushViewController(ItemListViewController(items: items), animated: true)
            await settle()
            try await waitForCheckpoints(first, 1)
            let controller = try #require(first.restoration?.controller)
            #expect(controller.checkpointCount >= 1 && controller.saveCount == 0, "no background: only checkpoints keep the place")

            let (second, _) = await connect(store, session: try crash(first, scene))
            #expect(second.launchResults.first?.report?.isComplete == true, "\(second.launchResults)")
            let restored = try #require(second.window?.rootViewController as? UITabBarController)
            #expect(restored.selectedIndex == 1)
            #expect((restored.viewControllers?[1] as? UINavigationController)?.topViewController is ItemListViewController)
        }

        @Test func aDraftTypedWithNoNavigationComesBackAfterACrashInTheForeground() async throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let store = try FileStore(directory: folder.url)
            let (first, scene) = await connect(store)
            let tabs = try #require(first.window?.rootViewController as? UITabBarController)
            let stack = try #require(tabs.viewControllers?[0] as? UINavigationController)
            let list = ItemListViewController(items: items)
            stack.pushViewController(list, animated: false)
            await settle()
            try await waitForCheckpoints(first, 1)
            let written = try #require(first.restoration?.controller.checkpointCount)

            list.searchField.text = "one piece"   // typed: no navigation, no @Preserved value
            await settle()
            try await waitForCheckpoints(first, written + 1)
            #expect(first.restoration?.controller.checkpointCount == written + 1)

            let (second, _) = await connect(store, session: try crash(first, scene))
            let restored = try #require(
                ((second.window?.rootViewController as? UITabBarController)?.viewControllers?[0] as? UINavigationController)?
                    .topViewController as? ItemListViewController
            )
            #expect(restored.searchField.text == "one piece")
        }
    }
}
#endif
