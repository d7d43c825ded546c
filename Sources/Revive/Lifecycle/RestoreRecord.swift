import Foundation

/// The crash-loop guard's record of one scene: the `restoring` marker's content.
///
/// A launch writes it before it reads a byte of the saved state (``Phase/restoring``), and the
/// finished restore writes it again (``Phase/restored``), both over the bytes of the record
/// already there when there is one, and without an `fsync`: a process
/// death never loses the page cache, so the record is there after any crash, and a restoring
/// launch writes nothing else. A save or a checkpoint removes it: the app reached a new place,
/// so whatever kills it next is not the restored state's fault.
///
/// What the next launch makes of it:
///
/// | record | meaning | the launch |
/// | --- | --- | --- |
/// | none | no restore since the last save | restores |
/// | `restoring`, `attempts` | a restore began and never finished | sets the state aside once `attempts` reaches ``RestorationPolicy/maximumRestoreAttempts`` |
/// | `restored`, written at `t` | the app died after a restore, before any save or checkpoint | restores; with the scene's crash marker (``CrashMarkers``) and within ``RestorationPolicy/crashLoopWindow`` of `t`, a crash after restore: ``RestorationPolicy/maximumCrashesAfterRestore`` in a row set the state aside |
/// | unreadable (empty, torn), or written in another boot | a power cut or a restart ended that launch | ignored: a cut is not a crash |
///
/// The text is a ``CheckedLine``: `revive-restore 1 <phase> <attempts> <crashes> <time> <owner> <boot>`
/// and its check. A record of the earlier format (a bare decimal count of unfinished restores,
/// which its rename wrote in full or not at all) still reads.
struct RestoreRecord: Equatable, Sendable {
    /// Where the restore stood when the record was written.
    enum Phase: String, Sendable {
        /// The state is being read and rebuilt.
        case restoring
        /// The pages were rebuilt and their post-restore hooks ran.
        case restored
    }

    /// Where the restore stood.
    var phase: Phase
    /// Restores of this state that began and never finished.
    var attempts: Int
    /// Crashes soon after a finished restore of this state, in a row.
    var crashes: Int
    /// When the record was written, in seconds since 1970.
    var writtenAt: TimeInterval
    /// The process that wrote it (``ProcessToken/current``).
    var owner: String
    /// The boot it was written in (``BootIdentity/current``).
    var boot: String

    private static let magic = "revive-restore"

    init(
        phase: Phase, attempts: Int, crashes: Int, writtenAt: TimeInterval,
        owner: String = ProcessToken.current, boot: String = BootIdentity.current
    ) {
        self.phase = phase
        self.attempts = attempts
        self.crashes = crashes
        self.writtenAt = writtenAt
        self.owner = owner
        self.boot = boot
    }

    /// Whether the record was written in another boot than `current`: whatever ended that
    /// launch was the machine going down, not the app. A record that names no boot counts as
    /// this boot's.
    func isFromAnotherBoot(than current: String) -> Bool {
        !boot.isEmpty && !current.isEmpty && boot != current
    }

    /// Reads a record; `nil` when the bytes are not one (torn, empty, zero-filled).
    ///
    /// Only the first line counts: the record is written over the previous one in place
    /// (``SceneRecordKeeping/rewriteMarkerUnsynced(_:named:sceneID:)``), and a process that dies
    /// before the file is cut to the new length leaves the old record's last bytes after it.
    init?(_ data: Data) {
        if data.count <= 20, let legacy = Int(String(decoding: data, as: UTF8.self)), legacy >= 1 {
            self.init(phase: .restoring, attempts: legacy, crashes: 0, writtenAt: 0, owner: "", boot: "")
            return
        }
        let line = data.firstIndex(of: UInt8(ascii: "\n")).map { data[...$0] } ?? data
        guard let fields = CheckedLine.fields(of: line, magic: Self.magic, count: 8), fields[1] == "1",
              let phase = Phase(rawValue: String(fields[2])),
              let attempts = Int(fields[3]), attempts >= 0,
              let crashes = Int(fields[4]), crashes >= 0,
              let writtenAt = TimeInterval(fields[5]), writtenAt.isFinite
        else { return nil }
        self.init(
            phase: phase, attempts: attempts, crashes: crashes, writtenAt: writtenAt,
            owner: String(fields[6]), boot: fields[7] == "-" ? "" : String(fields[7])
        )
    }

    /// The record's bytes.
    var data: Data {
        CheckedLine.make([
            Self.magic, "1", phase.rawValue, String(attempts), String(crashes), CheckedLine.time(writtenAt), owner,
            boot.isEmpty ? "-" : boot,
        ])
    }
}
