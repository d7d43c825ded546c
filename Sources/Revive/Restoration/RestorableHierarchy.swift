/// What capture and rebuild need to know about a live page hierarchy, and nothing more.
///
/// Revive's capture walks a hierarchy through this protocol and its rebuild installs pages
/// through it, so that any page system can be saved and restored by adopting it with a thin
/// adapter: the headless ``Navigator`` is the first adopter; a UIKit window is the next.
///
/// ```swift
/// extension MyWindow: RestorableHierarchy {
///     var rootNode: UIViewController? { rootViewController }
///     func children(of node: UIViewController) -> [UIViewController] { node.children }
///     // …
/// }
/// ```
@MainActor
public protocol RestorableHierarchy: AnyObject {
    /// The type of a page in this hierarchy (`Page`, `UIViewController`).
    associatedtype Node: AnyObject

    /// The root page, or `nil` when there is none.
    var rootNode: Node? { get }

    /// Whether `node` is a plain page, a navigation stack or a tab container (with its selection).
    func containerKind(of node: Node) -> ContainerKind
    /// The container's children in order (stack bottom first); empty for a plain page.
    func children(of node: Node) -> [Node]
    /// The page `node` itself presents modally, if any: the presentation that hangs on
    /// `node` (a container, often), not one an ancestor presents on its behalf.
    func presentedNode(of node: Node) -> Node?
    /// The node's restoration identifier, if any.
    func restorationIdentifier(of node: Node) -> String?
    /// Sets the node's restoration identifier on a freshly made node.
    func setRestorationIdentifier(_ identifier: String?, of node: Node)

    /// The node's preserved values (its `@Preserved` properties and custom state).
    /// - Throws: ``RestorationError`` with code `encodingFailed` naming the value.
    func encodeState(of node: Node) throws(RestorationError) -> PageState
    /// Gives a fresh node its saved values. Values that are missing or of the wrong type keep
    /// their defaults and are returned; custom state the node cannot read throws.
    /// - Returns: The values that kept their defaults, and why.
    /// - Throws: ``RestorationError`` with code `unreadableState`.
    func decodeState(_ state: PageState, into node: Node) throws(RestorationError) -> [RestoreReport.ValueIssue]

    /// The children a freshly made container already has (its defaults, such as the root
    /// page a tab's factory installs); restored children replace them.
    func defaultChildren(of container: Node) -> [Node]
    /// Installs children into a detached container, without lifecycle calls.
    func install(children: [Node], selectedIndex: Int?, into container: Node) throws
    /// Presents `node` over `presenter` itself, both detached, without lifecycle calls and
    /// without forwarding to another presentation context: where it was saved.
    func present(_ node: Node, over presenter: Node) throws
    /// Makes `node` the root; only the pages that end up on screen get lifecycle calls.
    func installRoot(_ node: Node) throws
    /// Runs the node's post-restore hook (UIKit's `applicationFinishedRestoringState`).
    func finishRestoration(of node: Node)
}
