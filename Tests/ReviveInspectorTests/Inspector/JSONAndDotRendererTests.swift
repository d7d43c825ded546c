import Foundation
import Revive
@testable import ReviveCLI
import ReviveNavigator
import Testing

struct JSONAndDotRendererTests {
    private func document(_ file: SnapshotFile) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(JSONRenderer.render(file).utf8))
        return try #require(object as? [String: Any])
    }

    private func file(_ snapshot: Snapshot) -> SnapshotFile {
        SnapshotFile(path: "main.revive", byteCount: 10, isEncrypted: false, header: snapshot.header, snapshot: snapshot)
    }

    @Test func jsonHoldsHeaderTreeAndVisiblePage() throws {
        let json = try document(file(InspectorFixtures.comicReader()))
        #expect(Set(json.keys) == ["file", "byteCount", "encrypted", "header", "pageCount", "visiblePage", "visiblePages", "root"])
        #expect((json["visiblePages"] as? [[String]])?.map { $0.last } == ["presented ReaderPage[reader]"])
        let header = try #require(json["header"] as? [String: Any])
        #expect(header["appVersion"] as? String == "2.1")
        #expect(header["schemaVersion"] as? Int == 3)
        #expect(json["pageCount"] as? Int == 6)
        #expect((json["visiblePage"] as? [String])?.last == "presented ReaderPage[reader]")
        let root = try #require(json["root"] as? [String: Any])
        #expect(root["kind"] as? String == "tabs")
        #expect(root["selectedIndex"] as? Int == 0)
        let stack = try #require((root["children"] as? [[String: Any]])?.first)
        let comic = try #require((stack["children"] as? [[String: Any]])?.last)
        let state = try #require(comic["state"] as? [String: [String: Any]])
        #expect(state["comic_id"]?["type"] as? String == "int")
        #expect(state["comic_id"]?["value"] as? Int == 42)
        #expect(comic["visible"] as? Bool == false)
        let reader = try #require(comic["presented"] as? [String: Any])
        #expect(reader["visible"] as? Bool == true)
    }

    @Test func jsonIsStableAndSortedAndSurvivesNonFiniteDoubles() throws {
        let snapshot = Snapshot(header: Snapshot.Header(createdAt: Date(timeIntervalSince1970: 0)), root: Snapshot.Node(
            typeName: "Page", state: PageState(["z": .double(.nan), "a": .double(.infinity)])
        ))
        let first = JSONRenderer.render(file(snapshot))
        #expect(first == JSONRenderer.render(file(snapshot)))
        #expect(first.contains(#""value" : "nan""#))
        let keys = try #require(first.range(of: "\"byteCount\"")?.lowerBound)
        let root = try #require(first.range(of: "\"root\"")?.lowerBound)
        #expect(keys < root)
    }

    @Test func jsonOfEncryptedFileWithoutKeyHasNullRoot() throws {
        let header = Snapshot.Header(sceneID: "main")
        let json = try document(SnapshotFile(path: "x", byteCount: 99, isEncrypted: true, header: header, snapshot: nil))
        #expect(json["encrypted"] as? Bool == true)
        #expect(json["root"] is NSNull)
        #expect(json["visiblePage"] is NSNull)
        #expect(json["visiblePages"] is NSNull)
        #expect((json["header"] as? [String: Any])?["sceneID"] as? String == "main")
    }

    @Test func dotIsADigraphWithSelectedAndPresentedEdges() {
        let dot = DotRenderer.render(InspectorFixtures.comicReader())
        #expect(dot.hasPrefix("digraph revive {"))
        #expect(dot.hasSuffix("}\n"))
        #expect(dot.contains("n0 -> n1 [style=bold, label=\"selected\"];"))
        #expect(dot.contains("n3 -> n4 [style=dashed, label=\"presented\"];"))
        #expect(dot.contains(#"title = \"One Piece \\\"East Blue\\\"\""#))
        let visible = dot.split(separator: "\n").filter { $0.contains("peripheries=2") }
        #expect(visible.count == 1)
        #expect(visible.first?.contains("ReaderPage") == true)
    }

    @Test func emptyArraysAndObjectsAreWrittenAsBrackets() {
        #expect(JSONValue.array([]).encoded() == "[]")
        #expect(JSONValue.object([:]).encoded() == "{}")
        let nested: JSONValue = .object([
            "children": .array([]), "state": .object([:]), "path": .array([.string("[\n]"), .array([])]),
        ])
        #expect(nested.encoded() == """
            {
              "children" : [],
              "path" : [
                "[\\n]",
                []
              ],
              "state" : {}
            }
            """)
    }
}
