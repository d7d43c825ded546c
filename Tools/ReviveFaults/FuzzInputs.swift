package import Foundation

/// The committed inputs of the fuzz targets: `Fuzz/corpus/<target>/` (seeds) and
/// `Fuzz/regressions/<target>/` (findings), which the regression tests replay through the
/// same checks the fuzzer runs (``FuzzTarget``, and the demos' in `DemoFuzzing`).
///
/// ```swift
/// for url in try FuzzInputs.files(.regressions, target: "loader") { … }
/// ```
package enum FuzzInputs {
    /// Which committed inputs.
    package enum Kind: String, Sendable {
        /// Seeds the fuzzer starts from.
        case corpus
        /// Inputs that once broke an invariant.
        case regressions
    }

    /// The repository's `Fuzz/` folder (found from this source file's place).
    package static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz", isDirectory: true)

    /// The files of `Fuzz/<kind>/<target>/`, sorted.
    ///
    /// A missing or unreadable folder is an error, not an empty list: a test that replays the
    /// inputs must fail when they are gone, not pass over nothing.
    /// - Parameters:
    ///   - kind: Seeds or regressions.
    ///   - target: The target's name, as `REVIVE_FUZZ_TARGET` gives it.
    /// - Returns: File URLs, hidden files left out.
    /// - Throws: The file system's error when the folder cannot be listed.
    package static func files(_ kind: Kind, target: String) throws -> [URL] {
        let target = folder.appendingPathComponent(kind.rawValue).appendingPathComponent(target)
        let names = try FileManager.default.contentsOfDirectory(atPath: target.path)
        return names.filter { !$0.hasPrefix(".") }.sorted().map { target.appendingPathComponent($0) }
    }
}
