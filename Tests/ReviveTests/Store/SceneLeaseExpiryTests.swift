#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
import Foundation
@testable import Revive
import ReviveFaults
import Testing

/// In an App Group container (``FileStore/Options/locksOnlyDuringOperations``) a
/// scene whose lease names another live process is left alone until the lease runs out; then it
/// is this process's to restore, save and discard. The other process's lease names the test
/// runner that started this one (`getppid()`), alive while the test runs, with a token that is
/// not this process's.
struct SceneLeaseExpiryTests {
    private let scene = "main"
    private static let otherOwner = "\(getppid())-0THERAPP"

    /// A folder holding a saved "Reader" and another live process's lease on it that runs out
    /// `seconds` from now (a negative number: it ran out that long ago).
    private func folder(leaseRunningOutIn seconds: TimeInterval) throws -> (TemporaryFolder, FileStore) {
        let folder = try TemporaryFolder()
        let store = try FileStore(directory: folder.url, options: .appGroupContainer)
        try store.write(try SnapshotCodec().encode(Snapshot.onePage("Reader")), sceneID: scene)
        let lease = SceneLease(owner: Self.otherOwner, expiresAt: Date().timeIntervalSince1970 + seconds)
        try store.writeMarker(lease.data, named: SceneLease.markerName, sceneID: scene)
        return (folder, store)
    }

    private func lease(_ store: FileStore) throws -> SceneLease? {
        try store.readMarker(named: SceneLease.markerName, sceneID: scene).flatMap(SceneLease.init)
    }

    @Test func aLiveProcesssLeaseThatHasNotRunOutKeepsTheSceneFromThisProcess() throws {
        let (folder, store) = try folder(leaseRunningOutIn: 3_600)
        defer { folder.remove() }
        let session = RestorationSession(store: store, sceneID: scene)

        #expect(session.beginLaunch() == .failure(.sceneInUse))
        #expect(#expect(throws: ReviveError.self) { try session.save(Snapshot.onePage("Options")) }?.code == .sceneLocked)
        #expect(#expect(throws: ReviveError.self) { try store.removeScene(sceneID: scene) }?.code == .sceneLocked)
        let saved = try SnapshotCodec().decode(#require(try store.read(sceneID: scene)))
        #expect(saved.root.typeName == "Reader")
        #expect(try lease(store)?.owner == Self.otherOwner)
    }

    @Test func aLiveProcesssLeaseThatHasRunOutLetsThisProcessRestoreAndSave() throws {
        let (folder, store) = try folder(leaseRunningOutIn: -1)
        defer { folder.remove() }
        let session = RestorationSession(store: store, sceneID: scene)

        let restored = session.beginLaunch()
        #expect(restored.snapshot?.root.typeName == "Reader", "\(restored)")
        #expect(try lease(store)?.owner == ProcessToken.current, "the launch took the lease")
        try session.finishRestoration()
        try session.save(Snapshot.onePage("Options"))
        let saved = try SnapshotCodec().decode(#require(try store.read(sceneID: scene)))
        #expect(saved.root.typeName == "Options")
    }

    @Test func aLiveProcesssLeaseThatHasRunOutNoLongerKeepsTheSceneFromADiscard() throws {
        let (folder, store) = try folder(leaseRunningOutIn: -1)
        defer { folder.remove() }

        try store.removeScene(sceneID: scene)
        #expect(try store.read(sceneID: scene) == nil)
    }

    @Test func thisProcesssOwnLeaseThatHasRunOutIsNotTrustedWhenSaving() throws {
        let (folder, store) = try folder(leaseRunningOutIn: -1)
        defer { folder.remove() }
        let session = RestorationSession(store: store, sceneID: scene)
        #expect(session.beginLaunch().snapshot != nil)
        #expect(session.writeRefusal() == nil, "its own lease runs: nothing to read")
        // Its lease ran out while the app was suspended, and another process took the scene.
        session.ownLease.withLock { $0 = Date().timeIntervalSince1970 - 1 }
        let taken = SceneLease(owner: Self.otherOwner, expiresAt: Date().timeIntervalSince1970 + 3_600)
        try store.writeMarker(taken.data, named: SceneLease.markerName, sceneID: scene)
        #expect(session.writeRefusal()?.code == .sceneLocked, "a lease of its own that ran out was trusted")
    }
}
