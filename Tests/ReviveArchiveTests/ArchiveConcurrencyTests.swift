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
        DispatchQueue.concurrentPerform(iterations: 24) { index in
            if index % 3 == 0 {
                _ = try? archive.load()
            } else {
                try? archive.save(Counter(count: index))
            }
        }
        let inMemory = try #require(archive.value)
        let onDisk = try Archive<Counter>(name: "counter", store: folder.store, keyProvider: folder.keys).load()
        #expect(onDisk == inMemory)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["archive.key", "counter.archive", "counter.archive.lock"])
    }
}
