#if canImport(UIKit)
import UIKit
#elseif os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
import Foundation
@testable import Revive
import ReviveFaults
import ReviveUIKit
import Testing

extension UIKitAppTests {
    /// A continuous gesture writes no checkpoint while it lasts: a list the user scrolls (the
    /// scroll view tracking, dragging, then decelerating) changes the look at every run loop
    /// turn, and the checkpoint waits until the scrolling stops, then keeps the place once.
    @MainActor
    @Suite(.serialized)
    struct ScrollingCheckpointTests {
        private static let delay = Duration.milliseconds(50)
        private let items = (1...2_000).map { "comic-\($0)" }

        private func registry() -> RestorationRegistry<UIViewController> {
            let registry = ComicsApp.makeRegistry()
            let items = self.items
            registry.register(ItemListViewController.self) { ItemListViewController(items: items) }
            return registry
        }

        /// Connects and activates a scene of the comics app on `store`, as the system does.
        private func connect(_ store: FileStore, session: UISceneSession? = nil) async -> (ComicsSceneDelegate, UIWindowScene) {
            let delegate = ComicsSceneDelegate(store: store, registry: registry(), checkpointDelay: Self.delay)
            let scene = StandInRuntime.connectScene(delegate: delegate, session: session)
            StandInRuntime.activate(scene)
            await settle()
            return (delegate, scene)
        }

        /// The comics app with a long list pushed on its first tab, its checkpoints settled:
        /// none pending, none being written.
        private func launchedWithList(_ store: FileStore) async throws -> (ComicsSceneDelegate, UIWindowScene, ItemListViewController) {
            let (delegate, scene) = await connect(store)
            let controller = try #require(delegate.restoration?.controller)
            let tabs = try #require(delegate.window?.rootViewController as? UITabBarController)
            let stack = try #require(tabs.viewControllers?[0] as? UINavigationController)
            let list = ItemListViewController(items: items)
            stack.pushViewController(list, animated: false)
            await settle(until: { controller.checkpointCount >= 1 })
            await settle(until: { controller.pendingCheckpoint == nil })
            await controller.waitForPendingSaves()
            return (delegate, scene, list)
        }

        /// Moves `list` by 2 points at each run loop turn for `duration`, a frame of 120 Hz
        /// apart (each turn runs the window's look, as a real run loop does at each frame).
        private func scroll(_ list: ItemListViewController, for duration: Duration) async {
            let end = ContinuousClock.now.advanced(by: duration)
            while ContinuousClock.now < end {
                let offset = list.tableView.contentOffset
                list.tableView.contentOffset = CGPoint(x: offset.x, y: offset.y + 2)
                await settle()
                try? await Task.sleep(for: .microseconds(8_333))
            }
        }

        /// The process crashes in the foreground: no scene callback runs, and the next process
        /// connects the session the system kept.
        private func crash(_ delegate: ComicsSceneDelegate, _ scene: UIWindowScene) throws -> UISceneSession {
            let identifier = scene.session.persistentIdentifier
            delegate.restoration?.controller.releaseSceneLock()
            StandInRuntime.terminateApp()
            return try #require(StandInRuntime.openSession(identifier))
        }

        @Test func aListScrolledForFiveSecondsWritesNoCheckpointUntilTheScrollingStopsThenOne() async throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let store = try FileStore(directory: folder.url)
            let (delegate, scene, list) = try await launchedWithList(store)
            let controller = try #require(delegate.restoration?.controller)
            let before = controller.checkpointCount

            // The finger drags for 4 s, lifts, and the list decelerates for 1 s: 5 s of
            // continuous scrolling, a hundred checkpoint delays.
            StandInRuntime.beginDragging(list.tableView)
            await scroll(list, for: .seconds(4))
            #expect(controller.checkpointCount == before, "no checkpoint while the finger drags")
            StandInRuntime.endDragging(list.tableView, willDecelerate: true)
            await scroll(list, for: .seconds(1))
            await controller.waitForPendingSaves()
            #expect(controller.checkpointCount == before, "no checkpoint while the list decelerates")

            StandInRuntime.endDecelerating(list.tableView)
            let stoppedAt = try #require(list.firstVisibleItem)
            await settle(until: { controller.checkpointCount > before })
            await controller.waitForPendingSaves()
            #expect(controller.checkpointCount == before + 1, "one checkpoint once the scrolling stops")
            // Several delays with the run loop turning: nothing more to write.
            await settle(until: { false }, limit: Self.delay * 6)
            await controller.waitForPendingSaves()
            #expect(controller.checkpointCount == before + 1)

            let (second, _) = await connect(store, session: try crash(delegate, scene))
            let restored = try #require(
                ((second.window?.rootViewController as? UITabBarController)?.viewControllers?[0] as? UINavigationController)?
                    .topViewController as? ItemListViewController
            )
            #expect(restored.firstVisibleItem == stoppedAt, "the place where the scrolling stopped comes back")
        }

        @Test func aDragThatEndsWithoutDeceleratingIsCheckpointedOnceItEnds() async throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let store = try FileStore(directory: folder.url)
            let (delegate, _, list) = try await launchedWithList(store)
            let controller = try #require(delegate.restoration?.controller)
            let before = controller.checkpointCount

            StandInRuntime.beginDragging(list.tableView)
            await scroll(list, for: Self.delay * 10)
            await controller.waitForPendingSaves()
            #expect(controller.checkpointCount == before, "no checkpoint while the finger drags")
            StandInRuntime.endDragging(list.tableView, willDecelerate: false)
            await settle(until: { controller.checkpointCount > before })
            await settle(until: { false }, limit: Self.delay * 6)
            await controller.waitForPendingSaves()
            #expect(controller.checkpointCount == before + 1)
        }
    }
}
#endif
