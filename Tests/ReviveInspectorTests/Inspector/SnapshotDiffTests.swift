import Revive
@testable import ReviveCLI
import ReviveNavigator
import Testing

struct SnapshotDiffTests {
    @Test func identicalSnapshotsHaveNoDifferences() {
        let diff = SnapshotDiff(from: InspectorFixtures.comicReader(), to: InspectorFixtures.comicReader())
        #expect(diff.pagesAreEqual)
        #expect(diff.headerChanges.isEmpty)
        #expect(diff.rendered() == "no differences\n")
    }

    @Test func reportsChangedValuesWithOldAndNew() {
        let diff = SnapshotDiff(from: InspectorFixtures.comicReader(page: 17), to: InspectorFixtures.comicReader(page: 18))
        #expect(diff.valueChanges == [
            SnapshotDiff.ValueChange(page: InspectorFixtures.readerLabel, key: "page", old: .int(17), new: .int(18)),
        ])
        #expect(!diff.visiblePageMoved)
        #expect(diff.rendered().contains("\n    page: 17 → 18\n"))
    }

    @Test func reportsPagesAddedAndRemovedAndTheVisiblePageMoving() {
        var after = InspectorFixtures.comicReader()
        after.root.children[0].children[1].presented = nil
        after.root.children[0].children.append(Snapshot.Node(typeName: "ComicPage", restorationID: "comic-43"))
        after.root.children[1].state.values["theme"] = nil
        let diff = SnapshotDiff(from: InspectorFixtures.comicReader(), to: after)
        let stack = "TabBarPage[root] > NavigationPage[library]"
        #expect(diff.addedPages == ["\(stack) > ComicPage[comic-43]"])
        #expect(diff.removedPages == [InspectorFixtures.readerLabel])
        #expect(diff.containerChanges.isEmpty)  // still a stack; its new page is listed as added
        #expect(diff.valueChanges.map(\.key) == ["theme"])
        #expect(diff.valueChanges.first?.new == nil)
        #expect(diff.visiblePageMoved)
        #expect(diff.visibleBefore == InspectorFixtures.readerLabel)
        #expect(diff.visibleAfter == "\(stack) > ComicPage[comic-43]")
        let text = diff.rendered()
        #expect(text.contains("pages added\n  + \(stack) > ComicPage[comic-43]\n"))
        #expect(text.contains("pages removed\n  - \(InspectorFixtures.readerLabel)\n"))
        #expect(text.contains(#"theme: "light" → (absent)"#))
        #expect(text.contains("visible page moved\n  from  \(InspectorFixtures.readerLabel)\n  to    \(stack) > ComicPage[comic-43]\n"))
    }

    @Test func tabSwitchMovesTheVisiblePageAndChangesTheContainer() {
        var after = InspectorFixtures.comicReader()
        after.root.kind = .tabs(selectedIndex: 1)
        let diff = SnapshotDiff(from: InspectorFixtures.comicReader(), to: after)
        #expect(diff.addedPages.isEmpty && diff.removedPages.isEmpty)
        #expect(diff.containerChanges == [
            SnapshotDiff.FieldChange(name: "TabBarPage[root]", old: "tabs, selected 0 of 2", new: "tabs, selected 1 of 2"),
        ])
        #expect(diff.visibleAfter == "TabBarPage[root] > SettingsPage[settings]")
    }

    @Test func reportsHeaderChanges() {
        var after = InspectorFixtures.comicReader()
        after.header.appVersion = "2.2"
        let diff = SnapshotDiff(from: InspectorFixtures.comicReader(), to: after)
        #expect(diff.headerChanges == [SnapshotDiff.FieldChange(name: "app version", old: "2.1", new: "2.2")])
        #expect(diff.pagesAreEqual)
    }
}
