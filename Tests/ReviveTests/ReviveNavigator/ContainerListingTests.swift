import Foundation
import Testing
@testable import Revive
@testable import ReviveNavigator

/// A page of the navigator's own kind whose class is not listed: read from its mirror.
private final class UnlistedStackPage: NavigationPage {}

/// The navigator's containers list themselves (they have no `@Preserved` property), so a
/// capture and a restore of a tree of them read none of their mirrors.
@MainActor
struct ContainerListingTests {
    @Test func theNavigatorsContainersAreSavedAndRestoredWithoutTheirMirrorsBeingRead() throws {
        let registry = RestorationRegistry<Page>()
        registry.register(TestPage.self) { TestPage() }
        let navigator = Navigator()
        let split = SplitPage(pages: [
            TabBarPage(pages: [NavigationPage(rootPage: TestPage(restorationIdentifier: "a"), restorationIdentifier: "stack")]),
            NavigationPage(rootPage: Page(restorationIdentifier: "plain"), restorationIdentifier: "detail"),
        ], restorationIdentifier: "split")
        registry.register(Page.self) { Page() }
        try navigator.setRootPage(split)
        let snapshot = try navigator.captureSnapshot(registry: registry)
        let restored = Navigator()
        var report = RestoreReport()
        restored.restore(from: try SnapshotCodec().decode(SnapshotCodec().encode(snapshot)), registry: registry) { report = $0 }
        #expect(report.isComplete)
        #expect(restored.treeDescription == navigator.treeDescription)
        for type in [Page.self, NavigationPage.self, TabBarPage.self, SplitPage.self] as [AnyClass] {
            #expect(!PreservedLayout.wasRead(type), "\(type)'s mirror was read")
        }
    }

    @Test func anUnlistedSubclassOfAContainerIsReadFromItsMirror() throws {
        let page = UnlistedStackPage(rootPage: TestPage(restorationIdentifier: "a"), restorationIdentifier: "stack")
        _ = try Navigator().revivableState(of: page)
        #expect(PreservedLayout.wasRead(UnlistedStackPage.self))
    }
}
