import Foundation

/// A value guarded by a lock: the one place in the package that is
/// `@unchecked Sendable`, because every access goes through ``withLock(_:)``.
///
/// `Synchronization.Mutex` would do, but it needs macOS 15; this works on every platform
/// the package supports.
///
/// ```swift
/// let count = LockedValue(0)
/// count.withLock { $0 += 1 }
/// ```
package final class LockedValue<Value> {
    private let lock = NSLock()
    private var value: Value

    /// Creates a lock around a value.
    /// - Parameter value: The initial value.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    /// - Parameter body: Reads or changes the value; must not call back into this lock.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

extension LockedValue: @unchecked Sendable where Value: Sendable {}
