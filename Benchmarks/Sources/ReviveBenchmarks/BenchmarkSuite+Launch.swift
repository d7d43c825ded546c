import Foundation
import Revive
import ReviveNavigator

extension BenchmarkSuite {
    /// What a restore adds to a launch: a launch through ``RestorationController`` with a
    /// ``FileStore`` that holds the saved tree, against one with nothing saved.
    ///
    /// Both go through the whole launch path with its `fsync`s (the crash guard's record, the
    /// deletes after a restore). Before each run, untimed: a new navigator and controller,
    /// and for the restoring launch the file written back (the default policy deletes it once
    /// restored). The fresh launch installs a small default root, as an app's first screen.
    func measureLaunch(_ tree: BenchmarkTree, into report: inout BenchmarkReport) throws(BenchmarkError) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("revive-launch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store: FileStore
        do { store = try FileStore(directory: directory) } catch { throw BenchmarkError(.failed, "cannot open a store in \(directory.path): \(error)") }
        let bytes = try Self.check { try SnapshotCodec().encode(tree.snapshot) }
        var controller: RestorationController<Navigator>?
        let restoring = try Self.check {
            try stopwatch.measure(prepare: { _ in
                try store.write(bytes, sceneID: Self.sceneID)
                controller = makeController(tree, store: store)
            }) { () throws -> LaunchResult in
                let result = launch(controller)
                guard result.report?.restoredPageCount == tree.pageCount else {
                    throw BenchmarkError(.failed, "the restoring launch gave \(result)")
                }
                return result
            }
        }
        report.add("launch", pages: tree.pageCount, contender: Contender.revive, restoring)
        let fresh = try Self.check {
            try stopwatch.measure(prepare: { _ in
                try store.delete(sceneID: Self.sceneID)
                controller = makeController(tree, store: store)
            }) { launch(controller) }
        }
        report.add("launch", pages: tree.pageCount, contender: Contender.freshLaunch, fresh)
    }

    /// A controller for the benchmark's scene over a new navigator.
    private func makeController(_ tree: BenchmarkTree, store: FileStore) -> RestorationController<Navigator> {
        RestorationController(hierarchy: Navigator(), registry: tree.registry, sceneID: Self.sceneID, configuration: .init(store: store, policy: Self.appPolicy))
    }

    /// The one call into the controller's launch (kept alone so that an API change touches one line).
    private func launch(_ controller: RestorationController<Navigator>?) -> LaunchResult {
        guard let controller else { return .fresh(.noSavedState) }
        // The navigator settles at once, so the completion runs before `launch` returns.
        var result = LaunchResult.fresh(.noSavedState)
        controller.launch(defaultRoot: { Self.defaultRoot() }) { result = $0 }
        return result
    }

    /// A fresh start's first screen: two tabs, one page each.
    static func defaultRoot() -> Page {
        let first = NavigationPage(pages: [ComicPage(restorationIdentifier: "home")], restorationIdentifier: "tab0")
        let second = NavigationPage(pages: [ReaderPage(restorationIdentifier: "reader")], restorationIdentifier: "tab1")
        return TabBarPage(pages: [first, second], selectedIndex: 0, restorationIdentifier: "tabs")
    }
}
