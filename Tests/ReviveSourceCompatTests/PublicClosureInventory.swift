import Foundation
import Testing

// Every closure in the products' public API has a line in this target that an isolation or
// sendability change breaks: a call that hands it a function value typed as an app types one
// (ClosureIsolation*SourceCompatTests.swift), marked with a `// closure: KEY` comment. This
// file reads the products' sources, lists each public closure parameter, closure-typed
// property, enum payload and type alias as a KEY (module, owner, declaration, parameter, and
// the type as written, attributes and all), and fails when a KEY has no marked line — a new
// closure parameter, or one whose isolation or sendability changed — or when a mark names a
// closure that is gone.

/// The public closures of the products' sources, each as the key a marked compat line names.
enum PublicClosureInventory {
    /// The package's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The library products' modules.
    static let modules = ["Revive", "ReviveNavigator", "ReviveUIKit", "ReviveSwiftUI", "ReviveArchive", "ReviveTesting", "ReviveMacros"]

    /// Every `// closure: KEY` mark in this target's files.
    static func marks() throws -> Set<String> {
        var marks: Set<String> = []
        for file in try swiftFiles(under: root.appendingPathComponent("Tests/ReviveSourceCompatTests")) {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("// closure: ") else { continue }
                marks.insert(String(trimmed.dropFirst("// closure: ".count)).trimmingCharacters(in: .whitespaces))
            }
        }
        return marks
    }

    /// Every public closure of the products, as keys.
    static func closures() throws -> Set<String> {
        var keys: Set<String> = []
        for module in modules {
            for file in try swiftFiles(under: root.appendingPathComponent("Sources/\(module)")) {
                keys.formUnion(closures(in: try String(contentsOf: file, encoding: .utf8), module: module))
            }
        }
        return keys
    }

    static func swiftFiles(under folder: URL) throws -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// A type or extension whose body is open: its name, kind, whether it is public, and the
    /// brace depth outside it.
    private struct Scope {
        var name: String
        var kind: String
        var isPublic: Bool
        var depth: Int
    }

    /// The keys of one file's public closures.
    static func closures(in text: String, module: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { code(of: String($0)) }
        var keys: [String] = []
        var scopes: [Scope] = []
        var depth = 0
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let scope = scopes.last
            let visible = scopes.allSatisfy { $0.kind == "extension" || $0.isPublic }
            let member = scope.map { $0.isPublic && depth == $0.depth + 1 } ?? false
            // Cheap tests first: Swift's regular expressions are slow, and most lines are neither.
            let isDeclaration = visible && (
                ((trimmed.contains("public ") || trimmed.contains("open ")) && trimmed.contains(#/^(@[\w.()]+\s+)*(public|open)\s/#))
                    || (member && scope?.kind == "protocol" && trimmed.contains(#/^(@\w+\s+)*((static|mutating|nonisolated)\s+)*(func|var|init|subscript)\b/#))
                    || (member && scope?.kind == "enum" && trimmed.contains(#/^(indirect\s+)?case\s/#))
            )
            if isDeclaration {
                var signature = trimmed
                var last = index
                while last + 1 < lines.count, continues(signature, next: lines[last + 1]) {
                    last += 1
                    signature += " " + lines[last].trimmingCharacters(in: .whitespaces)
                }
                let owner = scopes.map(\.name).joined(separator: ".")
                keys += declarationKeys(signature.replacing(#/\s+/#, with: " "), module: module, owner: owner)
            }
            let opens = count(of: "{", in: line)
            let closes = count(of: "}", in: line)
            if opens > closes, ["class ", "struct ", "enum ", "protocol ", "actor ", "extension "].contains(where: line.contains),
               let opened = line.firstMatch(of: #/^\s*(?:@\w+(?:\([^)]*\))?\s+)*((?:(?:public|open|internal|package|private|fileprivate|final|indirect|nonisolated)\s+)*)(class|struct|enum|protocol|actor|extension)\s+([\w.]+)/#) {
                let modifiers = opened.output.1
                scopes.append(Scope(name: String(opened.output.3), kind: String(opened.output.2),
                                    isPublic: modifiers.contains("public") || modifiers.contains("open"), depth: depth))
            }
            depth += opens - closes
            while let open = scopes.last, depth <= open.depth { scopes.removeLast() }
            index += 1
        }
        return keys
    }

    /// A line without its comment and without the text of its string literals.
    private static func code(of line: String) -> String {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") || trimmed.hasPrefix("*") { return "" }
        var stripped = line.contains("\"") ? line.replacing(#/"(?:[^"\\]|\\.)*"/#, with: "\"\"") : line
        if let comment = stripped.range(of: "//") { stripped = String(stripped[..<comment.lowerBound]) }
        return stripped
    }

    private static func count(of character: Character, in line: String) -> Int {
        line.reduce(0) { $0 + ($1 == character ? 1 : 0) }
    }

    /// Whether a declaration goes on to the next line.
    private static func continues(_ signature: String, next: String) -> Bool {
        let following = next.trimmingCharacters(in: .whitespaces)
        if count(of: "(", in: signature) > count(of: ")", in: signature) { return true }
        if signature.hasSuffix("->") || signature.hasSuffix(",") || signature.hasSuffix("=") { return true }
        return ["->", "throws", "async", "where", ")"].contains { following.hasPrefix($0) }
    }

    /// The keys of one declaration's closures.
    private static func declarationKeys(_ signature: String, module: String, owner: String) -> [String] {
        let signature = topLevel("{", in: signature).map { String(signature[..<$0]) } ?? signature
        guard let keyword = signature.firstMatch(of: #/\b(func|init|subscript|var|let|case|typealias)\b/#) else { return [] }
        let kind = String(keyword.output.1)
        let rest = String(signature[keyword.range.upperBound...])
        let prefix = "\(module) \(owner.isEmpty ? "" : owner + ".")"
        switch kind {
        case "var", "let":
            guard let colon = topLevel(":", in: rest) else { return [] }
            let name = rest[..<colon].trimmingCharacters(in: .whitespaces)
            let type = typeWithoutDefault(String(rest[rest.index(after: colon)...]))
            return type.contains("->") ? ["\(prefix)\(name): \(type)"] : []
        case "typealias":
            guard let equals = topLevel("=", in: rest) else { return [] }
            let name = rest[..<equals].trimmingCharacters(in: .whitespaces)
            let type = rest[rest.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            return type.contains("->") ? ["\(prefix)\(name) = \(type)"] : []
        default:
            guard let open = topLevel("(", in: rest, skippingGenerics: true), let close = matching(open, in: rest) else { return [] }
            let name = kind == "func" || kind == "case"
                ? rest[..<open].trimmingCharacters(in: .whitespaces).replacing(#/<.*$/#, with: "")
                : kind
            let parameters = split(String(rest[rest.index(after: open)..<close]))
            let labels = parameters.map { label(of: $0, kind: kind) + ":" }.joined()
            return parameters.compactMap { parameter in
                guard let colon = topLevel(":", in: parameter) else {
                    return parameter.contains("->") ? "\(prefix)\(name)(\(labels)) _: \(parameter.trimmingCharacters(in: .whitespaces))" : nil
                }
                let type = typeWithoutDefault(String(parameter[parameter.index(after: colon)...]))
                guard type.contains("->") else { return nil }
                return "\(prefix)\(name)(\(labels)) \(label(of: parameter, kind: kind)): \(type)"
            }
        }
    }

    /// A parameter's argument label (`_` for none).
    private static func label(of parameter: String, kind: String) -> String {
        guard let colon = topLevel(":", in: parameter) else { return "_" }
        let words = parameter[..<colon].replacing(#/@\w+/#, with: "").split(separator: " ")
        guard let first = words.first else { return "_" }
        return kind == "subscript" && words.count == 1 ? "_" : String(first)
    }

    /// A type as written, without its default value.
    private static func typeWithoutDefault(_ text: String) -> String {
        let type = topLevel("=", in: text).map { String(text[..<$0]) } ?? text
        return type.trimmingCharacters(in: .whitespaces)
    }

    /// The first `character` outside parentheses, brackets and (optionally) generic clauses.
    private static func topLevel(_ character: Character, in text: String, skippingGenerics: Bool = false) -> String.Index? {
        var level = 0
        var previous: Character = " "
        for index in text.indices {
            let here = text[index]
            if level == 0 && here == character { return index }
            switch here {
            case "(", "[": level += 1
            case ")", "]": level -= 1
            case "<" where skippingGenerics: level += 1
            case ">" where skippingGenerics && previous != "-": level -= 1
            default: break
            }
            previous = here
        }
        return nil
    }

    /// The parenthesis that closes the one at `open`.
    private static func matching(_ open: String.Index, in text: String) -> String.Index? {
        var level = 0
        for index in text[open...].indices {
            if text[index] == "(" { level += 1 }
            if text[index] == ")" {
                level -= 1
                if level == 0 { return index }
            }
        }
        return nil
    }

    /// A parameter clause's parameters, split at its top-level commas.
    private static func split(_ clause: String) -> [String] {
        var parameters: [String] = []
        var current = ""
        var level = 0
        var previous: Character = " "
        for character in clause {
            switch character {
            case "(", "[", "<": level += 1
            case ")", "]": level -= 1
            case ">" where previous != "-": level -= 1
            default: break
            }
            if character == "," && level == 0 {
                parameters.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        let last = current.trimmingCharacters(in: .whitespaces)
        return last.isEmpty ? parameters : parameters + [last]
    }
}

struct PublicClosureInventoryTests {
    @Test func everyPublicClosureHasACompatLineThatPinsItsIsolationAndSendability() throws {
        let closures = try PublicClosureInventory.closures()
        let marks = try PublicClosureInventory.marks()
        #expect(closures.count > 50, "the scan found \(closures.count) public closures; it reads Sources/ from \(PublicClosureInventory.root.path)")
        let unmarked = closures.subtracting(marks).sorted()
        #expect(unmarked.isEmpty, """
            public closures with no compat line: write a call that hands each a function value typed as an app \
            types one, marked `// closure: KEY` (ClosureIsolation*SourceCompatTests.swift):
            \(unmarked.joined(separator: "\n"))
            """)
        let stale = marks.subtracting(closures).sorted()
        #expect(stale.isEmpty, "compat marks that name no public closure (renamed, or its type changed):\n\(stale.joined(separator: "\n"))")
    }

    @Test func theScanReadsParametersPropertiesPayloadsAndAliases() {
        let source = """
            public struct Box {
                /// Not this one: `public func ignored(_ x: () -> Void)`.
                public func run(_ body: @escaping @MainActor () -> Void, count: Int = 1, done: (() -> Void)? = nil) {}
                public var handler: @Sendable (Int) -> Void = { _ in }
                public typealias Step = @Sendable (Int) throws -> Int
                public enum Rule {
                    case ask(@MainActor (Bool) -> Void)
                    case never
                }
                func hidden(_ body: () -> Void) {}
            }
            struct Internal { public func run(_ body: () -> Void) {} }
            public protocol Watching {
                func watch(_ didChange: @escaping @MainActor () -> Void)
            }
            """
        let keys = Set(PublicClosureInventory.closures(in: source, module: "M"))
        #expect(keys == [
            "M Box.run(_:count:done:) _: @escaping @MainActor () -> Void",
            "M Box.run(_:count:done:) done: (() -> Void)?",
            "M Box.handler: @Sendable (Int) -> Void",
            "M Box.Step = @Sendable (Int) throws -> Int",
            "M Box.Rule.ask(_:) _: @MainActor (Bool) -> Void",
            "M Watching.watch(_:) _: @escaping @MainActor () -> Void",
        ])
    }
}
