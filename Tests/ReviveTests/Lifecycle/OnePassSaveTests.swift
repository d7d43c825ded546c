import Crypto
import Foundation
import InMemoryLogging
import Logging
@testable import Revive
import ReviveFaults
@testable import ReviveTesting
import Testing

/// A hierarchy that counts how often each node is visited (asked for its children), over the
/// engine's test tree: a save walks the live pages once.
@MainActor
final class CountingHierarchy: RestorableHierarchy {
    typealias Node = TreeNode
    let base: EngineHierarchy
    /// Visits by node: each `children(of:)` call.
    private(set) var visits: [ObjectIdentifier: Int] = [:]

    init(_ base: EngineHierarchy) { self.base = base }

    /// The most visits any node had.
    var mostVisits: Int { visits.values.max() ?? 0 }
    /// How many nodes were visited at all.
    var visitedNodes: Int { visits.count }
    func resetVisits() { visits = [:] }

    var rootNode: TreeNode? { base.rootNode }
    func containerKind(of node: TreeNode) -> ContainerKind { base.containerKind(of: node) }
    func children(of node: TreeNode) -> [TreeNode] {
        visits[ObjectIdentifier(node), default: 0] += 1
        return base.children(of: node)
    }
    func presentedNode(of node: TreeNode) -> TreeNode? { base.presentedNode(of: node) }
    func restorationIdentifier(of node: TreeNode) -> String? { base.restorationIdentifier(of: node) }
    func setRestorationIdentifier(_ identifier: String?, of node: TreeNode) { base.setRestorationIdentifier(identifier, of: node) }
    func encodeState(of node: TreeNode) throws(ReviveError) -> PageState { try base.encodeState(of: node) }
    func decodeState(_ state: PageState, into node: TreeNode) throws(ReviveError) -> [RestoreReport.Item] {
        try base.decodeState(state, into: node)
    }
    func defaultChildren(of container: TreeNode) -> [TreeNode] { base.defaultChildren(of: container) }
    func install(children: [TreeNode], kind: ContainerKind, into container: TreeNode) throws {
        try base.install(children: children, kind: kind, into: container)
    }
    func present(_ node: TreeNode, over presenter: TreeNode) throws { try base.present(node, over: presenter) }
    func installRoot(_ node: TreeNode) throws { try base.installRoot(node) }
    func finishRestoration(of node: TreeNode) { base.finishRestoration(of: node) }
}

/// A save walks the live pages once (the capture) and the snapshot once more (the encoder);
/// a launch is logged once; an unchanged state is told by one comparison, encrypted or not.
@MainActor
struct OnePassSaveTests {
    private func makeController(
        _ hierarchy: CountingHierarchy, store: any SnapshotStore = InMemoryStore(), codec: SnapshotCodec = SnapshotCodec(),
        logger: Logger = .disabled
    ) -> RestorationController<CountingHierarchy> {
        RestorationController(hierarchy: hierarchy, registry: treeRegistry(), sceneID: "main", configuration: .init(
            store: store, codec: codec, logger: logger, checkpointDelay: nil
        ))
    }

    @Test func aSaveVisitsEveryLivePageOnce() async throws {
        let hierarchy = CountingHierarchy(makeTreeApp())
        let controller = makeController(hierarchy)
        #expect(controller.didEnterBackground() == .scheduled)
        await controller.waitForPendingSaves()
        #expect(controller.saveCount == 1)
        #expect(hierarchy.visitedNodes == 8)
        #expect(hierarchy.mostVisits == 1)
    }

    @Test func aSaveWithPlaceholdersVisitsEveryLivePageOnceAndNamesThemAsBefore() async throws {
        let app = makeTreeApp()
        let tabs = try #require(app.rootNode as? TreeTabs)
        let favorites = try #require(tabs.children.last as? TreeStack)
        favorites.children.append(UnregisteredTreePage(identifier: "lost"))
        favorites.children.append(TreePage("above-lost"))
        // Off the line of visible pages: on it, the line is followed again (the fallback for a
        // setup mistake, reported as it is).
        try #require(favorites.children.first).presented = UnregisteredTreePage(identifier: "sheet")
        let hierarchy = CountingHierarchy(EngineHierarchy(root: tabs))

        var capture = HierarchyCapture(hierarchy: hierarchy, registry: treeRegistry(), budget: CaptureBudget())
        let captured = try capture.encodeScene(header: Snapshot.Header(sceneID: "main"), codec: SnapshotCodec(), capacity: 0)
        #expect(hierarchy.mostVisits == 1)
        #expect(captured.placeholders.count == 2)
        let saved = try SnapshotCodec().decode(captured.encoded.file)
        let walked = RegistrationCheck.placeholders(in: saved, registry: treeRegistry())
        #expect(RegistrationCheck.placeholders(captured.placeholders) == walked)
        #expect(walked != nil)
    }

    /// Trees of every shape the file holds, with the cases a capture corrects: placeholders
    /// (one cutting a stack short, one presented), a selected tab, a focus and roles out of
    /// range, long strings, and a stack of 200 pages (a count of two bytes, cut to one).
    private static func savedShapes() -> [(name: String, root: TreeNode)] {
        let app = makeTreeApp()
        let cutStack = TreeStack((0..<200).map { TreePage("p\($0)", value: $0) }, identifier: "long")
        cutStack.children.insert(UnregisteredTreePage(identifier: "lost"), at: 3)
        let presenter = TreePage("presenter", value: 3)
        presenter.presented = UnregisteredTreePage(identifier: "sheet")
        let tabs = TreeTabs([TreeStack([presenter, TreePage("top")]), cutStack], selectedIndex: 9, identifier: "tabs")
        let split = TreeSplit(
            [tabs, TreeStack([TreePage("sidebar")]), TreePage(String(repeating: "x", count: 300))],
            focusedIndex: 5, roles: [.primary]
        )
        let deep = TreeStack([TreeTabs([TreeStack([UnregisteredTreePage(), TreePage("hidden")])], selectedIndex: 0)])
        return [("the app", app.rootNode ?? TreePage()), ("corrected shapes", split), ("a placeholder at the bottom", deep)]
    }

    @Test func theSavesCaptureWritesTheBytesOfTheSnapshotsCaptureEncoded() throws {
        for (name, root) in Self.savedShapes() {
            let header = Snapshot.Header(appVersion: "2.1", schemaVersion: 3, sceneID: "main")
            var snapshotCapture = HierarchyCapture(hierarchy: EngineHierarchy(root: root), registry: treeRegistry(), budget: CaptureBudget())
            let snapshot = try snapshotCapture.captureSnapshot(header: header)
            for capacity in [0, 64, 1 << 20] {
                var capture = HierarchyCapture(hierarchy: EngineHierarchy(root: root), registry: treeRegistry(), budget: CaptureBudget())
                let captured = try capture.encodeScene(header: header, codec: SnapshotCodec(), capacity: capacity)
                #expect(captured.encoded.file == (try SnapshotCodec().encode(snapshot)), "\(name), capacity \(capacity)")
                #expect(capture.totalBytes == snapshot.root.subtreeEncodedByteCount, "\(name)")
                #expect(capture.totalBytes == snapshotCapture.totalBytes, "\(name)")
                #expect(capture.placeholders == snapshotCapture.placeholders, "\(name)")
            }
            let key = SymmetricKey(size: .bits256)
            var sealed = HierarchyCapture(hierarchy: EngineHierarchy(root: root), registry: treeRegistry(), budget: CaptureBudget())
            let encrypted = try sealed.encodeScene(header: header, codec: SnapshotCodec(key: key), capacity: 0)
            #expect(try SnapshotCodec(key: key).decode(encrypted.encoded.file) == snapshot, "\(name), encrypted")
        }
    }

    @Test func theSavesCaptureThrowsWhatTheSnapshotsCaptureAndEncoderThrow() throws {
        let root = try #require(Self.savedShapes().first { $0.name == "corrected shapes" }?.root)
        let size = try SnapshotCodec().encode(Snapshot(header: Snapshot.Header(), root: try {
            var capture = HierarchyCapture(hierarchy: EngineHierarchy(root: root), registry: treeRegistry(), budget: CaptureBudget())
            return try capture.captureRoot()
        }())).count
        var limits = SnapshotCodec.DecodingLimits.default
        limits.maxNodeCount = 5
        let cases: [(budget: CaptureBudget, codec: SnapshotCodec)] = [
            (CaptureBudget(maxPageBytes: 8, maxTotalBytes: .max), SnapshotCodec()),
            (CaptureBudget(maxPageBytes: .max, maxTotalBytes: size / 2), SnapshotCodec()),
            (CaptureBudget(maxPageBytes: .max, maxTotalBytes: 40), SnapshotCodec()),
            (CaptureBudget(), SnapshotCodec(limits: limits)),
        ]
        for (budget, codec) in cases {
            var snapshotCapture = HierarchyCapture(hierarchy: EngineHierarchy(root: root), registry: treeRegistry(), budget: budget)
            var capture = HierarchyCapture(hierarchy: EngineHierarchy(root: root), registry: treeRegistry(), budget: budget)
            let expected = #expect(throws: ReviveError.self) {
                _ = try codec.encode(try snapshotCapture.captureSnapshot(header: Snapshot.Header()))
            }
            let thrown = #expect(throws: ReviveError.self) {
                _ = try capture.encodeScene(header: Snapshot.Header(), codec: codec, capacity: 0)
            }
            #expect(thrown?.code == expected?.code)
            #expect(thrown?.localizedDescription == expected?.localizedDescription)
        }
    }

    /// Shapes whose line of visible pages ends in nothing, or in an unregistered page.
    private static func shapes() -> [(name: String, root: TreeNode?)] {
        let presentsEmptyStack = TreePage("presenter")
        presentsEmptyStack.presented = TreeStack()
        let unregisteredOnTop = TreeStack([TreePage("a"), UnregisteredTreePage(identifier: "u"), TreePage("b")])
        let unregisteredEmptyContainer = TreeStack([TreePage("a"), UnregisteredTreePage(identifier: "u")])
        unregisteredEmptyContainer.children[1].kind = .stack
        return [
            ("no root", nil),
            ("an empty stack", TreeStack()),
            ("tabs selecting nothing", TreeTabs([TreeStack([TreePage("x")])], selectedIndex: 3)),
            ("empty tabs", TreeTabs()),
            ("a page presenting an empty stack", presentsEmptyStack),
            ("an unregistered page on a stack's line", unregisteredOnTop),
            ("an unregistered empty stack on top", unregisteredEmptyContainer),
            ("the app", makeTreeApp().rootNode),
        ]
    }

    @Test func theCaptureRefusesABlankScreenExactlyWhenNoPageIsVisible() throws {
        for (name, root) in Self.shapes() {
            let hierarchy = EngineHierarchy(root: root)
            var capture = HierarchyCapture(hierarchy: hierarchy, registry: treeRegistry(), budget: CaptureBudget())
            let blank = hierarchy.visibleNode == nil
            do {
                _ = try capture.captureSnapshot(header: Snapshot.Header())
                #expect(!blank, "\(name): captured a blank screen")
            } catch {
                #expect(blank == (error.code == .nothingVisible), "\(name): \(error)")
            }
            do {
                _ = try capture.encodeScene(header: Snapshot.Header(), codec: SnapshotCodec(), capacity: 0)
                #expect(!blank, "\(name): saved a blank screen")
            } catch {
                #expect(blank == (error.code == .nothingVisible), "\(name): \(error)")
            }
        }
    }

    @Test func aBlankScreenIsReportedBeforeABudgetItBreaks() throws {
        let page = TreePage("big", value: 1)
        page.presented = TreeStack()
        let hierarchy = EngineHierarchy(root: page)
        var capture = HierarchyCapture(hierarchy: hierarchy, registry: treeRegistry(), budget: CaptureBudget(maxPageBytes: 1, maxTotalBytes: 1))
        let captured = #expect(throws: ReviveError.self) { try capture.captureSnapshot(header: Snapshot.Header()) }
        #expect(captured?.code == .nothingVisible)
        let saved = #expect(throws: ReviveError.self) {
            try capture.encodeScene(header: Snapshot.Header(), codec: SnapshotCodec(), capacity: 0)
        }
        #expect(saved?.code == .nothingVisible)
    }

    @Test func aStateTheFileCannotHoldIsNotCapturedAndTheSavedOneIsKept() async throws {
        let store = InMemoryStore()
        let first = makeController(CountingHierarchy(makeTreeApp()), store: store)
        #expect(first.didEnterBackground() == .scheduled)
        await first.waitForPendingSaves()
        let saved = try #require(try store.read(sceneID: "main"))
        first.session.releaseSceneLock()

        var limits = SnapshotCodec.DecodingLimits.default
        limits.maxNodeCount = 3
        let capped = makeController(CountingHierarchy(makeTreeApp()), store: store, codec: SnapshotCodec(limits: limits))
        let result = capped.didEnterBackground()
        #expect(result == .notCaptured(try #require(capped.lastCaptureError)))
        #expect(capped.lastCaptureError?.code == .limitExceeded)
        await capped.waitForPendingSaves()
        #expect(capped.saveCount == 0)
        #expect(capped.lastSaveError == nil)
        #expect(try store.read(sceneID: "main") == saved)
    }

    @Test func anUnchangedStateIsNotWrittenAgainWhenEncrypted() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        let hierarchy = CountingHierarchy(makeTreeApp())
        let controller = makeController(hierarchy, store: store, codec: SnapshotCodec(key: SymmetricKey(size: .bits256)))
        #expect(controller.didEnterBackground() == .scheduled)
        await controller.waitForPendingSaves()
        #expect(controller.didEnterBackground() == .scheduled)
        await controller.waitForPendingSaves()
        #expect(controller.saveCount == 1)
        #expect(controller.lastSaveError == nil)
        try #require(hierarchy.base.visiblePage).value += 1
        #expect(controller.didEnterBackground() == .scheduled)
        await controller.waitForPendingSaves()
        #expect(controller.saveCount == 2)
    }

    @Test func aSaveOfTheRestoredStateWritesNothingEncryptedOrNot() async throws {
        for key in [nil, SymmetricKey(size: .bits256)] {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let store = try FileStore(directory: folder.url)
            let codec = SnapshotCodec(key: key)
            let first = makeController(CountingHierarchy(makeTreeApp()), store: store, codec: codec)
            first.didEnterBackground()
            await first.waitForPendingSaves()
            first.session.releaseSceneLock()

            let second = makeController(CountingHierarchy(EngineHierarchy()), store: store, codec: codec)
            let result = await second.launch { freshTreeRoot() }
            #expect(result.report?.restoredPageCount == 8)
            #expect(second.didEnterBackground() == .scheduled)
            await second.waitForPendingSaves()
            #expect(second.saveCount == 0, "key: \(key != nil)")
            #expect(second.lastSaveError == nil)
            // The restored state is kept as the launch read it; once a save writes, only its digest.
            #expect(second.saver.lastWrittenHeldBytes ?? 0 > 0)
            try #require(second.hierarchy.base.visiblePage).value += 1
            #expect(second.didEnterBackground() == .scheduled)
            await second.waitForPendingSaves()
            #expect(second.saveCount == 1)
            #expect(second.saver.lastWrittenHeldBytes == 0)
        }
    }

    @Test func aLaunchIsLoggedOnce() async throws {
        let store = InMemoryStore()
        let first = makeController(CountingHierarchy(makeTreeApp()), store: store)
        first.didEnterBackground()
        await first.waitForPendingSaves()
        first.session.releaseSceneLock()

        for seeded in [true, false] {
            if !seeded { try store.delete(sceneID: "main") }
            let handler = InMemoryLogHandler()
            var logger = Logger(label: "app") { _ in handler }
            logger.logLevel = .trace
            let controller = makeController(CountingHierarchy(EngineHierarchy()), store: store, logger: logger)
            await controller.launch { freshTreeRoot() }
            controller.session.releaseSceneLock()
            let launches = handler.entries.filter { "\($0.message)".hasPrefix("launch: ") }
            #expect(launches.count == 1, "\(launches.map(\.message))")
        }
    }
}

/// A store that counts what a save asks of it: the scene's lock taken, its lease read, its
/// saved file looked at (`stat`).
private final class CountingRecordStore: ForwardingStore, SceneLocking, SceneStateFingerprinting {
    let base = InMemoryStore()
    let locksOnlyDuringOperations: Bool
    private let counts = LockedValue<[String: Int]>([:])

    init(locksOnlyDuringOperations: Bool) { self.locksOnlyDuringOperations = locksOnlyDuringOperations }

    func count(_ what: String) -> Int { counts.withLock { $0[what] ?? 0 } }
    func resetCounts() { counts.withLock { $0 = [:] } }
    private func note(_ what: String) { counts.withLock { $0[what, default: 0] += 1 } }

    var holdsSceneLocksBetweenOperations: Bool { !locksOnlyDuringOperations }
    func lockScene(sceneID: String, patience: Duration) throws(ReviveError) -> SceneLock {
        note("lock")
        return SceneLock(sceneID: sceneID)
    }
    func readMarker(named name: String, sceneID: String) throws(ReviveError) -> Data? {
        if name == SceneLease.markerName { note("lease") }
        return try base.readMarker(named: name, sceneID: sceneID)
    }
    func storedStateFingerprint(sceneID: String) -> [Int64]? {
        note("stat")
        return (try? base.read(sceneID: sceneID)).flatMap { $0 }.map { [Int64($0.count)] }
    }
}

/// A save claims the scene once and looks at its file once, whether the store keeps its locks
/// or takes them around each operation (an App Group container).
@MainActor
struct OneClaimPerSaveTests {
    @Test(arguments: [false, true])
    func aSaveClaimsTheSceneOnceAndLooksAtItsFileOnce(locksOnlyDuringOperations: Bool) async throws {
        let store = CountingRecordStore(locksOnlyDuringOperations: locksOnlyDuringOperations)
        let hierarchy = makeTreeApp()
        let controller = RestorationController(hierarchy: hierarchy, registry: treeRegistry(), sceneID: "main", configuration: .init(
            store: store, checkpointDelay: nil
        ))
        #expect(controller.didEnterBackground() == .scheduled)   // the first save takes the scene
        await controller.waitForPendingSaves()

        for round in 1...3 {
            store.resetCounts()
            try #require(hierarchy.visiblePage).value = round   // a changed state: written
            #expect(controller.didEnterBackground() == .scheduled)
            await controller.waitForPendingSaves()
            #expect(store.count("lock") == (locksOnlyDuringOperations ? 1 : 0), "the lock is taken by the save alone")
            #expect(store.count("lease") == (locksOnlyDuringOperations ? 1 : 0), "the lease is read once, under the lock")
            #expect(store.count("stat") == 1)
        }
        store.resetCounts()   // an unchanged state: not written, the file looked at once
        #expect(controller.didEnterBackground() == .scheduled)
        await controller.waitForPendingSaves()
        #expect(controller.saveCount == 4)
        #expect(store.count("stat") == 1)
    }
}

@Test func aRootThatCouldNotComeBackGivesItsFreshReason() {
    var report = RestoreReport()
    report.items.append(RestoreReport.Item(.droppedPage, reason: "its factory threw", path: "Tabs"))
    #expect(LaunchResult.FreshReason(.notMade, report: report) == .rootNoLongerFits("the root page could not be recreated: its factory threw"))
    #expect(LaunchResult.FreshReason(.unknownType("Old"), report: report) == .rootTypeUnknown("Old"))
    #expect(LaunchResult.FreshReason(.nothingVisible, report: report) == .nothingOnScreen)
}
