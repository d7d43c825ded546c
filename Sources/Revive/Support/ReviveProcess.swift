/// Everything Revive keeps for one run of the app, in one value: the file locks the process
/// holds, the stores it already swept at launch, the scenes alive in it, the setup issues it
/// already wrote to standard error, the crash markers it armed.
///
/// An app never needs it, so it is not public: every controller runs in ``current``, the process
/// the app runs in. A test of this package that plays several runs of an app in one test process
/// gives each its own process (``RestorationController/Configuration/process``), and ends it as the system ends a
/// killed app (``end()``): the next run starts with nothing of the last but what it saved, and
/// two processes at once on one folder refuse each other's scenes as two apps do. Nothing global
/// is replaced, so tests running in parallel do not see each other's processes. `ReviveTesting`'s
/// `SimulatedApp` does this for every launch.
///
/// ```swift
/// let first = ReviveProcess()
/// let controller = RestorationController(hierarchy: navigator, registry: registry,
///                                        configuration: .init(store: store, process: first))
/// await controller.launch { HomePage() }
/// first.end()                                  // killed: its scene lock goes with it
/// let next = ReviveProcess()                   // the relaunch sweeps, locks and reports anew
/// ```
///
/// What is kept for the life of the real process whatever runs in it stays outside, each a
/// single static for a stated reason: the signal handler's memory (a handler cannot reach an
/// object safely), the app's ``SetupIssue/handler``, facts about types (the layout of a
/// `@Preserved` class) and the notice of a `@Preserved` value set (a page's property cannot know
/// its process). The bookkeeping of the handler's memory — which crash marker is in which slot —
/// is a part of ``current``, whichever process arms a marker: it is the real process's.
package final class ReviveProcess {
    /// The process the app runs in, which every controller uses unless told otherwise. The one
    /// process object that is static: the app's process is one, and lives as long as the app.
    package static let current = ReviveProcess(isCurrent: true)

    private let isCurrent: Bool
    private let state = LockedValue(State())

    private struct State {
        var parts: [ObjectIdentifier: any ProcessPart] = [:]
        var hasEnded = false
    }

    /// Creates a process of its own, for a test that plays a run of the app: it shares nothing
    /// with ``current`` or any other process but the files.
    package convenience init() {
        self.init(isCurrent: false)
    }

    private init(isCurrent: Bool) {
        self.isCurrent = isCurrent
    }

    /// Whether ``end()`` was called.
    package var hasEnded: Bool { state.withLock { $0.hasEnded } }

    /// Ends the process as the system ends a killed app: every file lock it holds is let go at
    /// once, as the kernel closes a dead process's descriptors, and it takes no lock again (its
    /// objects that are still alive are refused as another process's would be). Calling it again
    /// does nothing.
    ///
    /// ```swift
    /// process.end()
    /// let relaunched = RestorationController(hierarchy: Navigator(), registry: registry,
    ///                                        configuration: .init(store: store, process: ReviveProcess()))
    /// ```
    ///
    /// - Precondition: The process is not ``current``: the app's own process ends only with the app.
    package func end() {
        precondition(!isCurrent, "ReviveProcess.current ends only with the app")
        let parts = state.withLock { state -> [any ProcessPart] in
            guard !state.hasEnded else { return [] }
            state.hasEnded = true
            return Array(state.parts.values)
        }
        for part in parts { part.processDidEnd() }
    }

    /// This process's `Part`, made the first time it is asked for.
    /// A part first asked for after ``end()`` starts as an ended process's.
    func part<Part: ProcessPart>(_ type: Part.Type) -> Part {
        let (part, isNewAfterEnd) = state.withLock { state -> (Part, Bool) in
            if let part = state.parts[ObjectIdentifier(type)] as? Part { return (part, false) }
            let part = Part()
            state.parts[ObjectIdentifier(type)] = part
            return (part, state.hasEnded)
        }
        if isNewAfterEnd { part.processDidEnd() }
        return part
    }
}

/// A piece of what a process keeps, declared in the folder it belongs to and made once per
/// ``ReviveProcess`` (``ReviveProcess/part(_:)``), as a dependency key is made once per set of
/// values: `extension ReviveProcess { var locks: LockTable { part(LockTable.self) } }`.
protocol ProcessPart: AnyObject, Sendable {
    /// An empty part, for a process that just started.
    init()
    /// The process ended (``ReviveProcess/end()``): let go of what the system takes back from a
    /// dead process. Nothing by default.
    func processDidEnd()
}

extension ProcessPart {
    func processDidEnd() {}
}

// Every access to the parts goes through the lock of `LockedValue`; the parts are `Sendable`.
extension ReviveProcess: Sendable {}
