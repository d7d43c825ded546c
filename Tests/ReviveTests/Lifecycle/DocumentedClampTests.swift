#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ReviveFaults
import Testing
@testable import Revive

/// Each clamp and boundary the documentation states, pinned. Removing a
/// clamp (`max(1, …)`, `max(cap, 0)`, the size check before a read) fails one of these.
struct DocumentedClampTests {
    /// `RestorationPolicy.maximumRestoreAttempts`: "Values below `1` count as `1`". The first
    /// launch restores, the second (the first never finished) sets the state aside.
    @Test(arguments: [0, -1, Int.min, 1])
    func maximumRestoreAttemptsBelowOneActsAsOne(_ attempts: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let policy = RestorationPolicy(maximumRestoreAttempts: attempts)
        func session() throws -> RestorationSession { RestorationSession(store: try FileStore(directory: folder.url), sceneID: "main", policy: policy) }
        let saved = Snapshot.onePage("Reader")
        try session().save(saved)

        #expect(try session().beginLaunch() == .success(saved), "maximumRestoreAttempts \(attempts) restores once")
        #expect(try session().beginLaunch() == .failure(.crashedDuringLastRestore(attempts: 1)))
        #expect(try folder.contents().contains("main.quarantined"))
    }

    /// `SnapshotCodec.DecodingLimits.check`: a value at the cap passes, one over fails, and a negative cap
    /// counts as `0`.
    @Test func aDecodingCapIsInclusiveAndANegativeCapCountsAsZero() throws {
        let limits = SnapshotCodec.DecodingLimits(maxNodeCount: 5)
        #expect(throws: Never.self) { try limits.check(5, .nodeCount, "nodes", offset: nil) }
        let over = #expect(throws: ReviveError.self) { try limits.check(6, .nodeCount, "nodes", offset: nil) }
        #expect(over?.code == .limitExceeded)
        #expect(over?.limit == .nodeCount)

        let negative = SnapshotCodec.DecodingLimits(maxStringLength: -1)
        #expect(throws: Never.self) { try negative.check(0, .stringLength, "a string", offset: nil) }
        #expect(throws: ReviveError.self) { try negative.check(1, .stringLength, "a string", offset: nil) }
        #expect(throws: ReviveError.self) { try negative.check(UInt64.max, .stringLength, "a string", offset: nil) }
    }

    /// A tree of exactly `maxNodeCount` nodes round-trips; one more is refused on both sides.
    @Test func theNodeCapIsInclusiveInTheCodec() throws {
        let codec = SnapshotCodec(limits: SnapshotCodec.DecodingLimits(maxNodeCount: 3))
        let three = Snapshot(root: Snapshot.Node(typeName: "S", kind: .stack, children: [Snapshot.Node(typeName: "A"), Snapshot.Node(typeName: "B")]))
        #expect(try codec.decode(try codec.encode(three)) == three)
        var four = three
        four.root.children.append(Snapshot.Node(typeName: "C"))
        let refused = #expect(throws: ReviveError.self) { try codec.encode(four) }
        #expect(refused?.limit == .nodeCount)
        let written = try SnapshotCodec().encode(four)
        #expect(throws: ReviveError.self) { try codec.decode(written) }
    }

    /// `FileStore.maximumFileSize`: a file of exactly that size is read, one byte more is refused.
    @Test func aFileOfExactlyTheMaximumSizeIsReadAndOneByteMoreIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url, maximumFileSize: 100)
        try Data(repeating: 7, count: 100).write(to: store.fileURL(for: "main"))
        #expect(try store.read(sceneID: "main") == Data(repeating: 7, count: 100))
        try Data(repeating: 7, count: 101).write(to: store.fileURL(for: "main"))
        let error = #expect(throws: ReviveError.self) { try store.read(sceneID: "main") }
        #expect(error?.code == .fileTooLarge)
    }

    /// The size is checked before a byte is read or a buffer is made: a sparse file that
    /// claims a terabyte is refused at once. Without the check the read would allocate the
    /// file's size first.
    @Test func aSparseFileOfATerabyteIsRefusedBeforeAnythingIsAllocated() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try FileStore(directory: folder.url)
        let path = store.fileURL(for: "main").path
        let fd = open(path, O_CREAT | O_WRONLY, 0o600)
        try #require(fd >= 0)
        let grown = ftruncate(fd, off_t(1) << 40)
        close(fd)
        try #require(grown == 0, "the file system cannot hold a sparse terabyte: \(String(cString: strerror(errno)))")
        let error = #expect(throws: ReviveError.self) { try store.read(sceneID: "main") }
        #expect(error?.code == .fileTooLarge)
        #expect(error?.message.contains("is 1099511627776 bytes") == true, "\(String(describing: error))")
    }

    /// The smallest budget `capture` fits in, found by trying each from 0, and the size the
    /// refusal just below it quotes (`preserves N bytes` or `reached N bytes`).
    @MainActor
    private func boundary(_ budget: (Int) -> CaptureBudget, code: ReviveError.Code) throws -> (fits: Int, quoted: Int?) {
        let hierarchy = EngineHierarchy(root: TreeStack([TreePage("a", value: 123_456), TreePage("b", value: 7)], identifier: "root"))
        var refusal: ReviveError?
        for bytes in 0...4_096 {
            do {
                _ = try hierarchy.captureSnapshot(registry: treeRegistry(), budget: budget(bytes))
                let words = refusal?.message.split(separator: " ") ?? []
                let quoted = words.indices.first { $0 + 1 < words.count && words[$0 + 1].hasPrefix("bytes") && Int(words[$0]) != nil }.flatMap { Int(words[$0]) }
                return (bytes, quoted)
            } catch {
                #expect(error.code == code, "\(error)")
                refusal = error
            }
        }
        Issue.record("no budget up to 4096 bytes fits the tree")
        return (-1, nil)
    }

    /// `CaptureBudget.maxPageBytes`, "the most bytes one page's state may take": a page of
    /// exactly that size is captured, one byte more is refused.
    @Test @MainActor func aPageOfExactlyThePageBudgetIsCaptured() throws {
        let (fits, quoted) = try boundary({ CaptureBudget(maxPageBytes: $0) }, code: .overPageBudget)
        #expect(fits > 0)
        #expect(quoted == fits, "the budget just below the smallest that fits refuses a page of \(String(describing: quoted)) bytes")
    }

    /// `CaptureBudget.maxTotalBytes`, "the most bytes the whole tree may take": inclusive too.
    @Test @MainActor func aTreeOfExactlyTheTotalBudgetIsCaptured() throws {
        let (fits, quoted) = try boundary({ CaptureBudget(maxTotalBytes: $0) }, code: .overTotalBudget)
        #expect(fits > 0)
        #expect(quoted == fits, "the budget just below the smallest that fits refuses a tree of \(String(describing: quoted)) bytes")
    }
}
