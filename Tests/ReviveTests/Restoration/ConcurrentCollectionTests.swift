import Foundation
import Testing
@testable import Revive

/// Two threads that make pages at once — a restore on the main actor and one on another thread,
/// as two suites of one test process do — never see each other's `@Preserved` boxes: a page
/// given another page's boxes would take its restored values into them and show its defaults.
struct ConcurrentCollectionTests {
    /// Holds one value for a box to be made with.
    final class Model {
        @Preserved var count = 0
        @Preserved var title = ""
        @Preserved var tag = ""
    }

    @Test func aCollectionThatStartsWhileAnotherThreadsRunsGetsNoneOfItsBoxes() throws {
        let firstBegan = DispatchSemaphore(value: 0)
        let secondBegan = DispatchSemaphore(value: 0)
        let firstMade = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        let seenBySecond = LockedValue<Int?>(nil)
        let seenByFirst = LockedValue<Int?>(nil)

        done.enter()
        Thread.detachNewThread {
            let (_, made) = ConstructedBoxes.collecting { () -> Model? in
                firstBegan.signal()
                secondBegan.wait()
                defer { firstMade.signal() }
                return Model()   // three boxes, on the first thread
            }
            seenByFirst.withLock { $0 = made.count }
            done.leave()
        }
        done.enter()
        Thread.detachNewThread {
            firstBegan.wait()
            let (_, made) = ConstructedBoxes.collecting { () -> Int in
                secondBegan.signal()
                firstMade.wait()   // the first thread's boxes are made while this collection runs
                return 0
            }
            seenBySecond.withLock { $0 = made.count }
            done.leave()
        }
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(seenBySecond.withLock { $0 } == 0)
        #expect(seenByFirst.withLock { $0 } == 3)
    }
}
