public import Foundation

/// What a toolkit adapter saves from inside a page that opts in: its list's scroll anchor and
/// selection, the drafts of its text inputs, and values of the app's own that its views keep
/// (SwiftUI's `@RouteStorage`), under keys of Revive's own.
///
/// The UIKit adapter reads a view controller's table view and text views into a
/// `PageViewState`, saves it with the controller's `@Preserved` values, and on restore
/// resolves it against the table's data source and writes it back. All the logic is here,
/// where it is tested on Linux; the adapter only reads and writes UIKit's properties.
///
/// ```swift
/// var viewState = PageViewState()
/// viewState.anchor = PageViewState.ScrollAnchor(itemIdentifier: "comic-41", index: 40, offset: 12)
/// viewState.drafts["comment"] = PageViewState.TextDraft(text: "Great", selectedRange: NSRange(location: 5, length: 0))
/// try viewState.encode(into: &state)               // keys "revive.anchor", "revive.draft.comment"
/// let (back, issues) = PageViewState.decode(from: state)
/// ```
///
/// The keys start with `revive.`; a page's own `@Preserved` keys should not.
public struct PageViewState: Hashable {
    /// The list's or scroll view's place, or `nil` when the page has none.
    public var anchor: ScrollAnchor?
    /// The list's selected items, or `nil` when the page has no list.
    public var selection: ItemSelection?
    /// The drafts of the page's text inputs, by the names the app gives them.
    public var drafts: [String: TextDraft]
    /// Values of the app's own that the page's views keep (any `Codable` value, encoded), by
    /// the names the app gives them.
    public var values: [String: StateValue]

    /// Nothing saved.
    public init(anchor: ScrollAnchor? = nil, selection: ItemSelection? = nil, drafts: [String: TextDraft] = [:], values: [String: StateValue] = [:]) {
        self.anchor = anchor
        self.selection = selection
        self.drafts = drafts
        self.values = values
    }

    /// Whether there is nothing to save.
    public var isEmpty: Bool { anchor == nil && selection == nil && drafts.isEmpty && values.isEmpty }

    /// The key of the scroll anchor.
    public static let anchorKey = "revive.anchor"
    /// The key of the selection.
    public static let selectionKey = "revive.selection"
    /// The prefix of each draft's key; the draft's name follows it.
    public static let draftKeyPrefix = "revive.draft."
    /// The prefix of each of the app's values' key; the value's name follows it.
    public static let valueKeyPrefix = "revive.value."
}

// MARK: - Saving and reading

extension PageViewState {
    /// Adds this view state to a page's state; an empty selection and a top anchor are saved too,
    /// so that a restore puts the list back at its top rather than where a default would.
    ///
    /// - Parameter state: The page's state, holding its `@Preserved` values.
    /// - Throws: ``ReviveError`` when a value cannot be encoded (never for these types).
    public func encode(into state: inout PageState) throws(ReviveError) {
        if let anchor { try state.encode(anchor, forKey: Self.anchorKey) }
        if let selection { try state.encode(selection, forKey: Self.selectionKey) }
        for (name, draft) in drafts.sorted(by: { $0.key < $1.key }) {
            try state.encode(draft, forKey: Self.draftKeyPrefix + name)
        }
        for (name, value) in values { state[Self.valueKeyPrefix + name] = value }
    }

    /// Reads the view state saved in a page's state.
    ///
    /// Not an error: a page saved without view state reads as empty. A value of the wrong shape
    /// is left out and reported, as a defaulted `@Preserved` value would be.
    ///
    /// - Parameter state: The page's saved state.
    /// - Returns: The view state, and the keys that could not be read, with why.
    public static func decode(from state: PageState) -> (viewState: PageViewState, unreadable: [(key: String, reason: String)]) {
        var viewState = PageViewState()
        var unreadable: [(key: String, reason: String)] = []
        func read<Value: Decodable>(_ type: Value.Type, _ key: String) -> Value? {
            do {
                return try state.decodeIfPresent(type, forKey: key)
            } catch {
                unreadable.append((key, error.message))
                return nil
            }
        }
        viewState.anchor = read(ScrollAnchor.self, anchorKey)
        viewState.selection = read(ItemSelection.self, selectionKey)
        for key in state.keys where key.hasPrefix(draftKeyPrefix) {
            viewState.drafts[String(key.dropFirst(draftKeyPrefix.count))] = read(TextDraft.self, key)
        }
        for key in state.keys where key.hasPrefix(valueKeyPrefix) {
            viewState.values[String(key.dropFirst(valueKeyPrefix.count))] = state[key]
        }
        return (viewState, unreadable)
    }
}

// MARK: - What a look hashes

extension PageViewState {
    /// Whether `key` is one this view state is saved under: the anchor's, the selection's, a
    /// draft's or one of the app's values'.
    static func isViewStateKey(_ key: String) -> Bool {
        key.hasPrefix("revive.")
            && (key == anchorKey || key == selectionKey || key.hasPrefix(draftKeyPrefix) || key.hasPrefix(valueKeyPrefix))
    }

    /// Feeds `hasher` the view-state entries of `state`, keys and values, in key order: the
    /// default `CapturableHierarchy/hashViewState(of:into:)`. The `@Preserved` values are left
    /// out; a look sees their changes through their generation.
    static func hashViewState(in state: PageState, into hasher: inout Hasher) {
        for entry in state.entries where isViewStateKey(entry.key) {
            hasher.combine(entry)
        }
    }
}

// MARK: - Lists of sections

extension PageViewState {
    /// A list of sections of rows, as a table or collection view shows one: flat item places
    /// to and from index paths, so that an anchor's place survives sections.
    ///
    /// ```swift
    /// let list = PageViewState.Sections(rowCounts: [3, 5])
    /// list.index(of: IndexPath(row: 1, section: 1))   // 4
    /// list.indexPath(at: 4)                           // [1, 1]
    /// ```
    public struct Sections: Hashable, Sendable {
        /// The number of rows of each section.
        public let rowCounts: [Int]

        /// Creates the list; negative counts read as empty sections.
        public init(rowCounts: [Int]) {
            self.rowCounts = rowCounts.map { max($0, 0) }
        }

        /// How many rows all sections hold.
        public var count: Int { rowCounts.reduce(0, +) }

        /// The flat place of the row at `indexPath`, or `nil` when there is no such row.
        public func index(of indexPath: IndexPath) -> Int? {
            guard indexPath.count == 2, rowCounts.indices.contains(indexPath[0]),
                  (0..<rowCounts[indexPath[0]]).contains(indexPath[1]) else { return nil }
            return rowCounts[..<indexPath[0]].reduce(0, +) + indexPath[1]
        }

        /// The index path of the row at flat place `index`, or `nil` when there is no such row.
        public func indexPath(at index: Int) -> IndexPath? {
            guard index >= 0 else { return nil }
            var remaining = index
            for (section, rows) in rowCounts.enumerated() {
                if remaining < rows { return IndexPath(indexes: [section, remaining]) }
                remaining -= rows
            }
            return nil
        }
    }
}

extension PageViewState: Sendable {}
