import Revive

// Going straight back to a page the user came through, in one transition (UIKit's unwind segue).
extension Navigator {
    /// Goes straight back to `target`, a page on the way to a page on screen, in one call
    /// (UIKit's unwind segue).
    ///
    /// `target` may be any page the user came through: a page under a presentation (wherever
    /// that presentation hangs: on the page, or on a container above it), a page lower in a
    /// stack, a container on the visible path — presented, pushed, or mixed — in any pane of
    /// a split container on screen. Every
    /// presentation covering `target` or hanging on the pages it shows (every pane of a split
    /// container) is dismissed and the
    /// stack holding `target` is popped to it, in one transition: only the pages leaving the
    /// screen and the pages arriving get appearance calls (pages in between never appear),
    /// one completion runs, and every removed page is freed after it, before the call returns.
    /// A dismissed page keeps its ``Page/presentingPage`` until it has disappeared.
    ///
    /// ```swift
    /// // Main presents Second, Second presents Child; from Child straight back to Main:
    /// try navigator.unwind(to: main)
    /// ```
    /// - Parameters:
    ///   - target: A page on the visible path, under a presentation on it, or in a stack on it.
    ///   - completion: Runs after the appearance calls, before removed pages are freed.
    /// - Throws: `ReviveError` with code `notAnAncestor` when `target` is not on the
    ///   way to a page on screen (another tab, a page not in this navigator). Unwinding to
    ///   the visible page itself changes nothing and is not an error.
    public func unwind(to target: Page, completion: (() -> Void)? = nil) throws(ReviveError) {
        guard let plan = unwindPlan(for: target) else {
            throw ReviveError(.notAnAncestor, name: "unwind(to:)", "\(target.label) is not on the way to the visible page \(visiblePage?.label ?? "(none)")")
        }
        performTransition({
            var container = target.parent
            while let page = container {
                page.removePresentedChain()
                container = page.parent
            }
            if let stack = plan.stack { stack.truncate(after: plan.index) }
            for page in Navigator.shownTree(from: target) { page.removePresentedChain() }
        }, completion: completion)
    }

    /// Goes straight back to the root: dismisses every presented page on the root's line and
    /// pops every stack on it to its root page — in every pane of a split container on it —
    /// in one transition with one completion. The focus of a split container stays where it is.
    ///
    /// ```swift
    /// navigator.unwindToRoot()   // the demo's `home`
    /// ```
    /// - Parameter completion: Runs after the appearance calls, before removed pages are freed.
    public func unwindToRoot(completion: (() -> Void)? = nil) {
        guard let root = rootPage else {
            completion?()
            return
        }
        performTransition({
            var line = Navigator.shownTree(from: root)
            while true {
                for page in line { page.removePresentedChain() }
                let stacks = line.compactMap { $0 as? NavigationPage }.filter { $0.pages.count > 1 }
                guard !stacks.isEmpty else { break }
                for stack in stacks { stack.truncate(after: 0) }
                line = Navigator.shownTree(from: root)
            }
        }, completion: completion)
    }

    /// Checks that `target` is on the way to a page on screen: its presentation line starts
    /// on the visible line of one of the panes on screen, and every container from there down
    /// to it shows it (the last one may be a stack holding it under its top).
    /// - Returns: `nil` when it is not; else the stack to pop to `target`, if any.
    private func unwindPlan(for target: Page) -> UnwindPlan? {
        let start = target.contextRoot
        guard let rootPage, Navigator.visibleTree(from: rootPage).contains(where: { $0 === start }) else { return nil }
        var plan = UnwindPlan(stack: nil, index: 0)
        var child = target
        if let stack = target.parent as? NavigationPage, stack.topPage !== target,
           let index = stack.pages.firstIndex(where: { $0 === target }) {
            plan = UnwindPlan(stack: stack, index: index)
            child = stack
        }
        while let parent = child.parent {
            guard parent.shownChildren.contains(where: { $0 === child }) else { return nil }
            child = parent
        }
        return plan
    }
}

/// Where an unwind pops: the stack holding the target under its top, and the target's index.
private struct UnwindPlan {
    let stack: NavigationPage?
    let index: Int
}

extension NavigationPage {
    /// Removes the pages above `index` without validation or transition (callers do both).
    func truncate(after index: Int) {
        let removed = pages[(index + 1)...]
        for page in removed { page.parent = nil }
        pages.removeSubrange((index + 1)...)
    }
}
