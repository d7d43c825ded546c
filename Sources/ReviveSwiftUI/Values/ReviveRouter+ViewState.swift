public import Revive

/// What the user sees inside each route's page, kept by the router per ``RouteTree/Place`` and saved
/// with the tree: the accessors SwiftUI's bindings read and write. Each observes its place only
/// (``ReviveRouter/subscript(viewStateAt:)``), so a keystroke in one page's draft invalidates
/// only the views that read that page. They need Observation, not SwiftUI, so they are
/// compiled and tested everywhere; only the `Binding`s below are SwiftUI's.
///
/// ```swift
/// router[scrollAnchorIDAt: .tabRoot(.library)] = "comic-41"
/// router[textAt: router.visiblePlace, named: "comment"] += "!"
/// ```
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
extension ReviveRouter {
    /// The identifier of the first visible item of the page at `place`; `nil` is the top.
    public subscript(scrollAnchorIDAt place: RouteTree<Route, Tab>.Place) -> String? {
        get { self[viewStateAt: place].anchor?.itemIdentifier }
        set { routes.tree[scrollAnchorIDAt: place] = newValue }
    }

    /// A draft's text on the page at `place`, by a name of the app's.
    public subscript(textAt place: RouteTree<Route, Tab>.Place, named name: String) -> String {
        get { self[draftAt: place, named: name].text }
        set { routes.tree[textAt: place, named: name] = newValue }
    }

    /// A draft with its selection on the page at `place`.
    public subscript(draftAt place: RouteTree<Route, Tab>.Place, named name: String) -> PageViewState.TextDraft {
        get { self[viewStateAt: place].drafts[name] ?? PageViewState.TextDraft() }
        set { routes.tree[draftAt: place, named: name] = newValue }
    }

    /// The first visible item's identifier as the app's own type (`Int`, `String`, …).
    public func scrollAnchorID<ID: LosslessStringConvertible>(at place: RouteTree<Route, Tab>.Place, as type: ID.Type = ID.self) -> ID? {
        self[scrollAnchorIDAt: place].flatMap { ID($0) }
    }

    /// Sets the first visible item's identifier from the app's own type; `nil` is the top.
    public func setScrollAnchorID<ID: LosslessStringConvertible>(_ id: ID?, at place: RouteTree<Route, Tab>.Place) {
        routes.tree.setScrollAnchorID(id, at: place)
    }
}

#if canImport(SwiftUI)
public import SwiftUI

/// SwiftUI's bindings over the accessors above, one line each.
///
/// ```swift
/// List(comics) { ComicRow($0) }
///     .scrollPosition(id: router.scrollPositionID(at: .tabRoot(.library), as: Comic.ID.self))
/// TextEditor(text: router.text(at: router.visiblePlace, named: "comment"))
/// ```
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
extension ReviveRouter {
    /// The first visible item's identifier, for `scrollPosition(id:)` (iOS 17 and later).
    ///
    /// An app that uses iOS 18's `ScrollPosition` instead keeps it in `@State`, starts it at
    /// `ScrollPosition(id:)` of ``scrollAnchorID(at:as:)`` and writes `position.viewID(type:)`
    /// back with ``setScrollAnchorID(_:at:)`` when it changes. Revive does not build that binding
    /// itself: `ScrollPosition` does not exist in the iOS 17 SDK the package must build with.
    ///
    /// `Binding(get:set:)` takes plain closures in the iOS 17 SDK and `@Sendable` ones in later
    /// SDKs; the router is main-actor isolated, so each closure says so itself.
    public func scrollPositionID<ID: LosslessStringConvertible & Hashable & Sendable>(at place: RouteTree<Route, Tab>.Place, as type: ID.Type = ID.self) -> Binding<ID?> {
        Binding(
            get: { MainActor.assumeIsolated { self.scrollAnchorID(at: place, as: ID.self) } },
            set: { id in MainActor.assumeIsolated { self.setScrollAnchorID(id, at: place) } }
        )
    }

    /// A draft's text, for `TextField` and `TextEditor`.
    public func text(at place: RouteTree<Route, Tab>.Place, named name: String) -> Binding<String> {
        Bindable(self)[dynamicMember: \ReviveRouter<Route, Tab>.[textAt: place, named: name]]
    }

    /// A draft with its selection, for views that bind both.
    public func draft(at place: RouteTree<Route, Tab>.Place, named name: String) -> Binding<PageViewState.TextDraft> {
        Bindable(self)[dynamicMember: \ReviveRouter<Route, Tab>.[draftAt: place, named: name]]
    }
}
#endif
