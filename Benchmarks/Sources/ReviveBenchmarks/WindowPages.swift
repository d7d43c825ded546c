#if canImport(UIKitStandIn)
import Foundation
import ReviveMacros
import ReviveUIKit
import UIKitStandIn

/// A view controller of the main-actor benchmark (``MainActorSuite``): a list with the state a
/// comic reader's page preserves (the same seven values as ``StoryPage``), whose table view's
/// scroll offset is saved with it (`RevivableViewState`). `@Preserving`, as the README asks.
@MainActor
@Preserving
final class ListedWindowPage: UIViewController, RevivableViewState, WindowBenchmarkPage {
    @Preserved("comic_id") var comicID = 0
    @Preserved("title") var comicTitle = ""
    @Preserved var progress = 0.0
    @Preserved var pageIndex = 0
    @Preserved var bookmarks: [Int] = []
    @Preserved var tags: [String] = []
    @Preserved var openedAt = Date(timeIntervalSinceReferenceDate: 0)
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    var revivableScrollView: UIScrollView? { tableView }
}

/// The same view controller with no `@Preserving`: its `@Preserved` properties are found with
/// `Mirror` at every capture, the path an app without the macro takes.
@MainActor
final class MirroredWindowPage: UIViewController, RevivableViewState, WindowBenchmarkPage {
    @Preserved("comic_id") var comicID = 0
    @Preserved("title") var comicTitle = ""
    @Preserved var progress = 0.0
    @Preserved var pageIndex = 0
    @Preserved var bookmarks: [Int] = []
    @Preserved var tags: [String] = []
    @Preserved var openedAt = Date(timeIntervalSinceReferenceDate: 0)
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    var revivableScrollView: UIScrollView? { tableView }
}

/// What both view controllers of the benchmark have: the seven values, and a way to set them.
@MainActor
protocol WindowBenchmarkPage: UIViewController {
    var comicID: Int { get set }
    var comicTitle: String { get set }
    var progress: Double { get set }
    var pageIndex: Int { get set }
    var bookmarks: [Int] { get set }
    var tags: [String] { get set }
    var openedAt: Date { get set }
}

extension WindowBenchmarkPage {
    /// Sets every preserved value from a number, as ``StoryPage/fill(seed:)`` does.
    func fill(seed index: Int) {
        comicID = (index &* 7_919) % 100_000
        comicTitle = "瑠璃色の旅 Ruri-iro no Tabi №\(index) — café"
        progress = Double(index % 100) / 100 + 0.123_456
        pageIndex = index % 300
        bookmarks = [index, index + 3, index + 17]
        tags = ["manga", "日本語", "Ω-\(index % 7)"]
        openedAt = Date(timeIntervalSinceReferenceDate: 700_000_000 + Double(index) * 61.5)
    }
}

/// A window of a chosen number of view controllers, launched under a ``RestorationController``
/// as ``SceneRestoration`` launches one: a tab bar controller of five navigation controllers
/// (two below 20), their stacks of list view controllers with loaded views, and one presented
/// from the first tab's top.
@MainActor
struct BenchmarkWindow {
    let controller: RestorationController<WindowHierarchy>
    let pages: [any WindowBenchmarkPage]
    let viewControllerCount: Int

    /// Builds and launches the window.
    /// - Parameters:
    ///   - viewControllers: How many view controllers, containers included; at least 10.
    ///   - mirrored: Whether the pages are the ones without `@Preserving`.
    ///   - store: Where its checkpoints go.
    init(viewControllers: Int, mirrored: Bool, store: FileStore) throws(BenchmarkError) {
        let tabCount = viewControllers < 20 ? 2 : 5
        // One presented view controller: the stand-in, as UIKit, refuses a presentation while
        // the one before is in progress, and its completion needs a turn of the run loop.
        let sheetCount = 1
        let leafCount = viewControllers - 1 - tabCount - sheetCount
        var seed = 0
        var pages: [any WindowBenchmarkPage] = []
        func makePage() -> any WindowBenchmarkPage {
            seed += 1
            let page: any WindowBenchmarkPage = mirrored ? MirroredWindowPage() : ListedWindowPage()
            page.fill(seed: seed)
            page.loadViewIfNeeded()
            pages.append(page)
            return page
        }
        var stacks: [UINavigationController] = []
        for tab in 0..<tabCount {
            let count = leafCount / tabCount + (tab < leafCount % tabCount ? 1 : 0)
            let stack = UINavigationController()
            stack.setViewControllers((0..<count).map { _ in makePage() }, animated: false)
            stacks.append(stack)
        }
        let tabs = UITabBarController()
        tabs.setViewControllers(stacks, animated: false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let registry = RestorationRegistry<UIViewController>()
        registry.register(ListedWindowPage.self) { ListedWindowPage() }
        registry.register(MirroredWindowPage.self) { MirroredWindowPage() }
        controller = RestorationController(
            hierarchy: WindowHierarchy(window: window), registry: registry, sceneID: "window",
            configuration: .init(store: store, policy: BenchmarkSuite.appPolicy)
        )
        // Nothing is saved: the launch installs the tree as the default root.
        var launched = false
        controller.launch(defaultRoot: { tabs }) { _ in launched = true }
        guard launched else { throw BenchmarkError(.failed, "the window's launch did not finish at once") }
        var presenter: UIViewController? = stacks.first?.topViewController
        for _ in 0..<sheetCount {
            let sheet = makePage()
            presenter?.present(sheet, animated: false)
            presenter = sheet
        }
        self.pages = pages
        viewControllerCount = viewControllers
    }

    /// Sets every preserved value of every page anew, so that the next capture is cold.
    func changeEveryValue(round: Int) {
        for (index, page) in pages.enumerated() { page.fill(seed: index + 1 + (round % 2) * 7) }
    }
}
#endif
