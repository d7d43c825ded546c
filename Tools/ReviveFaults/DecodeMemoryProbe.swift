#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Revive

/// Measures the resident memory a decode takes, in a process of its own so that nothing else
/// runs beside it: `revive-torture decode-memory FILE` prints one line,
/// `decoded <nodes> nodes, peak <bytes>` or `refused <code> <limit>, peak <bytes>`
/// (`revive-torture decode-memory FILE BYTES` decodes under another ``SnapshotCodec/DecodingLimits/maxDecodedSize``).
///
/// The file is read first (its bytes are not part of the peak), then on Linux the kernel's
/// peak mark is reset (`5` into `/proc/self/clear_refs`), the decode runs with the default
/// ``SnapshotCodec/DecodingLimits``, and the peak is `VmHWM` after minus `VmRSS` before. Where the mark cannot
/// be reset the peak is printed as `-1`.
///
/// ```swift
/// print(try DecodeMemoryProbe.run(path: "/tmp/hostile.revive"))
/// ```
package enum DecodeMemoryProbe {
    /// Reads and decodes the file at `path` and says what happened and at what memory peak.
    /// - Parameters:
    ///   - path: A saved-state file.
    ///   - maxDecodedSize: The cap on the decoded tree, to show what a shape costs without it.
    /// - Returns: The line to print.
    /// - Throws: When the file cannot be read.
    package static func run(path: String, maxDecodedSize: Int = SnapshotCodec.DecodingLimits.default.maxDecodedSize) throws -> String {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #if canImport(Glibc)
        _ = probeMallocTrim(0)
        #endif
        let baseline = resetPeak()
        let verdict: String
        do {
            var limits = SnapshotCodec.DecodingLimits.default
            limits.maxDecodedSize = maxDecodedSize
            let snapshot = try SnapshotCodec(limits: limits).decode(data)
            verdict = "decoded \(snapshot.root.nodeCount) nodes"
        } catch {
            verdict = "refused \(error.code) \(error.limit.map(\.name) ?? "-")"
        }
        let peak = baseline.flatMap { base in kilobytes("VmHWM").map { ($0 - base) * 1024 } } ?? -1
        return "\(verdict), peak \(peak)"
    }

    /// Resets the peak mark; returns the resident size in KiB, or `nil` where it cannot.
    private static func resetPeak() -> Int? {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return nil }
        defer { try? handle.close() }
        guard (try? handle.write(contentsOf: Data("5".utf8))) != nil else { return nil }
        return kilobytes("VmRSS")
    }

    /// A `kB` field of `/proc/self/status`.
    private static func kilobytes(_ field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")  // "VmRSS:\t  1234 kB"
        }
        return nil
    }
}

#if canImport(Glibc)
/// glibc's `malloc_trim`, which Swift's Glibc module does not import: looked up by name in the
/// process (`dlsym`), so no private entry point is declared; a C library without it trims nothing.
private func probeMallocTrim(_ pad: Int) -> Int32 {
    typealias MallocTrim = @convention(c) (Int) -> Int32
    guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "malloc_trim") else { return 0 }
    return unsafeBitCast(symbol, to: MallocTrim.self)(pad)
}
#endif
