#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
package import Foundation
import Revive

/// A process that crashes at a restored place, as an app with a crash reporter does, for the
/// crash tests: `revive-torture crash FAULT --directory DIR --report FILE [--reporter MODE] [--no-detection] [--own-stack]`.
///
/// It saves scene `main` of a ``FileStore`` on `DIR`, launches it again as a new process would
/// (a new session: the restore, then its finish, which arms Revive's crash handler), installs
/// the reporter stand-in (``ReporterStandIn``) before the restore or after it, prints
///
///     launch: restored 1 page of scene "main"
///     marker: /…/main.crashed.marker
///     handler: revive | reporter | default
///     altstack: own | revive | none   (the main thread's alternate signal stack after the restore)
///     crash-site: 0x…          (the entry of the function whose store faults, for `segv`)
///
/// and crashes. A process the signal did not end prints `survived: SIGBUS` and which handler
/// `SIGBUS` has then (`handler-after: revive | reporter | chainer | default | other`), and exits
/// with status 0.
///
/// | fault | how |
/// | --- | --- |
/// | `segv` | a write to address `0x10` |
/// | `abort` | `abort()` |
/// | `fatal` | `fatalError()` |
/// | `overflow` | an integer overflow (a Swift runtime trap) |
/// | `recursion` | unbounded recursion on the main thread: a stack overflow |
/// | `sent` | `raise(SIGBUS)`: a crash signal sent, not a fault (another thread's `pthread_kill`) |
/// | `ignored` | `raise(SIGBUS)` in an app that set `SIGBUS` to `SIG_IGN` before the restore |
/// | `fpe` | an integer division by zero in C (`div(3)`): a real `SIGFPE` (x86-64; `raise` elsewhere) |
/// | `settled` | a checkpoint after the restore, then `segv`: the checkpoint ended the guard's watch |
/// | `twice` | `segv`, with a reporter (installed before) that removes the marker and aborts inside its handler |
///
/// | reporter | what |
/// | --- | --- |
/// | `before`, `after` | the stand-in, installed before the restore or after it; it hands on as KSCrash does |
/// | `resetting` | before, with `SA_RESETHAND`, returning without handing on |
/// | `returns` | before, returning without handing on (a sent signal then lets the process go on) |
/// | `returns-under-chainer` | `returns`, and after the restore a `SIGBUS` handler that stays installed and calls the one it replaced (Revive's) |
/// | `none` | no reporter |
///
/// With `--own-stack` the app gives the main thread its own alternate signal stack before the restore.
package enum CrashProbe {
    /// The faults the probe makes.
    package enum Fault: String, CaseIterable, Sendable {
        case segv, abort, fatal, overflow, recursion, sent, ignored, fpe, settled, twice
    }

    /// When the reporter stand-in is installed, and how it behaves.
    package enum Reporter: String, Sendable {
        case before, after, resetting, returns, none
        case returnsUnderChainer = "returns-under-chainer"
    }

    /// Saves, restores, arms, installs the reporter, reports, and crashes.
    /// - Throws: ``ReviveError`` when the store cannot be opened or the save fails.
    package static func run(_ fault: Fault, directory: URL, reportPath: String, reporter: Reporter, detectsCrashes: Bool, ownStack: Bool = false) throws {
        let store = try FileStore(directory: directory)
        let policy = RestorationPolicy(detectsCrashes: detectsCrashes)
        let marker = store.markerPath(named: RestorationSession.crashedMarker, sceneID: "main") ?? ""
        let snapshot = Snapshot(header: .init(sceneID: "main"), root: .init(typeName: "ReaderPage"))
        let first = RestorationSession(store: store, sceneID: "main", policy: policy)
        try first.save(snapshot)
        first.releaseSceneLock()

        // The reporter stand-in blocks SIGUSR2 while it runs (its `sa_mask`); it starts unblocked
        // here, whatever mask the process inherited, so that the stand-in's line shows who blocked it.
        var usr2 = sigset_t()
        sigemptyset(&usr2)
        sigaddset(&usr2, SIGUSR2)
        _ = pthread_sigmask(SIG_UNBLOCK, &usr2, nil)
        if fault == .ignored { signal(SIGBUS, SIG_IGN) }
        let appStack = ownStack ? giveOwnAlternateStack() : nil
        let returns = reporter == .returns || reporter == .returnsUnderChainer
        if reporter == .before || reporter == .resetting || returns || fault == .twice {
            ReporterStandIn.install(reportPath: reportPath, abortsOnFirstFault: fault == .twice, removing: marker,
                                    resetsOnDelivery: reporter == .resetting, returns: returns)
        }
        let session = RestorationSession(store: store, sceneID: "main", policy: policy)
        let outcome = session.beginLaunch()
        if outcome.snapshot != nil { try session.finishRestoration() }
        if reporter == .after, fault != .twice { ReporterStandIn.install(reportPath: reportPath) }
        if reporter == .returnsUnderChainer { Chainer.install(for: SIGBUS) }
        if fault == .settled { try session.checkpoint(snapshot) }

        TortureChild.report("launch: \(outcome.launchDescription)")
        TortureChild.report("marker: \(marker)")
        let handler = ReporterStandIn.isInstalled(for: SIGSEGV) ? "reporter" : ReporterStandIn.hasDefaultAction(for: SIGSEGV) ? "default" : "revive"
        TortureChild.report("handler: \(handler)")
        TortureChild.report("altstack: \(alternateStack(own: appStack))")
        TortureChild.report("crash-site: 0x\(String(UInt(bitPattern: unsafeBitCast(writeToLowAddress, to: Int.self)), radix: 16))")
        withExtendedLifetime(session) { crash(fault) }
        TortureChild.report("handler-after: \(handlerName(for: SIGBUS))")
    }

    private static func crash(_ fault: Fault) {
        switch fault {
        case .segv, .twice, .settled:
            writeToLowAddress(UnsafeMutablePointer(bitPattern: 0x10))
        case .abort:
            abort()
        case .fatal:
            fatalError("a crash at the restored place")
        case .overflow:
            var count = Int.max - 1
            count += CommandLine.arguments.count   // traps: the arguments are more than one
            TortureChild.report("not reached: \(count)")
        case .recursion:
            TortureChild.report("not reached: \(recurse(1))")
        case .sent, .ignored:
            _ = raise(SIGBUS)
            TortureChild.report("survived: SIGBUS")
        case .fpe:
            #if arch(x86_64)
            let zero = Int32(CommandLine.arguments.count > 1 ? 0 : 1)   // zero: the arguments are more than one
            TortureChild.report("not reached: \(div(1, zero).quot)")       // idiv by zero: SIGFPE, FPE_INTDIV
            #else
            _ = raise(SIGFPE)   // arm64 divides by zero without a fault
            #endif
        }
    }

    /// Gives the calling thread an alternate signal stack of the app's own, as an app or a
    /// reporter may before Revive; returns its base.
    private static func giveOwnAlternateStack() -> UnsafeMutableRawPointer? {
        let size = 256 * 1024
        guard let memory = malloc(size) else { return nil }
        var stack = stack_t()
        stack.ss_sp = memory
        stack.ss_size = size
        stack.ss_flags = 0
        return sigaltstack(&stack, nil) == 0 ? memory : nil
    }

    /// Whose alternate signal stack the calling thread has: the app's own, another (Revive's), or none.
    private static func alternateStack(own: UnsafeMutableRawPointer?) -> String {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) == 0 else { return "none" }
        return own != nil && current.ss_sp == own ? "own" : "revive"
    }

    /// Which handler `number` has now.
    private static func handlerName(for number: Int32) -> String {
        if ReporterStandIn.isInstalled(for: number) { return "reporter" }
        if ReporterStandIn.hasDefaultAction(for: number) { return "default" }
        if Chainer.isInstalled(for: number) { return "chainer" }
        var current = sigaction()
        guard sigaction(number, nil, &current) == 0, current.sa_flags & SA_SIGINFO != 0 else { return "other" }
        return "revive"
    }

    @inline(never)
    private static func recurse(_ depth: Int) -> Int {
        guard depth > 0 else { return 0 }   // never: the depth only grows, until the stack ends
        var frame = (depth, depth, depth, depth, depth, depth, depth, depth)
        frame.7 = recurse(depth + 1)
        return frame.0 + frame.7
    }
}

/// The faulting store, in a function of its own, so that a test can tell the instruction
/// pointer a reporter sees is the fault's.
private let writeToLowAddress: @convention(c) (UnsafeMutablePointer<UInt8>?) -> Void = { address in
    address?.pointee = 1
}

/// A handler installed after Revive's that stays installed and calls the one it replaced with
/// the same three arguments, as a reporter that never steps aside does.
private enum Chainer {
    nonisolated(unsafe) static var previous = sigaction()

    static func install(for number: Int32) {
        var action = sigaction()
        #if canImport(Darwin)
        action.__sigaction_u.__sa_sigaction = chainingHandler
        #else
        action.__sigaction_handler.sa_sigaction = chainingHandler
        #endif
        action.sa_flags = SA_SIGINFO | SA_ONSTACK
        sigemptyset(&action.sa_mask)
        _ = sigaction(number, &action, &previous)
    }

    static func isInstalled(for number: Int32) -> Bool {
        ReporterStandIn.installedHandlerAddress(for: number) == unsafeBitCast(chainingHandler, to: Int.self)
    }
}

private let chainingHandler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { number, info, context in
    let previous = Chainer.previous
    #if canImport(Darwin)
    let next = previous.sa_flags & SA_SIGINFO != 0 ? previous.__sigaction_u.__sa_sigaction : nil
    #else
    let next = previous.sa_flags & SA_SIGINFO != 0 ? previous.__sigaction_handler.sa_sigaction : nil
    #endif
    next?(number, info, context)
}
