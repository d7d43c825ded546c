import Foundation
@testable import Revive
import ReviveFaults
import Testing

/// Which of a scene's checkpoint and durable save a launch restores at the edges of
/// their capture times. The save wins a tie, and a time that is not a finite number is never the
/// newer one: a checkpoint with such a time never hides a good save, and a save with one never
/// hides a good checkpoint. The policy limits age to an hour, so a wrong choice also shows as a
/// fresh launch that throws the good state away.
struct NewerOfCheckpointAndSaveTests {
    private let scene = "main"
    private let now = Date(timeIntervalSinceReferenceDate: 800_000_000)

    /// Writes `saved` as the scene's durable save and `checkpoint` as its checkpoint in a fresh
    /// folder, launches at `now` with a maximum age of an hour, and returns the restored page's
    /// type name (or the fresh reason) and whether the save is still on disk.
    private func launch(saved: Snapshot, checkpoint: Snapshot) throws -> (Result<String, LaunchResult.FreshReason>, saveLeft: Bool) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        try store.write(try SnapshotCodec().encode(saved), sceneID: scene)
        try store.writeMarker(try SnapshotCodec().encode(checkpoint), named: RestorationSession.checkpointMarker, sceneID: scene)
        let session = RestorationSession(store: store, sceneID: scene, policy: RestorationPolicy(maximumAge: 3_600))
        defer { session.releaseSceneLock() }
        let outcome = session.beginLaunch(now: now).map(\.root.typeName)
        return (outcome, try store.hasState(sceneID: scene))
    }

    @Test func theSaveWinsATieWithTheCheckpoint() throws {
        let (outcome, _) = try launch(
            saved: Snapshot.onePage("Reader", createdAt: now - 60),
            checkpoint: Snapshot.onePage("Options", createdAt: now - 60)
        )
        #expect(outcome == .success("Reader"))
    }

    @Test func aCheckpointOneMillisecondNewerThanTheSaveWins() throws {
        let (outcome, _) = try launch(
            saved: Snapshot.onePage("Reader", createdAt: now - 60),
            checkpoint: Snapshot.onePage("Options", createdAt: now - 59.999)
        )
        #expect(outcome == .success("Options"))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, .signalingNaN])
    func aCheckpointWhoseTimeIsNotAFiniteNumberNeverWinsOverASave(_ seconds: Double) throws {
        let (outcome, saveLeft) = try launch(
            saved: Snapshot.onePage("Reader", createdAt: now - 60),
            checkpoint: Snapshot.onePage("Options", createdAt: Date(timeIntervalSinceReferenceDate: seconds))
        )
        #expect(outcome == .success("Reader"), "checkpoint time \(seconds)")
        #expect(saveLeft)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, .signalingNaN])
    func aCheckpointWinsOverASaveWhoseTimeIsNotAFiniteNumber(_ seconds: Double) throws {
        let (outcome, _) = try launch(
            saved: Snapshot.onePage("Reader", createdAt: Date(timeIntervalSinceReferenceDate: seconds)),
            checkpoint: Snapshot.onePage("Options", createdAt: now - 60)
        )
        #expect(outcome == .success("Options"), "save time \(seconds)")
    }
}
