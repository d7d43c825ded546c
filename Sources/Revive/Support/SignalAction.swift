#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads and writes the handler of a `struct sigaction`, whose union is spelled differently by
/// each C library (`__sigaction_u.__sa_handler` on Darwin, `__sigaction_handler.sa_handler` in
/// glibc); and tells a fault from a signal a process sent.
/// Everything else of ``SignalChain`` is the same code everywhere.
enum SignalAction {
    /// A one-argument handler (`sa_handler`).
    typealias OneArgumentHandler = @convention(c) (Int32) -> Void

    /// The action's `sa_sigaction`, when it has `SA_SIGINFO`.
    static func threeArgumentHandler(of action: sigaction) -> SignalChain.Handler? {
        guard action.sa_flags & SA_SIGINFO != 0 else { return nil }
        return sigactionHandler(of: action)
    }

    /// The action's `sa_handler`, when it is a function (not `SIG_DFL`, not `SIG_IGN`).
    static func oneArgumentHandler(of action: sigaction) -> OneArgumentHandler? {
        guard action.sa_flags & SA_SIGINFO == 0, let handler = plainHandler(of: action), !isIgnore(action) else { return nil }
        return handler
    }

    /// Whether the action is `SIG_IGN`.
    static func isIgnore(_ action: sigaction) -> Bool {
        guard action.sa_flags & SA_SIGINFO == 0, let handler = plainHandler(of: action) else { return false }
        return unsafeBitCast(handler, to: Int.self) == 1   // SIG_IGN is `(void (*)(int))1` in every C library here
    }

    /// Whether the action's handler is `handler`.
    static func handler(_ action: sigaction, is handler: SignalChain.Handler?) -> Bool {
        guard action.sa_flags & SA_SIGINFO != 0, let handler, let installed = sigactionHandler(of: action) else { return false }
        return unsafeBitCast(installed, to: Int.self) == unsafeBitCast(handler, to: Int.self)
    }

    /// Whether two actions name the same handler function, with the same kind (`SA_SIGINFO` or not).
    static func sameHandler(_ action: sigaction, _ other: sigaction) -> Bool {
        guard action.sa_flags & SA_SIGINFO == other.sa_flags & SA_SIGINFO else { return false }
        if action.sa_flags & SA_SIGINFO != 0 {
            let mine = sigactionHandler(of: action).map { unsafeBitCast($0, to: Int.self) }
            return mine == sigactionHandler(of: other).map { unsafeBitCast($0, to: Int.self) }
        }
        let mine = plainHandler(of: action).map { unsafeBitCast($0, to: Int.self) }
        return mine == plainHandler(of: other).map { unsafeBitCast($0, to: Int.self) }
    }

    /// Sets `action` to the default action (`SIG_DFL`), with no flags.
    static func setDefault(in action: inout sigaction) {
        action.sa_flags = 0
        setPlainHandler(nil, in: &action)
    }

    #if canImport(Darwin)
    static func setHandler(_ handler: SignalChain.Handler, in action: inout sigaction) {
        action.__sigaction_u.__sa_sigaction = handler
    }
    private static func sigactionHandler(of action: sigaction) -> SignalChain.Handler? { action.__sigaction_u.__sa_sigaction }
    private static func plainHandler(of action: sigaction) -> OneArgumentHandler? { action.__sigaction_u.__sa_handler }
    private static func setPlainHandler(_ handler: OneArgumentHandler?, in action: inout sigaction) {
        action.__sigaction_u.__sa_handler = handler
    }
    /// Darwin's codes for a signal sent by `kill`, `raise` or `sigqueue` are `SI_USER` and
    /// `SI_QUEUE` (`<sys/signal.h>`), or `0` where none is filled in; a fault's are positive
    /// (`SEGV_MAPERR`, …). A fault taken for sent is raised again and still ends the process.
    static func isSentByProcess(code: Int32) -> Bool { code <= 0 || code == SI_USER || code == SI_QUEUE }
    #elseif canImport(Glibc)
    static func setHandler(_ handler: SignalChain.Handler, in action: inout sigaction) {
        action.__sigaction_handler.sa_sigaction = handler
    }
    private static func sigactionHandler(of action: sigaction) -> SignalChain.Handler? { action.__sigaction_handler.sa_sigaction }
    private static func plainHandler(of action: sigaction) -> OneArgumentHandler? { action.__sigaction_handler.sa_handler }
    private static func setPlainHandler(_ handler: OneArgumentHandler?, in action: inout sigaction) {
        action.__sigaction_handler.sa_handler = handler
    }
    /// Linux's codes for a signal sent by `kill`, `tgkill` (`raise`) or `sigqueue` are zero or
    /// negative (`SI_USER`, `SI_TKILL`, `SI_QUEUE`; `siginfo.h`); a fault's are positive.
    static func isSentByProcess(code: Int32) -> Bool { code <= 0 }
    #endif
}
