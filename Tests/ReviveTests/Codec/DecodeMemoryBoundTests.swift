import Foundation
import ReviveFaults
import Testing
@testable import Revive

/// Decoding any file under the caps stays within the stated
/// bound (``SnapshotCodec/DecodingLimits/maxDecodedSize``, 16 MiB, for the tree). The largest hostile shapes are
/// decoded in a process of their own (`revive-torture decode-memory`), where the kernel's peak
/// resident mark measures only the decode.
///
/// The child measures its peak by resetting the kernel's mark through `/proc` (Linux); where
/// it cannot, the measuring tests are skipped, and reported so, rather than passing unchecked.
@Suite(.serialized)
struct DecodeMemoryBoundTests {
    /// Whether a child can reset its peak mark (`/proc/self/clear_refs`, Linux).
    static let measuresPeak = FileManager.default.fileExists(atPath: "/proc/self/clear_refs")

    /// Decodes `file` in a child process; returns its verdict and peak resident growth in bytes.
    static func measure(_ file: Data, maxDecodedSize: Int? = nil) throws -> (verdict: String, peak: Int) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("hostile.revive")
        try file.write(to: path)
        let process = Process()
        process.executableURL = KillTortureTests.productsDirectory.appendingPathComponent("revive-torture")
        process.arguments = ["decode-memory", path.path] + (maxDecodedSize.map { [String($0)] } ?? [])
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let line = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "decode-memory ended with \(process.terminationStatus)")
        let parts = line.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: ", peak ")
        let peak = try #require(parts.count == 2 ? Int(parts[1]) : nil, "no peak in \"\(line)\"")
        try #require(peak >= 0, "the child could not measure its peak: \"\(line)\"")
        return (parts[0], peak)
    }

    @Test(arguments: HostileShapes.allCases)
    func theLargestHostileShapesAreRefusedByTheCodec(_ shape: HostileShapes) throws {
        let file = shape.file()
        #expect(file.count <= SnapshotCodec.DecodingLimits.default.maxFileSize)
        let error = #expect(throws: ReviveError.self) { try SnapshotCodec().decode(file) }
        #expect(error?.limit == .decodedSize, "\(String(describing: error))")
    }

    @Test(.enabled(if: measuresPeak), arguments: HostileShapes.allCases)
    func theLargestHostileShapesAreRefusedBeforeTheirMemoryIsTaken(_ shape: HostileShapes) throws {
        let (verdict, peak) = try Self.measure(shape.file())
        #expect(verdict == "refused limitExceeded maxDecodedSize")
        // The stated bound: the tree's cap plus a few MiB of allocator and runtime overhead
        // (measured: 16.1 MiB for 4 MiB of arrays of nulls, which would take about 100 MiB).
        #expect(peak <= SnapshotCodec.DecodingLimits.default.maxDecodedSize + (8 << 20), "\(shape): peak \(peak >> 20) MiB")
    }

    @Test func theDefaultBoundIsTwentyMiBAndTheStoreRefusesWhatTheCodecWouldByItsSize() {
        // The bound *Saved state on disk* and SnapshotCodec.DecodingLimits state: file + tree, 4 + 16 MiB,
        // small enough for an app extension (16 + 64 MiB let a hostile file abort a
        // launch under a 300 MB address-space limit).
        let limits = SnapshotCodec.DecodingLimits.default
        #expect(limits.maxFileSize == 4 << 20)
        #expect(limits.maxDecodedSize == 16 << 20)
        #expect(FileStore.defaultMaximumFileSize == limits.maxFileSize)
    }

    @Test(.enabled(if: measuresPeak))
    func theEstimateTracksTheMemoryADecodeReallyTakes() throws {
        // 512 KiB of arrays of nulls decode to about 12 MiB: under the cap, so decoded and measured.
        let file = HostileShapes.arraysOfNulls.file(size: 512 << 10)
        var reader = TreeReader(ByteReader(UnsafeRawBufferPointer(start: nil, count: 0)), limits: .default)
        let estimate = try file.withUnsafeBytes { bytes in
            let prefix = try FilePrefix.read(bytes, limits: .default)
            reader = TreeReader(
                ByteReader(UnsafeRawBufferPointer(rebasing: bytes[prefix.bodyStart..<(prefix.bodyStart + prefix.bodyLength)])),
                limits: .default
            )
            _ = try reader.readRoot()
            return reader.decodedSize.total
        }
        let (verdict, peak) = try Self.measure(file)
        #expect(verdict == "decoded 1 nodes")
        #expect(Double(peak) > 0.8 * Double(estimate), "peak \(peak), estimate \(estimate)")
        #expect(Double(peak) < 1.25 * Double(estimate) + 4_000_000, "peak \(peak), estimate \(estimate)")
    }
}
