import Foundation
import Revive
@testable import ReviveCLI
import ReviveFaults
import Testing

/// How the inspector shows, validates and compares a split container: its kind with
/// focus and roles, and every page on screen, one per column.
struct SplitInspectionTests {
    /// The committed sample of format version 2 with a split.
    static let sample = PackageFolder.samples.appendingPathComponent("saved-state-v2-split.revive")

    private func file(_ snapshot: Snapshot) -> SnapshotFile {
        SnapshotFile(path: "split.revive", byteCount: 10, isEncrypted: false, header: snapshot.header, snapshot: snapshot)
    }

    // MARK: Tree

    @Test func theTreeNamesEachColumnsRoleAndMarksEveryVisiblePage() {
        let lines = TreeRenderer.renderTree(InspectorFixtures.comicSplit().root).split(separator: "\n").map(String.init)
        #expect(lines.first == "SplitPage [root]  (split, focused 2 of 3)")
        #expect(lines.contains("├─ primary: NavigationPage [sidebar]  (stack of 1)"))
        #expect(lines.contains("├─ supplementary: NavigationPage [shelf]  (stack of 1)"))
        #expect(lines.contains("└─ secondary: NavigationPage [detail]  (stack of 2)"))
        let marked = lines.filter { $0.contains(TreeRenderer.visibleMarker) }
        #expect(marked == [
            "│  └─ LibraryPage [library]  ◀ visible",
            "│  └─ presented SortOptionsPage [sort]  ◀ visible",
            "   └─ ReaderPage [reader]  ◀ visible, focused",
        ])
    }

    @Test func aSplitWithoutFocusOrRolesSaysSoAndHasNoFocusedMarker() {
        var root = InspectorFixtures.comicSplit().root
        root.kind = .split(focusedIndex: nil, isCollapsed: false)
        let lines = TreeRenderer.renderTree(root).split(separator: "\n").map(String.init)
        #expect(lines.first == "SplitPage [root]  (split of 3, none focused)")
        #expect(lines.contains("├─ NavigationPage [sidebar]  (stack of 1)"))
        #expect(lines.filter { $0.contains(TreeRenderer.visibleMarker) }.count == 3)
        #expect(lines.contains("│  └─ LibraryPage [library]  ◀ visible, focused"), "the first column has the focus when none has")
    }

    @Test func anEmptyRoleIsPrintedAsAnEmptyString() {
        let root = Snapshot.Node(
            typeName: "Panes", kind: .split(focusedIndex: nil, roles: ["", "inspector"]),
            children: [Snapshot.Node(typeName: "Editor"), Snapshot.Node(typeName: "Inspector")]
        )
        let lines = TreeRenderer.renderTree(root).split(separator: "\n").map(String.init)
        #expect(lines == [
            "Panes  (split of 2, none focused)",
            "├─ \"\": Editor  ◀ visible, focused",
            "└─ inspector: Inspector  ◀ visible",
        ])
    }

    @Test func aCollapsedSplitMarksOnlyItsFocusedColumn() {
        var root = InspectorFixtures.comicSplit().root
        root.kind = .split(focusedIndex: 1, roles: root.kind.roles, isCollapsed: true)
        let lines = TreeRenderer.renderTree(root).split(separator: "\n").map(String.init)
        #expect(lines.first == "SplitPage [root]  (split, focused 1 of 3, collapsed)")
        #expect(lines.filter { $0.contains(TreeRenderer.visibleMarker) } == ["│  └─ presented SortOptionsPage [sort]  ◀ visible"])
    }

    @Test func theHeaderNamesTheFocusedPageAndTheOthersOnScreen() {
        let text = TreeRenderer.render(file(InspectorFixtures.comicSplit()))
        #expect(text.contains("visible page    \(InspectorFixtures.splitLabels[2])\n"), "\(text)")
        #expect(text.contains("also visible    \(InspectorFixtures.splitLabels[0]); \(InspectorFixtures.splitLabels[1])\n"), "\(text)")
        #expect(!TreeRenderer.render(file(InspectorFixtures.comicReader())).contains("also visible"))
    }

    // MARK: JSON and dot

    @Test func jsonHasTheSplitsFocusRolesAndEveryVisiblePage() throws {
        let object = try JSONSerialization.jsonObject(with: Data(JSONRenderer.render(file(InspectorFixtures.comicSplit())).utf8))
        let json = try #require(object as? [String: Any])
        #expect((json["visiblePage"] as? [String])?.joined(separator: " > ") == InspectorFixtures.splitLabels[2])
        #expect((json["visiblePages"] as? [[String]])?.map { $0.joined(separator: " > ") } == InspectorFixtures.splitLabels)
        let root = try #require(json["root"] as? [String: Any])
        #expect(root["kind"] as? String == "split")
        #expect(root["focusedIndex"] as? Int == 2)
        #expect(root["roles"] as? [String] == ["primary", "supplementary", "secondary"])
        #expect(root["isCollapsed"] as? Bool == false)
        #expect(root["selectedIndex"] == nil)
        let columns = try #require(root["children"] as? [[String: Any]])
        #expect(columns.first?["focusedIndex"] == nil, "only a split has a focused index")
        let library = try #require((columns.first?["children"] as? [[String: Any]])?.first)
        #expect(library["visible"] as? Bool == true)
        let comic = try #require((columns.last?["children"] as? [[String: Any]])?.first)
        #expect(comic["visible"] as? Bool == false)

        var unfocused = InspectorFixtures.comicSplit(focusedIndex: nil)
        unfocused.root.kind = .split(focusedIndex: nil)
        let other = try #require(try JSONSerialization.jsonObject(with: Data(JSONRenderer.render(file(unfocused)).utf8)) as? [String: Any])
        let otherRoot = try #require(other["root"] as? [String: Any])
        #expect(otherRoot["focusedIndex"] is NSNull)
        #expect(otherRoot["roles"] as? [String] == [])
    }

    @Test func dotFillsEveryVisiblePageAndLabelsColumnsByRole() {
        let dot = DotRenderer.render(InspectorFixtures.comicSplit())
        #expect(dot.components(separatedBy: "peripheries=2").count - 1 == 3)
        #expect(dot.contains("n0 -> n1 [label=\"primary\"];"), "\(dot)")
        #expect(dot.contains("[label=\"supplementary\"];"))
        #expect(dot.contains("[style=bold, label=\"secondary, focused\"];"))
    }

    // MARK: Validation and diff

    @Test func aSplitWithNoColumnsOrEmptyColumnsIsValidAndAnEmptyStackInTabsIsNot() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let trees: [(String, Snapshot.Node, Bool)] = [
            ("empty split", Snapshot.Node(typeName: "Workspace", kind: .split(focusedIndex: nil)), true),
            ("empty columns", Snapshot.Node(
                typeName: "Workspace", kind: .split(focusedIndex: 0),
                children: [Snapshot.Node(typeName: "NavigationPage", kind: .stack)]
            ), true),
            ("split of the sample", InspectorFixtures.comicSplit().root, true),
            ("empty stack in tabs", Snapshot.Node(
                typeName: "Tabs", kind: .tabs(selectedIndex: 0), children: [Snapshot.Node(typeName: "NavigationPage", kind: .stack)]
            ), false),
        ]
        for (name, root, valid) in trees {
            let path = try folder.write(try SnapshotCodec().encode(Snapshot(root: root)), to: "\(name).revive")
            let result = SnapshotValidator.validate(path: path)
            #expect(result.isValid == valid, "\(name): \(result)")
            #expect(result.error == nil, "\(name): \(result)")
        }
    }

    @Test func aFocusMovingBetweenColumnsIsAContainerChangeAndMovesTheVisiblePage() {
        let diff = SnapshotDiff(from: InspectorFixtures.comicSplit(focusedIndex: 2), to: InspectorFixtures.comicSplit(focusedIndex: 0))
        #expect(diff.containerChanges == [SnapshotDiff.FieldChange(
            name: "SplitPage[root]",
            old: "split, focused 2 of 3, roles primary, supplementary, secondary",
            new: "split, focused 0 of 3, roles primary, supplementary, secondary"
        )])
        #expect(diff.visibleBefore == InspectorFixtures.splitLabels[2])
        #expect(diff.visibleAfter == InspectorFixtures.splitLabels[0])
        #expect(!diff.visiblePagesChanged, "the same three pages are on screen")
        #expect(!diff.pagesAreEqual)
    }

    @Test func aColumnShowingAnotherPageChangesTheVisiblePages() throws {
        var after = InspectorFixtures.comicSplit()
        after.root.children[1].presented = nil
        let diff = SnapshotDiff(from: InspectorFixtures.comicSplit(), to: after)
        #expect(diff.visiblePagesChanged)
        #expect(!diff.visiblePageMoved)
        #expect(diff.visiblePagesAfter[1] == "SplitPage[root] > NavigationPage[shelf] > ShelfPage[shelf]")
        let text = diff.rendered()
        #expect(text.contains("visible pages changed\n  - \(InspectorFixtures.splitLabels[1])\n  + SplitPage[root] > NavigationPage[shelf] > ShelfPage[shelf]\n"), "\(text)")
        let json = diff.json(old: "a", new: "b")
        guard case .object(let object) = json, case .object(let pages)? = object["visiblePages"] else {
            Issue.record("no visiblePages object in \(json)")
            return
        }
        #expect(pages["changed"] == .bool(true))
    }

    // MARK: The binary

    @Test func reviveInspectsTheCommittedSplitSample() throws {
        let inspect = try ReviveBinary.run(["inspect", Self.sample.path])
        #expect(inspect.status == 0, "\(inspect.stderr)")
        #expect(inspect.stdout.contains("format version  2\n"), "\(inspect.stdout)")
        #expect(inspect.stdout.contains("SplitPage [root]  (split, focused 2 of 3)\n"))
        #expect(inspect.stdout.contains("secondary: NavigationPage [detail]  (stack of 2)"))
        #expect(inspect.stdout.contains("ReaderPage [reader]  ◀ visible, focused"))
        #expect(inspect.stdout.contains("presented SortOptionsPage [sort]  ◀ visible\n"))

        let json = try ReviveBinary.run(["inspect", Self.sample.path, "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((document["visiblePages"] as? [[String]])?.count == 3)
        #expect((document["root"] as? [String: Any])?["focusedIndex"] as? Int == 2)

        let validate = try ReviveBinary.run(["validate", Self.sample.path])
        #expect(validate.status == 0, "\(validate.stdout)")
        #expect(validate.stdout.contains("intact and readable (9 pages, "), "\(validate.stdout)")

        let dot = try ReviveBinary.run(["inspect", Self.sample.path, "--dot"])
        #expect(dot.status == 0)
        #expect(dot.stdout.contains("label=\"secondary, focused\""))
    }

    @Test func reviveDiffsTwoSplitFilesByTheirFocus() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let before = try folder.write(try SnapshotCodec().encode(InspectorFixtures.comicSplit(focusedIndex: 2)), to: "before.revive")
        let after = try folder.write(try SnapshotCodec().encode(InspectorFixtures.comicSplit(focusedIndex: 1)), to: "after.revive")
        let run = try ReviveBinary.run(["diff", before, after])
        #expect(run.exitedNormally)
        #expect(run.stdout.contains("containers changed\n  SplitPage[root]: split, focused 2 of 3, roles primary, supplementary, secondary → split, focused 1 of 3, roles primary, supplementary, secondary\n"), "\(run.stdout)")
        #expect(run.stdout.contains("visible page moved\n"))
    }
}
