import Foundation
import ReviveFaults
import Testing
@testable import Revive
@testable import ReviveSwiftUI
import ReviveTesting

/// A deep link never throws away what the user was typing: the sheets on screen stay, with
/// their drafts and values, and the link opens beneath them — at launch and while running. A
/// link can present a sheet and fill in its fields; a window's own link opens only once.
@MainActor
struct RouteDeepLinkTests {
    enum MailTab: String, Codable, Hashable, Sendable { case inbox, mailboxes }
    typealias Tree = RouteTree<TestRoute, MailTab>
    static let defaultTree = Tree(tabs: [.inbox, .mailboxes])

    private func router(_ store: any SnapshotStore, sceneID: String = "mail") -> ReviveRouter<TestRoute, MailTab> {
        ReviveRouter(routes: TestRoute.registry, defaultTree: Self.defaultTree, sceneID: sceneID, configuration: .init(store: store))
    }

    /// A launched router with a half-written reply in a compose sheet, saved.
    private func leaveAHalfWrittenReply(in store: any SnapshotStore) async -> ReviveRouter<TestRoute, MailTab> {
        let router = router(store)
        await router.launch()
        router.push(.item(id: 1))
        router.present(.note("compose"))
        router.modalDidAppear(at: 0)
        router[textAt: .modal(0), named: "body"] = "Dear Ana, about the"
        RouteValue("to", default: "", at: router.storageLocation(at: .modal(0))).wrappedValue = "ana@example.com"
        router.didEnterBackground()
        await router.controller.waitForPendingSaves()
        return router
    }

    @Test func aLinkAtLaunchKeepsTheRestoredSheetAndItsDraftAndOpensBeneathIt() async throws {
        let store = InMemoryStore()
        _ = await leaveAHalfWrittenReply(in: store)

        let relaunched = router(store)
        let launch = await relaunched.launch(deepLink: Tree.DeepLink(tab: .inbox, path: [.item(id: 42)]))
        #expect(launch.deepLink == .mergedIntoRestoredTree)
        #expect(launch.keptModals == 1)
        #expect("\(launch)".hasSuffix("; 1 presented modal was kept above it"), "\(launch)")
        #expect(relaunched.modals.map(\.route) == [.note("compose")])
        #expect(relaunched[textAt: .modal(0), named: "body"] == "Dear Ana, about the")
        #expect(RouteValue("to", default: "", at: relaunched.storageLocation(at: .modal(0))).wrappedValue == "ana@example.com")
        #expect(relaunched[pathForTab: .inbox] == [.item(id: 1), .item(id: 42)], "the link waits beneath the sheet")
        relaunched.pop()   // the user sends or dismisses the reply
        #expect(relaunched.tree.visibleRoute == .item(id: 42))
    }

    @Test func aLinkWhileRunningKeepsTheSheetAndAReplacingOneKeepsItToo() async throws {
        let router = await leaveAHalfWrittenReply(in: InMemoryStore())
        #expect(router.open(Tree.DeepLink(tab: .mailboxes, path: [.list])) == 1)
        #expect(router[textAt: .modal(0), named: "body"] == "Dear Ana, about the")
        #expect(router.selectedTab == .mailboxes && router[pathForTab: .mailboxes] == [.list])

        #expect(router.open(Tree.DeepLink(tab: .inbox, path: [.item(id: 9)], precedence: .replace)) == 1)
        #expect(router[pathForTab: .inbox] == [.item(id: 9)] && router[pathForTab: .mailboxes] == [], "the navigation is replaced")
        #expect(router[textAt: .modal(0), named: "body"] == "Dear Ana, about the", "the reply is not")
    }

    @Test func aLinkThatSaysSoDismissesTheSheetsAndTheLaunchSaysNoneWasKept() async throws {
        let store = InMemoryStore()
        _ = await leaveAHalfWrittenReply(in: store)
        let relaunched = router(store)
        let launch = await relaunched.launch(deepLink: Tree.DeepLink(tab: .inbox, path: [.item(id: 42)], presentedModals: .dismiss))
        #expect(launch.keptModals == 0 && relaunched.modals.isEmpty)
        #expect(relaunched.tree.visibleRoute == .item(id: 42))
    }

    @Test func aLinkPresentsASheetAboveTheKeptOneAndFillsInItsFieldsAndItsPath() async throws {
        let router = await leaveAHalfWrittenReply(in: InMemoryStore())
        var link = Tree.DeepLink(tab: .mailboxes, path: [.list, .item(id: 5)], modal: Tree.Modal(.note("compose"), path: [.item(id: 6)]))
        link[viewStateAt: .modal].drafts["body"] = PageViewState.TextDraft(text: "Hello Bo")
        try link.setValue("bo@example.com", named: "to", at: .modal)
        try link.setValue(3, named: "zoom", at: .path(1))
        try link.setValue("unread", named: "filter", at: .tabRoot)
        link[viewStateAt: .modalPath(0)].anchor = PageViewState.ScrollAnchor(itemIdentifier: "m-6", index: 2)
        try link.setValue(true, named: "ignored", at: .path(7))   // past the link's path: ignored

        #expect(router.open(link) == 1)
        #expect(router.modals.map(\.route) == [.note("compose"), .note("compose")], "the new sheet is stacked above the kept one")
        #expect(router[textAt: .modal(0), named: "body"] == "Dear Ana, about the")
        #expect(router[textAt: .modal(1), named: "body"] == "Hello Bo")
        #expect(RouteValue("to", default: "", at: router.storageLocation(at: .modal(1))).wrappedValue == "bo@example.com")
        #expect(router[modalPathAt: 1] == [.item(id: 6)] && router[scrollAnchorIDAt: .modal(1, pathIndex: 0)] == "m-6")
        #expect(RouteValue("zoom", default: 0, at: router.storageLocation(at: .tab(.mailboxes, pathIndex: 1))).wrappedValue == 3)
        #expect(RouteValue("filter", default: "", at: router.storageLocation(at: .tabRoot(.mailboxes))).wrappedValue == "unread")
        #expect(router.tree.viewStates.values.allSatisfy { $0.values["ignored"] == nil })
    }

    @Test func aMergedLinksValuesLandWhereItsPathLandsOnTheRestoredStack() throws {
        var tree = Tree(tabs: [Tree.TabStack(id: .inbox, path: [.list, .item(id: 1)]), Tree.TabStack(id: .mailboxes)])
        var link = Tree.DeepLink(tab: .inbox, path: [.item(id: 2)])
        link[viewStateAt: .path(0)].drafts["reply"] = PageViewState.TextDraft(text: "Thanks")
        #expect(tree.open(link) == 0)
        #expect(tree[textAt: .tab(.inbox, pathIndex: 2), named: "reply"] == "Thanks")
    }

    // MARK: WindowGroup(for:)

    @Test func aWindowsLinkOpensOnItsFirstLaunchOnlyNotAgainAtEachRestore() async throws {
        let store = InMemoryStore()
        let windowLink = Tree.DeepLink(tab: .inbox, path: [.item(id: 42)])
        let first = router(store, sceneID: "window-42")
        let fresh = await first.launch(windowLink: windowLink)
        #expect(fresh.deepLink == .openedOnFreshStart && first[pathForTab: .inbox] == [.item(id: 42)])
        first.push(.reader(id: 42, page: 3))
        first.didEnterBackground()
        await first.controller.waitForPendingSaves()
        first.controller.releaseSceneLock()

        // SwiftUI gives the window its value again at the next launch.
        let again = router(store, sceneID: "window-42")
        let restored = await again.launch(windowLink: windowLink)
        #expect(restored.launch.report != nil && restored.deepLink == nil)
        #expect(again[pathForTab: .inbox] == [.item(id: 42), .reader(id: 42, page: 3)], "not pushed again")
    }

    @Test func aWindowModelPassesItsWindowLinkToTheLaunch() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        let window = RouteSceneModel<TestRoute, MailTab>(lifecycle: SceneLifecycle(platform: .iOS)) { [store] id in
            ReviveRouter(routes: TestRoute.registry, defaultTree: Self.defaultTree, sceneID: id, configuration: .init(store: store))
        }
        let launch = try #require(await window.connect(storedSceneID: "", windowLink: Tree.DeepLink(tab: .mailboxes, path: [.list])))
        #expect(launch.deepLink == .openedOnFreshStart && window.router?.tree.visibleRoute == .list)
        await window.discard()
    }
}
