import Foundation
public import Revive

/// The demo's long list: every issue of its comics, 500 of them, each with a stable identifier.
///
/// Both demos show it a window of 20 at a time and keep their place as a ``Revive/PageViewState/ScrollAnchor``
/// on the first visible issue. `--insert-above N` starts the app with `N` new issues at the top,
/// as if the data changed while the app was killed: the list still comes back at the same issue.
public struct ComicArchive: Sendable {
    /// One issue: its identifier (what the anchor keeps) and its title.
    public struct Issue: Hashable, Sendable {
        /// Stable across launches and insertions: `"issue-41"`, `"new-3"`.
        public let id: String
        /// What the list shows.
        public let title: String
    }

    /// The issues, top first.
    public let issues: [Issue]
    /// The identifiers, top first.
    public let identifiers: [String]

    /// How many issues the window shows.
    public static let windowSize = 20
    /// How many issues the archive holds before insertions.
    public static let issueCount = 500

    /// The archive, with `insertedAbove` new issues at the top (clamped to 0...1000).
    public init(insertedAbove: Int = 0) {
        let inserted = (0..<min(max(insertedAbove, 0), 1_000)).map { Issue(id: "new-\($0 + 1)", title: "New release \($0 + 1)") }
        let names = Comic.catalog.map(\.name)
        let issues = (1...Self.issueCount).map { number in
            Issue(id: "issue-\(number)", title: "\(names[(number - 1) % names.count]) vol. \((number - 1) / names.count + 1)")
        }
        self.issues = inserted + issues
        self.identifiers = self.issues.map(\.id)
    }

    /// The index of the first visible issue for `anchor`: its issue wherever it is now.
    public func firstIndex(for anchor: PageViewState.ScrollAnchor) -> Int {
        anchor.resolve(in: identifiers).index ?? 0
    }

    /// The anchor on the issue at `index`, clamped so that a full window fits when it can.
    public func anchor(at index: Int) -> PageViewState.ScrollAnchor {
        guard !issues.isEmpty else { return PageViewState.ScrollAnchor() }
        let last = max(issues.count - Self.windowSize, 0)
        let clamped = min(max(index, 0), last)
        return clamped == 0 ? PageViewState.ScrollAnchor() : PageViewState.ScrollAnchor(itemIdentifier: identifiers[clamped], index: clamped)
    }

    /// The anchor `delta` issues further down (negative: up), without overflow.
    public func anchor(from anchor: PageViewState.ScrollAnchor, movedBy delta: Int) -> PageViewState.ScrollAnchor {
        let (moved, overflow) = firstIndex(for: anchor).addingReportingOverflow(delta)
        return self.anchor(at: overflow ? (delta > 0 ? Int.max : 0) : moved)
    }

    /// What the window shows: `"issues 41–60 of 500"`, then one line per issue.
    public func windowLines(for anchor: PageViewState.ScrollAnchor) -> [String] {
        guard !issues.isEmpty else { return ["no issues"] }
        let first = firstIndex(for: anchor)
        let end = min(first + Self.windowSize, issues.count)
        return ["issues \(first + 1)–\(end) of \(issues.count)"]
            + issues[first..<end].enumerated().map { offset, issue in "\(first + offset + 1). \(issue.title) [\(issue.id)]" }
    }

    /// The line that shows a draft with its cursor (`|`) or selection (`[…]`).
    public static func draftLine(_ label: String, _ draft: PageViewState.TextDraft) -> String {
        let utf16 = draft.text.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: draft.selectedRange.location)
        let end = utf16.index(start, offsetBy: draft.selectedRange.length)
        let marked = draft.selectedRange.length == 0
            ? String(draft.text[..<start]) + "|" + String(draft.text[start...])
            : String(draft.text[..<start]) + "[" + String(draft.text[start..<end]) + "]" + String(draft.text[end...])
        return "\(label): \(marked)"
    }

    /// Edits a draft for a command: `type TEXT` types at the cursor, `cursor N` puts the cursor
    /// after the `N`th UTF-16 unit (clamped), `clear` empties it. `nil` for other commands.
    public static func edit(_ draft: inout PageViewState.TextDraft, command input: String) -> [String]? {
        let words = input.split(separator: " ", maxSplits: 1).map(String.init)
        switch words.first?.lowercased() {
        case "type":
            draft.replaceSelection(with: words.count > 1 ? words[1] : "")
            return []
        case "cursor":
            guard words.count > 1, let position = Int(words[1].trimmingCharacters(in: .whitespaces)) else { return ["Usage: cursor N"] }
            draft.select(NSRange(location: max(position, 0), length: 0))
            return []
        case "clear":
            draft = PageViewState.TextDraft()
            return []
        default:
            return nil
        }
    }

    /// Scrolls for a command: `down`, `up` (a window), `jump N` (to the `N`th issue). `nil` for
    /// other commands.
    public func scroll(_ anchor: inout PageViewState.ScrollAnchor, command input: String) -> [String]? {
        let words = input.split(separator: " ").map(String.init)
        switch words.first?.lowercased() {
        case "down":
            anchor = self.anchor(from: anchor, movedBy: Self.windowSize)
            return []
        case "up":
            anchor = self.anchor(from: anchor, movedBy: -Self.windowSize)
            return []
        case "jump":
            guard words.count > 1, let number = Int(words[1]) else { return ["Usage: jump N"] }
            anchor = self.anchor(at: number == Int.min ? 0 : number - 1)
            return []
        default:
            return nil
        }
    }
}
