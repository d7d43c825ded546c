import Revive

import Foundation

/// A value that is sealed with AES-GCM whenever an ``Archive`` writes it, and never appears in
/// plaintext on disk: a password, a token, a private note.
///
/// Use it as a property wrapper in any `Codable` type, or as a plain field type. Only the
/// secret is sealed; the rest of the archive's file stays readable with `revive`-style tools
/// (and is protected against change by the file's HMAC when the archive has a key provider).
///
/// ```swift
/// struct Session: Codable {
///     var account: String            // plaintext on disk
///     @Secret var token: String      // AES-GCM sealed on disk
/// }
/// let archive = Archive<Session>(name: "session", store: store, keyProvider: keys)
/// try archive.save(Session(account: "ada@example.com", token: "t0k3n"))
/// ```
///
/// How it is written: the wrapped value is encoded to a `Revive/StateValue`, written with the
/// codec's value encoding, and sealed with AES-GCM under a key derived (HKDF-SHA256) from the
/// archive's `Revive/KeyProvider` key, with a fresh random nonce and the archive's name as
/// authenticated data. The file holds `nonce ‖ ciphertext ‖ tag` as a `data` value, so equal
/// secrets give different bytes on every save and no form of the secret (UTF-8, UTF-16,
/// base64) appears in the file. Its length (the ciphertext's) is not hidden.
///
/// What it refuses: a `Secret` encodes only inside an archive's save, which knows the key.
/// Handed to any other encoder (`JSONEncoder`, `PropertyListEncoder`, `Revive/PageState`), it
/// throws an `EncodingError` instead of writing its value in plaintext; an archive without a
/// key provider throws `ReviveError/Code/keyRequired`. Its `description`, `debugDescription`
/// and mirror never show the value, so logging a model object does not leak it.
///
/// `Secret` is `Sendable` when its value is, and `Equatable` / `Hashable` by its value.
@propertyWrapper
public struct Secret<Value: Codable>: Codable {
    /// The secret's plain value, in memory only.
    public var wrappedValue: Value

    /// Wraps a value: `@Secret var token = ""`.
    /// - Parameter wrappedValue: The plain value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Wraps a value, as a field type: `var token: Secret<String> = Secret("t0k3n")`.
    /// - Parameter value: The plain value.
    public init(_ value: Value) {
        self.wrappedValue = value
    }

    /// Seals the value with the key of the archive being saved and encodes the sealed bytes.
    /// - Parameter encoder: The encoder of an ``Archive``'s save.
    /// - Throws: `EncodingError.invalidValue` outside an archive's save (nothing is written);
    ///   `ReviveError` with `ReviveError/Code/keyRequired` when the archive has no key provider.
    public func encode(to encoder: any Encoder) throws {
        guard let sealer = SecretSealer.current else {
            throw EncodingError.invalidValue("<secret>", EncodingError.Context(
                codingPath: encoder.codingPath,
                debugDescription: "a Secret is encoded only by an Archive, which seals it; "
                    + "refusing to write it in plaintext"
            ))
        }
        let sealed: Data
        do {
            sealed = try sealer.seal(wrappedValue)
        } catch let error as ReviveError where ArchiveFailure.sealingCodes.contains(error.code) {
            throw ArchiveFailure(error: error)   // the archive's save throws it as it is
        }
        var container = encoder.singleValueContainer()
        try container.encode(sealed)
    }

    /// Opens the sealed bytes with the key of the archive being loaded and decodes the value.
    /// - Parameter decoder: The decoder of an ``Archive``'s load.
    /// - Throws: `DecodingError` outside an archive's load or for a value that does not fit;
    ///   `ReviveError` with `ReviveError/Code/authenticationFailed` for a wrong key or
    ///   changed bytes, `ReviveError/Code/keyRequired` when the archive has no key provider.
    public init(from decoder: any Decoder) throws {
        guard let sealer = SecretSealer.current else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "a Secret is decoded only by an Archive, which opens it"
            ))
        }
        let sealed = try decoder.singleValueContainer().decode(Data.self)
        do {
            wrappedValue = try sealer.open(Value.self, from: sealed)
        } catch let error as ReviveError where ArchiveFailure.sealingCodes.contains(error.code) {
            throw ArchiveFailure(error: error)   // the archive's load throws it as it is
        }
    }
}

extension Secret: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Always `"<secret>"`: the value is never shown.
    public var description: String { "<secret>" }
    /// Always `"Secret(<redacted>)"`: the value is never shown.
    public var debugDescription: String { "Secret(<redacted>)" }
    /// A mirror with no children, so `dump` and reflection do not show the value.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}

extension Secret: Equatable where Value: Equatable {}
extension Secret: Hashable where Value: Hashable {}
extension Secret: Sendable where Value: Sendable {}
