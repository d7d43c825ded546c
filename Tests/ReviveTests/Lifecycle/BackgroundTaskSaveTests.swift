import Foundation
import ReviveFaults
import Testing
@testable import Revive
@testable import ReviveTesting

/// A save on entering the background holds a platform background task until the write is on
/// disk, and ends it exactly once — the contract `ReviveUIKit` and `ReviveSwiftUI` rely on.
@MainActor
struct BackgroundTaskSaveTests {
    /// Background tasks as `UIApplication` hands them out: numbered, each with its handler.
    @MainActor
    final class FakeTasks {
        var begun: [Int] = []
        var ended: [Int] = []
        var expirationHandlers: [@MainActor @Sendable () -> Void] = []
        var expireWhileBeginning = false

        func begin(_ expired: @escaping @MainActor @Sendable () -> Void) -> Int {
            let identifier = begun.count + 1
            begun.append(identifier)
            expirationHandlers.append(expired)
            if expireWhileBeginning { expired() }
            return identifier
        }

        func end(_ identifier: Int) { ended.append(identifier) }
    }

    /// Held by the end handler the controller keeps: gone once the controller let go of the
    /// background task, its write's own wait finished too. (`FakeTasks` keeps the expiration
    /// handlers, which hold it as well, until a test drops them.)
    final class Held {}

    private func savingController(_ store: InMemoryStore) -> RestorationController<EngineHierarchy> {
        RestorationController(hierarchy: makeTreeApp(), registry: treeRegistry(), configuration: .init(store: store))
    }

    @discardableResult
    private func enterBackground(_ controller: RestorationController<EngineHierarchy>, _ tasks: FakeTasks, holding held: Held = Held()) -> SaveResult {
        controller.didEnterBackground(beginBackgroundTask: { tasks.begin($0) }, endBackgroundTask: { [held] identifier in
            withExtendedLifetime(held) { tasks.end(identifier) }
        })
    }

    @Test func theTaskEndsOnceTheWriteIsOnDisk() async throws {
        let store = InMemoryStore()
        let controller = savingController(store)
        let tasks = FakeTasks()
        #expect(enterBackground(controller, tasks) == .scheduled)
        #expect(tasks.begun == [1])
        await controller.waitForPendingSaves()
        // The task's own wait ends it on the next turn of the main actor.
        await waitUntil { !tasks.ended.isEmpty }
        #expect(tasks.ended == [1])
        #expect(try store.read(sceneID: "default") != nil)
    }

    @Test func anExpiredTaskIsEndedByItsHandlerAndNeverAgain() async throws {
        let controller = savingController(InMemoryStore())
        let tasks = FakeTasks()
        weak var released: Held?
        do {
            let held = Held()
            released = held
            enterBackground(controller, tasks, holding: held)
        }
        tasks.expirationHandlers[0]()
        tasks.expirationHandlers.removeAll()
        #expect(tasks.ended == [1])
        await controller.waitForPendingSaves()
        await waitUntil { released == nil }   // the write's own wait is over: its end came
        #expect(released == nil, "the controller let go of the background task")
        #expect(tasks.ended == [1], "the write's end does not end the task a second time")
    }

    @Test func aTaskThatExpiresBeforeBeginReturnsIsStillEnded() async throws {
        let controller = savingController(InMemoryStore())
        let tasks = FakeTasks()
        tasks.expireWhileBeginning = true
        weak var released: Held?
        do {
            let held = Held()
            released = held
            enterBackground(controller, tasks, holding: held)
        }
        tasks.expirationHandlers.removeAll()
        #expect(tasks.ended == [1])
        await controller.waitForPendingSaves()
        await waitUntil { released == nil }   // the write's own wait is over: its end came
        #expect(released == nil, "the controller let go of the background task")
        #expect(tasks.ended == [1])
    }

    @Test func noTaskIsBegunWhenNothingIsSaved() throws {
        let controller = savingController(InMemoryStore())
        controller.shouldSave = { false }
        let tasks = FakeTasks()
        #expect(enterBackground(controller, tasks) == .declinedByApp)
        #expect(tasks.begun.isEmpty && tasks.ended.isEmpty)
    }
}
