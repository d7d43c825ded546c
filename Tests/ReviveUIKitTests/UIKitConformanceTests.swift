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

/// A plain view controller with one value that counts Revive's post-restore hook.
final class ShapeItemViewController: UIViewController, Revivable {
    @Preserved var value = 0
    var hookRuns = 0

    init(value: Int = 0) {
        super.init(nibName: nil, bundle: nil)
        self.value = value
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    func revivalDidFinish() { hookRuns += 1 }
}

/// Never registered.
final class UnlistedViewController: UIViewController {
    @Preserved var value = 0
}

/// A custom container (custom containment through `addChild`) that makes its own two pages.
final class PagerViewController: UIViewController {
    @Preserved var currentPage = 0

    init() {
        super.init(nibName: nil, bundle: nil)
        for value in [1, 2] {
            let page = ShapeItemViewController(value: value)
            addChild(page)
            page.didMove(toParent: self)
        }
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A tab bar controller that shows a "what's new" sheet when it appears after an update: a
/// restored presentation then finds it already presenting, and UIKit refuses it.
final class AnnouncingTabBarController: UITabBarController {
    static var announces = false

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard Self.announces else { return }
        Self.announces = false
        present(UnlistedViewController(), animated: false)
    }
}

/// The UIKit adapter as a conformance fixture, on UIKit's stand-in.
@MainActor
struct UIKitFixture: HierarchyConformance.Fixture {
    var shapes: [HierarchyConformance.Shape] { HierarchyConformance.Shape.allCases }

    func makeHierarchy() -> WindowHierarchy { WindowHierarchy(window: UIWindow(frame: .zero)) }

    func makeRegistry(for shape: HierarchyConformance.Shape) -> RestorationRegistry<UIViewController> {
        makeRegistry(for: shape, listItems: HierarchyConformance.ListViewState.savedItems)
    }

    func makeRegistry(for shape: HierarchyConformance.Shape, listItems: [String]) -> RestorationRegistry<UIViewController> {
        let registry = RestorationRegistry<UIViewController>()
        registry.register(ItemListViewController.self) { ItemListViewController(items: listItems) }
        registry.register(ShapeItemViewController.self) { ShapeItemViewController() }
        registry.register(PagerViewController.self) { PagerViewController() }
        registry.register(AnnouncingTabBarController.self) { AnnouncingTabBarController() }
        if shape != .unregisteredTab { registry.register(UnlistedViewController.self) { UnlistedViewController() } }
        return registry
    }

    func makeRoot(for shape: HierarchyConformance.Shape) -> UIViewController {
        switch shape {
        case .splitView:
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(ShapeItemViewController(), for: .primary)
            split.setViewController(ShapeItemViewController(), for: .secondary)
            return split
        case .customContainer:
            return PagerViewController()
        case .unregisteredTab:
            return tabs(UITabBarController(), [UINavigationController(rootViewController: ShapeItemViewController()), UnlistedViewController()])
        case .refusedPresentation:
            return tabs(AnnouncingTabBarController(), [UINavigationController(rootViewController: ShapeItemViewController())])
        case .tabsOfStacksOfSameTypedPages, .modalChainThreeDeep, .scrolledList, .textDraft, .itemSelection:
            return tabs(UITabBarController(), [
                UINavigationController(rootViewController: ShapeItemViewController()),
                UINavigationController(rootViewController: ShapeItemViewController()),
            ])
        }
    }

    func listViewState(in hierarchy: WindowHierarchy) -> HierarchyConformance.ListViewState? {
        guard let root = hierarchy.window.rootViewController,
              let list = (root as? UITabBarController)?.selectedViewController?.children.last as? ItemListViewController
        else { return nil }
        return HierarchyConformance.ListViewState(firstVisibleItem: list.firstVisibleItem, selectedItems: list.selectedItems,
                             draft: PageViewState.TextDraft(text: list.commentView.text, selectedRange: list.commentView.selectedRange))
    }

    func arrange(_ shape: HierarchyConformance.Shape, in hierarchy: WindowHierarchy) async throws {
        let root = hierarchy.window.rootViewController
        switch shape {
        case .tabsOfStacksOfSameTypedPages:
            let tabs = try Self.require(root as? UITabBarController)
            tabs.selectedIndex = 1
            let stack = try Self.require(tabs.selectedViewController as? UINavigationController)
            for value in 1...3 { stack.pushViewController(ShapeItemViewController(value: value), animated: false) }
        case .modalChainThreeDeep:
            var presenter = try Self.require((root as? UITabBarController)?.selectedViewController?.children.last)
            for value in 10...12 {
                let next = ShapeItemViewController(value: value)
                next.modalPresentationStyle = value == 10 ? .fullScreen : .pageSheet
                presenter.present(next, animated: false)
                await StandInRuntime.drainMainQueue()
                presenter = next
            }
        case .splitView:
            let split = try Self.require(root as? UISplitViewController)
            (split.viewController(for: .primary) as? ShapeItemViewController)?.value = 3
            let secondary = try Self.require(split.viewController(for: .secondary)?.navigationController)
            secondary.pushViewController(ShapeItemViewController(value: 5), animated: false)
        case .customContainer:
            let pager = try Self.require(root as? PagerViewController)
            pager.currentPage = 1
            for (index, child) in pager.children.enumerated() { (child as? ShapeItemViewController)?.value = 7 + index }
        case .unregisteredTab:
            let tabs = try Self.require(root as? UITabBarController)
            (tabs.viewControllers?[1] as? UnlistedViewController)?.value = 5
            tabs.selectedIndex = 1
        case .refusedPresentation:
            let top = try Self.require((root as? UITabBarController)?.selectedViewController?.children.last)
            top.present(ShapeItemViewController(value: 20), animated: false)
            await StandInRuntime.drainMainQueue()
            AnnouncingTabBarController.announces = true
        case .scrolledList, .textDraft, .itemSelection:
            let stack = try Self.require((root as? UITabBarController)?.selectedViewController as? UINavigationController)
            let list = ItemListViewController(items: HierarchyConformance.ListViewState.savedItems)
            stack.pushViewController(list, animated: false)
            await StandInRuntime.drainMainQueue()
            list.tableView.scrollToRow(at: IndexPath(row: 40, section: 0), at: .top, animated: false)
            list.tableView.contentOffset.y += 6
            list.tableView.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: .none)
            list.commentView.text = HierarchyConformance.ListViewState.arranged.draft.text
            list.commentView.selectedRange = HierarchyConformance.ListViewState.arranged.draft.selectedRange
        }
        await StandInRuntime.drainMainQueue()
    }

    func postRestoreHookCount(of node: UIViewController) -> Int {
        (node as? ShapeItemViewController)?.hookRuns ?? 1
    }

    private func tabs(_ controller: UITabBarController, _ children: [UIViewController]) -> UITabBarController {
        controller.setViewControllers(children, animated: false)
        return controller
    }

    private static func require<T>(_ value: T?) throws -> T {
        guard let value else { throw ReviveError(.expectationFailed, "the fixture's tree is not as arranged") }
        return value
    }
}

@MainActor
@Suite(.serialized)
struct UIKitConformanceTests {
    @Test(arguments: HierarchyConformance.Shape.allCases)
    func theUIKitAdapterConforms(_ shape: HierarchyConformance.Shape) async {
        let failures = await HierarchyConformance(fixture: UIKitFixture()).run(shape)
        #expect(failures.isEmpty, "\(failures.map(\.description))")
    }
}
#endif
