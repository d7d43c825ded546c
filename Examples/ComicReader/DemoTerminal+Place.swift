import Foundation
public import Revive

/// The place that travels, for both demos: `place` prints the user's place as a link, and
/// `--open LINK` opens one in another process (another device, a widget's link), merged with
/// what that process restored.
extension DemoTerminal {
    /// The `place` command: the place as a link (`scheme://open?revive-place=…`), less the
    /// values the controller's configuration keeps on the device.
    /// - Parameters:
    ///   - controller: The scene's controller.
    ///   - scheme: The demo's URL scheme.
    @MainActor
    public static func placeLines<Hierarchy>(_ controller: RestorationController<Hierarchy>, scheme: String) -> [String] {
        do {
            let place = try controller.place()
            guard let base = URL(string: "\(scheme)://open") else { return ["No link: \(scheme) is not a URL scheme."] }
            return ["place: \(try place.url(base).absoluteString)", "(\(scheme) --open LINK opens it)"]
        } catch {
            return ["No place to print: \(sentence(error))."]
        }
    }

    /// Opens a place given as a link or as a bare base64url payload, and says what came of it.
    /// - Parameters:
    ///   - text: What `--open` was given.
    ///   - controller: The scene's controller, its launch over.
    @MainActor
    public static func open<Hierarchy>(_ text: String, in controller: RestorationController<Hierarchy>) async -> [String] {
        let place: PortablePlace
        do {
            if text.contains("://"), let url = URL(string: text) {
                place = try PortablePlace(url: url)
            } else {
                place = try PortablePlace(identifier: text)
            }
        } catch {
            return ["The place was not opened: \(sentence(error))."]
        }
        switch await controller.open(place) {
        case .opened(let report):
            return openedLines(report)
        case .unchanged:
            return ["The place is already on screen: nothing changed."]
        case .refused(let error):
            return ["The place was not opened: \(sentence(error))."]
        }
    }

    /// What an opened place changed beyond the place itself: the pages that did not come back,
    /// the values it carried that this device keeps, the pages of this device it took off
    /// screen with their values, and anything else the restore reports.
    static func openedLines(_ report: RestoreReport) -> [String] {
        let dropped = report.items(.droppedPage).count
        var lines = [dropped == 0 ? "Opened the place." : "Opened the place; \(dropped) of its pages did not come back."]
        for item in report.items {
            let label = switch item.kind {
            case .droppedPage: "not back"
            case .leftOutValue: "kept on this device"
            case .removedPage: "removed"
            default: "note"
            }
            lines.append("  \(label): \(item.path)\(item.key.map { " \"\($0)\"" } ?? ""): \(item.reason)")
        }
        return lines
    }
}
