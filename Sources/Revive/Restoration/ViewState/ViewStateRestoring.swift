/// A page that puts its restored scroll anchors and selections back on the data it shows now.
///
/// A ``PageViewState/ScrollAnchor`` or ``PageViewState/ItemSelection`` comes back from the file as it was saved; only the
/// page knows its items. Adopt this protocol to resolve them once the page's values are
/// restored — after `@Preserved` values and the custom decoding hook — and return what moved,
/// so that the ``RestoreReport`` lists it as a ``RestoreReport/Item/Kind/movedViewState`` item.
/// Text drafts need nothing: a ``PageViewState/TextDraft`` comes back whole.
///
/// ```swift
/// final class LibraryPage: Page, ViewStateRestoring {
///     @Preserved var list = PageViewState.ScrollAnchor()
///     @Preserved var selected = PageViewState.ItemSelection()
///
///     func restoreViewState() -> [RestoreReport.Item] {
///         let ids = comics.map(\.id)
///         return [list.restore(against: ids, key: "list"),         // the same comic, wherever it is
///                 selected.restore(against: ids, key: "selected")].compactMap { $0 }
///     }
/// }
/// ```
///
/// Not an error: an anchor on a deleted item, an empty list. The page lands on the nearest
/// item or the top and says so; a restore never traps on view state and never shows a blank page.
///
/// This is the one view-state protocol. An adapter's shell refines it with what only its
/// toolkit has: UIKit's `RevivableViewState` names the scroll view and text inputs it reads
/// into a ``PageViewState``; a SwiftUI route tree keeps a ``PageViewState`` per place. The values
/// (``PageViewState/ScrollAnchor``, ``PageViewState/ItemSelection``, ``PageViewState/TextDraft``, ``PageViewState``) live in this folder.
///
/// `restoreViewState()` runs while the page is rebuilt, still detached, from the adapter's
/// ``RestorableHierarchy/decodeState(_:into:)``: after the page's `@Preserved` values and its
/// `decodeRevivableState(from:)`, and before the adapter puts the view state of its toolkit's
/// own inputs back (`restoreRevivableState(_:into:thenViewState:)`).
@MainActor
public protocol ViewStateRestoring: AnyObject {
    /// Resolves the restored anchors and selections against the page's current items.
    /// - Returns: What did not come back where it was saved; empty when everything did.
    func restoreViewState() -> [RestoreReport.Item]
}

// MARK: - Report items of resolved view state

extension PageViewState.ScrollAnchor.Resolution {
    /// The report item for a restore that did not land where it was saved, under `key`.
    ///
    /// - Parameter key: The key the anchor is preserved under.
    /// - Returns: A ``RestoreReport/Item/Kind/movedViewState`` item, or `nil` when the anchor
    ///   landed on its own item.
    public func issue(key: String) -> RestoreReport.Item? {
        guard fallback != nil, let message else { return nil }
        return RestoreReport.Item(.movedViewState, key: key, reason: message)
    }
}

extension PageViewState.ScrollAnchor {
    /// Moves this restored anchor to where it lands among the items shown now, and returns the
    /// report item when that is not where it was saved: what a ``ViewStateRestoring`` page
    /// calls for each anchor it preserves.
    ///
    /// ```swift
    /// func restoreViewState() -> [RestoreReport.Item] {
    ///     [list.restore(against: comics.map(\.id), key: "list")].compactMap { $0 }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - identifiers: The identifiers of the items in display order.
    ///   - key: The key the anchor is preserved under, for the report.
    /// - Returns: A ``RestoreReport/Item/Kind/movedViewState`` item when the anchor moved, or `nil`.
    @discardableResult
    public mutating func restore(against identifiers: [String], key: String) -> RestoreReport.Item? {
        let landing = resolve(in: identifiers)
        self = landing.anchor
        return landing.issue(key: key)
    }
}

extension PageViewState.ItemSelection.Resolution {
    /// The report item when some selected items are gone, under `key`.
    ///
    /// - Parameter key: The key the selection is preserved under.
    /// - Returns: A ``RestoreReport/Item/Kind/movedViewState`` item, or `nil` when every
    ///   selected item is still there.
    public func issue(key: String) -> RestoreReport.Item? {
        guard !missing.isEmpty else { return nil }
        let names = missing.map { "\"\($0)\"" }.joined(separator: ", ")
        let verb = missing.count == 1 ? "is" : "are"
        return RestoreReport.Item(
            .movedViewState, key: key,
            reason: "selected item\(missing.count == 1 ? "" : "s") \(names) \(verb) gone; deselected"
        )
    }
}

extension PageViewState.ItemSelection {
    /// Drops the restored selection's items that are gone, and returns the report item when
    /// there were any: what a ``ViewStateRestoring`` page calls for each selection it preserves.
    ///
    /// ```swift
    /// func restoreViewState() -> [RestoreReport.Item] {
    ///     [selected.restore(against: comics.map(\.id), key: "selected")].compactMap { $0 }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - identifiers: The identifiers of the items in display order.
    ///   - key: The key the selection is preserved under, for the report.
    /// - Returns: A ``RestoreReport/Item/Kind/movedViewState`` item when selected items are gone, or `nil`.
    @discardableResult
    public mutating func restore(against identifiers: [String], key: String) -> RestoreReport.Item? {
        let rows = resolve(in: identifiers)
        self = rows.selection
        return rows.issue(key: key)
    }
}
