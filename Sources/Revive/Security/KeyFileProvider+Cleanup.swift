import Foundation
import Logging

extension KeyFileProvider {
    /// How old a temporary key file must be before it counts as abandoned, in seconds.
    ///
    /// A creation takes microseconds from the temporary file to the link; a minute leaves a
    /// creation under way in another process alone.
    static let abandonedAfter: TimeInterval = 60

    /// The prefix and suffix of the key's temporary files: `.NAME.` … `.tmp`.
    var temporaryNameParts: (prefix: String, suffix: String) {
        (".\(url.lastPathComponent).", ".tmp")
    }

    /// Removes the temporary files of key creations that were killed before they finished.
    ///
    /// Each such file holds 32 random bytes that were never used as the key; left alone they
    /// pile up, one per killed creation, each a candidate key to whoever reads the folder.
    /// Errors are logged, never thrown: cleaning up must not stop the key from loading.
    /// - Parameter now: The current time; injectable for tests.
    func removeAbandonedTemporaryFiles(now: Date = Date()) {
        let folder = url.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        let (prefix, suffix) = temporaryNameParts
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(suffix) && name.count > prefix.count + suffix.count {
            let path = folder.appendingPathComponent(name).path
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  let modified = attributes[.modificationDate] as? Date,
                  now.timeIntervalSince(modified) >= Self.abandonedAfter
            else { continue }
            do {
                try FileManager.default.removeItem(atPath: path)
                logger.notice("removed the temporary file of an unfinished key creation", metadata: ["file": "\(path)"])
            } catch {
                logger.warning("cannot remove an abandoned temporary key file", metadata: ["file": "\(path)", "error": "\(error)"])
            }
        }
    }
}
