import Revive

import Crypto
import Foundation

/// Seals and opens the ``Secret`` values of one ``Archive``, for the duration of one save or load.
///
/// An archive installs its sealer as a task-local value around the `Codable` pass, so a
/// `Secret` nested anywhere in the value — a struct's field, an array element, an
/// `@Archived` property of a superclass — finds it without the encoder knowing about secrets.
/// Outside that pass there is no sealer, and a `Secret` refuses to be encoded at all: handing
/// a value with secrets to `JSONEncoder` fails instead of writing them in plaintext.
///
/// The sealing itself, and the file around the value, belong to the codec's value file
/// (`ValueFileCodec`): this type only carries it to the secrets and words its errors as the
/// archive's.
///
/// ```swift
/// let sealer = SecretSealer(key: try provider.key(), archiveName: "session")
/// let sealed = try sealer.seal("token")   // nonce ‖ ciphertext ‖ tag
/// ```
struct SecretSealer: Sendable {
    /// The sealer of the save or load in progress on this task, if any.
    @TaskLocal static var current: SecretSealer?

    /// The codec of the archive's file, which seals and opens its secrets.
    let codec: ValueFileCodec
    /// The archive's name, for messages.
    let archiveName: String

    /// Creates the sealer of one archive.
    /// - Parameters:
    ///   - key: The key provider's key, or `nil` when the archive has none.
    ///   - archiveName: The archive's name.
    init(key: SymmetricKey?, archiveName: String) {
        self.codec = ValueFileCodec(name: archiveName, key: key)
        self.archiveName = archiveName
    }

    /// Seals one value: AES-GCM with a fresh nonce, the archive's name as authenticated data.
    /// - Parameter value: The secret's plain value.
    /// - Returns: Nonce (12 bytes), ciphertext, tag (16 bytes).
    /// - Throws: ``ReviveError/Code/keyRequired`` without a key, ``ReviveError/Code/encodingFailed``
    ///   when the value breaks a cap or AES-GCM refuses the key; what the value's `encode(to:)` throws.
    func seal(_ value: some Encodable) throws -> Data {
        do {
            return try codec.encode(sealing: value)
        } catch let error as ReviveError where error.code == .keyRequired {
            throw ReviveError(
                .keyRequired, "archive \"\(archiveName)\" holds a Secret and has no key provider to seal it with"
            )
        } catch let error as ReviveError where ReviveError.codecCodes.contains(error.code) {
            throw ReviveError(.encodingFailed, "a secret of archive \"\(archiveName)\" could not be sealed: \(error)")
        }
    }

    /// Opens one sealed value.
    /// - Parameters:
    ///   - type: The secret's type.
    ///   - sealed: Nonce, ciphertext and tag, as ``seal(_:)`` made them.
    /// - Returns: The secret's plain value.
    /// - Throws: ``ReviveError/Code/keyRequired`` without a key, ``ReviveError/Code/authenticationFailed``
    ///   for a wrong key or changed bytes, ``ReviveError/Code/damaged`` for a plaintext that breaks the
    ///   format; what the type's `init(from:)` throws.
    func open<Value: Decodable>(_ type: Value.Type, from sealed: Data) throws -> Value {
        do {
            return try codec.decode(type, unsealing: sealed)
        } catch let error as ReviveError where error.code == .keyRequired {
            throw ReviveError(.keyRequired, "archive \"\(archiveName)\" holds a sealed Secret and has no key provider")
        } catch let error as ReviveError where error.code == .decryptionFailed {
            throw ReviveError(
                .authenticationFailed,
                "a sealed secret of \(sealed.count) bytes in archive \"\(archiveName)\" does not open: "
                    + "a wrong key, or it was changed or copied from another archive"
            )
        } catch let error as ReviveError where ReviveError.codecCodes.contains(error.code) {
            throw ReviveError.codec(error, reading: true)
        }
    }
}
