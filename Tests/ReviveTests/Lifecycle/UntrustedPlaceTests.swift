import Foundation
import Testing
@testable import Revive
@testable import ReviveTesting

/// A place is input from anyone who can hand the user a link: it moves the user within the
/// scene's own structure, never writes a device-only value, never leaves a blank screen, never
/// removes a page holding values without saying so, and is read in one way only. Each place
/// here is a valid payload (a correct SHA-256) over a hostile tree.
@MainActor
struct UntrustedPlaceTests {
    /// Library (a stack: the root, and `detail` presenting `reader`), Favorites (one page) and
    /// Settings (one page); Library selected.
    private func sceneRoot() -> TreeNode {
        let detail = TreePage("detail", value: 42)
        detail.zoom = 3
        detail.presented = TreePage("reader", value: 17)
        return TreeTabs([
            TreeStack([TreePage("library-root"), detail], identifier: "library"),
            TreeStack([TreePage("favorites-root", value: 5)], identifier: "favorites"),
            TreeStack([TreePage("settings-root")], identifier: "settings"),
        ], selectedIndex: 0, identifier: "tabs")
    }

    /// The scene, launched; every page holds a `zoom`, kept on the device unless told otherwise.
    private func launchedScene(deviceOnlyKeys: Set<String> = ["zoom"], removedPages rule: RestorationController<EngineHierarchy>.RemovedPagesRule = .open) async -> RestorationController<EngineHierarchy> {
        let controller = RestorationController(hierarchy: EngineHierarchy(), registry: treeRegistry(), sceneID: "main", configuration: .init(
            store: InMemoryStore(), checkpointDelay: nil, deviceOnlyKeys: deviceOnlyKeys
        ))
        controller.removedPagesRule = rule
        await controller.launch { sceneRoot() }
        return controller
    }

    private func page(_ id: String, _ state: [String: StateValue] = [:], presenting presented: Snapshot.Node? = nil) -> Snapshot.Node {
        Snapshot.Node(typeName: "TreePage", restorationID: id, state: PageState(state), presented: presented)
    }

    private func stack(_ id: String, _ pages: [Snapshot.Node]) -> Snapshot.Node {
        Snapshot.Node(typeName: "TreeStack", restorationID: id, kind: .stack, children: pages)
    }

    private func tabs(_ children: [Snapshot.Node], selected: Int, id: String = "tabs") -> Snapshot {
        Snapshot(root: Snapshot.Node(typeName: "TreeTabs", restorationID: id, kind: .tabs(selectedIndex: selected), children: children))
    }

    /// The place as a link would carry it: encoded with its checksum, then read back.
    private func arriving(_ snapshot: Snapshot) throws -> PortablePlace {
        try PortablePlace(payload: try SnapshotCodec().encode(snapshot))
    }

    private func refusal(_ outcome: RestorationController<EngineHierarchy>.PlaceOutcome) -> ReviveError? {
        if case .refused(let error) = outcome { return error }
        return nil
    }

    @Test func aPlaceNeverWritesTheReceiversDeviceOnlyValues() async throws {
        let scene = await launchedScene()
        let hostile = tabs([
            stack("library", [page("library-root"), page("detail", ["value": .int(42), "zoom": .double(99)])]),
        ], selected: 0)
        guard case .opened(let report) = await scene.open(try arriving(hostile)) else {
            Issue.record("a place on the scene's own line was not opened")
            return
        }
        let detail = try #require(scene.hierarchy.rootNode?.children[0].children[1] as? TreePage)
        #expect(detail.zoom == 3)   // this device's value stays
        #expect(report.items(.leftOutValue).map(\.key) == ["zoom"])
        #expect(report.items(.leftOutValue).first?.path == "TreeTabs(\"tabs\") > TreeStack(\"library\") > TreePage(\"detail\")")
        // A page the place brings is made with its default, never with the carried value.
        let fresh = tabs([stack("favorites", [page("favorites-root"), page("new", ["zoom": .double(42)])])], selected: 0)
        _ = await scene.open(try arriving(fresh))
        #expect(scene.hierarchy.visiblePage?.identifier == "new")
        #expect(scene.hierarchy.visiblePage?.zoom == 1)
    }

    @Test func aPlaceThatWouldLeaveNothingOnScreenIsRefusedAndNothingChanges() async throws {
        let scene = await launchedScene()
        let before = try scene.captureSnapshot()
        let emptyStack = tabs([stack("favorites", [])], selected: 0)
        #expect(refusal(await scene.open(try arriving(emptyStack)))?.code == .nothingVisible)
        let noTabs = tabs([], selected: 0)
        #expect(refusal(await scene.open(try arriving(noTabs)))?.code == .placeDoesNotFit)
        // Every page of the line unregistered: the stack would be empty.
        let unregistered = tabs([stack("settings", [Snapshot.Node(typeName: "NotAPage")])], selected: 0)
        #expect(refusal(await scene.open(try arriving(unregistered)))?.code == .nothingVisible)
        #expect(try scene.captureSnapshot().hasSameState(as: before))
    }

    /// The merge refuses a blank place itself, before the scene is touched: not a rebuild of the
    /// blank tree that fails and puts the scene back (its pages would then be new objects).
    @Test func aBlankPlaceIsRefusedBeforeTheScenesPagesAreRebuilt() async throws {
        let scene = await launchedScene()
        let root = try #require(scene.hierarchy.rootNode)
        let visible = try #require(scene.hierarchy.visiblePage)
        let refused = refusal(await scene.open(try arriving(tabs([stack("favorites", [])], selected: 0))))
        #expect(refused?.code == .nothingVisible)
        #expect(refused?.message.contains("the place would leave no page on screen") == true)
        #expect(scene.hierarchy.rootNode === root)
        #expect(scene.hierarchy.visiblePage === visible)
    }

    @Test func aPlaceOfAnotherRootOrShapeIsRefusedAndTheScenesStructureStays() async throws {
        let scene = await launchedScene()
        let before = try scene.captureSnapshot()
        let anotherRoot = Snapshot(root: stack("settings", [page("settings-root")]))
        let root = refusal(await scene.open(try arriving(anotherRoot)))
        #expect(root?.code == .placeDoesNotFit)
        #expect(root?.message.contains("this scene's is TreeTabs(\"tabs\")") == true)
        let anotherKind = Snapshot(root: Snapshot.Node(typeName: "TreeTabs", restorationID: "tabs", kind: .stack, children: [page("x")]))
        let kind = refusal(await scene.open(try arriving(anotherKind)))
        #expect(kind?.message.contains("is a tabs in this scene and a stack in the place") == true)
        let foreignTab = tabs([stack("library", [page("library-root")]), stack("admin", [page("panel")])], selected: 1)
        let foreign = refusal(await scene.open(try arriving(foreignTab)))
        #expect(foreign?.message.contains("TreeStack(\"admin\") is not one of") == true)
        #expect(try scene.captureSnapshot().hasSameState(as: before))
    }

    @Test func extraOrDuplicateTabsOfAPlaceNeverReplaceTheScenesTabs() async throws {
        let scene = await launchedScene()
        // Favorites selected at position 3, after two copies of Library and an extra tab.
        let place = Snapshot(root: Snapshot.Node(typeName: "TreeTabs", restorationID: "tabs", kind: .tabs(selectedIndex: 3), children: [
            stack("library", []), stack("library", []), stack("extra", []),
            stack("favorites", [page("favorites-root"), page("favorite-7")]),
        ]))
        guard case .opened = await scene.open(try arriving(place)) else {
            Issue.record("the place was not opened")
            return
        }
        let tabs = try #require(scene.hierarchy.rootNode as? TreeTabs)
        #expect(tabs.children.map(\.identifier) == ["library", "favorites", "settings"])
        #expect(tabs.kind == .tabs(selectedIndex: 1))   // found by identity, not position
        #expect(scene.hierarchy.visiblePage?.identifier == "favorite-7")
        // Library, off the place's line, is as it was: its reader still presented.
        #expect((tabs.children[0].children.last?.presented as? TreePage)?.value == 17)
    }

    @Test func aColumnOfAPlaceIsFoundAmongTheScenesColumnsAndTheirRolesStay() async throws {
        let controller = RestorationController(hierarchy: EngineHierarchy(), registry: treeRegistry(), sceneID: "main", configuration: .init(
            store: InMemoryStore(), checkpointDelay: nil
        ))
        await controller.launch {
            TreeSplit([TreeStack([TreePage("sidebar")], identifier: "primary"), TreeStack([TreePage("list")], identifier: "secondary")],
                      focusedIndex: 0, roles: [.primary, .secondary], identifier: "split")
        }
        let place = Snapshot(root: Snapshot.Node(typeName: "TreeSplit", restorationID: "split", kind: .split(focusedIndex: 0), children: [
            stack("secondary", [page("list"), page("item")]),
        ]))
        guard case .opened = await controller.open(try arriving(place)) else {
            Issue.record("the place was not opened")
            return
        }
        let split = try #require(controller.hierarchy.rootNode as? TreeSplit)
        #expect(split.kind == .split(focusedIndex: 1, roles: [.primary, .secondary]))
        #expect(split.children.map { $0.children.map(\.identifier) } == [["sidebar"], ["list", "item"]])
        let stray = Snapshot(root: Snapshot.Node(typeName: "TreeSplit", restorationID: "split", kind: .split(focusedIndex: 0), children: [
            stack("tertiary", [page("x")]),
        ]))
        #expect(refusal(await controller.open(try arriving(stray)))?.code == .placeDoesNotFit)
    }

    @Test func pagesThePlaceTakesOffScreenWithValuesAreListedAndCanBeRefusedOrAsked() async throws {
        let back = tabs([stack("library", [page("library-root")])], selected: 0)
        let removedPaths = [
            "TreeTabs(\"tabs\") > TreeStack(\"library\") > TreePage(\"detail\")",
            "TreeTabs(\"tabs\") > TreeStack(\"library\") > TreePage(\"detail\") presents > TreePage(\"reader\")",
        ]

        let refusing = await launchedScene()
        refusing.removedPagesRule = .refuse
        let before = try refusing.captureSnapshot()
        let refused = refusal(await refusing.open(try arriving(back)))
        #expect(refused?.code == .placeRemovesValues)
        #expect(refused?.message.contains("2 pages") == true)
        #expect(try refusing.captureSnapshot().hasSameState(as: before))

        let asking = await launchedScene()
        var asked: [[String]] = []
        asking.removedPagesRule = .ask { pages, decide in
            asked.append(pages.map(\.path))
            decide(asked.count > 1)   // declined once, then accepted
        }
        #expect(refusal(await asking.open(try arriving(back)))?.code == .placeRemovesValues)
        #expect(asking.hierarchy.visiblePage?.identifier == "reader")
        guard case .opened(let report) = await asking.open(try arriving(back)) else {
            Issue.record("an accepted place was not opened")
            return
        }
        #expect(asked == [removedPaths, removedPaths])
        #expect(report.items(.removedPage).map(\.path) == removedPaths)
        #expect(asking.hierarchy.visiblePage?.identifier == "library-root")

        let opening = await launchedScene()
        guard case .opened(let listed) = await opening.open(try arriving(back)) else {
            Issue.record("not opened")
            return
        }
        #expect(listed.items(.removedPage).count == 2)
    }

    @Test func byDefaultAPlaceNeverTakesADeviceOnlyValueOffScreen() async throws {
        let back = tabs([stack("library", [page("library-root")])], selected: 0)
        // Every page holds a `zoom`: kept on the device, it cannot come back from elsewhere.
        let draft = RestorationController(hierarchy: EngineHierarchy(), registry: treeRegistry(), sceneID: "main", configuration: .init(
            store: InMemoryStore(), checkpointDelay: nil, deviceOnlyKeys: ["zoom"]
        ))
        await draft.launch { sceneRoot() }
        let refused = refusal(await draft.open(try arriving(back)))
        #expect(refused?.code == .placeRemovesValues)
        #expect(refused?.message.contains("TreePage(\"detail\") (\"zoom\")") == true)
        #expect(draft.hierarchy.visiblePage?.identifier == "reader")
        // No device-only value on the pages removed: the place opens, and the report lists them.
        let plain = RestorationController(hierarchy: EngineHierarchy(), registry: treeRegistry(), sceneID: "main", configuration: .init(
            store: InMemoryStore(), checkpointDelay: nil
        ))
        await plain.launch { sceneRoot() }
        guard case .opened(let report) = await plain.open(try arriving(back)) else {
            Issue.record("a place removing no device-only value was refused")
            return
        }
        #expect(report.items(.removedPage).count == 2)
    }

    @Test func aPlaceTheSceneAlreadyShowsChangesNothing() async throws {
        let scene = await launchedScene()
        let place = try scene.place()
        guard case .unchanged = await scene.open(try arriving(place.snapshot)) else {
            Issue.record("a place equal to the scene was reported as a change")
            return
        }
    }

    // MARK: - One reading of every input

    private func code(_ make: () throws(ReviveError) -> PortablePlace) -> ReviveError.Code? {
        do throws(ReviveError) {
            _ = try make()
            return nil
        } catch {
            return error.code
        }
    }

    @Test func aURLIsReadInOneWayOnly() throws {
        let identifier = try PortablePlace(Snapshot(root: page("p"))).identifier()
        let twice = try #require(URL(string: "app://open?revive-place=\(identifier)&revive-place=\(identifier)"))
        #expect(code { () throws(ReviveError) in try PortablePlace(url: twice) } == .repeatedQueryItem)
        #expect(!PortablePlace.isPlaceURL(try #require(URL(string: "app://open?other=1"))))
        let escapedName = try #require(URL(string: "app://open?revive-place=\(identifier)&revive%2Dplace=\(identifier)"))
        #expect(code { () throws(ReviveError) in try PortablePlace(url: escapedName) } == .repeatedQueryItem)
        let notUTF8 = try #require(URL(string: "app://open?revive-place=%FF%FE"))
        #expect(code { () throws(ReviveError) in try PortablePlace(url: notUTF8) } == .notUTF8)
        let noValue = try #require(URL(string: "app://open?revive-place"))
        #expect(code { () throws(ReviveError) in try PortablePlace(url: noValue) } == .malformed)
        #expect(PortablePlace.isPlaceURL(noValue))
        let once = try #require(URL(string: "app://open?revive-place=\(identifier)"))
        #expect(try PortablePlace(url: once).snapshot.root.restorationID == "p")
    }

    @Test func anIdentifierLongerThanAPayloadCanBeIsRefusedBeforeItIsDecoded() {
        // Not base64url either: decoded first, it would be refused as malformed.
        let huge = String(repeating: "@", count: 4 * ((PortablePlace.limits.maxFileSize + 2) / 3) + 1)
        #expect(code { () throws(ReviveError) in try PortablePlace(identifier: huge) } == .limitExceeded)
        let longest = String(repeating: "@", count: 4 * ((PortablePlace.limits.maxFileSize + 2) / 3))
        #expect(code { () throws(ReviveError) in try PortablePlace(identifier: longest) } == .malformed)
    }

    @Test func aHandMadePlaceIsCutToItsLine() throws {
        // A tree no `PortablePlace` made: its other tab holds pages and values.
        let full = tabs([
            stack("library", [page("library-root", ["value": .int(1)]), page("secret", ["value": .int(2)])]),
            stack("favorites", [page("favorites-root")]),
        ], selected: 1)
        let place = try arriving(full)
        #expect(place.snapshot.root.children[0] == Snapshot.Node(typeName: "TreeStack", restorationID: "library", kind: .stack))
        #expect(place.snapshot.root.children[1].children.map(\.restorationID) == ["favorites-root"])
    }

    @Test func aURLMadeFromABaseThatHoldsAPlaceCarriesTheNewPlace() throws {
        let old = PortablePlace(Snapshot(root: page("old")))
        let new = PortablePlace(Snapshot(root: page("new")))
        let base = try old.url(try #require(URL(string: "app://open?from=widget")))
        let url = try new.url(base)
        #expect(try PortablePlace(url: url) == new)
        #expect(url.absoluteString.hasPrefix("app://open?from=widget&revive-place="))
    }

    @Test func aPlaceOfExactlyTheMaximumBytesIsSent() throws {
        let place = PortablePlace(Snapshot(root: page("p", ["text": .string(String(repeating: "x", count: 500))])))
        let size = try place.payload(maximumBytes: .max).count
        #expect(try place.payload(maximumBytes: size).count == size)
        #expect(throws: ReviveError.self) { try place.payload(maximumBytes: size - 1) }
    }

    @Test func anEmptyDraftIsNothingToLose() throws {
        func encoded(_ draft: PageViewState.TextDraft) throws -> StateValue {
            var state = PageState()
            try state.encode(draft, forKey: "draft")
            return try #require(state["draft"])
        }
        func removedDrafts(_ draft: PageViewState.TextDraft) throws -> [String] {
            var merge = PlaceMerge(deviceOnlyKeys: ["draft"], isRegistered: { _ in true })
            let scene = Snapshot(root: stack("s", [page("a"), page("b", ["draft": try encoded(draft)])]))
            _ = try merge.opening(Snapshot(root: stack("s", [page("a")])), in: scene)
            return merge.removedDeviceOnlyValues
        }
        #expect(try removedDrafts(PageViewState.TextDraft()).isEmpty)
        #expect(try removedDrafts(PageViewState.TextDraft(text: "kept here")) == ["TreeStack(\"s\") > TreePage(\"b\") (\"draft\")"])
        #expect(PlaceMerge.isNothingToLose(try encoded(PageViewState.TextDraft())))
        #expect(!PlaceMerge.isNothingToLose(try encoded(PageViewState.TextDraft(text: "kept here"))))
        #expect(PlaceMerge.isNothingToLose(.string("")) && PlaceMerge.isNothingToLose(.null))
        #expect(!PlaceMerge.isNothingToLose(.int(0)))
        #expect(!PlaceMerge.isNothingToLose(.dictionary(["text": .string(""), "author": .string("me")])))
    }
}
