import Foundation
import Revive
import ReviveArchive
import ReviveTesting
import Testing

// The isolation and sendability of every closure the engine (`Revive`) and `ReviveArchive` take
// or hand out, pinned the way an app meets them: each closure is a function value typed as an
// app writes it — `() -> Void` holding a non-`Sendable` object where the parameter asks
// nothing, `@MainActor` where it asks for the main actor, `@Sendable` built off the main actor
// where it asks for that — handed over with no literal for the compiler to re-infer. A
// parameter that becomes `@Sendable` or `@MainActor` then refuses the non-`Sendable` value
// ("converting non-Sendable function value … may introduce data races"), and one that gives up
// the main actor refuses the `@MainActor` value: this file stops compiling. Each line is marked
// `// closure: KEY`, the key PublicClosureInventory.swift lists for the closure, so that a new
// closure, or a changed type, with no line here fails `PublicClosureInventoryTests`.

/// Something of the app's that is not `Sendable`: a closure that holds it is not either.
final class AppCounter {
    var count = 0
}

/// A closure type's requirement, called through the protocol rather than a conformer's witness.
@MainActor
private func observe<H: RestorableHierarchy>(_ hierarchy: H, _ didChange: @escaping @MainActor () -> Void) {
    // closure: Revive RestorableHierarchy.observeChanges(_:) _: @escaping @MainActor () -> Void
    hierarchy.observeChanges(didChange)
}

@MainActor
private func settle<H: RestorableHierarchy>(_ hierarchy: H, _ completion: @escaping @MainActor (_ refusedPresentations: [H.Node]) -> Void) {
    // closure: Revive RestorableHierarchy.settle(_:) _: @escaping @MainActor (_ refusedPresentations: [Node]) -> Void
    hierarchy.settle(completion)
}

/// A migration built off the main actor, as a policy's chain is assembled anywhere.
private nonisolated func sendableMigrations() -> (RestorationPolicy.Migration, Archive<[String: Int]>.Migration) {
    // closure: Revive RestorationPolicy.Migration = @Sendable (Snapshot) throws -> Snapshot
    let policy: @Sendable (Snapshot) throws -> Snapshot = { $0 }
    let asPolicy: RestorationPolicy.Migration = policy
    let backAgain: @Sendable (Snapshot) throws -> Snapshot = asPolicy
    // closure: ReviveArchive Archive.Migration = @Sendable (StateValue) throws -> StateValue
    let archive: @Sendable (StateValue) throws -> StateValue = { $0 }
    let asArchive: Archive<[String: Int]>.Migration = archive
    let archiveBack: @Sendable (StateValue) throws -> StateValue = asArchive
    return (backAgain, archiveBack)
}

/// The setup-issue handler, read and written from no actor, as logging is set up.
private nonisolated func setupIssueHandlers() {
    // closure: Revive SetupIssue.handler: @Sendable (SetupIssue) -> Void
    let handler: @Sendable (SetupIssue) -> Void = SetupIssue.handler
    SetupIssue.handler = handler
    // closure: Revive SetupIssue.defaultHandler: @Sendable (SetupIssue) -> Void
    let standard: @Sendable (SetupIssue) -> Void = SetupIssue.defaultHandler
    _ = standard
}

@Suite @MainActor
struct ClosureIsolationSourceCompat {
    @Test func controllerClosures() async throws {
        let counter = AppCounter()
        let controller = RestorationController(hierarchy: TinyHierarchy(), registry: tinyRegistry(), configuration: .init(store: InMemoryStore()))

        // closure: Revive RestorationController.shouldRestore: (() -> Bool)?
        let shouldRestore: () -> Bool = { counter.count += 1; return true }
        controller.shouldRestore = shouldRestore
        let readRestore: (() -> Bool)? = controller.shouldRestore
        // closure: Revive RestorationController.shouldSave: (() -> Bool)?
        let shouldSave: () -> Bool = { counter.count += 1; return true }
        controller.shouldSave = shouldSave
        let readSave: (() -> Bool)? = controller.shouldSave
        // closure: Revive RestorationController.restorationDidFinish: ((LaunchResult) -> Void)?
        let didFinish: (LaunchResult) -> Void = { _ in counter.count += 1 }
        controller.restorationDidFinish = didFinish
        let readFinish: ((LaunchResult) -> Void)? = controller.restorationDidFinish
        #expect(readRestore != nil && readSave != nil && readFinish != nil)

        // closure: Revive RestorationController.launch(defaultRoot:) defaultRoot: @escaping () -> Node
        let defaultRoot: () -> TinyNode = { counter.count += 1; return TinyTabs([TinyPage()]) }
        let result = await controller.launch(defaultRoot: defaultRoot)
        #expect(result == .fresh(.noSavedState))

        // closure: Revive RestorationController.didEnterBackground(beginBackgroundTask:endBackgroundTask:) beginBackgroundTask: (_ expirationHandler: @escaping @MainActor @Sendable () -> Void) -> TaskIdentifier
        let begin: (_ expirationHandler: @escaping @MainActor @Sendable () -> Void) -> Int = { _ in counter.count += 1; return 1 }
        // closure: Revive RestorationController.didEnterBackground(beginBackgroundTask:endBackgroundTask:) endBackgroundTask: @escaping @MainActor (TaskIdentifier) -> Void
        let end: @MainActor (Int) -> Void = { _ in counter.count += 1 }
        _ = controller.didEnterBackground(beginBackgroundTask: begin, endBackgroundTask: end)

        // closure: Revive RestorationController.open(_:completion:) completion: @escaping (PlaceOutcome) -> Void
        let opened: (RestorationController<TinyHierarchy>.PlaceOutcome) -> Void = { _ in counter.count += 1 }
        controller.open(PortablePlace(try controller.captureSnapshot()), completion: opened)

        let second = RestorationController(hierarchy: TinyHierarchy(), registry: tinyRegistry(), configuration: .init(store: InMemoryStore()))
        // closure: Revive RestorationController.launch(defaultRoot:completion:) defaultRoot: @escaping () -> Node
        // closure: Revive RestorationController.launch(defaultRoot:completion:) completion: @escaping (LaunchResult) -> Void
        second.launch(defaultRoot: defaultRoot, completion: didFinish)
        #expect(counter.count > 0)
    }

    @Test func removedPagesRuleAsks() {
        // closure: Revive RestorationController.RemovedPagesRule.ask(_:) _: @MainActor (_ pages: [RestoreReport.Item], _ decide: @escaping @MainActor (Bool) -> Void) -> Void
        let ask: @MainActor (_ pages: [RestoreReport.Item], _ decide: @escaping @MainActor (Bool) -> Void) -> Void = { _, decide in decide(true) }
        let rule = RestorationController<TinyHierarchy>.RemovedPagesRule.ask(ask)
        if case .ask = rule {} else { Issue.record("not the asking rule") }
    }

    @Test func sceneClosures() {
        let counter = AppCounter()
        let controller = RestorationController(hierarchy: TinyHierarchy(), registry: tinyRegistry(), sceneID: "s", configuration: .init(store: InMemoryStore()))
        let scene = RestorationScene(controller: controller, lifecycle: SceneLifecycle(platform: .iOS))
        // closure: Revive RestorationScene.willDiscard: (@MainActor () -> Void)?
        let willDiscard: @MainActor () -> Void = { counter.count += 1 }
        scene.willDiscard = willDiscard
        let readDiscard: (@MainActor () -> Void)? = scene.willDiscard
        #expect(readDiscard != nil)
        // closure: Revive RestorationScene.launch(defaultRoot:keeping:completion:) defaultRoot: @escaping () -> Hierarchy.Node
        let defaultRoot: () -> TinyNode = { counter.count += 1; return TinyPage() }
        // closure: Revive RestorationScene.launch(defaultRoot:keeping:completion:) completion: @escaping (LaunchResult) -> Void
        let launched: (LaunchResult) -> Void = { _ in counter.count += 1 }
        scene.launch(defaultRoot: defaultRoot, keeping: ["s"], completion: launched)
        // closure: Revive RestorationScene.handle(_:beginBackgroundTask:endBackgroundTask:) beginBackgroundTask: (_ expirationHandler: @escaping @MainActor @Sendable () -> Void) -> TaskIdentifier
        let begin: (_ expirationHandler: @escaping @MainActor @Sendable () -> Void) -> Int = { _ in counter.count += 1; return 1 }
        // closure: Revive RestorationScene.handle(_:beginBackgroundTask:endBackgroundTask:) endBackgroundTask: @escaping @MainActor (TaskIdentifier) -> Void
        let end: @MainActor (Int) -> Void = { _ in counter.count += 1 }
        _ = scene.handle(.background, beginBackgroundTask: begin, endBackgroundTask: end)
    }

    @Test func hierarchyAndRegistryClosures() throws {
        let counter = AppCounter()
        let registry = tinyRegistry()
        // closure: Revive RestorationRegistry.register(_:name:factory:) factory: @escaping @MainActor () throws -> T
        let factory: @MainActor () throws -> TinyPage = { counter.count += 1; return TinyPage() }
        registry.register(TinyPage.self, name: "Other", factory: factory)

        let live = TinyHierarchy()
        live.root = TinyTabs([TinyPage(count: 2)])
        // closure: Revive CapturableHierarchy.forEachNode(from:_:) _: (Node) -> Void
        let visit: (TinyNode) -> Void = { _ in counter.count += 1 }
        if let root = live.rootNode { live.forEachNode(from: root, visit) }
        observe(live) { counter.count += 1 }
        let refused: @MainActor ([TinyNode]) -> Void = { _ in counter.count += 1 }
        settle(live, refused)
        // closure: Revive RestorableHierarchy.chainChanges(_:after:) _: @escaping @MainActor () -> Void
        let controllerCallback: @MainActor () -> Void = { counter.count += 1 }
        // closure: Revive RestorableHierarchy.chainChanges(_:after:) after: inout (() -> Void)?
        var toolkitCallback: (() -> Void)? = { counter.count += 1 }
        live.chainChanges(controllerCallback, after: &toolkitCallback)
        toolkitCallback?()

        let snapshot = try live.captureSnapshot(registry: tinyRegistry())
        // closure: Revive RestorableHierarchy.restore(from:registry:defaultRoot:completion:) defaultRoot: (() -> Node)?
        let defaultRoot: () -> TinyNode = { TinyTabs() }
        // closure: Revive RestorableHierarchy.restore(from:registry:defaultRoot:completion:) completion: @escaping @MainActor (RestoreReport) -> Void
        let restored: @MainActor (RestoreReport) -> Void = { _ in counter.count += 1 }
        TinyHierarchy().restore(from: snapshot, registry: tinyRegistry(), defaultRoot: defaultRoot, completion: restored)

        let page = TinyPage(count: 3)
        let state = try live.revivableState(of: page)
        // closure: Revive CapturableHierarchy.restoreRevivableState(_:into:thenViewState:) thenViewState: (PageViewState) -> [RestoreReport.Item]
        let viewState: (PageViewState) -> [RestoreReport.Item] = { _ in counter.count += 1; return [] }
        _ = try live.restoreRevivableState(state, into: page, thenViewState: viewState)
        #expect(counter.count > 0)
    }

    @Test func viewStateResolution() {
        let counter = AppCounter()
        // closure: Revive PageViewState.ScrollAnchor.resolve(itemCount:indexOf:identifierAt:) indexOf: (String) -> Int?
        let indexOf: (String) -> Int? = { _ in counter.count += 1; return nil }
        // closure: Revive PageViewState.ScrollAnchor.resolve(itemCount:indexOf:identifierAt:) identifierAt: (Int) -> String?
        let identifierAt: (Int) -> String? = { _ in counter.count += 1; return "c1" }
        _ = PageViewState.ScrollAnchor(itemIdentifier: "c41", index: 40).resolve(itemCount: 1, indexOf: indexOf, identifierAt: identifierAt)
        // closure: Revive PageViewState.ItemSelection.resolve(indexOf:) indexOf: (String) -> Int?
        _ = PageViewState.ItemSelection(["a"]).resolve(indexOf: indexOf)
        #expect(counter.count > 0)
    }

    @Test func sendableClosuresBuiltOffTheMainActor() throws {
        let (policy, archive) = sendableMigrations()
        let snapshot = Snapshot(root: Snapshot.Node(typeName: "TinyPage"))
        #expect(try policy(snapshot).root.typeName == "TinyPage")
        #expect(try archive(.int(1)) == .int(1))
        setupIssueHandlers()
    }
}
