import Foundation
import Testing

// Architecture.md names the file that does each step of every path; a file moved or renamed
// without the article leaves it pointing nowhere. These tests resolve each name it gives.

struct ArchitectureReferencesTests {
    static let root = PublicClosureInventory.root
    static let article = root.appendingPathComponent("Sources/Revive/Revive.docc/Architecture.md")

    /// Whether `path` names a file, from the engine's sources or from the package's root.
    private func exists(_ path: String) -> Bool {
        ["Sources/Revive/", ""].contains { FileManager.default.fileExists(atPath: Self.root.appendingPathComponent($0 + path).path) }
    }

    /// Every Swift file the article names, with its line: a bare name after a path on the same
    /// line is in that path's folder (`Codec/FilePrefix.swift, TreeReader.swift`).
    private func references() throws -> [(line: Int, path: String)] {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        var found: [(line: Int, path: String)] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var folder: String?
            for match in line.matches(of: #/[A-Za-z0-9_+./-]+\.swift/#) {
                let name = String(match.output)
                if name.contains("/") {
                    folder = String(name[..<(name.lastIndex(of: "/") ?? name.startIndex)])
                    found.append((number + 1, name))
                } else if let folder {
                    found.append((number + 1, folder + "/" + name))
                }
            }
        }
        return found
    }

    @Test func everyFileTheArchitectureArticleNamesExists() throws {
        let references = try references()
        #expect(references.count > 100, "the article names \(references.count) files")
        let missing = references.filter { !exists($0.path) }.map { "line \($0.line): \($0.path)" }
        #expect(missing.isEmpty, "Architecture.md names files that do not exist:\n\(missing.joined(separator: "\n"))")
    }

    @Test func theSwiftUITopicsAreReviveSwiftUIsFolders() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## ReviveSwiftUI by topic").last)
        let named = Set(section.matches(of: #/^- `(\w+)/`/#.anchorsMatchLineEndings()).map { String($0.output.1) })
        let sources = Self.root.appendingPathComponent("Sources/ReviveSwiftUI")
        // Folders that hold sources (git keeps no empty one).
        let folders = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { name in
            let files = (try? FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent(name).path)) ?? []
            return files.contains { $0.hasSuffix(".swift") }
        }
        #expect(named == Set(folders), "the article's topics \(named.sorted()), the folders \(folders.sorted())")
    }
}
