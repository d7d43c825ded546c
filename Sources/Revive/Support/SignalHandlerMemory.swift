#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Everything Revive's signal handler reads, in one block allocated once and never freed: the
/// actions ``SignalChain`` hands signals on to, and the crash markers ``CrashMarkers`` writes.
///
/// Each part is declared in the file that uses it (``SignalChain/Memory``,
/// ``CrashHandlerMemory``); this type only puts them side by side behind one pointer. Every part
/// is `BitwiseCopyable` — numbers, C structs, C function pointers and pointers to tables
/// allocated with it —, so that reading it in a handler, even as a copy, is plain loads: no
/// allocation, no lock, no retain or release (async-signal-safe, POSIX.1-2017 §2.4.3). It is
/// written only before a handler is installed or under ``CrashMarkers``' lock.
///
/// ```swift
/// SignalHandlerMemory.shared.pointee.crashMarkers.hasFired   // 0 until a crash
/// ```
struct SignalHandlerMemory: BitwiseCopyable {
    /// What ``SignalChain`` keeps: the previous action of each signal, the handler it installed.
    var chain: SignalChain.Memory
    /// What ``CrashMarkers``' handler writes: the armed markers' paths.
    var crashMarkers: CrashHandlerMemory

    /// The one block. Static, outside ``ReviveProcess``, because a signal handler cannot reach
    /// an object safely (its reference would be retained), and because what it holds — the
    /// signals' actions, the markers a crash writes — belongs to the real process, whatever
    /// processes a test plays in it. Made on first use, before the first handler is installed,
    /// so that the handler only reads it.
    nonisolated(unsafe) static let shared: UnsafeMutablePointer<SignalHandlerMemory> = {
        let memory = UnsafeMutablePointer<SignalHandlerMemory>.allocate(capacity: 1)
        memory.initialize(to: SignalHandlerMemory(chain: SignalChain.Memory(), crashMarkers: CrashHandlerMemory()))
        return memory
    }()
}
