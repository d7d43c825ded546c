import Foundation
import Testing

/// Runs one hostile case and checks it stayed within a generous time and memory cap.
///
/// The time cap is a hang guard, not a benchmark: 5 s for work that takes milliseconds. The
/// memory cap reads the process's peak resident set (`VmHWM` in `/proc/self/status`) after
/// resetting it through `/proc/self/clear_refs`; where that is not available (not Linux) only
/// the time is checked. Other tests running in parallel also count, so the cap is generous.
enum ResourceCap {
    static let time: Duration = .seconds(5)
    static let memoryBytes = 256 << 20

    /// Runs `body` and records an issue when it took longer than ``time`` or grew the peak
    /// resident memory by more than ``memoryBytes``.
    static func check<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
        let baseline = resetPeak()
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body()
        let elapsed = clock.now - start
        #expect(elapsed < time, "\(label) took \(elapsed), over the hang guard of \(time)")
        if let baseline, let peak = kilobytes("VmHWM") {
            let growth = (peak - baseline) * 1024
            #expect(growth < memoryBytes, "\(label) grew resident memory by \(growth >> 20) MiB")
        }
        return result
    }

    /// Resets the peak to the current resident size; returns that size in KiB, or `nil`.
    private static func resetPeak() -> Int? {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return nil }
        defer { try? handle.close() }
        guard (try? handle.write(contentsOf: Data("5".utf8))) != nil else { return nil }
        return kilobytes("VmRSS")
    }

    /// A `kB` field of `/proc/self/status`.
    static func kilobytes(_ field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")  // "VmRSS:\t  1234 kB"
        }
        return nil
    }
}
