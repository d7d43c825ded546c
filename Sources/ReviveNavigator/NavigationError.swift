import Revive

/// An invalid navigation operation: it was refused and the hierarchy was left exactly as it was.
///
/// Every navigation call validates before it changes anything, so catching this error needs
/// no clean-up. The message names the operation and the pages involved.
///
/// ```swift
/// do { try stack.pop() } catch let error as NavigationError where error.code == .cannotPopRoot {
///     // the stack holds only its root page
/// }
/// ```
public struct NavigationError: Error, Hashable {
    /// What kind of operation was refused. More codes may be added; switch with a `default`.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        enum Storage: Hashable, Sendable {
            case nothingPresented, cannotPopRoot, tabIndexOutOfRange, alreadyInHierarchy
            case notAnAncestor, notOnScreen, alreadyPresenting, notInStack, emptyContainer
            case duplicatePage
        }
        let storage: Storage

        /// `dismiss` was called on a page that presents nothing, whose containers present
        /// nothing, and that belongs to no presented page.
        public static let nothingPresented = Code(storage: .nothingPresented)
        /// `pop` was called on a stack that holds only its root page.
        public static let cannotPopRoot = Code(storage: .cannotPopRoot)
        /// A tab index outside the tab container's tabs.
        public static let tabIndexOutOfRange = Code(storage: .tabIndexOutOfRange)
        /// The page to present, push or install already has a place in a hierarchy.
        public static let alreadyInHierarchy = Code(storage: .alreadyInHierarchy)
        /// The target of an unwind is not on the way to the visible page.
        public static let notAnAncestor = Code(storage: .notAnAncestor)
        /// The page asked to present is hidden (an unselected tab, under a stack's top, or
        /// inside a presented page that is hidden there).
        public static let notOnScreen = Code(storage: .notOnScreen)
        /// The presentation context the request was forwarded to, the page asked to present,
        /// or another page on their line already presents a page.
        public static let alreadyPresenting = Code(storage: .alreadyPresenting)
        /// The page is not one of the stack's pages.
        public static let notInStack = Code(storage: .notInStack)
        /// A stack or tab container was given no pages.
        public static let emptyContainer = Code(storage: .emptyContainer)
        /// The same page was given twice in one list of pages.
        public static let duplicatePage = Code(storage: .duplicatePage)

        public var description: String { "\(storage)" }
    }

    /// What kind of operation was refused.
    public let code: Code
    /// The operation, as called: `"push"`, `"dismiss"`, `"unwind(to:)"`…
    public let operation: String
    /// A sentence naming the pages involved.
    public let message: String

    init(_ code: Code, _ operation: String, _ message: String) {
        self.code = code
        self.operation = operation
        self.message = message
    }
}

extension NavigationError: CustomStringConvertible {
    public var description: String { "\(operation) refused (\(code)): \(message)" }
}
