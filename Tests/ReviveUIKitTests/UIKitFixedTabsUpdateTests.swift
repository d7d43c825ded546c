#if canImport(UIKit)
import UIKit
#elseif os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
import Foundation
import Revive
import ReviveUIKit
import Testing

/// The update matrix's tab rows for an app that declares its tab bar controller's tabs its own
/// (``RestorationRegistry/registerFixedTabs(of:)``): the update's tabs, in its order, each with
/// what the 0.2.0 file saved in it. A tab that is a plain navigation controller, with no
/// restoration identifier, is told by its first view controller.
extension UIKitUpdateMatrixTests {
    private func fixedTabsApp(_ tabs: [String]) -> App {
        var app = App()
        app.tabs = tabs
        app.hasFixedTabs = true
        return app
    }

    private func rootTypes(_ launched: Launched) -> [String] {
        launched.tabs.map { tab in
            let root = (tab as? UINavigationController)?.viewControllers.first ?? tab
            return String(describing: type(of: root))
        }
    }

    @Test func fixedTabsAnUpdateAddedShowBesideTheSavedOnes() async throws {
        let launched = try await launch(fixedTabsApp(["library", "downloads", "search", "settings"]))
        #expect(rootTypes(launched) == ["LibraryViewController", "DownloadsViewController", "SearchViewController", "SettingsViewController"])
        #expect((launched.window.rootViewController as? UITabBarController)?.selectedIndex == 0)
        expectPlace(launched)
        #expect(launched.result.report?.isComplete == true, "\(String(describing: launched.result.report?.items))")
        expectNothingLost(launched)
    }

    @Test func aFixedTabAnUpdateRemovedIsDroppedWithOneItem() async throws {
        let launched = try await launch(fixedTabsApp(["library", "settings"]))
        #expect(rootTypes(launched) == ["LibraryViewController", "SettingsViewController"])
        #expect(launched.items(.droppedPage) == [#"WorkspaceController > UINavigationController"#])
        #expect(launched.result.report?.items.count == 1, "\(String(describing: launched.result.report?.items))")
        #expect((launched.stack(SettingsViewController.self).first as? SettingsViewController)?.theme == "dark")
        expectNothingLost(launched)
    }

    @Test func fixedTabsAnUpdateReorderedComeInItsOrderWithTheSelectionOnItsTab() async throws {
        let launched = try await launch(fixedTabsApp(["settings", "search", "library"]))
        #expect(rootTypes(launched) == ["SettingsViewController", "SearchViewController", "LibraryViewController"])
        #expect((launched.window.rootViewController as? UITabBarController)?.selectedIndex == 2, "the library was selected")
        expectPlace(launched)
        #expect(launched.result.report?.isComplete == true, "\(String(describing: launched.result.report?.items))")
        expectNothingLost(launched)
    }
}
#endif
