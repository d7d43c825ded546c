import Crypto

/// A source of the symmetric key that encrypts saved state at rest.
///
/// Revive asks for the key each time it encrypts or decrypts a saved file; a provider may
/// cache it. On Apple platforms use ``KeychainKeyProvider``; elsewhere ``KeyFileProvider``
/// (a 0600 file) or, in tests, ``InMemoryKeyProvider``.
///
/// ```swift
/// let provider: any KeyProvider = KeyFileProvider(url: supportFolder.appending(path: "revive.key"))
/// let codec = SnapshotCodec(key: try provider.key())
/// ```
public protocol KeyProvider: Sendable {
    /// Returns the key, creating and storing one the first time if the provider does that.
    /// - Returns: A 256-bit key.
    /// - Throws: ``KeyProviderError`` when the key cannot be read or created.
    func key() throws(KeyProviderError) -> SymmetricKey
}
