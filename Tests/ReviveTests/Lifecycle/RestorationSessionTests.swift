import Foundation
@testable import Revive
@testable import ReviveTesting
import Testing

struct RestorationSessionTests {
    private struct MigrationFailed: Error {}

    private let store = InMemoryStore()
    private let savedAt = Date(timeIntervalSinceReferenceDate: 700_000_000)

    private func session(_ policy: RestorationPolicy = RestorationPolicy()) -> RestorationSession {
        RestorationSession(store: store, sceneID: "main", policy: policy)
    }

    @Test func startsFreshWhenNothingWasSaved() {
        #expect(session().beginLaunch() == .failure(.noSavedState))
    }

    @Test func userQuitDiscardsTheStateAndTheNextLaunchSaysSo() throws {
        try session().save(Snapshot.onePage())

        try session().userDidQuit()
        #expect(try store.read(sceneID: "main") == nil)
        // A save still in flight when the user quit lands afterwards; it must not be restored.
        try session().save(Snapshot.onePage("Late"))

        #expect(session().beginLaunch() == .failure(.userQuit))
        #expect(try store.read(sceneID: "main") == nil)
        #expect(session().beginLaunch() == .failure(.noSavedState))
    }

    @Test func userQuitKeepsTheStateWhenThePolicySaysSo() throws {
        let policy = RestorationPolicy(deletesOnUserQuit: false)
        try session(policy).save(Snapshot.onePage())

        try session(policy).userDidQuit()

        #expect(session(policy).beginLaunch() == .success(Snapshot.onePage()))
    }

    @Test func discardsAStateOlderThanTheMaximumAge() throws {
        let policy = RestorationPolicy(maximumAge: 3_600)
        try session(policy).save(Snapshot.onePage(createdAt: savedAt))

        let outcome = session(policy).beginLaunch(now: savedAt + 7_200)

        #expect(outcome == .failure(.tooOld(age: 7_200, maximum: 3_600)))
        #expect(outcome.launchDescription == "fresh because the saved state is 2 hours old (limit 1 hour)")
        #expect(try store.read(sceneID: "main") == nil)
    }

    @Test func restoresAStateYoungerThanTheMaximumAge() throws {
        let policy = RestorationPolicy(maximumAge: 3_600)
        try session(policy).save(Snapshot.onePage(createdAt: savedAt))

        let outcome = session(policy).beginLaunch(now: savedAt + 3_599)

        #expect(outcome == .success(Snapshot.onePage(createdAt: savedAt)))
    }

    @Test func discardsAStateFromAnotherAppVersion() throws {
        let policy = RestorationPolicy(appVersion: "2.0")
        try session(policy).save(Snapshot.onePage(appVersion: "1.0"))

        let outcome = session(policy).beginLaunch()

        #expect(outcome == .failure(.appVersionMismatch(saved: "1.0", current: "2.0")))
        #expect(try store.read(sceneID: "main") == nil)
    }

    @Test func keepsAStateFromAnotherAppVersionWhenAllowed() throws {
        let policy = RestorationPolicy(appVersion: "2.0", discardsOtherAppVersions: false)
        try session(policy).save(Snapshot.onePage(appVersion: "1.0"))

        #expect(session(policy).beginLaunch().snapshot?.header.appVersion == "1.0")
    }

    @Test func setsAsideAnotherSchemaVersionWithoutAMigration() throws {
        let policy = RestorationPolicy(schemaVersion: 2)
        try session(policy).save(Snapshot.onePage(schemaVersion: 1))

        #expect(session(policy).beginLaunch() == .failure(.schemaVersionMismatch(saved: 1, current: 2)))
        #expect(try store.read(sceneID: "main") == nil)
        #expect(try store.readQuarantined(sceneID: "main") != nil, "an intact file of an update's older schema is set aside, not deleted")
    }

    @Test func chainsMigrationsToTheCurrentSchemaVersion() throws {
        var policy = RestorationPolicy(appVersion: "3.0", schemaVersion: 3)
        policy.registerMigration(from: 1) { old in
            var new = old
            new.root.typeName += "+v2"
            return new
        }
        policy.registerMigration(from: 2) { old in
            var new = old
            new.root.typeName += "+v3"
            return new
        }
        try session(policy).save(Snapshot.onePage("Reader", appVersion: "1.0", schemaVersion: 1))

        let restored = try #require(session(policy).beginLaunch().snapshot)

        #expect(restored.root.typeName == "Reader+v2+v3")
        #expect(restored.header.schemaVersion == 3)
    }

    @Test func discardsTheStateWhenAMigrationThrows() throws {
        var policy = RestorationPolicy(schemaVersion: 3)
        policy.registerMigration(from: 1) { $0 }
        policy.registerMigration(from: 2) { _ in throw MigrationFailed() }
        try session(policy).save(Snapshot.onePage(schemaVersion: 1))

        #expect(session(policy).beginLaunch() == .failure(.schemaVersionMismatch(saved: 1, current: 3)))
        #expect(try store.read(sceneID: "main") == nil)
        #expect(try store.readQuarantined(sceneID: "main") != nil)
    }

    @Test func neverMigratesANewerSchemaVersionDown() throws {
        var policy = RestorationPolicy(schemaVersion: 1)
        policy.registerMigration(from: 2) { $0 }
        try session(policy).save(Snapshot.onePage(schemaVersion: 2))

        #expect(session(policy).beginLaunch() == .failure(.schemaVersionMismatch(saved: 2, current: 1)))
    }

    @Test func keepsADamagedFileAsideInsteadOfLoadingIt() throws {
        let damaged = Data("{\"formatVersion\": 1, trunc".utf8)
        try store.write(damaged, sceneID: "main")

        let outcome = session().beginLaunch()

        guard case .failure(.damagedFile(let reason)) = outcome else {
            Issue.record("expected a damaged file, got \(outcome)")
            return
        }
        #expect(!reason.isEmpty)
        #expect(try store.read(sceneID: "main") == nil)
        #expect(try store.readQuarantined(sceneID: "main") == damaged)
        #expect(session().beginLaunch() == .failure(.noSavedState))
    }

    @Test func keepsAsideAFileThatNamesAnotherScene() throws {
        try session().save(Snapshot.onePage(sceneID: "other"))

        #expect(session().beginLaunch() == .failure(.sceneMismatch(saved: "other", expected: "main")))
        #expect(try store.readQuarantined(sceneID: "main") != nil)
    }

    @Test func describesEveryOutcomeAsASentence() {
        #expect(Result<Snapshot, LaunchResult.FreshReason>.failure(.crashedDuringLastRestore(attempts: 1)).launchDescription
            == "fresh because the last restore crashed (1 attempt)")
        #expect(LaunchResult.FreshReason.crashedDuringLastRestore(attempts: 3).description == "the last restore crashed (3 attempts)")
        #expect(LaunchResult.FreshReason.userQuit.description == "the user quit the app")
        #expect(LaunchResult.FreshReason.tooOld(age: 9 * 86_400 + 5, maximum: 7 * 86_400).description
            == "the saved state is 9 days old (limit 7 days)")
        #expect(LaunchResult.FreshReason.tooOld(age: .infinity, maximum: 60).description.contains("inf"))
        #expect(Result<Snapshot, LaunchResult.FreshReason>.success(Snapshot.onePage()).launchDescription == "restored 1 page of scene \"main\"")
    }
}
