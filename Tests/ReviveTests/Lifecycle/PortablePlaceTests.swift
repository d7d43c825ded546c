import Foundation
import Testing
@testable import Revive
@testable import ReviveTesting

/// A place travels as a line of pages, less the values kept on the device, and opens merged
/// with the receiving scene's own tree; whatever arrives is checked as a saved state is.
@MainActor
struct PortablePlaceTests {
    /// Library (a stack of two pages, the second presenting a reader) and Favorites (one page),
    /// `selected` selected.
    private func appRoot(selected: Int = 0, favoritesZoom: Double = 1) -> TreeNode {
        let detail = TreePage("detail", value: 42)
        let reader = TreePage("reader", value: 17)
        reader.zoom = 2.5
        detail.presented = reader
        let favorites = TreePage("favorites-root", value: 5)
        favorites.zoom = favoritesZoom
        return TreeTabs([
            TreeStack([TreePage("library-root"), detail], identifier: "library"),
            TreeStack([favorites], identifier: "favorites"),
        ], selectedIndex: selected, identifier: "tabs")
    }

    private func makeController(_ root: TreeNode? = nil, policy: RestorationPolicy = RestorationPolicy()) -> RestorationController<EngineHierarchy> {
        RestorationController(hierarchy: EngineHierarchy(root: root), registry: treeRegistry(), sceneID: "main", configuration: .init(
            store: InMemoryStore(), policy: policy, checkpointDelay: nil
        ))
    }

    /// The sender's place: Favorites selected, two pages deep, the first page's zoom 9.
    private func sentPlace(leavingOut keys: Set<String> = ["zoom"]) throws -> PortablePlace {
        let root = appRoot(selected: 1, favoritesZoom: 9)
        let favorites = try #require(root.children.last as? TreeStack)
        favorites.children.append(TreePage("favorite-7", value: 7))
        let sender = makeController(root)
        return try sender.place(leavingOut: keys)
    }

    @Test func aPlaceIsItsLineOfPagesLessTheValuesKeptOnTheDevice() throws {
        let place = try sentPlace(leavingOut: ["zoom"])
        let tabs = place.snapshot.root
        #expect(tabs.kind == .tabs(selectedIndex: 1))
        // The tab off the line is a stub: no pages, no values.
        #expect(tabs.children[0] == Snapshot.Node(typeName: "TreeStack", restorationID: "library", kind: .stack))
        let favorites = tabs.children[1]
        #expect(favorites.children.map(\.restorationID) == ["favorites-root", "favorite-7"])
        #expect(favorites.children[0].state.keys == ["value"])
        #expect(favorites.children[0].state["value"] == .int(5))

        let withPrefix = PortablePlace(try makeController(appRoot()).captureSnapshot(), leavingOut: ["zo."])
        #expect(withPrefix.snapshot.root.children[0].children[1].presented?.state.keys == ["value", "zoom"])
        let snapshot = Snapshot(root: Snapshot.Node(typeName: "P", state: PageState([
            "revive.draft.comment": .string("secret"), "revive.anchor": .int(3), "token": .string("t"),
        ])))
        let filtered = PortablePlace(snapshot, leavingOut: ["revive.draft.", "token"])
        #expect(filtered.snapshot.root.state.keys == ["revive.anchor"])
    }

    @Test func keysTheConfigurationKeepsOnTheDeviceLeaveNoPlaceAndSavesKeepThem() throws {
        let root = appRoot(selected: 0)
        let store = InMemoryStore()
        let controller = RestorationController(hierarchy: EngineHierarchy(root: root), registry: treeRegistry(), sceneID: "main", configuration: .init(
            store: store, checkpointDelay: nil, deviceOnlyKeys: ["zoom"]
        ))
        let reader = try #require(controller.place().snapshot.root.children[0].children[1].presented)
        #expect(reader.state.keys == ["value"])
        // The call's own keys add to the configuration's.
        let both = try controller.place(leavingOut: ["value"]).snapshot.root.children[0].children[1].presented
        #expect(both?.state.isEmpty == true)
        // The device keeps its own state.
        _ = controller.saveBeforeExit()
        let saved = try #require(try store.read(sceneID: "main"))
        let decoded = try SnapshotCodec().decode(saved)
        #expect(decoded.root.children[0].children[1].presented?.state["zoom"] == .double(2.5))
    }

    @Test func aTabOffTheLineIsAStubWhoseKindNamesNoChild() throws {
        let root = TreeTabs([
            TreeStack([TreePage("a")]),
            TreeTabs([TreeStack([TreePage("b")]), TreeStack([TreePage("c")])], selectedIndex: 1),
            TreeSplit([TreePage("d"), TreePage("e")], focusedIndex: 1, roles: [.primary, .secondary]),
        ], selectedIndex: 0)
        let place = try makeController(root).place()
        #expect(place.snapshot.root.children[1] == Snapshot.Node(typeName: "TreeTabs", kind: .tabs(selectedIndex: 0)))
        #expect(place.snapshot.root.children[2] == Snapshot.Node(typeName: "TreeSplit", kind: .split(focusedIndex: nil)))
        #expect(try PortablePlace(payload: try place.payload()) == place)
    }

    @Test func aPlaceTravelsAsAPayloadAndAsAURL() throws {
        let place = try sentPlace()
        let payload = try place.payload()
        #expect(payload.count <= PortablePlace.handoffPayloadAdvice)
        #expect(try PortablePlace(payload: payload) == place)
        let url = try place.url(try #require(URL(string: "comics://open?from=widget")))
        #expect(url.absoluteString.hasPrefix("comics://open?from=widget&revive-place="))
        #expect(!url.absoluteString.contains("+") && !url.absoluteString.contains("%"))
        #expect(try PortablePlace(url: url) == place)
        let identifier = try place.identifier()
        #expect(url.absoluteString.hasSuffix("revive-place=" + identifier))
        #expect(identifier.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        #expect(try PortablePlace(identifier: identifier) == place)
    }

    @Test func aDamagedOrHostilePayloadIsRefusedWithAReason() throws {
        let payload = try sentPlace().payload()
        func code(_ make: () throws(ReviveError) -> PortablePlace) -> ReviveError.Code? {
            do throws(ReviveError) {
                _ = try make()
                return nil
            } catch {
                return error.code
            }
        }
        #expect(code { () throws(ReviveError) in try PortablePlace(payload: payload.prefix(payload.count - 5)) } == .truncated)
        var tampered = payload
        tampered[tampered.count / 2] ^= 0x40
        #expect(code { () throws(ReviveError) in try PortablePlace(payload: tampered) } == .checksumMismatch)
        #expect(code { () throws(ReviveError) in try PortablePlace(payload: Data("hello".utf8)) } == .badMagic)
        let wide = Snapshot(root: Snapshot.Node(typeName: "S", kind: .stack, children: (0..<300).map { Snapshot.Node(typeName: "P\($0)") }))
        let tooMany = try SnapshotCodec().encode(wide)
        #expect(code { () throws(ReviveError) in try PortablePlace(payload: tooMany) } == .limitExceeded)
        let url = try #require(URL(string: "comics://open?revive-place=%2B%2B%2B"))
        #expect(code { () throws(ReviveError) in try PortablePlace(url: url) } == .malformed)
        let bare = try #require(URL(string: "comics://open"))
        #expect(code { () throws(ReviveError) in try PortablePlace(url: bare) } == .missingKey)
        let big = PortablePlace(Snapshot(root: Snapshot.Node(typeName: "P", state: PageState(["text": .string(String(repeating: "x", count: 4_000))]))))
        #expect(throws: ReviveError.self) { try big.payload() }
        #expect(try big.payload(maximumBytes: 8_000).count > 4_000)
    }

    @Test func aSpotlightItemsIdentifierIsReadAsThePlaceAndAnythingElseIsRefusedWithAReason() throws {
        let place = try sentPlace()
        // What Core Spotlight hands the app when the user opens an item indexed with the place's identifier.
        let spotlight: [AnyHashable: Any] = [PortablePlace.searchableItemActivityIdentifierKey: try place.identifier()]
        #expect(try PortablePlace(userInfo: spotlight) == place)
        // A Handoff payload wins over an identifier.
        let other = PortablePlace(Snapshot(root: Snapshot.Node(typeName: "TreePage", restorationID: "other")))
        var both = spotlight
        both[PortablePlace.userInfoKey] = try other.payload()
        #expect(try PortablePlace(userInfo: both) == other)
        func code(_ userInfo: [AnyHashable: Any]?) -> ReviveError.Code? {
            do throws(ReviveError) {
                _ = try PortablePlace(userInfo: userInfo)
                return nil
            } catch {
                return error.code
            }
        }
        #expect(code([PortablePlace.searchableItemActivityIdentifierKey: 42]) == .typeMismatch)
        #expect(code([PortablePlace.searchableItemActivityIdentifierKey: "comic 42"]) == .malformed)
        #expect(code([PortablePlace.searchableItemActivityIdentifierKey: "comic-42"]) == .badMagic)   // an item indexed before: not a place
        #expect(code([PortablePlace.searchableItemActivityIdentifierKey: String(try place.identifier().dropLast(8))]) == .truncated)
        #expect(code(["other": "x"]) == .missingKey)
        #expect(code(nil) == .missingKey)
    }

    @Test func aPlacesVisiblePageIsWhatIsPresentedElseTheSelectedTabsStackTopElseTheFocusedOrFirstShowingColumn() throws {
        // Library selected: its stack's top presents the reader, which is the visible page.
        let presenting = try makeController(appRoot(selected: 0)).place()
        #expect(presenting.visiblePage.restorationID == "reader")
        #expect(presenting.visiblePage.state["value"] == .int(17))
        // Favorites selected: its stack's top.
        #expect(try sentPlace().visiblePage.restorationID == "favorite-7")
        let split = TreeSplit([TreePage("sidebar"), TreeStack([TreePage("list"), TreePage("item")])], focusedIndex: 1, roles: [.primary, .secondary])
        #expect(try makeController(split).place().visiblePage.restorationID == "item")
        // No focus: the first column that shows a page, as `RestorableHierarchy.visibleNode` finds it.
        let sidebarFirst = TreeSplit([TreePage("sidebar"), TreeStack([TreePage("list"), TreePage("item")])], focusedIndex: nil, roles: [.primary, .secondary])
        #expect(try makeController(sidebarFirst).place().visiblePage.restorationID == "sidebar")
        let unfocused = TreeSplit([TreeStack([]), TreeStack([TreePage("list"), TreePage("item")])], focusedIndex: nil, roles: [.primary, .secondary])
        #expect(try makeController(unfocused).place().visiblePage.restorationID == "item")
        // A tab container whose selection names no child, and an empty stack, are the page.
        let stray = Snapshot(root: Snapshot.Node(typeName: "T", restorationID: "tabs", kind: .tabs(selectedIndex: 3), children: [Snapshot.Node(typeName: "P")]))
        #expect(stray.visiblePage.restorationID == "tabs")
        #expect(Snapshot(root: Snapshot.Node(typeName: "S", restorationID: "empty", kind: .stack)).visiblePage.restorationID == "empty")
    }

    @Test func anOpenedPlaceIsMergedWithTheScenesTreeKeepingItsValuesOffThePlace() async throws {
        let receiver = makeController()
        await receiver.launch { appRoot(selected: 0, favoritesZoom: 3) }
        let outcome = await receiver.open(try sentPlace(leavingOut: ["zoom"]))
        guard case .opened(let report) = outcome else {
            Issue.record("not opened: \(outcome)")
            return
        }
        #expect(report.isComplete)
        let tabs = try #require(receiver.hierarchy.rootNode as? TreeTabs)
        #expect(tabs.kind == .tabs(selectedIndex: 1))
        #expect(receiver.hierarchy.visiblePage?.identifier == "favorite-7")
        #expect(receiver.hierarchy.visiblePage?.value == 7)
        let favoritesRoot = try #require(tabs.children[1].children.first as? TreePage)
        #expect(favoritesRoot.value == 5)
        #expect(favoritesRoot.zoom == 3)   // kept on this device: the place does not carry it
        // The Library tab, off the place's line, is this device's: its reader still presented.
        let detail = try #require(tabs.children[0].children.last as? TreePage)
        #expect((detail.presented as? TreePage)?.zoom == 2.5)
    }

    @Test func aPlaceBeforeTheLaunchIsOverIsRefused() async throws {
        let receiver = makeController()
        guard case .refused(let early) = await receiver.open(try sentPlace()) else {
            Issue.record("a place opened before the launch")
            return
        }
        #expect(early.code == .placeRefused)
        #expect(receiver.hierarchy.rootNode == nil)
    }

    @Test func onlyRegisteredPagesOfAPlaceComeBackAndTheReportNamesTheOthers() async throws {
        let receiver = makeController()
        await receiver.launch { TreeStack([TreePage("home")], identifier: "root") }
        let line = Snapshot(root: Snapshot.Node(typeName: "TreeStack", restorationID: "root", kind: .stack, children: [
            Snapshot.Node(typeName: "TreePage", restorationID: "home"),
            Snapshot.Node(typeName: "TreePage", restorationID: "next"),
            Snapshot.Node(typeName: "NotAPage", restorationID: "evil"),
            Snapshot.Node(typeName: "TreePage", restorationID: "above"),
        ]))
        guard case .opened(let report) = await receiver.open(PortablePlace(line)) else {
            Issue.record("not opened")
            return
        }
        #expect(report.items(.droppedPage).map(\.path) == ["TreeStack(\"root\") > NotAPage(\"evil\")"])
        let stack = try #require(receiver.hierarchy.rootNode as? TreeStack)
        #expect(stack.children.map(\.identifier) == ["home", "next"])
    }

    @Test func aPlaceTheAppsPolicyRefusesLeavesTheTreeAsItWas() async throws {
        var policy = RestorationPolicy(appVersion: "2.0", schemaVersion: 2, discardsOtherAppVersions: true)
        policy.registerMigration(from: 1) { snapshot in
            var migrated = snapshot
            migrated.root.children[1].children[0].state["value"] = StateValue.int(500)
            return migrated
        }
        let receiver = makeController(policy: policy)
        await receiver.launch { appRoot() }
        let before = try receiver.captureSnapshot()
        var place = try sentPlace().snapshot

        place.header.schemaVersion = 3
        guard case .refused(let newer) = await receiver.open(PortablePlace(place)) else {
            Issue.record("a newer schema was opened")
            return
        }
        #expect(newer.code == .placeRefused)
        #expect(newer.localizedDescription.contains("schema version 3"))
        #expect(try receiver.captureSnapshot().hasSameState(as: before))

        place.header.schemaVersion = 2
        place.header.appVersion = "1.0"
        var savedFileRule = policy
        savedFileRule.placesFollowAppVersionRule = true   // the saved file's rule, asked for
        let strict = makeController(policy: savedFileRule)
        await strict.launch { appRoot() }
        guard case .refused(let otherApp) = await strict.open(PortablePlace(place)) else {
            Issue.record("another app version was opened")
            return
        }
        #expect(otherApp.localizedDescription.contains("\"1.0\""))

        let budgeted = makeController()
        budgeted.budget = CaptureBudget(maxPageBytes: 4, maxTotalBytes: .max)
        await budgeted.launch { appRoot() }
        guard case .refused(let over) = await budgeted.open(try sentPlace()) else {
            Issue.record("a place over budget was opened")
            return
        }
        #expect(over.code == .overPageBudget)

        place.header.schemaVersion = 1   // migrated, then opened
        place.header.appVersion = "2.0"
        guard case .opened = await receiver.open(PortablePlace(place)) else {
            Issue.record("an older schema was not migrated")
            return
        }
        #expect(receiver.hierarchy.visiblePage?.identifier == "favorite-7")
        let migratedRoot = receiver.hierarchy.rootNode?.children[1].children.first as? TreePage
        #expect(migratedRoot?.value == 500)
    }

    @Test func aPlaceFromAnotherAppVersionOpensWhenItsSchemaIsRead() async throws {
        let receiver = makeController(policy: RestorationPolicy(appVersion: "2.0", discardsOtherAppVersions: true))
        await receiver.launch { appRoot() }
        var place = try sentPlace().snapshot
        place.header.appVersion = "1.9"   // the other device updates tomorrow
        guard case .opened = await receiver.open(PortablePlace(place)) else {
            Issue.record("a place of another app version was refused")
            return
        }
        #expect(receiver.hierarchy.visiblePage?.identifier == "favorite-7")
    }
}

