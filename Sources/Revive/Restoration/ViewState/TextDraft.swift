public import Foundation

extension PageViewState {
    /// Text the user was typing and where the cursor or selection was in it.
    ///
    /// Flutter's `RestorableTextEditingController` and a `UITextView`'s `text` + `selectedRange`,
    /// as one preserved value. The selection is counted in UTF-16 code units, as `NSRange` and
    /// `UITextView.selectedRange` count it, so it passes to and from UIKit unchanged.
    ///
    /// ```swift
    /// final class CommentPage: Page {
    ///     @Preserved var comment = PageViewState.TextDraft()
    /// }
    /// page.comment = PageViewState.TextDraft(text: "Great issue!", selectedRange: NSRange(location: 6, length: 0))
    /// ```
    ///
    /// The selection always lies inside the text: setting or decoding one beyond the end clamps it
    /// to the end, and one that would split a character moves to the character's edge. A damaged
    /// file never yields a range UIKit would throw on.
    public struct TextDraft: Hashable {
        /// The text.
        public var text: String {
            didSet { selectedRange = Self.clamp(selectedRange, to: text) }
        }
        /// The selection, in UTF-16 code units; a length of 0 is the cursor.
        public private(set) var selectedRange: NSRange

        /// An empty draft.
        public init() {
            self.text = ""
            self.selectedRange = NSRange(location: 0, length: 0)
        }

        /// A draft with its selection; the cursor at the end when no selection is given.
        ///
        /// - Parameters:
        ///   - text: The text.
        ///   - selectedRange: The selection in UTF-16 code units, clamped to the text.
        public init(text: String, selectedRange: NSRange? = nil) {
            self.text = text
            self.selectedRange = Self.clamp(selectedRange ?? NSRange(location: text.utf16.count, length: 0), to: text)
        }

        /// Whether there is no text.
        public var isEmpty: Bool { text.isEmpty }

        /// The cursor's place (the selection's end), in UTF-16 code units.
        public var cursor: Int { selectedRange.location + selectedRange.length }

        /// Sets the selection, clamped to the text.
        ///
        /// - Parameter range: The selection in UTF-16 code units.
        public mutating func select(_ range: NSRange) {
            selectedRange = Self.clamp(range, to: text)
        }

        /// Replaces the selection with `string` and puts the cursor after it, as typing does.
        ///
        /// ```swift
        /// var draft = PageViewState.TextDraft(text: "Gret", selectedRange: NSRange(location: 3, length: 0))
        /// draft.replaceSelection(with: "a")   // "Great", cursor at 4
        /// ```
        ///
        /// - Parameter string: The typed text; empty deletes the selection.
        public mutating func replaceSelection(with string: String) {
            let utf16 = text.utf16
            let start = utf16.index(utf16.startIndex, offsetBy: selectedRange.location)
            let end = utf16.index(start, offsetBy: selectedRange.length)
            let cursor = selectedRange.location + string.utf16.count
            text = String(text[..<start]) + string + String(text[end...])
            select(NSRange(location: cursor, length: 0))
        }

        /// The selection as a range of the text's indices, for APIs that take one (SwiftUI's
        /// `TextSelection`).
        public var selection: Range<String.Index> {
            let utf16 = text.utf16
            let start = utf16.index(utf16.startIndex, offsetBy: selectedRange.location)
            let end = utf16.index(start, offsetBy: selectedRange.length)
            return start..<end
        }

        /// Sets the selection from a range of the text's indices.
        ///
        /// - Parameter range: A range of indices of ``text``; one from another string is clamped.
        public mutating func select(_ range: Range<String.Index>) {
            let utf16 = text.utf16
            let lower = min(max(range.lowerBound, utf16.startIndex), utf16.endIndex)
            let upper = min(max(range.upperBound, lower), utf16.endIndex)
            let location = utf16.distance(from: utf16.startIndex, to: lower)
            select(NSRange(location: location, length: utf16.distance(from: lower, to: upper)))
        }

        /// `range` inside `text`: both ends between 0 and the UTF-16 length, widened to the edges
        /// of the characters they fall in.
        static func clamp(_ range: NSRange, to text: String) -> NSRange {
            let count = text.utf16.count
            let start = min(max(range.location, 0), count)
            let end = start + min(max(range.length, 0), count - start)
            let lower = edge(start, in: text, up: false)
            let upper = max(edge(end, in: text, up: true), lower)
            return NSRange(location: lower, length: upper - lower)
        }

        /// `offset` moved to the start (or, going `up`, the end) of the character it falls in.
        private static func edge(_ offset: Int, in text: String, up: Bool) -> Int {
            let utf16 = text.utf16
            var index = utf16.index(utf16.startIndex, offsetBy: offset)
            // The start and the end are always edges, so both loops stop.
            while index.samePosition(in: text) == nil {
                index = up ? utf16.index(after: index) : utf16.index(before: index)
            }
            return utf16.distance(from: utf16.startIndex, to: index)
        }
    }
}

// MARK: - Coding

extension PageViewState.TextDraft: Codable {
    private enum CodingKeys: String, CodingKey {
        case text, location = "at", length = "length"
    }

    /// Reads a draft; a selection outside the text is clamped to it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decodeIfPresent(String.self, forKey: .text) ?? ""
        let location = try container.decodeIfPresent(Int.self, forKey: .location) ?? text.utf16.count
        let length = try container.decodeIfPresent(Int.self, forKey: .length) ?? 0
        self.init(text: text, selectedRange: NSRange(location: location, length: length))
    }

    /// Writes the text and the selection; an empty length is left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(selectedRange.location, forKey: .location)
        if selectedRange.length != 0 { try container.encode(selectedRange.length, forKey: .length) }
    }
}

extension PageViewState.TextDraft: Sendable {}
