import Revive

/// Where the deliberate mode of the kill torture ends the child: at a step of a save.
///
/// Three steps use a ``FileCallHook`` as the child's ``FileStore``'s file system to kill the child
/// from inside the save, just after one of its calls;
/// ``midWrite`` starts a killer thread when the temporary file is opened and lets the write
/// of a large payload run into it, so the kill lands while bytes are being written (or, when
/// the killer is late, just after).
///
/// | step | the child dies | the load must be |
/// | --- | --- | --- |
/// | ``afterOpen`` | the temporary file exists, empty | the previous generation |
/// | ``midWrite`` | part of the bytes are written | the previous generation or, if late, the new one |
/// | ``afterSync`` | the temporary file is whole and synced | the previous generation |
/// | ``afterRename`` | the new file is in place, not yet reported | the new generation |
package enum TortureStep: String, CaseIterable, Sendable {
    /// Right after the temporary file is created.
    case afterOpen = "after-open"
    /// While the payload is being written.
    case midWrite = "mid-write"
    /// After the temporary file is synced and closed, before the rename.
    case afterSync = "after-sync"
    /// After the rename, before the save returns.
    case afterRename = "after-rename"

    /// The store's call after which the child acts.
    var fileCall: FileCall {
        switch self {
        case .afterOpen, .midWrite: .create
        case .afterSync: .close
        case .afterRename: .rename
        }
    }

    /// Whether a load may find the generation that was being saved.
    var allowsNewGeneration: Bool { self == .midWrite || self == .afterRename }

    /// Whether a load may find the generation before it.
    var allowsPreviousGeneration: Bool { self != .afterRename }
}
