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
    /// The UIKit-shaped comics app is saved, killed and relaunched through its scene delegate,
    /// with real files, on UIKit's stand-in.
    @MainActor
    @Suite(.serialized)
    struct ComicsAppRestorationTests {
        /// Launches the app in a new "process": a new scene delegate on `session`, connected and
        /// activated, with every restored presentation on screen.
        private func launch(store: FileStore, session: UISceneSession?, registry: RestorationRegistry<UIViewController> = ComicsApp.makeRegistry()) async throws -> (ComicsSceneDelegate, UIWindowScene, UIWindow) {
            let delegate = ComicsSceneDelegate(store: store, registry: registry)
            let scene = StandInRuntime.connectScene(delegate: delegate, session: session)
            StandInRuntime.activate(scene)
            await settle()
            let window = try #require(delegate.window)
            #expect(delegate.launchResults.count == 1)
            return (delegate, scene, window)
        }

        /// Navigates as a user would: a comic in Library, a reader full screen, options as a
        /// sheet, a confirmation over it; a second library page in Favorites; a note in Notes.
        private func navigate(_ window: UIWindow) async throws {
            let tabs = try #require(window.rootViewController as? UITabBarController)
            let favorites = try #require(tabs.viewControllers?[1] as? UINavigationController)
            let second = LibraryViewController()
            second.filter = "unread"
            favorites.pushViewController(second, animated: false)
            let split = try #require(tabs.viewControllers?[2] as? UISplitViewController)
            let notes = try #require(split.viewController(for: .secondary)?.navigationController)
            let note = NoteViewController()
            note.noteID = 9
            notes.pushViewController(note, animated: false)
            let library = try #require(tabs.viewControllers?[0] as? UINavigationController)
            let comic = ComicViewController()
            comic.comicID = 42
            comic.scrollOffset = 310
            library.pushViewController(comic, animated: false)
            await settle()

            let reader = ReaderViewController()
            reader.page = 21
            reader.modalPresentationStyle = .fullScreen
            comic.present(reader, animated: false)
            await settle()
            let options = ReaderOptionsViewController()
            options.textSize = 18
            reader.present(options, animated: false)
            await settle()
            let confirm = ConfirmViewController()
            confirm.message = "Reset?"
            options.present(confirm, animated: false)
            await settle()
            #expect(topViewController(in: window) === confirm)
        }

        /// Saves as the app enters the background and waits for the background task to end.
        private func background(_ scene: UIWindowScene, _ delegate: ComicsSceneDelegate) async throws {
            StandInRuntime.enterBackground(scene)
            await delegate.restoration?.controller.waitForPendingSaves()
            await settle(until: { !StandInRuntime.runningBackgroundTaskNames.contains("Revive save") })
            #expect(delegate.restoration?.controller.saveCount == 1)
            #expect(!StandInRuntime.runningBackgroundTaskNames.contains("Revive save"))
        }

        /// What the system keeps of a killed process's scene: its session, with the activity the
        /// app gave it.
        /// The process dies: the system releases what it held, its scene lock included.
        private func keptSession(of scene: UIWindowScene) -> UISceneSession {
            if let restoration = (scene.delegate as? ComicsSceneDelegate)?.restoration {
                restoration.controller.releaseSceneLock()
            }
            return StandInRuntime.makeSession(persistentIdentifier: scene.session.persistentIdentifier, stateRestorationActivity: scene.session.stateRestorationActivity)
        }

        @Test func comesBackEntirelyAfterTheSystemKilledIt() async throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let store = try FileStore(directory: folder.url)
            let (first, scene, window) = try await launch(store: store, session: nil)
            #expect(first.launchResults == [.fresh(.noSavedState)])
            try await navigate(window)
            let saved = try #require(try first.restoration?.controller.captureSnapshot())
            try await background(scene, first)
            let session = keptSession(of: scene)
            #expect(SceneRestoration.sceneID(of: session) == first.restoration?.sceneID)

            let (second, _, restoredWindow) = try await launch(store: store, session: session)
            let report = try #require(second.launchResults.first?.report)
            #expect(report.isComplete, "\(report.items)")
            let restored = try #require(try second.restoration?.controller.captureSnapshot())
            #expect(restored.root == saved.root)
            #expect(report.restoredPageCount == allViewControllers(in: restoredWindow).count)

            let confirm = try #require(topViewController(in: restoredWindow) as? ConfirmViewController)
            #expect(confirm.message == "Reset?")
            let options = try #require(confirm.presentingViewController as? ReaderOptionsViewController)
            #expect(options.textSize == 18)
            let reader = try #require(options.presentingViewController as? ReaderViewController)
            #expect(reader.page == 21)
            let tabs = try #require(restoredWindow.rootViewController as? UITabBarController)
            #expect(reader.presentingViewController === tabs)
            let comic = try #require((tabs.viewControllers?[0] as? UINavigationController)?.topViewController as? ComicViewController)
            #expect(comic.comicID == 42 && comic.scrollOffset == 310)

            let appControllers = allViewControllers(in: restoredWindow).compactMap { $0 as? AppViewController }
            #expect(appControllers.count == 11)
            #expect(appControllers.allSatisfy { $0.revivalCount == 1 })
            #expect(appControllers.allSatisfy { $0.uikitRestorationCalls == 0 && $0.restorationIdentifier == nil })
            #expect(try store.read(sceneID: second.restoration?.sceneID ?? "") != nil)   // kept until a newer save
        }

        @Test func anUnregisteredTabComesBackAsItsDefaultAndTheReportSaysSo() async throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let store = try FileStore(directory: folder.url)
            let (first, scene, window) = try await launch(store: store, session: nil)
            try await navigate(window)
            let settings = try #require((window.rootViewController as? UITabBarController)?.viewControllers?[3] as? UINavigationController)
            (settings.topViewController as? SettingsViewController)?.theme = "dark"
            try await background(scene, first)

            let registry = ComicsApp.makeRegistry(leavingOut: SettingsViewController.self)
            let (second, _, restoredWindow) = try await launch(store: store, session: keptSession(of: scene), registry: registry)
            let report = try #require(second.launchResults.first?.report)
            #expect(!report.isComplete)
            #expect(report.items.contains { $0.kind == .droppedPage && $0.path.hasSuffix("SettingsViewController") })
            let tabs = try #require(restoredWindow.rootViewController as? UITabBarController)
            #expect(tabs.viewControllers?.count == 4)
            let defaultSettings = try #require((tabs.viewControllers?[3] as? UINavigationController)?.topViewController as? SettingsViewController)
            #expect(defaultSettings.theme == "light")
            #expect(topViewController(in: restoredWindow) is ConfirmViewController)
        }

        @Test func aDiscardedSessionForgetsItsSavedState() async throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let store = try FileStore(directory: folder.url)
            let (first, scene, window) = try await launch(store: store, session: nil)
            try await navigate(window)
            try await background(scene, first)
            let sceneID = try #require(first.restoration?.sceneID)
            #expect(try store.read(sceneID: sceneID) != nil)
            first.restoration?.controller.releaseSceneLock()
            SceneRestoration.discardSavedState(of: [scene.session], in: store)
            // Its scene object is still alive here, so the discard runs through it, after any
            // save in flight: wait for that.
            await first.restoration?.restorationScene.discard()
            #expect(try store.read(sceneID: sceneID) == nil)
        }

        @Test func theSceneNeedsNoActivityItsIDIsTheSessions() async throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let (first, scene, _) = try await launch(store: try FileStore(directory: folder.url), session: nil)
            #expect(first.stateRestorationActivity(for: scene) == nil)
            #expect(first.restoration?.sceneID == scene.session.persistentIdentifier)
        }
    }
}
#endif
