import Foundation
import ReviveNavigator
import ReviveTesting
import Testing

// The isolation and sendability of every closure `ReviveNavigator` and `ReviveTesting` take or
// hand out, pinned as ClosureIsolationSourceCompatTests.swift says: a function value typed as
// an app or its tests type one, handed over with no literal, each line marked `// closure: KEY`.

/// A page of the app's own.
private final class ShelfPage: Page {
    var shelf = 0
}

@MainActor
private func shelfRegistry() -> RestorationRegistry<Page> {
    let registry = RestorationRegistry<Page>()
    registry.register(ShelfPage.self) { ShelfPage() }
    return registry
}

@MainActor
private func shelfRoot() -> Page {
    TabBarPage(pages: [NavigationPage(rootPage: ShelfPage()), NavigationPage(rootPage: ShelfPage())])
}

/// A suite's own helper that hands its caller's factories on to `SimulatedApp`, from no actor
/// (a suite that is not `@MainActor`). Its parameters say `@MainActor`, as `SimulatedApp`'s do:
/// parameters that say nothing cannot be passed on ("passing non-Sendable parameter 'registry'
/// to function expecting a '@Sendable' closure"), and wrapping them (`registry: { registry() }`)
/// does not help here ("sending 'registry' risks causing data races"). This is the edit the
/// CHANGELOG gives for that break.
private func makeApp<H: RestorableHierarchy>(
    hierarchy: @escaping @MainActor () -> H,
    registry: @escaping @MainActor () -> RestorationRegistry<H.Node>,
    rootPage: @escaping @MainActor () -> H.Node
) async -> SimulatedApp<H> {
    await SimulatedApp(hierarchy: hierarchy, registry: registry, rootPage: rootPage)
}

/// The same helper on the main actor, for the navigator's initializer.
@MainActor
private func makeApp(
    registry: @escaping @MainActor () -> RestorationRegistry<Page>,
    rootPage: @escaping @MainActor () -> Page
) -> SimulatedApp<Navigator> {
    SimulatedApp(registry: registry, rootPage: rootPage)
}

/// A caller from no actor: its closures are `@MainActor` because the helper's parameters are.
private func launchedFromNoActor() async -> Bool {
    let app = await makeApp(hierarchy: { Navigator() }, registry: { shelfRegistry() }, rootPage: { shelfRoot() })
    if case .fresh = await app.launch() { return true }
    return false
}

@Suite @MainActor
struct ClosureIsolationNavigatorSourceCompat {
    @Test func navigatorClosures() throws {
        let counter = AppCounter()
        let done: () -> Void = { counter.count += 1 }
        let navigator = Navigator()
        // closure: ReviveNavigator Navigator.onChange: (() -> Void)?
        navigator.onChange = done
        let readChange: (() -> Void)? = navigator.onChange
        // closure: ReviveNavigator Navigator.changeObservers: [ObjectIdentifier: () -> Void]
        let observers: [ObjectIdentifier: () -> Void] = navigator.changeObservers
        navigator.changeObservers = observers
        // closure: ReviveNavigator Navigator.observeChanges(_:) _: @escaping @MainActor () -> Void
        let didChange: @MainActor () -> Void = { counter.count += 1 }
        navigator.observeChanges(didChange)
        #expect(readChange != nil)

        let shelf = ShelfPage()
        let stack = NavigationPage(rootPage: shelf)
        let tabs = TabBarPage(pages: [stack, NavigationPage(rootPage: ShelfPage())])
        try navigator.setRootPage(tabs)
        // closure: ReviveNavigator NavigationPage.push(_:completion:) completion: (() -> Void)?
        try stack.push(ShelfPage(), completion: done)
        // closure: ReviveNavigator NavigationPage.pop(completion:) completion: (() -> Void)?
        _ = try stack.pop(completion: done)
        try stack.push(ShelfPage(), completion: done)
        // closure: ReviveNavigator NavigationPage.pop(to:completion:) completion: (() -> Void)?
        _ = try stack.pop(to: shelf, completion: done)
        try stack.push(ShelfPage(), completion: done)
        // closure: ReviveNavigator NavigationPage.popToRoot(completion:) completion: (() -> Void)?
        _ = try stack.popToRoot(completion: done)
        // closure: ReviveNavigator NavigationPage.setPages(_:completion:) completion: (() -> Void)?
        try stack.setPages([shelf, ShelfPage()], completion: done)
        // closure: ReviveNavigator Navigator.unwind(to:completion:) completion: (() -> Void)?
        try navigator.unwind(to: shelf, completion: done)
        // closure: ReviveNavigator Navigator.unwindToRoot(completion:) completion: (() -> Void)?
        navigator.unwindToRoot(completion: done)
        // closure: ReviveNavigator TabBarPage.select(_:completion:) completion: (() -> Void)?
        try tabs.select(1, completion: done)
        // closure: ReviveNavigator TabBarPage.setPages(_:selectedIndex:completion:) completion: (() -> Void)?
        try tabs.setPages([stack, NavigationPage(rootPage: ShelfPage())], selectedIndex: 0, completion: done)
        // closure: ReviveNavigator Page.present(_:completion:) completion: (() -> Void)?
        let sheet = ShelfPage()
        try shelf.present(sheet, completion: done)
        // closure: ReviveNavigator Page.dismiss(completion:) completion: (() -> Void)?
        try? sheet.dismiss(completion: done)
        #expect(counter.count > 0)
    }

    @Test func splitPageClosures() throws {
        let counter = AppCounter()
        let done: () -> Void = { counter.count += 1 }
        let split = SplitPage()
        try Navigator().setRootPage(split)
        // closure: ReviveNavigator SplitPage.setPages(_:roles:focusedIndex:completion:) completion: (() -> Void)?
        try split.setPages([ShelfPage(), ShelfPage()], roles: [], focusedIndex: 0, completion: done)
        // closure: ReviveNavigator SplitPage.focus(_:completion:) completion: (() -> Void)?
        try split.focus(1, completion: done)
        // closure: ReviveNavigator SplitPage.addPage(_:role:completion:) completion: (() -> Void)?
        try split.addPage(ShelfPage(), role: nil, completion: done)
        // closure: ReviveNavigator SplitPage.insertPage(_:at:role:completion:) completion: (() -> Void)?
        try split.insertPage(ShelfPage(), at: 0, role: nil, completion: done)
        // closure: ReviveNavigator SplitPage.removePage(at:completion:) completion: (() -> Void)?
        _ = try split.removePage(at: 0, completion: done)
        // closure: ReviveNavigator SplitPage.setCollapsed(_:completion:) completion: (() -> Void)?
        split.setCollapsed(true, completion: done)
        #expect(counter.count > 0)
    }

    @Test func simulatedAppClosures() async throws {
        let counter = AppCounter()
        // closure: ReviveTesting SimulatedApp.init(store:policy:codec:sceneID:registry:rootPage:) registry: @escaping @MainActor () -> RestorationRegistry<Page>
        let registry: @MainActor () -> RestorationRegistry<Page> = { shelfRegistry() }
        // closure: ReviveTesting SimulatedApp.init(store:policy:codec:sceneID:registry:rootPage:) rootPage: @escaping @MainActor () -> Page
        let rootPage: @MainActor () -> Page = { counter.count += 1; return shelfRoot() }
        let app = makeApp(registry: registry, rootPage: rootPage)

        // closure: ReviveTesting SimulatedApp.shouldRestore: (@MainActor () -> Bool)?
        let shouldRestore: @MainActor () -> Bool = { counter.count += 1; return true }
        app.shouldRestore = shouldRestore
        // closure: ReviveTesting SimulatedApp.shouldSave: (@MainActor () -> Bool)?
        let shouldSave: @MainActor () -> Bool = { counter.count += 1; return true }
        app.shouldSave = shouldSave
        // closure: ReviveTesting SimulatedApp.restorationDidFinish: (@MainActor (LaunchResult) -> Void)?
        let didFinish: @MainActor (LaunchResult) -> Void = { _ in counter.count += 1 }
        app.restorationDidFinish = didFinish
        let read: (shouldRestore: (@MainActor () -> Bool)?, shouldSave: (@MainActor () -> Bool)?, didFinish: (@MainActor (LaunchResult) -> Void)?)
            = (app.shouldRestore, app.shouldSave, app.restorationDidFinish)
        #expect(read.shouldRestore != nil && read.shouldSave != nil && read.didFinish != nil)
        await app.launch()
        // closure: ReviveTesting SimulatedApp.expectVisible(_:where:) where: (P) -> Bool
        let onShelf: (ShelfPage) -> Bool = { counter.count += 1; return $0.shelf == 0 }
        try app.expectVisible(ShelfPage.self, where: onShelf)

        // closure: ReviveTesting SimulatedApp.init(store:policy:codec:sceneID:budget:hierarchy:registry:rootPage:) hierarchy: @escaping @MainActor () -> Hierarchy
        let hierarchy: @MainActor () -> Navigator = { Navigator() }
        // closure: ReviveTesting SimulatedApp.init(store:policy:codec:sceneID:budget:hierarchy:registry:rootPage:) registry: @escaping @MainActor () -> RestorationRegistry<Node>
        // closure: ReviveTesting SimulatedApp.init(store:policy:codec:sceneID:budget:hierarchy:registry:rootPage:) rootPage: @escaping @MainActor () -> Node
        let generic = SimulatedApp(hierarchy: hierarchy, registry: registry, rootPage: rootPage)
        #expect(!generic.isRunning && counter.count > 0)
        #expect(await launchedFromNoActor())
    }

    @Test func roundTripCheckerClosures() throws {
        let counter = AppCounter()
        let navigator = Navigator()
        try navigator.setRootPage(NavigationPage(rootPage: ShelfPage()))
        // closure: ReviveTesting RoundTripChecker.init(navigator:registry:codec:onMismatch:) onMismatch: @escaping (Mismatch) -> Void
        let onMismatch: (RoundTripChecker<Navigator>.Mismatch) -> Void = { _ in counter.count += 1 }
        _ = RoundTripChecker(navigator: navigator, registry: shelfRegistry(), codec: SnapshotCodec(), onMismatch: onMismatch)
        // closure: ReviveTesting RoundTripChecker.init(hierarchy:registry:codec:scratchHierarchy:onMismatch:) scratchHierarchy: @escaping () -> Hierarchy
        let scratch: () -> Navigator = { counter.count += 1; return Navigator() }
        // closure: ReviveTesting RoundTripChecker.init(hierarchy:registry:codec:scratchHierarchy:onMismatch:) onMismatch: @escaping (Mismatch) -> Void
        let checker = RoundTripChecker(
            hierarchy: navigator, registry: shelfRegistry(), codec: SnapshotCodec(), scratchHierarchy: scratch, onMismatch: onMismatch
        )
        // closure: ReviveTesting RoundTripChecker.check(completion:) completion: @escaping (Mismatch?) -> Void
        let checked: (RoundTripChecker<Navigator>.Mismatch?) -> Void = { _ in counter.count += 1 }
        checker.check(completion: checked)
    }
}
