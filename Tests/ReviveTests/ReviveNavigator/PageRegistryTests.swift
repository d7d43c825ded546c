import Foundation
import Revive
import ReviveNavigator
import ReviveTesting
import Testing

/// The pages of a small navigator app: its own tab bar page holding two plain stacks.
private final class RegistryTabs: TabBarPage {}

private final class RegistryShelfPage: Page {}

private final class RegistryBookPage: Page {
    @Preserved("book_id") var bookID = 0
}

/// A navigator app whose registry is made as code written before `RestorationRegistry<Page>()`
/// made it: `RestorationRegistry<Page>()`, with only the app's own pages registered. Before every registry
/// of pages knew the navigator's containers, this app saved, and every restore dropped both
/// stacks back to their roots with only report items to say so.
@MainActor
private func makeApp(store: any SnapshotStore) -> SimulatedApp<Navigator> {
    SimulatedApp(store: store, registry: {
        let registry = RestorationRegistry<Page>()
        registry.register(RegistryTabs.self) { RegistryTabs() }
        registry.register(RegistryShelfPage.self) { RegistryShelfPage() }
        registry.register(RegistryBookPage.self) { RegistryBookPage() }
        return registry
    }, rootPage: {
        RegistryTabs(pages: [
            NavigationPage(rootPage: RegistryShelfPage(restorationIdentifier: "library")),
            NavigationPage(rootPage: RegistryShelfPage(restorationIdentifier: "favorites")),
        ])
    })
}

@MainActor
struct PageRegistryTests {
    @Test func everyRegistryUsedWithTheNavigatorKnowsItsContainers() throws {
        let containers = ["NavigationPage", "NavigationStack", "SplitPage", "TabBarPage", "TabContainer"]
        let registry = RestorationRegistry<Page>()
        #expect(registry.names.isEmpty)
        _ = RestorationController(hierarchy: Navigator(), registry: registry, configuration: .init(store: InMemoryStore()))
        #expect(registry.names == containers)

        // A registry handed straight to a capture or a restore gets them too, once.
        let other = RestorationRegistry<Page>()
        let navigator = Navigator()
        try navigator.setRootPage(NavigationPage(rootPage: RegistryShelfPage()))
        _ = try navigator.captureSnapshot(registry: other)
        #expect(other.names.filter(containers.contains) == containers)
    }

    @Test func aRegistryWithoutTheContainersRegisteredBringsEveryStackBack() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("PageRegistryTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = makeApp(store: try FileStore(directory: folder))
        await app.launch()
        let tabs = try #require(app.navigator.rootPage as? RegistryTabs)
        let library = try #require(tabs.pages.first as? NavigationPage)
        let favorites = try #require(tabs.pages.last as? NavigationPage)
        let first = RegistryBookPage(restorationIdentifier: "book")
        first.bookID = 1
        try library.push(first)
        let second = RegistryBookPage(restorationIdentifier: "book")
        second.bookID = 2
        try favorites.push(second)
        try tabs.select(1)
        let before = app.navigator.treeDescription

        try await app.enterBackground()
        app.killBySystem()
        await app.launch()

        let report = try app.restoreReport()
        #expect(report.isComplete, "\(report)")
        #expect(report.restoredPageCount == 7)
        #expect(app.navigator.treeDescription == before)
        try app.expectVisible(RegistryBookPage.self) { $0.bookID == 2 }
        let restored = try #require(app.navigator.rootPage as? RegistryTabs)
        let restoredLibrary = try #require(restored.pages.first as? NavigationPage)
        #expect((restoredLibrary.topPage as? RegistryBookPage)?.bookID == 1)
    }
}
