import Foundation

/// A mistake in the app's setup that would otherwise go unnoticed: a page type that is not
/// registered, a save that cannot capture, a restore that drops most of what was saved.
///
/// Revive reports each one to ``handler`` as it happens, besides logging it to the app's
/// logger and returning it in the launch and save results. The default handler makes a debug
/// build impossible to miss and a release build quiet:
///
/// - In a debug build (`DEBUG` defined, as SwiftPM and Xcode define it in the Debug
///   configuration), it writes one line to standard error, which Xcode's console and a
///   terminal show with no logger wired: `Revive setup error: …`, a sentence (the ``code`` is
///   on the issue, for a handler or a log that wants it). Each
///   distinct message is written once per process, so a scene saved every time the app goes
///   to the background does not fill the console, and at most 1,000 are written.
/// - In a release build it does nothing: the logger and the results carry the issue.
///
/// It never stops the app (no assertion): tests, previews and a user's device keep running.
/// An app or a test replaces the handler to collect issues, fail a test, or forward them to its
/// crash reporter:
///
/// ```swift
/// SetupIssue.handler = { issue in
///     logger.error("\(issue)")
///     assertionFailure(issue.message)   // stop in the debugger, if the app wants that
/// }
/// ```
///
/// The handler is called on the thread that found the issue (the main actor, for every issue
/// Revive reports today) and must not call back into Revive. An issue is not an error to
/// recover from: what Revive does about it (a fresh start, the previous save kept) is in the
/// launch and save results.
public struct SetupIssue: Hashable, Sendable, CustomStringConvertible {
    /// What kind of mistake. More codes may be added; switch with a `default`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        enum Storage: String, Hashable, Sendable {
            case unregisteredType, notSaved, restoreDroppedMost, misplacedValue, readThroughMirror
        }
        let storage: Storage

        /// A page or container type the app shows is not in the registry: it cannot be
        /// saved, and neither can what depends on it (the pages above it in its stack, the
        /// pages it presents). Register it: `registry.register(T.self) { T() }`.
        public static let unregisteredType = Code(storage: .unregisteredType)
        /// A save could not capture the hierarchy; the previous saved state is kept.
        public static let notSaved = Code(storage: .notSaved)
        /// A launch dropped half of the saved pages or more, or started fresh because the
        /// saved root's type is no longer registered or nothing that would be seen came back.
        public static let restoreDroppedMost = Code(storage: .restoreDroppedMost)
        /// A view's own value is not kept where the view is (SwiftUI's `@RouteStorage`): at
        /// the scene's root, shared by every tab, where a tab's root was meant, or in the view's
        /// `@State` because its stack was named wrong. Give the view its page's place.
        public static let misplacedValue = Code(storage: .misplacedValue)
        /// A class's `@Preserved` properties are found with `Mirror`, at each object's first
        /// capture and at every restore, several times slower than a class that lists them: mark
        /// it `@Preserving` (product `ReviveMacros`). Reported once per class, by a debug build only.
        public static let readThroughMirror = Code(storage: .readThroughMirror)

        public var description: String { storage.rawValue }
    }

    /// What kind of mistake.
    public let code: Code
    /// A sentence that says what is wrong and how to fix it, quoting the types involved.
    public let message: String
    /// The process that found it, whose console it is written to once: the reporting
    /// controller's, else ``ReviveProcess/current``. Not part of the issue's identity.
    var process = ReviveProcess.current

    /// Creates an issue.
    /// - Parameters:
    ///   - code: What kind of mistake.
    ///   - message: What is wrong, quoting the types involved, and how to fix it.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// Whether two issues are the same mistake: the same code and message, wherever found.
    public static func == (lhs: SetupIssue, rhs: SetupIssue) -> Bool {
        lhs.code == rhs.code && lhs.message == rhs.message
    }

    /// Hashes the code and the message, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(message)
    }

    /// `Revive setup error: message`, the line the default handler writes: a sentence for a
    /// person, with no code name (a handler that logs the code reads ``code``).
    public var description: String { "Revive setup error: \(message)" }
}

// MARK: - Reporting

extension SetupIssue {
    /// The app's handler. It stays outside ``ReviveProcess``: it is the app's own setting, made
    /// once at launch by the app's code (as a logging backend is), and a test sets it for every
    /// process it plays.
    private static let installed = LockedValue<@Sendable (SetupIssue) -> Void>(SetupIssue.defaultHandler)

    /// Receives every setup issue Revive finds. By default, ``writeToStandardError(_:)`` in a
    /// debug build and nothing in a release build.
    ///
    /// Set it once, early (before the first scene connects); setting it is thread-safe.
    ///
    /// ```swift
    /// SetupIssue.handler = { issue in Crashlytics.log(issue.description) }
    /// ```
    public static var handler: @Sendable (SetupIssue) -> Void {
        get { installed.withLock { $0 } }
        set { installed.withLock { $0 = newValue } }
    }

    /// The default handler: ``writeToStandardError(_:)`` in a debug build, nothing in a
    /// release build. Assign it to ``handler`` to go back to the default.
    public static var defaultHandler: @Sendable (SetupIssue) -> Void {
        #if DEBUG
        return { writeToStandardError($0) }
        #else
        return { _ in }
        #endif
    }

    /// Writes `issue` as one line to standard error, unless the same message was written
    /// before in the process that found it (or 1,000 distinct ones were).
    ///
    /// ```swift
    /// SetupIssue.handler = SetupIssue.writeToStandardError   // in a release build too
    /// ```
    /// - Parameter issue: The issue.
    @Sendable
    public static func writeToStandardError(_ issue: SetupIssue) {
        guard let line = firstLine(for: issue) else { return }
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// The most distinct messages ``writeToStandardError(_:)`` writes in one process; after
    /// them it writes one line saying so, and nothing more (a fuzzer that feeds hostile files
    /// to a debug build must not flood its console).
    static let maximumLines = 1_000

    /// The line ``writeToStandardError(_:)`` writes for `issue`, or `nil` when it wrote the
    /// same message before or has written ``maximumLines`` already.
    static func firstLine(for issue: SetupIssue) -> String? {
        issue.process.writtenSetupIssues.lines.withLock { seen in
            guard !seen.contains(issue.description), seen.count <= maximumLines else { return nil }
            seen.insert(issue.description)
            guard seen.count <= maximumLines else {
                return "Revive: \(maximumLines) setup errors written; further ones are not (set SetupIssue.handler to see them)\n"
            }
            return issue.description + "\n"
        }
    }

    /// Hands `issue` to ``handler``.
    static func report(_ issue: SetupIssue) {
        handler(issue)
    }
}

/// The setup issues a process wrote to standard error, each once
/// (``SetupIssue/writeToStandardError(_:)``). A part of the ``ReviveProcess``.
final class WrittenSetupIssues: ProcessPart {
    /// The lines written.
    let lines = LockedValue<Set<String>>([])

    /// Nothing written yet.
    init() {}
}

extension ReviveProcess {
    /// The setup issues this process wrote to standard error.
    var writtenSetupIssues: WrittenSetupIssues { part(WrittenSetupIssues.self) }
}
