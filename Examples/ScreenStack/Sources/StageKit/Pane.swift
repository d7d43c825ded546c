/// A pane of a ``Desk``: a tab strip of documents, one of them selected and shown.
///
/// A document is any screen (a map, a stack of screens); each keeps its overlays (a dialog, and
/// a dialog over it) while another tab is selected, and shows them again when it is. A pane with
/// no document is empty, and still on the desk. A game may subclass it for a tab strip of its
/// own, a stage's root of tabs.
///
/// ```swift
/// let pane = Pane()
/// pane.open(MapScreen(name: "cave"))
/// pane.open(MapScreen(name: "sky"))      // selected
/// try pane.select(0)
/// pane.close(pane.documents[0])          // "sky" is selected again
/// ```
@MainActor
open class Pane: Screen {
    /// The documents, in the tab strip's order.
    public private(set) var documents: [Screen] = []
    /// The index of the selected document, or `nil` when the pane is empty.
    public private(set) var selectedIndex: Int?
    /// The desk this pane is on, if any.
    public internal(set) weak var desk: Desk?

    /// Creates a pane of `documents`, the first one selected.
    public init(_ documents: [Screen] = []) {
        super.init()
        setDocuments(documents, selectedIndex: 0)
    }

    /// The selected document, or `nil` when the pane is empty.
    public var selectedDocument: Screen? {
        selectedIndex.map { documents[$0] }
    }

    override var isOnDesk: Bool { desk != nil }

    open override var title: String { "Pane" }

    /// Adds `document` as the last tab and selects it.
    public func open(_ document: Screen) {
        document.pane = self
        documents.append(document)
        selectedIndex = documents.count - 1
    }

    /// Closes `document` with its overlays. When it was selected, the tab that takes its place
    /// is (the one on its left when it was the last); closing a document that is not in this
    /// pane does nothing.
    public func close(_ document: Screen) {
        guard let index = documents.firstIndex(where: { $0 === document }) else { return }
        documents.remove(at: index)
        document.pane = nil
        document.dismissOverlay()
        guard let selected = selectedIndex else { return }
        if documents.isEmpty {
            selectedIndex = nil
        } else if index < selected || selected == documents.count {
            selectedIndex = selected - 1
        }
    }

    /// Selects the document at `index`.
    /// - Throws: ``StageError`` when the pane has no document there.
    public func select(_ index: Int) throws(StageError) {
        guard documents.indices.contains(index) else { throw StageError("the pane has no tab \(index + 1)") }
        selectedIndex = index
    }

    /// Replaces every document, and selects the one at `selectedIndex` (the first when it is
    /// `nil` or out of range; none when there is no document).
    public func setDocuments(_ documents: [Screen], selectedIndex: Int?) {
        for document in self.documents { document.pane = nil }
        for document in documents { document.pane = self }
        self.documents = documents
        if documents.isEmpty {
            self.selectedIndex = nil
        } else {
            self.selectedIndex = selectedIndex.flatMap { documents.indices.contains($0) ? $0 : nil } ?? 0
        }
    }
}
