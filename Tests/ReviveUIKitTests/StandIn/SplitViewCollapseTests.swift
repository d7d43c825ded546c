#if os(Linux) && UIKitStandIn
import Foundation
import Testing
import UIKitStandIn

/// Starts a collapsed interface on the list rather than the detail, as apps do.
@MainActor
final class StartOnTheList: UISplitViewControllerDelegate {
    var proposals: [UISplitViewController.Column] = []

    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        proposals.append(proposedTopColumn)
        return .primary
    }
}

/// Keeps the proposal: the protocol's default.
@MainActor
final class KeepsTheProposal: UISplitViewControllerDelegate {}

extension UIKitStandInTests {
    /// A collapsed split view controller shows one column's stack, as Apple documents it: the
    /// compact column's when set, else the column its delegate chose.
    @Suite @MainActor struct SplitViewCollapseTests {
        let log = EventLog()

        func makeSplit(compact: Bool = false) -> (split: UISplitViewController, primary: Spy, secondary: Spy) {
            let split = UISplitViewController(style: .doubleColumn)
            let (primary, secondary) = (Spy("P", log: log), Spy("S", log: log))
            split.setViewController(primary, for: .primary)
            split.setViewController(secondary, for: .secondary)
            if compact { split.setViewController(Spy("C", log: log), for: .compact) }
            return (split, primary, secondary)
        }

        @Test func collapsingShowsTheProposedSecondaryStackAndTheOthersDisappear() {
            let (split, primary, secondary) = makeSplit()
            visibleWindow(root: split, log: log)
            StandInRuntime.collapse(split)
            #expect(split.isCollapsed)
            #expect(log.take() == ["P viewWillDisappear", "P viewDidDisappear"])
            #expect(secondary.view.window != nil && primary.viewIfLoaded?.window == nil)
            #expect(split.viewControllers == [secondary.navigationController].compactMap { $0 }, "one child is reported")
            #expect(split.children.count == 2, "every column is kept")
            StandInRuntime.expand(split)
            #expect(log.take() == ["P viewWillAppear", "P viewDidAppear"])
            #expect(split.viewControllers.count == 2)
        }

        @Test func theDelegateChoosesTheColumnOnTop() {
            let (split, primary, secondary) = makeSplit()
            let delegate = StartOnTheList()
            split.delegate = delegate
            visibleWindow(root: split, log: log)
            StandInRuntime.collapse(split)
            #expect(delegate.proposals == [.secondary])
            #expect(primary.view.window != nil && secondary.viewIfLoaded?.window == nil)
            let keeps = KeepsTheProposal()
            #expect(keeps.splitViewController(split, topColumnForCollapsingToProposedTopColumn: .supplementary) == .supplementary)
        }

        @Test func showBringsAColumnOnTopWhileCollapsed() {
            let (split, primary, secondary) = makeSplit()
            visibleWindow(root: split, log: log)
            StandInRuntime.collapse(split)
            _ = log.take()
            split.show(.primary)
            #expect(primary.view.window != nil && secondary.view.window == nil)
            #expect(log.take() == ["S viewWillDisappear", "P viewWillAppear", "S viewDidDisappear", "P viewDidAppear"])
            #expect(split.displayMode == .oneBesideSecondary, "the display mode has no impact while collapsed")
        }

        @Test func theCompactColumnIsShownWhenSetAndCollapsed() throws {
            let (split, primary, secondary) = makeSplit(compact: true)
            visibleWindow(root: split, log: log)
            let compact = try #require(split.viewController(for: .compact))
            #expect(compact.viewIfLoaded?.window == nil)
            StandInRuntime.collapse(split)
            #expect(compact.view.window != nil)
            #expect(primary.viewIfLoaded?.window == nil && secondary.viewIfLoaded?.window == nil)
            split.show(.primary)
            #expect(compact.view.window != nil, "the compact column stays while it is set")
        }

        @Test func aClassicSplitViewShowsItsPrimaryWhenCollapsed() {
            let split = UISplitViewController()
            let (primary, secondary) = (Spy("P", log: log), Spy("S", log: log))
            split.viewControllers = [primary, secondary]
            visibleWindow(root: split, log: log)
            StandInRuntime.collapse(split)
            #expect(primary.view.window != nil && secondary.viewIfLoaded?.window == nil)
            #expect(split.viewControllers == [primary] && split.children == [primary, secondary])
        }
    }
}
#endif
