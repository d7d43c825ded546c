/// What a game hears from the stage: the toolkit's counterpart of UIKit's scene delegate.
@MainActor
public protocol StageDelegate: AnyObject {
    /// The stage is about to show `session`: set its root screen now.
    func stage(_ stage: Stage, willConnectTo session: StageSession)
    /// The game went to the background: the process may be killed from now on, without a word.
    /// Work begun in a background task (``Stage/beginBackgroundTask(expirationHandler:)``) may
    /// finish first.
    func stageDidEnterBackground(_ stage: Stage)
    /// The player closed the session for good: it will never be shown again.
    func stage(_ stage: Stage, didDiscard session: StageSession)
}

/// A session of the game: a window or save slot that the platform remembers across launches.
public struct StageSession: Hashable {
    /// Stays the same for the session's life, across launches.
    public let persistentIdentifier: String

    /// Creates a session.
    public init(persistentIdentifier: String) {
        self.persistentIdentifier = persistentIdentifier
    }
}

/// The stage: the one root screen the player sees, the events of the game's life, and the
/// background tasks that keep the process alive after it goes to the background.
///
/// ```swift
/// let stage = Stage(session: StageSession(persistentIdentifier: "main"))
/// stage.delegate = game
/// stage.connect()                 // the delegate sets the root
/// stage.visibleScreen?.title      // "Title"
/// await stage.enterBackground()   // returns once every background task has ended
/// ```
@MainActor
public final class Stage {
    /// The session the stage shows.
    public let session: StageSession
    /// The sessions the platform still keeps, this one included.
    public var openSessions: Set<StageSession>
    /// Hears the stage's events.
    public weak var delegate: (any StageDelegate)?
    /// The root screen, or `nil` before one is shown.
    public private(set) var root: Screen?

    private var backgroundTasks: [Int: @MainActor @Sendable () -> Void] = [:]
    private var nextTaskID = 1
    private var waitingForTasks: [CheckedContinuation<Void, Never>] = []

    /// Creates a stage for `session`.
    public init(session: StageSession = StageSession(persistentIdentifier: "main"), openSessions: Set<StageSession>? = nil) {
        self.session = session
        self.openSessions = openSessions ?? [session]
    }

    /// Makes `screen` the root.
    public func show(_ screen: Screen) {
        root?.isRoot = false
        screen.isRoot = true
        root = screen
    }

    /// The screen the player is at: from the root, an overlay wins at every step; otherwise a
    /// stack shows its top, a desk its focused pane (the desk itself, its sidebar, when no pane
    /// has the focus or the focused one is empty), a split screen its focused column (itself
    /// when none has the focus) and a pane its selected document. `nil` when
    /// there is no root or the line ends in an empty stack.
    public var visibleScreen: Screen? {
        root.flatMap(Self.line(from:))
    }

    /// The end of the visible line from `screen`, or `nil` when it ends in an empty stack or pane.
    private static func line(from screen: Screen) -> Screen? {
        if let overlay = screen.overlay { return line(from: overlay) }
        switch screen {
        case let stack as ScreenStack: return stack.top.flatMap(line(from:))
        case let pane as Pane: return pane.selectedDocument.flatMap(line(from:))
        case let desk as Desk: return desk.focusedPane.flatMap(line(from:)) ?? desk
        case let split as SplitScreen: return split.focusedColumn.flatMap(line(from:)) ?? split
        default: return screen
        }
    }

    // MARK: Frames

    /// Called after each frame the stage draws (``drawFrame()``): the stage's one change
    /// callback, as a render loop has one. The game may set it for its own use; an adapter that
    /// needs it too chains onto it rather than replacing it.
    public var onFrame: (() -> Void)?
    /// How many frames were drawn.
    public private(set) var frameCount = 0

    /// Draws a frame of what the stage shows, then calls ``onFrame``; a game calls it after it
    /// handled an input (the terminal arcade prints lines instead and draws no frames).
    public func drawFrame() {
        frameCount += 1
        onFrame?()
    }

    // MARK: Events

    /// Connects the session: the delegate sets the root.
    public func connect() {
        delegate?.stage(self, willConnectTo: session)
    }

    /// Sends the game to the background, and returns once every background task has ended or
    /// `timeLimit` has passed (the unfinished tasks' expiration handlers are then called).
    public func enterBackground(timeLimit: Duration = .seconds(5)) async {
        delegate?.stageDidEnterBackground(self)
        await waitForBackgroundTasks(timeLimit: timeLimit)
    }

    /// The player closed the session for good; returns once every background task has ended.
    public func discardSession(timeLimit: Duration = .seconds(5)) async {
        openSessions.remove(session)
        delegate?.stage(self, didDiscard: session)
        await waitForBackgroundTasks(timeLimit: timeLimit)
    }

    // MARK: Background tasks

    /// Asks for time to finish work after the game went to the background.
    /// - Parameter expirationHandler: Called if the time runs out first; end the task there.
    /// - Returns: The task's identifier, for ``endBackgroundTask(_:)``.
    public func beginBackgroundTask(expirationHandler: @escaping @MainActor @Sendable () -> Void) -> Int {
        defer { nextTaskID += 1 }
        backgroundTasks[nextTaskID] = expirationHandler
        return nextTaskID
    }

    /// Ends a background task; ending one twice does nothing.
    public func endBackgroundTask(_ identifier: Int) {
        backgroundTasks[identifier] = nil
        guard backgroundTasks.isEmpty else { return }
        let waiting = waitingForTasks
        waitingForTasks = []
        for continuation in waiting { continuation.resume() }
    }

    /// How many background tasks are running.
    public var backgroundTaskCount: Int { backgroundTasks.count }
    /// How many background tasks ran out of time (their expiration handlers were called).
    public private(set) var expiredTaskCount = 0

    /// Returns once every background task has ended, or once `timeLimit` has passed and the
    /// unfinished tasks' expiration handlers were called.
    public func waitForBackgroundTasks(timeLimit: Duration = .seconds(5)) async {
        guard !backgroundTasks.isEmpty else { return }
        let expiry = Task { @MainActor [weak self] in
            try? await Task.sleep(for: timeLimit)
            guard !Task.isCancelled, let self else { return }
            expiredTaskCount += backgroundTasks.count
            for handler in backgroundTasks.values { handler() }
        }
        await withCheckedContinuation { waitingForTasks.append($0) }
        expiry.cancel()
    }
}

extension StageSession: Sendable {}
