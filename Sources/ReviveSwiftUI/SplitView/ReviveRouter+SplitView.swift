import Revive

/// A `NavigationSplitView` inside one tab of a `TabView`: its sidebar's selection and its column
/// visibility, kept per tab at the tab's root and saved with the tree; its detail column's stack
/// is the tab's path (``subscript(pathForTab:)``). Compiled and tested everywhere; only the
/// `Binding`s below are SwiftUI's.
///
/// (A split view that is the whole scene is the tree itself, with a ``RouteTree/splitView``: its
/// sidebar items are the tabs, ``selectedSidebarItem`` is the sidebar's selection and
/// ``columnVisibility`` the tree's.)
///
/// ```swift
/// router.setSidebarSelection(Mailbox.archive, inTab: .mail)
/// router[pathForTab: .mail] = [.message(id: 42)]             // the detail column
/// router.setColumnVisibility(.detailOnly, inTab: .mail)
/// router.sidebarSelection(inTab: .mail, as: Mailbox.self)    // .archive, after a relaunch too
/// ```
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
extension ReviveRouter where Tab: Sendable {
    /// The name under which a tab's root keeps its split view's sidebar selection.
    static var sidebarSelectionName: String { "revive.split.sidebar" }
    /// The name under which a tab's root keeps its split view's column visibility.
    static var columnVisibilityName: String { "revive.split.columns" }

    /// The sidebar selection of the split view in `tab`, as the app's own type; `nil` when
    /// nothing is selected (or the saved one no longer decodes as `Selection`).
    /// - Parameters:
    ///   - tab: The tab whose root is the split view.
    ///   - type: The sidebar's selection type (a mailbox enum, an id).
    /// - Returns: The selection.
    public func sidebarSelection<Selection: Codable>(inTab tab: Tab, as type: Selection.Type = Selection.self) -> Selection? {
        RouteValue<Selection?>(Self.sidebarSelectionName, default: nil, at: storageLocation(at: .tabRoot(tab))).wrappedValue
    }

    /// Sets the sidebar selection of the split view in `tab`; `nil` clears it.
    public func setSidebarSelection<Selection: Codable>(_ selection: Selection?, inTab tab: Tab) {
        RouteValue<Selection?>(Self.sidebarSelectionName, default: nil, at: storageLocation(at: .tabRoot(tab))).wrappedValue = selection
    }

    /// Which columns of the split view in `tab` show; ``RouteTree/ColumnVisibility/automatic``
    /// until the user changes it.
    public func columnVisibility(inTab tab: Tab) -> RouteTree<Route, Tab>.ColumnVisibility {
        RouteValue(Self.columnVisibilityName, default: .automatic, at: storageLocation(at: .tabRoot(tab))).wrappedValue
    }

    /// Sets which columns of the split view in `tab` show.
    public func setColumnVisibility(_ visibility: RouteTree<Route, Tab>.ColumnVisibility, inTab tab: Tab) {
        RouteValue(Self.columnVisibilityName, default: .automatic, at: storageLocation(at: .tabRoot(tab))).wrappedValue = visibility
    }
}

#if canImport(SwiftUI)
public import SwiftUI

@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
extension ReviveRouter where Tab: Sendable {
    /// The sidebar's selection of the split view in `tab`, for `List(selection:)`.
    ///
    /// ```swift
    /// NavigationSplitView(columnVisibility: router.columnVisibilityBinding(inTab: .mail)) {
    ///     List(Mailbox.allCases, id: \.self, selection: router.sidebarSelectionBinding(inTab: .mail, as: Mailbox.self)) { … }
    /// } detail: {
    ///     NavigationStack(path: router.path(forTab: .mail)) { MailboxView() }
    /// }
    /// ```
    public func sidebarSelectionBinding<Selection: Codable & Hashable & Sendable>(inTab tab: Tab, as type: Selection.Type = Selection.self) -> Binding<Selection?> {
        Binding(
            get: { MainActor.assumeIsolated { self.sidebarSelection(inTab: tab, as: Selection.self) } },
            set: { selection in MainActor.assumeIsolated { self.setSidebarSelection(selection, inTab: tab) } }
        )
    }

    /// The column visibility of the split view in `tab`, for `NavigationSplitView(columnVisibility:)`.
    public func columnVisibilityBinding(inTab tab: Tab) -> Binding<NavigationSplitViewVisibility> {
        Binding(
            get: { MainActor.assumeIsolated { self.columnVisibility(inTab: tab).navigationSplitViewVisibility } },
            set: { visibility in MainActor.assumeIsolated { self.setColumnVisibility(RouteTree<Route, Tab>.ColumnVisibility(visibility), inTab: tab) } }
        )
    }
}
#endif
