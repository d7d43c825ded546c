#if canImport(UIKit)
import UIKit
#elseif os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
import Revive

/// What a `UISplitViewController` shows besides its columns' view controllers (which are its
/// children, see `SplitViewColumns`): the app's preferred display mode, the display mode on
/// screen and whether it was collapsed, saved with the split view controller's page and put back
/// by ``WindowHierarchy``.
///
/// - `preferredDisplayMode` comes back as it was: the app's (or the user's) choice.
/// - The display mode on screen is not settable (`displayMode` is get-only); it is reached
///   with `show(_:)` and `hide(_:)`, which move "to the closest display mode available for the
///   current split behavior" where the column is visible or hidden — once the split view
///   controller is on screen, and only when it was expanded at the save and is expanded now:
///   "when the split view interface is collapsed, the display mode has no impact".
/// - Collapsing is the system's, decided by the window's width, so `isCollapsed` is saved to
///   know whether the display mode meant anything, and is never forced.
///
/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferreddisplaymode
/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.property
/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/show(_:)
/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed
@MainActor
enum SplitViewState {
    static let preferredDisplayModeKey = "revive.split.preferredDisplayMode"
    static let displayModeKey = "revive.split.displayMode"
    static let isCollapsedKey = "revive.split.isCollapsed"

    /// Feeds `hasher` what ``encode(_:into:)`` saves, for the window's cheap look.
    static func hash(_ split: UISplitViewController, into hasher: inout Hasher) {
        hasher.combine(split.preferredDisplayMode.rawValue)
        hasher.combine(split.displayMode.rawValue)
        hasher.combine(split.isCollapsed)
    }

    /// Adds the split view controller's modes to its page's state.
    static func encode(_ split: UISplitViewController, into state: inout PageState) {
        state[preferredDisplayModeKey] = .int(Int64(split.preferredDisplayMode.rawValue))
        state[displayModeKey] = .int(Int64(split.displayMode.rawValue))
        state[isCollapsedKey] = .bool(split.isCollapsed)
    }

    /// Puts the preferred display mode back on a detached split view controller.
    /// - Returns: The display mode to reach once it is on screen (`nil` when it was collapsed
    ///   or nothing was saved), and the values that could not be read.
    static func decode(_ state: PageState, into split: UISplitViewController) -> (displayMode: UISplitViewController.DisplayMode?, issues: [RestoreReport.Item]) {
        var issues: [RestoreReport.Item] = []
        func mode(_ key: String) -> UISplitViewController.DisplayMode? {
            guard let saved = state[key] else { return nil }
            if case .int(let raw) = saved, let mode = UISplitViewController.DisplayMode(rawValue: Int(raw)) { return mode }
            issues.append(RestoreReport.Item(.defaultedValue, key: key, reason: "\(saved) is not a display mode this version of UIKit knows"))
            return nil
        }
        if let preferred = mode(preferredDisplayModeKey) { split.preferredDisplayMode = preferred }
        let shown = mode(displayModeKey)
        let wasCollapsed = state[isCollapsedKey] == .bool(true)
        return (wasCollapsed ? nil : shown, issues)
    }

    /// Moves an expanded split view controller to `target` with `show(_:)` and `hide(_:)`.
    static func show(_ target: UISplitViewController.DisplayMode, in split: UISplitViewController) {
        guard !split.isCollapsed, split.style != .unspecified, split.displayMode != target else { return }
        let triple = split.style == .tripleColumn
        switch target {
        case .secondaryOnly:
            split.hide(.primary)
            if triple { split.hide(.supplementary) }
        case .oneBesideSecondary, .oneOverSecondary:
            if !triple { split.show(.primary) } else if isTwoSidebars(split.displayMode) { split.hide(.primary) } else { split.show(.supplementary) }
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            split.show(.primary)
        case .automatic:
            break
        @unknown default:
            break
        }
    }

    private static func isTwoSidebars(_ mode: UISplitViewController.DisplayMode) -> Bool {
        mode == .twoBesideSecondary || mode == .twoOverSecondary || mode == .twoDisplaceSecondary
    }
}
#endif
