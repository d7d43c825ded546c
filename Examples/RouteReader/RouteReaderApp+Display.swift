import ReviveSwiftUI
import Revive

extension RouteReaderApp {
    /// The screens from the selected tab's root to the visible one: the tab's stack, then
    /// each modal's route and stack.
    var screens: [ReaderScreen] {
        let tree = routes.tree
        var screens = [ReaderScreen.tabRoot(tree.selectedTab)] + (tree.path(forTab: tree.selectedTab) ?? []).map(ReaderScreen.route)
        for modal in tree.modals { screens += ([modal.route] + modal.path).map(ReaderScreen.route) }
        return screens
    }

    /// The screen on top.
    var visibleScreen: ReaderScreen { screens.last ?? .tabRoot(routes.tree.selectedTab) }

    /// The `at:` line: where the user is, screens separated by ` > `.
    public var location: String {
        "at: " + screens.map(\.title).joined(separator: " > ")
    }

    /// The `routes:` line: every tab's path (`*` marks the selected tab), then the modals.
    public var routesLine: String {
        let tree = routes.tree
        let tabs = tree.tabs.map { tab in
            (tab.id == tree.selectedTab ? "*" : "") + tab.id.rawValue + "[" + tab.path.map(\.shortDescription).joined(separator: " > ") + "]"
        }
        let modals = tree.modals.map { modal in
            "\(modal.style.rawValue) " + ([modal.route] + modal.path).map(\.shortDescription).joined(separator: " > ")
        }
        return "routes: " + (tabs + modals).joined(separator: " | ")
    }

    /// The `at:` line, the tabs, the visible screen's text and numbered choices.
    public func screen() -> [String] {
        var lines = [location]
        let names = routes.tree.tabs.enumerated().map { index, tab in
            let title = ReaderScreen.tabRoot(tab.id).title
            return index == routes.tree.selectedIndex ? "[\(index + 1) \(title)]" : "\(index + 1) \(title)"
        }
        lines.append("Tabs: " + names.joined(separator: " "))
        let page = visibleScreen
        lines.append("== \(page.title) ==")
        lines += page.body(in: self).map { "   \($0)" }
        for (index, item) in page.menu(in: self).enumerated() {
            lines.append("  \(index + 1). \(item.label)")
        }
        return lines
    }
}
