package import Foundation
package import Revive

/// The loader target's check of the policy's age rule: a decoded header whose
/// creation time is not a finite number, lies more than ``RestorationPolicy/maximumAge`` in the
/// future, or is older than it, is refused as too old by a real launch; any other is not.
package enum FuzzPolicyCheck {
    /// The maximum age the check launches with, in seconds.
    static let maximumAge: TimeInterval = 3_600
    /// The launch's fixed "now".
    static let now = Date(timeIntervalSinceReferenceDate: 800_000_000)

    /// Launches `data`, which decoded (checksum off) to `snapshot`, through a
    /// `RestorationSession` with `RestorationPolicy(maximumAge: 3600)`, and checks the age rule.
    /// - Parameters:
    ///   - snapshot: What `data` decodes to.
    ///   - data: The file's bytes.
    /// - Returns: A finding when the launch's verdict breaks the rule.
    package static func check(_ snapshot: Snapshot, data: Data) -> FuzzFinding? {
        let sceneID = snapshot.header.sceneID
        let policy = RestorationPolicy(schemaVersion: snapshot.header.schemaVersion, maximumAge: maximumAge)
        let session = RestorationSession(store: OneFileStore(sceneID: sceneID, data: data), sceneID: sceneID, policy: policy, codec: FuzzChecks.uncheckedCodec)
        let outcome = session.beginLaunch(now: now)
        let age = now.timeIntervalSince(snapshot.header.createdAt)
        let untrusted = !age.isFinite || age < -maximumAge
        let refusedAsTooOld: Bool
        if case .failure(.tooOld(let reported, _)) = outcome {
            refusedAsTooOld = true
            if untrusted, reported != .infinity {
                return FuzzFinding("an untrusted creation time (\(age) s old) was reported as \(reported) s old")
            }
        } else {
            refusedAsTooOld = false
        }
        let tooOld = untrusted || age > maximumAge
        if tooOld != refusedAsTooOld {
            return FuzzFinding("a state \(age) s old with maximumAge \(maximumAge): \(outcome.launchDescription)")
        }
        return nil
    }
}

/// A store holding one scene's file; every other write and delete is dropped.
private struct OneFileStore: SnapshotStore {
    let sceneID: String
    let data: Data

    func read(sceneID: String) throws(ReviveError) -> Data? { sceneID == self.sceneID ? data : nil }
    func write(_ data: Data, sceneID: String) throws(ReviveError) {}
    func delete(sceneID: String) throws(ReviveError) {}
}
