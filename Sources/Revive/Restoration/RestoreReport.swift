/// What a restore brought back and what it could not: every dropped page and every value
/// that kept its default, each with the reason.
///
/// A restore never fails as a whole because of one bad page: it keeps the longest valid part
/// of the tree and lists the rest here.
///
/// ```swift
/// navigator.restore(from: snapshot, registry: registry) { report in
///     for item in report.items { logger.warning("\(item)") }
/// }
/// ```
public struct RestoreReport: Hashable {
    /// One thing the restore could not bring back as saved: a dropped page, a value that kept
    /// its default, a scroll anchor or selection that moved.
    ///
    /// It is the one "did not come back" type: the restore report lists these, a
    /// ``ViewStateRestoring`` page returns them from ``ViewStateRestoring/restoreViewState()``,
    /// and a ``RestorableHierarchy`` returns them from its `decodeState(_:into:)`. An item a page
    /// returns needs no path: the restore fills in where the page is in the saved tree.
    ///
    /// ```swift
    /// func restoreViewState() -> [RestoreReport.Item] {
    ///     guard !comics.isEmpty else {
    ///         return [RestoreReport.Item(.movedViewState, key: "list", reason: "the library is empty; showing the top")]
    ///     }
    ///     return [list.restore(against: comics.map(\.id), key: "list")].compactMap { $0 }
    /// }
    /// ```
    public struct Item: Hashable, Sendable, CustomStringConvertible {
        /// What happened to it.
        public enum Kind: String, Hashable, Sendable {
            /// The page (and everything above it in its stack or chain) was not restored.
            case droppedPage
            /// A tab could not be restored and shows its container's default page instead.
            case fellBackToDefault
            /// A preserved value kept its default.
            case defaultedValue
            /// The selected tab was not restored; the first tab is selected.
            case selectionReset
            /// A scroll anchor or selection moved because its items changed.
            case movedViewState
            /// A container the app now makes as another kind (tabs that became a split
            /// view's columns, a stack that became one column): its saved children were placed
            /// on the new one by identity, role and position.
            case changedKind
            /// An opened place carried a value under one of the configuration's device-only
            /// keys; it was left out and this device's value stays.
            case leftOutValue
            /// An opened place took a page of the scene off screen (above the place's line on
            /// a stack, a presentation it replaced), and the values the page held are gone.
            case removedPage
        }

        /// What happened.
        public let kind: Kind
        /// Where in the saved tree: `TabBarPage > NavigationPage("library") > ComicPage("42")`.
        public let path: String
        /// The value's key, for `defaultedValue` and `movedViewState`.
        public let key: String?
        /// Why, quoting the bad input.
        public let reason: String

        /// Creates an item.
        ///
        /// - Parameters:
        ///   - kind: What happened to it.
        ///   - key: The value's key, for `defaultedValue` and `movedViewState`.
        ///   - reason: Why, quoting the bad input or the saved identifiers.
        ///   - path: Where in the saved tree; leave it empty in an item a page returns, the
        ///     restore fills it in.
        public init(_ kind: Kind, key: String? = nil, reason: String, path: String = "") {
            self.kind = kind
            self.path = path
            self.key = key
            self.reason = reason
        }

        /// `movedViewState at ComicsPage key "list": the item "c7" is gone; …`.
        public var description: String {
            "\(kind.rawValue)\(path.isEmpty ? "" : " at \(path)")\(key.map { " key \"\($0)\"" } ?? ""): \(reason)"
        }
    }

    /// Everything not restored as saved, in tree order.
    public internal(set) var items: [Item] = []
    /// How many pages were recreated.
    public internal(set) var restoredPageCount = 0
    /// How many pages the saved tree held (after the policy's migrations); `0` for a report
    /// that no restore of a snapshot made.
    public internal(set) var savedPageCount = 0
    /// The app version that wrote the saved state (``Snapshot/Header/appVersion``); empty when
    /// the file does not say.
    public internal(set) var savedByAppVersion = ""
    /// Where the user is after the restore: the path of each page on screen, one per visible
    /// line, in tree order (``CapturableHierarchy/visibleNodes``). One path for a tree of tabs
    /// and stacks; one per column or pane of a split container. Empty when nothing came back.
    ///
    /// ```swift
    /// report.visiblePaths   // ["Split > Nav > Library", "Split > Nav > Library > Comic(\"42\")"]
    /// ```
    public internal(set) var visiblePaths: [String] = []
    /// Whether the launch restored the scene's checkpoint rather than its durable save.
    ///
    /// A checkpoint is the place written, without an `fsync`, as the user navigated
    /// (``RestorationController/setNeedsCheckpoint()``; ``FileStore/checkpointURL(for:)`` in a
    /// ``FileStore``); a save is what ``RestorationController/didEnterBackground()`` wrote
    /// (``FileStore/fileURL(for:)``). A launch restores the newer valid one of the two, so after a
    /// crash or a kill in the foreground, with no save since the user moved, it is the checkpoint.
    /// `false` when the launch restored the save, and for a restore that did not come from a
    /// launch (``RestorableHierarchy/restore(from:registry:defaultRoot:completion:)`` of a snapshot in hand).
    ///
    /// ```swift
    /// if let report = await controller.launch(defaultRoot: makeTabs).report {
    ///     let file = report.restoredFromCheckpoint ? store.checkpointURL(for: "default") : store.fileURL(for: "default")
    ///     print("restored \(report.restoredPageCount) pages from \(file.path)")
    /// }
    /// ```
    public internal(set) var restoredFromCheckpoint = false
    /// Why nothing came back, when nothing did; the controller turns it into a fresh start.
    var rootFailure: RootFailure?

    /// Why a restore brought back nothing usable.
    enum RootFailure: Hashable, Sendable {
        /// The saved root's type is not registered in this version of the app.
        case unknownType(String)
        /// The root could not be made or installed (the items say why).
        case notMade
        /// The tree came back, but no page would be on screen (no tabs, an empty stack).
        case nothingVisible
    }

    /// Creates an empty report.
    public init() {}

    /// Whether every saved page and value came back.
    public var isComplete: Bool { items.isEmpty }

    /// How many of the saved pages came back as saved: those neither dropped nor replaced by
    /// their container's default page.
    public var keptPageCount: Int {
        max(0, savedPageCount - items.filter { $0.kind == .droppedPage || $0.kind == .fellBackToDefault }.count)
    }

    /// What came back, for a person, after an update changed what the file holds: which version
    /// wrote it, how many of its pages were kept, and each container that changed kind. A file
    /// whose bytes are intact but whose content no longer fits the app says this, never
    /// "damaged"; ``items`` has the rest.
    ///
    /// ```swift
    /// report.summary   // "written by version 1.3; kept 9 of 11 pages; Workspace changed from tabs to split, its tabs came back as columns"
    /// ```
    public var summary: String {
        var parts: [String] = []
        if !savedByAppVersion.isEmpty { parts.append("written by version \(savedByAppVersion)") }
        parts.append("kept \(keptPageCount) of \(savedPageCount) page\(savedPageCount == 1 ? "" : "s")")
        parts += items.filter { $0.kind == .changedKind }.map { "\($0.path) \($0.reason)" }
        return parts.joined(separator: "; ")
    }

    /// The items of one kind.
    public func items(_ kind: Item.Kind) -> [Item] { items.filter { $0.kind == kind } }

    /// Adds an item an adapter finds once the tree is rebuilt: a route tree's tab that the app no
    /// longer has, which its launch leaves out.
    package mutating func append(_ item: Item) {
        items.append(item)
    }

    mutating func add(_ kind: Item.Kind, at path: String, key: String? = nil, _ reason: String) {
        items.append(Item(kind, key: key, reason: reason, path: path))
    }
}

extension RestoreReport: Sendable {}
