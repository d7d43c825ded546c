import Revive

/// A hierarchy whose process dies while the restored tree settles: every call goes to the
/// app's hierarchy, except that ``settle(_:)`` never completes, so the restore is never marked
/// finished — as when the system kills an app (or it crashes) while UIKit is still presenting
/// the restored pages. ``SimulatedApp/crashDuringRestore()`` launches through it; the next
/// launch then sees an unfinished restore, with public API alone.
@MainActor
final class HierarchyDyingBeforeSettle<Base: RestorableHierarchy>: RestorableHierarchy {
    typealias Node = Base.Node

    let base: Base

    init(_ base: Base) {
        self.base = base
    }

    var rootNode: Node? { base.rootNode }
    func containerKind(of node: Node) -> ContainerKind { base.containerKind(of: node) }
    func children(of node: Node) -> [Node] { base.children(of: node) }
    func presentedNode(of node: Node) -> Node? { base.presentedNode(of: node) }
    func restorationIdentifier(of node: Node) -> String? { base.restorationIdentifier(of: node) }
    func setRestorationIdentifier(_ identifier: String?, of node: Node) { base.setRestorationIdentifier(identifier, of: node) }
    func encodeState(of node: Node) throws(ReviveError) -> PageState { try base.encodeState(of: node) }
    func decodeState(_ state: PageState, into node: Node) throws(ReviveError) -> [RestoreReport.Item] {
        try base.decodeState(state, into: node)
    }
    func defaultChildren(of container: Node) -> [Node] { base.defaultChildren(of: container) }
    func install(children: [Node], kind: ContainerKind, into container: Node) throws {
        try base.install(children: children, kind: kind, into: container)
    }
    func present(_ node: Node, over presenter: Node) throws { try base.present(node, over: presenter) }
    func installRoot(_ node: Node) throws { try base.installRoot(node) }
    func finishRestoration(of node: Node) { base.finishRestoration(of: node) }
    func hashViewState(of node: Node, into hasher: inout Hasher) { base.hashViewState(of: node, into: &hasher) }
    static func registerBuiltInContainers(in registry: RestorationRegistry<Node>) {
        Base.registerBuiltInContainers(in: registry)
    }

    /// Never completes: the process is gone before the toolkit settles.
    func settle(_ completion: @escaping @MainActor (_ refusedPresentations: [Node]) -> Void) {}
}
