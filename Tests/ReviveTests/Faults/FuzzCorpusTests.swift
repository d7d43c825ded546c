import Crypto
import Foundation
import Testing
@testable import Revive
import ReviveFaults
import ReviveNavigator

/// The fuzz seeds in `Fuzz/corpus/` and the engine's regression inputs in `Fuzz/regressions/`
/// are exactly the files the codec and the tree reader's format give for the inputs below.
///
/// Run once with `REVIVE_WRITE_FUZZ_CORPUS=1 swift test --filter FuzzCorpusTests` to
/// (re)write them after a format change; otherwise the committed files are compared byte for
/// byte (the encrypted seed, whose nonce is random, by what it decrypts to).
struct FuzzCorpusTests {
    static let key = SymmetricKey(data: Data(repeating: 0x5A, count: 32))
    /// Every seed's creation time, so that a seed is the same bytes on every run.
    static let savedAt = Date(timeIntervalSinceReferenceDate: 700_000_000)

    /// `snapshot` created at `date` (``savedAt`` by default), every date value in its pages at
    /// ``savedAt`` too (the rich fixture holds `Date()`).
    static func dated(_ snapshot: Snapshot, _ date: Date = savedAt) -> Snapshot {
        func fixed(_ node: Snapshot.Node) -> Snapshot.Node {
            var copy = node
            for key in node.state.keys where node.state[key].map({ if case .date = $0 { true } else { false } }) == true {
                copy.state[key] = .date(savedAt)
            }
            copy.children = node.children.map(fixed)
            copy.presented = node.presented.map(fixed)
            return copy
        }
        var copy = snapshot
        copy.header.createdAt = date
        copy.root = fixed(snapshot.root)
        return copy
    }

    /// A one-page state created at `seconds` since 2001: the header times that were once
    /// restored although `maximumAge` was set.
    static func createdAt(_ seconds: Double) throws -> Data {
        try SnapshotCodec().encode(dated(
            Snapshot(header: Snapshot.Header(sceneID: "main"), root: Snapshot.Node(typeName: "FuzzPage")),
            Date(timeIntervalSinceReferenceDate: seconds)
        ))
    }

    /// Tabs of three pages, the third selected; the second's type is not registered, so it is
    /// dropped and the selection must follow the third.
    static let tabDroppedBeforeTheSelectedOne = Data([1, 3, 0x0E, 2, 0, 0, 4, 1, 0, 2, 2, 0, 2])

    /// Splits of every shape the format allows: focused or not, with roles or not,
    /// collapsed, with no children, nested in tabs, in a stack and in a presentation.
    static let splitShapes: Snapshot = {
        func page(_ name: String, _ id: String = "") -> Snapshot.Node { Snapshot.Node(typeName: name, restorationID: id) }
        let panes = Snapshot.Node(typeName: "EditorSplit", kind: .split(focusedIndex: nil), children: [page("Pane", "a"), page("Pane", "b")])
        let compact = Snapshot.Node(
            typeName: "SplitPage", kind: .split(focusedIndex: 1, roles: [.primary, .secondary], isCollapsed: true),
            children: [page("FuzzListPage"), Snapshot.Node(typeName: "NavigationPage", kind: .stack, children: [page("FuzzPage", "1")])]
        )
        let empty = Snapshot.Node(typeName: "WorkspacePage", kind: .split(focusedIndex: nil, isCollapsed: true))
        let stack = Snapshot.Node(
            typeName: "NavigationPage", kind: .stack, children: [page("FuzzPage"), panes],
            presented: Snapshot.Node(typeName: "ModalSplit", kind: .split(focusedIndex: 0, roles: ["inspector"]), children: [page("FuzzPage")])
        )
        let root = Snapshot.Node(typeName: "TabBarPage", kind: .tabs(selectedIndex: 1), children: [stack, compact, empty])
        return Snapshot(header: Snapshot.Header(sceneID: "main"), root: root)
    }()

    /// A fuzzer tree (``FuzzTreeReader``) whose root is a `SplitPage` (name 31) of three columns
    /// (a stack, a page that presents an unregistered page, a page with a value), the third
    /// focused, with roles.
    static let treeSplit = Data([31, 0, 0x0F, 0, 1, 0x05, 2, 2, 0x40, 7, 3, 3, 0x20, 4, 0, 0x00, 2, 1, 0x40, 9, 0x22])

    /// Places (``FuzzPlaceReader``: a header byte, then per node name, id, shape, …; the last
    /// byte picks the removed-pages rule) and texts for the place target.
    enum Place {
        /// The Favorites tab's line, one page further, with values under both device-only keys.
        static let favoritesLine = Data([0x00, 0, 0, 0x06, 1, 2, 0x09, 3, 7, 0x00, 3, 13, 0x40, 2, 1, 26, 2, 83, 0])
        /// The Library tab's line with `detail` carrying `zoom` 99 and a `device.secret`: the
        /// receiver's own values must stay (the first attack on an arriving place).
        static let deviceOnlyWritten = Data([0x00, 0, 0, 0x06, 1, 1, 0x09, 3, 4, 0x00, 3, 5, 0x40, 2, 1, 26, 2, 83, 0, 0])
        /// The Favorites tab with an empty stack: nothing would be on screen.
        static let emptyStack = Data([0x00, 0, 0, 0x06, 1, 2, 0x01, 0])
        /// A stack as the root, in place of the receiver's tabs.
        static let anotherRoot = Data([0x00, 1, 3, 0x05, 3, 10, 0x00])
        /// The Library tab back at its root, taking `detail` and `reader` (values) off screen,
        /// under the rule `refuse` (last byte 1).
        static let removesPagesRefused = Data([0x00, 0, 0, 0x06, 1, 1, 0x05, 3, 4, 0x00, 0, 1])
        /// The Settings split's second column focused, one page further.
        static let settingsColumn = Data([0x00, 0, 0, 0x06, 2, 3, 0x07, 1, 9, 0x09, 3, 11, 0x00, 3, 13, 0x00, 0, 0, 0])
        /// Texts: a URL with the item twice, one whose escapes are not UTF-8, an identifier.
        static let repeatedItem = Data("app://open?revive-place=UlZJVg&revive%2Dplace=UlZJVg".utf8)
        static let notUTF8 = Data("app://open?revive-place=%FF%FE".utf8)
        static let identifier = Data("UlZJVgABAA".utf8)

        /// `favoritesLine` as it travels: a payload, a URL (with another query item) and an
        /// identifier, each with its checksum, so that the fuzzer mutates the text around a
        /// payload that reaches the merge.
        static func travelling() throws -> [String: Data] {
            var reader = FuzzPlaceReader(favoritesLine)
            let place = try PortablePlace(payload: try SnapshotCodec().encode(reader.readPlace()))
            let url = try place.url(try #require(URL(string: "app://open?from=widget")))
            return [
                "payload-favorites-line.revive": try place.payload(),
                "url-favorites-line.txt": Data(url.absoluteString.utf8),
                "identifier-favorites-line.txt": Data(try place.identifier().utf8),
            ]
        }
    }

    /// The seeds of each target, by file name.
    static func seeds() throws -> [FuzzTarget: [String: Data]] {
        let codec = SnapshotCodec()
        let files: [String: Data] = [
            "small.revive": try codec.encode(dated(CodecFixtures.smallSnapshot)),
            "rich.revive": try codec.encode(dated(CodecFixtures.richSnapshot)),
            "generation.revive": try codec.encode(dated(TortureGeneration.snapshot(3, payloadSize: 48))),
            "single-page.revive": try codec.encode(dated(Snapshot(header: Snapshot.Header(sceneID: "main"), root: Snapshot.Node(typeName: "FuzzPage")))),
            "split.revive": try codec.encode(dated(SavedStateSampleFileTests.splitSample)),
            "split-shapes.revive": try codec.encode(dated(splitShapes)),
        ]
        var loader = files
        loader["small-encrypted.revive"] = try SnapshotCodec(key: key).encode(dated(CodecFixtures.smallSnapshot))
        loader["created-at-nan.revive"] = try createdAt(.nan)
        loader["created-at-infinity.revive"] = try createdAt(.infinity)
        loader["created-at-far-future.revive"] = try createdAt(1e12)
        let trees: [String: Data] = [
            // name byte, restoration id, shape (kind | children << 2 | presented 0x20 | state 0x40), …
            "tree-stack.bin": Data([1, 0, 0x09, 2, 1, 0x40, 7, 3, 2, 0x40, 9]),
            "tree-tabs.bin": Data([1, 0, 0x0A, 1, 0, 2, 0, 0x20, 4, 0, 0, 1]),
            "tree-unregistered.bin": Data([0, 0, 0x0D, 4, 1, 0, 5, 2, 0, 6, 3, 0]),
            "tree-raw-name.bin": Data([0xF0, 8] + Array("FuzzPage".utf8) + [1, 0]),
            "tree-tab-dropped-before-selected.bin": tabDroppedBeforeTheSelectedOne,
            "tree-split.bin": treeSplit,
        ]
        var rebuild = trees
        for name in ["small.revive", "split.revive", "split-shapes.revive"] { rebuild[name] = files[name] }
        var place: [String: Data] = [
            "tree-favorites-line.bin": Place.favoritesLine, "tree-device-only-written.bin": Place.deviceOnlyWritten,
            "tree-empty-stack.bin": Place.emptyStack, "tree-another-root.bin": Place.anotherRoot,
            "tree-removes-pages-refused.bin": Place.removesPagesRefused, "tree-settings-column.bin": Place.settingsColumn,
            "url-repeated-item.txt": Place.repeatedItem, "url-not-utf8.txt": Place.notUTF8, "identifier.txt": Place.identifier,
        ]
        place.merge(try Place.travelling()) { $1 }
        return [.loader: loader, .roundTrip: files, .rebuild: rebuild, .place: place]
    }

    /// The engine's regression inputs, by target and file name.
    static func regressions() throws -> [FuzzTarget: [String: Data]] {
        [
            .loader: ["created-at-nan-restored.revive": try createdAt(.nan), "created-at-infinity-restored.revive": try createdAt(.infinity)],
            .roundTrip: ["created-at-nan.revive": try createdAt(.nan)],
            .rebuild: ["tab-dropped-before-selected.bin": tabDroppedBeforeTheSelectedOne],
            // The attacks on an arriving place made by hand, before the target existed.
            .place: [
                "device-only-written.bin": Place.deviceOnlyWritten, "blank-empty-stack.bin": Place.emptyStack,
                "another-root.bin": Place.anotherRoot,
            ],
        ]
    }

    static func folder(_ kind: FuzzInputs.Kind, _ target: FuzzTarget) -> URL {
        FuzzInputs.folder.appendingPathComponent(kind.rawValue).appendingPathComponent(target.rawValue)
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["REVIVE_WRITE_FUZZ_CORPUS"] == "1"))
    func writeTheSeedsWhenAsked() throws {
        for (kind, inputs) in [(FuzzInputs.Kind.corpus, try Self.seeds()), (.regressions, try Self.regressions())] {
            for (target, files) in inputs {
                let folder = Self.folder(kind, target)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
            }
        }
    }

    @Test func theCommittedSeedsAreTheCodecsOwnFiles() throws {
        for (target, files) in try Self.seeds() {
            let committed = try FuzzInputs.files(.corpus, target: target.rawValue)
            #expect(committed.map(\.lastPathComponent) == files.keys.sorted(), "Fuzz/corpus/\(target.rawValue)")
            for name in files.keys.sorted() {
                let bytes = try Data(contentsOf: Self.folder(.corpus, target).appendingPathComponent(name))
                if name.contains("encrypted") {
                    let expected = try SnapshotCodec(key: Self.key).decode(try #require(files[name]))
                    #expect(try SnapshotCodec(key: Self.key).decode(bytes) == expected, "\(target.rawValue)/\(name)")
                } else {
                    #expect(bytes == files[name], "\(target.rawValue)/\(name) differs from what the codec writes")
                }
            }
        }
    }

    /// The split seeds hold split nodes for the decoding targets, and the fuzzer tree reads as one.
    @Test func theSplitSeedsReachTheSplitKind() throws {
        for name in ["split.revive", "split-shapes.revive"] {
            let bytes = try Data(contentsOf: Self.folder(.corpus, .loader).appendingPathComponent(name))
            var pending = [try SnapshotCodec().decode(bytes).root]
            var splits = 0
            while let node = pending.popLast() {
                if node.kind.name == "split" { splits += 1 }
                pending += node.children + (node.presented.map { [$0] } ?? [])
            }
            #expect(splits > 0, "\(name)")
        }
        var reader = FuzzTreeReader(Self.treeSplit)
        let tree = reader.readTree()
        #expect(tree.typeName == "SplitPage")
        #expect(tree.kind == .split(focusedIndex: 2, roles: [.primary, .supplementary, .secondary]))
        #expect(tree.children.map(\.kind) == [.stack, .page, .page])
        #expect(tree.children[1].presented?.typeName == "FuzzSecretPage")
        #expect(FuzzTreeReader.split(selection: 0xC0, childCount: 3) == .split(focusedIndex: nil, isCollapsed: true))
        #expect(FuzzTreeReader.split(selection: 0x05, childCount: 0) == .split(focusedIndex: nil))
    }

    /// The rebuild target's focus oracle refuses a focus that left a surviving pane, and accepts
    /// the focus that followed it.
    @Test @MainActor func theRebuildOracleRefusesAFocusThatLeftASurvivingPane() {
        let saved = Snapshot.Node(typeName: "SplitPage", restorationID: "3", kind: .split(focusedIndex: 2), children: [
            Snapshot.Node(typeName: "FuzzPage", restorationID: "0"), Snapshot.Node(typeName: "FuzzSecretPage", restorationID: "1"),
            Snapshot.Node(typeName: "FuzzPage", restorationID: "2"),
        ])
        func restored(focusing index: Int?) -> SplitPage {
            SplitPage(pages: [Page(restorationIdentifier: "0"), Page(restorationIdentifier: "2")], focusedIndex: index, restorationIdentifier: "3")
        }
        #expect(FuzzRebuild.focusFinding(saved: saved, restored: restored(focusing: 0)) != nil, "the focus on another pane is a finding")
        #expect(FuzzRebuild.focusFinding(saved: saved, restored: restored(focusing: nil)) != nil, "a lost focus is a finding")
        #expect(FuzzRebuild.focusFinding(saved: saved, restored: restored(focusing: 1)) == nil)
        #expect(FuzzRebuild.check(Self.treeSplit) == nil)
    }

    /// The place target's seeds read as the places they are named for, and its oracle finds a
    /// device-only value that is neither this device's nor the page's default.
    @Test @MainActor func thePlaceSeedsReachTheMergeAndTheOracleFindsAWrittenDeviceOnlyValue() throws {
        var reader = FuzzPlaceReader(Place.deviceOnlyWritten)
        let place = reader.readPlace()
        #expect(place.root.typeName == "TabBarPage")
        #expect(place.root.children.first?.children.map(\.restorationID) == ["library-root", "detail"])
        #expect(place.root.children.first?.children.last?.state["zoom"] == .double(99))
        func detail(zoom: Double) -> Snapshot.Node {
            Snapshot.Node(typeName: "TabBarPage", restorationID: "tabs", kind: .tabs(selectedIndex: 0), children: [
                Snapshot.Node(typeName: "FuzzPlacePage", restorationID: "detail", state: PageState(["zoom": .double(zoom)])),
            ])
        }
        #expect(FuzzPlace.deviceOnlyFinding(before: detail(zoom: 3), after: detail(zoom: 99)) != nil, "a value from outside is a finding")
        #expect(FuzzPlace.deviceOnlyFinding(before: detail(zoom: 3), after: detail(zoom: 3)) == nil)
        #expect(FuzzPlace.deviceOnlyFinding(before: detail(zoom: 3), after: detail(zoom: 1)) == nil, "a page made fresh has its default")
        #expect(FuzzPlace.check(Place.deviceOnlyWritten) == nil)
        // The structure a place never changes: tabs and columns by identity, not a stack's pages.
        let split = Snapshot.Node(typeName: "SplitPage", restorationID: "s", kind: .split(focusedIndex: 0, roles: [.primary]), children: [
            Snapshot.Node(typeName: "NavigationPage", restorationID: "n", kind: .stack, children: [Snapshot.Node(typeName: "FuzzPlacePage")]),
        ])
        #expect(FuzzPlace.structure(of: split) == "SplitPage(s) split roles [\"primary\"] [NavigationPage(n) stack]")
    }

    @Test func theCommittedRegressionsAreTheInputsTheyAreNamedFor() throws {
        for (target, files) in try Self.regressions() {
            for name in files.keys.sorted() {
                let bytes = try Data(contentsOf: Self.folder(.regressions, target).appendingPathComponent(name))
                #expect(bytes == files[name], "\(target.rawValue)/\(name)")
            }
        }
    }

    /// The rebuild target's selection oracle refuses a selection that fell back to the first
    /// tab when the saved selected tab came back, and accepts the selection that followed it.
    @Test @MainActor func theRebuildOracleRefusesASelectionThatLeftASurvivingTab() {
        var tabs = Snapshot.Node(typeName: "TabBarPage", restorationID: "3", kind: .tabs(selectedIndex: 2), children: [
            Snapshot.Node(typeName: "FuzzPage", restorationID: "0"), Snapshot.Node(typeName: "FuzzSecretPage", restorationID: "1"),
            Snapshot.Node(typeName: "FuzzPage", restorationID: "2"),
        ])
        func restored(selecting index: Int) -> TabBarPage {
            TabBarPage(pages: [Page(restorationIdentifier: "0"), Page(restorationIdentifier: "2")], selectedIndex: index, restorationIdentifier: "3")
        }
        #expect(FuzzRebuild.selectionFinding(saved: tabs, restored: restored(selecting: 0)) != nil, "a reset to the first tab is a finding")
        #expect(FuzzRebuild.selectionFinding(saved: tabs, restored: restored(selecting: 1)) == nil)
        tabs.kind = .tabs(selectedIndex: 1)
        #expect(FuzzRebuild.selectionFinding(saved: tabs, restored: restored(selecting: 0)) == nil, "the selected tab did not come back")
    }
}
