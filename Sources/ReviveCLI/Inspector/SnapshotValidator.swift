package import Crypto
package import Revive

/// Checks that a saved file (or an archive, see ``ArchiveFile``) is intact and readable, and, when asked, that its root page type
/// and scene are the ones an app expects — and says exactly which of these it checked.
///
/// A file is intact and readable when ``SnapshotCodec`` decodes it whole. An encrypted file
/// checked without a key is *readable, not verified* (``ExitStatus/needsKey``): its header,
/// length and checksum are checked, so damage is still found, but a checksum anyone can
/// recompute proves nothing against tampering, and the pages were not decrypted.
/// A wrong key makes the file invalid (`decryptionFailed`). Whether an app restores an intact
/// file depends on that app: its registry (is the root's type registered?), its policy (app
/// and schema version, age) and its scene. The validator cannot know them, so it checks only
/// what it is given: ``Expectations/rootType`` (`--expect-root`) and
/// ``Expectations/sceneID`` (`--scene`). A tree that would show no page (an empty tab bar or
/// stack on the visible line) fails too: Revive starts such a file fresh in any app. A split
/// container is itself on screen, so a split with no children, or whose columns are all empty,
/// passes.
///
/// ```swift
/// let result = SnapshotValidator.validate(path: "main.revive", expecting: .init(rootType: "MainTabs", sceneID: "main"))
/// print(result)   // main.revive: intact and readable (7 pages, 412 bytes); root "MainTabs" and scene "main" as expected; …
/// ```
package enum SnapshotValidator {
    /// What an app expects of its file, beyond being intact: each `nil` is not checked.
    package struct Expectations: Sendable {
        /// The root page's restoration type name the app registers (`--expect-root`).
        package var rootType: String?
        /// The scene the file must belong to (`--scene`).
        package var sceneID: String?

        /// Creates expectations; `nil` leaves a property unchecked.
        package init(rootType: String? = nil, sceneID: String? = nil) {
            self.rootType = rootType
            self.sceneID = sceneID
        }
    }

    /// Validates a file.
    /// - Parameters:
    ///   - path: The file's path.
    ///   - key: The key of an encrypted file, if known.
    ///   - limits: The codec's caps.
    ///   - expectations: The root type and scene to check, if any.
    /// - Returns: The result; a missing or unreadable file is an invalid result too.
    package static func validate(
        path: String, key: SymmetricKey? = nil, limits: SnapshotCodec.DecodingLimits = .default, expecting expectations: Expectations = Expectations()
    ) -> ValidationResult {
        let file: SnapshotFile
        do {
            switch try InspectedFile.load(path: path, key: key, limits: limits) {
            case .archive(let archive): return validate(archive, expecting: expectations)
            case .state(let state): file = state
            }
        } catch {
            return ValidationResult(path: path, error: error, failedCheck: nil, note: nil)
        }
        var notes: [String] = []
        if let snapshot = file.snapshot {
            notes.append("\(snapshot.root.nodeCount) pages, \(file.byteCount) bytes")
        } else {
            notes.append("\(file.byteCount) bytes")
        }
        if file.isEncrypted {
            notes.append(file.snapshot == nil
                ? "encrypted: header and checksum checked, pages not decrypted (pass --key-file)"
                : "encrypted, decrypted with the key")
        }
        if let failed = failedCheck(file, expectations) {
            return ValidationResult(
                path: path, error: nil, failedCheck: failed, note: notes.joined(separator: "; "), kind: "state"
            )
        }
        var checked: [String] = []
        if let rootType = expectations.rootType { checked.append("root \"\(rootType)\"") }
        if let sceneID = expectations.sceneID { checked.append("scene \"\(sceneID)\"") }
        if !checked.isEmpty { notes.append(checked.joined(separator: " and ") + " as expected") }
        notes.append(checked.count == 2
            ? "restoring also depends on the app's registry below the root and its policy"
            : "restoring also depends on the app's registry and policy (--expect-root, --scene)")
        return ValidationResult(
            path: path, error: nil, failedCheck: nil, note: notes.joined(separator: "; "),
            isUnverified: file.snapshot == nil, kind: "state"
        )
    }

    /// Validates a file with the key read from a key file, as `revive validate --key-file` does:
    /// a key file that is missing or holds no key is a result too (``ExitStatus/unreadable``,
    /// printed `FILE: not checked: REASON`), so that every outcome is one line.
    ///
    /// ```swift
    /// let result = SnapshotValidator.validate(path: "main.revive", keyFile: "absent.key")
    /// print(result)   // main.revive: not checked: key file "absent.key" does not exist (revive never creates one)
    /// ```
    /// - Parameters:
    ///   - path: The file's path.
    ///   - keyFile: The key file's path; `nil` to validate without a key.
    ///   - limits: The codec's caps.
    ///   - expectations: The root type and scene to check, if any.
    /// - Returns: The result; the file is not read when the key file cannot be used.
    package static func validate(
        path: String, keyFile: String?, limits: SnapshotCodec.DecodingLimits = .default, expecting expectations: Expectations = Expectations()
    ) -> ValidationResult {
        var key: SymmetricKey?
        if let keyFile {
            do {
                key = try InspectorKeyFile(path: keyFile).load()
            } catch {
                return ValidationResult(path: path, error: error, failedCheck: nil, note: nil)
            }
        }
        return validate(path: path, key: key, limits: limits, expecting: expectations)
    }

    /// Validates an archive file: its framing was checked as it was read.
    private static func validate(_ archive: ArchiveFile, expecting expectations: Expectations) -> ValidationResult {
        let header = archive.header
        let note = [
            "archive, format version \(header.formatVersion), schema version \(header.schemaVersion), \(archive.byteCount) bytes",
            archive.integrityNote, "secrets stay sealed",
        ].joined(separator: "; ")
        guard expectations.rootType == nil, expectations.sceneID == nil else {
            return ValidationResult(
                path: archive.path, error: nil,
                failedCheck: "it is an archive, not a saved state: it has no root page or scene (--expect-root, --scene)",
                note: note, kind: "archive"
            )
        }
        return ValidationResult(
            path: archive.path, error: nil, failedCheck: nil, note: note, isUnverified: archive.value == nil,
            kind: "archive"
        )
    }

    /// The first check an intact file fails, if any.
    private static func failedCheck(_ file: SnapshotFile, _ expectations: Expectations) -> String? {
        if let sceneID = expectations.sceneID, file.header.sceneID != sceneID {
            return "it belongs to scene \"\(file.header.sceneID)\", not \"\(sceneID)\" (--scene)"
        }
        guard let snapshot = file.snapshot else {
            if expectations.rootType != nil { return "its root cannot be checked: the pages are encrypted (pass --key-file)" }
            return nil
        }
        if let rootType = expectations.rootType, snapshot.root.typeName != rootType {
            return "its root page is \"\(snapshot.root.typeName)\", not \"\(rootType)\" (--expect-root)"
        }
        let visible = snapshot.visiblePage
        if visible.kind != .page, visible.kind.name != "split", visible.children.isEmpty {
            return "it would show no page (\(visible.identityName) is an empty tab bar or stack): Revive starts it fresh"
        }
        return nil
    }
}

/// The outcome of ``SnapshotValidator/validate(path:key:limits:expecting:)``.
///
/// Prints as one line, with no code names (``rendered(verbose:)`` adds them):
/// `main.revive: intact and readable (7 pages, 412 bytes; …)`,
/// `main.revive: readable, not verified (…; encrypted: …, pages not decrypted (pass --key-file))`,
/// `main.revive: intact and readable, but its root page is "TabBarPage", not "MainTabs" (--expect-root)`,
/// `main.revive: invalid: cut short: the file is 100 bytes but its prefix announces 412 (at byte 100)`
/// `main.revive: cannot be read: no such file`, or, when the key file given cannot be used,
/// `main.revive: not checked: key file "revive.key" does not exist (revive never creates one)`.
/// ``status`` is the exit code that goes with it.
package struct ValidationResult: CustomStringConvertible {
    /// The file's path.
    package let path: String
    /// Why the file is damaged or unreadable; `nil` when it is intact and readable.
    package let error: InspectorError?
    /// The check an intact file failed (its scene, its root, a tree that shows no page).
    package let failedCheck: String?
    /// What was checked, for an intact file.
    package let note: String?
    /// Whether the file's integrity could not be checked without its key (an encrypted state,
    /// an authenticated archive): it reads as a well-formed file, and is not said to be intact.
    package var isUnverified = false
    /// `"state"` or `"archive"` when the file was recognised; `nil` when it could not be read.
    package var kind: String?

    /// Whether the file is intact as far as it could be checked, and passed every check asked for
    /// (``status`` tells verified from not verified).
    package var isValid: Bool { error == nil && failedCheck == nil }

    /// The exit status: ``ExitStatus/ok`` only for a file that was verified and passed every check.
    package var status: ExitStatus {
        if let error { return error.status }
        if failedCheck != nil { return .failedCheck }
        return isUnverified ? .needsKey : .ok
    }

    /// The codec's code of the failed check, when the codec refused the file.
    package var codecCode: ReviveError.Code? { error?.codecError?.code }

    /// Why the file is invalid or unreadable, without its path, as a sentence; `nil` when it was
    /// read. For a file the codec refused: a verdict and the codec's message with its byte offset
    /// (`cut short: the file is 100 bytes but its prefix announces 412 (at byte 100)`).
    package var reason: String? {
        guard let error else { return nil }
        if let codecError = error.codecError { return InspectorError.reason(for: codecError) }
        let prefix = "\(path): "
        return error.message.hasPrefix(prefix) ? String(error.message.dropFirst(prefix.count)) : error.message
    }

    /// One line: the path, then `intact and readable (…)`, `readable, not verified (…)`,
    /// `intact and readable, but …`, `invalid: reason`, `cannot be read: reason`, or `not
    /// checked: reason` when the key file cannot be used (the file itself was not read).
    package var description: String {
        if let error, let reason { return "\(path): \(verdict(for: error)): \(reason)" }
        if let failedCheck { return "\(path): intact and readable, but \(failedCheck)" }
        let verdict = isUnverified ? "readable, not verified" : "intact and readable"
        return "\(path): \(verdict)" + (note.map { " (\($0))" } ?? "")
    }

    /// `invalid`, `cannot be read` or `not checked`, for an error.
    private func verdict(for error: InspectorError) -> String {
        if error.code == .keyFileMissing || error.code == .badKeyFile { return "not checked" }
        return error.status == .invalid ? "invalid" : "cannot be read"
    }

    /// The line, and with `verbose` the status and codes after it: `… [exit 1, invalid: invalidSnapshot: checksumMismatch]`.
    /// - Parameter verbose: Whether to add the codes.
    /// - Returns: The line, without a final newline.
    package func rendered(verbose: Bool) -> String {
        guard verbose else { return description }
        var codes = "exit \(status.code), \(status.name)"
        if let error { codes += ": \(error.code)" + (error.codecError.map { ": \($0.code)" } ?? "") }
        return description + " [\(codes)]"
    }

    /// The result as JSON for scripts: `file`, `kind`, `status` and `exitCode` (see
    /// ``ExitStatus``), `verified`, `message` (the line), `note`, `failedCheck` and `error`
    /// (see ``InspectorError/json``), each `null` when it does not apply.
    package var json: JSONValue {
        var object: [String: JSONValue] = [
            "file": .string(path), "status": .string(status.name), "exitCode": .int(Int64(status.code)),
            "verified": .bool(status == .ok), "message": .string(description),
        ]
        object["kind"] = kind.map { .string($0) } ?? .null
        object["note"] = note.map { .string($0) } ?? .null
        object["failedCheck"] = failedCheck.map { .string($0) } ?? .null
        object["error"] = error?.json ?? .null
        return .object(object)
    }
}

extension ValidationResult: Sendable {}

extension SnapshotValidator: Sendable {}
