import Revive

import Foundation

extension ArchivableObject {
    /// Marks a stored property of an ``ArchivableObject`` subclass as part of its archived value.
    ///
    /// ``ArchivableObject`` finds these properties by reflection, on the object's class and on
    /// every superclass, and encodes and decodes them by key, so a class hierarchy archives
    /// without a hand-written `encode(to:)` or `init(from:)` in any class. Unmarked properties
    /// are not archived (caches, derived values, views).
    ///
    /// ```swift
    /// class Session: ArchivableObject {
    ///     @Archived var account = ""
    ///     @Archived @Secret var token = ""               // sealed on disk
    ///     @Archived("signed_in_at") var signedInAt = Date.distantPast
    ///     @Archived var nickname: String?                // starts as nil
    ///     var avatar: Image?                             // not archived
    /// }
    /// ```
    ///
    /// The key is the property's name unless one is given; give one to keep old files readable
    /// after a rename. Keys must be unique along the class chain (a clash throws on encode and
    /// on decode, naming both properties). Any `Codable` type works, ``Secret`` included.
    ///
    /// The value lives in a small reference box, so that decoding can assign it through
    /// reflection; copies of the wrapper share the value. The wrapper is not `Sendable`.
    @propertyWrapper
    public struct Archived<Value: Codable> {
        /// The key given in the attribute, or `nil` for the property's name.
        let explicitKey: String?
        /// The shared storage of the value.
        let box: ArchivedBox<Value>

        /// Archives the property under its own name: `@Archived var account = ""`.
        /// - Parameter wrappedValue: The initial value, kept when a file has no value for the key.
        public init(wrappedValue: Value) {
            self.explicitKey = nil
            self.box = ArchivedBox(wrappedValue)
        }

        /// Archives the property under an explicit key: `@Archived("signed_in_at") var signedInAt = Date()`.
        /// - Parameters:
        ///   - wrappedValue: The initial value, kept when a file has no value for the key.
        ///   - key: The key in the file; stays stable when the property is renamed.
        public init(wrappedValue: Value, _ key: String) {
            self.explicitKey = key
            self.box = ArchivedBox(wrappedValue)
        }

        /// Archives an optional property that starts as `nil`: `@Archived var nickname: String?`.
        /// - Parameter key: The key in the file, or `nil` for the property's name.
        public init(_ key: String? = nil) where Value: ExpressibleByNilLiteral {
            self.explicitKey = key
            self.box = ArchivedBox(nil)
        }

        /// The property's current value.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }
    }
}

/// The reference that holds an ``ArchivableObject/Archived`` value, shared by every copy of the wrapper.
final class ArchivedBox<Value: Codable> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// What discovery sees of an ``ArchivableObject/Archived`` property, whatever its value type.
protocol ArchivedProperty {
    /// The key given in the attribute, or `nil` for the property's name.
    var explicitKey: String? { get }
    /// The type-erased storage.
    var storage: any ArchivedStorage { get }
}

/// Encodes and decodes one archived value by key.
protocol ArchivedStorage: AnyObject {
    /// Encodes the current value under `key`.
    func encode(to container: inout KeyedEncodingContainer<ArchivedKey>, key: ArchivedKey) throws
    /// Decodes the value under `key` and stores it; a missing key keeps the current value.
    func decode(from container: KeyedDecodingContainer<ArchivedKey>, key: ArchivedKey) throws
}

extension ArchivableObject.Archived: ArchivedProperty {
    var storage: any ArchivedStorage { box }
}

extension ArchivedBox: ArchivedStorage {
    func encode(to container: inout KeyedEncodingContainer<ArchivedKey>, key: ArchivedKey) throws {
        try container.encode(value, forKey: key)
    }

    func decode(from container: KeyedDecodingContainer<ArchivedKey>, key: ArchivedKey) throws {
        guard container.contains(key) else { return }
        value = try container.decode(Value.self, forKey: key)
    }
}

@available(*, unavailable)
extension ArchivableObject.Archived: Sendable {}

/// The key of one archived property in its object's keyed container.
struct ArchivedKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}
