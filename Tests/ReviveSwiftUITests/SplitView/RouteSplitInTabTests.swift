import Foundation
import Testing
@testable import Revive
@testable import ReviveSwiftUI
import ReviveTesting

/// A `NavigationSplitView` inside a tab of a `TabView` keeps, per tab, its sidebar selection, its
/// detail path and its column visibility through a kill and relaunch; and the focused field of
/// a page (`.routeFocus($focus)`) comes back with it.
@MainActor
struct RouteSplitInTabTests {
    enum AppTab: String, Codable, Hashable, Sendable { case mail, calendar, settings }
    enum Mailbox: String, Codable, Hashable, Sendable { case inbox, archive, sent }
    enum Field: String, Codable, Hashable, Sendable { case to, subject, body }

    private func router(_ store: InMemoryStore) -> ReviveRouter<TestRoute, AppTab> {
        ReviveRouter(routes: TestRoute.registry, defaultTree: RouteTree<TestRoute, AppTab>(tabs: [.mail, .calendar, .settings]),
                     sceneID: "split", configuration: .init(store: store))
    }

    @Test func eachTabsSplitViewComesBackWithItsSidebarSelectionDetailPathAndColumns() async throws {
        let store = InMemoryStore()
        do {
            let router = router(store)
            await router.launch()
            router.selectedTab = .mail
            router.setSidebarSelection(Mailbox.archive, inTab: .mail)
            router[pathForTab: .mail] = [.item(id: 42)]                 // the detail column
            router.setColumnVisibility(.detailOnly, inTab: .mail)
            router.setSidebarSelection("2026-11", inTab: .calendar)      // another tab, another type
            router[pathForTab: .calendar] = [.note("standup")]
            router.setColumnVisibility(.all, inTab: .calendar)
            router.columnVisibility = .doubleColumn                      // the scene's own, apart
            #expect(router.didEnterBackground() == .scheduled)
            await router.controller.waitForPendingSaves()
        }
        let relaunched = router(store)
        let launch = await relaunched.launch()
        #expect(launch.launch.report?.isComplete == true, "\(launch)")
        #expect(relaunched.sidebarSelection(inTab: .mail, as: Mailbox.self) == .archive)
        #expect(relaunched[pathForTab: .mail] == [.item(id: 42)])
        #expect(relaunched.columnVisibility(inTab: .mail) == .detailOnly)
        #expect(relaunched.sidebarSelection(inTab: .calendar, as: String.self) == "2026-11")
        #expect(relaunched[pathForTab: .calendar] == [.note("standup")])
        #expect(relaunched.columnVisibility(inTab: .calendar) == .all)
        #expect(relaunched.sidebarSelection(inTab: .settings, as: Mailbox.self) == nil)
        #expect(relaunched.columnVisibility(inTab: .settings) == .automatic)
        #expect(relaunched.columnVisibility == .doubleColumn && relaunched.selectedTab == .mail, "the tab bar's selection is not the sidebar's")
    }

    @Test func aSidebarSelectionSurvivesPushesInItsDetailAndClearsToNil() async {
        let router = router(InMemoryStore())
        await router.launch()
        router.setSidebarSelection(Mailbox.sent, inTab: .mail)
        router[pathForTab: .mail] = [.item(id: 1), .item(id: 2)]
        router.pop()
        #expect(router.sidebarSelection(inTab: .mail, as: Mailbox.self) == .sent)
        router.setSidebarSelection(Mailbox?.none, inTab: .mail)
        #expect(router.sidebarSelection(inTab: .mail, as: Mailbox.self) == nil)
        #expect(router[viewStateAt: .tabRoot(.mail)].isEmpty, "nothing is kept for the defaults")
    }

    @Test func theFocusedFieldRouteFocusKeepsComesBackWithItsPage() async throws {
        let store = InMemoryStore()
        do {
            let router = router(store)
            await router.launch()
            router.present(.note("compose"))
            router.modalDidAppear(at: 0)
            // What `.routeFocus($focus)` writes when the user taps into the subject field.
            RouteValue<Field?>("revive.focus", default: nil, at: router.storageLocation(at: .modal(0))).wrappedValue = .subject
            router.didEnterBackground()
            await router.controller.waitForPendingSaves()
        }
        let relaunched = router(store)
        await relaunched.launch()
        // What it sets the view's `@FocusState` to when the sheet appears again.
        #expect(RouteValue<Field?>("revive.focus", default: nil, at: relaunched.storageLocation(at: .modal(0))).wrappedValue == .subject)
        relaunched.pop()
        #expect(relaunched[viewStateAt: .modal(0)].isEmpty, "the focus goes with its sheet")
    }
}
