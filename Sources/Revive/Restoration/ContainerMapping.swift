/// A saved container mapped onto the kind its registered type makes now: the update that turns
/// a tab bar into a sidebar (`UITabBarController`'s sidebar, `NavigationSplitView`), a split
/// view back into tabs, or a stack into one column of a split view and back.
///
/// The saved children go onto the new container's own children by identity (type and
/// restoration identifier), then by role (a split's), then by position; a child of the new
/// container that none maps to keeps its defaults. What was selected stays selected: the tab
/// becomes the focused column and the focused column the selected tab. A stack becomes the
/// column (or tab) that holds its first page, else the focused (or selected) one if it is a
/// stack, else the first stack; a split or tab container that became a stack keeps the line of
/// its focused column (or selected tab), and the rest is reported dropped.
///
/// ```swift
/// // Saved: Workspace, tabs(selectedIndex: 1) [Nav("files"), Nav("search")]
/// // Now:   Workspace makes split [Nav("search") (primary), Nav("files") (secondary)]
/// // Back:  Workspace, split(focusedIndex: 0) [Nav("search") as saved, Nav("files") as saved]
/// ```
@MainActor
struct ContainerMapping<Hierarchy: RestorableHierarchy> {
    typealias Node = Hierarchy.Node

    /// `saved` as the new kind, what the report says of the change, and the saved children
    /// that found no place (each with its path).
    struct Result {
        var node: Snapshot.Node
        var note: String
        var dropped: [Snapshot.Node] = []
        /// Why the dropped children found no place.
        var droppedReason = ""
    }

    let hierarchy: Hierarchy
    let registry: RestorationRegistry<Node>

    /// `saved` mapped onto `page`, a container of kind `made` and another kind than `saved`'s;
    /// `nil` when one of the two is a plain page, or a stack would have to go into a container
    /// that holds no stack.
    func map(_ saved: Snapshot.Node, onto page: Node, kind made: ContainerKind) -> Result? {
        let defaults = hierarchy.defaultChildren(of: page)
        let change = "changed from \(saved.kind.name) to \(made.name)"
        switch (saved.kind.storage, made.storage) {
        case (.tabs(let selected), .split(_, let roles, let isCollapsed)):
            var (children, index) = placed(saved.children, roles: [], onto: defaults, roles: roles)
            var focus = index(selected)
            // A split of fixed columns (each with its role, as UIKit's) has no place for more tabs.
            var dropped: [Snapshot.Node] = []
            if !roles.isEmpty, roles.count == defaults.count, children.count > roles.count {
                dropped = Array(children[roles.count...])
                children.removeLast(children.count - roles.count)
                if let index = focus, index >= roles.count { focus = nil }
            }
            return Result(node: with(saved, children, .split(focusedIndex: focus, roles: roles.count == children.count ? roles : [], isCollapsed: isCollapsed)),
                          note: "\(change), its tabs came back as columns", dropped: dropped,
                          droppedReason: "the \(made.name) it is now has \(roles.count) columns and no place for this tab")
        case (.split(let focused, let savedRoles, _), .tabs):
            let (children, index) = placed(saved.children, roles: savedRoles, onto: defaults, roles: [])
            return Result(node: with(saved, children, .tabs(selectedIndex: index(focused ?? 0) ?? 0)),
                          note: "\(change), its columns came back as tabs")
        case (.stack, .split(let focused, let roles, let isCollapsed)):
            return stack(saved, into: defaults, preferring: focused, change: change) {
                .split(focusedIndex: $0, roles: roles, isCollapsed: isCollapsed)
            }
        case (.stack, .tabs(let selected)):
            return stack(saved, into: defaults, preferring: selected, change: change) { .tabs(selectedIndex: $0) }
        case (.tabs(let selected), .stack), (.split(focusedIndex: let selected?, _, _), .stack):
            return line(of: saved, at: selected, change: change)
        case (.split(focusedIndex: nil, _, _), .stack):
            return line(of: saved, at: 0, change: change)
        default:
            return nil
        }
    }

    /// Saved tabs on the tabs the app makes now, when an update added, removed or reordered
    /// them: in the app's order, each of its tabs takes the saved tab of the same identity (type
    /// and restoration identifier; for a tab with no identifier, the type and identity of its
    /// first page too), keeps its defaults when none is saved, and a saved tab the app no longer
    /// has is dropped. The saved selection follows its tab. `nil` when the tabs are the same, the
    /// app makes none, or some cannot be told apart (two of one identity): the saved tabs then
    /// come back as saved.
    func conformTabs(_ saved: Snapshot.Node, onto page: Node) -> Result? {
        guard case .tabs(let selected) = saved.kind.storage else { return nil }
        let defaults = hierarchy.defaultChildren(of: page)
        let now = defaults.map { TabIdentity(identity(of: $0), first: hierarchy.defaultChildren(of: $0).first.map(identity(of:))) }
        let before = saved.children.map { TabIdentity($0, first: $0.children.first) }
        guard !now.isEmpty, now != before, Set(now).count == now.count, Set(before).count == before.count else { return nil }
        var children: [Snapshot.Node] = []
        for (index, tab) in now.enumerated() {
            if let match = before.firstIndex(of: tab) {
                children.append(saved.children[match])
            } else if let stub = stub(defaults[index]) {
                children.append(stub)
            } else {
                return nil
            }
        }
        let dropped = saved.children.indices.filter { !now.contains(before[$0]) }.map { saved.children[$0] }
        let selection = before.indices.contains(selected) ? now.firstIndex(of: before[selected]) : nil
        return Result(node: with(saved, children, .tabs(selectedIndex: selection ?? 0)), note: selection == nil ? "the selected tab is gone" : "", dropped: dropped)
    }

    /// What tells a tab from another across an update: its type and identifier and, when it has
    /// no identifier (UIKit's navigation controllers), its first page's.
    private struct TabIdentity: Hashable {
        let typeName: String
        let restorationID: String
        let firstTypeName: String?
        let firstRestorationID: String?

        init(_ node: Snapshot.Node, first: Snapshot.Node?) {
            typeName = node.typeName
            restorationID = node.restorationID
            firstTypeName = node.restorationID.isEmpty ? first?.typeName : nil
            firstRestorationID = node.restorationID.isEmpty ? first?.restorationID : nil
        }
    }

    // MARK: - Placing children

    /// `saved` placed onto `defaults`: by identity, then role, then position; a default no saved
    /// child maps to is its stub, and saved children beyond the defaults come last. Also
    /// returns where each saved index went.
    private func placed(_ saved: [Snapshot.Node], roles savedRoles: [ContainerKind.Role], onto defaults: [Node],
                        roles defaultRoles: [ContainerKind.Role]) -> ([Snapshot.Node], (Int?) -> Int?) {
        var slot: [Int?] = Array(repeating: nil, count: saved.count)   // saved index -> default index
        var taken = Set<Int>()
        let identities = defaults.map(identity(of:))
        let byRole = savedRoles.count == saved.count && defaultRoles.count == defaults.count
        // Three passes: the same page, then the same role, then the next free place.
        for pass in 0..<3 where pass != 1 || byRole {
            for index in saved.indices where slot[index] == nil {
                for target in defaults.indices where !taken.contains(target) {
                    let matches = switch pass {
                    case 0: saved[index].isSamePage(as: identities[target])
                    case 1: savedRoles[index] == defaultRoles[target]
                    default: true
                    }
                    guard matches else { continue }
                    slot[index] = target
                    taken.insert(target)
                    break
                }
            }
        }
        var children = defaults.map { stub($0) ?? Snapshot.Node(typeName: "") }
        var extra: [Snapshot.Node] = []
        var position: [Int: Int] = [:]
        for (index, child) in saved.enumerated() {
            if let target = slot[index] {
                children[target] = child
                position[index] = target
            } else {
                position[index] = defaults.count + extra.count
                extra.append(child)
            }
        }
        // A default that is not registered has no stub: it is left out, and the places shift.
        var kept: [Snapshot.Node] = []
        var shifted: [Int: Int] = [:]
        for (index, child) in (children + extra).enumerated() where !child.typeName.isEmpty {
            shifted[index] = kept.count
            kept.append(child)
        }
        return (kept, { $0.flatMap { position[$0] }.flatMap { shifted[$0] } })
    }

    /// A stack as a split or tab container: its pages go into the child ``stackChild(for:in:preferring:)``
    /// finds, which gets the focus (or the selection); the other children keep their defaults.
    private func stack(_ saved: Snapshot.Node, into defaults: [Node], preferring preferred: Int?, change: String,
                       kind: (Int) -> ContainerKind) -> Result? {
        guard let target = stackChild(for: saved, in: defaults, preferring: preferred) else { return nil }
        var children = defaults.compactMap(stub)
        guard children.count == defaults.count else { return nil }
        children[target].children = saved.children
        return Result(node: with(saved, children, kind(target)), note: "\(change), its pages came back in \(Self.step(children[target]))")
    }

    /// The index of the default child a stack's pages go into: the stack child that holds
    /// the saved stack's first page, else `preferred` if it is a stack, else the first stack.
    private func stackChild(for saved: Snapshot.Node, in defaults: [Node], preferring preferred: Int?) -> Int? {
        let stacks = defaults.indices.filter { isStack(defaults[$0]) }
        if let first = saved.children.first,
           let holder = stacks.first(where: { hierarchy.defaultChildren(of: defaults[$0]).contains { first.isSamePage(as: identity(of: $0)) } }) {
            return holder
        }
        if let preferred, stacks.contains(preferred) { return preferred }
        return stacks.first
    }

    /// A split or tab container as a stack: the line of the child at `index` (its pages when
    /// it is a stack, else the child itself); the other children are dropped.
    private func line(of saved: Snapshot.Node, at index: Int, change: String) -> Result? {
        guard saved.children.indices.contains(index) else { return nil }
        let kept = saved.children[index]
        let pages: [Snapshot.Node]
        switch kept.kind.storage {
        case .stack: pages = kept.children
        case .page: pages = [kept]
        case .tabs, .split: return nil
        }
        let dropped = saved.children.indices.filter { $0 != index }.map { saved.children[$0] }
        return Result(node: with(saved, pages, .stack), note: "\(change), the line of \(Self.step(kept)) came back", dropped: dropped,
                      droppedReason: "it is a \(ContainerKind.stack.name) now; only one line of it came back")
    }

    // MARK: - Nodes

    private func with(_ saved: Snapshot.Node, _ children: [Snapshot.Node], _ kind: ContainerKind) -> Snapshot.Node {
        var node = saved
        node.children = children
        node.kind = kind
        return node
    }

    /// A default child as the file would name it, with its own values (so that none reads as
    /// defaulted: the file had nothing for it): rebuilt, it keeps its defaults. A stack with no
    /// saved pages keeps its own; a tab or split container, which a rebuild installs with exactly
    /// the children it is given, is given its own default children, stubbed the same way, with
    /// its selection or focus (a column the new version adds, itself a tab strip, stays on
    /// screen). `nil` when its type, or a type it holds, is not registered.
    private func stub(_ node: Node) -> Snapshot.Node? {
        guard let name = registry.name(for: node) else { return nil }
        let kind = hierarchy.containerKind(of: node)
        let state = (try? hierarchy.encodeState(of: node)) ?? PageState()
        var children: [Snapshot.Node] = []
        switch kind.storage {
        case .page, .stack: break
        case .tabs, .split:
            for child in hierarchy.defaultChildren(of: node) {
                guard let stubbed = stub(child) else { return nil }
                children.append(stubbed)
            }
        }
        return Snapshot.Node(typeName: name, restorationID: hierarchy.restorationIdentifier(of: node) ?? "", state: state, kind: kind, children: children)
    }

    private func isStack(_ node: Node) -> Bool {
        if case .stack = hierarchy.containerKind(of: node).storage { return true }
        return false
    }

    private func identity(of node: Node) -> Snapshot.Node {
        Snapshot.Node(typeName: registry.name(for: node) ?? "", restorationID: hierarchy.restorationIdentifier(of: node) ?? "")
    }

    private static func step(_ node: Snapshot.Node) -> String {
        RestorePath.appending(node.typeName, node.restorationID, to: "")
    }
}
