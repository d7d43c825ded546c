import Foundation
import Revive
import ReviveNavigator

/// A command the demo cannot carry out, with the reason.
struct DemoError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension ComicReaderApp {
    func choose(_ number: Int) throws -> [String] {
        guard let page = navigator.visiblePage as? Screen else { return [] }
        let menu = page.menu(in: self)
        guard number >= 1, menu.indices.contains(number - 1) else {   // `number - 1` of Int.min would overflow
            return ["There is no item \(number) here."]
        }
        try menu[number - 1].action(self)
        return []
    }

    func goBack() throws -> [String] {
        guard let page = navigator.visiblePage else { return [] }
        if let stack = page.parent as? NavigationPage, stack.pages.count > 1 {
            try stack.pop()
        } else if page.presentingPage != nil || page.parent?.presentingPage != nil {
            try page.dismiss()
        } else {
            return ["Nothing to go back to."]
        }
        return []
    }

    func selectTab(_ argument: String?) throws -> [String] {
        guard let tabs = navigator.rootPage as? TabBarPage else { return [] }
        guard let argument, let number = Int(argument), number >= 1,
              tabs.pages.indices.contains(number - 1) else {
            return ["Usage: tab N, with N from 1 to \(tabs.pages.count)."]
        }
        guard navigator.onScreenPages.first === tabs else {
            return ["Close the sheet first (back)."]
        }
        try tabs.select(number - 1)
        return []
    }

    /// The titles from `page` to the visible page: every page of a stack (its back stack),
    /// the selected tab's, then the presented pages.
    static func titles(from page: Page) -> [String] {
        var titles: [String] = []
        switch page {
        case let tabs as TabBarPage:
            if let selected = tabs.selectedPage { titles += Self.titles(from: selected) }
        case let stack as NavigationPage:
            for child in stack.pages { titles += Self.titles(from: child) }
        default:
            titles.append((page as? Screen)?.title ?? page.displayName)
        }
        if let presented = page.presentedPage { titles += Self.titles(from: presented) }
        return titles
    }
}
