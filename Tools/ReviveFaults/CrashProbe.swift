#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
package import Foundation
import Revive

/// A process that crashes at a restored place, as an app with a crash reporter does, for the
/// crash tests: `revive-torture crash FAULT --directory DIR --report FILE [--reporter before|after|resetting|none] [--no-detection]`.
///
/// It saves scene `main` of a ``FileStore`` on `DIR`, launches it again as a new process would
/// (a new session: the restore, then its finish, which arms Revive's crash handler), installs
/// the reporter stand-in (``ReporterStandIn``) before the restore or after it (`resetting`: before,
/// with `SA_RESETHAND`, returning without handing on), prints
///
///     launch: restored 1 page of scene "main"
///     marker: /…/main.crashed.marker
///     handler: revive | reporter | default
///     crash-site: 0x…          (the entry of the function whose store faults, for `segv`)
///
/// and crashes:
///
/// | fault | how |
/// | --- | --- |
/// | `segv` | a write to address `0x10` |
/// | `abort` | `abort()` |
/// | `fatal` | `fatalError()` |
/// | `overflow` | an integer overflow (a Swift runtime trap) |
/// | `recursion` | unbounded recursion on the main thread: a stack overflow |
/// | `sent` | `raise(SIGBUS)`: a crash signal sent, not a fault (another thread's `pthread_kill`) |
/// | `twice` | `segv`, with a reporter (installed before) that removes the marker and aborts inside its handler |
package enum CrashProbe {
    /// The faults the probe makes.
    package enum Fault: String, CaseIterable, Sendable {
        case segv, abort, fatal, overflow, recursion, sent, twice
    }

    /// When the reporter stand-in is installed.
    package enum Reporter: String, Sendable {
        case before, after, resetting, none
    }

    /// Saves, restores, arms, installs the reporter, reports, and crashes.
    /// - Throws: ``ReviveError`` when the store cannot be opened or the save fails.
    package static func run(_ fault: Fault, directory: URL, reportPath: String, reporter: Reporter, detectsCrashes: Bool) throws {
        let store = try FileStore(directory: directory)
        let policy = RestorationPolicy(detectsCrashes: detectsCrashes)
        let marker = store.markerPath(named: RestorationSession.crashedMarker, sceneID: "main") ?? ""
        let first = RestorationSession(store: store, sceneID: "main", policy: policy)
        try first.save(Snapshot(header: .init(sceneID: "main"), root: .init(typeName: "ReaderPage")))
        first.releaseSceneLock()

        if reporter == .before || reporter == .resetting || fault == .twice {
            ReporterStandIn.install(reportPath: reportPath, abortsOnFirstFault: fault == .twice, removing: marker,
                                    resetsOnDelivery: reporter == .resetting)
        }
        let session = RestorationSession(store: store, sceneID: "main", policy: policy)
        let outcome = session.beginLaunch()
        if outcome.snapshot != nil { try session.finishRestoration() }
        if reporter == .after, fault != .twice { ReporterStandIn.install(reportPath: reportPath) }

        TortureChild.report("launch: \(outcome.launchDescription)")
        TortureChild.report("marker: \(marker)")
        let handler = ReporterStandIn.isInstalled(for: SIGSEGV) ? "reporter" : ReporterStandIn.hasDefaultAction(for: SIGSEGV) ? "default" : "revive"
        TortureChild.report("handler: \(handler)")
        TortureChild.report("crash-site: 0x\(String(UInt(bitPattern: unsafeBitCast(writeToLowAddress, to: Int.self)), radix: 16))")
        withExtendedLifetime(session) { crash(fault) }
    }

    private static func crash(_ fault: Fault) {
        switch fault {
        case .segv, .twice:
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
        case .sent:
            _ = raise(SIGBUS)
            TortureChild.report("survived: SIGBUS")
        }
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
