import Foundation
@testable import Revive
import Testing

/// A saved file larger than this version reads — an earlier version with a larger cap wrote it —
/// is intact input, not damage: the launch starts fresh saying so, and the file is set aside,
/// never left in place to refuse every launch after, and never deleted.
struct OversizedSavedStateTests {
    @Test func aFileLargerThanThisVersionReadsIsSetAsideAndTheLaunchSaysWhy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("oversized-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try FileStore(directory: folder)
        let size = store.maximumFileSize + 1
        try Data(repeating: 0x2A, count: size).write(to: store.fileURL(for: "main"))

        let result = RestorationSession(store: store, sceneID: "main").beginLaunch()
        guard case .failure(.rootNoLongerFits(let reason)) = result else {
            Issue.record("expected a fresh start because the file no longer fits, got \(result)")
            return
        }
        #expect(reason.contains("larger than this version reads"), "\(reason)")
        #expect(!"\(LaunchResult.fresh(.rootNoLongerFits(reason)))".contains("damaged"))
        let setAside = try Data(contentsOf: store.quarantineURL(for: "main"))
        #expect(setAside.count == size, "the bytes are kept whole")
        #expect(!FileManager.default.fileExists(atPath: store.fileURL(for: "main").path))
        #expect(RestorationSession(store: store, sceneID: "main").beginLaunch() == .failure(.noSavedState))
    }

    @Test func aCheckpointLargerThanThisVersionReadsIsIgnoredAndTheSavedStateRestores() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("oversized-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try FileStore(directory: folder)
        try RestorationSession(store: store, sceneID: "main").save(Snapshot(header: Snapshot.Header(sceneID: "main"), root: Snapshot.Node(typeName: "Home")))
        try Data(repeating: 0x2A, count: store.maximumFileSize + 1).write(to: store.checkpointURL(for: "main"))

        let result = RestorationSession(store: store, sceneID: "main").beginLaunch()
        guard case .success(let snapshot) = result else {
            Issue.record("expected the saved state, got \(result)")
            return
        }
        #expect(snapshot.root.typeName == "Home")
        #expect(!FileManager.default.fileExists(atPath: store.checkpointURL(for: "main").path))
    }
}
