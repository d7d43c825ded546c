/// The preserved values of one page: a keyed container of ``StateValue``s.
///
/// This is Revive's `NSCoder` for restoration: `@Preserved` properties are stored here under
/// their keys, and a page's own `encodeRevivableState(into:)` may add more.
///
/// The values are kept sorted by key, the order in which a saved file lists them, so saving
/// needs no sort and loading needs no hashing. A page has a handful of values; lookups scan
/// them, or search them when there are many.
///
/// ```swift
/// var state = PageState()
/// state["comic_id"] = .int(42)
/// ```
public struct PageState: Hashable {
    /// One key and its value.
    struct Entry: Hashable {
        let key: String
        var value: StateValue
    }

    /// The entries, in ascending key order, each key once.
    private(set) var entries: [Entry]

    /// The bytes the entries take in a saved file (each key and value, not the count before
    /// them), kept up to date by every change, or -1 when not counted (a state read from a
    /// file): sizing a captured tree for a save or a budget then never walks its values again.
    private var knownByteCount: Int

    /// The bytes the entries take in a saved file: the kept count, or counted now.
    var entriesByteCount: Int {
        knownByteCount >= 0 ? knownByteCount : entries.reduce(0) { $0 + $1.encodedByteCount }
    }

    /// Creates a container with the given values.
    /// - Parameter values: The values by key; empty by default.
    public init(_ values: [String: StateValue] = [:]) {
        let sorted = values.map { Entry(key: $0.key, value: $0.value) }.sorted { $0.key < $1.key }
        self.init(sortedEntries: sorted, byteCount: sorted.reduce(0) { $0 + $1.encodedByteCount })
    }

    /// Creates a container from entries already in ascending key order with no key twice,
    /// without counting their size (a decoder's: counted only if asked).
    init(sortedEntries: [Entry]) {
        entries = sortedEntries
        knownByteCount = -1
    }

    /// Creates a container from sorted, unique entries whose size the caller already counted.
    /// - Parameters:
    ///   - sortedEntries: Entries in ascending key order, each key once.
    ///   - byteCount: The sum of the entries' ``Entry/encodedByteCount``.
    init(sortedEntries: [Entry], byteCount: Int) {
        entries = sortedEntries
        knownByteCount = byteCount
    }

    /// The values, by key.
    public var values: [String: StateValue] {
        get { Dictionary(uniqueKeysWithValues: entries.lazy.map { ($0.key, $0.value) }) }
        set { self = PageState(newValue) }
    }

    /// The value stored under `key`, or `nil` when there is none; setting `nil` removes it.
    public subscript(key: String) -> StateValue? {
        get {
            let (index, found) = position(of: key)
            return found ? entries[index].value : nil
        }
        set {
            let (index, found) = position(of: key)
            let counted = knownByteCount >= 0
            if found, counted { knownByteCount -= entries[index].encodedByteCount }
            switch (found, newValue) {
            case (true, let value?): entries[index].value = value
            case (true, nil): entries.remove(at: index)
            case (false, let value?): entries.insert(Entry(key: key, value: value), at: index)
            case (false, nil): return
            }
            if newValue != nil, counted { knownByteCount += entries[index].encodedByteCount }
        }
    }

    /// The keys present, sorted.
    public var keys: [String] { entries.map(\.key) }

    /// How many values the container holds.
    public var count: Int { entries.count }

    /// Whether the container holds no values.
    public var isEmpty: Bool { entries.isEmpty }

    /// Where `key` is, or where it would be inserted.
    private func position(of key: String) -> (index: Int, found: Bool) {
        if entries.count <= 8 {
            for (index, entry) in entries.enumerated() {
                if entry.key == key { return (index, true) }
                if key < entry.key { return (index, false) }
            }
            return (entries.count, false)
        }
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return (low, low < entries.count && entries[low].key == key)
    }
}

extension PageState {
    /// Equal when the entries are (the byte count follows from them).
    public static func == (lhs: PageState, rhs: PageState) -> Bool {
        lhs.entries == rhs.entries
    }

    /// Hashes the entries.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(entries)
    }
}

extension PageState.Entry {
    /// The bytes this key and value take in a saved file.
    var encodedByteCount: Int {
        EncodedSize.string(key) + value.encodedByteCount
    }
}

extension PageState: Sendable {}
extension PageState.Entry: Sendable {}
