import Revive

import Foundation

/// A base class whose subclasses archive their ``ArchivableObject/Archived`` properties, and those of every
/// superclass, with no hand-written `Codable` code: Revive's answer to walking a class's
/// instance variables and its superclasses'.
///
/// Swift synthesizes `Codable` for a class's own properties only: a subclass's added
/// properties are silently left out unless it overrides both `encode(to:)` and `init(from:)`.
/// `ArchivableObject` instead walks the instance with `Mirror`, class by class up the chain
/// (as `@Preserved` discovery does for pages), encodes each `@Archived` property under its
/// key, and decodes by creating the object with `init()` and assigning each property found in
/// the file through its wrapper.
///
/// ```swift
/// class Session: ArchivableObject {
///     @Archived var account = ""
///     @Archived @Secret var token = ""
/// }
/// final class PremiumSession: Session {
///     @Archived var plan = "gold"              // archived along with account and token
/// }
/// let archive = Archive<PremiumSession>(name: "session", store: store, keyProvider: keys)
/// ```
///
/// What it covers: `var` properties marked `@Archived` (any `Codable` type, ``Secret``
/// included) declared on the class or any superclass up to `ArchivableObject`; a key missing
/// from the file keeps the property's initial value, so adding a property needs no migration.
///
/// What it does not cover: unmarked properties; `let` and computed properties (a wrapper
/// needs a stored `var`); non-`Codable` types (a compile-time error at the `@Archived`).
/// Decoding creates the declared type: an `Archive<Session>` holding a `PremiumSession`
/// saves every property but loads a `Session`; declare the archive with the subclass, or
/// archive an enum of the cases. Every subclass needs an `init()` (inherited automatically when
/// it declares no designated initializer; otherwise write `required init() { super.init() }`).
///
/// Not `Sendable`: an instance is mutable shared state; a subclass that guards its
/// properties may declare `@unchecked Sendable` itself.
open class ArchivableObject: Codable {
    /// Creates an object with every property at its initial value; decoding starts here.
    public required init() {}

    /// Creates the object with `init()` and assigns every `@Archived` property the file has.
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for a value that does not fit its property;
    ///   `EncodingError.invalidValue` naming both properties when two of the class chain share a key.
    public required convenience init(from decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: ArchivedKey.self)
        for (key, storage) in try archivedProperties(codingPath: decoder.codingPath) {
            try storage.decode(from: container, key: ArchivedKey(stringValue: key))
        }
    }

    /// Encodes every `@Archived` property of the class chain under its key.
    /// - Parameter encoder: The encoder.
    /// - Throws: `EncodingError` for a key used by two properties, or what a value's encoding throws.
    open func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ArchivedKey.self)
        for (key, storage) in try archivedProperties(codingPath: encoder.codingPath) {
            try storage.encode(to: &container, key: ArchivedKey(stringValue: key))
        }
    }

    /// The `@Archived` properties, root class first, each class's in declaration order.
    private func archivedProperties(codingPath: [any CodingKey]) throws -> [(String, any ArchivedStorage)] {
        var levels: [[(key: String, owner: String, storage: any ArchivedStorage)]] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            let owner = String(describing: current.subjectType)
            var level: [(key: String, owner: String, storage: any ArchivedStorage)] = []
            for child in current.children {
                guard let property = child.value as? any ArchivedProperty else { continue }
                let label = child.label ?? "?"
                let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
                level.append((property.explicitKey ?? name, "\(owner).\(name)", property.storage))
            }
            levels.append(level)
            mirror = current.superclassMirror
        }
        var owners: [String: String] = [:]
        var properties: [(String, any ArchivedStorage)] = []
        for entry in levels.reversed().joined() {
            if let first = owners.updateValue(entry.owner, forKey: entry.key) {
                throw EncodingError.invalidValue(entry.key, EncodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "key \"\(entry.key)\" is archived by both \(first) and \(entry.owner)"
                ))
            }
            properties.append((entry.key, entry.storage))
        }
        return properties
    }
}
