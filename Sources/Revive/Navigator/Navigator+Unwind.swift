extension Navigator {
    /// Goes straight back to `target`, a page on the way to the visible page, in one call
    /// (UIKit's unwind segue).
    ///
    /// `target` may be any page the user came through: a page under a presentation, a page
    /// lower in a stack, a container on the visible path — presented, pushed, or mixed.
    /// Everything presented over `target`'s context is dismissed and the stack holding
    /// `target` is popped to it, in one transition: only the page leaving the screen and the
    /// pages arriving get appearance calls (pages in between never appear), one completion
    /// runs, and every removed page is freed when the call returns.
    ///
    /// ```swift
    /// // Main presents Second, Second presents Child; from Child straight back to Main:
    /// try navigator.unwind(to: main)
    /// ```
    /// - Parameters:
    ///   - target: A page on the visible path, or in a stack on it.
    ///   - completion: Runs after the appearance calls.
    /// - Throws: ``NavigationError`` with code `notAnAncestor` when `target` is not on the
    ///   way to the visible page (another tab, a page not in this navigator).
    public func unwind(to target: Page, completion: (() -> Void)? = nil) throws(NavigationError) {
        let lines = contextLines()
        for line in lines {
            if line.contains(where: { $0 === target }) {
                performTransition({ line.first { $0.presentedPage != nil }?.removePresentedChain() }, completion: completion)
                return
            }
            for case let stack as NavigationStack in line {
                guard let index = stack.pages.firstIndex(where: { $0 === target }) else { continue }
                performTransition({
                    line.first { $0.presentedPage != nil }?.removePresentedChain()
                    stack.truncate(after: index)
                }, completion: completion)
                return
            }
        }
        throw NavigationError(.notAnAncestor, "unwind(to:)", "\(target.label) is not on the way to the visible page \(visiblePage?.label ?? "(none)")")
    }

    /// Goes straight back to the root: dismisses every presented page and pops every stack
    /// on the root's visible path to its root page, in one transition with one completion.
    ///
    /// ```swift
    /// navigator.unwindToRoot()   // the demo's `home`
    /// ```
    /// - Parameter completion: Runs after the appearance calls.
    public func unwindToRoot(completion: (() -> Void)? = nil) {
        guard let root = rootPage else {
            completion?()
            return
        }
        performTransition({
            var line = Navigator.visibleLine(from: root)
            while true {
                line.first { $0.presentedPage != nil }?.removePresentedChain()
                let stacks = line.compactMap { $0 as? NavigationStack }.filter { $0.pages.count > 1 }
                guard !stacks.isEmpty else { break }
                for stack in stacks { stack.truncate(after: 0) }
                line = Navigator.visibleLine(from: root)
            }
        }, completion: completion)
    }
}

extension NavigationStack {
    /// Removes the pages above `index` without validation or transition (callers do both).
    func truncate(after index: Int) {
        let removed = pages[(index + 1)...]
        for page in removed { page.parent = nil }
        pages.removeSubrange((index + 1)...)
    }
}
