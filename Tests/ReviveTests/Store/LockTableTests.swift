import Foundation
import ReviveFaults
import Testing
@testable import Revive

/// The holders of one lock inside a process share it and never refuse each
/// other; another process (a second `LockTable` on the same files: `flock` between two open
/// files of one process conflicts exactly as between two processes) is refused until the last
/// holder lets go; a removed lock file is never held twice.
struct LockTableTests {
    @Test func holdersInOneProcessShareTheLockAndAnotherProcessWaitsForTheLast() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("main.lock").path
        let here = LockTable()
        let elsewhere = LockTable()

        var first: LockTable.Hold? = try here.lock(path)
        var second: LockTable.Hold? = try here.lock(path)
        #expect(here.isHeld(path))
        let refused = #expect(throws: ReviveError.self) { try elsewhere.lock(path) }
        #expect(refused?.code == .sceneLocked)
        #expect(refused?.message == "another process holds the lock \(path)")

        first = nil
        #expect(#expect(throws: ReviveError.self) { try elsewhere.lock(path) }?.code == .sceneLocked)
        second = nil
        #expect(!here.isHeld(path))
        let taken = try elsewhere.lock(path)
        #expect(elsewhere.isHeld(path))
        withExtendedLifetime((first, second, taken)) {}
    }

    @Test func aLockFileIsRemovedOnlyByWhoeverCanHoldIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("main.lock").path
        let here = LockTable()
        let elsewhere = LockTable()
        var ran = 0

        #expect(try here.removeLockFile(path, ifHeldHere: .skip) { ran += 1 } == .absent)
        var held: LockTable.Hold? = try elsewhere.lock(path)
        #expect(try here.removeLockFile(path, ifHeldHere: .runAndRemoveOnRelease) { ran += 1 } == .heldElsewhere)
        #expect(FileManager.default.fileExists(atPath: path))
        held = nil

        held = try here.lock(path)
        #expect(try here.removeLockFile(path, ifHeldHere: .skip) { ran += 1 } == .heldHere)
        #expect(try here.removeLockFile(path, ifHeldHere: .runAndRemoveOnRelease) { ran += 1 } == .heldHere)
        #expect(FileManager.default.fileExists(atPath: path))
        held = nil
        #expect(!FileManager.default.fileExists(atPath: path))

        _ = try here.lock(path)   // taken and let go at once: the file stays
        #expect(try elsewhere.removeLockFile(path, ifHeldHere: .skip) { ran += 1 } == .removed)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(ran == 3)
        withExtendedLifetime(held) {}
    }

    @Test func aRemovalThatFailsKeepsTheLockFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("main.lock").path
        let table = LockTable()
        _ = try table.lock(path)   // taken and let go at once: the file stays

        let error = #expect(throws: ReviveError.self) {
            _ = try table.removeLockFile(path, ifHeldHere: .skip) { () throws(ReviveError) in
                throw ReviveError(.deleteFailed, "injected")
            }
        }
        #expect(error?.code == .deleteFailed)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(!table.isHeld(path))
    }

    @Test func aHolderThatOpenedAFileRemovedMeanwhileLocksTheNewOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("main.lock").path
        let remover = LockTable()
        let held = LockedValue(0)
        let maximum = LockedValue(0)

        // Removers and claimers race on one path; at no instant do two tables hold it.
        DispatchQueue.concurrentPerform(iterations: 120) { index in
            if index.isMultiple(of: 4) {
                _ = try? remover.removeLockFile(path, ifHeldHere: .skip) {}
                return
            }
            guard let hold = try? LockTable().lock(path) else { return }   // each claimer its own process
            let now = held.withLock { count -> Int in
                count += 1
                return count
            }
            maximum.withLock { $0 = max($0, now) }
            usleep(50)
            held.withLock { $0 -= 1 }
            withExtendedLifetime(hold) {}
        }
        #expect(maximum.withLock { $0 } == 1)
    }
}
