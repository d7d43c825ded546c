import ReviveNavigator
import ComicReader
package import Foundation
import Revive

/// The check of the ``DemoFuzzTarget/demo`` target: a checksum-valid tree of the comic-reader
/// demo's pages, with extreme values, is restored into the demo and driven by its commands.
///
/// The tree (read by ``FuzzDemoReader``) is encoded and decoded by the real codec, so what the
/// demo gets is exactly what it would get from a file that passed the checksum. Then each
/// command runs through ``ComicReader/ComicReaderApp/perform(_:)`` and the screen is drawn. A
/// trap (an overflow in the demo's arithmetic) is the finding libFuzzer catches; besides, the
/// visible page's values must be in range: a reader page within its comic, a text size in
/// ``ComicReader/ReaderOptionsPage/textSizes``, the archive's window inside the list and its
/// comment's selection inside the comment.
@MainActor
package enum FuzzDemo {
    /// One demo app per process, its state in a temporary folder.
    private static let app: ComicReaderApp? = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("revive-fuzz-demo-\(ProcessInfo.processInfo.processIdentifier)")
        return try? ComicReaderApp(stateDirectory: folder)
    }()

    /// Restores the tree `data` describes into the demo and runs the commands that follow it.
    /// - Parameter data: The input.
    /// - Returns: A finding when a restored value is out of range after a command.
    package static func check(_ data: Data) -> FuzzFinding? {
        guard let app else { return FuzzFinding("the demo app cannot be created") }
        var reader = FuzzDemoReader(data)
        let (root, commands) = reader.read()
        let codec = SnapshotCodec()
        let snapshot = Snapshot(header: Snapshot.Header(sceneID: app.controller.sceneID), root: root)
        guard let bytes = try? codec.encode(snapshot), let restored = try? codec.decode(bytes) else { return nil }
        app.navigator.restore(from: restored, registry: ComicReaderApp.makeRegistry()) { _ in }
        _ = app.screen()
        for command in commands {
            _ = app.perform(command)
            if let finding = outOfRange(app) { return FuzzFinding("after \"\(command)\": \(finding)") }
        }
        return outOfRange(app).map { FuzzFinding($0) }
    }

    /// What is out of range on the visible page, if anything.
    private static func outOfRange(_ app: ComicReaderApp) -> String? {
        switch app.navigator.visiblePage {
        case let reader as ReaderPage:
            guard let comic = Comic.catalog.first(where: { $0.id == reader.comicID }) else {
                return "a reader of comic \(reader.comicID), which is not in the catalog"
            }
            if !(1...comic.pageCount).contains(reader.pageNumber) {
                return "reader on page \(reader.pageNumber) of \(comic.pageCount)"
            }
        case let options as ReaderOptionsPage:
            if !ReaderOptionsPage.textSizes.contains(options.textSize) { return "text size \(options.textSize)" }
        case let archive as ArchivePage:
            let first = app.archive.firstIndex(for: archive.list)
            if !app.archive.issues.indices.contains(first) { return "the list starts at \(first) of \(app.archive.issues.count)" }
            let count = archive.comment.text.utf16.count
            if archive.comment.cursor > count || archive.comment.selectedRange.location < 0 {
                return "the comment's selection \(archive.comment.selectedRange) is outside its \(count) units"
            }
        default:
            break
        }
        return nil
    }
}
