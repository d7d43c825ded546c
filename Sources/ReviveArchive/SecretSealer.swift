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
/// The sealing key and the file's HMAC key are both derived from the key provider's key with
/// HKDF-SHA256 (different `info` strings), so neither use weakens the other, and the key the
/// provider returns is never used directly.
///
/// ```swift
/// let sealer = SecretSealer(key: try provider.key(), archiveName: "session", limits: .default)
/// let sealed = try sealer.seal(.string("token"))   // nonce ‖ ciphertext ‖ tag
/// ```
struct SecretSealer: Sendable {
    /// The sealer of the save or load in progress on this task, if any.
    @TaskLocal static var current: SecretSealer?

    /// The AES-GCM key for secrets; `nil` when the archive has no key provider.
    let sealKey: SymmetricKey?
    /// The HMAC key for the file's trailer; `nil` when the archive has no key provider.
    let macKey: SymmetricKey?
    /// Authenticated with every secret: binds it to the archive's name.
    let authenticatedData: Data
    /// The caps for a secret's own encoding.
    let limits: DecodingLimits
    /// The archive's name, for messages.
    let archiveName: String

    /// Creates the sealer of one archive.
    /// - Parameters:
    ///   - key: The key provider's key, or `nil` when the archive has none.
    ///   - archiveName: The archive's name.
    ///   - limits: The caps.
    init(key: SymmetricKey?, archiveName: String, limits: DecodingLimits) {
        self.sealKey = key.map { Self.derive(from: $0, info: "revive.archive.secret.v1") }
        self.macKey = key.map { Self.derive(from: $0, info: "revive.archive.mac.v1") }
        self.authenticatedData = Data("revive.archive.secret:\(archiveName)".utf8)
        self.limits = limits
        self.archiveName = archiveName
    }

    /// Seals one value: AES-GCM with a fresh nonce, the archive's name as authenticated data.
    /// - Parameter value: The secret's plain value.
    /// - Returns: Nonce (12 bytes), ciphertext, tag (16 bytes).
    /// - Throws: ``ArchiveError/Code/keyRequired`` without a key, ``ArchiveError/Code/encodingFailed``
    ///   when the value breaks a cap or AES-GCM refuses the key.
    func seal(_ value: StateValue) throws(ArchiveError) -> Data {
        guard let sealKey else {
            throw ArchiveError(
                .keyRequired, "archive \"\(archiveName)\" holds a Secret and has no key provider to seal it with"
            )
        }
        do {
            let plaintext = try ArchiveFormat.encodeValue(value, limits: limits)
            let box = try AES.GCM.seal(plaintext, using: sealKey, nonce: AES.GCM.Nonce(), authenticating: authenticatedData)
            guard let combined = box.combined else {
                throw ArchiveError(.encodingFailed, "AES-GCM gave no combined form for a secret")
            }
            return combined
        } catch let error as ArchiveError {
            throw error
        } catch {
            throw ArchiveError(.encodingFailed, "a secret of archive \"\(archiveName)\" could not be sealed: \(error)")
        }
    }

    /// Opens one sealed value.
    /// - Parameter sealed: Nonce, ciphertext and tag, as ``seal(_:)`` made them.
    /// - Returns: The secret's plain value.
    /// - Throws: ``ArchiveError/Code/keyRequired`` without a key, ``ArchiveError/Code/authenticationFailed``
    ///   for a wrong key or changed bytes, ``ArchiveError/Code/damaged`` for a plaintext that breaks the format.
    func open(_ sealed: Data) throws(ArchiveError) -> StateValue {
        guard let sealKey else {
            throw ArchiveError(.keyRequired, "archive \"\(archiveName)\" holds a sealed Secret and has no key provider")
        }
        let plaintext: Data
        do {
            let box = try AES.GCM.SealedBox(combined: sealed)
            plaintext = try AES.GCM.open(box, using: sealKey, authenticating: authenticatedData)
        } catch {
            throw ArchiveError(
                .authenticationFailed,
                "a sealed secret of \(sealed.count) bytes in archive \"\(archiveName)\" does not open: "
                    + "a wrong key, or it was changed or copied from another archive (\(error))"
            )
        }
        return try ArchiveFormat.decodeValue(plaintext, baseOffset: 0, limits: limits)
    }

    private static func derive(from key: SymmetricKey, info: String) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(inputKeyMaterial: key, info: Data(info.utf8), outputByteCount: 32)
    }
}
