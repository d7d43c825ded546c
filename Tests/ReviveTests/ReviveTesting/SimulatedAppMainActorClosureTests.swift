import Revive
import ReviveNavigator
import ReviveTesting
import Testing

/// What a test keeps on the main actor and hands to a simulated app through stored closures.
@MainActor
private final class LaunchLog {
    var results: [LaunchResult] = []
    var allowsSaving = true
    var registriesMade = 0
}

/// Compiles only when both are the same type: pins a closure's isolation (a value would be
/// converted, a metatype is not).
private func expectType<T>(_ type: T.Type, is expected: T.Type) {}

/// `SimulatedApp` takes `@MainActor` closures: for its hooks and for the factories of each
/// process, stored first in a `let` of a `@MainActor` function type.
@MainActor
struct SimulatedAppMainActorClosureTests {
    @Test func storedMainActorClosuresAreTakenAndCalledOnEachLaunch() async throws {
        let log = LaunchLog()
        let record: @MainActor (LaunchResult) -> Void = { log.results.append($0) }
        let allowSaving: @MainActor () -> Bool = { log.allowsSaving }
        let allowRestoring: @MainActor () -> Bool = { true }
        let makeNavigator: @MainActor () -> Navigator = { Navigator() }
        let makeRegistry: @MainActor () -> RestorationRegistry<Page> = {
            log.registriesMade += 1
            let registry = RestorationRegistry<Page>()
            registry.register(ItemPage.self) { ItemPage() }
            return registry
        }
        let makeRoot: @MainActor () -> Page = { NavigationPage(pages: [ItemPage()]) }

        let app = SimulatedApp(hierarchy: makeNavigator, registry: makeRegistry, rootPage: makeRoot)
        app.checkpointDelay = nil
        app.restorationDidFinish = record
        app.shouldSave = allowSaving
        app.shouldRestore = allowRestoring
        expectType(type(of: app.restorationDidFinish), is: (@MainActor (LaunchResult) -> Void)?.self)
        expectType(type(of: app.shouldSave), is: (@MainActor () -> Bool)?.self)
        expectType(type(of: app.shouldRestore), is: (@MainActor () -> Bool)?.self)

        await app.launch()
        #expect(log.results == [.fresh(.noSavedState)] && log.registriesMade == 1)
        try await app.enterBackground()
        app.killBySystem()
        await app.launch()
        #expect(log.results.count == 2 && log.results.last?.report != nil, "\(log.results)")

        log.allowsSaving = false
        await #expect(throws: ReviveError.self) { try await app.enterBackground() }
    }

    @Test func theNavigatorsInitializerTakesMainActorFactories() async {
        let makeRegistry: @MainActor () -> RestorationRegistry<Page> = {
            let registry = RestorationRegistry<Page>()
            registry.register(ItemPage.self) { ItemPage() }
            return registry
        }
        let makeRoot: @MainActor () -> Page = { NavigationPage(pages: [ItemPage()]) }
        let app = SimulatedApp(registry: makeRegistry, rootPage: makeRoot)
        app.checkpointDelay = nil
        #expect(await app.launch() == .fresh(.noSavedState))
        #expect(app.visiblePage is ItemPage)
    }
}
