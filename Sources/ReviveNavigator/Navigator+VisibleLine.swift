import Revive

extension Navigator {
    /// The pages from the root to the visible page, outermost first.
    ///
    /// At each page, the page it presents wins (wherever the presentation hangs: on a plain
    /// page, a stack or a tab container); else a tab container's selected tab; else a
    /// stack's top. The last page is ``visiblePage``. Pages under a presentation are not on
    /// the line; see ``onScreenPages`` for what is on screen.
    ///
    /// ```swift
    /// try detail.present(reader)     // hangs on the tab container, the root
    /// navigator.visibleLine          // [tabs, reader]
    /// ```
    public var visibleLine: [Page] {
        guard let rootPage else { return [] }
        return Navigator.visibleLine(from: rootPage)
    }

    /// `start`, then repeatedly the page it presents, else its selected tab or stack top.
    static func visibleLine(from start: Page) -> [Page] {
        var line = [start]
        var page = start
        while let next = page.presentedPage ?? (page as? any ContainerPage)?.visibleChild {
            line.append(next)
            page = next
        }
        return line
    }

    /// `start`, then its selected tab or stack top, repeatedly, down to a plain page:
    /// the pages of one presentation line, whatever is presented over them.
    static func containerLine(from start: Page) -> [Page] {
        var line = [start]
        var page = start
        while let next = (page as? any ContainerPage)?.visibleChild {
            line.append(next)
            page = next
        }
        return line
    }

    /// The pages on screen under `start`, outermost first.
    ///
    /// As ``visibleLine(from:)``, except that a presentation whose style leaves the
    /// presenting pages in place (`overFullScreen`, `overCurrentContext`) keeps the
    /// presenting page's own line on screen under it; a `currentContext` one takes the
    /// presenting page and its children off screen (the containers around it stay); and one
    /// that covers the screen (`fullScreen`, the sheets) takes every page under it off screen.
    static func onScreenPages(from start: Page) -> [Page] {
        var pages: [Page] = []
        appendOnScreenPages(from: start, into: &pages)
        return pages
    }

    private static func appendOnScreenPages(from page: Page, under presentation: Bool = true, into pages: inout [Page]) {
        if presentation, let presented = page.presentedPage {
            let style = presented.effectivePresentationStyle
            if !style.removesPresentingPages {
                appendOnScreenPages(from: page, under: false, into: &pages)
            } else if style.coversScreen {
                pages.removeAll()
            }
            appendOnScreenPages(from: presented, into: &pages)
            return
        }
        pages.append(page)
        if let child = (page as? any ContainerPage)?.visibleChild {
            appendOnScreenPages(from: child, into: &pages)
        }
    }
}
