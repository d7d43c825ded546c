/// What went wrong in a benchmark run: a bad option, or a step of the measured path failing.
///
/// ```swift
/// do { _ = try BenchmarkOptions(sizes: [2]) } catch { error.code == .badOption }
/// ```
public struct BenchmarkError: Error {
    /// The kind of failure; new codes may be added.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        enum Storage: String, Hashable, Sendable {
            case badOption, failed
        }
        let storage: Storage

        /// An option is out of range (a size, an iteration count); the message quotes it.
        public static let badOption = Code(storage: .badOption)
        /// A measured step (build, capture, encode, write, read, decode) threw.
        public static let failed = Code(storage: .failed)

        public var description: String { storage.rawValue }
    }

    /// What went wrong.
    public let code: Code
    /// A sentence that says what, quoting the bad input.
    public let message: String

    /// Creates an error.
    /// - Parameters:
    ///   - code: The kind of failure.
    ///   - message: A sentence quoting the bad input.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
}

extension BenchmarkError: CustomStringConvertible {
    public var description: String { "\(message) (\(code))" }
}

extension BenchmarkError: Sendable {}
