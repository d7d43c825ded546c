import Foundation
import Revive

/// Records every ``SetupIssue`` Revive reports while the tests run, and still hands each to the
/// default handler. Tests run in parallel in one process, so each looks only for the issues
/// that name its own types.
final class SetupIssueRecorder: Sendable {
    private let recorded = Mutex()

    private static let shared = SetupIssueRecorder()

    /// Installs the recorder (once) and returns it.
    static func start() -> SetupIssueRecorder {
        let recorder = shared
        _ = installOnce
        return recorder
    }

    private static let installOnce: Void = {
        let previous = SetupIssue.handler
        SetupIssue.handler = { issue in
            shared.recorded.append(issue)
            previous(issue)
        }
    }()

    /// The issues recorded so far whose message contains `text`.
    func issues(mentioning text: String) -> [SetupIssue] {
        recorded.all.filter { $0.message.contains(text) }
    }
}

/// The recorded issues, behind a lock.
private final class Mutex: @unchecked Sendable {
    private let lock = NSLock()
    private var issues: [SetupIssue] = []

    func append(_ issue: SetupIssue) {
        lock.lock()
        defer { lock.unlock() }
        issues.append(issue)
    }

    var all: [SetupIssue] {
        lock.lock()
        defer { lock.unlock() }
        return issues
    }
}
