import Foundation
import Revive
import ReviveNavigator
import ReviveTesting
import Testing

/// `SnapshotStore`'s documented store of the app's own: the three calls and nothing else,
/// on `UserDefaults` (here each test's own suite, so that tests do not share keys).
private struct DefaultsStore: SnapshotStore {
    let suite: String
    private var defaults: UserDefaults? { UserDefaults(suiteName: suite) }

    func read(sceneID: String) throws(ReviveError) -> Data? { defaults?.data(forKey: "revive." + sceneID) }
    func write(_ data: Data, sceneID: String) throws(ReviveError) { defaults?.set(data, forKey: "revive." + sceneID) }
    func delete(sceneID: String) throws(ReviveError) { defaults?.removeObject(forKey: "revive." + sceneID) }

    /// The keys it holds, without the prefix.
    var keys: [String] {
        (defaults?.dictionaryRepresentation().keys ?? [:].keys).filter { $0.hasPrefix("revive.") }.map { String($0.dropFirst(7)) }.sorted()
    }

    func removeEverything() {
        UserDefaults.standard.removePersistentDomain(forName: suite)
    }
}

private final class OwnStoreLibraryPage: Page {}

private final class ChapterPage: Page {
    @Preserved var chapter = 0
}

@MainActor
private func makeApp(_ store: DefaultsStore) -> SimulatedApp<Navigator> {
    SimulatedApp(store: store, registry: {
        let registry = RestorationRegistry<Page>()
        registry.register(OwnStoreLibraryPage.self) { OwnStoreLibraryPage() }
        registry.register(ChapterPage.self) { ChapterPage() }
        return registry
    }, rootPage: { NavigationPage(rootPage: OwnStoreLibraryPage(), restorationIdentifier: "library") })
}

@MainActor
private func openChapter(_ app: SimulatedApp<Navigator>, _ number: Int) throws {
    let stack = try #require(app.navigator.rootPage as? NavigationPage)
    let chapter = ChapterPage(restorationIdentifier: "chapter")
    chapter.chapter = number
    try stack.push(chapter)
}

/// A store of three calls runs an app's whole life: the engine keeps the policy's records under
/// derived scene identifiers, so the crash-loop guard and a deliberate quit work on it too.
@MainActor
struct AppOwnStoreTests {
    /// An app on its own `DefaultsStore` that opened chapter `number` and went to the background.
    private func appInTheBackground(reading number: Int) async throws -> (SimulatedApp<Navigator>, DefaultsStore) {
        let store = DefaultsStore(suite: "revive-tests-\(UUID().uuidString)")
        let app = makeApp(store)
        await app.launch()
        try openChapter(app, number)
        try await app.enterBackground()
        return (app, store)
    }

    @Test func aStoreOfThreeCallsBringsTheUserBackAfterAKill() async throws {
        let (app, store) = try await appInTheBackground(reading: 12)
        defer { store.removeEverything() }
        app.killBySystem()
        await app.launch()
        try app.expectVisible(ChapterPage.self) { $0.chapter == 12 }
        #expect(store.keys.contains(app.sceneID))
        #expect(store.keys.contains(DefaultsStore.derivedSceneID("restoring", of: app.sceneID)))
    }

    @Test func aStoreOfThreeCallsKeepsTheCrashLoopGuardsRecords() async throws {
        let (app, store) = try await appInTheBackground(reading: 3)
        defer { store.removeEverything() }
        app.killBySystem()
        app.crashDuringRestore()
        await app.launch()
        #expect(try app.freshReason() == .crashedDuringLastRestore(attempts: 1))
        #expect(store.keys.contains(DefaultsStore.derivedSceneID("quarantined", of: app.sceneID)))
        #expect(!store.keys.contains(app.sceneID))
    }

    @Test func aStoreOfThreeCallsForgetsThePlaceWhenTheUserQuits() async throws {
        let (app, store) = try await appInTheBackground(reading: 5)
        defer { store.removeEverything() }
        await app.forceQuitByUser()
        await app.launch()
        #expect(try app.freshReason() == .userQuit)
        #expect(app.visiblePage is OwnStoreLibraryPage)
    }

    @Test func discardingASceneOfAStoreOfThreeCallsLeavesNoKey() async throws {
        let (app, store) = try await appInTheBackground(reading: 1)
        defer { store.removeEverything() }
        app.killBySystem()
        await app.launch()
        #expect(store.keys.count >= 2)
        app.killBySystem()
        try store.discardScene(sceneID: app.sceneID)
        #expect(store.keys.isEmpty)
    }

    @Test func aLaunchSweepLeavesAStoreThatCannotListItsScenesAsItWas() async throws {
        let (app, store) = try await appInTheBackground(reading: 1)
        defer { store.removeEverything() }
        let kept = store.keys
        let removed = await store.sweepSavedScenes(keeping: [], policy: RestorationPolicy(maximumAge: 0), now: Date().addingTimeInterval(3_600))
        #expect(removed == 0)
        #expect(store.keys == kept && kept.contains(app.sceneID))
    }
}
