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
/// The handler shares the process with the app's crash reporter and chains the way crash
/// reporters chain each other (PLCrashReporter's `PLCrashSignalHandler.mm`, KSCrash's and
/// Sentry's `…CrashMonitor_Signal.c`):
///
/// - It is installed with `sigaction(2)`, `SA_SIGINFO | SA_ONSTACK`, and keeps the whole
///   previous `struct sigaction` of each signal: a reporter installed before keeps its flags.
/// - On a crash it creates each armed marker (`open`, `write`, `close`: async-signal-safe,
///   POSIX.1-2017 §2.4.3; fixed memory, no allocation, no retain), once per process: a second
///   crash — a fault in a reporter's handler, say — is not recorded again.
/// - Then it hands on the original `siginfo_t` and context (``SignalChain``): a previous
///   handler is called as its own flags say, after Revive's handler steps out of the way; the
///   default action is restored, and a fault returns to fault again (the process dies of the
///   original fault, its code and address intact) while a signal another thread or process
///   sent (`abort()`, `kill`) is raised again.
/// - A reporter installed after Revive that chains to the handler it replaced finds one that
///   takes three arguments (`SA_SIGINFO`) and does the above.
/// - A stack overflow needs an alternate signal stack: when the thread that arms the markers
///   (the main thread, where a restore finishes) has none, it gets one of 128 KiB
///   (`sigaltstack(2)`); a thread's existing one is left as it is, and a reporter that installs
///   its own later replaces it. An overflow on another thread without one is not counted.
///
/// ``RestorationPolicy/detectsCrashes`` `false` installs nothing; the guard then counts only
/// restores that never finished.
///
/// A marker means the process died of the signal: when the signal does not end it (a sent
/// signal the app ignores, or one whose previous handler returns), the markers written for it
/// are removed before the handler returns (``CrashHandlerMemory/withdrawMarkers()``).
///
/// A process arms a scene's marker when its restore finishes and disarms it when a save or
/// checkpoint ends the guard's watch (``disarm(path:in:)``), or when the process ends
/// (``ArmedCrashMarkers``, a part of the ``ReviveProcess``); the handler's memory (``CrashHandlerMemory``, in
/// ``SignalHandlerMemory``), which belongs to the real process, holds every process's, each path
/// once, and its slots are kept by the real process's ``ReviveProcess/current``
/// (``CrashHandlerSlots``).
///
/// ```swift
/// CrashMarkers.arm(path: "/…/main.crashed.marker", in: .current)   // after a restore finished
/// ```
enum CrashMarkers {
    /// The signals a crash raises.
    static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
    /// The most markers armed at once (one per restored scene).
    static let capacity = 16
    /// The size of the alternate signal stack given to a thread that has none: Darwin's
    /// `SIGSTKSZ`, twice PLCrashReporter's 64 KiB.
    static let alternateStackSize = 128 * 1024

    /// Marks `path` to be created when the process crashes, for as long as `process` runs;
    /// installs the handler once.
    /// - Parameters:
    ///   - path: The marker file, in the store's folder.
    ///   - process: The process whose restore finished.
    static func arm(path: String, in process: ReviveProcess) {
        process.crashMarkers.arm(path)
    }

    /// Takes `path` out of the handler's memory for `process`: the guard's watch of that scene
    /// ended (a save or checkpoint), so a later crash in this process writes no marker for it.
    /// A later restore of the scene arms it again.
    /// - Parameters:
    ///   - path: The marker file, in the store's folder.
    ///   - process: The process whose save or checkpoint ended the watch.
    static func disarm(path: String, in process: ReviveProcess) {
        process.crashMarkers.disarm(path)
    }

    /// The slots of the handler's memory, kept by ``ReviveProcess/current`` whichever process
    /// arms or disarms: the memory they describe is the real process's.
    private static var slots: LockedValue<CrashHandlerSlots.State> {
        ReviveProcess.current.crashHandlerSlots.state
    }

    /// Adds `path` to the handler's memory, or counts one more process that armed it.
    fileprivate static func addToHandler(_ path: String) {
        slots.withLock { slots in
            if let index = slots.armed.firstIndex(where: { $0?.path == path }) {
                slots.armed[index]?.processes += 1
                return
            }
            guard let slot = slots.armed.firstIndex(where: { $0 == nil }), let copy = strdup(path) else { return }
            slots.armed[slot] = (path, 1)
            let memory = SignalHandlerMemory.shared
            memory.pointee.crashMarkers.paths[slot] = copy
            memory.pointee.crashMarkers.count = max(memory.pointee.crashMarkers.count, slot + 1)
            if !slots.isInstalled {
                slots.isInstalled = true
                installHandlers()
            }
        }
    }

    /// Removes `path` from the handler's memory once no process arms it. Its copy is never
    /// freed: a handler running on another thread at that instant may be reading it.
    fileprivate static func removeFromHandler(_ path: String) {
        slots.withLock { slots in
            guard let index = slots.armed.firstIndex(where: { $0?.path == path }), let entry = slots.armed[index] else { return }
            if entry.processes > 1 {
                slots.armed[index]?.processes -= 1
                return
            }
            slots.armed[index] = nil
            SignalHandlerMemory.shared.pointee.crashMarkers.paths[index] = nil
        }
    }

    /// Whether `path` is in the handler's memory (tests).
    static func isArmed(_ path: String) -> Bool {
        slots.withLock { $0.armed.contains { $0?.path == path } }
    }

    private static func installHandlers() {
        provideAlternateStack()
        for number in signals {
            SignalChain.install(crashHandler, for: number)
        }
    }

    /// Gives the calling thread an alternate signal stack when it has none, so that the handler
    /// runs after a stack overflow too.
    private static func provideAlternateStack() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0,
              let memory = malloc(alternateStackSize) else { return }
        var stack = stack_t()
        stack.ss_sp = memory
        stack.ss_size = alternateStackSize
        stack.ss_flags = 0
        if sigaltstack(&stack, nil) != 0 { free(memory) }
    }
}

/// The crash markers' part of ``SignalHandlerMemory``: written before the handler is installed
/// (the paths under ``CrashMarkers``' lock), read inside it with plain loads.
struct CrashHandlerMemory: BitwiseCopyable {
    /// The armed markers' paths, `strdup`ed (``CrashMarkers/capacity`` of them, allocated with
    /// the memory and never freed).
    let paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    /// How many of ``paths`` the handler looks at; a slot emptied since holds `nil`.
    var count: Int
    /// Non-zero once a crash wrote the markers. Not atomic: two threads crashing at the same
    /// instant may both write them, which leaves the same files.
    var hasFired: Int32

    /// No marker armed; allocates the table, which is never freed: made once, by
    /// ``SignalHandlerMemory/shared``.
    init() {
        paths = .allocate(capacity: CrashMarkers.capacity)
        paths.initialize(repeating: nil, count: CrashMarkers.capacity)
        count = 0
        hasFired = 0
    }

    /// Creates every armed marker, the first time only. Async-signal-safe.
    /// - Returns: Whether this call wrote them (not a second crash's).
    @discardableResult
    static func writeMarkersOnce() -> Bool {
        let memory = SignalHandlerMemory.shared
        guard memory.pointee.crashMarkers.hasFired == 0 else { return false }
        memory.pointee.crashMarkers.hasFired = 1
        let paths = memory.pointee.crashMarkers.paths
        for index in 0..<min(memory.pointee.crashMarkers.count, CrashMarkers.capacity) {
            guard let path = paths[index] else { continue }
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 {
                var byte: UInt8 = 0x31
                _ = write(fd, &byte, 1)
                _ = close(fd)
            }
        }
        return true
    }

    /// Removes the markers ``writeMarkersOnce()`` wrote, and lets the next crash write them
    /// again: the signal did not end the process. Async-signal-safe (`unlink`).
    static func withdrawMarkers() {
        let memory = SignalHandlerMemory.shared
        let paths = memory.pointee.crashMarkers.paths
        for index in 0..<min(memory.pointee.crashMarkers.count, CrashMarkers.capacity) {
            guard let path = paths[index] else { continue }
            _ = unlink(path)
        }
        memory.pointee.crashMarkers.hasFired = 0
    }
}

/// Which path each slot of ``CrashHandlerMemory/paths`` holds and how many processes armed it,
/// and whether the handler is installed. A part of ``ReviveProcess/current`` only: the memory it
/// describes is the real process's, shared by every process a test plays in it, so each
/// process's ``ArmedCrashMarkers`` counts itself in the one the app's process keeps, and a
/// process that ends takes out only its own.
final class CrashHandlerSlots: ProcessPart {
    /// The path in each slot and how many processes armed it; whether the handler is installed.
    struct State {
        var armed: [(path: String, processes: Int)?] = Array(repeating: nil, count: CrashMarkers.capacity)
        var isInstalled = false
    }

    /// The slots, under the lock every arm and disarm takes.
    let state = LockedValue(State())

    /// Every slot empty, no handler installed.
    init() {}
}

/// The crash markers a process armed: in the handler's memory while the process runs, taken
/// out when it ends (a killed process's markers are not its successor's). A part of the
/// ``ReviveProcess``.
final class ArmedCrashMarkers: ProcessPart {
    private let paths = LockedValue(Set<String>())

    /// None armed yet.
    init() {}

    /// Arms `path`, once per process.
    func arm(_ path: String) {
        guard paths.withLock({ $0.insert(path).inserted }) else { return }
        CrashMarkers.addToHandler(path)
    }

    /// Disarms `path`, when this process armed it.
    func disarm(_ path: String) {
        guard paths.withLock({ $0.remove(path) != nil }) else { return }
        CrashMarkers.removeFromHandler(path)
    }

    /// Whether this process watches `path`: armed, and not disarmed since. The handler's memory
    /// holds it too while one of its ``CrashMarkers/capacity`` slots is free.
    func contains(_ path: String) -> Bool {
        paths.withLock { $0.contains(path) }
    }

    /// Disarms every marker of the process.
    func processDidEnd() {
        for path in paths.withLock({ paths in defer { paths = [] }; return paths }) {
            CrashMarkers.removeFromHandler(path)
        }
    }
}

extension ReviveProcess {
    /// The crash markers this process armed.
    var crashMarkers: ArmedCrashMarkers { part(ArmedCrashMarkers.self) }
    /// The slots of the handler's memory; asked of ``current`` only.
    fileprivate var crashHandlerSlots: CrashHandlerSlots { part(CrashHandlerSlots.self) }
}

/// Revive's crash handler: the markers, then the signal handed on as it came. A marker means
/// the process died of the signal: when it goes on — a sent signal the app ignores, or one whose
/// previous handler returns without raising it again —, the markers this call wrote are removed
/// before the handler returns. They are written first all the same, because a previous handler
/// may end the process itself (`_exit`) without returning.
private let crashHandler: SignalChain.Handler = { number, info, context in
    let savedErrno = errno
    let wrote = CrashHandlerMemory.writeMarkersOnce()
    let goesOn = SignalChain.forward(number, info, context)
    if goesOn, wrote { CrashHandlerMemory.withdrawMarkers() }
    errno = savedErrno
}
