/// A scroll anchor or selection that came back somewhere other than where it was saved,
/// because the data changed in between, and why.
///
/// Resolving never fails: an anchor whose item is gone lands on the nearest survivor, a
/// selected item that is gone is deselected. Each such change is an issue, so that the app's
/// restore report says what moved. ``ViewStateRestoring`` pages return them from
/// ``ViewStateRestoring/restoreViewState()``, and they appear in the ``RestoreReport`` as
/// ``RestoreReport/Item/Kind/movedViewState`` items.
///
/// ```swift
/// if let issue = list.resolve(in: ids).issue(key: "list") {
///     logger.notice("\(issue)")   // key "list": the item "c7" is gone; showing the nearest item "c8" at 6
/// }
/// ```
public struct ViewStateIssue: Hashable {
    /// What moved.
    public enum Kind: String, Hashable, Sendable {
        /// The anchored item is gone: the list shows the nearest surviving item.
        case anchorMoved
        /// The anchored item is gone and no item can take its place: the list shows its top.
        case anchorReset
        /// Selected items are gone and were deselected.
        case selectionDropped
    }

    /// The key of the preserved anchor or selection.
    public let key: String
    /// What moved.
    public let kind: Kind
    /// A readable explanation quoting the saved identifiers.
    public let message: String

    /// Creates an issue.
    ///
    /// - Parameters:
    ///   - key: The key of the preserved anchor or selection.
    ///   - kind: What moved.
    ///   - message: A readable explanation.
    public init(key: String, kind: Kind, message: String) {
        self.key = key
        self.kind = kind
        self.message = message
    }
}

extension ViewStateIssue: CustomStringConvertible {
    /// `key "list": the item "c7" is gone; …`.
    public var description: String { "key \"\(key)\": \(message)" }
}

extension ViewStateIssue: Sendable {}
