import Foundation
@testable import Revive

/// A stand-in for the real codec: JSON of the header and the root page's name and id.
///
/// Round-trips snapshots whose root is a plain page without state, which is all the store and
/// policy tests need; anything that is not this JSON fails to decode.
enum StandInCodec {
    private struct Form: Codable {
        var formatVersion: UInt16
        var appVersion: String
        var schemaVersion: UInt32
        var createdAt: Double
        var sceneID: String
        var rootType: String
        var rootID: String
    }

    @Sendable static func encode(_ snapshot: Snapshot) throws -> Data {
        let header = snapshot.header
        return try JSONEncoder().encode(Form(
            formatVersion: header.formatVersion, appVersion: header.appVersion,
            schemaVersion: header.schemaVersion, createdAt: header.createdAt.timeIntervalSinceReferenceDate,
            sceneID: header.sceneID, rootType: snapshot.root.typeName, rootID: snapshot.root.restorationID
        ))
    }

    @Sendable static func decode(_ data: Data) throws -> Snapshot {
        let form = try JSONDecoder().decode(Form.self, from: data)
        return Snapshot(
            header: SnapshotHeader(
                formatVersion: form.formatVersion, appVersion: form.appVersion, schemaVersion: form.schemaVersion,
                createdAt: Date(timeIntervalSinceReferenceDate: form.createdAt), sceneID: form.sceneID
            ),
            root: SnapshotNode(typeName: form.rootType, restorationID: form.rootID)
        )
    }

    /// A snapshot of one page, created at a fixed time.
    static func snapshot(
        _ page: String = "Home", sceneID: String = "main", appVersion: String = "1.0",
        schemaVersion: UInt32 = 0, createdAt: Date = Date(timeIntervalSinceReferenceDate: 700_000_000)
    ) -> Snapshot {
        Snapshot(
            header: SnapshotHeader(appVersion: appVersion, schemaVersion: schemaVersion, createdAt: createdAt, sceneID: sceneID),
            root: SnapshotNode(typeName: page)
        )
    }
}
