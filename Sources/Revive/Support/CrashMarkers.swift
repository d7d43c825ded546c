#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Tells a crash from a kill after a restore: a restored scene's crash marker is written by a
/// signal handler when the process crashes (`SIGSEGV`, `SIGBUS`, `SIGILL`, `SIGTRAP` — a Swift
/// runtime trap —, `SIGABRT`, `SIGFPE`), and never when the system kills it (`SIGKILL` cannot be
/// caught): memory pressure, the background limit and a user's `kill -9` leave no marker, so a
/// second death after a restore comes back; a crash at the restored place leaves one, and the
/// crash-loop guard counts it.
///
/// The handler does only what a signal handler may (`open`, `write`, `close`, `signal`, `raise`
/// are async-signal-safe, POSIX.1-2017 §2.4.3): it creates each armed marker file, then hands the
/// signal to the handler that was installed before (a crash reporter's) or to the default
/// action, and raises it again, so the process dies exactly as it would have.
///
/// ```swift
/// CrashMarkers.arm(path: "/…/main.crashed.marker")   // after a restore finished
/// ```
enum CrashMarkers {
    /// The signals a crash raises.
    static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
    /// The most markers armed at once (one per restored scene).
    static let capacity = 16

    /// Marks `path` to be created when the process crashes; installs the handler once.
    /// - Parameter path: The marker file, in the store's folder.
    static func arm(path: String) {
        armed.withLock { paths in
            guard !paths.contains(path), paths.count < capacity, let copy = strdup(path) else { return }
            paths.append(path)
            let slot = paths.count - 1
            markerPaths[slot] = copy
            markerCount = paths.count
            if slot == 0 { installHandlers() }
        }
    }

    private static let armed = LockedValue<[String]>([])

    private static func installHandlers() {
        for number in signals where number < Int32(previousHandlers.count) {
            previousHandlers[Int(number)] = installCrashHandler(for: number)
        }
    }
}

// The handler's state: written before the handler is installed, only read inside it.
nonisolated(unsafe) private var markerPaths = [UnsafeMutablePointer<CChar>?](repeating: nil, count: CrashMarkers.capacity)
nonisolated(unsafe) private var markerCount = 0
nonisolated(unsafe) private var previousHandlers = [(@convention(c) (Int32) -> Void)?](repeating: nil, count: 32)

private func installCrashHandler(for number: Int32) -> (@convention(c) (Int32) -> Void)? {
    return signal(number) { caught in
        for index in 0..<min(markerCount, CrashMarkers.capacity) {
            guard let path = markerPaths[index] else { continue }
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 {
                var byte: UInt8 = 0x31
                _ = write(fd, &byte, 1)
                _ = close(fd)
            }
        }
        let next = Int(caught) < previousHandlers.count ? previousHandlers[Int(caught)] : nil
        _ = signal(caught, next ?? SIG_DFL)
        _ = raise(caught)
    }
}
