import Foundation
import ReviveFaults
import Testing
@testable import Revive

/// Revive's crash handler beside an app's crash reporter, in real processes: the built
/// `revive-torture crash FAULT` saves scene `main`, restores it as a new launch does (which arms
/// the handler), and crashes at the restored place, with a reporter stand-in installed before
/// the restore or after it (`ReporterStandIn`: `SA_SIGINFO | SA_ONSTACK`, records `si_signo`,
/// `si_code`, `si_addr` and the context's instruction pointer, then hands on as KSCrash does).
/// The reporter must see the fault itself, and the scene's crash marker must exist.
@Suite(.serialized)
struct CrashReporterTests {
    /// What one crashed probe left.
    struct Crash {
        /// The signal that ended the process, or `nil` when it exited.
        var signal: Int32?
        /// The probe's `name: value` lines.
        var lines: [String: String]
        /// The reporter's lines: `signo code address ip masked` (`masked`: whether its `sa_mask`
        /// was blocked while it ran).
        var reports: [[String]]
        /// Whether the scene's crash marker exists.
        var markerExists: Bool

        /// The reporter's first line's fields as numbers: signal, code, address, instruction pointer.
        var firstReport: (signal: Int, code: Int, address: UInt, ip: UInt)? {
            guard let fields = reports.first, fields.count >= 4, let signal = Int(fields[0]), let code = Int(fields[1]),
                  let address = UInt(fields[2].dropFirst(2), radix: 16), let ip = UInt(fields[3].dropFirst(2), radix: 16)
            else { return nil }
            return (signal, code, address, ip)
        }
    }

    private func crash(_ fault: String, reporter: String = "none", extra: [String] = [], in folder: TemporaryFolder? = nil) throws -> Crash {
        let owned = folder == nil
        let folder = try folder ?? TemporaryFolder()
        defer { if owned { folder.remove() } }
        let report = folder.url.appendingPathComponent("report").path
        let process = Process()
        process.executableURL = KillTortureTests.productsDirectory.appendingPathComponent("revive-torture")
        process.arguments = ["crash", fault, "--directory", folder.url.appendingPathComponent("state").path, "--report", report, "--reporter", reporter] + extra
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"   // Swift's own backtracer is a third handler: not this test's
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var lines: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            lines[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let reports = ((try? String(contentsOfFile: report, encoding: .utf8)) ?? "")
            .split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        let marker = lines["marker"] ?? ""
        return Crash(
            signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil,
            lines: lines, reports: reports, markerExists: !marker.isEmpty && FileManager.default.fileExists(atPath: marker)
        )
    }

    /// The reporter saw a write to `0x10` itself: `SIGSEGV`, `SEGV_MAPERR`, address `0x10`, and
    /// an instruction pointer in the function whose store faulted (not in `raise`).
    private func expectOriginalFault(_ crash: Crash) throws {
        let report = try #require(crash.firstReport, "the reporter recorded nothing: \(crash.reports)")
        #expect(report.signal == Int(SIGSEGV) && report.code == 1 && report.address == 0x10, "\(crash.reports)")
        let site = try #require(crash.lines["crash-site"].flatMap { UInt($0.dropFirst(2), radix: 16) })
        #expect(max(report.ip, site) - min(report.ip, site) < 4096, "ip \(report.ip) is not at the fault's site \(site)")
        #expect(crash.signal == SIGSEGV)
        #expect(crash.markerExists)
    }

    @Test func aReporterInstalledBeforeTheRestoreSeesTheOriginalFaultAndTheMarkerIsWritten() throws {
        let crash = try crash("segv", reporter: "before")
        #expect(crash.lines["launch"] == "restored 1 page of scene \"main\"")
        #expect(crash.lines["handler"] == "revive")
        try expectOriginalFault(crash)
    }

    @Test func aReporterInstalledAfterTheRestoreChainsToReviveWithTheOriginalFault() throws {
        let crash = try crash("segv", reporter: "after")
        #expect(crash.lines["handler"] == "reporter")
        try expectOriginalFault(crash)
    }

    @Test func aReporterThatReliesOnResetHandIsCalledOnceAndTheFaultEndsTheProcess() throws {
        // Installed before with `SA_RESETHAND`, it records and returns: Revive's handler puts the
        // default action back before calling it, as the kernel would have, so the fault, returned
        // to, ends the process (the stand-in exits with status 3 if it is called again).
        let crash = try crash("segv", reporter: "resetting")
        #expect(crash.lines["handler"] == "revive")
        #expect(crash.reports.count == 1, "\(crash.reports)")
        try expectOriginalFault(crash)
    }

    @Test func withNoReporterAFaultStillKillsTheProcessWithItsOwnSignal() throws {
        let crash = try crash("segv")
        #expect(crash.signal == SIGSEGV)
        #expect(crash.markerExists)
        #expect(crash.reports.isEmpty)
    }

    @Test(arguments: [("before", "abort"), ("after", "abort"), ("before", "fatal"), ("after", "fatal"), ("before", "overflow"), ("after", "overflow")])
    func aReporterSeesAbortsAndSwiftTrapsAndTheMarkerIsWritten(reporter: String, fault: String) throws {
        let crash = try crash(fault, reporter: reporter)
        let report = try #require(crash.firstReport, "\(fault): the reporter recorded nothing")
        let expected = fault == "abort" ? [SIGABRT] : [SIGILL, SIGTRAP]   // a Swift trap: ud2 on x86-64, brk on arm64
        #expect(expected.contains(Int32(report.signal)), "\(fault): \(crash.reports)")
        // The signal's own code: a trap's is the kernel's (positive, ILL_ILLOPN or TRAP_BRKPT),
        // abort's says it was sent (SI_TKILL on Linux, SI_USER on Darwin); a handler called without SA_SIGINFO
        // reads neither.
        #if os(Linux)
        let sent = report.code <= 0
        #else
        let sent = report.code == Int(SI_USER)
        #endif
        #expect(fault == "abort" ? sent : report.code > 0 && !sent, "\(fault): \(crash.reports)")
        #expect(crash.signal.map { expected.contains($0) } == true, "\(fault) ended with \(String(describing: crash.signal))")
        #expect(crash.markerExists, "\(fault)")
        #expect(crash.reports.count == 1, "\(fault): \(crash.reports)")
    }

    @Test func aCrashSignalSentToTheProcessStillEndsItAfterTheMarker() throws {
        // No fault to return to: the default action must come from the signal raised again.
        let crash = try crash("sent")
        #expect(crash.signal == SIGBUS)
        #expect(crash.lines["survived"] == nil)
        #expect(crash.markerExists)
    }

    @Test func aStackOverflowAtTheRestoredPlaceIsCountedOnTheAlternateStack() throws {
        let crash = try crash("recursion")
        #expect(crash.signal == SIGSEGV)
        #expect(crash.markerExists)
    }

    @Test func aSecondCrashInTheSameProcessIsNotRecordedAgain() throws {
        // The reporter's handler removes the marker and aborts inside its first call: Revive's
        // SIGABRT handler runs again, and must not write the marker a second time.
        let crash = try crash("twice", reporter: "before")
        #expect(crash.reports.map { $0.first } == ["\(SIGSEGV)", "\(SIGABRT)"], "\(crash.reports)")
        #expect(crash.signal == SIGABRT)
        #expect(!crash.markerExists)
    }

    @Test func withDetectionTurnedOffNoHandlerIsInstalledAndNoMarkerIsWritten() throws {
        let crash = try crash("segv", extra: ["--no-detection"])
        #expect(crash.lines["launch"] == "restored 1 page of scene \"main\"")
        #expect(crash.lines["handler"] == "default")
        #expect(crash.signal == SIGSEGV)
        #expect(!crash.markerExists)
    }

    // MARK: A marker means the process died of a fault

    @Test func aSentSignalTheAppIgnoresNeitherEndsTheProcessNorLeavesAMarker() throws {
        let crash = try crash("ignored")
        #expect(crash.signal == nil, "the ignored SIGBUS ended the process")
        #expect(crash.lines["survived"] == "SIGBUS")
        #expect(!crash.markerExists)
        #expect(crash.lines["handler-after"] == "revive", "Revive's handler must stay for the next fault")
    }

    @Test func aSentSignalWhosePreviousHandlerReturnsLeavesNoMarkerAndReviveWatchesOn() throws {
        let crash = try crash("sent", reporter: "returns")
        #expect(crash.signal == nil)
        #expect(crash.lines["survived"] == "SIGBUS")
        #expect(crash.reports.map { $0.first } == ["\(SIGBUS)"], "\(crash.reports)")
        #expect(!crash.markerExists)
        #expect(crash.lines["handler-after"] == "revive")
    }

    @Test func aCrashAfterACheckpointLeavesNoMarker() throws {
        // The checkpoint ended the guard's watch: the marker is disarmed with it.
        let crash = try crash("settled")
        #expect(crash.lines["launch"] == "restored 1 page of scene \"main\"")
        #expect(crash.signal == SIGSEGV)
        #expect(!crash.markerExists)
    }

    // MARK: Chaining, claim by claim

    @Test func thePreviousHandlerRunsWithItsOwnSignalMaskBlocked() throws {
        // The stand-in blocks SIGUSR2 in its `sa_mask`; Revive calls it, not the kernel.
        let crash = try crash("segv", reporter: "before")
        #expect(crash.lines["handler"] == "revive")
        #expect(crash.reports.first?.last == "1", "SIGUSR2 was not blocked: \(crash.reports)")
        try expectOriginalFault(crash)
    }

    @Test func aHandlerInstalledAfterReviveStaysInPlaceWhenReviveHandsOn() throws {
        // A handler installed after Revive's calls it and stays installed: Revive must not put
        // the reporter beneath it back in its place.
        let crash = try crash("sent", reporter: "returns-under-chainer")
        #expect(crash.lines["survived"] == "SIGBUS")
        #expect(crash.reports.count == 1, "\(crash.reports)")
        #expect(crash.lines["handler-after"] == "chainer")
        #expect(!crash.markerExists)
    }

    @Test func theAppsOwnAlternateSignalStackIsKept() throws {
        let crash = try crash("segv", extra: ["--own-stack"])
        #expect(crash.lines["altstack"] == "own")
        #expect(crash.signal == SIGSEGV)
        #expect(crash.markerExists)
    }

    @Test func withNoAlternateStackOfItsOwnTheMainThreadGetsRevives() throws {
        let crash = try crash("segv")
        #expect(crash.lines["altstack"] == "revive")
    }

    @Test func aFloatingPointExceptionIsWatched() throws {
        let crash = try crash("fpe", reporter: "before")
        #expect(crash.signal == SIGFPE)
        #expect(crash.markerExists)
        let report = try #require(crash.firstReport, "the reporter recorded nothing")
        #expect(report.signal == Int(SIGFPE), "\(crash.reports)")
        #if arch(x86_64)
        #expect(report.code == 1, "a division by zero is FPE_INTDIV: \(crash.reports)")
        #endif
    }

    @Test func theNextLaunchCountsTheCrashThatTheHandlerRecorded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let crash = try crash("segv", reporter: "before", in: folder)
        #expect(crash.markerExists)
        let store = try FileStore(directory: folder.url.appendingPathComponent("state"))
        let policy = RestorationPolicy(maximumCrashesAfterRestore: 1)
        #expect(RestorationSession(store: store, sceneID: "main", policy: policy).beginLaunch() == .failure(.crashedAfterRestore(crashes: 1)))
    }
}
