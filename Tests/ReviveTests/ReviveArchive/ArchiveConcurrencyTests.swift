import Foundation
@testable import Revive
@testable import ReviveArchive
import Testing

/// Thread safety: concurrent saves and loads leave memory and file in agreement.
struct ArchiveConcurrencyTests {
    @Test func concurrentSavesLeaveTheValueInMemoryEqualToTheFile() throws {
        let folder = try ArchiveFolder()
        defer { folder.remove() }
        let archive = Archive<Counter>(name: "counter", store: folder.store, keyProvider: folder.keys)
        let failures = LockedValue<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 24) { index in
            do {
                if index % 3 == 0 {
                    _ = try archive.load()
                } else {
                    try archive.save(Counter(count: index))
                }
            } catch {
                failures.withLock { $0.append("\(index % 3 == 0 ? "load" : "save") \(index): \(error)") }
            }
        }
        // Threads of one process never refuse each other: every save and load succeeds.
        #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 })")
        let inMemory = try #require(archive.value)
        let onDisk = try Archive<Counter>(name: "counter", store: folder.store, keyProvider: folder.keys).load()
        #expect(onDisk == inMemory)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["archive.key", "counter.archive", "counter.archive.lock"])
    }
}
