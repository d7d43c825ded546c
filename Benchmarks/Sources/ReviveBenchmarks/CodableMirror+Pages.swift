import Foundation
import Revive
import ReviveNavigator

/// The Codable contender end to end: live pages → ``CodableSnapshot`` → `JSONEncoder`, and
/// `JSONDecoder` → ``CodableSnapshot`` → new live pages.
///
/// This is what an app that saves its navigation state with Codable writes by hand: walk the
/// pages, copy each page's values into a typed struct, encode; then decode and build the
/// pages back. It is timed against Revive's capture + encode and decode + rebuild, so that
/// both sides include their conversion between live pages and the encoder's input.
@MainActor
enum CodablePages {
    /// The model of a live tree: what the app would build before calling `JSONEncoder`.
    static func snapshot(of root: Page) -> CodableSnapshot {
        CodableSnapshot(appVersion: "2.1.0", schemaVersion: 3, createdAt: Date(), sceneID: "main", root: node(of: root))
    }

    /// One page and its subtree, values read straight from the page's properties.
    static func node(of page: Page) -> CodableNode {
        var kind = "page"
        var selected: Int?
        var values: CodableNode.Values?
        let typeName: String
        switch page {
        case let tabs as TabBarPage:
            (typeName, kind, selected) = ("TabBarPage", "tabs", tabs.selectedIndex)
        case is NavigationPage:
            (typeName, kind) = ("NavigationPage", "stack")
        case let story as StoryPage:
            typeName = story is ReaderPage ? "ReaderPage" : story is SheetPage ? "SheetPage" : "ComicPage"
            values = CodableNode.Values(
                comicID: Int64(story.comicID), title: story.title, progress: story.progress,
                pageIndex: Int64(story.pageIndex), bookmarks: story.bookmarks.map { Int64($0) },
                tags: story.tags, openedAt: story.openedAt
            )
        default:
            typeName = "Page"
        }
        return CodableNode(
            typeName: typeName, restorationID: page.restorationIdentifier ?? "", kind: kind, selectedIndex: selected,
            values: values, children: page.childPages.map { node(of: $0) },
            presented: page.presentedPage.map { [node(of: $0)] } ?? []
        )
    }

    /// Builds live pages from a decoded model into a new navigator, as the app would by hand.
    /// - Throws: What the navigator throws for a tree it refuses.
    static func navigator(from snapshot: CodableSnapshot) throws -> Navigator {
        let navigator = Navigator()
        var presentations: [(Page, CodableNode)] = []
        let root = page(from: snapshot.root, presentations: &presentations)
        try navigator.setRootPage(root)
        while let (presenter, node) = presentations.popLast() {
            var more: [(Page, CodableNode)] = []
            let presented = page(from: node, presentations: &more)
            try presenter.present(presented)
            presentations.append(contentsOf: more)
        }
        return navigator
    }

    /// One page and its children; presented pages are queued, to present once on screen.
    private static func page(from node: CodableNode, presentations: inout [(Page, CodableNode)]) -> Page {
        let page: Page
        switch node.kind {
        case "tabs":
            let children = node.children.map { self.page(from: $0, presentations: &presentations) }
            page = TabBarPage(pages: children, selectedIndex: node.selectedIndex ?? 0, restorationIdentifier: node.restorationID)
        case "stack":
            let children = node.children.map { self.page(from: $0, presentations: &presentations) }
            page = NavigationPage(pages: children, restorationIdentifier: node.restorationID)
        default:
            let story: StoryPage = switch node.typeName {
            case "ReaderPage": ReaderPage(restorationIdentifier: node.restorationID)
            case "SheetPage": SheetPage(restorationIdentifier: node.restorationID)
            default: ComicPage(restorationIdentifier: node.restorationID)
            }
            if let values = node.values {
                story.comicID = Int(values.comicID)
                story.title = values.title
                story.progress = values.progress
                story.pageIndex = Int(values.pageIndex)
                story.bookmarks = values.bookmarks.map { Int($0) }
                story.tags = values.tags
                story.openedAt = values.openedAt
            }
            page = story
        }
        if let presented = node.presented.first { presentations.append((page, presented)) }
        return page
    }
}
