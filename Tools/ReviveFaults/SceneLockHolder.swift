package import Foundation
import Revive

/// A second process for the two-instances test: `revive-torture hold-scene --directory DIR`
/// launches scene `main` of a ``FileStore`` on `DIR` the way an app does
/// (``RestorationSession/beginLaunch(sceneID:now:)``), prints the outcome on one line, and keeps
/// the session — and so the scene's lock — until its standard input closes.
///
/// ```swift
/// try SceneLockHolder.run(directory: folder)   // prints "launch: fresh because …", then waits
/// ```
package enum SceneLockHolder {
    /// Launches, reports, and holds the scene until standard input ends.
    /// - Parameter directory: The store's folder.
    /// - Throws: ``ReviveError`` when the store cannot be opened.
    package static func run(directory: URL) throws {
        let store = try FileStore(directory: directory)
        let codec = SnapshotCodec()
        let session = RestorationSession(store: store, codec: codec)
        let outcome = session.beginLaunch(sceneID: "main")
        TortureChild.report("launch: \(outcome.launchDescription)")
        while readLine() != nil {}
        withExtendedLifetime(session) {}
    }
}
