public import Revive
public import StageKit

/// The stage as Revive sees it: screens are nodes, a ``StageKit/ScreenStack`` is a stack, an
/// overlay is a presentation. Capture, rebuild, policies and the crash guard are Revive's; this
/// file only says where things are in the stage and how to put them back.
// snippet:begin adapter-hierarchy
extension Stage: RestorableHierarchy {
    public var rootNode: Screen? { root }

    public func containerKind(of node: Screen) -> ContainerKind {
        node is ScreenStack ? .stack : .page
    }

    public func children(of node: Screen) -> [Screen] {
        (node as? ScreenStack)?.screens ?? []
    }

    public func presentedNode(of node: Screen) -> Screen? { node.overlay }

    public func restorationIdentifier(of node: Screen) -> String? { node.tag }

    public func setRestorationIdentifier(_ identifier: String?, of node: Screen) {
        node.tag = identifier
    }
    // snippet:skip

    // snippet:begin adapter-values
    /// The screen's `@Preserved` properties, and its custom values if it adopts `Revivable`.
    public func encodeState(of node: Screen) throws(ReviveError) -> PageState {
        try revivableState(of: node)
    }

    /// Gives a fresh screen its saved values, then its view state if it restores one.
    public func decodeState(_ state: PageState, into node: Screen) throws(ReviveError) -> [RestoreReport.Item] {
        try restoreRevivableState(state, into: node)
    }
    // snippet:end

    /// A fresh stack's screens (the title screen of the game's default root): a restored
    /// screen of the same type at the same place gets its values instead of a new one.
    public func defaultChildren(of container: Screen) -> [Screen] {
        children(of: container)
    }

    // snippet:begin adapter-install
    public func install(children: [Screen], selectedIndex: Int?, into container: Screen) throws {
        guard let stack = container as? ScreenStack else {
            throw ReviveError(.kindMismatch, name: container.title, "only a ScreenStack holds screens")
        }
        stack.setScreens(children)
    }

    /// Shows `node` as the overlay of `presenter`; the stage has no animation to wait for, so
    /// the default `settle(_:)` (at once, nothing refused) is right.
    public func present(_ node: Screen, over presenter: Screen) throws {
        try presenter.showOverlay(node)
    }

    public func installRoot(_ node: Screen) throws {
        show(node)
    }
    // snippet:end
    // snippet:begin adapter-values

    /// Runs the screen's `revivalDidFinish()` if it adopts `Revivable`.
    public func finishRestoration(of node: Screen) {
        finishRevival(of: node)
    }
    // snippet:end

    // snippet:begin adapter-builtin
    /// The toolkit's own container: every registry used with a stage restores stacks without
    /// being told, as a `RestorationRegistry<UIViewController>` knows UIKit's.
    public static func registerBuiltInContainers(in registry: RestorationRegistry<Screen>) {
        registry.register(ScreenStack.self) { ScreenStack() }
    }
    // snippet:end
    // snippet:resume
}
// snippet:end
