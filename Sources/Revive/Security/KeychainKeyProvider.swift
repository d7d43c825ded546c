#if canImport(Security) && canImport(Darwin)
public import Crypto
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
    /// - Throws: ``ReviveError`` with ``ReviveError/Code/keychainFailed`` or
    ///   ``ReviveError/Code/wrongKeySize``.
    public func key() throws(ReviveError) -> SymmetricKey {
        try KeychainKeyLoader(calls: SecItemCalls(), service: service, account: account).key()
    }
}

/// `SecItemCopyMatching` and `SecItemAdd` for one generic-password item; the logic around
/// them is ``KeychainKeyLoader``'s, compiled and tested on every platform.
struct SecItemCalls: KeychainItemCalls {
    func copyData(service: String, account: String) -> (status: KeychainStatus, data: Data?) {
        var item: CFTypeRef?
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
            kSecAttrAccount as String: account, kSecReturnData as String: true, kSecMatchLimit as String: kSecMatchLimitOne,
        ]
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        return (Self.status(status), item as? Data)
    }

    func add(_ data: Data, service: String, account: String) -> KeychainStatus {
        let attributes: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
            kSecAttrAccount as String: account, kSecValueData as String: data,
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
        ]
        return Self.status(SecItemAdd(attributes as CFDictionary, nil))
    }

    private static func status(_ status: OSStatus) -> KeychainStatus {
        switch status {
        case errSecSuccess: .success
        case errSecItemNotFound: .itemNotFound
        case errSecDuplicateItem: .duplicateItem
        default: .failure(code: status, message: (SecCopyErrorMessageString(status, nil) as String?) ?? "unknown error")
        }
    }
}

extension KeychainKeyProvider: Sendable {}
#endif
