import Revive

// What a container page (a tab container, a navigation stack) checks of the pages it is given.
extension Page {
    /// Checks that `pages` can become the children of `container`: no page twice, and each
    /// either new to any hierarchy or already a child of `container`.
    func validateNewChildren(_ pages: [Page], operation: String) throws(ReviveError) {
        var seen = Set<ObjectIdentifier>()
        for page in pages {
            guard seen.insert(ObjectIdentifier(page)).inserted else {
                throw ReviveError(.duplicatePage, name: operation, "\(page.label) appears twice in the pages given to \(label)")
            }
            if page.parent === self { continue }
            // Only a page that holds or presents others can be above this one: a page just
            // made (a restore's, a push's) skips the walk up.
            let mayBeAbove = page.presentedPage != nil || !page.childPages.isEmpty
            if page.isInHierarchy || (mayBeAbove && isDescendant(of: page)) {
                throw ReviveError(.alreadyInHierarchy, name: operation, "\(page.label) already has a place in a hierarchy")
            }
        }
    }

    /// Replaces the parent links of `old` children by links to `new` ones.
    func relink(removing old: [Page], adding new: [Page]) {
        let kept = Set(new.map(ObjectIdentifier.init))
        for page in old where !kept.contains(ObjectIdentifier(page)) { page.parent = nil }
        for page in new { page.parent = self }
    }
}
