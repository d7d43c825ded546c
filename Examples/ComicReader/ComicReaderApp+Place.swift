import Foundation
import Revive

extension ComicReaderApp {
    /// Values that stay on this device: the comment being written in All issues (its
    /// `@Preserved` draft), and any text draft of a page's view state.
    static let deviceOnlyKeys: Set<String> = ["comment", "revive.draft."]
}
