#if canImport(UIKit)
import UIKit
#elseif os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
import Foundation
@testable import Revive
@testable import ReviveAdoption
import ReviveUIKit
import Testing

extension UIKitAppTests {
    /// The README's UIKit adoption code (Examples/Adoption, the `uikit` snippet) run exactly as an
    /// app runs it: the system connects its scene through the snippet's `SceneDelegate`, the user
    /// navigates, the scene goes to the background, the process dies (every object is dropped), and
    /// the system reconnects the session it kept. Nothing here calls Revive directly except to
    /// wait for the save, as the background task does on a device.
    @MainActor
    @Suite(.serialized)
    struct AdoptionAppTests {
        /// A "process": the app delegate the system holds, and the scene it connected.
        @MainActor
        private struct Process {
            let appDelegate: AppDelegate
            let scene: UIWindowScene
            var sceneDelegate: SceneDelegate? { scene.delegate as? SceneDelegate }
            var window: UIWindow? { sceneDelegate?.window }
        }

        /// Starts a process and connects a scene on `session` (a new one when `nil`), as the system
        /// does at launch: `scene(_:willConnectTo:options:)`, then foreground and active.
        private func launch(session: UISceneSession?) async -> Process {
            AdoptionStore.useTemporaryFolder()
            let appDelegate = AppDelegate()
            UIApplication.shared.delegate = appDelegate
            let scene = StandInRuntime.connectScene(delegate: SceneDelegate(), session: session)
            StandInRuntime.activate(scene)
            await settle()
            return Process(appDelegate: appDelegate, scene: scene)
        }

        /// Goes to the background as the system sends it, and waits, as the background task does,
        /// until the save is on disk.
        private func background(_ process: Process) async {
            StandInRuntime.enterBackground(process.scene)
            await process.sceneDelegate?.restoration?.controller.waitForPendingSaves()
            await settle(until: { !StandInRuntime.runningBackgroundTaskNames.contains("Revive save") })
        }

        /// The process dies in the background: the system disconnects its scene (releasing the
        /// scene and so its delegate), its objects go, and the system keeps only the scene's
        /// session (its persistent identifier and the activity the app handed it). The dead
        /// process's scene lock goes with it, as the kernel releases a dead process's locks.
        /// (Other suites run at the same time in this process, so the application object itself
        /// is not reset.)
        private func die(_ process: Process) -> UISceneSession {
            let session = process.scene.session
            if let restoration = process.sceneDelegate?.restoration {
                restoration.controller.releaseSceneLock()
            }
            StandInRuntime.disconnect(process.scene)
            return StandInRuntime.makeSession(
                persistentIdentifier: session.persistentIdentifier, stateRestorationActivity: session.stateRestorationActivity
            )
        }

        /// The first process: launched fresh, the user navigates (the Favorites tab, a comic
        /// pushed on it, a modal comic over it), the scene goes to the background, and the
        /// process dies. Returns the session the system kept, and a weak reference to the old root.
        private func firstProcess() async throws -> (session: UISceneSession, oldRoot: WeakBox) {
            let process = await launch(session: nil)
            #expect(process.sceneDelegate?.restoration?.controller.lastLaunchResult == .fresh(.noSavedState))
            let (tabs, comic) = try await pushComic42OnFavorites(in: process.window, animated: false)
            let modal = ReviveAdoption.ComicViewController()
            modal.comicID = 7
            comic.present(modal, animated: false)
            await settle()

            await background(process)
            #expect(process.sceneDelegate?.restoration?.controller.saveCount == 1)
            #expect(process.sceneDelegate?.restoration?.controller.lastSaveError == nil)
            return (die(process), WeakBox(tabs))
        }

        @Test func theREADMEAppComesBackWithItsTabStackModalAndValues() async throws {
            let recorder = SetupIssueRecorder.start()
            let (session, oldRoot) = try await firstProcess()
            await settle()
            #expect(oldRoot.object == nil, "the first process's view controllers are gone")

            let second = await launch(session: session)
            let result = try #require(second.sceneDelegate?.restoration?.controller.lastLaunchResult)
            let report = try #require(result.report, "\(result)")
            #expect(report.isComplete, "\(report.items)")
            let tabs = try #require(second.window?.rootViewController as? MainTabBarController)
            #expect(tabs.selectedIndex == 1)
            #expect((tabs.viewControllers?[0] as? UINavigationController)?.topViewController is ReviveAdoption.LibraryViewController)
            let stack = try #require(tabs.viewControllers?[1] as? UINavigationController)
            #expect(stack.viewControllers.count == 2)
            #expect((stack.viewControllers.first as? ReviveAdoption.LibraryViewController)?.shelf == "favorites")
            let comic = try #require(stack.topViewController as? ReviveAdoption.ComicViewController)
            #expect(comic.comicID == 42)
            let modal = try #require(comic.presentedViewController as? ReviveAdoption.ComicViewController)
            #expect(modal.comicID == 7)
            #expect(topViewController(in: try #require(second.window)) === modal)
            // The comics app of other suites has a ComicViewController of its own, without
            // `@Preserving`: its issue names its module.
            #expect(recorder.issues(mentioning: "ComicViewController").filter { $0.code != .readThroughMirror }.isEmpty)
            #expect(recorder.issues(mentioning: "ReviveAdoption.").isEmpty, "the README's view controllers are @Preserving")
            #expect(recorder.issues(mentioning: "MainTabBarController").isEmpty)

            // The user closes the window in the app switcher: the app delegate discards its state.
            let sceneID = try #require(second.sceneDelegate?.restoration?.sceneID)
            await background(second)
            #expect(try AppStore.shared.read(sceneID: sceneID) != nil)
            second.sceneDelegate?.restoration.map { $0.controller.releaseSceneLock() }
            UIApplication.shared.delegate = second.appDelegate  // again: other suites share the stand-in's application
            weak let restorationScene = second.sceneDelegate?.restoration?.restorationScene
            StandInRuntime.discardSessions([second.scene.session])
            // A scene still alive (a task of its own still holds it) removes its files once its
            // save in flight is done; a freed one had them removed at once.
            let discardError: ReviveError?
            if let restorationScene {
                #expect(restorationScene.isDiscarded)
                await restorationScene.discard()
                discardError = restorationScene.lastDiscardError
            } else {
                discardError = nil
            }
            if try AppStore.shared.read(sceneID: sceneID) != nil {
                // Say what is left and what a second discard meets, so that a failure names its race.
                let files = (try? FileManager.default.contentsOfDirectory(atPath: AppStore.shared.directory.path))?
                    .filter { $0.contains(String(sceneID.prefix(8))) }.sorted() ?? []
                let again: String
                do { try AppStore.shared.discardScene(sceneID: sceneID); again = "succeeded" } catch { again = "threw \(error)" }
                Issue.record("""
                    the discard left the file (the scene \(discardError == nil ? "was freed or" : "was alive and") said \
                    \(String(describing: discardError))); left: \(files); a second discard \(again)
                    """)
            }
        }

        /// The README's view controllers are `@Preserving`: the engine takes their properties
        /// from the list the macro wrote, so their first capture reads no mirror.
        @Test func theREADMEsViewControllersListTheirPreservedPropertiesAtCompileTime() throws {
            let library = try #require(PreservedPropertyList.bindings(of: ReviveAdoption.LibraryViewController()))
            #expect(library.map(\.qualifiedName) == ["LibraryViewController.shelf"])
            let comic = try #require(PreservedPropertyList.bindings(of: ReviveAdoption.ComicViewController()))
            #expect(comic.map(\.key) == ["comic_id"])
        }

        /// The process crashes in the foreground: no scene callback runs, so nothing is saved
        /// (`StandInRuntime.terminateApp()`; the app-driving suites run one at a time), its
        /// objects go with their scene lock, and the system keeps the scene's session.
        private func crash(_ process: Process) throws -> UISceneSession {
            let identifier = process.scene.session.persistentIdentifier
            process.sceneDelegate?.restoration?.controller.releaseSceneLock()
            StandInRuntime.terminateApp()
            return try #require(StandInRuntime.openSession(identifier))
        }

        /// Waits, as time passes in the app, until the scene's controller wrote `count`
        /// checkpoints (at most 30 s; the README's configuration waits 1 s for navigation to settle).
        private func waitForCheckpoints(_ process: Process, _ count: Int) async throws {
            let controller = try #require(process.sceneDelegate?.restoration?.controller)
            await settle(until: { controller.checkpointCount >= count })
            await controller.waitForPendingSaves()
        }

        /// The user's place in the first process: the Favorites tab, comic 42 pushed on it,
        /// comic 7 presented over it.
        private func navigate(_ process: Process) async throws {
            let (_, comic) = try await pushComic42OnFavorites(in: process.window, animated: true)
            let modal = ReviveAdoption.ComicViewController()
            modal.comicID = 7
            comic.present(modal, animated: true)
            await settle()
        }

        @Test func theREADMEAppComesBackToItsLastScreenAfterACrashInTheForeground() async throws {
            let process = await launch(session: nil)
            try await navigate(process)
            try await waitForCheckpoints(process, 1)
            let controller = try #require(process.sceneDelegate?.restoration?.controller)
            // A slow machine may have settled between the push and the presentation: one more.
            await settle(until: { controller.pendingCheckpoint == nil })
            await controller.waitForPendingSaves()
            let written = controller.checkpointCount
            #expect(written >= 1 && controller.saveCount == 0, "no background: only the checkpoint keeps the place")
            // The app stays idle: the run loop keeps reaching its idle point, nothing changed.
            for _ in 0..<5 { await settle() }
            try await Task.sleep(for: .milliseconds(1_200))
            await controller.waitForPendingSaves()
            #expect(controller.checkpointCount == written, "nothing changed: no new checkpoint")
            let session = try crash(process)   // no sceneDidEnterBackground came

            let second = await launch(session: session)
            let result = try #require(second.sceneDelegate?.restoration?.controller.lastLaunchResult)
            #expect(result.report?.isComplete == true, "\(result)")
            let tabs = try #require(second.window?.rootViewController as? MainTabBarController)
            #expect(tabs.selectedIndex == 1)
            let stack = try #require(tabs.viewControllers?[1] as? UINavigationController)
            let comic = try #require(stack.topViewController as? ReviveAdoption.ComicViewController)
            #expect(comic.comicID == 42 && stack.viewControllers.count == 2)
            let modal = try #require(comic.presentedViewController as? ReviveAdoption.ComicViewController)
            #expect(modal.comicID == 7)
            let sceneID = try #require(second.sceneDelegate?.restoration?.sceneID)
            _ = die(second)
            try AppStore.shared.discardScene(sceneID: sceneID)
        }

        @Test func theREADMEAppWritesNoCheckpointInTheBackgroundAndAgainOnceInTheForeground() async throws {
            let process = await launch(session: nil)
            let controller = try #require(process.sceneDelegate?.restoration?.controller)
            await background(process)
            #expect(!controller.isInForeground)
            try await navigate(process)   // work the app does in the background
            try await Task.sleep(for: .milliseconds(1_500))
            await controller.waitForPendingSaves()
            #expect(controller.checkpointCount == 0)

            StandInRuntime.activate(process.scene)   // UIScene.willEnterForegroundNotification
            #expect(controller.isInForeground)
            await settle()
            try await waitForCheckpoints(process, 1)
            #expect(controller.checkpointCount == 1)
            let sceneID = try #require(process.sceneDelegate?.restoration?.sceneID)
            _ = die(process)
            try AppStore.shared.discardScene(sceneID: sceneID)
        }

        @Test func aFreshSceneShowsTheAppsOwnRootSubclass() async throws {
            let process = await launch(session: nil)
            #expect(process.window?.rootViewController is MainTabBarController)
            #expect(process.sceneDelegate?.restoration?.controller.lastLaunchResult == .fresh(.noSavedState))
            let sceneID = try #require(process.sceneDelegate?.restoration?.sceneID)
            _ = die(process)
            try AppStore.shared.discardScene(sceneID: sceneID)
        }
    }
}

/// A weak reference, to see that a dead process's objects are gone.
@MainActor
final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The user selects the README app's Favorites tab and opens comic 42 on it; returns the tab
/// bar controller and the comic.
@MainActor
func pushComic42OnFavorites(in window: UIWindow?, animated: Bool) async throws -> (MainTabBarController, ReviveAdoption.ComicViewController) {
    let tabs = try #require(window?.rootViewController as? MainTabBarController)
    tabs.selectedIndex = 1
    let favorites = try #require(tabs.viewControllers?[1] as? UINavigationController)
    let comic = ReviveAdoption.ComicViewController()
    comic.comicID = 42
    favorites.pushViewController(comic, animated: animated)
    await settle()
    return (tabs, comic)
}

/// Where the adoption code's `AppStore.shared` puts its files in these tests: a temporary
/// folder, named through `XDG_DATA_HOME` before the store is first made (the snippet's
/// `FileStore.defaultDirectory(appName:)` reads it on Linux, as the XDG base directory
/// specification asks).
@MainActor
enum AdoptionStore {
    private static var folder: URL?

    static func useTemporaryFolder() {
        guard folder == nil else { return }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("revive-adoption-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        setenv("XDG_DATA_HOME", url.path, 1)
        folder = url
        #expect(AppStore.shared.directory.path.hasPrefix(url.path))
    }
}
#endif
