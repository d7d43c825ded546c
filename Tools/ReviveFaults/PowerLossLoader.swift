package import Foundation
import Revive
import ReviveArchive

/// Loads the folder a power cut left, as an app's next launch would, for ``PowerLossChecker``.
///
/// Each load writes the files into a fresh scratch folder, opens a ``Revive/FileStore`` on it
/// (which removes unfinished temporary files) and reads the state: a scene through
/// ``Revive/RestorationSession/beginLaunch(now:)`` with the real codec, in the boot after
/// the cut (fresh counts only for no state, the crash guard or a quit; any other reason is a
/// broken load), or an
/// ``Revive/Archive`` of an `Int`. The scratch folder is removed afterwards.
///
/// ```swift
/// let load = PowerLossLoader.scene(TortureGeneration.sceneID)(["torture.revive": bytes])   // .generation(3)
/// ```
package enum PowerLossLoader {
    /// A loader of the scene `sceneID`, whose snapshots are ``TortureGeneration``s.
    package static func scene(_ sceneID: String) -> ([String: Data]) -> PowerLossLoad {
        { files in
            withScratchFolder(files) { store in
                let codec = SnapshotCodec()
                let session = RestorationSession(   // a power cut restarts the machine
                    store: store, sceneID: sceneID, policy: RestorationPolicy(schemaVersion: 1), codec: codec, boot: "the-boot-after-the-cut"
                )
                defer { session.releaseSceneLock() }
                switch session.beginLaunch() {
                case .success(let snapshot):
                    do {
                        return .generation(try TortureGeneration.generation(of: snapshot))
                    } catch {
                        return .broken("\(error)")
                    }
                case .failure(.noSavedState), .failure(.crashedDuringLastRestore), .failure(.userQuit):
                    return .fresh
                case .failure(let reason):
                    return .broken("\(reason)")
                }
            }
        }
    }

    /// A loader of the archive `name`, whose value is its generation.
    package static func archive(_ name: String) -> ([String: Data]) -> PowerLossLoad {
        { files in
            withScratchFolder(files) { store in
                do {
                    guard let value = try Archive<Int>(name: name, store: store).load() else { return .fresh }
                    return .generation(value)
                } catch {
                    return .broken("\(error)")
                }
            }
        }
    }

    private static func withScratchFolder(_ files: [String: Data], _ body: (FileStore) -> PowerLossLoad) -> PowerLossLoad {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("revive-power-loss-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
            return body(try FileStore(directory: folder))
        } catch {
            return .broken("scratch folder: \(error)")
        }
    }
}
