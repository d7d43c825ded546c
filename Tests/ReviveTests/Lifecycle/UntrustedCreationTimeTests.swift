import Foundation
import ReviveFaults
import Testing
@testable import Revive

/// A saved file whose header time cannot be trusted — NaN, ±infinity, or
/// further in the future than ``RestorationPolicy/maximumAge`` — counts as too old, through the
/// public API: a file in a ``FileStore``, a ``RestorationController`` launching it. A small
/// clock skew still restores. Nothing that describes the outcome prints the date through
/// Foundation's `Date.description`, which traps on NaN on Linux.
@MainActor
struct UntrustedCreationTimeTests {
    /// Saves a one-page tree of scene "default" created at `createdAt` in a fresh folder, then
    /// launches it with `RestorationPolicy(maximumAge: 60)`.
    private func launch(createdAt: Date) async throws -> (LaunchResult, stateLeft: Bool) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        let snapshot = Snapshot(
            header: Snapshot.Header(createdAt: createdAt, sceneID: "default"),
            root: Snapshot.Node(typeName: "TreeStack", kind: .stack, children: [Snapshot.Node(typeName: "TreePage", restorationID: "saved")])
        )
        try store.write(try SnapshotCodec().encode(snapshot), sceneID: "default")
        let controller = RestorationController(
            hierarchy: EngineHierarchy(), registry: treeRegistry(),
            configuration: .init(store: store, policy: RestorationPolicy(maximumAge: 60))
        )
        let result = await controller.launch { freshTreeRoot() }
        return (result, try store.read(sceneID: "default") != nil)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, .signalingNaN, -Double.nan])
    func aNonFiniteHeaderTimeIsTooOld(_ seconds: Double) async throws {
        let (result, stateLeft) = try await launch(createdAt: Date(timeIntervalSinceReferenceDate: seconds))
        #expect(result == .fresh(.tooOld(age: .infinity, maximum: 60)))
        #expect(result.description == "fresh because the saved state is inf seconds old (limit 1 minute)")
        #expect(!stateLeft, "a state too old is discarded")
    }

    @Test(arguments: [121.0, 3_600, 1e300, Double.greatestFiniteMagnitude])
    func aHeaderTimeFurtherAheadThanTheMaximumAgeIsTooOld(_ ahead: Double) async throws {
        let (result, stateLeft) = try await launch(createdAt: Date(timeIntervalSinceNow: ahead))
        #expect(result == .fresh(.tooOld(age: .infinity, maximum: 60)))
        #expect(!stateLeft)
    }

    @Test func aSmallClockSkewStillRestores() async throws {
        let (result, _) = try await launch(createdAt: Date(timeIntervalSinceNow: 30))
        guard case .restored(let report) = result else {
            Issue.record("a state 30 seconds in the future (limit 60) must restore, got \(result)")
            return
        }
        #expect(report.restoredPageCount == 2)
    }

    @Test func aStateOlderThanTheMaximumAgeReportsItsAge() async throws {
        let (result, stateLeft) = try await launch(createdAt: Date(timeIntervalSinceNow: -7_200))
        guard case .fresh(.tooOld(let age, let maximum)) = result else {
            Issue.record("expected tooOld, got \(result)")
            return
        }
        #expect(maximum == 60)
        #expect(age >= 7_200 && age < 7_200 + 600)
        #expect(!stateLeft)
    }

    @Test func withoutAMaximumAgeAnyHeaderTimeRestores() throws {
        let policy = RestorationPolicy()
        for seconds in [Double.nan, .infinity, -.infinity, 1e300] {
            let snapshot = Snapshot(header: Snapshot.Header(createdAt: Date(timeIntervalSinceReferenceDate: seconds)), root: Snapshot.Node(typeName: "A"))
            #expect(throws: Never.self, "\(seconds)") { try policy.evaluate(snapshot, now: Date()) }
        }
    }

    @Test func theBoundaryOfTheFutureIsTheMaximumAge() throws {
        let policy = RestorationPolicy(maximumAge: 60)
        let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
        func evaluate(createdAt offset: Double) -> RestorationPolicy.Refusal? {
            let snapshot = Snapshot(header: Snapshot.Header(createdAt: now + offset), root: Snapshot.Node(typeName: "A"))
            do {
                _ = try policy.evaluate(snapshot, now: now)
                return nil
            } catch {
                return error
            }
        }
        #expect(evaluate(createdAt: 60) == nil)
        #expect(evaluate(createdAt: 60.5) == .tooOld(age: .infinity, maximum: 60))
        #expect(evaluate(createdAt: -60) == nil)
        #expect(evaluate(createdAt: -60.5) == .tooOld(age: 60.5, maximum: 60))
        #expect(evaluate(createdAt: 0) == nil)
    }

    /// A decoded date value that is not finite, in a message, prints as seconds instead of
    /// trapping in Foundation or printing a made-up year.
    @Test func aNonFiniteDateValueIsSummarisedWithoutFoundationsDescription() {
        #expect(StateValue.date(Date(timeIntervalSinceReferenceDate: .nan)).summary == "date (nan seconds since 2001)")
        #expect(StateValue.date(Date(timeIntervalSinceReferenceDate: .infinity)).summary == "date (inf seconds since 2001)")
        #expect(StateValue.date(Date(timeIntervalSinceReferenceDate: 0)).summary == "date 2001-01-01T00:00:00Z")
    }
}
