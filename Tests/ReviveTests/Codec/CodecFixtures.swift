import Foundation
@testable import Revive
@testable import ReviveNavigator

/// Snapshots the codec tests encode: a rich tree with every kind of value, and a small one.
enum CodecFixtures {
    /// Every `StateValue` case, edge values, non-ASCII text and empty containers.
    static let everyValue: [String: StateValue] = {
        return [
            "null": .null,
            "yes": .bool(true),
            "no": .bool(false),
            "int.min": .int(.min),
            "int.max": .int(.max),
            "int.zero": .int(0),
            "int.negative": .int(-42),
            "uint.max": .unsignedInt(.max),
            "double.pi": .double(.pi),
            "double.negativeZero": .double(-0.0),
            "double.infinity": .double(-.infinity),
            "double.subnormal": .double(.leastNonzeroMagnitude),
            "string.ascii": .string("One Piece"),
            "string.emoji": .string("漫画 📚 café — Ωμέγα"),
            "string.empty": .string(""),
            "data": .data(Data([0x00, 0xFF, 0x10, 0x80])),
            "data.empty": .data(Data()),
            "date.now": .date(Date()),
            "date.fraction": .date(Date(timeIntervalSinceReferenceDate: 0.1)),
            "date.past": .date(Date(timeIntervalSince1970: -1_234_567.891)),
            "array": .array([.int(1), .string("two"), .array([.null, .bool(true)])]),
            "array.empty": .array([]),
            "dictionary": .dictionary(["b": .int(2), "a": .dictionary(["ü": .string("ß")])]),
            "dictionary.empty": .dictionary([:]),
            "ключ": .string("значение"),
        ]
    }()

    /// Tabs → two stacks and a page; a presented chain of three over the first stack's top.
    static let richSnapshot: Snapshot = {
        let alert = Snapshot.Node(
            typeName: "AlertPage", restorationID: "alert", state: PageState(["message": .string("⚠️")])
        )
        let sheet = Snapshot.Node(typeName: "OptionsSheet", restorationID: "options", presented: alert)
        let detail = Snapshot.Node(
            typeName: "ComicDetailPage", restorationID: "detail#42", state: PageState(everyValue), presented: sheet
        )
        let list = Snapshot.Node(
            typeName: "ComicListPage", restorationID: "list", state: PageState(["scroll": .double(812.5)])
        )
        let library = Snapshot.Node(
            typeName: "NavigationPage", restorationID: "library", kind: .stack, children: [list, detail]
        )
        let settings = Snapshot.Node(
            typeName: "NavigationPage", restorationID: "settings", kind: .stack,
            children: [Snapshot.Node(typeName: "SettingsPage", restorationID: "")]
        )
        let emptyTabs = Snapshot.Node(typeName: "EmptyTabs", kind: .tabs(selectedIndex: 0))
        let root = Snapshot.Node(
            typeName: "RootTabs", restorationID: "root", kind: .tabs(selectedIndex: 1),
            children: [settings, library, emptyTabs]
        )
        let header = Snapshot.Header(
            appVersion: "2.1 (β)", schemaVersion: 7,
            createdAt: Date(timeIntervalSinceReferenceDate: 790_000_000.123_456),
            sceneID: "scene-Ä"
        )
        return Snapshot(header: header, root: root)
    }()

    /// A small snapshot (a few hundred bytes) for bit-flip and truncation sweeps.
    static let smallSnapshot: Snapshot = {
        let detail = Snapshot.Node(
            typeName: "ComicDetailPage", restorationID: "detail",
            state: PageState([
                "comic_id": .int(42), "name": .string("One Piece 航海"), "rating": .double(4.5),
                "tags": .array([.string("shonen"), .string("pirates")]),
                "opened": .date(Date(timeIntervalSinceReferenceDate: 1e8)),
                "cover": .data(Data(repeating: 7, count: 16)),
                "flags": .dictionary(["read": .bool(true), "fav": .null]),
                "big": .unsignedInt(.max), "neg": .int(-9),
            ]),
            presented: Snapshot.Node(typeName: "SharePage", restorationID: "share")
        )
        let stack = Snapshot.Node(
            typeName: "NavigationPage", kind: .stack, children: [Snapshot.Node(typeName: "ComicListPage"), detail]
        )
        let root = Snapshot.Node(
            typeName: "Tabs", kind: .tabs(selectedIndex: 0), children: [stack, Snapshot.Node(typeName: "SettingsPage")]
        )
        return Snapshot(header: Snapshot.Header(appVersion: "1.0", schemaVersion: 1, sceneID: "main"), root: root)
    }()
}
