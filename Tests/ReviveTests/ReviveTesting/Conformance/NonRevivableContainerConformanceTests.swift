import Revive
import ReviveTesting
import Testing

// A toolkit whose containers know nothing of Revive, as a UIKit navigation controller or a game's
// screen stack: only its cards adopt `Revivable`, so only they have a post-restore hook.

/// Anything a shelf shows; it may present one other box.
@MainActor
class Box {
    var presented: Box?
}

/// A stack of boxes, the last on top; not `Revivable`.
@MainActor
final class BoxStack: Box {
    var boxes: [Box]
    init(_ boxes: [Box] = []) { self.boxes = boxes }
}

/// Tabs of boxes with a selection; not `Revivable`.
@MainActor
final class BoxTabs: Box {
    var tabs: [Box]
    var selectedIndex = 0
    init(_ tabs: [Box] = []) { self.tabs = tabs }
}

/// The one `Revivable` box: a value and a count of its post-restore hook.
@MainActor
final class Card: Box, Revivable {
    @Preserved var value = 0
    var hookRuns = 0

    init(value: Int = 0) {
        super.init()
        self.value = value
    }

    func revivalDidFinish() { hookRuns += 1 }
}

/// The toolkit's window, as a `RestorableHierarchy`: it installs at once and refuses nothing.
@MainActor
final class Shelf: RestorableHierarchy {
    private(set) var root: Box?

    var rootNode: Box? { root }

    func containerKind(of node: Box) -> ContainerKind {
        switch node {
        case let tabs as BoxTabs: .tabs(selectedIndex: tabs.selectedIndex)
        case is BoxStack: .stack
        default: .page
        }
    }

    func children(of node: Box) -> [Box] {
        (node as? BoxTabs)?.tabs ?? (node as? BoxStack)?.boxes ?? []
    }

    func presentedNode(of node: Box) -> Box? { node.presented }
    func restorationIdentifier(of node: Box) -> String? { nil }
    func setRestorationIdentifier(_ identifier: String?, of node: Box) {}
    func encodeState(of node: Box) throws(ReviveError) -> PageState { try revivableState(of: node) }

    func decodeState(_ state: PageState, into node: Box) throws(ReviveError) -> [RestoreReport.Item] {
        try restoreRevivableState(state, into: node)
    }

    func defaultChildren(of container: Box) -> [Box] { children(of: container) }

    func install(children: [Box], kind: ContainerKind, into container: Box) throws {
        if let tabs = container as? BoxTabs {
            tabs.tabs = children
            tabs.selectedIndex = kind.selectedIndex ?? 0
        } else if let stack = container as? BoxStack {
            stack.boxes = children
        } else {
            throw ReviveError(.kindMismatch, name: "\(type(of: container))", "not a container")
        }
    }

    func present(_ node: Box, over presenter: Box) throws { presenter.presented = node }
    func installRoot(_ node: Box) throws { root = node }
    func finishRestoration(of node: Box) { finishRevival(of: node) }

    static func registerBuiltInContainers(in registry: RestorationRegistry<Box>) {
        registry.register(BoxStack.self) { BoxStack() }
        registry.register(BoxTabs.self) { BoxTabs() }
    }
}

/// The shelf as a conformance fixture: its containers have no hook, and it says so by saying
/// nothing (``HierarchyConformance/Fixture/hasPostRestoreHook(_:)``'s default).
@MainActor
struct ShelfFixture: HierarchyConformance.Fixture {
    var shapes: [HierarchyConformance.Shape] { [.tabsOfStacksOfSameTypedPages, .modalChainThreeDeep] }

    func makeHierarchy() -> Shelf { Shelf() }

    func makeRegistry(for shape: HierarchyConformance.Shape) -> RestorationRegistry<Box> {
        let registry = RestorationRegistry<Box>()
        registry.register(Card.self) { Card() }
        return registry
    }

    func makeRoot(for shape: HierarchyConformance.Shape) -> Box {
        BoxTabs([BoxStack([Card()]), BoxStack([Card()])])
    }

    func arrange(_ shape: HierarchyConformance.Shape, in shelf: Shelf) async throws {
        guard let tabs = shelf.root as? BoxTabs, let stack = tabs.tabs.last as? BoxStack else {
            throw ReviveError(.expectationFailed, "no tabs of stacks")
        }
        tabs.selectedIndex = 1
        switch shape {
        case .tabsOfStacksOfSameTypedPages:
            stack.boxes += (1...3).map { Card(value: $0) }
        default:
            var presenter = stack.boxes.last
            for value in 10...12 {
                let next = Card(value: value)
                presenter?.presented = next
                presenter = next
            }
        }
    }

    /// The honest count: a container was never hooked, so it ran no hook.
    func postRestoreHookCount(of node: Box) -> Int { (node as? Card)?.hookRuns ?? 0 }
}

/// The same shelf, with a fixture that claims a hook on every box.
@MainActor
struct EveryBoxHookedFixture: HierarchyConformance.Fixture {
    private let shelf = ShelfFixture()
    var shapes: [HierarchyConformance.Shape] { [.tabsOfStacksOfSameTypedPages] }
    func makeHierarchy() -> Shelf { shelf.makeHierarchy() }
    func makeRegistry(for shape: HierarchyConformance.Shape) -> RestorationRegistry<Box> { shelf.makeRegistry(for: shape) }
    func makeRoot(for shape: HierarchyConformance.Shape) -> Box { shelf.makeRoot(for: shape) }
    func arrange(_ shape: HierarchyConformance.Shape, in hierarchy: Shelf) async throws { try await shelf.arrange(shape, in: hierarchy) }
    func postRestoreHookCount(of node: Box) -> Int { shelf.postRestoreHookCount(of: node) }
    func hasPostRestoreHook(_ node: Box) -> Bool { true }
}

/// The conformance suite counts the post-restore hook of the nodes a hierarchy hooks: a
/// toolkit's containers that are not `Revivable` need no made-up count.
@MainActor
struct NonRevivableContainerConformanceTests {
    @Test func aHierarchyWhoseContainersAreNotRevivableConforms() async {
        let failures = await HierarchyConformance(fixture: ShelfFixture()).run()
        #expect(failures.isEmpty, "\(failures.map(\.description))")
    }

    @Test func aNodeTheFixtureSaysIsHookedIsStillCounted() async {
        let failures = await HierarchyConformance(fixture: EveryBoxHookedFixture()).run()
        let messages = failures.map(\.message)
        #expect(messages.contains { $0.contains("BoxTabs's post-restore hook ran 0 times, not once") }, "\(messages)")
        #expect(messages.contains { $0.contains("BoxStack's post-restore hook ran 0 times, not once") }, "\(messages)")
        #expect(!messages.contains { $0.contains("Card's post-restore hook") }, "\(messages)")
    }

    @Test func theDefaultSaysOnlyRevivableNodesHaveAHook() {
        let fixture = ShelfFixture()
        #expect(fixture.hasPostRestoreHook(Card()))
        #expect(!fixture.hasPostRestoreHook(BoxStack()))
        #expect(!fixture.hasPostRestoreHook(BoxTabs()))
    }
}
