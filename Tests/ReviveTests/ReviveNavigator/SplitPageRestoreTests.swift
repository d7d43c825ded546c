import Foundation
import Testing
@testable import Revive
@testable import ReviveNavigator

/// A pane a later version of the app no longer has.
private final class InspectorPage: Page {}

/// A search shown over its own column; its type sets its style, so a restored one has it too.
private final class ColumnSearchPage: Page {
    override init(restorationIdentifier: String? = nil) {
        super.init(restorationIdentifier: restorationIdentifier)
        modalPresentationStyle = .currentContext
    }
}

/// A split saved and restored gives back every column, its stack and presentations, the focus,
/// the roles and the collapsed state.
@MainActor
struct SplitPageRestoreTests {
    private func registry(withInspector: Bool = true) -> RestorationRegistry<Page> {
        let registry = RestorationRegistry<Page>()
        registry.register(TestPage.self) { TestPage() }
        registry.register(ColumnSearchPage.self) { ColumnSearchPage() }
        if withInspector { registry.register(InspectorPage.self) { InspectorPage() } }
        return registry
    }

    /// Capture, encode to a file in a temporary folder, read it back, decode and restore into a
    /// fresh navigator.
    private func roundTrip(
        _ navigator: Navigator, restoringWith restoreRegistry: RestorationRegistry<Page>? = nil
    ) throws -> (snapshot: Snapshot, navigator: Navigator, report: RestoreReport) {
        let snapshot = try navigator.captureSnapshot(registry: registry())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SplitPageRestoreTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("scene.revive")
        let codec = SnapshotCodec()
        try codec.encode(snapshot).write(to: file)
        let decoded = try codec.decode(Data(contentsOf: file))
        let fresh = Navigator()
        var report = RestoreReport()
        fresh.restore(from: decoded, registry: restoreRegistry ?? registry()) { report = $0 }
        return (snapshot, fresh, report)
    }

    @Test func everyColumnComesBackWithItsStackModalFocusAndRoles() throws {
        let app = try SplitFixture(focusedIndex: 0)
        try app.left.push(page("Issue"))
        let panel = page("Panel")
        try app.right.push(panel)
        try panel.present(ColumnSearchPage(restorationIdentifier: "Search"))
        let (snapshot, fresh, report) = try roundTrip(app.navigator)
        #expect(snapshot.root.kind == .split(focusedIndex: 0, roles: [.primary, .secondary]))
        #expect(report.isComplete)
        #expect(fresh.treeDescription == app.navigator.treeDescription)
        let split = try #require(fresh.rootPage as? SplitPage)
        #expect(split.focusedIndex == 0)
        #expect(split.roles == [.primary, .secondary])
        let stacks = split.pages.compactMap { $0 as? NavigationPage }
        #expect(stacks.map { $0.pages.map(\.name) } == [["Library", "Issue"], ["Comic", "Panel"]])
        #expect(stacks.last?.presentedPage?.name == "Search")
        #expect(stacks.last?.presentedPage?.presentingPage === stacks.last)
        #expect(fresh.visiblePage?.name == "Issue")
        #expect(fresh.onScreenPages.map(\.name) == app.navigator.onScreenPages.map(\.name))
        #expect(fresh.onScreenPages.allSatisfy { $0.isOnScreen })
        #expect(report.visiblePaths == [
            "SplitPage(\"split\") > NavigationPage(\"left\") > TestPage(\"Issue\")",
            "SplitPage(\"split\") > NavigationPage(\"right\") presents > ColumnSearchPage(\"Search\")",
        ])
    }

    @Test func aCollapsedSplitComesBackCollapsed() throws {
        let app = try SplitFixture()
        app.split.setCollapsed(true)
        let (snapshot, fresh, report) = try roundTrip(app.navigator)
        #expect(snapshot.root.kind.isCollapsed)
        #expect(report.isComplete)
        let split = try #require(fresh.rootPage as? SplitPage)
        #expect(split.isCollapsed)
        #expect(fresh.onScreenPages.map(\.name) == ["split", "right", "Comic"])
        #expect(report.visiblePaths.count == 1)
    }

    @Test func anEmptySplitIsSavedAndRestored() throws {
        let navigator = Navigator()
        try navigator.setRootPage(SplitPage(restorationIdentifier: "workspace"))
        let (snapshot, fresh, report) = try roundTrip(navigator)
        #expect(snapshot.root.children.isEmpty)
        #expect(report.isComplete)
        let split = try #require(fresh.rootPage as? SplitPage)
        #expect(split.pages.isEmpty && split.focusedIndex == nil)
        #expect(fresh.visiblePage === split)
        #expect(report.visiblePaths == ["SplitPage(\"workspace\")"])
        #expect(fresh.events.map(\.description) == ["workspace viewDidLoad", "workspace viewWillAppear", "workspace viewDidAppear"])
    }

    @Test func aFocusedPaneThatCannotComeBackIsDroppedAndNoPaneHasTheFocus() throws {
        let app = try SplitFixture()
        try app.split.insertPage(InspectorPage(restorationIdentifier: "inspector"), at: 2, role: "inspector")
        try app.split.focus(2)
        let (_, fresh, report) = try roundTrip(app.navigator, restoringWith: registry(withInspector: false))
        let split = try #require(fresh.rootPage as? SplitPage)
        #expect(split.pages.map(\.name) == ["left", "right"])
        #expect(split.roles == [.primary, .secondary])
        #expect(split.focusedIndex == nil)
        #expect(report.items.map(\.kind) == [.droppedPage, .selectionReset])
        #expect(report.items.first?.path.hasSuffix("InspectorPage(\"inspector\")") == true)
        #expect(fresh.visiblePage?.name == "Library")
        #expect(report.visiblePaths.count == 2)
    }

    @Test func theFocusFollowsItsPaneWhenAPaneBeforeItIsDropped() throws {
        let app = try SplitFixture()
        try app.split.insertPage(InspectorPage(restorationIdentifier: "inspector"), at: 0, role: "inspector")
        #expect(app.split.focusedIndex == 2)
        let (_, fresh, report) = try roundTrip(app.navigator, restoringWith: registry(withInspector: false))
        let split = try #require(fresh.rootPage as? SplitPage)
        #expect(split.focusedIndex == 1)
        #expect(split.focusedPage?.name == "right")
        #expect(report.items.map(\.kind) == [.droppedPage])
        #expect(fresh.visiblePage?.name == "Comic")
    }
}
