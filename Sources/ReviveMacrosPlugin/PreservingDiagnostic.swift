import SwiftDiagnostics

/// What `@Preserving` tells the developer at compile time.
enum PreservingDiagnostic: DiagnosticMessage {
    /// The macro is attached to something other than a class.
    case notAClass(kind: String)
    /// Two properties of the class are saved under one key.
    case duplicateKey(key: String, first: String, second: String)
    /// The note on the first of two properties that share a key.
    case firstUseOfKey(key: String)
    /// A `static` or `class` property is marked `@Preserved`.
    case typeProperty(name: String)
    /// The property's declared type can never be `Codable`.
    case notCodable(name: String, type: String, why: String)

    var message: String {
        switch self {
        case .notAClass(let kind):
            "@Preserving applies to a class (a page, a view controller, any Revivable), not to \(kind)"
        case .duplicateKey(let key, let first, let second):
            "'\(second)' is saved under the key \"\(key)\", which '\(first)' already uses; each @Preserved property needs a key of its own"
        case .firstUseOfKey(let key):
            "\"\(key)\" is first used here"
        case .typeProperty(let name):
            "'\(name)' is a static property: @Preserved saves a value of each page, not of its type"
        case .notCodable(let name, let type, let why):
            "'\(name)' cannot be preserved: \(type) is not Codable (\(why)); @Preserved saves Codable values"
        }
    }

    var diagnosticID: MessageID {
        let id = switch self {
        case .notAClass: "notAClass"
        case .duplicateKey: "duplicateKey"
        case .firstUseOfKey: "firstUseOfKey"
        case .typeProperty: "typeProperty"
        case .notCodable: "notCodable"
        }
        return MessageID(domain: "ReviveMacros", id: id)
    }

    var severity: DiagnosticSeverity {
        switch self {
        case .firstUseOfKey: .note
        default: .error
        }
    }
}

extension PreservingDiagnostic: NoteMessage {
    var noteID: MessageID { diagnosticID }
}

/// The fix-its `@Preserving` offers.
enum PreservingFixIt: FixItMessage {
    /// Saves the property under a key of its own.
    case useKey(String)
    /// Removes `@Preserved` from a property.
    case removeAttribute

    var message: String {
        switch self {
        case .useKey(let key): "Save it under \"\(key)\""
        case .removeAttribute: "Remove @Preserved"
        }
    }

    var fixItID: MessageID {
        switch self {
        case .useKey: MessageID(domain: "ReviveMacros", id: "useKey")
        case .removeAttribute: MessageID(domain: "ReviveMacros", id: "removeAttribute")
        }
    }
}
