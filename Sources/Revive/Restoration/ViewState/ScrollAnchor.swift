import Foundation

extension PageViewState {
    /// Where the user was in a long list: the identifier of the first visible item and how far
    /// into it the list was scrolled, not a pixel offset.
    ///
    /// A pixel offset is wrong as soon as the data changes, the device rotates or the text size
    /// changes; an item identifier is not. This is what UIKit saves through
    /// `UIDataSourceModelAssociation` and Compose through `LazyListState`'s saver. Declare it like
    /// any other preserved value, and resolve it against the items the page shows now:
    ///
    /// ```swift
    /// final class LibraryPage: Page {
    ///     @Preserved var list = PageViewState.ScrollAnchor()
    ///
    ///     override func decodeRevivableState(from state: PageState) throws {
    ///         let landing = list.resolve(in: comics.map(\.id.description))
    ///         firstVisible = landing.index ?? 0          // the same comic, wherever it is now
    ///     }
    /// }
    /// ```
    ///
    /// The item's place when it was saved (``itemIndex``) is kept too: when the item is gone, the
    /// list lands on the item that now holds that place — the nearest survivor — or on the top of
    /// an empty list, and the ``Resolution`` says so (``Resolution/fallback``). A pixel offset
    /// (``contentOffset``) is only used when the list had no item identifiers to give.
    ///
    /// Every field of a decoded anchor is checked: a negative place, a non-finite or enormous
    /// offset from a damaged file reads as the top or as a clamped offset, never as a trap.
    public struct ScrollAnchor: Hashable {
        /// The largest offset, in points, that an anchor keeps; larger ones are clamped.
        public static let maximumOffset = 10_000_000.0

        /// The identifier of the first visible item, or `nil` when the list is at its top or
        /// identifies nothing.
        public var itemIdentifier: String?
        /// The first visible item's place when the anchor was taken: where the list lands when the
        /// item is gone.
        public var itemIndex: Int
        /// How far the list was scrolled into the first visible item, in points from its top edge.
        public var offset: Double
        /// The list's scroll offset in points, used only when ``itemIdentifier`` is `nil`.
        public var contentOffset: Double

        /// The top of the list.
        public init() {
            self.itemIdentifier = nil
            self.itemIndex = 0
            self.offset = 0
            self.contentOffset = 0
        }

        /// An anchor on an item.
        ///
        /// - Parameters:
        ///   - itemIdentifier: The first visible item's identifier (its model identifier, not its row).
        ///   - index: Its place in the list now.
        ///   - offset: How far into it the list is scrolled, in points.
        public init(itemIdentifier: String, index: Int, offset: Double = 0) {
            self.itemIdentifier = itemIdentifier
            self.itemIndex = max(index, 0)
            self.offset = Self.clamped(offset)
            self.contentOffset = 0
        }

        /// An anchor in pixels, for a scroll view whose content has no item identifiers.
        ///
        /// - Parameter contentOffset: The scroll offset in points.
        public init(contentOffset: Double) {
            self.init()
            self.contentOffset = Self.clamped(contentOffset)
        }

        /// Whether the anchor is the top of the list.
        public var isTop: Bool { itemIdentifier == nil && contentOffset == 0 }

        /// A finite offset between 0 and ``maximumOffset``; anything else from a file reads as 0.
        static func clamped(_ offset: Double) -> Double {
            guard offset.isFinite, offset > 0 else { return 0 }
            return min(offset, maximumOffset)
        }
    }
}

// MARK: - Resolving against the current items

extension PageViewState.ScrollAnchor {
    /// Where a restored anchor lands on the list as it is now.
    public struct Resolution: Hashable, Sendable {
        /// Why an anchor did not land on its own item.
        public enum Fallback: String, Hashable, Sendable {
            /// The anchored item is gone: the list shows the nearest surviving item.
            case anchorMoved
            /// The anchored item is gone and no item can take its place: the list shows its top.
            case anchorReset
        }

        /// The place to scroll to.
        public enum Landing: Hashable, Sendable {
            /// The item at `index` (identified by `itemIdentifier`), scrolled `offset` points into it.
            case item(index: Int, itemIdentifier: String, offset: Double)
            /// A pixel offset: the anchor had no item identifier.
            case contentOffset(Double)
            /// The top of the list.
            case top
        }

        /// Where the list lands.
        public let landing: Landing
        /// Why it did not land where it was saved, or `nil` when it did.
        public let fallback: PageViewState.ScrollAnchor.Resolution.Fallback?
        /// A readable explanation of ``fallback``, quoting the saved identifier.
        public let message: String?

        /// The index of the item the list lands on, or `nil` for the top or a pixel offset.
        public var index: Int? {
            if case .item(let index, _, _) = landing { return index }
            return nil
        }

        /// The anchor after landing: saving it again keeps the place the user now sees.
        public var anchor: PageViewState.ScrollAnchor {
            switch landing {
            case .item(let index, let identifier, let offset): PageViewState.ScrollAnchor(itemIdentifier: identifier, index: index, offset: offset)
            case .contentOffset(let pixels): PageViewState.ScrollAnchor(contentOffset: pixels)
            case .top: PageViewState.ScrollAnchor()
            }
        }
    }

    /// Finds where this anchor lands among the items a list shows now.
    ///
    /// The same item wherever it moved (rows inserted above do not shift the user); when it is
    /// gone, the item now at its saved place or the last item — the nearest survivor — at its
    /// top edge; the top when the list is empty. Not an error: an anchor with no identifier
    /// lands on its pixel offset, or on the top.
    ///
    /// ```swift
    /// let landing = anchor.resolve(in: ["c1", "new", "c2", "c3"])   // saved on "c2" at 1
    /// landing.index                                                  // 2
    /// ```
    ///
    /// - Parameter identifiers: The identifiers of the items in display order.
    /// - Returns: The landing place, and why it moved when it did.
    public func resolve(in identifiers: [String]) -> Resolution {
        resolve(itemCount: identifiers.count,
                indexOf: { identifier in identifiers.firstIndex(of: identifier) },
                identifierAt: { index in identifiers[index] })
    }

    /// Finds where this anchor lands, asking the app's data for identifiers the way
    /// `UIDataSourceModelAssociation` does: an index for an identifier, an identifier for an index.
    ///
    /// ```swift
    /// let landing = anchor.resolve(itemCount: comics.count,
    ///                              indexOf: { id in comics.firstIndex { $0.id == id } },
    ///                              identifierAt: { comics[$0].id })
    /// ```
    ///
    /// - Parameters:
    ///   - itemCount: How many items the list shows now.
    ///   - indexOf: The index of the item with an identifier, or `nil` when it is gone. An index
    ///     outside `0..<itemCount` counts as gone.
    ///   - identifierAt: The identifier of the item at an index in `0..<itemCount`, or `nil`
    ///     when the app cannot name it.
    /// - Returns: The landing place, and why it moved when it did.
    public func resolve(itemCount: Int, indexOf: (String) -> Int?, identifierAt: (Int) -> String?) -> Resolution {
        guard let saved = itemIdentifier else {
            let pixels = Self.clamped(contentOffset)
            return Resolution(landing: pixels > 0 ? .contentOffset(pixels) : .top, fallback: nil, message: nil)
        }
        if let index = indexOf(saved), (0..<max(itemCount, 0)).contains(index) {
            return Resolution(landing: .item(index: index, itemIdentifier: saved, offset: Self.clamped(offset)), fallback: nil, message: nil)
        }
        guard itemCount > 0 else {
            return Resolution(landing: .top, fallback: .anchorReset,
                              message: "the item \"\(saved)\" is gone and the list is empty; showing the top")
        }
        let nearest = min(max(itemIndex, 0), itemCount - 1)
        guard let identifier = identifierAt(nearest) else {
            return Resolution(landing: .top, fallback: .anchorReset,
                              message: "the item \"\(saved)\" is gone and the item at \(nearest) has no identifier; showing the top")
        }
        return Resolution(landing: .item(index: nearest, itemIdentifier: identifier, offset: 0), fallback: .anchorMoved,
                          message: "the item \"\(saved)\" is gone; showing the nearest item \"\(identifier)\" at \(nearest)")
    }
}

// MARK: - Coding

extension PageViewState.ScrollAnchor: Codable {
    private enum CodingKeys: String, CodingKey {
        case itemIdentifier = "id", itemIndex = "index", offset, contentOffset = "pixels"
    }

    /// Reads an anchor, clamping what a damaged file could hold: a negative place reads as 0,
    /// a non-finite or enormous offset as 0 or ``maximumOffset``. Missing fields are the top.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.itemIdentifier = try container.decodeIfPresent(String.self, forKey: .itemIdentifier)
        self.itemIndex = max(try container.decodeIfPresent(Int.self, forKey: .itemIndex) ?? 0, 0)
        self.offset = Self.clamped(try container.decodeIfPresent(Double.self, forKey: .offset) ?? 0)
        self.contentOffset = Self.clamped(try container.decodeIfPresent(Double.self, forKey: .contentOffset) ?? 0)
    }

    /// Writes only what is set: an anchor at the top is an empty dictionary.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(itemIdentifier, forKey: .itemIdentifier)
        if itemIndex != 0 { try container.encode(itemIndex, forKey: .itemIndex) }
        if offset != 0 { try container.encode(offset, forKey: .offset) }
        if contentOffset != 0 { try container.encode(contentOffset, forKey: .contentOffset) }
    }
}

extension PageViewState.ScrollAnchor: Sendable {}
