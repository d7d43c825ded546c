import ComicReader
package import Foundation
import Revive
import ReviveSwiftUI
import RouteReader

/// The check of the ``DemoFuzzTarget/routeDemo`` target: a route tree of the route-reader demo,
/// with extreme values, is saved, restored into the demo and driven by its commands.
///
/// The tree (read by ``FuzzRouteDemoReader``) is captured, encoded and decoded by the real
/// codec, so what the demo restores is exactly what a file that passed the checksum would
/// give it. Then each command runs through ``RouteReader/RouteReaderApp/perform(_:)`` and the
/// screen is drawn. A trap (an overflow in the demo's arithmetic) is the finding libFuzzer
/// catches; besides, every route of the tree must be in range after the restore and after
/// each command: a comic of the catalog, a reader page within its comic, a text size in
/// ``ComicReader/ReaderOptionsPage/textSizes``; and the All issues list's window and comment
/// inside the archive and the comment.
@MainActor
package enum FuzzRouteDemo {
    /// One demo app per process, its state in a temporary folder.
    private static let app: RouteReaderApp? = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("revive-fuzz-route-demo-\(ProcessInfo.processInfo.processIdentifier)")
        return try? RouteReaderApp(stateDirectory: folder)
    }()

    /// Restores the tree `data` describes into the demo and runs the commands that follow it.
    /// - Parameter data: The input.
    /// - Returns: A finding when a route is out of range after the restore or a command.
    package static func check(_ data: Data) -> FuzzFinding? {
        guard let app else { return FuzzFinding("the demo app cannot be created") }
        var reader = FuzzRouteDemoReader(data)
        let (tree, commands) = reader.read()
        let codec = SnapshotCodec()
        let header = Snapshot.Header(appVersion: "1.0", schemaVersion: 1, sceneID: app.controller.sceneID)
        let source = RouteHierarchy(routes: ReaderRoute.registry, tree: tree)
        guard let snapshot = try? source.captureSnapshot(header: header),
              let bytes = try? codec.encode(snapshot), let restored = try? codec.decode(bytes) else { return nil }
        _ = app.routes.restore(from: restored, defaultTree: ReaderRoute.defaultTree)
        if let finding = outOfRange(app.routes.tree) { return FuzzFinding("after the restore: \(finding)") }
        _ = app.screen()
        for command in commands {
            _ = app.perform(command)
            if let finding = outOfRange(app.routes.tree) ?? viewStateOutOfRange(app) {
                return FuzzFinding("after \"\(command)\": \(finding)")
            }
        }
        return nil
    }

    /// What is out of range in the view state of the route trees' pages: a list window outside
    /// the archive, a comment's selection outside the comment.
    private static func viewStateOutOfRange(_ app: RouteReaderApp) -> String? {
        for (place, state) in app.routes.tree.viewStates {
            if let anchor = state.anchor, !app.archive.issues.indices.contains(app.archive.firstIndex(for: anchor)) {
                return "the list at \(place) starts at \(app.archive.firstIndex(for: anchor)) of \(app.archive.issues.count)"
            }
            for (name, draft) in state.drafts where draft.cursor > draft.text.utf16.count || draft.selectedRange.location < 0 {
                return "the draft \(name) at \(place) selects \(draft.selectedRange) of \(draft.text.utf16.count) units"
            }
        }
        return nil
    }

    /// The first route of `tree` whose values are out of range, if any.
    private static func outOfRange<Tab>(_ tree: RouteTree<ReaderRoute, Tab>) -> String? {
        let routes = tree.tabs.flatMap(\.path) + tree.modals.flatMap { [$0.route] + $0.path }
        for route in routes {
            switch route {
            case .comic(let id) where !Comic.catalog.contains { $0.id == id }:
                return "comic \(id), which is not in the catalog"
            case .reader(let comicID, let page):
                guard let comic = Comic.catalog.first(where: { $0.id == comicID }) else {
                    return "a reader of comic \(comicID), which is not in the catalog"
                }
                if !(1...comic.pageCount).contains(page) { return "reader on page \(page) of \(comic.pageCount)" }
            case .options(let textSize) where !ReaderOptionsPage.textSizes.contains(textSize):
                return "text size \(textSize)"
            default:
                break
            }
        }
        return nil
    }
}
