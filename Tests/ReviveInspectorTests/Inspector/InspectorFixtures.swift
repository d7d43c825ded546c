import Crypto
import Foundation
import Revive
import ReviveFaults
import ReviveNavigator
import Testing

/// Snapshots and real files for the inspector's tests.
enum InspectorFixtures {
    /// The visible page of ``comicReader``'s tree.
    static let readerLabel = "TabBarPage[root] > NavigationPage[library] > ComicPage[comic-42] > presented ReaderPage[reader]"

    /// Tabs (library stack selected, settings); the library stack holds a list and a comic page
    /// that presents a reader: the reader is visible.
    static func comicReader(page: Int64 = 17, theme: String = "light") -> Snapshot {
        let reader = Snapshot.Node(typeName: "ReaderPage", restorationID: "reader", state: PageState(["page": .int(page)]))
        let list = Snapshot.Node(typeName: "LibraryPage", restorationID: "library", state: PageState(["filter": .string("unread")]))
        let comic = Snapshot.Node(
            typeName: "ComicPage", restorationID: "comic-42",
            state: PageState(["comic_id": .int(42), "title": .string("One Piece \"East Blue\"")]), presented: reader
        )
        let stack = Snapshot.Node(typeName: "NavigationPage", restorationID: "library", kind: .stack, children: [list, comic])
        let settings = Snapshot.Node(typeName: "SettingsPage", restorationID: "settings", state: PageState(["theme": .string(theme)]))
        let root = Snapshot.Node(typeName: "TabBarPage", restorationID: "root", kind: .tabs(selectedIndex: 0), children: [stack, settings])
        let header = Snapshot.Header(
            appVersion: "2.1", schemaVersion: 3, createdAt: Date(timeIntervalSince1970: 1_750_000_000), sceneID: "main"
        )
        return Snapshot(header: header, root: root)
    }

    /// A split of three columns with roles, the third focused: a sidebar stack, a shelf stack
    /// with a sheet presented over it, a detail stack of a comic and its reader. Three pages are
    /// on screen: the library, the sheet and the reader (which has the focus).
    static func comicSplit(focusedIndex: Int? = 2, page: Int64 = 17) -> Snapshot {
        func stack(_ id: String, _ pages: [Snapshot.Node], presented: Snapshot.Node? = nil) -> Snapshot.Node {
            Snapshot.Node(typeName: "NavigationPage", restorationID: id, kind: .stack, children: pages, presented: presented)
        }
        let library = Snapshot.Node(typeName: "LibraryPage", restorationID: "library", state: PageState(["filter": .string("unread")]))
        let shelf = Snapshot.Node(typeName: "ShelfPage", restorationID: "shelf")
        let sheet = Snapshot.Node(typeName: "SortOptionsPage", restorationID: "sort")
        let comic = Snapshot.Node(typeName: "ComicPage", restorationID: "comic-42", state: PageState(["comic_id": .int(42)]))
        let reader = Snapshot.Node(typeName: "ReaderPage", restorationID: "reader", state: PageState(["page": .int(page)]))
        let root = Snapshot.Node(
            typeName: "SplitPage", restorationID: "root",
            kind: .split(focusedIndex: focusedIndex, roles: [.primary, .supplementary, .secondary]),
            children: [stack("sidebar", [library]), stack("shelf", [shelf], presented: sheet), stack("detail", [comic, reader])]
        )
        return Snapshot(header: Snapshot.Header(appVersion: "3.0", schemaVersion: 2, sceneID: "main"), root: root)
    }

    /// The labels of ``comicSplit(focusedIndex:page:)``'s visible pages, in drawing order.
    static let splitLabels = [
        "SplitPage[root] > NavigationPage[sidebar] > LibraryPage[library]",
        "SplitPage[root] > NavigationPage[shelf] > presented SortOptionsPage[sort]",
        "SplitPage[root] > NavigationPage[detail] > ReaderPage[reader]",
    ]

    /// The same tree as bytes, optionally encrypted.
    static func bytes(_ snapshot: Snapshot = comicReader(), key: SymmetricKey? = nil) throws -> Data {
        try SnapshotCodec(key: key).encode(snapshot)
    }

    /// A chain of `depth` stacks, each the only child of the one above: over the default depth cap
    /// when `depth` > 64, written with a codec whose cap is raised.
    static func deepBytes(depth: Int) throws -> Data {
        var node = Snapshot.Node(typeName: "LeafPage")
        for _ in 1..<depth { node = Snapshot.Node(typeName: "NavigationPage", kind: .stack, children: [node]) }
        return try SnapshotCodec(limits: SnapshotCodec.DecodingLimits(maxDepth: depth + 10)).encode(Snapshot(root: node))
    }

    /// `data` with one bit flipped at `offset` (counted from the end when negative).
    static func flippingBit(of data: Data, at offset: Int) -> Data {
        var copy = data
        let index = offset >= 0 ? offset : data.count + offset
        copy[copy.startIndex + index] ^= 0x10
        return copy
    }

    /// `data` with the format version (bytes 4–5, little-endian) replaced.
    static func withFormatVersion(_ version: UInt16, of data: Data) -> Data {
        var copy = data
        copy[copy.startIndex + 4] = UInt8(version & 0xFF)
        copy[copy.startIndex + 5] = UInt8(version >> 8)
        return copy
    }
}

extension TemporaryFolder {
    /// Writes a fresh 256-bit key file.
    /// - Returns: The key and the file's path.
    func writeKey(to name: String = "revive.key") throws -> (SymmetricKey, String) {
        let key = SymmetricKey(size: .bits256)
        let path = try write(key.withUnsafeBytes { Data($0) }, to: name)
        return (key, path)
    }
}
