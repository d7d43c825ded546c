/// A page that puts its restored scroll anchors and selections back on the data it shows now.
///
/// A ``ScrollAnchor`` or ``ItemSelection`` comes back from the file as it was saved; only the
/// page knows its items. Adopt this protocol to resolve them once the page's values are
/// restored — after `@Preserved` values and the custom decoding hook — and return what moved,
/// so that the ``RestoreReport`` lists it as a ``RestoreReport/Item/Kind/movedViewState`` item.
/// Text drafts need nothing: a ``TextDraft`` comes back whole.
///
/// ```swift
/// final class LibraryPage: Page, ViewStateRestoring {
///     @Preserved var list = ScrollAnchor()
///     @Preserved var selected = ItemSelection()
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
@MainActor
public protocol ViewStateRestoring: AnyObject {
    /// Resolves the restored anchors and selections against the page's current items.
    /// - Returns: What did not come back where it was saved; empty when everything did.
    func restoreViewState() -> [RestoreReport.Item]
}
