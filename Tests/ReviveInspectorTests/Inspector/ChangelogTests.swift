import Foundation
@testable import ReviveCLI
import ReviveFaults
import Testing

/// The version is kept in one place (`ReviveVersion.current`): `revive --version` prints it, and
/// CHANGELOG.md's newest released entry is it.
struct ChangelogTests {
    static let changelog = PackageFolder.root.appendingPathComponent("CHANGELOG.md")

    /// The versions of the changelog's `## [X.Y.Z] - DATE` headings, newest first.
    private func releasedVersions() throws -> [String] {
        let text = try String(contentsOf: Self.changelog, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("## ["), let close = line.firstIndex(of: "]") else { return nil }
            let name = line[line.index(line.startIndex, offsetBy: 4)..<close]
            return name == "Unreleased" ? nil : String(name)
        }
    }

    @Test func theNewestReleasedEntryIsTheVersionTheToolPrints() throws {
        let versions = try releasedVersions()
        #expect(versions.first == ReviveVersion.current, "CHANGELOG.md's newest entry: \(versions.first ?? "none")")
        let run = try ReviveBinary.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == ReviveVersion.current + "\n")
    }

    @Test func theChangelogKeepsAnUnreleasedSectionAndDatesEachRelease() throws {
        let text = try String(contentsOf: Self.changelog, encoding: .utf8)
        #expect(text.contains("\n## [Unreleased]\n"))
        let headings = text.split(separator: "\n").filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        #expect(!headings.isEmpty)
        for heading in headings {
            #expect(heading.contains(#/\] - \d{4}-\d{2}-\d{2}$/#), "\(heading)")
        }
        let semver = #/^\d+\.\d+\.\d+$/#
        #expect(try releasedVersions().allSatisfy { $0.wholeMatch(of: semver) != nil })
    }
}
