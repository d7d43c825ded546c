#if canImport(Security) && canImport(Darwin)
import Crypto
import Foundation
import Security

/// A key provider that keeps a 256-bit key in the Keychain, as a generic password item.
///
/// The first call to ``key()`` creates the item if it is missing, readable after the first
/// unlock (saving happens in the background) and never synced or backed up to another device
/// (`kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly`). If another process adds the item at
/// the same moment, its key is used. Only on Apple platforms.
///
/// ```swift
/// let codec = SnapshotCodec(key: try KeychainKeyProvider(service: "com.example.reader").key())
/// ```
public struct KeychainKeyProvider: KeyProvider {
    /// The item's service (`kSecAttrService`).
    public let service: String
    /// The item's account (`kSecAttrAccount`).
    public let account: String

    /// Creates a provider for the Keychain item with this service and account.
    /// - Parameters:
    ///   - service: The item's service; use the app's bundle identifier.
    ///   - account: The item's account name.
    public init(service: String, account: String = "revive-state-key") {
        self.service = service
        self.account = account
    }

    /// Reads the key from the Keychain, adding a fresh random one if there is none.
    /// - Returns: The 256-bit key.
    /// - Throws: ``KeyProviderError`` with ``KeyProviderError/Code/keychainFailed`` or
    ///   ``KeyProviderError/Code/wrongKeySize``.
    public func key() throws(KeyProviderError) -> SymmetricKey {
        if let key = try readKey() { return key }
        let fresh = SymmetricKey(size: .bits256)
        var attributes = baseQuery
        attributes[kSecValueData as String] = fresh.withUnsafeBytes { Data($0) }
        attributes[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        let status = SecItemAdd(attributes as CFDictionary, nil)
        if status == errSecSuccess { return fresh }
        if status == errSecDuplicateItem, let key = try readKey() { return key }
        throw KeyProviderError(.keychainFailed, "cannot add the key to the Keychain: \(Self.describe(status))")
    }

    private var baseQuery: [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
        ]
    }

    private func readKey() throws(KeyProviderError) -> SymmetricKey? {
        var query = baseQuery
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess else {
            throw KeyProviderError(.keychainFailed, "cannot read the key from the Keychain: \(Self.describe(status))")
        }
        guard let data = item as? Data, data.count == 32 else {
            let size = (item as? Data)?.count ?? 0
            throw KeyProviderError(.wrongKeySize, "the Keychain item \"\(service)\" holds \(size) bytes, not 32")
        }
        return SymmetricKey(data: data)
    }

    private static func describe(_ status: OSStatus) -> String {
        let text = (SecCopyErrorMessageString(status, nil) as String?) ?? "unknown error"
        return "\(text) (OSStatus \(status))"
    }
}

extension KeychainKeyProvider: Sendable {}
#endif
