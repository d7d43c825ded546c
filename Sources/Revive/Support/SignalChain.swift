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
///   - a sent signal the app ignores (`SIG_IGN`) is dropped, as the kernel would have dropped it,
///     and Revive's handler stays installed for the next fault.
///
///   ``forward(_:_:_:)`` says whether the process goes on after the signal: the crash handler
///   then takes its markers back (a marker means the process died of the signal).
///
/// Everything here is async-signal-safe (POSIX.1-2017 §2.4.3: `sigaction`, `pthread_sigmask`,
/// `sigaddset`, `sigpending`, `sigismember`, `raise`) and reads only memory allocated before the
/// handler was installed (``Memory``, in ``SignalHandlerMemory``).
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

    /// Hands a signal on to the action it had before ``install(_:for:)``, and says whether the
    /// process goes on. Async-signal-safe.
    ///
    /// The process goes on when a sent signal is ignored, or when the previous handler returns
    /// from a sent signal without raising it again (it is then not pending); Revive's handler is
    /// then put back in front if it had stepped aside, so that the next crash is watched too. A
    /// fault returns to its instruction, which faults again: it is never taken to go on.
    /// - Parameters:
    ///   - number: The signal.
    ///   - info: The original `siginfo_t`.
    ///   - context: The original context (`ucontext_t`).
    /// - Returns: Whether the process goes on after the signal.
    @discardableResult
    static func forward(_ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) -> Bool {
        guard number > 0, Int(number) < tableSize else { return false }
        var previous = SignalHandlerMemory.shared.pointee.chain.previous[Int(number)]
        let sent = info.map { SignalAction.isSentByProcess(code: $0.pointee.si_code) } ?? true
        if let next = SignalAction.threeArgumentHandler(of: previous) {
            let steppedAside = stepAside(number, for: &previous)
            withMask(of: previous, number) { next(number, info, context) }
            return sent && wentOn(number, steppedAside: steppedAside)
        } else if let next = SignalAction.oneArgumentHandler(of: previous) {
            let steppedAside = stepAside(number, for: &previous)
            withMask(of: previous, number) { next(number) }
            return sent && wentOn(number, steppedAside: steppedAside)
        } else if SignalAction.isIgnore(previous), sent {
            return true   // dropped, as the kernel would have; Revive's handler stays for the next fault
        } else {
            var fallback = sigaction()
            SignalAction.setDefault(in: &fallback)
            sigemptyset(&fallback.sa_mask)
            _ = sigaction(number, &fallback, nil)
            if sent { _ = raise(number) }
            return false
        }
    }

    /// After a previous handler returned from a sent signal: whether the process goes on (the
    /// handler did not raise the signal again); if so, Revive's handler goes back in front when
    /// it had stepped aside and the previous action is still the one installed.
    private static func wentOn(_ number: Int32, steppedAside: Bool) -> Bool {
        var pending = sigset_t()
        guard sigpending(&pending) == 0, sigismember(&pending, number) != 1 else { return false }
        let memory = SignalHandlerMemory.shared
        var current = sigaction()
        if steppedAside, let installed = memory.pointee.chain.installed, sigaction(number, nil, &current) == 0,
           SignalAction.sameHandler(current, memory.pointee.chain.previous[Int(number)]) {
            var action = sigaction()
            SignalAction.setHandler(installed, in: &action)
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            sigemptyset(&action.sa_mask)
            _ = sigaction(number, &action, nil)
        }
        return true
    }

    /// Puts the previous action back when Revive's handler is the one installed; says whether it did.
    private static func stepAside(_ number: Int32, for previous: inout sigaction) -> Bool {
        var current = sigaction()
        let installed = SignalHandlerMemory.shared.pointee.chain.installed
        guard sigaction(number, nil, &current) == 0, SignalAction.handler(current, is: installed) else { return false }
        var restored = previous
        if previous.sa_flags & Int32(truncatingIfNeeded: SA_RESETHAND) != 0 { SignalAction.setDefault(in: &restored) }
        _ = sigaction(number, &restored, nil)
        return true
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
