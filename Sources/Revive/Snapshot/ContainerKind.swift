/// What kind of page a snapshot node describes: a plain page or one of the containers.
///
/// Mirrors UIKit's container view controllers: a tab container (`UITabBarController`)
/// remembers which child is selected; a navigation stack (`UINavigationController`) keeps
/// its children in order, bottom first. A page may hold children of its own — a split view's
/// columns, a custom container's `children` — which its factory makes and which are restored
/// in place, by position.
///
/// A kind is a value with static members rather than an enum, so that a kind added in a later
/// version of Revive (a page view controller's pages, say) breaks no app's `switch`: compare
/// with `==`, read ``selectedIndex`` for the selection, and ``name`` for what to print.
///
/// ```swift
/// func containerKind(of node: UIViewController) -> ContainerKind {
///     if let tabs = node as? UITabBarController { return .tabs(selectedIndex: tabs.selectedIndex) }
///     return node is UINavigationController ? .stack : .page
/// }
/// if kind == .stack { print("a stack of \(node.children.count)") }
/// if let selected = kind.selectedIndex { print("tab \(selected) is selected") }
/// ```
public struct ContainerKind: Hashable {
    /// The kinds this version knows; the engine's own switches are over these, so that adding
    /// one shows every place that must learn it. Apps never see it.
    enum Storage: Hashable {
        case page
        case stack
        case tabs(selectedIndex: Int)
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

    /// The selected child of a container that shows one child at a time (the tabs), or `nil`
    /// for a page and a stack (whose top is its last child).
    public var selectedIndex: Int? {
        if case .tabs(let selectedIndex) = storage { return selectedIndex }
        return nil
    }

    /// The kind's name, without its selection: `"page"`, `"stack"` or `"tabs"`. Two nodes of one
    /// kind with different selections have the same name. Tools that print a tree print it, so
    /// that they print a kind added later too.
    public var name: String {
        switch storage {
        case .page: "page"
        case .stack: "stack"
        case .tabs: "tabs"
        }
    }
}

extension ContainerKind: CustomStringConvertible {
    /// `"page"`, `"stack"` or `"tabs(selectedIndex: 1)"`, as the enum it was printed.
    public var description: String {
        selectedIndex.map { "\(name)(selectedIndex: \($0))" } ?? name
    }
}

extension ContainerKind: Sendable {}
