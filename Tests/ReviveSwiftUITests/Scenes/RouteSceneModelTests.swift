import Foundation
import ReviveFaults
import Testing
@testable import Revive
@testable import ReviveSwiftUI
import ReviveTesting

/// One process of an app whose windows are SwiftUI scenes: a `FileStore` in a real folder and a
/// scene model per window, made as `RouteRestorationView` makes them. A new `SceneProcess` on
/// the same folder is the next process after the system killed this one.
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@MainActor
final class SceneProcess {
    static let defaultTree = RouteTree<TestRoute, String>(tabs: ["home", "search"])
    let store: FileStore
    let platform: SceneLifecycle.Platform

    let multipleWindows: Bool
    let policy: RestorationPolicy

    init(folder: URL, platform: SceneLifecycle.Platform = .iOS, multipleWindows: Bool = true, policy: RestorationPolicy = RestorationPolicy()) throws {
        store = try FileStore(directory: folder)
        self.platform = platform
        self.multipleWindows = multipleWindows
        self.policy = policy
    }

    private var windows: [RouteSceneModel<TestRoute, String>] = []

    func window() -> RouteSceneModel<TestRoute, String> {
        let lifecycle = SceneLifecycle(platform: platform, supportsMultipleWindows: multipleWindows)
        let window = RouteSceneModel<TestRoute, String>(lifecycle: lifecycle) { [store, policy] sceneID in
            ReviveRouter(routes: TestRoute.registry, defaultTree: Self.defaultTree, sceneID: sceneID, configuration: .init(store: store, policy: policy))
        }
        windows.append(window)
        return window
    }

    /// The system kills the process: its scene locks go with it (as `ReviveTesting`'s relaunches
    /// do), whenever ARC would free the objects. Its launch sweeps, detached tasks, are waited
    /// for first: a killed process runs nothing after, and a sweep left pending would run in
    /// the next process's time, holding the folder's sweep while that process's sweep looks.
    /// The kernel lets go of each lock once no descriptor of it is open, so the next process
    /// starts after that (``waitUntilAnotherProcessCouldLock(_:)``).
    func die() async {
        await sweepsDone()
        var released: [String] = []
        for window in windows {
            guard let controller = window.router?.controller else { continue }
            controller.releaseSceneLock()
            released.append(store.path(FileStoreNaming.lockFileName(sceneID: controller.sceneID)))
        }
        windows = []
        ReviveProcess.current.launchSweeps.forget(store)
        for path in released { waitUntilAnotherProcessCouldLock(path) }
    }

    /// Waits for the launch sweeps the windows started.
    func sweepsDone() async {
        for window in windows { _ = await window.launchSweep?.value }
    }

    /// The names of the files left in the store's folder.
    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: store.directory.path).sorted()
    }
}

/// Waits (at most 5 s) until another process could take the lock at `path`, when the file is
/// there. A lock this process let go of can still be held for a moment: a child that another
/// test spawned holds a copy of every descriptor from its `fork` to its `exec`, and a `flock`
/// lasts while any copy is open (flock(2)). A real app's helper process would do the same; a
/// sweep leaves such a scene to the next launch, and these tests are about a process that is
/// gone for good.
func waitUntilAnotherProcessCouldLock(_ path: String) {
    guard FileManager.default.fileExists(atPath: path) else { return }
    _ = try? LockTable().lock(path, patience: .seconds(5))
}

/// A background task's begin and end, counted as `UIApplication` would see them.
@MainActor
final class BackgroundTasks {
    private(set) var begun = 0
    private(set) var ended: [Int] = []
    func begin(_ expired: @escaping @MainActor @Sendable () -> Void) -> Int {
        begun += 1
        return begun
    }
    func end(_ id: Int) { ended.append(id) }
}

/// The scene model that `RouteRestorationView` forwards to, run as an app runs it: connect,
/// use, background, process death, reconnect with the kept scene id, discard.
@MainActor
struct RouteSceneModelTests {
    /// The tree a user leaves behind: a tab, a push, a sheet with a push, a draft and values.
    private func use(_ router: ReviveRouter<TestRoute, String>) {
        router.selectedTab = "search"
        router.push(.item(id: 7))
        router[textAt: router.tree.visiblePlace, named: "comment"] = "Half-written"
        router.present(.note("compose"))
        router.push(.reader(id: 3, page: 12))
        RouteValue("zoom", default: Double(1), at: router.storageLocation(at: .modal(0, pathIndex: 0))).wrappedValue = 1.5
        RouteValue("sidebar", default: false, at: router.storageLocation(at: nil)).wrappedValue = true
    }

    @Test func aNewWindowGetsANewIDAndStartsFresh() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let window = try SceneProcess(folder: folder.url).window()
        #expect(window.stage == .waiting && window.router == nil)
        let launch = try #require(await window.connect(storedSceneID: ""))
        #expect(launch.launch == .fresh(.noSavedState))
        let id = try #require(window.sceneID)
        #expect(UUID(uuidString: id) != nil)
        #expect(window.stage == .connected)
        #expect(window.router?.tree == SceneProcess.defaultTree)
    }

    @Test func aWindowComesBackAfterProcessDeathWithTheIDItsSceneStorageKept() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var left: RouteTree<TestRoute, String>?
        var kept = ""
        do {
            let process = try SceneProcess(folder: folder.url)
            let window = process.window()
            await window.connect(storedSceneID: "")
            kept = try #require(window.sceneID)
            let router = try #require(window.router)
            use(router)
            router.modalDidAppear(at: 0)
            let tasks = BackgroundTasks()
            #expect(window.handle(.inactive) == .nothing)
            #expect(window.handle(.background, beginBackgroundTask: tasks.begin, endBackgroundTask: tasks.end) == .saveInBackgroundTask)
            #expect(window.lastSaveResult == .scheduled)
            await router.controller.waitForPendingSaves()
            await waitUntil { !tasks.ended.isEmpty }   // the end is sent to the main actor
            #expect(tasks.begun == 1 && tasks.ended == [1], "one background task, ended once the write is on disk")
            left = router.tree
            await process.die()
        }
        // The system killed the process; the next one connects the window with its kept id.
        let window = try SceneProcess(folder: folder.url).window()
        let launch = try #require(await window.connect(storedSceneID: kept))
        #expect(launch.launch.report?.isComplete == true, "\(launch)")
        let router = try #require(window.router)
        #expect(router.tree == left)
        #expect(router.tree.visibleRoute == .reader(id: 3, page: 12))
        #expect(router[textAt: .tab("search", pathIndex: 0), named: "comment"] == "Half-written")
        #expect(RouteValue("zoom", default: Double(1), at: router.storageLocation(at: .modal(0, pathIndex: 0))).wrappedValue == 1.5)
        #expect(RouteValue("sidebar", default: false, at: router.storageLocation(at: nil)).wrappedValue)
        #expect(router[modalAt: 0, .sheet] != nil && router[modalAt: 1, .sheet] == nil, "the restored chain comes back a level at a time")
    }

    @Test func eachWindowHasItsOwnRouterAndState() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var ids: [String] = []
        do {
            let process = try SceneProcess(folder: folder.url)
            for tab in ["home", "search"] {
                let window = process.window()
                await window.connect(storedSceneID: "")
                window.router?.selectedTab = tab
                window.router?.push(.note(tab))
                window.handle(.background)
                await window.router?.controller.waitForPendingSaves()
                ids.append(try #require(window.sceneID))
            }
            await process.die()
        }
        #expect(Set(ids).count == 2)
        let process = try SceneProcess(folder: folder.url)
        for (id, tab) in zip(ids, ["home", "search"]) {
            let window = process.window()
            await window.connect(storedSceneID: id)
            #expect(window.router?.tree.selectedTab == tab)
            #expect(window.router?.tree.visibleRoute == .note(tab))
        }
    }

    @Test func aDiscardedWindowLeavesNoStateAndIgnoresLaterEvents() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let process = try SceneProcess(folder: folder.url)
        let window = process.window()
        await window.connect(storedSceneID: "")
        let id = try #require(window.sceneID)
        window.router?.push(.item(id: 1))
        window.handle(.background)
        await window.discard()
        #expect(window.stage == .discarded)
        #expect(window.lastDiscardError == nil)
        await process.sweepsDone()
        #expect(try process.files() == [], "state, records and lock")
        #expect(window.handle(.background) == .nothing)
        #expect(await window.connect(storedSceneID: id) == nil, "a discarded window does not connect again")
        await process.die()
        let next = try SceneProcess(folder: folder.url).window()
        #expect(await next.connect(storedSceneID: id)?.launch == .fresh(.noSavedState))
    }

    @Test func eventsBeforeTheConnectionChangeNothingAndASecondConnectionDoesNotLaunchAgain() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let window = try SceneProcess(folder: folder.url).window()
        #expect(window.handle(.background) == .nothing)
        #expect(window.lastSaveResult == nil)
        await window.connect(storedSceneID: "scene-a")
        let router = window.router
        #expect(await window.connect(storedSceneID: "scene-b") == nil)
        #expect(window.router === router && window.sceneID == "scene-a")
    }

    // MARK: Nothing left behind

    @Test func aHundredWindowsOpenedAndDiscardedLeaveNoFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let process = try SceneProcess(folder: folder.url)
        for index in 0..<100 {
            let window = process.window()
            await window.connect(storedSceneID: "")
            window.router?.push(.item(id: index))
            window.router?.present(.note("\(index)"))
            #expect(window.handle(.background) == .saveInBackgroundTask)
            await window.discard()
            #expect(window.lastDiscardError == nil)
        }
        await process.sweepsDone()
        #expect(try process.files() == [])
    }

    @Test func anAppWithOneWindowSweepsTheScenesOfSessionsTheSystemDiscarded() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var forceQuit = ""
        do {
            let process = try SceneProcess(folder: folder.url, multipleWindows: false)
            let window = process.window()
            await window.connect(storedSceneID: "")
            forceQuit = try #require(window.sceneID)
            window.router?.push(.item(id: 1))
            window.handle(.background)
            await window.router?.controller.waitForPendingSaves()
            await process.die()
        }
        // The user swiped the app away: its session, and the id its @SceneStorage kept, are gone.
        let process = try SceneProcess(folder: folder.url, multipleWindows: false)
        let window = process.window()
        await window.connect(storedSceneID: "")
        let removed = await window.launchSweep?.value
        #expect(removed ?? 0 > 0)
        #expect(!FileManager.default.fileExists(atPath: process.store.fileURL(for: forceQuit).path))
        #expect(try process.files().allSatisfy { !$0.hasPrefix(forceQuit) })
    }

    @Test func anAppWithSeveralWindowsSweepsSavedScenesByAgeAndKeepsTheYoungOnes() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var (old, young) = ("", "")
        do {
            let process = try SceneProcess(folder: folder.url)
            for _ in 0..<2 {
                let window = process.window()
                await window.connect(storedSceneID: "")
                window.router?.push(.list)
                window.handle(.background)
                await window.router?.controller.waitForPendingSaves()
                if old.isEmpty { old = try #require(window.sceneID) } else { young = try #require(window.sceneID) }
            }
            let longAgo = Date(timeIntervalSinceNow: -(SceneLifecycle.defaultStaleSceneAge + 60))
            try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: process.store.fileURL(for: old).path)
            await process.die()
        }
        let process = try SceneProcess(folder: folder.url)
        let window = process.window()
        await window.connect(storedSceneID: young)
        await process.sweepsDone()
        #expect(!FileManager.default.fileExists(atPath: process.store.fileURL(for: old).path), "no policy age: SwiftUI's default applies")
        #expect(window.router?.tree.visibleRoute == .list, "the young one came back")
    }

    @Test func theSweepRulesFollowHowManyWindowsTheAppShows() {
        let phone = SceneLifecycle(platform: .iOS, supportsMultipleWindows: false)
        let pad = SceneLifecycle(platform: .iOS, supportsMultipleWindows: true)
        #expect(phone.liveSceneIDs(connecting: "a") == ["a"] && pad.liveSceneIDs(connecting: "a") == nil)
        #expect(phone.sweepPolicy(for: RestorationPolicy()).maximumAge == nil)
        #expect(pad.sweepPolicy(for: RestorationPolicy()).maximumAge == SceneLifecycle.defaultStaleSceneAge)
        #expect(pad.sweepPolicy(for: RestorationPolicy(maximumAge: 60)).maximumAge == 60)
        #expect(!SceneLifecycle(platform: .tvOS).supportsMultipleWindows && SceneLifecycle(platform: .macOS).supportsMultipleWindows)
    }

    // MARK: Deep links

    @Test func aDeepLinkGivenBeforeTheLaunchGoesIntoTheLaunch() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        do {
            let process = try SceneProcess(folder: folder.url)
            let window = process.window()
            await window.connect(storedSceneID: "reader")
            window.router?.push(.item(id: 1))
            window.handle(.background)
            await window.router?.controller.waitForPendingSaves()
            await process.die()
        }
        let window = try SceneProcess(folder: folder.url).window()
        window.open(RouteTree.DeepLink(tab: "home", path: [.reader(id: 9, page: 1)]))
        let launch = try #require(await window.connect(storedSceneID: "reader"))
        #expect(launch.deepLink == .mergedIntoRestoredTree)
        #expect(window.router?.tree.path(forTab: "home") == [.item(id: 1), .reader(id: 9, page: 1)])
    }

    @Test func aDeepLinkAfterTheLaunchOpensInTheLiveTreeAndAReplacingOneKeepsTheScenesValues() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let window = try SceneProcess(folder: folder.url).window()
        await window.connect(storedSceneID: "", deepLink: RouteTree.DeepLink(tab: "search", path: [.list]))
        let router = try #require(window.router)
        #expect(router.tree.path(forTab: "search") == [.list])
        router.present(.note("sheet"))
        RouteValue("sidebar", default: false, at: router.storageLocation(at: nil)).wrappedValue = true
        window.open(RouteTree.DeepLink(tab: "search", path: [.item(id: 2)]))
        #expect(router.tree.modals.count == 1 && router.tree.path(forTab: "search") == [.list, .item(id: 2)], "the sheet stays above it")
        window.open(RouteTree.DeepLink(tab: "home", path: [.item(id: 3)], precedence: .replace))
        #expect(router.tree.path(forTab: "search") == [] && router.tree.path(forTab: "home") == [.item(id: 3)])
        #expect(RouteValue("sidebar", default: false, at: router.storageLocation(at: nil)).wrappedValue)
    }

    @Test func aURLGoesThroughTheRoutersParserAndIsLeftToTheAppWithoutOne() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        let parsing = RouteSceneModel<TestRoute, String> { sceneID in
            ReviveRouter(routes: TestRoute.registry, defaultTree: SceneProcess.defaultTree, sceneID: sceneID, configuration: .init(store: store)) { url in
                Int(url.lastPathComponent).map { RouteTree.DeepLink(tab: "search", path: [.item(id: $0)]) }
            }
        }
        parsing.open(try #require(URL(string: "app://item/5")))
        #expect(await parsing.connect(storedSceneID: "")?.deepLink == .openedOnFreshStart)
        #expect(parsing.router?.tree.path(forTab: "search") == [.item(id: 5)])
        let plain = RouteSceneModel<TestRoute, String> { sceneID in
            ReviveRouter(routes: TestRoute.registry, defaultTree: SceneProcess.defaultTree, sceneID: sceneID, configuration: .init(store: store))
        }
        plain.open(try #require(URL(string: "app://item/6")))
        #expect(await plain.connect(storedSceneID: "")?.deepLink == nil)
        plain.open(try #require(URL(string: "app://item/7")))
        #expect(plain.router?.tree == SceneProcess.defaultTree)
    }

    @Test func aPlacesURLOpensInAWindowWithNoParserBeforeOrAfterItsConnection() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        func window() -> RouteSceneModel<TestRoute, String> {
            RouteSceneModel<TestRoute, String> { sceneID in
                ReviveRouter(routes: TestRoute.registry, defaultTree: SceneProcess.defaultTree, sceneID: sceneID, configuration: .init(store: store))
            }
        }
        let sender = window()
        await sender.connect(storedSceneID: "")
        let router = try #require(sender.router)
        router.selectedTab = "search"                       // the place is the selected tab's
        router[pathForTab: "search"] = [.item(id: 8)]
        let url = try router.place().url(try #require(URL(string: "app://open")))

        let early = window()
        early.open(url)
        await early.connect(storedSceneID: "")
        await waitUntil { early.router?.tree.path(forTab: "search") == [.item(id: 8)] }
        #expect(early.router?.tree.path(forTab: "search") == [.item(id: 8)])
        let late = window()
        await late.connect(storedSceneID: "")
        late.open(url)
        await waitUntil { late.router?.tree.path(forTab: "search") == [.item(id: 8)] }
        #expect(late.router?.tree.path(forTab: "search") == [.item(id: 8)])
    }

    // MARK: macOS

    @Test func onMacOSAWindowSavesWhenItLosesFocusAndIsDiscardedWhenClosed() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let process = try SceneProcess(folder: folder.url, platform: .macOS)
        let window = process.window()
        await window.connect(storedSceneID: "")
        let id = try #require(window.sceneID)
        window.router?.push(.item(id: 4))
        #expect(window.handle(.inactive) == .save)
        await window.router?.controller.waitForPendingSaves()
        #expect(FileManager.default.fileExists(atPath: process.store.fileURL(for: id).path))
        #expect(window.handle(.windowClosed) == .discard)
        await window.discard()
        await process.sweepsDone()
        #expect(try process.files() == [])
    }

    @Test func onMacOSTerminationSavesBeforeItReturnsAndTheWindowsTornDownAfterItAreKept() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var id = ""
        do {
            let process = try SceneProcess(folder: folder.url, platform: .macOS)
            let window = process.window()
            await window.connect(storedSceneID: "")
            id = try #require(window.sceneID)
            window.router?.push(.reader(id: 5, page: 2))
            #expect(window.handle(.appWillTerminate) == .saveAndWait)
            // No await: the process may exit as soon as the notification returns.
            #expect(FileManager.default.fileExists(atPath: process.store.fileURL(for: id).path))
            #expect(window.handle(.windowClosed) == .nothing, "a window closed by the app's exit is not discarded")
            #expect(window.stage == .connected)
            await process.die()
        }
        let window = try SceneProcess(folder: folder.url, platform: .macOS).window()
        await window.connect(storedSceneID: id)
        #expect(window.router?.tree.visibleRoute == .reader(id: 5, page: 2))
    }

    @Test func onMacOSACoverIsOfferedThroughTheSheetBindingAndKeepsItsStyle() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let window = try SceneProcess(folder: folder.url, platform: .macOS).window()
        await window.connect(storedSceneID: "")
        let router = try #require(window.router)
        #expect(router.showsCoversAsSheets)
        router.present(.list, style: .fullScreenCover)
        #expect(router[modalAt: 0, .sheet]?.route == .list)
        #expect(router[modalAt: 0, .fullScreenCover] == nil)
        #expect(router.tree.modals.first?.style == .fullScreenCover)
        router[modalAt: 0, .sheet] = nil
        #expect(router.tree.modals.isEmpty, "dismissing the sheet dismisses the cover it shows")
    }

    @Test func onIOSACoverIsACover() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let window = try SceneProcess(folder: folder.url, platform: .iOS).window()
        await window.connect(storedSceneID: "")
        let router = try #require(window.router)
        router.present(.list, style: .fullScreenCover)
        #expect(router[modalAt: 0, .fullScreenCover]?.route == .list)
        #expect(router[modalAt: 0, .sheet] == nil)
    }

    // MARK: The rules

    @Test func theLifecycleTableSaysWhichEventsSaveOrDiscardOnEachPlatform() {
        let uikit: [SceneLifecycle.Event: SceneLifecycle.Response] = [
            .active: .nothing, .inactive: .nothing, .background: .saveInBackgroundTask,
            .windowClosed: .nothing, .appWillTerminate: .nothing,
        ]
        let mac: [SceneLifecycle.Event: SceneLifecycle.Response] = [
            .active: .nothing, .inactive: .save, .background: .save, .windowClosed: .discard, .appWillTerminate: .saveAndWait,
        ]
        for platform in SceneLifecycle.Platform.allCases {
            let rules = SceneLifecycle(platform: platform)
            for event in SceneLifecycle.Event.allCases {
                #expect(rules.response(to: event) == (platform == .macOS ? mac : uikit)[event], "\(platform) \(event)")
            }
            #expect(rules.showsCoversAsSheets == (platform == .macOS))
        }
    }
}
