#if canImport(UIKit)
import UIKit
#elseif os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
import Foundation
import Revive
import ReviveTesting
import ReviveUIKit
import Testing

/// A `UISplitViewController` keeps its preferred display mode and the display mode the user
/// left it in across a kill and relaunch; a collapsed one's display mode is not forced back.
@MainActor
@Suite(.serialized)
struct SplitViewRestorationTests {
    private func makeApp(style: UISplitViewController.Style = .doubleColumn) -> SimulatedApp<WindowHierarchy> {
        SimulatedApp(hierarchy: { WindowHierarchy(window: UIWindow(frame: .zero)) }, registry: { ComicsApp.makeRegistry() }, rootPage: {
            let split = UISplitViewController(style: style)
            split.setViewController(FolderListViewController(), for: .primary)
            if style == .tripleColumn { split.setViewController(FolderListViewController(), for: .supplementary) }
            split.setViewController(NoteViewController(), for: .secondary)
            return split
        })
    }

    private func split(in app: SimulatedApp<WindowHierarchy>) throws -> UISplitViewController {
        try #require(app.hierarchy?.window.rootViewController as? UISplitViewController)
    }

    @Test func aSidebarTheUserHidComesBackHiddenWithTheAppsPreferenceLeftAutomatic() async throws {
        let app = makeApp()
        await app.launch()
        try split(in: app).hide(.primary)
        #expect(try split(in: app).displayMode == .secondaryOnly)
        try await app.enterBackground()
        app.killBySystem()

        await app.launch()
        _ = try app.restoreReport()
        await StandInRuntime.drainMainQueue()
        let restored = try split(in: app)
        #expect(restored.preferredDisplayMode == .automatic)
        #expect(restored.displayMode == .secondaryOnly)
    }

    @Test func thePreferredDisplayModeComesBackAsTheAppSetIt() async throws {
        let app = makeApp(style: .tripleColumn)
        await app.launch()
        try split(in: app).preferredDisplayMode = .oneOverSecondary
        try await app.enterBackground()
        app.killBySystem()

        await app.launch()
        let restored = try split(in: app)
        #expect(restored.preferredDisplayMode == .oneOverSecondary)
        #expect(restored.displayMode == .oneOverSecondary)
    }

    @Test func aCollapsedSplitViewKeepsItsPreferenceButItsDisplayModeIsNotForced() async throws {
        let app = makeApp()
        await app.launch()
        let first = try split(in: app)
        first.hide(.primary)
        StandInRuntime.collapse(first)
        #expect(first.isCollapsed)
        try await app.enterBackground()
        app.killBySystem()

        await app.launch()
        let restored = try split(in: app)
        #expect(!restored.isCollapsed, "collapsing is the window's, never forced")
        #expect(restored.preferredDisplayMode == .automatic)
        #expect(restored.displayMode == .oneBesideSecondary, "a collapsed interface's display mode meant nothing on screen")
    }

    @Test func aDisplayModeThisBuildDoesNotKnowIsReportedAndIgnored() throws {
        let hierarchy = WindowHierarchy(window: UIWindow(frame: .zero))
        var state = PageState()
        state["revive.split.preferredDisplayMode"] = .int(42)
        state["revive.split.displayMode"] = .string("wide")
        let split = UISplitViewController(style: .doubleColumn)
        let issues = try hierarchy.decodeState(state, into: split)
        #expect(issues.map(\.key) == ["revive.split.preferredDisplayMode", "revive.split.displayMode"])
        #expect(split.preferredDisplayMode == .automatic)
    }
}
#endif
