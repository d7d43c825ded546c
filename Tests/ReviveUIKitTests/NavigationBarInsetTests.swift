#if canImport(UIKit)
import UIKit
#elseif os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
import Foundation
import Revive
import ReviveFaults
import ReviveUIKit
import Testing

/// The long list with its table in its view, as a `UITableViewController` has it: inside a
/// navigation controller the bar covers the top of the table, whose `adjustedContentInset.top`
/// is the bar's height.
final class TableUnderBarViewController: ItemListViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.frame = tableView.frame
        view.addSubview(tableView)
    }
}

extension UIKitAppTests {
    /// A table under a navigation bar comes back at the item the user saw below the bar, not one
    /// inset off (https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset:
    /// at the top of the content `contentOffset.y` is `-adjustedContentInset.top`).
    @MainActor
    @Suite(.serialized)
    struct NavigationBarInsetTests {
        private let comics = (1...500).map { "comic-\($0)" }
        private let bar: CGFloat = 44

        /// Shows the list in the Library tab, lets `scroll` move it, saves in the background, kills
        /// the process and relaunches over `items`; returns the item seen below the bar before, and
        /// the restored list with the scene delegate that holds it (suites of other targets reset
        /// the stand-in's application in parallel, so the test keeps its own scene alive).
        private func saveAndRelaunch(over items: [String], scroll: (UITableView) -> Void) async throws -> (before: String?, after: TableUnderBarViewController, holder: ComicsSceneDelegate) {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let store = try FileStore(directory: folder.url)
            func registry(_ items: [String]) -> RestorationRegistry<UIViewController> {
                let registry = ComicsApp.makeRegistry()
                registry.register(TableUnderBarViewController.self) { TableUnderBarViewController(items: items) }
                return registry
            }
            let first = ComicsSceneDelegate(store: store, registry: registry(comics))
            let scene = StandInRuntime.connectScene(delegate: first, session: nil)
            StandInRuntime.activate(scene)
            await settle()
            let library = try #require((first.window?.rootViewController as? UITabBarController)?.viewControllers?[0] as? UINavigationController)
            let list = TableUnderBarViewController(items: comics)
            library.pushViewController(list, animated: false)
            await settle()
            #expect(list.tableView.safeAreaInsets.top == bar)
            #expect(list.tableView.adjustedContentInset.top == bar)
            scroll(list.tableView)
            let before = itemAtVisibleTop(of: list)

            let controller = try #require(first.restoration?.controller)
            StandInRuntime.enterBackground(scene)
            await controller.waitForPendingSaves()
            await settle(until: { !StandInRuntime.runningBackgroundTaskNames.contains("Revive save") })
            controller.releaseSceneLock()
            let session = StandInRuntime.makeSession(persistentIdentifier: scene.session.persistentIdentifier, stateRestorationActivity: scene.session.stateRestorationActivity)

            let second = ComicsSceneDelegate(store: store, registry: registry(items))
            StandInRuntime.activate(StandInRuntime.connectScene(delegate: second, session: session))
            await settle()
            let report = try #require(second.launchResults.first?.report)
            #expect(report.isComplete, "\(report.items)")
            let tabs = try #require(second.window?.rootViewController as? UITabBarController)
            let restored = try #require((tabs.viewControllers?[0] as? UINavigationController)?.topViewController as? TableUnderBarViewController)
            return (before, restored, second)
        }

        /// The item whose row holds the first point below the bar.
        private func itemAtVisibleTop(of list: ItemListViewController) -> String? {
            let y = list.tableView.contentOffset.y + list.tableView.adjustedContentInset.top
            return list.tableView.indexPathsForVisibleRows?.first { list.tableView.rectForRow(at: $0).maxY > y }.map { list.items[$0.row] }
        }

        @Test func aTableUnderTheBarComesBackAtTheItemSeenBelowIt() async throws {
            let (before, list, holder) = try await saveAndRelaunch(over: comics) { table in
                table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .top, animated: false)
                table.contentOffset.y += 10
            }
            defer { withExtendedLifetime(holder) {} }
            #expect(before == "comic-41")
            #expect(list.firstVisibleItem == "comic-40", "UIKit counts the row under the bar as visible")
            #expect(itemAtVisibleTop(of: list) == "comic-41")
            #expect(Double(list.tableView.contentOffset.y) == Double(40 * 44 - bar + 10))
        }

        @Test func rowsInsertedAboveDoNotMoveTheUserUnderTheBar() async throws {
            let (_, list, holder) = try await saveAndRelaunch(over: (1...10).map { "new-\($0)" } + comics) { table in
                table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .top, animated: false)
                table.contentOffset.y += 10
            }
            defer { withExtendedLifetime(holder) {} }
            #expect(itemAtVisibleTop(of: list) == "comic-41")
            #expect(Double(list.tableView.contentOffset.y) == Double(50 * 44 - bar + 10))
        }

        @Test func aTableAtTheTopComesBackAtTheTop() async throws {
            let (before, list, holder) = try await saveAndRelaunch(over: comics) { table in
                table.contentOffset.y = -table.adjustedContentInset.top
            }
            defer { withExtendedLifetime(holder) {} }
            #expect(before == "comic-1")
            #expect(list.tableView.contentOffset.y == -bar)
        }
    }
}
#endif
