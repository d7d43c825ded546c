package import Foundation

/// A fresh folder under the system's temporary directory for one test, readable by its owner
/// only (a store's folder is), and removed by ``remove()``: each test writes real files, and no
/// two tests share a folder.
///
/// ```swift
/// let folder = try TemporaryFolder()
/// defer { folder.remove() }
/// let store = try FileStore(directory: folder.url)
/// ```
package struct TemporaryFolder: Sendable {
    /// The folder, created by `init`.
    package let url: URL

    /// Creates a folder whose name starts with `prefix` and ends with a new UUID.
    package init(_ prefix: String = "revive-tests") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    /// The names in the folder, sorted.
    package func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    /// The path of `name` in the folder (the file need not exist).
    package func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes `data` to `name` in the folder.
    /// - Returns: The file's path.
    @discardableResult
    package func write(_ data: Data, to name: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try data.write(to: file)
        return file.path
    }

    /// Removes the folder and everything in it.
    package func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// The permission bits of a file or folder.
    package static func mode(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        guard let number = attributes[.posixPermissions] as? NSNumber else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        return number.intValue & 0o777
    }
}
