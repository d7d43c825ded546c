/// How a run of the `revive` inspector ended: one exit code per meaning, the same for every
/// command, so that a CI job can gate on it.
///
/// | code | status | meaning |
/// | --- | --- | --- |
/// | 0 | ``ok`` | done: the file was read whole and verified (`validate`: intact and readable, every check asked for passed; `sizes`: within the budget) |
/// | 1 | ``invalid`` | the file is damaged or refused: checksum, truncation, format version, a cap, malformed bytes, a wrong key |
/// | 2 | ``needsKey`` | the file is well-formed as far as it can be checked, but it is encrypted or authenticated and `--key-file` was not given: it cannot be verified, or read whole |
/// | 3 | ``failedCheck`` | `validate`: the file is intact, but fails a check (`--expect-root`, `--scene`, a tree that would show no page) |
/// | 4 | ``overBudget`` | `sizes`: a page or the whole tree is over the budget given |
/// | 5 | ``unreadable`` | a file named on the command line cannot be read: missing, a folder or FIFO, no permission, a key file that holds no key |
/// | 64 | ``usage`` | the command line is wrong (swift-argument-parser's own code), bare `revive` with no command, or `diff` was given two files of different kinds |
///
/// ```swift
/// let result = SnapshotValidator.validate(path: "main.revive")
/// exit(result.status.code)   // 0, 1, 2, 3 or 5
/// ```
package struct ExitStatus: Hashable, Sendable, CustomStringConvertible {
    /// The process exit code.
    package let code: Int32
    /// The status's name, as JSON output spells it (`"needsKey"`).
    package let name: String

    /// Done: the file was read whole and verified, and passed every check asked for.
    package static let ok = ExitStatus(code: 0, name: "ok")
    /// The file is damaged or refused by the codec (a wrong key included).
    package static let invalid = ExitStatus(code: 1, name: "invalid")
    /// Readable, but encrypted or authenticated, and no key was given: not verified.
    package static let needsKey = ExitStatus(code: 2, name: "needsKey")
    /// Intact, but fails a check: its root, its scene, or a tree that shows no page.
    package static let failedCheck = ExitStatus(code: 3, name: "failedCheck")
    /// Over the size budget given to `sizes`.
    package static let overBudget = ExitStatus(code: 4, name: "overBudget")
    /// A file or key file named on the command line cannot be read.
    package static let unreadable = ExitStatus(code: 5, name: "unreadable")
    /// A wrong command line, `revive` with no command among them: swift-argument-parser's own
    /// exit code (`EX_USAGE`).
    package static let usage = ExitStatus(code: 64, name: "usage")

    /// Every status, in the order of their codes.
    package static let all: [ExitStatus] = [.ok, .invalid, .needsKey, .failedCheck, .overBudget, .unreadable, .usage]

    /// `2 (needsKey)`.
    package var description: String { "\(code) (\(name))" }

    /// The exit codes as the `--help` text lists them.
    package static let helpText = """
        Exit codes: 0 done and verified (validate: intact, every check passed; sizes: within \
        the budget); 1 damaged or invalid file (or a wrong key); 2 readable but not verified: \
        encrypted or authenticated, and no --key-file; 3 intact but a check failed \
        (--expect-root, --scene, a tree that shows no page); 4 over the size budget (sizes); \
        5 a file or key file cannot be read (missing, a folder or FIFO, no permission); \
        64 usage error (revive with no command too).
        """
}
