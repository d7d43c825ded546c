import Crypto
import Foundation

/// What a Keychain call answered: the few `OSStatus` results the key provider tells apart,
/// and any other as a failure with its code and the system's text for it.
enum KeychainStatus: Equatable, Sendable {
    /// `errSecSuccess`.
    case success
    /// `errSecItemNotFound`: no item matched the query.
    case itemNotFound
    /// `errSecDuplicateItem`: an item with the same service and account already exists.
    case duplicateItem
    /// Any other status, with the system's text for it (`SecCopyErrorMessageString`).
    case failure(code: Int32, message: String)
}

/// The two Keychain calls a ``KeychainKeyProvider`` makes, for one generic-password item.
///
/// On Apple platforms the provider answers them with `SecItemCopyMatching` and `SecItemAdd`;
/// everywhere else a test answers them, so that the provider's logic is compiled and tested
/// on every platform.
protocol KeychainItemCalls: Sendable {
    /// Reads the item's data (`SecItemCopyMatching`, `kSecReturnData`, `kSecMatchLimitOne`).
    /// - Returns: The status, and the item's data when it is `.success` and the item holds data.
    func copyData(service: String, account: String) -> (status: KeychainStatus, data: Data?)
    /// Adds the item, readable after the first unlock and never leaving this device
    /// (`SecItemAdd`, `kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly`).
    /// - Returns: The status.
    func add(_ data: Data, service: String, account: String) -> KeychainStatus
}

/// The key provider's logic, over the Keychain's calls: read the item; on first use add a
/// fresh random key; when another process added one at the same moment, use theirs; refuse an
/// item that does not hold exactly 32 bytes; turn every failure into a ``ReviveError``.
struct KeychainKeyLoader<Calls: KeychainItemCalls> {
    /// The Keychain calls.
    let calls: Calls
    /// The item's service (`kSecAttrService`).
    let service: String
    /// The item's account (`kSecAttrAccount`).
    let account: String

    /// Creates a loader for one item.
    init(calls: Calls, service: String, account: String) {
        self.calls = calls
        self.service = service
        self.account = account
    }

    /// Reads the key, adding a fresh random one if there is none.
    /// - Returns: The 256-bit key.
    /// - Throws: ``ReviveError`` with ``ReviveError/Code/keychainFailed`` when a
    ///   call fails, or ``ReviveError/Code/wrongKeySize`` when the item is not 32 bytes.
    func key() throws(ReviveError) -> SymmetricKey {
        if let key = try readKey() { return key }
        let fresh = SymmetricKey(size: .bits256)
        switch calls.add(fresh.withUnsafeBytes { Data($0) }, service: service, account: account) {
        case .success:
            return fresh
        case .duplicateItem:
            // Another process added the item between the read and the add: its key wins.
            if let key = try readKey() { return key }
            throw ReviveError(.keychainFailed, "the Keychain item \"\(service)\" was added by another process, then could not be found")
        case .itemNotFound:
            throw ReviveError(.keychainFailed, "cannot add the key to the Keychain: the item was not found")
        case .failure(let code, let message):
            throw ReviveError(.keychainFailed, "cannot add the key to the Keychain: \(message) (OSStatus \(code))")
        }
    }

    private func readKey() throws(ReviveError) -> SymmetricKey? {
        let (status, data) = calls.copyData(service: service, account: account)
        switch status {
        case .itemNotFound:
            return nil
        case .success:
            guard let data, data.count == 32 else {
                throw ReviveError(.wrongKeySize, "the Keychain item \"\(service)\" holds \(data?.count ?? 0) bytes, not 32")
            }
            return SymmetricKey(data: data)
        case .duplicateItem:
            throw ReviveError(.keychainFailed, "cannot read the key from the Keychain: duplicate item")
        case .failure(let code, let message):
            throw ReviveError(.keychainFailed, "cannot read the key from the Keychain: \(message) (OSStatus \(code))")
        }
    }
}

extension KeychainKeyLoader: Sendable {}
