import Foundation
import Revive

/// The place that travels: `place` prints the user's place as a link, and `--open LINK` opens
/// one in another process (another device, a widget's link), merged with what it restored.
extension ComicReaderApp {
    /// The link's scheme and path; the place is its `revive-place` query item.
    static let placeLink = "comic-reader://open"

    /// Values that stay on this device: the comment being written in All issues (its
    /// `@Preserved` draft), and any text draft of a page's view state.
    static let deviceOnlyKeys: Set<String> = ["comment", "revive.draft."]

    /// `place`: the place as a link, with its size.
    func placeLines() throws -> [String] {
        let place = try controller.place(leavingOut: Self.deviceOnlyKeys)
        guard let base = URL(string: Self.placeLink) else { throw DemoError("the link \(Self.placeLink) is not a URL") }
        let link = try place.url(base)
        return ["place: \(link.absoluteString)", "(\(try place.payload().count) bytes; comic-reader --open LINK opens it)"]
    }

    /// Opens a place given as a link or as a bare base64url payload; says what came of it.
    func open(_ text: String) async -> [String] {
        let place: PortablePlace
        do {
            if text.contains("://"), let url = URL(string: text) {
                place = try PortablePlace(url: url)
            } else if let url = URL(string: "\(Self.placeLink)?\(PortablePlace.queryItemName)=\(text)") {
                place = try PortablePlace(url: url)
            } else {
                throw ReviveError(.malformed, "it is neither a link nor a payload")
            }
        } catch {
            return ["The place was not opened: \(DemoTerminal.sentence(error))."]
        }
        switch await controller.open(place) {
        case .opened(let report):
            let note = report.isComplete ? "" : " (\(report.items.count) of its pages did not come back)"
            return ["Opened the place\(note)."]
        case .refused(let error):
            return ["The place was not opened: \(DemoTerminal.sentence(error))."]
        }
    }
}
