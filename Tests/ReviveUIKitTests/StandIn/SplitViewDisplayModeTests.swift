#if os(Linux) && UIKitStandIn
import Foundation
import Testing
import UIKitStandIn

extension UIKitStandInTests {
    /// `preferredDisplayMode`, `displayMode`, `show(_:)`, `hide(_:)` and `isCollapsed`, as
    /// Apple documents them, in the stand-in's wide, tiled window.
    @Suite @MainActor struct SplitViewDisplayModeTests {
        @Test func automaticResolvesToTheSidebarsBesideTheSecondaryAndIsNeverReported() {
            #expect(UISplitViewController(style: .doubleColumn).preferredDisplayMode == .automatic)
            #expect(UISplitViewController(style: .doubleColumn).displayMode == .oneBesideSecondary)
            #expect(UISplitViewController(style: .tripleColumn).displayMode == .twoBesideSecondary)
            #expect(UISplitViewController().displayMode == .oneBesideSecondary)
        }

        @Test func aPreferredModeIsAdoptedAndATwoSidebarModeNeedsThreeColumns() {
            let double = UISplitViewController(style: .doubleColumn)
            double.preferredDisplayMode = .oneOverSecondary
            #expect(double.displayMode == .oneOverSecondary)
            double.preferredDisplayMode = .twoBesideSecondary
            #expect(double.displayMode == .oneBesideSecondary)
            let triple = UISplitViewController(style: .tripleColumn)
            triple.preferredDisplayMode = .twoOverSecondary
            #expect(triple.displayMode == .twoOverSecondary)
            #expect([UISplitViewController.DisplayMode.automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary,
                     .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary].map(\.rawValue) == Array(0...6))
        }

        @Test func showAndHideMoveTheDisplayModeButNotThePreference() {
            let double = UISplitViewController(style: .doubleColumn)
            double.hide(.primary)
            #expect(double.displayMode == .secondaryOnly && double.preferredDisplayMode == .automatic)
            double.show(.primary)
            #expect(double.displayMode == .oneBesideSecondary)
            let triple = UISplitViewController(style: .tripleColumn)
            triple.hide(.primary)
            #expect(triple.displayMode == .oneBesideSecondary)
            triple.hide(.supplementary)
            #expect(triple.displayMode == .secondaryOnly)
            triple.show(.supplementary)
            #expect(triple.displayMode == .oneBesideSecondary)
            triple.show(.primary)
            #expect(triple.displayMode == .twoBesideSecondary)
        }

        @Test func hidingTheSecondaryColumnIsNotSupported() {
            StandInRuntime.clearWarnings()
            let split = UISplitViewController(style: .doubleColumn)
            split.hide(.secondary)
            #expect(split.displayMode == .oneBesideSecondary)
            #expect(StandInRuntime.warnings.count == 1)
        }

        @Test func aNarrowedWindowCollapsesTheSplitViewAndItsDisplayModeWaits() {
            let split = UISplitViewController(style: .doubleColumn)
            split.hide(.primary)
            StandInRuntime.collapse(split)
            #expect(split.isCollapsed)
            StandInRuntime.expand(split)
            #expect(!split.isCollapsed && split.displayMode == .secondaryOnly)
        }
    }
}
#endif
