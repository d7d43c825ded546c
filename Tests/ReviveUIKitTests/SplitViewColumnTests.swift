#if canImport(UIKit)
import UIKit
#elseif os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
import Foundation
import Revive
import ReviveFaults
import ReviveUIKit
import Testing

/// A note's details, shown over the secondary column only: the app makes the secondary
/// column's navigation controller a presentation context, and this page presents in it.
final class NoteInfoViewController: AppViewController {
    @Preserved var section = "details"

    override init() {
        super.init()
        modalPresentationStyle = .currentContext
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

extension UIKitAppTests {
    /// A `UISplitViewController` is a split container: every column comes back with its own
    /// stack and presentations, its role and the focus, expanded and collapsed, through the
    /// codec and through the app's whole life cycle.
    @MainActor
    @Suite(.serialized)
    struct SplitViewColumnTests {
        private func makeRegistry() -> RestorationRegistry<UIViewController> {
            let registry = ComicsApp.makeRegistry()
            registry.register(NoteInfoViewController.self) { NoteInfoViewController() }
            return registry
        }

        /// The app's split view: folders, (comics,) notes; the notes column presents in place.
        private func makeSplit(_ style: UISplitViewController.Style = .doubleColumn, secondary: Bool = true, compact: Bool = false) -> UISplitViewController {
            let split = UISplitViewController(style: style)
            split.setViewController(FolderListViewController(), for: .primary)
            if style == .tripleColumn { split.setViewController(LibraryViewController(), for: .supplementary) }
            if secondary {
                split.setViewController(NoteViewController(), for: .secondary)
                split.viewController(for: .secondary)?.navigationController?.definesPresentationContext = true
            }
            if compact { split.setViewController(SettingsViewController(), for: .compact) }
            return split
        }

        private func show(_ root: UIViewController) -> UIWindow {
            let window = UIWindow(frame: .zero)
            window.rootViewController = root
            window.makeKeyAndVisible()
            return window
        }

        private func stack(_ split: UISplitViewController, _ column: UISplitViewController.Column) throws -> UINavigationController {
            try #require(split.viewController(for: column)?.navigationController)
        }

        private func roundTrip(_ snapshot: Snapshot) throws -> Snapshot {
            let codec = SnapshotCodec()
            return try codec.decode(codec.encode(snapshot))
        }

        /// Restores `snapshot` into a fresh window whose app root is `root()`.
        private func restore(
            _ snapshot: Snapshot, registry: RestorationRegistry<UIViewController>, root: @escaping () -> UIViewController
        ) async throws -> (window: UIWindow, split: UISplitViewController, report: RestoreReport) {
            let window = UIWindow(frame: .zero)
            var report: RestoreReport?
            WindowHierarchy(window: window).restore(from: snapshot, registry: registry, defaultRoot: root) { report = $0 }
            await settle(until: { report != nil })
            await settle()
            let split = try #require(window.rootViewController as? UISplitViewController)
            return (window, split, try #require(report))
        }

        @Test(arguments: [UISplitViewController.Style.doubleColumn, .tripleColumn])
        func everyColumnComesBackWithItsStackItsPresentationItsRoleAndTheFocus(style: UISplitViewController.Style) async throws {
            let registry = makeRegistry()
            let split = makeSplit(style)
            let window = show(split)
            let archive = FolderListViewController()
            archive.folder = "Archive"
            try stack(split, .primary).pushViewController(archive, animated: false)
            if style == .tripleColumn {
                let comic = ComicViewController()
                comic.comicID = 42
                try stack(split, .supplementary).pushViewController(comic, animated: false)
            }
            let note = NoteViewController()
            note.noteID = 9
            try stack(split, .secondary).pushViewController(note, animated: false)
            await settle()
            let info = NoteInfoViewController()
            info.section = "links"
            note.present(info, animated: false)
            await settle()
            let notes = try stack(split, .secondary)
            #expect(info.presentingViewController === notes)

            let roles: [ContainerKind.Role] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            let hierarchy = WindowHierarchy(window: window)
            let kind = ContainerKind.split(focusedIndex: roles.count - 1, roles: roles)
            #expect(hierarchy.containerKind(of: split) == kind)
            #expect(hierarchy.visibleNodes.count == roles.count)
            #expect(hierarchy.visibleNode === info)
            let saved = try hierarchy.captureSnapshot(registry: registry)
            #expect(saved.root.kind == kind)
            #expect(saved.root.children.map(\.children.count) == Array(repeating: 2, count: roles.count))

            let restored = try await restore(roundTrip(saved), registry: registry) { self.makeSplit(style) }
            #expect(restored.report.isComplete, "\(restored.report.items)")
            #expect(restored.split.style == style)
            #expect(restored.split.viewController(for: .primary) is FolderListViewController, "the factory's columns are reused")
            #expect(try stack(restored.split, .primary).viewControllers.count == 2)
            #expect((try stack(restored.split, .primary).topViewController as? FolderListViewController)?.folder == "Archive")
            if style == .tripleColumn {
                #expect((try stack(restored.split, .supplementary).topViewController as? ComicViewController)?.comicID == 42)
            }
            let restoredNote = try #require(try stack(restored.split, .secondary).topViewController as? NoteViewController)
            #expect(restoredNote.noteID == 9)
            let restoredInfo = try #require(restoredNote.presentedViewController as? NoteInfoViewController)
            let restoredNotes = try stack(restored.split, .secondary)
            #expect(restoredInfo.section == "links" && restoredInfo.presentingViewController === restoredNotes)
            let again = WindowHierarchy(window: restored.window)
            #expect(again.containerKind(of: restored.split) == kind)
            #expect(try again.captureSnapshot(registry: registry).root == saved.root)
            // One line per column on screen; the focused one ends in the presented page.
            #expect(restored.report.visiblePaths.count == roles.count)
            #expect(restored.report.visiblePaths.last?.hasSuffix("presents > \(registry.name(for: info) ?? "?")") == true)
            #expect(restored.report.visiblePaths.first?.hasSuffix(registry.name(for: archive) ?? "?") == true)
        }

        @Test func aCollapsedSplitComesBackWithTheColumnOnTopAndExpandsInARegularWidth() async throws {
            let registry = makeRegistry()
            let split = makeSplit()
            let window = show(split)
            let note = NoteViewController()
            note.noteID = 9
            try stack(split, .secondary).pushViewController(note, animated: false)
            StandInRuntime.collapse(split)
            await settle()
            let hierarchy = WindowHierarchy(window: window)
            #expect(hierarchy.visibleNodes == [note])
            split.show(.primary)   // the user goes back to the folders
            await settle()
            let folders = try #require(split.viewController(for: .primary))
            #expect(hierarchy.containerKind(of: split) == .split(focusedIndex: 0, roles: [.primary, .secondary], isCollapsed: true))
            #expect(hierarchy.visibleNodes == [folders])
            let saved = try roundTrip(hierarchy.captureSnapshot(registry: registry))

            // Compact width again: the fresh split view is collapsed before the restore, on the
            // column UIKit proposes (the secondary); the saved column comes back on top.
            let compact = try await restore(saved, registry: registry) {
                let fresh = self.makeSplit()
                StandInRuntime.collapse(fresh)
                return fresh
            }
            #expect(compact.report.isComplete, "\(compact.report.items)")
            #expect(compact.split.isCollapsed)
            #expect(WindowHierarchy(window: compact.window).containerKind(of: compact.split) == saved.root.kind)
            #expect(compact.report.visiblePaths.count == 1)
            #expect(compact.split.viewController(for: .primary)?.view.window != nil)
            let keptNote = try #require(try stack(compact.split, .secondary).topViewController as? NoteViewController)
            #expect(keptNote.noteID == 9 && keptNote.viewIfLoaded?.window == nil)

            // Regular width: both columns are on screen, the detail has the focus.
            let regular = try await restore(saved, registry: registry) { self.makeSplit() }
            #expect(regular.report.isComplete, "\(regular.report.items)")
            #expect(!regular.split.isCollapsed)
            #expect(WindowHierarchy(window: regular.window).containerKind(of: regular.split) == .split(focusedIndex: 1, roles: [.primary, .secondary]))
            #expect(regular.report.visiblePaths.count == 2)
            let shownNote = try #require(try stack(regular.split, .secondary).topViewController as? NoteViewController)
            #expect(shownNote.noteID == 9 && shownNote.view.window != nil)
        }

        @Test func theCompactColumnIsSavedWhileItIsOnScreen() async throws {
            let registry = makeRegistry()
            let split = makeSplit(compact: true)
            let window = show(split)
            let hierarchy = WindowHierarchy(window: window)
            #expect(hierarchy.containerKind(of: split) == .split(focusedIndex: 1, roles: [.primary, .secondary]), "expanded, it is not on screen")
            StandInRuntime.collapse(split)
            let dark = SettingsViewController()
            dark.theme = "dark"
            try stack(split, .compact).pushViewController(dark, animated: false)
            await settle()
            #expect(hierarchy.containerKind(of: split) == .split(focusedIndex: 2, roles: [.primary, .secondary, "compact"], isCollapsed: true))
            #expect(hierarchy.visibleNodes == [dark])
            let saved = try roundTrip(hierarchy.captureSnapshot(registry: registry))

            let restored = try await restore(saved, registry: registry) {
                let fresh = self.makeSplit(compact: true)
                StandInRuntime.collapse(fresh)
                return fresh
            }
            #expect(restored.report.isComplete, "\(restored.report.items)")
            #expect(restored.split.viewController(for: .compact) is SettingsViewController, "the factory's compact column is reused")
            let shown = try #require(try stack(restored.split, .compact).topViewController as? SettingsViewController)
            #expect(shown.theme == "dark" && shown.view.window != nil)
            #expect(restored.report.visiblePaths.count == 1)
        }

        @Test func aSidebarAloneIsSavedAndComesBackAlone() async throws {
            let registry = makeRegistry()
            let split = makeSplit(secondary: false)
            let hierarchy = WindowHierarchy(window: show(split))
            let saved = try roundTrip(hierarchy.captureSnapshot(registry: registry))
            #expect(saved.root.kind == .split(focusedIndex: 0, roles: [.primary]))
            #expect(saved.root.children.count == 1)

            let restored = try await restore(saved, registry: registry) { self.makeSplit() }
            #expect(restored.report.isComplete, "\(restored.report.items)")
            #expect(restored.split.viewController(for: .secondary) == nil)
            #expect(restored.split.viewController(for: .primary) is FolderListViewController)
            #expect(restored.report.visiblePaths.count == 1)
        }

        @Test func aSplitViewWithNoColumnIsSavedAndIsOnScreen() async throws {
            let registry = makeRegistry()
            let hierarchy = WindowHierarchy(window: show(UISplitViewController(style: .doubleColumn)))
            let saved = try roundTrip(hierarchy.captureSnapshot(registry: registry))
            #expect(saved.root.kind == .split(focusedIndex: nil) && saved.root.children.isEmpty)

            let restored = try await restore(saved, registry: registry) { UISplitViewController(style: .doubleColumn) }
            #expect(restored.report.isComplete, "\(restored.report.items)")
            #expect(restored.report.visiblePaths == [saved.root.typeName])
        }

        @Test func aFileThatSavedTheSplitViewAsAPageRestoresItsColumnsInPlace() async throws {
            let registry = makeRegistry()
            WindowHierarchy.registerBuiltInContainers(in: registry)
            let scratch = WindowHierarchy(window: UIWindow(frame: .zero))
            let archive = FolderListViewController()
            archive.folder = "Archive"
            let note = NoteViewController()
            note.noteID = 9
            let names = try [UISplitViewController(style: .doubleColumn), UINavigationController(), archive, note]
                .map { try #require(registry.name(for: $0)) }
            // As files written before split containers existed: the split view a page, its
            // columns its children.
            let root = Snapshot.Node(typeName: names[0], kind: .page, children: [
                Snapshot.Node(typeName: names[1], kind: .stack, children: [
                    Snapshot.Node(typeName: names[2], state: try scratch.encodeState(of: FolderListViewController())),
                    Snapshot.Node(typeName: names[2], state: try scratch.encodeState(of: archive)),
                ]),
                Snapshot.Node(typeName: names[1], kind: .stack, children: [
                    Snapshot.Node(typeName: names[3], state: try scratch.encodeState(of: NoteViewController())),
                    Snapshot.Node(typeName: names[3], state: try scratch.encodeState(of: note)),
                ]),
            ])

            let restored = try await restore(roundTrip(Snapshot(root: root)), registry: registry) { self.makeSplit() }
            #expect(restored.report.isComplete, "\(restored.report.items)")
            #expect((try stack(restored.split, .primary).topViewController as? FolderListViewController)?.folder == "Archive")
            #expect((try stack(restored.split, .secondary).topViewController as? NoteViewController)?.noteID == 9)
            #expect(restored.report.visiblePaths.count == 2)
        }

        @Test func aSplitViewInATabComesBackAfterTheSystemKilledTheApp() async throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let store = try FileStore(directory: folder.url)
            let registry = makeRegistry()
            let first = ComicsSceneDelegate(store: store, registry: registry)
            let scene = StandInRuntime.connectScene(delegate: first, session: nil)
            StandInRuntime.activate(scene)
            await settle()
            let tabs = try #require(first.window?.rootViewController as? UITabBarController)
            tabs.selectedIndex = 2
            let split = try #require(tabs.selectedViewController as? UISplitViewController)
            let secondary = try stack(split, .secondary)
            #expect(secondary.definesPresentationContext, "the app's notes column presents its notes' details")
            let archive = FolderListViewController()
            archive.folder = "Archive"
            try stack(split, .primary).pushViewController(archive, animated: false)
            let note = NoteViewController()
            note.noteID = 9
            secondary.pushViewController(note, animated: false)
            await settle()
            note.present(NoteInfoViewController(), animated: false)
            await settle()
            let controller = try #require(first.restoration?.controller)
            let saved = try controller.captureSnapshot()
            #expect(saved.root.children[2].kind == .split(focusedIndex: 1, roles: [.primary, .secondary]))

            StandInRuntime.enterBackground(scene)
            await controller.waitForPendingSaves()
            await settle(until: { !StandInRuntime.runningBackgroundTaskNames.contains("Revive save") })
            controller.releaseSceneLock()   // the process dies
            let session = StandInRuntime.makeSession(persistentIdentifier: scene.session.persistentIdentifier, stateRestorationActivity: scene.session.stateRestorationActivity)

            let second = ComicsSceneDelegate(store: store, registry: registry)
            StandInRuntime.activate(StandInRuntime.connectScene(delegate: second, session: session))
            await settle()
            let report = try #require(second.launchResults.first?.report)
            #expect(report.isComplete, "\(report.items)")
            #expect(report.visiblePaths.count == 2)
            let restoredTabs = try #require(second.window?.rootViewController as? UITabBarController)
            #expect(restoredTabs.selectedIndex == 2)
            let restoredSplit = try #require(restoredTabs.selectedViewController as? UISplitViewController)
            #expect((try stack(restoredSplit, .primary).topViewController as? FolderListViewController)?.folder == "Archive")
            let restoredNote = try #require(try stack(restoredSplit, .secondary).topViewController as? NoteViewController)
            #expect(restoredNote.noteID == 9 && restoredNote.presentedViewController is NoteInfoViewController)
            #expect(try second.restoration?.controller.captureSnapshot().root == saved.root)
        }
    }
}
#endif
