/// An object that comes back after the app is killed, without subclassing `Page`: any
/// `UIViewController`, or any class a hierarchy adapter shows.
///
/// Its `@Preserved` properties, its superclasses' included, are saved and restored with no
/// code at all; adopting `Revivable` is only needed for the hooks below, and every hook has
/// a default that does nothing. The names are Revive's own, not UIKit's
/// (`encodeRestorableState(with:)`, `applicationFinishedRestoringState()`), so that UIKit's
/// own state restoration is never triggered by accident.
///
/// A class that adopts `Revivable` and is subclassed declares the hooks it needs itself, so
/// that subclasses can `override` them: a protocol's default implementation cannot be
/// overridden, and a subclass's method of the same name would never be called.
/// The headless navigator's `Page` is such a class: it adopts `Revivable` and declares every
/// hook `open`, so a page and a view controller use the same names and the same engine path.
///
/// ```swift
/// final class ComicViewController: UIViewController, Revivable {
///     @Preserved("comic_id") var comicID = 0
///     var scrollOffset = 0.0
///
///     func encodeRevivableState(into state: inout PageState) throws {
///         try state.encode(scrollOffset, forKey: "offset")
///     }
///     func decodeRevivableState(from state: PageState) throws {
///         scrollOffset = min(max(try state.decodeIfPresent(Double.self, forKey: "offset") ?? 0, 0), 1e6)
///     }
///     func revivalDidFinish() { reloadComic() }
/// }
///
/// final class UndoToastViewController: UIViewController, Revivable {
///     var isTransientPresentation: Bool { true }   // never saved, as an alert is not
/// }
/// ```
@MainActor
public protocol Revivable: AnyObject {
    /// Tells this object apart from siblings of its type, where the app wants that; `nil`
    /// (the default) identifies it by its place alone.
    var revivalIdentifier: String? { get }
    /// Adds custom values to the saved state, besides the `@Preserved` properties already in it.
    /// - Throws: Any error stops the capture and is reported with the object's type.
    func encodeRevivableState(into state: inout PageState) throws
    /// Reads the custom values; `@Preserved` properties are restored before this runs. Check
    /// ranges here: a file may be old or hostile. Throwing drops the object from the restored
    /// tree, with the error in the report.
    func decodeRevivableState(from state: PageState) throws
    /// Runs once the whole restored tree is on screen — presented pages at every depth
    /// included — before the app's "restoration finished" callback.
    func revivalDidFinish()
    /// Whether this object, when presented, is on screen only for a moment (a confirmation,
    /// a picker, a toast of the app's own): `true` keeps it out of every save, with anything
    /// it presents, and the page that presents it counts as the visible one. It is not
    /// reported as dropped either: UIKit never restores such presentations. `false` by
    /// default. UIKit's own transient presentations (alerts and action sheets, share sheets,
    /// an active search controller, popovers) are left out by `ReviveUIKit` with no marking.
    var isTransientPresentation: Bool { get }
}

extension Revivable {
    /// No identifier: the object is identified by its place.
    public var revivalIdentifier: String? { nil }
    /// Adds nothing.
    public func encodeRevivableState(into state: inout PageState) throws {}
    /// Reads nothing.
    public func decodeRevivableState(from state: PageState) throws {}
    /// Does nothing.
    public func revivalDidFinish() {}
    /// Not transient: a presented object is saved.
    public var isTransientPresentation: Bool { false }
}

extension CapturableHierarchy {
    /// The state of any object: its `@Preserved` properties, then the custom values of its
    /// ``Revivable/encodeRevivableState(into:)``. Adapters call it from ``encodeState(of:)``.
    /// - Throws: ``ReviveError`` with code `encodingFailed`, naming the object's type.
    public func revivableState(of node: Node) throws(ReviveError) -> PageState {
        try Self.revivableState(of: node, hooks: node as? any Revivable)
    }

    /// Gives any object its saved `@Preserved` values, then its custom values through
    /// ``Revivable/decodeRevivableState(from:)``, then, for a ``ViewStateRestoring`` object, its
    /// ``ViewStateRestoring/restoreViewState()``. Adapters call it from
    /// ``RestorableHierarchy/decodeState(_:into:)``; one that puts view state of its toolkit's own
    /// back calls `restoreRevivableState(_:into:thenViewState:)`, whose hook runs after all of these.
    /// - Returns: The values that kept their defaults and the view states that moved, and why.
    /// - Throws: ``ReviveError`` with code `unreadableState` when the custom decoding threw.
    public func restoreRevivableState(_ state: PageState, into node: Node) throws(ReviveError) -> [RestoreReport.Item] {
        try Self.restoreRevivableState(state, into: node, hooks: node as? any Revivable)
    }

    /// Restores any object as `restoreRevivableState(_:into:)` does, then hands the adapter
    /// the view state saved with it (``PageViewState``: a scroll anchor, a selection, drafts,
    /// values its views keep), read from `state`, to put into the toolkit's own views.
    ///
    /// The order, for one page: its `@Preserved` values, its
    /// ``Revivable/decodeRevivableState(from:)``, the app's
    /// ``ViewStateRestoring/restoreViewState()``, then `viewState` — so what the adapter applies
    /// is the last word, whatever the app's hook did. A page saved with no view state gets an
    /// empty one; a view-state value of the wrong shape is left out and reported as
    /// ``RestoreReport/Item/Kind/defaultedValue``. Adapters call it from
    /// ``RestorableHierarchy/decodeState(_:into:)``, and apply there what can be applied to a
    /// detached page (a draft); what needs the page on screen (a list's scroll position) they keep and apply in
    /// ``RestorableHierarchy/finishRestoration(of:)``.
    ///
    /// ```swift
    /// func decodeState(_ state: PageState, into node: Screen) throws(ReviveError) -> [RestoreReport.Item] {
    ///     try restoreRevivableState(state, into: node) { saved in
    ///         (node as? EditorScreen)?.field.text = saved.drafts["body"]?.text ?? ""
    ///         return []
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - state: The page's saved state.
    ///   - node: The fresh page.
    ///   - viewState: The adapter's hook, called once, after the app's hooks: it gets the saved
    ///     view state and returns what did not come back where it was saved.
    /// - Returns: The values that kept their defaults, the view states that moved, and the
    ///   hook's items, in that order.
    /// - Throws: ``ReviveError`` with code `unreadableState` when the custom decoding threw;
    ///   `viewState` is not called then.
    public func restoreRevivableState(
        _ state: PageState, into node: Node, thenViewState viewState: (PageViewState) -> [RestoreReport.Item]
    ) throws(ReviveError) -> [RestoreReport.Item] {
        let items = try Self.restoreRevivableState(state, into: node, hooks: node as? any Revivable)
        return items + Self.restoreAdapterViewState(state, viewState)
    }

    /// Runs the object's ``Revivable/revivalDidFinish()``, if it adopts ``Revivable``.
    public func finishRevival(of node: Node) {
        (node as? any Revivable)?.revivalDidFinish()
    }
}

/// The same path for a hierarchy whose every node adopts ``Revivable`` (the navigator's
/// pages): the hooks are known from the node's type, with no cast per node at run time.
extension CapturableHierarchy where Node: Revivable {
    /// The node's `@Preserved` properties, then its ``Revivable/encodeRevivableState(into:)``.
    /// - Throws: ``ReviveError`` with code `encodingFailed`, naming the object's type.
    public func revivableState(of node: Node) throws(ReviveError) -> PageState {
        try Self.revivableState(of: node, hooks: node)
    }

    /// The node's saved `@Preserved` values, then its ``Revivable/decodeRevivableState(from:)``,
    /// then its ``ViewStateRestoring/restoreViewState()`` if it has one.
    /// - Returns: The values that kept their defaults and the view states that moved, and why.
    /// - Throws: ``ReviveError`` with code `unreadableState` when the custom decoding threw.
    public func restoreRevivableState(_ state: PageState, into node: Node) throws(ReviveError) -> [RestoreReport.Item] {
        try Self.restoreRevivableState(state, into: node, hooks: node)
    }

    /// The node's values as `restoreRevivableState(_:into:)` restores them, then the
    /// adapter's `viewState` hook with the view state saved with it, after the app's
    /// ``ViewStateRestoring/restoreViewState()``; see the same call on any hierarchy.
    /// - Returns: The values that kept their defaults, the view states that moved, and the
    ///   hook's items, in that order.
    /// - Throws: ``ReviveError`` with code `unreadableState` when the custom decoding threw;
    ///   `viewState` is not called then.
    public func restoreRevivableState(
        _ state: PageState, into node: Node, thenViewState viewState: (PageViewState) -> [RestoreReport.Item]
    ) throws(ReviveError) -> [RestoreReport.Item] {
        let items = try Self.restoreRevivableState(state, into: node, hooks: node)
        return items + Self.restoreAdapterViewState(state, viewState)
    }

    /// Runs the node's ``Revivable/revivalDidFinish()``.
    public func finishRevival(of node: Node) {
        node.revivalDidFinish()
    }
}

/// The same path for a hierarchy whose every node adopts ``Revivable`` and
/// ``PreservedPropertyListing`` (the navigator's pages, whose base class declares the listing):
/// each node's list is asked for through the node's type, with no runtime lookup of the
/// conformance per page class.
extension CapturableHierarchy where Node: Revivable & PreservedPropertyListing {
    /// The node's `@Preserved` properties, from its list or its mirror, then its
    /// ``Revivable/encodeRevivableState(into:)``.
    /// - Throws: ``ReviveError`` with code `encodingFailed`, naming the object's type.
    public func revivableState(of node: Node) throws(ReviveError) -> PageState {
        try Self.revivableState(of: node, hooks: node, listing: node)
    }

    /// The node's saved `@Preserved` values, then its ``Revivable/decodeRevivableState(from:)``,
    /// then its ``ViewStateRestoring/restoreViewState()`` if it has one.
    /// - Returns: The values that kept their defaults and the view states that moved, and why.
    /// - Throws: ``ReviveError`` with code `unreadableState` when the custom decoding threw.
    public func restoreRevivableState(_ state: PageState, into node: Node) throws(ReviveError) -> [RestoreReport.Item] {
        try Self.restoreRevivableState(state, into: node, hooks: node, listing: node)
    }
}

extension CapturableHierarchy {
    /// The one body of every ``revivableState(of:)``. `listing` is the node as a
    /// ``PreservedPropertyListing`` when its type says so; `nil` has the node asked at run time.
    private static func revivableState(
        of node: Node, hooks: (any Revivable)?, listing: (any PreservedPropertyListing)? = nil
    ) throws(ReviveError) -> PageState {
        do {
            var state = try PreservedProperties.capture(from: node, listing: listing)
            try hooks?.encodeRevivableState(into: &state)
            return state
        } catch {
            throw ReviveError(.encodingFailed, name: String(describing: type(of: node)), "could not encode its state: \(error)")
        }
    }

    /// The one body of every ``restoreRevivableState(_:into:)``; `listing` as in ``revivableState(of:hooks:listing:)``.
    private static func restoreRevivableState(
        _ state: PageState, into node: Node, hooks: (any Revivable)?, listing: (any PreservedPropertyListing)? = nil
    ) throws(ReviveError) -> [RestoreReport.Item] {
        let (issues, listedViewState) = PreservedProperties.restoreTellingViewState(state, into: node, listing: listing)
        do {
            try hooks?.decodeRevivableState(from: state)
        } catch {
            throw ReviveError(.unreadableState, name: String(describing: type(of: node)), "decodeRevivableState(from:) threw: \(error)")
        }
        let viewStateIssues: [RestoreReport.Item]
        switch listedViewState {
        case .adopted(let type)?:
            // The listing said so at compile time: a cast to the class, no conformance lookup
            // (the first of each class scans every conformance record of the process).
            viewStateIssues = restoreViewState(of: node, as: type)
        case .notAdopted?:
            viewStateIssues = []
        case nil:
            viewStateIssues = (node as? any ViewStateRestoring)?.restoreViewState() ?? []
        }
        return issues.map { RestoreReport.Item(.defaultedValue, key: $0.name, reason: $0.message) } + viewStateIssues
    }

    /// `node`'s ``ViewStateRestoring/restoreViewState()``, `node` being of the class `type`.
    private static func restoreViewState<Listed: ViewStateRestoring>(of node: Node, as type: Listed.Type) -> [RestoreReport.Item] {
        (node as AnyObject as? Listed)?.restoreViewState() ?? []
    }

    /// The adapter's view-state hook of both ``restoreRevivableState(_:into:thenViewState:)``s:
    /// the saved ``PageViewState``'s unreadable keys, then what the hook returns.
    private static func restoreAdapterViewState(
        _ state: PageState, _ viewState: (PageViewState) -> [RestoreReport.Item]
    ) -> [RestoreReport.Item] {
        let (saved, unreadable) = PageViewState.decode(from: state)
        return unreadable.map { RestoreReport.Item(.defaultedValue, key: $0.key, reason: $0.reason) } + viewState(saved)
    }
}
