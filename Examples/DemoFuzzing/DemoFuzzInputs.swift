package import Foundation

/// An invariant a fuzz input broke.
package struct FuzzFinding: Error, CustomStringConvertible {
    /// Which invariant, and the values that broke it.
    package let description: String

    /// Creates a finding.
    /// - Parameter description: Which invariant, and the values that broke it.
    package init(_ description: String) {
        self.description = description
    }
}

extension FuzzFinding: Sendable {}

/// The committed inputs of the demos' fuzz targets: `Fuzz/corpus/<target>/` (seeds) and
/// `Fuzz/regressions/<target>/` (findings) of the repository, which the regression tests replay
/// through the same checks the fuzzer runs (``DemoFuzzTarget/check(_:)``).
///
/// ```swift
/// for url in try FuzzInputs.files(.regressions, target: "demo") { … }
/// ```
package enum FuzzInputs {
    /// Which committed inputs.
    package enum Kind: String, Sendable {
        /// Seeds the fuzzer starts from.
        case corpus
        /// Inputs that once broke an invariant.
        case regressions
    }

    /// The repository's `Fuzz/` folder (found from this source file's place, Examples/DemoFuzzing/).
    package static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz", isDirectory: true)

    /// The files of `Fuzz/<kind>/<target>/`, sorted, hidden files left out.
    ///
    /// A missing or unreadable folder is an error, not an empty list: a test that replays the
    /// inputs must fail when they are gone, not pass over nothing.
    /// - Throws: The file system's error when the folder cannot be listed.
    package static func files(_ kind: Kind, target: String) throws -> [URL] {
        let target = folder.appendingPathComponent(kind.rawValue).appendingPathComponent(target)
        let names = try FileManager.default.contentsOfDirectory(atPath: target.path)
        return names.filter { !$0.hasPrefix(".") }.sorted().map { target.appendingPathComponent($0) }
    }
}
