#if canImport(UIKit)
import UIKit
#elseif os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
import Foundation
import Revive
import ReviveFaults
import ReviveTesting
import ReviveUIKit
import Testing

extension UIKitAppTests {
    /// The UIKit-shaped app's long list comes back at the same model item, with its selection and
    /// its text, after a save, a kill and a relaunch through its scene delegate, on real files.
    @MainActor
    @Suite(.serialized)
    struct ViewStateRestorationTests {
        private let comics = (1...500).map { "comic-\($0)" }

        private func registry(items: [String]) -> RestorationRegistry<UIViewController> {
            let registry = ComicsApp.makeRegistry()
            registry.register(ItemListViewController.self) { ItemListViewController(items: items) }
            return registry
        }

        /// Scrolls the list 10 points into comic 41, selects comic 42 and 7, types a comment and a
        /// search, saves in the background, and relaunches the "process" over `items`.
        private func saveAndRelaunch(over items: [String]) async throws -> (ItemListViewController, RestoreReport) {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let store = try FileStore(directory: folder.url)
            // Checkpoints off: `viewStateReads` counts captures and applications, not the
            // window's looks at each idle point (which read the drafts too).
            let first = ComicsSceneDelegate(store: store, registry: registry(items: comics), checkpointDelay: nil)
            let scene = StandInRuntime.connectScene(delegate: first, session: nil)
            StandInRuntime.activate(scene)
            await settle()
            let tabs = try #require(first.window?.rootViewController as? UITabBarController)
            let library = try #require(tabs.viewControllers?[0] as? UINavigationController)
            let list = ItemListViewController(items: comics)
            library.pushViewController(list, animated: false)
            await settle()
            list.tableView.scrollToRow(at: IndexPath(row: 40, section: 0), at: .top, animated: false)
            list.tableView.contentOffset.y += 10
            list.tableView.selectRow(at: IndexPath(row: 41, section: 0), animated: false, scrollPosition: .none)
            list.tableView.selectRow(at: IndexPath(row: 6, section: 0), animated: false, scrollPosition: .none)
            list.commentView.text = "Loved the art 🎨, but"
            list.commentView.selectedRange = NSRange(location: 14, length: 2)
            list.searchField.text = "one piece"
            list.searchField.selectedTextRange = list.searchField.textRange(from: list.searchField.beginningOfDocument, to: list.searchField.beginningOfDocument)
            #expect(list.firstVisibleItem == "comic-41")

            StandInRuntime.enterBackground(scene)
            await first.restoration?.controller.waitForPendingSaves()
            await settle(until: { !StandInRuntime.runningBackgroundTaskNames.contains("Revive save") })
            if let restoration = first.restoration { restoration.controller.releaseSceneLock() }
            let session = StandInRuntime.makeSession(persistentIdentifier: scene.session.persistentIdentifier, stateRestorationActivity: scene.session.stateRestorationActivity)

            let second = ComicsSceneDelegate(store: store, registry: registry(items: items), checkpointDelay: nil)
            let relaunched = StandInRuntime.connectScene(delegate: second, session: session)
            StandInRuntime.activate(relaunched)
            await settle()
            let report = try #require(second.launchResults.first?.report)
            let restoredTabs = try #require(second.window?.rootViewController as? UITabBarController)
            let restored = try #require((restoredTabs.viewControllers?[0] as? UINavigationController)?.topViewController as? ItemListViewController)
            #expect(restored.commentView.text == "Loved the art 🎨, but")
            #expect(restored.commentView.selectedRange == NSRange(location: 14, length: 2))
            #expect(restored.searchField.text == "one piece")
            #expect(restored.searchField.selectedTextRange?.isEmpty == true)
            #expect(restored.uikitRestorationCalls == 0 && restored.restorationIdentifier == nil)
            #expect(restored.viewStateReads == 1, "the restored view state is applied once, on screen")
            return (restored, report)
        }

        @Test func theTableComesBackAtTheSameModelItemWithSelectionAndText() async throws {
            let (list, report) = try await saveAndRelaunch(over: comics)
            #expect(report.isComplete, "\(report.items)")
            #expect(list.firstVisibleItem == "comic-41")
            #expect(Double(list.tableView.contentOffset.y) == 40 * 44 + 10)
            #expect(list.selectedItems == ["comic-42", "comic-7"])
        }

        @Test func rowsInsertedAboveDoNotMoveTheUser() async throws {
            let (list, report) = try await saveAndRelaunch(over: (1...10).map { "new-\($0)" } + comics)
            #expect(report.isComplete, "\(report.items)")
            #expect(list.firstVisibleItem == "comic-41")
            #expect(Double(list.tableView.contentOffset.y) == 50 * 44 + 10)
            #expect(list.selectedItems == ["comic-42", "comic-7"])
        }

        @Test func aPlainScrollViewComesBackAtItsOffsetAndAViewNeverLoadedSavesNothing() throws {
            final class ArticleViewController: UIViewController, RevivableViewState {
                let scrollView = UIScrollView()
                var revivableScrollView: UIScrollView? { scrollView }
            }
            let hierarchy = WindowHierarchy(window: UIWindow(frame: .zero))
            let article = ArticleViewController()
            #expect(try hierarchy.encodeState(of: article).isEmpty)
            article.loadViewIfNeeded()
            article.scrollView.contentOffset.y = 1_234
            let state = try hierarchy.encodeState(of: article)
            #expect(try state.decode(PageViewState.ScrollAnchor.self, forKey: PageViewState.anchorKey) == PageViewState.ScrollAnchor(contentOffset: 1_234))
            let restored = ArticleViewController()
            #expect(try hierarchy.decodeState(state, into: restored).isEmpty)
            hierarchy.finishRestoration(of: restored)   // on screen: the view state is applied, once
            #expect(restored.scrollView.contentOffset.y == 1_234)
        }

        @Test func thePagesOwnRestoreViewStateRunsBeforeTheAdapterPutsItsScrollAndDraftBack() throws {
            final class NoteViewController: UIViewController, RevivableViewState {
                let scrollView = UIScrollView()
                let bodyView = UITextView()
                var revivableScrollView: UIScrollView? { scrollView }
                var revivableTextViews: [String: UITextView] { ["body": bodyView] }
                /// What the views showed when the app's hook ran.
                var seenByTheApp: (text: String?, offset: CGFloat)?
                func restoreViewState() -> [RestoreReport.Item] {
                    seenByTheApp = (bodyView.text, scrollView.contentOffset.y)
                    bodyView.text = "the app's guess"
                    scrollView.contentOffset.y = 7
                    return []
                }
            }
            let hierarchy = WindowHierarchy(window: UIWindow(frame: .zero))
            let note = NoteViewController()
            note.loadViewIfNeeded()
            note.scrollView.contentOffset.y = 640
            note.bodyView.text = "Dear diary"
            let state = try hierarchy.encodeState(of: note)
            let restored = NoteViewController()
            #expect(try hierarchy.decodeState(state, into: restored).isEmpty)
            #expect(restored.seenByTheApp?.text != "Dear diary" && restored.seenByTheApp?.offset == 0, "the app's hook ran first")
            #expect(restored.bodyView.text == "Dear diary", "the adapter's draft is the last word")
            hierarchy.finishRestoration(of: restored)   // on screen: the scroll position is applied
            #expect(restored.scrollView.contentOffset.y == 640)
        }

        @Test func aDeletedRowLandsOnTheNearestOneAndTheReportSaysSo() async throws {
            let (list, report) = try await saveAndRelaunch(over: comics.filter { $0 != "comic-41" && $0 != "comic-42" })
            #expect(list.firstVisibleItem == "comic-43")
            #expect(list.selectedItems == ["comic-7"])
            let moved = report.items(.movedViewState)
            #expect(moved.map(\.key) == [PageViewState.anchorKey, PageViewState.selectionKey])
            #expect(moved.first?.reason.contains("\"comic-41\" is gone") == true)
        }
    }
}

/// A collection view's grid comes back at the same item, with its selection, after a simulated
/// kill, the data unchanged or with items inserted above.
@MainActor
struct CollectionViewStateRestorationTests {
    private let comics = (1...500).map { "comic-\($0)" }

    @Test(arguments: [0, 10])
    func theGridComesBackAtTheSameModelItem(insertedAbove: Int) async throws {
        var items = comics
        let app = SimulatedApp(hierarchy: { WindowHierarchy(window: UIWindow(frame: .zero)) }, registry: {
            let registry = RestorationRegistry<UIViewController>()
            registry.register(ItemGridViewController.self) { ItemGridViewController(items: items) }
            return registry
        }, rootPage: { UINavigationController(rootViewController: ItemGridViewController(items: items)) })
        await app.launch()
        let grid = try #require((app.visiblePage as? ItemGridViewController))
        grid.collectionView.scrollToItem(at: IndexPath(item: 120, section: 0), at: .top, animated: false)
        grid.collectionView.contentOffset.y += 30
        grid.collectionView.selectItem(at: IndexPath(item: 121, section: 0), animated: false, scrollPosition: [])
        #expect(grid.firstVisibleItem == "comic-121")
        try await app.enterBackground()
        app.killBySystem()
        items = (0..<insertedAbove).map { "new-\($0)" } + comics
        await app.launch()
        await StandInRuntime.drainMainQueue()
        let back = try #require((app.visiblePage as? ItemGridViewController))
        #expect(try app.restoreReport().isComplete)
        // In a grid the anchored item's row comes to the top: with ten inserted it is second in its row.
        let topRow = back.collectionView.indexPathsForVisibleItems.sorted().prefix(3).map { back.items[$0.item] }
        #expect(topRow.contains("comic-121"))
        #expect(back.collectionView.indexPathsForSelectedItems?.map { back.items[$0.item] } == ["comic-122"])
        let row = (120 + insertedAbove) / 3
        #expect(Double(back.collectionView.contentOffset.y) == Double(row * 110 + 30))
    }
}
#endif
