import Foundation
import Logging
import Observation
import Testing
@testable import Revive
@testable import ReviveSwiftUI

/// A route of an app that keeps its navigation in its own state, as saved by version 1.
enum ShelfRoute: Codable, Hashable, Sendable {
    case library
    case comic(id: Int)
    case settings
    case reader(comicID: Int, page: Int)
}

/// The same route in version 2: `settings` was removed.
enum ShelfRouteV2: Codable, Hashable, Sendable {
    case library
    case comic(id: Int)
    case reader(comicID: Int, page: Int)
}

/// The same route in version 3: `comic` was renamed `comicDetail`.
enum ShelfRouteV3: Codable, Hashable, Sendable {
    case library
    case comicDetail(id: Int)
    case reader(comicID: Int, page: Int)
}

enum ShelfTab: String, Codable, Hashable, Sendable { case library, search, settings }

enum ShelfSheet: Codable, Hashable, Sendable, Identifiable {
    case compose(comicID: Int)
    case share(comicID: Int)
    var id: Self { self }
}

/// An app's navigation model as apps write it: `@Observable`, synthesized `Codable` with the
/// usual keys without the macro's `_`.
@Observable final class NavigationModel: Codable {
    var path: [ShelfRoute] = []
    var tab = ShelfTab.library
    var sheet: ShelfSheet?
    var draft = ""

    enum CodingKeys: String, CodingKey { case _path = "path", _tab = "tab", _sheet = "sheet", _draft = "draft" }
}

/// The same model in version 2, whose routes lost `settings`.
@Observable final class NavigationModelV2: Codable {
    var path: [ShelfRouteV2] = []
    var tab = ShelfTab.library
    var sheet: ShelfSheet?
    var draft = ""

    enum CodingKeys: String, CodingKey { case _path = "path", _tab = "tab", _sheet = "sheet", _draft = "draft" }
}

/// A model with a hand-written `Codable` conformance, as Apple's sample writes it: its
/// `encode(to:)` reads the properties, so Observation sees what it saves.
@Observable final class HandWrittenModel: Codable {
    var path: [ShelfRoute] = []
    var tab = ShelfTab.library

    init() {}

    enum CodingKeys: String, CodingKey { case path, tab }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decode([ShelfRoute].self, forKey: .path)
        tab = try container.decode(ShelfTab.self, forKey: .tab)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(tab, forKey: .tab)
    }
}

/// One process of an app whose windows keep only `@ScenePreserved` values: a `FileStore` in a
/// real folder and a scene model per window, made as `.revivesScene(_:)` makes them. A new
/// process on the same folder is the next process after the system killed this one.
@MainActor
final class PreservedProcess {
    let store: FileStore
    let policy: RestorationPolicy
    let logger: Logger
    private var windows: [RouteSceneModel<Never, String>] = []

    init(folder: URL, policy: RestorationPolicy = RestorationPolicy(), logger: Logger = .disabled) throws {
        store = try FileStore(directory: folder)
        self.policy = policy
        self.logger = logger
    }

    func window(windowValues: [String: any Encodable] = [:]) -> RouteSceneModel<Never, String> {
        let lifecycle = SceneLifecycle(platform: .iOS, supportsMultipleWindows: true)
        let window = RouteSceneModel<Never, String>(lifecycle: lifecycle) { [store, policy, logger] sceneID in
            RevivedScene.makeRouter(sceneID: sceneID, configuration: .init(store: store, policy: policy, logger: logger), windowValues: windowValues)
        }
        windows.append(window)
        return window
    }

    /// The system kills the process (as ``SceneProcess/die()``): nothing more runs, and its
    /// scene locks go.
    func die() async {
        for window in windows { _ = await window.launchSweep?.value }
        var released: [String] = []
        for window in windows {
            guard let controller = window.router?.controller else { continue }
            controller.releaseSceneLock()
            released.append(store.path(FileStoreNaming.lockFileName(sceneID: controller.sceneID)))
        }
        windows = []
        ReviveProcess.current.launchSweeps.forget(store)
        for path in released { waitUntilAnotherProcessCouldLock(path) }
    }

    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: store.directory.path).sorted()
    }
}

extension RouteSceneModel {
    /// The connected window's scene values, or a test failure.
    var revivedScene: RevivedScene {
        get throws { try #require(router?.revivedScene) }
    }
}

/// Saves what `use` writes in a scene as version 1 of an app would (a process that connects a
/// window, writes, goes to the background and dies), and returns the scene's id.
@MainActor
func saveAsVersion1(
    in folder: URL, policy: RestorationPolicy = RestorationPolicy(), _ use: (RevivedScene) -> Void
) async throws -> String {
    let process = try PreservedProcess(folder: folder, policy: policy)
    let window = process.window()
    await window.connect(storedSceneID: "")
    use(try window.revivedScene)
    window.handle(.background)
    await window.router?.controller.waitForPendingSaves()
    let id = try #require(window.sceneID)
    await process.die()
    return id
}
