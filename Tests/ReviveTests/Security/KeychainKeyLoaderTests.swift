import Crypto
import Foundation
import Testing
@testable import Revive

/// The Keychain key provider's logic, run over a fake of the two `SecItem` calls: the same
/// code the Apple-only `KeychainKeyProvider` forwards to.
struct KeychainKeyLoaderTests {
    /// A Keychain of generic-password items that answers as `SecItemCopyMatching` and
    /// `SecItemAdd` do, with scripted answers for the cases a real Keychain rarely gives.
    final class FakeKeychain: KeychainItemCalls, @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String: Data] = [:]
        private var scriptedReads: [(KeychainStatus, Data?)] = []
        private var scriptedAdd: KeychainStatus?
        private(set) var adds: [(service: String, account: String, bytes: Int)] = []

        func store(_ data: Data, service: String, account: String) {
            lock.withLock { items[service + "/" + account] = data }
        }
        func scriptReads(_ reads: [(KeychainStatus, Data?)]) { lock.withLock { scriptedReads = reads } }
        func scriptAdd(_ status: KeychainStatus) { lock.withLock { scriptedAdd = status } }

        func copyData(service: String, account: String) -> (status: KeychainStatus, data: Data?) {
            lock.withLock {
                if !scriptedReads.isEmpty { return scriptedReads.removeFirst() }
                guard let data = items[service + "/" + account] else { return (.itemNotFound, nil) }
                return (.success, data)
            }
        }

        func add(_ data: Data, service: String, account: String) -> KeychainStatus {
            lock.withLock {
                adds.append((service, account, data.count))
                if let scriptedAdd { return scriptedAdd }
                if items[service + "/" + account] != nil { return .duplicateItem }
                items[service + "/" + account] = data
                return .success
            }
        }
    }

    private func bytes(_ key: SymmetricKey) -> Data { key.withUnsafeBytes { Data($0) } }

    @Test func firstUseAddsAFreshKeyAndLaterCallsReadTheSameKey() throws {
        let keychain = FakeKeychain()
        let loader = KeychainKeyLoader(calls: keychain, service: "com.example.reader", account: "revive-state-key")
        let first = try loader.key()
        let second = try loader.key()
        #expect(bytes(first).count == 32)
        #expect(bytes(first) == bytes(second))
        #expect(keychain.adds.map { "\($0.service) \($0.account) \($0.bytes)" } == ["com.example.reader revive-state-key 32"])
    }

    @Test func aKeyAnotherProcessAddedAtTheSameMomentWins() throws {
        let keychain = FakeKeychain()
        let theirs = Data(repeating: 7, count: 32)
        // Our read finds nothing; before our add, the other process's add lands.
        keychain.scriptReads([(.itemNotFound, nil), (.success, theirs)])
        keychain.scriptAdd(.duplicateItem)
        let key = try KeychainKeyLoader(calls: keychain, service: "s", account: "a").key()
        #expect(bytes(key) == theirs)
    }

    @Test func anItemOfTheWrongSizeIsRefusedNamingItsSize() {
        let keychain = FakeKeychain()
        keychain.store(Data(repeating: 1, count: 16), service: "com.example.reader", account: "a")
        #expect {
            try KeychainKeyLoader(calls: keychain, service: "com.example.reader", account: "a").key()
        } throws: { error in
            let error = error as? ReviveError
            return error?.code == .wrongKeySize && error?.message == "the Keychain item \"com.example.reader\" holds 16 bytes, not 32"
        }
        #expect(keychain.adds.isEmpty, "a damaged item is never overwritten")
    }

    @Test func aReadThatFailsIsAKeychainErrorQuotingTheStatus() {
        let keychain = FakeKeychain()
        keychain.scriptReads([(.failure(code: -25308, message: "User interaction is not allowed."), nil)])
        #expect {
            try KeychainKeyLoader(calls: keychain, service: "s", account: "a").key()
        } throws: { error in
            let error = error as? ReviveError
            return error?.code == .keychainFailed
                && error?.message == "cannot read the key from the Keychain: User interaction is not allowed. (OSStatus -25308)"
        }
        #expect(keychain.adds.isEmpty, "a locked Keychain gets no second key")
    }

    @Test func anAddThatFailsIsAKeychainErrorAndNoKeyIsReturned() {
        let keychain = FakeKeychain()
        keychain.scriptAdd(.failure(code: -34018, message: "A required entitlement isn't present."))
        #expect {
            try KeychainKeyLoader(calls: keychain, service: "s", account: "a").key()
        } throws: { error in
            let error = error as? ReviveError
            return error?.code == .keychainFailed
                && error?.message == "cannot add the key to the Keychain: A required entitlement isn't present. (OSStatus -34018)"
        }
    }

    @Test func aDuplicateThatCannotBeReadBackIsAnErrorNotAFreshKey() {
        let keychain = FakeKeychain()
        keychain.scriptReads([(.itemNotFound, nil), (.itemNotFound, nil)])
        keychain.scriptAdd(.duplicateItem)
        let error = #expect(throws: ReviveError.self) {
            try KeychainKeyLoader(calls: keychain, service: "s", account: "a").key()
        }
        #expect(error?.code == .keychainFailed)
    }
}
