extension PageViewState {
    /// The items the user selected, by identifier, not by row.
    ///
    /// A table view's `indexPathsForSelectedRows`, Flutter's restorable selected indexes — kept as
    /// model identifiers, so that rows inserted or removed above do not select the wrong items.
    ///
    /// ```swift
    /// final class LibraryPage: Page {
    ///     @Preserved var selected = PageViewState.ItemSelection()
    /// }
    /// page.selected = PageViewState.ItemSelection(["comic-42"])
    /// let restored = page.selected.resolve(in: comics.map(\.id))   // rows of the same comics now
    /// ```
    ///
    /// Identifiers keep the order they were selected in and appear once.
    public struct ItemSelection: Hashable {
        /// The selected items' identifiers, in the order they were selected.
        public private(set) var identifiers: [String]

        /// Nothing selected.
        public init() {
            self.identifiers = []
        }

        /// Items selected, duplicates dropped.
        ///
        /// - Parameter identifiers: The selected items' identifiers.
        public init(_ identifiers: [String]) {
            self.identifiers = []
            for identifier in identifiers { insert(identifier) }
        }

        /// Whether nothing is selected.
        public var isEmpty: Bool { identifiers.isEmpty }

        /// Whether an item is selected.
        public func contains(_ identifier: String) -> Bool { identifiers.contains(identifier) }

        /// Selects an item; selecting it again does nothing.
        public mutating func insert(_ identifier: String) {
            if !identifiers.contains(identifier) { identifiers.append(identifier) }
        }

        /// Deselects an item.
        public mutating func remove(_ identifier: String) {
            identifiers.removeAll { $0 == identifier }
        }
    }
}

// MARK: - Resolving against the current items

extension PageViewState.ItemSelection {
    /// The selected items found among the items a list shows now.
    public struct Resolution: Hashable, Sendable {
        /// The places of the selected items that are still there, in selection order.
        public let indices: [Int]
        /// The selection of the items still there: saving it again drops the missing ones.
        public let selection: PageViewState.ItemSelection
        /// The identifiers of selected items that are gone.
        public let missing: [String]
    }

    /// Finds the selected items among the items a list shows now.
    ///
    /// Not an error: a selected item that is gone is deselected and listed in ``Resolution/missing``.
    ///
    /// - Parameter identifiers: The identifiers of the items in display order.
    /// - Returns: Their places, and the items that are gone.
    public func resolve(in identifiers: [String]) -> Resolution {
        var places: [String: Int] = [:]
        for (index, identifier) in identifiers.enumerated() where places[identifier] == nil {
            places[identifier] = index
        }
        return resolve(indexOf: { places[$0] })
    }

    /// Finds the selected items, asking the app's data for each one's place the way
    /// `UIDataSourceModelAssociation`'s `indexPathForElement(withModelIdentifier:in:)` does.
    ///
    /// - Parameter indexOf: The place of the item with an identifier, or `nil` when it is gone.
    /// - Returns: Their places, and the items that are gone.
    public func resolve(indexOf: (String) -> Int?) -> Resolution {
        var indices: [Int] = []
        var kept: [String] = []
        var missing: [String] = []
        for identifier in identifiers {
            if let index = indexOf(identifier), index >= 0 {
                indices.append(index)
                kept.append(identifier)
            } else {
                missing.append(identifier)
            }
        }
        return Resolution(indices: indices, selection: PageViewState.ItemSelection(kept), missing: missing)
    }
}

// MARK: - Coding

extension PageViewState.ItemSelection: Codable {
    /// Reads the identifiers; duplicates from a damaged file are dropped.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([String].self))
    }

    /// Writes the identifiers as an array.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifiers)
    }
}

extension PageViewState.ItemSelection: Sendable {}
