public import Revive
public import StageKit

/// The stage as Revive sees it: screens are nodes, a ``StageKit/ScreenStack`` is a stack, a
/// ``StageKit/Desk`` a split container of panes side by side (with its focus), a
/// ``StageKit/SplitScreen`` a split container of columns (with its focus), a
/// ``StageKit/Pane`` tabs of documents (with its selection), an overlay a presentation. A desk's
/// sidebar selection is the desk's own view state, saved with its values. Capture, rebuild,
/// policies and the crash guard are Revive's; this file only says where things are in the stage
/// and how to put them back.
// snippet:begin adapter-hierarchy
extension Stage: RestorableHierarchy {
    public var rootNode: Screen? { root }

    public func containerKind(of node: Screen) -> ContainerKind {
        switch node {
        case is ScreenStack: .stack
        case let desk as Desk: .split(focusedIndex: desk.focusedPaneIndex)
        case let split as SplitScreen: .split(focusedIndex: split.focusedIndex)
        case let pane as Pane: .tabs(selectedIndex: pane.selectedIndex ?? 0)
        default: .page
        }
    }

    public func children(of node: Screen) -> [Screen] {
        switch node {
        case let stack as ScreenStack: stack.screens
        case let desk as Desk: desk.panes
        case let split as SplitScreen: split.columns
        case let pane as Pane: pane.documents
        default: []
        }
    }

    public func presentedNode(of node: Screen) -> Screen? { node.overlay }

    public func restorationIdentifier(of node: Screen) -> String? { node.tag }

    public func setRestorationIdentifier(_ identifier: String?, of node: Screen) {
        node.tag = identifier
    }
    // snippet:skip

    // snippet:begin adapter-values
    /// The screen's `@Preserved` properties, and its custom values if it adopts `Revivable`; a
    /// desk's sidebar selection too.
    public func encodeState(of node: Screen) throws(ReviveError) -> PageState {
        var state = try revivableState(of: node)
        if let desk = node as? Desk {
            try PageViewState(selection: PageViewState.ItemSelection(desk.selectedSidebarItem.map { [$0] } ?? [])).encode(into: &state)
        }
        return state
    }

    /// Gives a fresh screen its saved values, then its view state if it restores one; then,
    /// as the last word, a desk its sidebar selection, when its sidebar still has the entry.
    public func decodeState(_ state: PageState, into node: Screen) throws(ReviveError) -> [RestoreReport.Item] {
        try restoreRevivableState(state, into: node) { saved in
            guard let desk = node as? Desk, let selection = saved.selection else { return [] }
            return restoreSidebarSelection(selection, into: desk)
        }
    }
    // snippet:end

    /// A fresh container's screens (the title screen of the game's default root, a fresh desk's
    /// panes): a restored screen of the same type at the same place gets its values instead of
    /// a new one.
    public func defaultChildren(of container: Screen) -> [Screen] {
        children(of: container)
    }

    // snippet:begin adapter-install
    public func install(children: [Screen], kind: ContainerKind, into container: Screen) throws {
        switch container {
        case let stack as ScreenStack:
            stack.setScreens(children)
        case let desk as Desk:
            let panes = children.compactMap { $0 as? Pane }
            guard panes.count == children.count else {
                throw ReviveError(.kindMismatch, name: desk.title, "a desk holds panes only")
            }
            desk.setPanes(panes, focusedIndex: kind.focusedIndex)
        case let split as SplitScreen:
            split.setColumns(children, focusedIndex: kind.focusedIndex)
        case let pane as Pane:
            pane.setDocuments(children, selectedIndex: kind.selectedIndex)
        default:
            throw ReviveError(.kindMismatch, name: container.title, "only a ScreenStack, a Desk, a SplitScreen and a Pane hold screens")
        }
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

    // snippet:begin adapter-changes
    /// Checkpoints with no call of the game's: after each frame the stage draws, the controller
    /// looks at the screens and writes a checkpoint once they changed. The game's own
    /// ``StageKit/Stage/onFrame`` is kept and called first.
    public func observeChanges(_ didChange: @escaping @MainActor () -> Void) {
        chainChanges(didChange, after: &onFrame)
    }
    // snippet:end

    // snippet:begin adapter-builtin
    /// The toolkit's own containers: every registry used with a stage restores stacks, desks,
    /// split screens and panes without being told, as a `RestorationRegistry<UIViewController>` knows UIKit's.
    public static func registerBuiltInContainers(in registry: RestorationRegistry<Screen>) {
        registry.register(ScreenStack.self) { ScreenStack() }
        registry.register(Desk.self) { Desk() }
        registry.register(Pane.self) { Pane() }
        registry.register(SplitScreen.self) { SplitScreen() }
    }
    // snippet:end
    // snippet:resume
}
// snippet:end

extension Stage {
    /// Selects in `desk`'s sidebar the entry of `selection`, the desk's saved view state. An
    /// entry the sidebar no longer has is not an error: nothing is selected, and the returned
    /// item says so.
    /// - Returns: What did not come back as saved.
    private func restoreSidebarSelection(_ selection: PageViewState.ItemSelection, into desk: Desk) -> [RestoreReport.Item] {
        let resolution = selection.resolve(in: desk.sidebarItems)
        try? desk.selectSidebarItem(resolution.indices.first.map { desk.sidebarItems[$0] })
        guard !resolution.missing.isEmpty else { return [] }
        let missing = resolution.missing.map { "\"\($0)\"" }.joined(separator: ", ")
        return [RestoreReport.Item(.movedViewState, key: PageViewState.selectionKey, reason: "the sidebar has no entry \(missing) any more; nothing is selected")]
    }
}
