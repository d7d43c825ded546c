#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A crash reporter as Crashlytics, Sentry, KSCrash and PLCrashReporter install theirs, for the
/// crash tests: `SA_SIGINFO | SA_ONSTACK` handlers for the six crash signals, each keeping the
/// action it replaced. On a signal it appends one line to its report file — `si_signo`,
/// `si_code`, `si_addr` and the instruction pointer the context holds, as
/// `11 1 0x10 0x55d0c3a41b20 1` —, puts the action it replaced back, and hands the signal on as
/// KSCrash does: a previous `SA_SIGINFO` handler is called with the same three arguments; with
/// the default action a fault returns to fault again, and a signal a process sent is raised
/// again. Async-signal-safe: fixed buffers, `open`, `write`, `close`, `sigaction`, `raise`.
///
/// With `abortsOnFirstFault`, its first call removes a file (the test's crash marker) and
/// calls `abort()` from inside the handler: a second crash in the same process.
///
/// Its handlers block `SIGUSR2` (their `sa_mask`), and each line ends with whether `SIGUSR2` was
/// blocked while it ran (`1` or `0`): called by the kernel or by a handler that chains as the
/// kernel would, it is.
///
/// With `returns`, it records and returns without handing on: a sent signal then lets the
/// process go on.
///
/// With `resetsOnDelivery`, it is installed with `SA_RESETHAND` too, records, and returns without
/// handing on: it relies on the kernel putting the default action back as it calls it, so that
/// the fault, returned to, ends the process. A second call means that reset was lost; it then
/// exits with status 3.
package enum ReporterStandIn {
    /// Installs the reporter.
    /// - Parameters:
    ///   - reportPath: The file each signal's line is appended to.
    ///   - abortsOnFirstFault: Remove `removing` and abort inside the first call.
    ///   - removing: The file to remove then.
    ///   - resetsOnDelivery: Install with `SA_RESETHAND`, and return without handing on.
    ///   - returns: Return without handing on.
    package static func install(
        reportPath: String, abortsOnFirstFault: Bool = false, removing: String? = nil, resetsOnDelivery: Bool = false, returns: Bool = false
    ) {
        State.reportPath = strdup(reportPath)
        State.removing = removing.flatMap { strdup($0) }
        State.abortsOnFirstFault = abortsOnFirstFault
        State.resetsOnDelivery = resetsOnDelivery
        State.returns = returns
        for number in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_sigaction = reporterHandler
            #else
            action.__sigaction_handler.sa_sigaction = reporterHandler
            #endif
            action.sa_flags = SA_SIGINFO | SA_ONSTACK | (resetsOnDelivery ? Int32(truncatingIfNeeded: SA_RESETHAND) : 0)
            sigemptyset(&action.sa_mask)
            sigaddset(&action.sa_mask, SIGUSR2)
            _ = sigaction(number, &action, &State.previous[Int(number)])
        }
    }

    /// Whether the reporter's handler is the one installed for `number` now.
    package static func isInstalled(for number: Int32) -> Bool {
        installedHandlerAddress(for: number) == unsafeBitCast(reporterHandler, to: Int.self)
    }

    /// The address of the `SA_SIGINFO` handler installed for `number` now; `nil` when there is none.
    static func installedHandlerAddress(for number: Int32) -> Int? {
        var current = sigaction()
        guard sigaction(number, nil, &current) == 0, current.sa_flags & SA_SIGINFO != 0 else { return nil }
        #if canImport(Darwin)
        let handler = current.__sigaction_u.__sa_sigaction
        #else
        let handler = current.__sigaction_handler.sa_sigaction
        #endif
        return handler.map { unsafeBitCast($0, to: Int.self) }
    }

    /// Whether `number` has the default action now.
    package static func hasDefaultAction(for number: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(number, nil, &current) == 0, current.sa_flags & SA_SIGINFO == 0 else { return false }
        #if canImport(Darwin)
        return current.__sigaction_u.__sa_handler == nil
        #else
        return current.__sigaction_handler.sa_handler == nil
        #endif
    }

    fileprivate enum State {
        nonisolated(unsafe) static var reportPath: UnsafeMutablePointer<CChar>?
        nonisolated(unsafe) static var removing: UnsafeMutablePointer<CChar>?
        nonisolated(unsafe) static var abortsOnFirstFault = false
        nonisolated(unsafe) static var resetsOnDelivery = false
        nonisolated(unsafe) static var returns = false
        nonisolated(unsafe) static var calls = 0
        nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
            let table = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)
            table.initialize(repeating: sigaction(), count: 32)
            return table
        }()
        nonisolated(unsafe) static let line: UnsafeMutablePointer<UInt8> = .allocate(capacity: 128)
    }
}

private let reporterHandler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { number, info, context in
    typealias State = ReporterStandIn.State
    State.calls += 1
    var length = 0
    func append(_ byte: UInt8) {
        if length < 127 { State.line[length] = byte; length += 1 }
    }
    func appendNumber(_ value: UInt, radix: UInt) {
        if radix == 16 { append(UInt8(ascii: "0")); append(UInt8(ascii: "x")) }
        var divisor: UInt = 1
        while value / divisor >= radix { divisor *= radix }
        while divisor > 0 {
            let digit = UInt8((value / divisor) % radix)
            append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
            divisor /= radix
        }
    }
    let code = info?.pointee.si_code ?? 0
    #if canImport(Darwin)
    let address = UInt(bitPattern: info?.pointee.si_addr)
    #else
    let address = UInt(bitPattern: info?.pointee._sifields._sigfault.si_addr)
    #endif
    appendNumber(UInt(number), radix: 10)
    append(UInt8(ascii: " "))
    if code < 0 { append(UInt8(ascii: "-")) }
    appendNumber(UInt(code.magnitude), radix: 10)
    append(UInt8(ascii: " "))
    appendNumber(address, radix: 16)
    append(UInt8(ascii: " "))
    appendNumber(instructionPointer(context), radix: 16)
    append(UInt8(ascii: " "))
    var blocked = sigset_t()
    _ = pthread_sigmask(SIG_BLOCK, nil, &blocked)
    append(sigismember(&blocked, SIGUSR2) == 1 ? UInt8(ascii: "1") : UInt8(ascii: "0"))
    append(UInt8(ascii: "\n"))
    if let path = State.reportPath {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        if fd >= 0 {
            _ = write(fd, State.line, length)
            _ = close(fd)
        }
    }
    if State.abortsOnFirstFault, State.calls == 1 {
        if let removing = State.removing { _ = unlink(removing) }
        abort()
    }
    if State.returns { return }
    if State.resetsOnDelivery {   // the kernel put the default action back: the fault ends the process
        if State.calls > 1 { _exit(3) }
        return
    }
    // Hand on as KSCrash does: the replaced action goes back, then it gets the signal.
    var previous = State.previous[Int(number)]
    _ = sigaction(number, &previous, nil)
    #if canImport(Darwin)
    let next = previous.sa_flags & SA_SIGINFO != 0 ? previous.__sigaction_u.__sa_sigaction : nil
    let isDefault = previous.sa_flags & SA_SIGINFO == 0 && previous.__sigaction_u.__sa_handler == nil
    let sent = code == SI_USER || code == SI_QUEUE
    #else
    let next = previous.sa_flags & SA_SIGINFO != 0 ? previous.__sigaction_handler.sa_sigaction : nil
    let isDefault = previous.sa_flags & SA_SIGINFO == 0 && previous.__sigaction_handler.sa_handler == nil
    let sent = code <= 0
    #endif
    if let next {
        next(number, info, context)
    } else if isDefault, sent {
        _ = raise(number)
    }
}

/// The instruction pointer at the signal, from the context's registers.
private func instructionPointer(_ context: UnsafeMutableRawPointer?) -> UInt {
    guard let context else { return 0 }
    let ucontext = context.assumingMemoryBound(to: ucontext_t.self)
    #if os(Linux) && arch(x86_64)
    return UInt(bitPattern: Int(ucontext.pointee.uc_mcontext.gregs.16))   // REG_RIP
    #elseif os(Linux) && arch(arm64)
    return UInt(ucontext.pointee.uc_mcontext.pc)
    #elseif canImport(Darwin) && arch(arm64)
    return UInt(ucontext.pointee.uc_mcontext?.pointee.__ss.__pc ?? 0)
    #elseif canImport(Darwin) && arch(x86_64)
    return UInt(ucontext.pointee.uc_mcontext?.pointee.__ss.__rip ?? 0)
    #else
    return 0
    #endif
}
