package import Foundation

/// The root package's folders for tests that read committed files (the samples earlier versions
/// wrote, the CHANGELOG), found by walking up from this file to the folder that holds
/// `Package.swift`: a test file can move between folders and still find them.
package enum PackageFolder {
    /// The root package's folder.
    package static var root: URL {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return folder
    }

    /// `Tests/Samples`: the files that earlier versions wrote, never regenerated.
    package static var samples: URL {
        root.appendingPathComponent("Tests/Samples", isDirectory: true)
    }
}
