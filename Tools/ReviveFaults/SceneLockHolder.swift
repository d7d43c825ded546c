package import Foundation
import Revive

/// A second process for the multi-process tests.
///
/// `revive-torture hold-scene --directory DIR [--app-group]` launches scene `main` of a
/// ``FileStore`` on `DIR` the way an app does (``RestorationSession/beginLaunch(now:)``),
/// finishes the restore, prints the outcome on one line, and keeps the session — and so the
/// scene's lock, or in an App Group container its lease — until its standard input closes.
///
/// `revive-torture neighbour OPERATION --directory DIR [--count N] [--app-group]` does one thing
/// another process on the same folder does, and prints one line:
///
/// | operation | what it does | prints |
/// | --- | --- | --- |
/// | `save-loop` | saves scene `main` `N` times | `saves: N failures: F` and the first failure |
/// | `open-stores` | opens a store on the folder `N` times | `opened: N` |
/// | `discard` | discards scene `main` | `discarded` or `refused: …` |
/// | `sweep` | sweeps with no live scenes | `removed: N kept: [...]` |
/// | `launch` | launches scene `main` | `launch: …` |
/// | `crash-after-restore` | launches scene `main`, finishes the restore, then aborts (`SIGABRT`) | `launch: …` |
///
/// ```swift
/// try SceneLockHolder.run(directory: folder, appGroup: false)   // prints "launch: fresh because …", then waits
/// ```
package enum SceneLockHolder {
    /// Launches, finishes the restore, reports, and holds the scene until standard input ends.
    /// - Parameters:
    ///   - directory: The store's folder.
    ///   - appGroup: Open the store as an App Group container's.
    ///   - finishing: Mark the restore finished (`false` dies during it, as far as the next launch knows).
    /// - Throws: ``ReviveError`` when the store cannot be opened.
    package static func run(directory: URL, appGroup: Bool = false, finishing: Bool = false) throws {
        let session = RestorationSession(store: try store(directory, appGroup: appGroup), sceneID: "main")
        let outcome = session.beginLaunch()
        if finishing, outcome.snapshot != nil { try session.finishRestoration() }
        TortureChild.report("launch: \(outcome.launchDescription)")
        while readLine() != nil {}
        withExtendedLifetime(session) {}
    }

    /// Runs one neighbour operation and prints its line.
    /// - Throws: ``ReviveError`` when the store cannot be opened, or the operation is unknown.
    package static func neighbour(_ operation: String, directory: URL, count: Int, appGroup: Bool) async throws {
        switch operation {
        case "save-loop":
            let session = RestorationSession(store: try store(directory, appGroup: appGroup), sceneID: "main")
            var failures: [String] = []
            for index in 0..<count {
                do {
                    try session.save(Snapshot(header: .init(sceneID: "main"), root: .init(typeName: "Page\(index)")))
                } catch {
                    failures.append("\(error)")
                }
            }
            TortureChild.report("saves: \(count) failures: \(failures.count)" + (failures.first.map { " first: \($0)" } ?? ""))
        case "open-stores":
            for _ in 0..<count { _ = try store(directory, appGroup: appGroup) }
            TortureChild.report("opened: \(count)")
        case "discard":
            do {
                try store(directory, appGroup: appGroup).discardScene(sceneID: "main")
                TortureChild.report("discarded")
            } catch {
                TortureChild.report("refused: \(error.message)")
            }
        case "sweep":
            let removed = await (try store(directory, appGroup: appGroup)).sweepSavedScenes(keeping: [])
            TortureChild.report("removed: \(removed)")
        case "launch":
            let session = RestorationSession(store: try store(directory, appGroup: appGroup), sceneID: "main")
            TortureChild.report("launch: \(session.beginLaunch().launchDescription)")
        case "crash-after-restore":
            let session = RestorationSession(store: try store(directory, appGroup: appGroup), sceneID: "main")
            let outcome = session.beginLaunch()
            TortureChild.report("launch: \(outcome.launchDescription)")
            if outcome.snapshot != nil {
                try session.finishRestoration()
                abort()   // a crash at the restored place
            }
        default:
            throw ReviveError(.readFailed, "unknown neighbour operation \"\(operation)\"")
        }
    }

    private static func store(_ directory: URL, appGroup: Bool) throws(ReviveError) -> FileStore {
        try FileStore(directory: directory, options: appGroup ? .appGroupContainer : FileStore.Options())
    }
}
