/// What kind of page a snapshot node describes: a plain page or one of the containers.
///
/// Mirrors UIKit's container view controllers: a tab container (`UITabBarController`)
/// remembers which child is selected; a navigation stack (`UINavigationController`) keeps
/// its children in order, bottom first; a split container (`UISplitViewController`'s columns,
/// panes side by side) shows all its children at once, any number of them, with the one that
/// has the focus and each child's role. A page may hold children of its own (a custom
/// container's `children`), which its factory makes and which are restored in place, by
/// position.
///
/// A kind is a value with static members rather than an enum, so that a kind added in a later
/// version of Revive (a page view controller's pages, say) breaks no app's `switch`: compare
/// with `==`, read ``selectedIndex`` and ``focusedIndex`` for the selection, and ``name`` for
/// what to print.
///
/// ```swift
/// func containerKind(of node: UIViewController) -> ContainerKind {
///     if let tabs = node as? UITabBarController { return .tabs(selectedIndex: tabs.selectedIndex) }
///     if let split = node as? UISplitViewController { return .split(focusedIndex: 1, roles: [.primary, .secondary]) }
///     return node is UINavigationController ? .stack : .page
/// }
/// if kind == .stack { print("a stack of \(node.children.count)") }
/// if let selected = kind.selectedIndex { print("tab \(selected) is selected") }
/// if kind.showsAllChildren { print("\(node.children.count) columns side by side") }
/// ```
public struct ContainerKind: Hashable {
    /// The kinds this version knows; the engine's own switches are over these, so that adding
    /// one shows every place that must learn it. Apps never see it.
    enum Storage: Hashable {
        case page
        case stack
        case tabs(selectedIndex: Int)
        case split(focusedIndex: Int?, roles: [Role], isCollapsed: Bool)
    }

    /// The kind and its selection.
    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }

    /// A page; its children, if any, are the ones its factory makes (custom containment).
    public static let page = ContainerKind(.page)

    /// A navigation stack: the children are its pages, bottom (root) first, top last.
    public static let stack = ContainerKind(.stack)

    /// A tab container: the children are its tabs, and `selectedIndex` is the selected one.
    /// - Parameter selectedIndex: The index of the selected tab among the children.
    /// - Returns: The kind.
    public static func tabs(selectedIndex: Int) -> ContainerKind {
        ContainerKind(.tabs(selectedIndex: selectedIndex))
    }

    /// A split container: its children are all on screen side by side (a split view's columns,
    /// an editor's panes), each with its own stack and presentations, in any number.
    ///
    /// A split container shows content of its own (a sidebar, an empty workspace), so it is on
    /// screen and saved even with no child pages: a workspace whose last document the user
    /// closed comes back with no document.
    ///
    /// ```swift
    /// .split(focusedIndex: 1, roles: [.primary, .secondary])   // a two-column split view
    /// .split(focusedIndex: nil)                               // panes, none focused
    /// .split(focusedIndex: 0, roles: [.primary, .secondary], isCollapsed: true)  // compact width
    /// ```
    /// - Parameters:
    ///   - focusedIndex: The child that has the focus (the one the user last worked in), or
    ///     `nil` when none has.
    ///   - roles: Each child's role, in the children's order (``Role/primary``,
    ///     ``Role/supplementary``, ``Role/secondary``), or empty when the toolkit has no roles.
    ///   - isCollapsed: Whether the container shows only its focused child for now, as a split
    ///     view does in a compact width; the others are kept and come back beside it.
    /// - Returns: The kind.
    public static func split(focusedIndex: Int?, roles: [Role] = [], isCollapsed: Bool = false) -> ContainerKind {
        ContainerKind(.split(focusedIndex: focusedIndex, roles: roles, isCollapsed: isCollapsed))
    }

    /// The selected child of a container that shows one child at a time (the tabs), or `nil`
    /// for a page, a stack (whose top is its last child) and a split container (``focusedIndex``).
    public var selectedIndex: Int? {
        if case .tabs(let selectedIndex) = storage { return selectedIndex }
        return nil
    }

    /// The child of a split container that has the focus; `nil` when none has, and for every
    /// other kind.
    public var focusedIndex: Int? {
        if case .split(let focusedIndex, _, _) = storage { return focusedIndex }
        return nil
    }

    /// The roles of a split container's children, in order; empty when the toolkit has none,
    /// and for every other kind.
    public var roles: [Role] {
        if case .split(_, let roles, _) = storage { return roles }
        return []
    }

    /// Whether a split container shows only its focused child for now (a compact width);
    /// `false` for every other kind.
    public var isCollapsed: Bool {
        if case .split(_, _, let isCollapsed) = storage { return isCollapsed }
        return false
    }

    /// Whether every child is on screen at once: `true` for a split container that is not
    /// collapsed.
    public var showsAllChildren: Bool {
        if case .split(_, _, let isCollapsed) = storage { return !isCollapsed }
        return false
    }

    /// The kind's name, without its selection: `"page"`, `"stack"`, `"tabs"` or `"split"`. Two
    /// nodes of one kind with different selections have the same name. Tools that print a tree
    /// print it, so that they print a kind added later too.
    public var name: String {
        switch storage {
        case .page: "page"
        case .stack: "stack"
        case .tabs: "tabs"
        case .split: "split"
        }
    }
}

extension ContainerKind: CustomStringConvertible {
    /// `"page"`, `"stack"`, `"tabs(selectedIndex: 1)"` or
    /// `"split(focusedIndex: 1, roles: [primary, secondary])"`, as the enum it was printed.
    public var description: String {
        switch storage {
        case .page, .stack: return name
        case .tabs(let selectedIndex): return "\(name)(selectedIndex: \(selectedIndex))"
        case .split(let focusedIndex, let roles, let isCollapsed):
            var parts = ["focusedIndex: \(focusedIndex.map(String.init) ?? "nil")"]
            if !roles.isEmpty { parts.append("roles: [\(roles.map(\.rawValue).joined(separator: ", "))]") }
            if isCollapsed { parts.append("isCollapsed: true") }
            return "\(name)(\(parts.joined(separator: ", ")))"
        }
    }
}

extension ContainerKind: Sendable {}
