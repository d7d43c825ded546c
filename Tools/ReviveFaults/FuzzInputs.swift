package import Foundation

/// The committed inputs of the fuzz targets: `Fuzz/corpus/<target>/` (seeds) and
/// `Fuzz/regressions/<target>/` (findings), which the regression tests replay through the
/// same checks the fuzzer runs (``FuzzTarget``, and the demos' in `DemoFuzzing`).
///
/// ```swift
/// for url in FuzzInputs.files(.regressions, target: "loader") { … }
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

    /// The files of `Fuzz/<kind>/<target>/`, sorted; none when the folder is missing.
    /// - Parameters:
    ///   - kind: Seeds or regressions.
    ///   - target: The target's name, as `REVIVE_FUZZ_TARGET` gives it.
    /// - Returns: File URLs, hidden files left out.
    package static func files(_ kind: Kind, target: String) -> [URL] {
        let target = folder.appendingPathComponent(kind.rawValue).appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { target.appendingPathComponent($0) }
    }
}
