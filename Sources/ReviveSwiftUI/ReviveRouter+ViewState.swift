#if canImport(SwiftUI)
import Revive
public import SwiftUI

/// Bindings for what the user sees inside a page, kept per route by the router and saved with
/// the tree. Each forwards to ``RouteTree``'s view-state subscripts, compiled and tested on Linux.
///
/// ```swift
/// List(comics) { ComicRow($0) }
///     .scrollPosition(id: router.scrollPositionID(at: .tabRoot("library"), as: Comic.ID.self))
/// TextEditor(text: router.text(at: router.tree.visiblePlace, named: "comment"))
/// ```
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
extension ReviveRouter {
    /// The first visible item's identifier, for `scrollPosition(id:)` (iOS 17).
    public func scrollPositionID<ID: LosslessStringConvertible & Hashable>(at place: RoutePlace, as type: ID.Type = ID.self) -> Binding<ID?> {
        Binding(get: { self.tree.scrollAnchorID(at: place, as: ID.self) }, set: { self.routes.tree.setScrollAnchorID($0, at: place) })
    }

    /// The scroll position, for `scrollPosition(_:anchor:)` (iOS 18): the saved item, or the top.
    @available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
    public func scrollPosition<ID: LosslessStringConvertible & Hashable & Sendable>(at place: RoutePlace, idType: ID.Type) -> Binding<ScrollPosition> {
        Binding(get: { self.tree.scrollAnchorID(at: place, as: ID.self).map { ScrollPosition(id: $0) } ?? ScrollPosition(idType: ID.self, edge: .top) },
                set: { self.routes.tree.setScrollAnchorID($0.viewID(type: ID.self), at: place) })
    }

    /// A draft's text, for `TextField` and `TextEditor`.
    public func text(at place: RoutePlace, named name: String) -> Binding<String> {
        Binding(get: { self.tree[textAt: place, named: name] }, set: { self.routes.tree[textAt: place, named: name] = $0 })
    }

    /// A draft with its selection, for views that bind both.
    public func draft(at place: RoutePlace, named name: String) -> Binding<TextDraft> {
        Binding(get: { self.tree[draftAt: place, named: name] }, set: { self.routes.tree[draftAt: place, named: name] = $0 })
    }
}
#endif
