import Foundation
import PlainShelf
import Revive
import ReviveSwiftUI
import Testing

/// The plain sample's window in one test process, through the scene's life as SwiftUI runs it
/// (`.revivesScene(_:)`'s scene model): connect, use, `.background`, the system kills the app,
/// connect again. What comes back is the app's own `NavigationModel`, a new instance with the
/// old values, and the search tab's `@ScenePreserved` query.
@MainActor
struct PlainShelfWindowTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plain-shelf-window-\(UUID().uuidString)")

    /// A window of a new process on the test's folder.
    private func window() throws -> PlainShelfWindow {
        PlainShelfWindow(store: try FileStore(directory: folder))
    }

    /// The system kills the process: nothing more runs, and its scene lock goes with it.
    private func die(_ window: PlainShelfWindow) {
        window.scene.router?.controller.releaseSceneLock()
    }

    @Test func theModelComesBackAfterTheSystemKilledTheApp() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var left = ""
        var leftModel: NavigationModel?
        do {
            let window = try window()
            #expect(await window.connect(sceneID: "main").first == "Revive: started fresh because no state was saved")
            for command in ["tab search", "search ul", "tab library", "book 3", "read 200", "review", "type Long, worth it"] {
                _ = await window.handle(command)
            }
            // What the views do, straight on the model.
            window.model.path.append(.reader(bookID: 3, page: 201))
            #expect(await window.handle("bg").lines.first == "Saved to \(folder.appendingPathComponent("main.revive").path).")
            #expect(window.scene.lastSaveResult == .scheduled)
            left = window.placeLine
            leftModel = window.model
            die(window)
        }
        #expect(left == #"at: Library | Ulysses > Reader p.200 > Reader p.201 | sheet: Review of Ulysses | draft: "Long, worth it" | search: "ul""#)

        let window = try window()
        #expect(await window.connect(sceneID: "main").first?.hasPrefix("Revive: restored the window main") == true)
        #expect(window.placeLine == left)
        #expect(window.model !== leftModel, "a new process decodes a new instance")
        #expect(window.model.path == [.book(id: 3), .reader(bookID: 3, page: 200), .reader(bookID: 3, page: 201)])
        #expect(window.model.selectedTab == .library && window.model.presentedSheet == .review(bookID: 3))
        #expect(window.model.draft == "Long, worth it")
        #expect(window.scene.router?.revivedScene.report.isEmpty == true)
        die(window)
    }

    @Test func aChangeIsCheckpointedWithNoSaveOfTheApps() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var left = ""
        do {
            let window = try window()
            _ = await window.connect(sceneID: "main")
            for command in ["book 4", "share"] { _ = await window.handle(command) }
            left = window.placeLine
            // No `bg`: the hand-written `encode(to:)` lets Observation report the change, and the
            // scene checkpoints it within its delay (a second).
            let checkpoint = window.store.checkpointURL(for: "main")
            let deadline = Date().addingTimeInterval(20)
            while !FileManager.default.fileExists(atPath: checkpoint.path), Date() < deadline {
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(FileManager.default.fileExists(atPath: checkpoint.path))
            die(window)
        }
        let window = try window()
        #expect(await window.connect(sceneID: "main").first?.hasPrefix("Revive: restored the window main") == true)
        #expect(window.placeLine == left)
        die(window)
    }

    /// The model as an earlier version saved it: its routes had an author page since removed.
    private struct EarlierNavigation: Codable {
        enum EarlierRoute: Codable { case book(id: Int), author(name: String), reader(bookID: Int, page: Int) }
        var path: [EarlierRoute]
        var selectedTab = "library"
        var draft = ""
    }

    @Test func aRouteTheAppRemovedIsDroppedWithTheRestOfThePathNotTheModel() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let window = try window()
            _ = await window.connect(sceneID: "main")
            let scene = try #require(window.scene.router?.revivedScene)
            let earlier = EarlierNavigation(path: [.book(id: 1), .reader(bookID: 1, page: 3), .author(name: "Herbert"), .book(id: 2)], draft: "Kept")
            RouteValue("navigation", default: EarlierNavigation(path: []), in: scene).wrappedValue = earlier
            _ = await window.handle("bg")
            die(window)
        }
        let window = try window()
        let lines = await window.connect(sceneID: "main")
        #expect(window.model.path == [.book(id: 1), .reader(bookID: 1, page: 3)])
        #expect(window.model.draft == "Kept" && window.model.selectedTab == .library)
        let report = try #require(window.scene.router?.revivedScene.report)
        #expect(report.map(\.kind) == [.droppedPage], "\(report)")
        #expect(lines.contains { $0.hasPrefix("Revive: ") && $0.contains("navigation") }, "\(lines)")
        die(window)
    }
}
