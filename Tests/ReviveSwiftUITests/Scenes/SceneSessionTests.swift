import Foundation
import ReviveFaults
import Testing
@testable import Revive
@testable import ReviveSwiftUI

/// A SwiftUI window's files go when its scene session goes, as `@SceneStorage` does: the
/// window's Revive id is its session's `persistentIdentifier` (what `RouteRestorationView`
/// reads from its window), and the app delegate forwards `application(_:didDiscardSceneSessions:)`
/// to the store. Driven as UIKit drives an iPad app: windows connect, are used and saved,
/// disconnect (SwiftUI frees their views), and their sessions are discarded.
@MainActor
struct SceneSessionTests {
    @Test func aWindowsSceneIDIsItsSessionsPersistentIdentifier() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let window = try SceneProcess(folder: folder.url).window()
        await window.connect(storedSceneID: "", sessionID: "session-A")
        #expect(window.sceneID == "session-A")
        await window.discard()
    }

    @Test func aHundredWindowsOpenedAndClosedInTheAppSwitcherLeaveNoFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var sessions: [String] = []
        let process = try SceneProcess(folder: folder.url)
        do {
            var windows: [RouteSceneModel<TestRoute, String>] = []
            for index in 0..<100 {
                let window = RouteSceneModel<TestRoute, String>(lifecycle: SceneLifecycle(platform: .iOS)) { [store = process.store] id in
                    ReviveRouter(routes: TestRoute.registry, defaultTree: SceneProcess.defaultTree, sceneID: id, configuration: .init(store: store))
                }
                let session = "session-\(index)"
                await window.connect(storedSceneID: "", sessionID: session)
                window.router?.push(.item(id: index))
                window.router?.present(.note("draft \(index)"))
                window.router?[textAt: .modal(0), named: "body"] = "half a reply"
                #expect(window.handle(.background) == .saveInBackgroundTask)
                await window.router?.controller.waitForPendingSaves()
                windows.append(window)
                sessions.append(session)
            }
            _ = await windows.first?.launchSweep?.value
            #expect(try process.files().count == 200, "a state and a lock per window")
            // The user closes them in the app switcher: UIKit disconnects the scenes (SwiftUI frees
            // the views and their models), then discards the sessions.
            windows = []
        }
        let failures = process.store.discardSavedState(ofScenes: sessions)
        #expect(failures.isEmpty, "\(failures)")
        // A window freed a moment ago may still hold its lock: the lock file goes when it lets go.
        await waitUntil { (try? process.files())?.isEmpty == true }
        let left = try process.files()
        #expect(left == [], "\(left.count): \(left.prefix(4))")
    }

    @Test func aSessionDiscardedWhileItsWindowIsStillConnectedDiscardsThroughTheModel() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let process = try SceneProcess(folder: folder.url)
        let window = process.window()
        await window.connect(storedSceneID: "", sessionID: "session-live")
        window.router?.push(.item(id: 1))
        window.handle(.background)   // a save still running
        #expect(process.store.discardSavedState(ofScenes: ["session-live"]).isEmpty)
        #expect(window.stage == .discarded)
        await window.discard()   // waits for the discard the session started
        #expect(window.lastDiscardError == nil)
        await process.sweepsDone()
        #expect(try process.files() == [])
        #expect(window.handle(.background) == .nothing, "nothing is saved after the session is gone")
    }

    @Test func aSessionDiscardedBeforeTheAppRanAgainLosesItsFilesAtTheNextLaunch() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        do {
            let process = try SceneProcess(folder: folder.url)
            let window = process.window()
            await window.connect(storedSceneID: "", sessionID: "closed-while-not-running")
            window.router?.push(.item(id: 3))
            window.handle(.background)
            await window.router?.controller.waitForPendingSaves()
            await process.die()
        }
        // "If your app isn't running, UIKit calls this method the next time your app launches."
        let process = try SceneProcess(folder: folder.url)
        #expect(process.store.discardSavedState(ofScenes: ["closed-while-not-running"]).isEmpty)
        #expect(try process.files() == [])
    }

    @Test func aStateSavedUnderTheIDSceneStorageKeptMovesToTheSessionsIDOnce() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        do {
            let process = try SceneProcess(folder: folder.url)
            let window = process.window()
            await window.connect(storedSceneID: "")   // an earlier version: a UUID in @SceneStorage
            let legacy = try #require(window.sceneID)
            window.router?.push(.item(id: 8))
            window.handle(.background)
            await window.router?.controller.waitForPendingSaves()
            await process.die()

            let next = try SceneProcess(folder: folder.url)
            let adopted = next.window()
            let launch = try #require(await adopted.connect(storedSceneID: legacy, sessionID: "session-new"))
            #expect(launch.launch.report != nil)
            #expect(adopted.sceneID == "session-new" && adopted.router?.tree.visibleRoute == .item(id: 8))
            #expect(try next.files().allSatisfy { !$0.hasPrefix(legacy) }, "the former id's files are gone")
            await adopted.discard()
        }
    }
}
