/// Why a saved page could not be captured or recreated.
///
/// Rebuilding never throws this to the app — a page that cannot come back is dropped and the
/// ``RestoreReport`` lists it with this error — but capture throws it when the live hierarchy
/// cannot be saved as it is (an unregistered root, a page over budget, nothing on screen).
public struct RestorationError: Error, Hashable {
    /// What went wrong. More codes may be added; switch with a `default`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        enum Storage: String, Hashable, Sendable {
            case unknownType, factoryFailed, unreadableState, kindMismatch, nothingVisible
            case overPageBudget, overTotalBudget, unregisteredRoot, encodingFailed
        }
        let storage: Storage

        /// The saved type name is not registered; nothing was instantiated.
        public static let unknownType = Code(storage: .unknownType)
        /// The registered factory threw.
        public static let factoryFailed = Code(storage: .factoryFailed)
        /// The page's own `decodeRevivableState(from:)` threw.
        public static let unreadableState = Code(storage: .unreadableState)
        /// The saved node is a container of another kind than the page the factory made.
        public static let kindMismatch = Code(storage: .kindMismatch)
        /// No page would be on screen (no root, no tabs, an empty stack); nothing is saved.
        public static let nothingVisible = Code(storage: .nothingVisible)
        /// One page's state is larger than the per-page budget.
        public static let overPageBudget = Code(storage: .overPageBudget)
        /// The whole tree is larger than the total budget.
        public static let overTotalBudget = Code(storage: .overTotalBudget)
        /// The root page's type is not registered, so nothing can be saved.
        public static let unregisteredRoot = Code(storage: .unregisteredRoot)
        /// A preserved value could not be encoded.
        public static let encodingFailed = Code(storage: .encodingFailed)

        public var description: String { storage.rawValue }
    }

    /// What went wrong.
    public let code: Code
    /// The restoration type name involved.
    public let typeName: String
    /// A sentence that says what was wrong, quoting the values involved.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, typeName: String, _ message: String) {
        self.code = code
        self.typeName = typeName
        self.message = message
    }
}

extension RestorationError: CustomStringConvertible {
    public var description: String { "\(typeName): \(message) (\(code))" }
}
