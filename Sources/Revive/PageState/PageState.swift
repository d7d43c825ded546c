/// The preserved values of one page: a keyed container of ``StateValue``s.
///
/// This is Revive's `NSCoder` for restoration: `@Preserved` properties are stored here under
/// their keys, and a page's own `encodeRestorableState(with:)` may add more.
///
/// ```swift
/// var state = PageState()
/// state["comic_id"] = .int(42)
/// ```
public struct PageState: Hashable {
    /// The values, by key.
    public var values: [String: StateValue]

    /// Creates a container with the given values.
    /// - Parameter values: The values by key; empty by default.
    public init(_ values: [String: StateValue] = [:]) {
        self.values = values
    }

    /// The value stored under `key`, or `nil` when there is none.
    public subscript(key: String) -> StateValue? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// The keys present, sorted.
    public var keys: [String] { values.keys.sorted() }

    /// Whether the container holds no values.
    public var isEmpty: Bool { values.isEmpty }
}

extension PageState: Sendable {}
