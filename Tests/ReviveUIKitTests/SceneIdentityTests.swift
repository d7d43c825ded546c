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

/// The app delegate of the comics app: it forgets the scenes the user closed.
final class ComicsAppDelegate: UIResponder, UIApplicationDelegate {
    let store: any SnapshotStore

    init(store: any SnapshotStore) {
        self.store = store
        super.init()
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        SceneRestoration.discardSavedState(of: sceneSessions, in: store)
    }
}

extension UIKitAppTests {
    /// Scene identity through UIKit's scene life cycle (its stand-in): the scene's id is
    /// its session's `persistentIdentifier`, so an app that declares no activity type comes back;
    /// a state saved under the id earlier versions kept in the activity restores once; an old
    /// controller still alive never keeps a reconnected scene out; a closed scene leaves no file.
    @MainActor
    @Suite(.serialized)
    struct SceneIdentityTests {
        private func connect(_ store: FileStore, session: UISceneSession? = nil) async throws -> (ComicsSceneDelegate, UIWindowScene, UIWindow) {
            let delegate = ComicsSceneDelegate(store: store)
            let scene = StandInRuntime.connectScene(delegate: delegate, session: session)
            StandInRuntime.activate(scene)
            await settle()
            return (delegate, scene, try #require(delegate.window))
        }

        /// Opens a comic in the Library tab.
        private func openComic(_ id: Int, in window: UIWindow) async throws {
            let tabs = try #require(window.rootViewController as? UITabBarController)
            let library = try #require(tabs.viewControllers?[0] as? UINavigationController)
            let comic = ComicViewController()
            comic.comicID = id
            library.pushViewController(comic, animated: false)
            await settle()
        }

        private func openComicID(in window: UIWindow) -> Int? {
            let tabs = window.rootViewController as? UITabBarController
            return ((tabs?.viewControllers?[0] as? UINavigationController)?.topViewController as? ComicViewController)?.comicID
        }

        /// Enters the background and waits until the save is on disk.
        private func background(_ scene: UIWindowScene, _ delegate: ComicsSceneDelegate) async throws -> SaveResult? {
            var result: SaveResult?
            delegate.onBackground = { result = $0 }
            StandInRuntime.enterBackground(scene)
            await delegate.restoration?.controller.waitForPendingSaves()
            await settle(until: { !StandInRuntime.runningBackgroundTaskNames.contains("Revive save") })
            return result
        }

        private func files(_ store: FileStore) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: store.directory.path).sorted()
        }

        @Test func anAppWhoseSessionKeptNoActivityComesBack() async throws {
                let folder = try TemporaryFolder()
            defer { folder.remove() }
            let store = try FileStore(directory: folder.url)
            let (first, scene, window) = try await connect(store)
            try await openComic(42, in: window)
            #expect(try await background(scene, first) == .scheduled)
            #expect(scene.session.stateRestorationActivity == nil)

            StandInRuntime.terminateApp()
            let session = try #require(StandInRuntime.openSession(scene.session.persistentIdentifier))
            #expect(session !== scene.session && session.stateRestorationActivity == nil)
            let (second, _, restored) = try await connect(store, session: session)
            #expect(second.launchResults.first?.report?.isComplete == true, "\(second.launchResults)")
            #expect(openComicID(in: restored) == 42)
            withExtendedLifetime(first) {}   // the old process's objects may linger: they never keep the scene out
        }

        @Test func aStateSavedUnderTheFormerActivityIDRestoresOnceThenLivesUnderTheSessionsID() async throws {
                let folder = try TemporaryFolder()
            defer { folder.remove() }
            let store = try FileStore(directory: folder.url)
            // An earlier version: its own id in the activity, a declared activity type.
            let formerID = "3F2504E0-4F89-11D3-9A0C-0305E82C3301"
            let window = UIWindow(frame: .zero)
            let earlier = RestorationController(hierarchy: WindowHierarchy(window: window), registry: ComicsApp.makeRegistry(), sceneID: formerID, configuration: .init(store: store))
            await earlier.launch { ComicsApp.makeRoot() }
            try await openComic(7, in: window)
            #expect(earlier.didEnterBackground() == .scheduled)
            await earlier.waitForPendingSaves()
            earlier.releaseSceneLock()   // that process is gone
            StandInRuntime.declaredUserActivityTypes = [SceneRestoration.activityType]
            let activity = NSUserActivity(activityType: SceneRestoration.activityType)
            activity.addUserInfoEntries(from: [SceneRestoration.sceneIDKey: formerID])
            let session = StandInRuntime.makeSession(stateRestorationActivity: activity)

            let (first, scene, restored) = try await connect(store, session: session)
            #expect(first.launchResults.first?.report?.isComplete == true, "\(first.launchResults)")
            #expect(openComicID(in: restored) == 7)
            let id = session.persistentIdentifier
            #expect(try files(store) == ["\(id).lock", "\(id).restoring.marker", "\(id).revive"])   // kept, the finish recorded
            _ = try await background(scene, first)
            #expect(try files(store) == ["\(session.persistentIdentifier).lock", "\(session.persistentIdentifier).revive"])

            StandInRuntime.terminateApp()
            let kept = try #require(StandInRuntime.openSession(session.persistentIdentifier))
            #expect(kept.stateRestorationActivity == nil)   // the new version gave UIKit no activity
            let (second, _, again) = try await connect(store, session: kept)
            #expect(second.launchResults.first?.report != nil)
            #expect(openComicID(in: again) == 7)
            withExtendedLifetime(earlier) {}
        }

        @Test func aReconnectedSceneWhoseOldControllerIsAliveRestoresAndSaves() async throws {
                let folder = try TemporaryFolder()
            defer { folder.remove() }
            let store = try FileStore(directory: folder.url)
            let (first, scene, window) = try await connect(store)
            try await openComic(5, in: window)
            _ = try await background(scene, first)
            let session = scene.session
            StandInRuntime.disconnect(scene)
            let old = try #require(first.restoration)   // the old controller outlives its scene

            let (second, again, restored) = try await connect(store, session: session)
            #expect(second.launchResults.count == 1 && second.launchResults.first?.report != nil, "\(second.launchResults)")
            #expect(openComicID(in: restored) == 5)
            #expect(try await background(again, second) == .scheduled)
            #expect(second.restoration?.controller.lastSaveError == nil)
            #expect(second.restoration?.controller.saveCount == 0)   // the restored state is on disk: nothing to write
            withExtendedLifetime(old) {}
        }

        @Test func aHundredScenesOpenedAndClosedInTheAppSwitcherLeaveNoFile() async throws {
                let folder = try TemporaryFolder()
            defer { folder.remove() }
            let store = try FileStore(directory: folder.url)
            let appDelegate = ComicsAppDelegate(store: store)
            UIApplication.shared.delegate = appDelegate
            defer { UIApplication.shared.delegate = nil }
            var sessions: Set<UISceneSession> = []
            for index in 0..<100 {
                let (delegate, scene, window) = try await connect(store)
                try await openComic(index, in: window)
                _ = try await background(scene, delegate)
                sessions.insert(scene.session)
            }
            #expect(try files(store).count == 200)

            StandInRuntime.discardSessions(sessions)
            await settle(until: { (try? files(store))?.isEmpty == true })
            #expect(try files(store) == [])
        }

        /// A process that opens two scenes, a comic in each, and saves them; its objects are gone
        /// when it returns, as they are when the system kills it.
        private func runAProcessWithTwoScenes(_ store: FileStore) async throws -> (String, String) {
            var ids: [String] = []
            for comic in [1, 2] {
                let (delegate, scene, window) = try await connect(store)
                try await openComic(comic, in: window)
                _ = try await background(scene, delegate)
                ids.append(scene.session.persistentIdentifier)
                // The launch sweep this process started ends before the process does: a
                // process the system kills runs nothing after, and a sweep still pending here
                // would see the next process's sessions.
                _ = await delegate.restoration?.restorationScene.launchSweep?.value
            }
            StandInRuntime.terminateApp()
            return (ids[0], ids[1])
        }

        @Test func theLaunchSweepForgetsSessionsUIKitNoLongerKeepsAndNothingElse() async throws {
                let folder = try TemporaryFolder()
            defer { folder.remove() }
            let store = try FileStore(directory: folder.url)
            let (keptID, closedID) = try await runAProcessWithTwoScenes(store)
            await settle(until: { !store.locks.isHeld(store.path("\(closedID).lock")) })
            // A child another test spawned may hold a copy of the lock's descriptor until its
            // `exec` (flock(2)): the next process starts once the kernel has let go.
            _ = try? LockTable().lock(store.path("\(closedID).lock"), patience: .seconds(5))

            // The user closes a window while the app is not running: the next process's
            // openSessions no longer has it.
            let closed = try #require(StandInRuntime.openSession(closedID))
            StandInRuntime.discardSessions([closed])
            let removed = await SceneRestoration.sweepSavedScenes(in: store, keeping: UIApplication.shared.openSessions)

            #expect(removed == 2)
            #expect(try files(store) == ["\(keptID).lock", "\(keptID).revive"])
            let (relaunched, _, window) = try await connect(store, session: StandInRuntime.openSession(keptID))
            #expect(relaunched.launchResults.first?.report != nil)
            #expect(openComicID(in: window) == 1)
        }
    }
}
#endif
