#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Installs a crash handler in front of the one a signal had, and hands each signal on to that
/// one as it came: the way crash reporters chain each other, so that Revive never changes what
/// the app's reporter sees.
///
/// - ``install(_:for:)`` reads the signal's whole `struct sigaction` first, keeps it, then
///   installs the handler with `SA_SIGINFO | SA_ONSTACK` (PLCrashReporter's and KSCrash's
///   flags).
/// - ``forward(_:_:_:)``, called at the end of the handler, hands the original `siginfo_t` and
///   context on:
///   - a previous handler (a function) is called as its flags say — three arguments with
///     `SA_SIGINFO`, one without —, with its own `sa_mask` blocked; if Revive's handler is still
///     the one installed, the previous action is put back first (`SIG_DFL` when it had
///     `SA_RESETHAND`), so that a fault that returns to fault again reaches that handler
///     directly, as it would without Revive;
///   - the default action (or `SIG_IGN` for a fault, which the kernel does not ignore) is put
///     back; a fault then returns and faults again, so the process dies of the original fault
///     with its code and address; a signal sent by a process or thread (`abort()` raises
///     `SIGABRT`, `kill(2)`) is raised again and delivered when the handler returns;
///   - `SIG_IGN` for a sent signal is put back and the signal is ignored, as it was.
///
/// Everything here is async-signal-safe (POSIX.1-2017 §2.4.3: `sigaction`, `pthread_sigmask`,
/// `sigaddset`, `raise`) and reads only memory allocated before the handler was installed
/// (``Memory``, in ``SignalHandlerMemory``).
enum SignalChain {
    /// A three-argument handler, as `SA_SIGINFO` installs it.
    typealias Handler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

    /// One more than the highest signal number kept.
    static let tableSize = 32

    /// Installs `handler` for `number` and keeps the action it replaces.
    /// - Parameters:
    ///   - handler: The handler; it calls ``forward(_:_:_:)`` last.
    ///   - number: The signal.
    static func install(_ handler: Handler, for number: Int32) {
        guard number > 0, Int(number) < tableSize else { return }
        var previous = sigaction()
        guard sigaction(number, nil, &previous) == 0 else { return }
        let memory = SignalHandlerMemory.shared
        memory.pointee.chain.previous[Int(number)] = previous
        memory.pointee.chain.installed = handler
        var action = sigaction()
        SignalAction.setHandler(handler, in: &action)
        action.sa_flags = SA_SIGINFO | SA_ONSTACK
        sigemptyset(&action.sa_mask)
        _ = sigaction(number, &action, nil)
    }

    /// Hands a signal on to the action it had before ``install(_:for:)``. Async-signal-safe.
    /// - Parameters:
    ///   - number: The signal.
    ///   - info: The original `siginfo_t`.
    ///   - context: The original context (`ucontext_t`).
    static func forward(_ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
        guard number > 0, Int(number) < tableSize else { return }
        var previous = SignalHandlerMemory.shared.pointee.chain.previous[Int(number)]
        let sent = info.map { SignalAction.isSentByProcess(code: $0.pointee.si_code) } ?? true
        if let next = SignalAction.threeArgumentHandler(of: previous) {
            stepAside(number, for: &previous)
            withMask(of: previous, number) { next(number, info, context) }
        } else if let next = SignalAction.oneArgumentHandler(of: previous) {
            stepAside(number, for: &previous)
            withMask(of: previous, number) { next(number) }
        } else if SignalAction.isIgnore(previous), sent {
            _ = sigaction(number, &previous, nil)
        } else {
            var fallback = sigaction()
            SignalAction.setDefault(in: &fallback)
            sigemptyset(&fallback.sa_mask)
            _ = sigaction(number, &fallback, nil)
            if sent { _ = raise(number) }
        }
    }

    /// Puts the previous action back when Revive's handler is the one installed.
    private static func stepAside(_ number: Int32, for previous: inout sigaction) {
        var current = sigaction()
        let installed = SignalHandlerMemory.shared.pointee.chain.installed
        guard sigaction(number, nil, &current) == 0, SignalAction.handler(current, is: installed) else { return }
        var restored = previous
        if previous.sa_flags & Int32(truncatingIfNeeded: SA_RESETHAND) != 0 { SignalAction.setDefault(in: &restored) }
        _ = sigaction(number, &restored, nil)
    }

    /// Runs `body` with the previous action's mask blocked, and the signal itself unless it
    /// had `SA_NODEFER`, as the kernel would have for that handler.
    private static func withMask(of previous: sigaction, _ number: Int32, _ body: () -> Void) {
        var blocked = previous.sa_mask
        if previous.sa_flags & Int32(truncatingIfNeeded: SA_NODEFER) == 0 { sigaddset(&blocked, number) }
        var saved = sigset_t()
        _ = pthread_sigmask(SIG_BLOCK, &blocked, &saved)
        body()
        _ = pthread_sigmask(SIG_SETMASK, &saved, nil)
    }

    /// The chain's part of ``SignalHandlerMemory``: the kept actions and the installed handler.
    struct Memory: BitwiseCopyable {
        /// The action each signal had before, by signal number (``SignalChain/tableSize`` of
        /// them, allocated with the memory and never freed).
        let previous: UnsafeMutablePointer<sigaction>
        /// The handler ``install(_:for:)`` installed.
        var installed: Handler?

        /// Every action `SIG_DFL`, no handler installed; allocates the table, which is never
        /// freed: made once, by ``SignalHandlerMemory/shared``.
        init() {
            previous = .allocate(capacity: SignalChain.tableSize)
            previous.initialize(repeating: sigaction(), count: SignalChain.tableSize)
            installed = nil
        }
    }
}
