public import Revive
public import Foundation

/// A snapshot store that keeps everything in memory, for tests and previews.
///
/// It behaves like `Revive/FileStore` — one state per scene, and the policy's records beside it
/// (it adopts `Revive/SceneRecordKeeping`; it takes no lock and sweeps nothing) — but nothing
/// survives the process, which makes it the store to use when a test simulates launches
/// within one process: keep the same `InMemoryStore` and make a new
/// `RestorationController` per "launch". Writes can be made to fail with
/// ``failNextWrites(_:)`` to exercise error paths.
///
/// ```swift
/// let store = InMemoryStore()
/// try store.write(Data([1, 2, 3]), sceneID: "main")
/// #expect(try store.read(sceneID: "main") == Data([1, 2, 3]))
/// ```
public final class InMemoryStore {
    private struct Contents {
        var states: [String: Data] = [:]
        var markers: [String: [String: Data]] = [:]
        var quarantined: [String: Data] = [:]
        var failingWrites = 0
        var writeCount = 0
    }

    private let lock = NSLock()
    private var guarded = Contents()

    private func withLock<Result>(_ body: (inout Contents) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&guarded)
    }

    /// Creates an empty store.
    public init() {}

    /// The number of successful state writes so far (markers not counted).
    public var writeCount: Int { withLock { $0.writeCount } }

    /// The scenes that have a saved state, sorted.
    public var sceneIDs: [String] { withLock { $0.states.keys.sorted() } }

    /// Makes the next `count` writes (states and markers) throw `Revive/ReviveError/Code/writeFailed`,
    /// leaving what was stored before unchanged.
    /// - Parameter count: How many writes fail; `0` stops failing.
    public func failNextWrites(_ count: Int) {
        withLock { $0.failingWrites = count }
    }

    private func checkWrite(_ what: String) throws(ReviveError) {
        let fails = withLock { contents -> Bool in
            guard contents.failingWrites > 0 else { return false }
            contents.failingWrites -= 1
            return true
        }
        if fails {
            throw ReviveError(.writeFailed, "write of \(what) failed: injected failure")
        }
    }
}

extension InMemoryStore: SceneRecordKeeping {
    /// Returns the scene's state, or `nil`.
    public func read(sceneID: String) throws(ReviveError) -> Data? {
        withLock { $0.states[sceneID] }
    }

    /// Replaces the scene's state.
    /// - Throws: `Revive/ReviveError` only when failures were requested with ``failNextWrites(_:)``.
    public func write(_ data: Data, sceneID: String) throws(ReviveError) {
        try checkWrite("scene \"\(sceneID)\"")
        withLock {
            $0.states[sceneID] = data
            $0.writeCount += 1
        }
    }

    /// Removes the scene's state, if any.
    public func delete(sceneID: String) throws(ReviveError) {
        _ = withLock { $0.states.removeValue(forKey: sceneID) }
    }

    /// Returns a marker's content, or `nil`.
    public func readMarker(named name: String, sceneID: String) throws(ReviveError) -> Data? {
        withLock { $0.markers[sceneID]?[name] }
    }

    /// Sets a marker.
    /// - Throws: `ReviveError` only when failures were requested with ``failNextWrites(_:)``.
    public func writeMarker(_ data: Data, named name: String, sceneID: String) throws(ReviveError) {
        try checkWrite("marker \"\(name)\" of scene \"\(sceneID)\"")
        withLock { $0.markers[sceneID, default: [:]][name] = data }
    }

    /// Clears a marker, if set.
    public func deleteMarker(named name: String, sceneID: String) throws(ReviveError) {
        _ = withLock { $0.markers[sceneID]?.removeValue(forKey: name) }
    }

    /// Moves the scene's state aside.
    /// - Returns: `true` if a state was moved.
    @discardableResult
    public func quarantine(sceneID: String) throws(ReviveError) -> Bool {
        withLock { contents in
            guard let data = contents.states.removeValue(forKey: sceneID) else { return false }
            contents.quarantined[sceneID] = data
            return true
        }
    }

    /// Returns the state last moved aside, or `nil`.
    public func readQuarantined(sceneID: String) throws(ReviveError) -> Data? {
        withLock { $0.quarantined[sceneID] }
    }

    /// Forgets the state moved aside for the scene, as `FileStore` removes its `.quarantined`
    /// file: a discarded scene leaves nothing behind in this store either.
    public func deleteQuarantined(sceneID: String) throws(ReviveError) {
        _ = withLock { $0.quarantined.removeValue(forKey: sceneID) }
    }
}

// Every access to the mutable contents holds `lock`.
extension InMemoryStore: @unchecked Sendable {}
