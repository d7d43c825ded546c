import Foundation
import Revive
@testable import ReviveCLI
import ReviveFaults
import ReviveNavigator
import Testing

struct TreeRendererTests {
    @Test func drawsTheTreeWithBoxCharactersAndValues() {
        let tree = TreeRenderer.renderTree(InspectorFixtures.comicReader().root)
        let lines = tree.split(separator: "\n").map(String.init)
        #expect(lines.first == "TabBarPage [root]  (tabs, selected 0 of 2)")
        #expect(lines.contains("├─ NavigationPage [library]  (stack of 2)"))
        #expect(lines.contains("│  ├─ LibraryPage [library]"))
        #expect(lines.contains("│  └─ ComicPage [comic-42]"))
        #expect(lines.contains("│     │  comic_id = 42"))
        #expect(lines.contains(#"│     │  title = "One Piece \"East Blue\"""#))
        #expect(lines.contains("│  │     filter = \"unread\""))
        #expect(lines.contains("│           page = 17"))
        #expect(lines.contains("└─ SettingsPage [settings]"))
        #expect(lines.contains(#"      theme = "light""#))
    }

    @Test func marksOnlyThePresentedReaderAsVisible() {
        let tree = TreeRenderer.renderTree(InspectorFixtures.comicReader().root)
        let marked = tree.split(separator: "\n").filter { $0.contains(TreeRenderer.visibleMarker) }
        #expect(marked == ["│     └─ presented ReaderPage [reader]  ◀ visible"])
    }

    @Test func headerColumnsAreAlignedAndNameTheVisiblePage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(try InspectorFixtures.bytes(), to: "main.revive")
        let text = TreeRenderer.render(try SnapshotFile.load(path: path))
        #expect(text.contains("\napp version     2.1\n"))
        #expect(text.contains("\nschema version  3\n"))
        #expect(text.contains("\nvisible page    \(InspectorFixtures.readerLabel)\n"))
        #expect(text.contains("\nencrypted       no\n"))
    }

    @Test func encryptedFileWithoutKeyShowsOnlyTheHeader() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (key, _) = try folder.writeKey()
        let path = try folder.write(try InspectorFixtures.bytes(key: key), to: "secret.revive")
        let file = try SnapshotFile.load(path: path)
        #expect(file.isEncrypted)
        #expect(file.snapshot == nil)
        #expect(file.header.sceneID == "main")
        let text = TreeRenderer.render(file)
        #expect(text.contains("encrypted       yes"))
        #expect(text.contains("The pages are encrypted; pass --key-file PATH to read them."))
        #expect(!text.contains("ReaderPage"))
    }

    @Test func showsEveryKindOfValueOnOneLine() {
        let state = PageState([
            "blob": .data(Data([1, 2, 255])), "when": .date(Date(timeIntervalSince1970: 0)),
            "list": .array([.int(1), .double(2.5), .null]), "map": .dictionary(["b": .bool(true), "a": .unsignedInt(7)]),
            "text": .string("line\nbreak"),
        ])
        let tree = TreeRenderer.renderTree(Snapshot.Node(typeName: "Page", state: state))
        #expect(tree.contains("blob = <3 bytes: 01 02 ff>"))
        #expect(tree.contains("when = 1970-01-01T00:00:00.000Z"))
        #expect(tree.contains("list = [1, 2.5, null]"))
        #expect(tree.contains(#"map = {"a": 7, "b": true}"#))
        #expect(tree.contains(#"text = "line\nbreak""#))
        #expect(tree.split(separator: "\n").count == 6)
    }
}
