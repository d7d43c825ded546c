package import Foundation
package import Revive
package import ReviveNavigator

/// The check of the ``FuzzTarget/rebuild`` target: rebuild a tree of fuzzed type names
/// against a registry and count every factory call.
///
/// An input that starts with the magic `RVIV` is decoded as a file (checksum off); any other
/// input is read as a compact description of a tree (see ``FuzzTreeReader``) whose type names
/// are picked from registered names, real Foundation and Revive class names, mangled names, or
/// are raw fuzzed bytes. The check: no factory runs for a name that is not registered, no
/// factory runs more often than its name occurs in the tree, and the unregistered
/// ``FuzzSecretPage`` — a real `Page` subclass in this process — is never instantiated, the
/// root's saved selected tab keeps the selection when it comes back, whatever tabs were
/// dropped before it, and the focus of a root split container (`SplitPage`) follows its pane
/// when that pane comes back, whatever panes were dropped.
@MainActor
package enum FuzzRebuild {
    /// Rebuilds the tree `data` describes and checks the factory calls.
    /// - Parameter data: The input.
    /// - Returns: A finding when a guarantee broke.
    package static func check(_ data: Data) -> FuzzFinding? {
        let root: Snapshot.Node
        if data.starts(with: Array("RVIV".utf8)) {
            guard let snapshot = try? FuzzChecks.uncheckedCodec.decode(data) else { return nil }
            root = snapshot.root
        } else {
            var reader = FuzzTreeReader(data)
            root = reader.readTree()
        }
        return rebuild(root)
    }

    /// Rebuilds `root` with a counting registry and checks the counts.
    /// - Parameter root: The tree.
    /// - Returns: A finding when a guarantee broke.
    package static func rebuild(_ root: Snapshot.Node) -> FuzzFinding? {
        let secretsBefore = FuzzSecretPage.made
        var calls: [String: Int] = [:]
        let registry = RestorationRegistry<Page>()
        func add<P: Page>(_ type: P.Type, as name: String, _ make: @escaping @MainActor () -> P) {
            registry.register(type, name: name) {
                calls[name, default: 0] += 1
                return make()
            }
        }
        add(NavigationPage.self, as: "NavigationPage") { NavigationPage() }
        add(TabBarPage.self, as: "TabBarPage") { TabBarPage() }
        add(FuzzPage.self, as: "FuzzPage") { FuzzPage() }
        add(FuzzPage.self, as: "FuzzListPage") { FuzzPage() }
        add(SplitPage.self, as: "SplitPage") { SplitPage() }
        let navigator = Navigator()
        var report = RestoreReport()
        navigator.restore(from: Snapshot(header: Snapshot.Header(), root: root), registry: registry) { report = $0 }

        var occurrences: [String: Int] = [:]
        root.forEach { occurrences[$0.typeName, default: 0] += 1 }
        for (name, count) in calls.sorted(by: { $0.key < $1.key }) {
            if !registry.contains(name) { return FuzzFinding("the factory of unregistered \"\(name)\" ran") }
            if count > occurrences[name, default: 0] {
                return FuzzFinding("the factory of \"\(name)\" ran \(count) times for \(occurrences[name, default: 0]) nodes")
            }
        }
        if FuzzSecretPage.made != secretsBefore {
            return FuzzFinding("the unregistered FuzzSecretPage was instantiated")
        }
        if report.restoredPageCount > root.nodeCount + 2 * calls.values.reduce(0, +) {
            return FuzzFinding("restored \(report.restoredPageCount) pages from \(root.nodeCount) nodes")
        }
        return selectionFinding(saved: root, restored: navigator.rootPage)
            ?? focusFinding(saved: root, restored: navigator.rootPage)
    }

    /// The saved focused pane of a root split container keeps the focus when it came back,
    /// whatever panes before or after it were dropped. A pane is known by its restoration id,
    /// so the check applies when the focused pane's id is unique among the saved panes.
    /// - Parameters:
    ///   - saved: The saved root.
    ///   - restored: The navigator's root after the rebuild.
    /// - Returns: A finding when the focus moved off a pane that came back.
    package static func focusFinding(saved: Snapshot.Node, restored: Page?) -> FuzzFinding? {
        guard let focusedIndex = saved.kind.focusedIndex, saved.children.indices.contains(focusedIndex),
              let split = restored as? SplitPage
        else { return nil }
        let focusedID = saved.children[focusedIndex].restorationID
        guard saved.children.filter({ $0.restorationID == focusedID }).count == 1,
              split.pages.contains(where: { $0.restorationIdentifier == focusedID })
        else { return nil }
        let focused = split.focusedPage?.restorationIdentifier
        guard focused == focusedID else {
            return FuzzFinding("saved pane \(focusedIndex) (id \(focusedID)) came back, but pane \(split.focusedIndex.map(String.init) ?? "nil") (id \(focused ?? "nil")) has the focus")
        }
        return nil
    }

    /// The saved selected tab of the root keeps the selection when it came back, whatever
    /// tabs before or after it were dropped. A tab is known by its restoration id, so the check
    /// applies when the selected tab's id is unique among the saved tabs.
    /// - Parameters:
    ///   - saved: The saved root.
    ///   - restored: The navigator's root after the rebuild.
    /// - Returns: A finding when the selection moved off a tab that came back.
    package static func selectionFinding(saved: Snapshot.Node, restored: Page?) -> FuzzFinding? {
        guard let selectedIndex = saved.kind.selectedIndex, saved.children.indices.contains(selectedIndex),
              let tabs = restored as? TabBarPage
        else { return nil }
        let selectedID = saved.children[selectedIndex].restorationID
        guard saved.children.filter({ $0.restorationID == selectedID }).count == 1,
              tabs.pages.contains(where: { $0.restorationIdentifier == selectedID })
        else { return nil }
        let shown = tabs.selectedPage?.restorationIdentifier
        guard shown == selectedID else {
            return FuzzFinding("saved tab \(selectedIndex) (id \(selectedID)) came back, but tab \(tabs.selectedIndex) (id \(shown ?? "nil")) is selected")
        }
        return nil
    }
}

/// A registered page with one preserved value.
final class FuzzPage: Page {
    @Preserved("comic_id") var comicID = 0
}

/// A real page type that is never registered; counts how often it is made.
package final class FuzzSecretPage: Page {
    /// How many were made; must stay 0.
    package static var made = 0

    /// Makes one, and counts it.
    package override init(restorationIdentifier: String? = nil) {
        FuzzSecretPage.made += 1
        super.init(restorationIdentifier: restorationIdentifier)
    }
}

extension Snapshot.Node {
    /// Visits this node and every node under it.
    func forEach(_ body: (Snapshot.Node) -> Void) {
        var pending = [self]
        while let next = pending.popLast() {
            body(next)
            pending.append(contentsOf: next.children)
            if let presented = next.presented { pending.append(presented) }
        }
    }
}
