public import Crypto

/// A source of the symmetric key that encrypts saved state at rest.
///
/// Revive asks for the key each time it encrypts or decrypts a saved file; a provider may
/// cache it. On Apple platforms use `KeychainKeyProvider`; elsewhere ``KeyFileProvider``
/// (a 0600 file) or, in tests, `InMemoryKeyProvider`.
///
/// ```swift
/// let provider: any KeyProvider = KeyFileProvider(url: supportFolder.appending(path: "revive.key"))
/// let codec = SnapshotCodec(key: try provider.key())
/// ```
///
/// ## Writing your own provider
///
/// A provider that fetches its key from elsewhere (a secure enclave wrapper, a server, an
/// app-specific vault) conforms with one method. Return the same key every time for the same
/// saved files: a new key makes every earlier file undecryptable, which Revive treats as
/// "fresh because the file cannot be decrypted", not as a crash. Throw a ``ReviveError``
/// when the key is unavailable (for example before the first unlock); restoring then starts
/// fresh and saving is skipped.
///
/// ```swift
/// struct VaultKeyProvider: KeyProvider {
///     let vault: Vault
///     func key() throws(ReviveError) -> SymmetricKey {
///         guard let bytes = vault.secret(named: "revive") else {
///             throw ReviveError(.ioFailed, "the vault has no secret \"revive\"")
///         }
///         return SymmetricKey(data: bytes)
///     }
/// }
/// ```
///
/// Providers are `Sendable`: encoding runs off the main actor, so the key may be asked for
/// from any thread.
public protocol KeyProvider: Sendable {
    /// Returns the key, creating and storing one the first time if the provider does that.
    /// - Returns: A 256-bit key.
    /// - Throws: ``ReviveError`` when the key cannot be read or created.
    func key() throws(ReviveError) -> SymmetricKey
}
