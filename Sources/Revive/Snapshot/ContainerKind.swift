/// What kind of page a snapshot node describes: a plain page or one of the containers.
///
/// Mirrors UIKit's container view controllers: a tab container (`UITabBarController`)
/// remembers which child is selected; a navigation stack (`UINavigationController`) keeps
/// its children in order, bottom first. A page may hold children of its own — a split view's
/// columns, a custom container's `children` — which its factory makes and which are restored
/// in place, by position.
public enum ContainerKind: Hashable {
    /// A page; its children, if any, are the ones its factory makes (custom containment).
    case page
    /// A navigation stack: the children are its pages, bottom (root) first, top last.
    case stack
    /// A tab container: the children are its tabs; `selectedIndex` is the selected one.
    case tabs(selectedIndex: Int)
}

extension ContainerKind: Sendable {}
