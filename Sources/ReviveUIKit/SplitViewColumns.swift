#if canImport(UIKit)
import UIKit
#elseif os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
import Revive

/// A `UISplitViewController`'s columns as the children of a split container
/// (`Revive/ContainerKind/split(focusedIndex:roles:isCollapsed:)`), read and installed by
/// ``WindowHierarchy``.
///
/// - Children: the navigation controller of each column that has a view controller, in column
///   order — primary, supplementary (triple column), secondary — each with its role named after
///   its `UISplitViewController.Column`. A column-style split view controller wraps each
///   column's view controller in a navigation controller, so each column saves its own stack
///   and presentations. A classic one's `viewControllers` are its children, primary then
///   secondary.
/// - The compact column's view controller is on screen only while the split view controller is
///   collapsed ("that view controller is shown when isCollapsed is true"), so it is a child,
///   with the role `compact`, only then; expanded, it is not saved and keeps the one the app's
///   factory set, as do the display modes of a collapsed interface.
/// - Focus: the column the user is in. UIKit has no focus of its own for columns, so it is the
///   column on screen when collapsed (the compact column, or the one on top: the last column
///   whose navigation controller's view is in the window), and otherwise the secondary column,
///   the detail, or the last column there is when there is none (a sidebar only).
///
/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column
/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact
/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed
@MainActor
enum SplitViewColumns {
    /// The role of the compact column's view controller, saved while collapsed.
    static let compactRole = ContainerKind.Role("compact")

    /// The split container kind of `split`, with the focus, the roles and whether it is collapsed.
    static func kind(of split: UISplitViewController) -> ContainerKind {
        let columns = columns(of: split, includingCompact: split.isCollapsed)
        let onScreen = split.isCollapsed ? columns.lastIndex { $0.child.viewIfLoaded?.window != nil } : nil
        let focus = onScreen ?? columns.lastIndex { $0.role == compactRole } ?? columns.firstIndex { $0.role == .secondary }
            ?? (columns.isEmpty ? nil : columns.count - 1)
        return .split(focusedIndex: focus, roles: columns.map(\.role), isCollapsed: split.isCollapsed)
    }

    /// The children: each column's navigation controller, in column order.
    static func children(of split: UISplitViewController) -> [UIViewController] {
        columns(of: split, includingCompact: split.isCollapsed).map(\.child)
    }

    /// The columns a factory made, the compact one included when it is set, in the order of
    /// ``children(of:)``, so that a saved column is restored into the default one at its place.
    static func defaultChildren(of split: UISplitViewController) -> [UIViewController] {
        columns(of: split, includingCompact: true).map(\.child)
    }

    /// Sets each child into the column its role names, without lifecycle calls while `split` is
    /// detached; a child already in its column stays as it is (so `viewController(for:)` keeps
    /// returning the view controller the app set). A primary, supplementary or secondary column
    /// with no child is emptied (a sidebar alone comes back alone); the compact column keeps its
    /// view controller when none was saved.
    /// - Throws: ``Revive/ReviveError`` `kindMismatch` when a role is not a column of `split`
    ///   or two children have one role.
    static func install(_ children: [UIViewController], kind: ContainerKind, into split: UISplitViewController) throws(ReviveError) {
        let roles = kind.roles.isEmpty ? Array(positionalRoles(of: split).prefix(children.count)) : kind.roles
        guard roles.count == children.count else {
            throw mismatch(split, "has \(positionalRoles(of: split).count) columns; \(children.count) were saved")
        }
        if split.style == .unspecified {
            guard roles == Array(positionalRoles(of: split).prefix(roles.count)) else {
                throw mismatch(split, "is a classic split view controller, whose children are primary then secondary, not \(roles)")
            }
            split.viewControllers = children
            return
        }
        var assigned: [UISplitViewController.Column: UIViewController] = [:]
        for (role, child) in zip(roles, children) {
            guard let column = column(for: role), split.style == .tripleColumn || column != .supplementary else {
                throw mismatch(split, "has no \(role) column")
            }
            guard assigned[column] == nil else { throw mismatch(split, "was saved with two \(role) columns") }
            assigned[column] = child
        }
        for column in [UISplitViewController.Column.primary, .supplementary, .secondary, .compact] {
            let current = split.viewController(for: column)
            guard let child = assigned[column] else {
                if column != .compact, current != nil { split.setViewController(nil, for: column) }
                continue
            }
            if let current, child === current || child === current.navigationController { continue }
            split.setViewController(child, for: column)
        }
    }

    /// The column a role names, or `nil` for a role that is no column.
    static func column(for role: ContainerKind.Role) -> UISplitViewController.Column? {
        switch role {
        case .primary: .primary
        case .supplementary: .supplementary
        case .secondary: .secondary
        case compactRole: .compact
        default: nil
        }
    }

    // MARK: - Columns

    private static func columns(of split: UISplitViewController, includingCompact: Bool) -> [(role: ContainerKind.Role, child: UIViewController)] {
        guard split.style != .unspecified else {
            return zip(positionalRoles(of: split), split.children).map { ($0, $1) }
        }
        var result: [(role: ContainerKind.Role, child: UIViewController)] = []
        for column in [UISplitViewController.Column.primary, .supplementary, .secondary, .compact] {
            guard column != .compact || includingCompact, let set = split.viewController(for: column) else { continue }
            let child = (set as? UINavigationController) ?? set.navigationController ?? set
            guard !result.contains(where: { $0.child === child }) else { continue }
            result.append((role(of: column), child))
        }
        return result
    }

    /// The role of one of the four columns read here (UIKit's later columns, such as the
    /// inspector, are not read).
    private static func role(of column: UISplitViewController.Column) -> ContainerKind.Role {
        if column == .primary { return .primary }
        if column == .supplementary { return .supplementary }
        return column == .secondary ? .secondary : compactRole
    }

    /// The columns a split view controller of this style has, in order (the compact one aside).
    private static func positionalRoles(of split: UISplitViewController) -> [ContainerKind.Role] {
        split.style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }

    private static func mismatch(_ split: UISplitViewController, _ message: String) -> ReviveError {
        ReviveError(.kindMismatch, name: String(describing: type(of: split)), message)
    }
}
#endif
