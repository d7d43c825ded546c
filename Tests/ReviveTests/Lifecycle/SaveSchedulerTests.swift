import Dispatch
import Foundation
@testable import Revive
@testable import ReviveTesting
import Testing

struct SaveSchedulerTests {
    /// An in-memory store whose first state write blocks until the test opens the gate.
    private final class GatedStore: ForwardingStore {
        let base = InMemoryStore()
        let written = LockedValue<[Data]>([])
        private let firstWriteStarted = DispatchSemaphore(value: 0)
        private let gate = DispatchSemaphore(value: 0)
        private let isFirst = LockedValue(true)

        func waitUntilFirstWriteStarted() { firstWriteStarted.wait() }
        func openGate() { gate.signal() }

        func write(_ data: Data, sceneID: String) throws(ReviveError) {
            let first = isFirst.withLock { value -> Bool in
                defer { value = false }
                return value
            }
            if first {
                firstWriteStarted.signal()
                gate.wait()
            }
            written.withLock { $0.append(data) }
            try base.write(data, sceneID: sceneID)
        }
    }

    @Test func burstOfSavesWritesOnlyTheOneInFlightAndTheNewest() async throws {
        let store = GatedStore()
        let scheduler = SaveScheduler(session: RestorationSession(store: store, sceneID: "main"))

        scheduler.schedule(Snapshot.onePage("Page0"))
        store.waitUntilFirstWriteStarted()
        for index in 1...100 {
            scheduler.schedule(Snapshot.onePage("Page\(index)"))
        }
        store.openGate()
        await scheduler.flush()

        let written = try store.written.withLock { $0 }.map { try SnapshotCodec().decode($0) }
        #expect(written.map(\.root.typeName) == ["Page0", "Page100"])
        #expect(try store.read(sceneID: "main").map { try SnapshotCodec().decode($0) } == Snapshot.onePage("Page100"))
        #expect(scheduler.writeCount == 2)
    }

    @Test func skipsASnapshotEqualToTheLastOneWritten() async throws {
        let store = InMemoryStore()
        let scheduler = SaveScheduler(session: RestorationSession(store: store, sceneID: "main"))

        scheduler.schedule(Snapshot.onePage("Home"))
        await scheduler.flush()
        scheduler.schedule(Snapshot.onePage("Home"))
        await scheduler.flush()

        #expect(store.writeCount == 1)
        scheduler.schedule(Snapshot.onePage("Reader"))
        await scheduler.flush()
        #expect(store.writeCount == 2)
    }

    @Test func skipsACaptureThatDiffersOnlyInWhenItWasTaken() async throws {
        let store = InMemoryStore()
        let scheduler = SaveScheduler(session: RestorationSession(store: store, sceneID: "main"))
        var earlier = Snapshot.onePage("Home")
        earlier.header.createdAt = Date(timeIntervalSince1970: 1_000)
        var later = earlier
        later.header.createdAt = Date(timeIntervalSince1970: 2_000)

        scheduler.schedule(earlier)
        await scheduler.flush()
        scheduler.schedule(later)
        await scheduler.flush()
        #expect(store.writeCount == 1)

        later.header.appVersion = "2.0"
        scheduler.schedule(later)
        await scheduler.flush()
        #expect(store.writeCount == 2)
    }

    @Test func dropsAPendingSnapshotWhenTheNewestEqualsTheOneInFlight() async throws {
        let store = GatedStore()
        let scheduler = SaveScheduler(session: RestorationSession(store: store, sceneID: "main"))

        scheduler.schedule(Snapshot.onePage("Home"))
        store.waitUntilFirstWriteStarted()
        scheduler.schedule(Snapshot.onePage("Reader"))
        scheduler.schedule(Snapshot.onePage("Home"))
        store.openGate()
        await scheduler.flush()

        #expect(store.written.withLock { $0.count } == 1)
    }

    @Test func failedWriteKeepsThePreviousStateAndIsReported() async throws {
        let store = InMemoryStore()
        let scheduler = SaveScheduler(session: RestorationSession(store: store, sceneID: "main"))
        scheduler.schedule(Snapshot.onePage("Home"))
        await scheduler.flush()

        store.failNextWrites(1)
        scheduler.schedule(Snapshot.onePage("Reader"))
        await scheduler.flush()

        #expect((scheduler.lastError as? ReviveError)?.code == .writeFailed)
        #expect(try store.read(sceneID: "main").map { try SnapshotCodec().decode($0) } == Snapshot.onePage("Home"))

        scheduler.schedule(Snapshot.onePage("Reader"))
        await scheduler.flush()
        #expect(scheduler.lastError == nil)
        #expect(try store.read(sceneID: "main").map { try SnapshotCodec().decode($0) } == Snapshot.onePage("Reader"))
    }

    @Test func flushReturnsAtOnceWhenIdle() async {
        let scheduler = SaveScheduler(session: RestorationSession(store: InMemoryStore(), sceneID: "main"))
        await scheduler.flush()
        #expect(scheduler.writeCount == 0)
    }

    @Test @MainActor func schedulesFromTheMainActorWithoutAwaiting() async throws {
        let store = InMemoryStore()
        let session = RestorationSession(store: store, sceneID: "main")
        let scheduler = SaveScheduler(session: session)

        scheduler.schedule(Snapshot.onePage("Home"))
        await scheduler.flush()

        #expect(session.beginLaunch() == .success(Snapshot.onePage("Home")))
    }
}
