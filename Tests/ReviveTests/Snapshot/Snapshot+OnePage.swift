import Foundation
@testable import Revive

extension Snapshot {
    /// A snapshot of one page without state, created at a fixed time: all the store, session
    /// and scheduler tests need, written and read with the real ``SnapshotCodec``.
    static func onePage(
        _ page: String = "Home", sceneID: String = "main", appVersion: String = "1.0",
        schemaVersion: UInt32 = 0, createdAt: Date = Date(timeIntervalSinceReferenceDate: 700_000_000)
    ) -> Snapshot {
        Snapshot(
            header: Snapshot.Header(appVersion: appVersion, schemaVersion: schemaVersion, createdAt: createdAt, sceneID: sceneID),
            root: Snapshot.Node(typeName: page)
        )
    }
}
