#if canImport(UIKit)
public import UIKit
#elseif os(Linux) && UIKitStandIn
public import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
public import Revive

/// A view controller whose scroll position, list selection and text drafts come back with it:
/// the opt-in to Revive's view state.
///
/// Adopt it and name the views; nothing else. ``WindowHierarchy`` saves the anchor of
/// ``revivableScrollView`` — a table or collection view's first visible row by its model
/// identifier plus the offset into it, a plain scroll view's offset in points, both measured
/// from where the visible content begins (below a navigation bar: `contentOffset.y +
/// adjustedContentInset.top`), so that the same item comes back whatever the insets are — the selected
/// rows or items by model identifier, and the text and selected range of each named text view
/// and field. The model identifiers come from the list's data source, or the view controller,
/// adopting UIKit's own `UIDataSourceModelAssociation`; without it the list comes back by offset only.
///
/// ```swift
/// final class LibraryViewController: UITableViewController, RevivableViewState, UIDataSourceModelAssociation {
///     var revivableScrollView: UIScrollView? { tableView }
///     var revivableTextFields: [String: UITextField] { ["search": searchField] }
///
///     func modelIdentifierForElement(at idx: IndexPath, in view: UIView) -> String? { comics[idx.row].id }
///     func indexPathForElement(withModelIdentifier identifier: String, in view: UIView) -> IndexPath? {
///         comics.firstIndex { $0.id == identifier }.map { IndexPath(row: $0, section: 0) }
///     }
/// }
/// ```
///
/// A view controller whose view never loaded saves no view state: there is nothing on screen to
/// come back to. On restore the view is loaded, the saved anchor and selection are resolved against the data
/// source as it is now — rows inserted above do not move the user; a deleted row lands on the
/// nearest survivor with a `Revive/RestoreReport/Item/Kind/movedViewState` report item — and
/// applied once the restored tree is on screen; the drafts come back with the view. Revive never sets
/// a `restorationIdentifier` and never calls UIKit's `encodeRestorableState(with:)`: UIKit's own
/// state restoration stays off.
///
/// It is UIKit's shell of the engine's one view-state protocol, `Revive/ViewStateRestoring`:
/// naming the views is all it adds. A view controller that also preserves anchors or selections
/// of its own with `@Preserved` resolves them in `restoreViewState()`, as any page does; by
/// default that returns nothing.
@MainActor
public protocol RevivableViewState: ViewStateRestoring {
    /// The scroll view, table view or text view whose place comes back; `nil` (the default) for none.
    var revivableScrollView: UIScrollView? { get }
    /// The text views whose text and selected range come back, by names of the app's that stay
    /// stable across versions; none by default.
    var revivableTextViews: [String: UITextView] { get }
    /// The text fields whose text and selection come back, by stable names; none by default.
    var revivableTextFields: [String: UITextField] { get }
}

extension RevivableViewState {
    /// No scroll view.
    public var revivableScrollView: UIScrollView? { nil }
    /// No text views.
    public var revivableTextViews: [String: UITextView] { [:] }
    /// No text fields.
    public var revivableTextFields: [String: UITextField] { [:] }
    /// Nothing of its own to resolve: the adapter resolves what it reads from the views.
    public func restoreViewState() -> [RestoreReport.Item] { [] }
}

/// A weak reference, for the adapter's bookkeeping of view controllers it does not own.
struct Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}

/// A saved view state resolved against the data it lands on, ready to write into the views.
struct ResolvedViewState {
    var landing: PageViewState.ScrollAnchor.Resolution.Landing?
    var selectedRows: [IndexPath]?
    var drafts: [String: PageViewState.TextDraft]
}

extension RevivableViewState {
    /// The table or collection view and the model association that names its rows, when there are both.
    private var modelAssociatedList: (list: any RevivableListView, association: any UIDataSourceModelAssociation)? {
        guard let list = revivableScrollView as? any RevivableListView,
              let association = list.modelAssociation ?? (self as? any UIDataSourceModelAssociation)
        else { return nil }
        return (list, association)
    }

    /// What the views show now.
    func captureViewState() -> PageViewState {
        var viewState = PageViewState()
        if let (list, association) = modelAssociatedList {
            let sections = list.listSections
            if let first = list.firstVisibleIndexPath, let index = sections.index(of: first), let frame = list.frame(of: first),
               let identifier = association.modelIdentifierForElement(at: first, in: list) {
                viewState.anchor = PageViewState.ScrollAnchor(itemIdentifier: identifier, index: index, offset: Double(list.visibleContentTop - frame.minY))
            } else {
                viewState.anchor = PageViewState.ScrollAnchor(contentOffset: Double(list.visibleContentTop))
            }
            viewState.selection = PageViewState.ItemSelection(list.selectedIndexPaths.compactMap { association.modelIdentifierForElement(at: $0, in: list) })
        } else if let scrollView = revivableScrollView {
            viewState.anchor = PageViewState.ScrollAnchor(contentOffset: Double(scrollView.visibleContentTop))
        }
        viewState.drafts = currentDrafts()
        return viewState
    }

    /// Each named text view's and text field's contents and selection, as they are now.
    private func currentDrafts() -> [String: PageViewState.TextDraft] {
        var drafts: [String: PageViewState.TextDraft] = [:]
        for (name, textView) in revivableTextViews {
            drafts[name] = PageViewState.TextDraft(text: textView.text ?? "", selectedRange: textView.selectedRange)
        }
        for (name, field) in revivableTextFields {
            drafts[name] = PageViewState.TextDraft(text: field.text ?? "", selectedRange: Self.selectedRange(of: field))
        }
        return drafts
    }

    /// One named text's hash: its name, contents and selection (`-1` when it has none).
    private static func draftHash(_ name: String, _ text: String?, _ selection: NSRange?) -> Int {
        var hasher = Hasher()
        hasher.combine(name)
        hasher.combine(text ?? "")
        hasher.combine(selection?.location ?? -1)
        hasher.combine(selection?.length ?? -1)
        return hasher.finalize()
    }

    /// A text field's selection as a range of characters, or `nil` when it has none.
    private static func selectedRange(of field: UITextField) -> NSRange? {
        guard let selected = field.selectedTextRange else { return nil }
        let start = field.offset(from: field.beginningOfDocument, to: selected.start)
        return NSRange(location: start, length: field.offset(from: selected.start, to: selected.end))
    }

    /// Feeds `hasher` what ``captureViewState()`` would read, without reading the data source:
    /// the scroll offset, the selected rows and each named text's contents and selection. The
    /// window's cheap look at what changed (`Revive/CapturableHierarchy/hashViewState(of:into:)`).
    func hashViewState(into hasher: inout Hasher) {
        if let scrollView = revivableScrollView {
            hasher.combine(scrollView.contentOffset.x)
            hasher.combine(scrollView.contentOffset.y)
            if let list = scrollView as? any RevivableListView { hasher.combine(list.selectedIndexPaths) }
        }
        // What `currentDrafts()` holds, with no dictionary or draft made: each text hashed on
        // its own and the hashes summed, so that the order the app's dictionaries list them in
        // does not count (a dictionary hashes its elements so).
        var texts = 0
        for (name, textView) in revivableTextViews {
            texts &+= Self.draftHash(name, textView.text, textView.selectedRange)
        }
        for (name, field) in revivableTextFields {
            texts &+= Self.draftHash(name, field.text, Self.selectedRange(of: field))
        }
        hasher.combine(texts)
    }

    /// `saved` resolved against the data the views show now, and what moved.
    func resolve(_ saved: PageViewState) -> (ResolvedViewState, [RestoreReport.Item]) {
        var resolved = ResolvedViewState(landing: nil, selectedRows: nil, drafts: saved.drafts)
        var issues: [RestoreReport.Item] = []
        if let (list, association) = modelAssociatedList {
            let sections = list.listSections
            let indexOf = { (identifier: String) in
                association.indexPathForElement(withModelIdentifier: identifier, in: list).flatMap(sections.index(of:))
            }
            if let anchor = saved.anchor {
                let landing = anchor.resolve(itemCount: sections.count, indexOf: indexOf, identifierAt: { index in
                    sections.indexPath(at: index).flatMap { association.modelIdentifierForElement(at: $0, in: list) }
                })
                resolved.landing = landing.landing
                issues += landing.issue(key: PageViewState.anchorKey).map { [$0] } ?? []
            }
            if let selection = saved.selection {
                let rows = selection.resolve(indexOf: indexOf)
                resolved.selectedRows = rows.indices.compactMap(sections.indexPath(at:))
                issues += rows.issue(key: PageViewState.selectionKey).map { [$0] } ?? []
            }
        } else if let anchor = saved.anchor {
            resolved.landing = anchor.resolve(in: []).landing
        }
        return (resolved, issues)
    }

    /// Writes a resolved view state into the views.
    func apply(_ resolved: ResolvedViewState) {
        if let landing = resolved.landing, let scrollView = revivableScrollView {
            // Measured from where the visible content begins (below a navigation bar), so the
            // same item comes back whatever the adjusted content inset is now; the safe area
            // is up to date only after layout.
            scrollView.layoutIfNeeded()
            switch landing {
            case .item(let index, _, let offset):
                if let list = scrollView as? any RevivableListView, let indexPath = list.listSections.indexPath(at: index),
                   let frame = list.frame(of: indexPath) {
                    list.scrollVisibleContentTop(to: frame.minY + CGFloat(max(offset, 0)), clamped: true)
                }
            case .contentOffset(let pixels):
                scrollView.scrollVisibleContentTop(to: CGFloat(pixels), clamped: false)
            case .top:
                scrollView.scrollVisibleContentTop(to: 0, clamped: false)
            }
        }
        if let rows = resolved.selectedRows, let list = revivableScrollView as? any RevivableListView {
            list.select(rows)
        }
        guard !resolved.drafts.isEmpty else { return }
        let textViews = revivableTextViews
        let fields = revivableTextFields
        for (name, draft) in resolved.drafts {
            if let textView = textViews[name] {
                textView.text = draft.text
                textView.selectedRange = draft.selectedRange
            } else if let field = fields[name] {
                field.text = draft.text
                let start = field.position(from: field.beginningOfDocument, offset: draft.selectedRange.location)
                let end = field.position(from: field.beginningOfDocument, offset: draft.cursor)
                if let start, let end { field.selectedTextRange = field.textRange(from: start, to: end) }
            }
        }
    }
}
#endif
