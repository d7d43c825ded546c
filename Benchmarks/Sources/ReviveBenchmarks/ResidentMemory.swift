#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// Measures how much resident memory a piece of work needs at its peak, above what the
/// process already held.
///
/// On Linux the kernel's peak-RSS mark is reset first (writing `5` to
/// `/proc/self/clear_refs`), the current resident set (`VmRSS` in `/proc/self/status`) is
/// read, the work runs, and the peak (`VmHWM`) is read again: the difference is the extra
/// memory the work touched at its highest point. Elsewhere, or where the mark cannot be
/// reset, `getrusage`'s `ru_maxrss` is read before and after; the difference is then only a
/// lower bound (zero when the process had peaked higher before).
///
/// ```swift
/// let usage = try ResidentMemory.peak { try save() }
/// usage.peakAboveBaselineBytes
/// ```
public struct ResidentMemory: Hashable, Codable {
    /// Resident memory before the work, in bytes.
    public let baselineBytes: Int
    /// The highest resident memory during the work, in bytes.
    public let peakBytes: Int
    /// Resident memory right after the work, in bytes (what its result keeps; 0 when unknown).
    public var afterBytes = 0
    /// How it was measured, in a sentence.
    public let method: String

    /// The extra memory the work needed at its peak.
    public var peakAboveBaselineBytes: Int { max(0, peakBytes - baselineBytes) }

    /// Runs `work` once and measures its peak resident memory.
    /// - Parameter work: The work to measure.
    /// - Returns: The baseline, the peak and the method used.
    /// - Throws: Whatever `work` throws.
    static func peak(of work: () throws -> Void) rethrows -> ResidentMemory {
        #if canImport(Glibc)
        _ = systemMallocTrim(0)   // return freed heap to the system, so the work's pages count
        #endif
        #if os(Linux)
        if resetPeakMark(), let baseline = statusField("VmRSS") {
            try work()
            let peak = statusField("VmHWM") ?? baseline
            var usage = ResidentMemory(
                baselineBytes: baseline, peakBytes: peak,
                method: "Linux: malloc_trim, peak mark reset via /proc/self/clear_refs, then VmHWM after minus VmRSS before (/proc/self/status)"
            )
            #if canImport(Glibc)
            _ = systemMallocTrim(0)   // what the work freed goes back, so what is left is what its result holds
            #endif
            usage.afterBytes = statusField("VmRSS") ?? 0
            return usage
        }
        #endif
        let before = maximumResidentSetBytes()
        try work()
        return ResidentMemory(
            baselineBytes: before, peakBytes: maximumResidentSetBytes(),
            method: "getrusage ru_maxrss after minus before (a lower bound: 0 if the process peaked higher earlier)"
        )
    }

    /// Resets the kernel's peak-RSS mark to the current resident set.
    static func resetPeakMark() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
    }

    /// A `kB` field of `/proc/self/status` in bytes (`VmRSS`, `VmHWM`), or `nil`.
    static func statusField(_ name: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }

    /// `ru_maxrss` in bytes (kilobytes on Linux, bytes on Darwin).
    static func maximumResidentSetBytes() -> Int {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF_VALUE, &usage) == 0 else { return 0 }
        #if canImport(Darwin)
        return Int(usage.ru_maxrss)
        #else
        return Int(usage.ru_maxrss) * 1024
        #endif
    }
}

extension ResidentMemory: Sendable {}

#if canImport(Glibc)
/// glibc's `malloc_trim`, which Swift's Glibc module does not import: looked up by name in the
/// process (`dlsym`), so no private entry point is declared; a C library without it trims nothing.
private func systemMallocTrim(_ pad: Int) -> Int32 {
    typealias MallocTrim = @convention(c) (Int) -> Int32
    guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "malloc_trim") else { return 0 }
    return unsafeBitCast(symbol, to: MallocTrim.self)(pad)
}

/// `RUSAGE_SELF` as `getrusage` takes it (Glibc imports it as an enum case).
private let RUSAGE_SELF_VALUE = __rusage_who_t(RUSAGE_SELF.rawValue)
#else
/// `RUSAGE_SELF` as `getrusage` takes it.
private let RUSAGE_SELF_VALUE = RUSAGE_SELF
#endif
