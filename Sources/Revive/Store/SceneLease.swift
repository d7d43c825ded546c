import Foundation

/// A scene's record of use in a folder where no lock is held between operations (an App Group
/// container, ``FileStore/Options/locksOnlyDuringOperations``): which process uses the scene,
/// and until when.
///
/// iOS terminates a suspended app that holds a file lock in a shared container (exception
/// `0xdead10cc`), so such an app lets go of the scene's `flock` after each launch, save and
/// discard. The lease is what outlives the lock: each of those operations renews it, under the
/// lock, for ``FileStore/Options/leaseDuration``. Another process — an extension, a second
/// instance, a sweep, a discard — treats a scene whose lease names another process as in use
/// until the lease expires or its owner is provably gone (``ProcessToken/isProvablyGone(_:)``),
/// and then neither restores, writes nor removes it. The lease is written without an `fsync`:
/// a power cut ends every process, so a lease it loses guarded nothing.
///
/// Stored as the scene's `lease` marker, a ``CheckedLine``:
/// `revive-lease 1 <owner> <expiry>` and its check.
struct SceneLease: Equatable, Sendable {
    /// The marker the lease is kept in.
    static let markerName = "lease"
    private static let magic = "revive-lease"

    /// The process that holds it (``ProcessToken/current``).
    var owner: String
    /// When it runs out, in seconds since 1970.
    var expiresAt: TimeInterval

    init(owner: String = ProcessToken.current, expiresAt: TimeInterval) {
        self.owner = owner
        self.expiresAt = expiresAt
    }

    /// Reads a lease; `nil` when the bytes are not one (a torn write counts as no lease).
    init?(_ data: Data) {
        guard let fields = CheckedLine.fields(of: data, magic: Self.magic, count: 4), fields[1] == "1",
              let expiresAt = TimeInterval(fields[3]), expiresAt.isFinite
        else { return nil }
        self.init(owner: String(fields[2]), expiresAt: expiresAt)
    }

    /// The lease's bytes.
    var data: Data {
        CheckedLine.make([Self.magic, "1", owner, CheckedLine.time(expiresAt)])
    }

    /// Whether another live process uses the scene at `now`: the lease is not this process's,
    /// has not expired, and its owner is not provably gone.
    func isHeldByAnotherProcess(now: Date) -> Bool {
        owner != ProcessToken.current && now.timeIntervalSince1970 < expiresAt && !ProcessToken.isProvablyGone(owner)
    }

    /// A sentence for refusals: `"process 4242 uses it until 2026-11-26 10:00:00 UTC"`.
    var holderDescription: String {
        let pid = owner.split(separator: "-").first.map(String.init) ?? owner
        return "process \(pid) uses it (lease until \(Int(expiresAt)) seconds since 1970)"
    }
}
