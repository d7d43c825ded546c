/// Where the storage of one object's `@Preserved` properties is kept once Revive has found it,
/// held by the object itself: its captures and restores then read no mirror and look nothing
/// up.
///
/// An object that hands Revive no cache (``Revivable/preservedPropertyCache`` is `nil`, as for
/// a `UIViewController`) has its storage kept in a table of Revive's instead, under the
/// object's identity with a weak reference to it. A cache the object holds costs less: no
/// table entry, no weak reference (which gives the object a side table, and makes every
/// retain and release of it slower), and the storage is freed with the object rather than when
/// the table next drops the entries of freed objects. The headless navigator's `Page` holds
/// one; a base class that calls ``Revivable/adoptPreservedProperties()`` may too.
///
/// Its contents are Revive's: an object makes one and hands it over, nothing else. A page that
/// replaces a wrapper (`_draft = Preserved(…)`) is read anew at its next capture, as without a
/// cache: the old storage is then held by the cache alone.
///
/// ```swift
/// open class Screen: Revivable {
///     public let preservedPropertyCache: PreservedPropertyCache? = PreservedPropertyCache()
///     public init() {
///         adoptPreservedProperties()
///     }
/// }
/// ```
public final class PreservedPropertyCache {
    /// The kept keys, in key order; empty until the storage is kept.
    private(set) var keys: [String] = []
    /// The kept storage, one per key.
    private var boxes: [KeptBox] = []
    /// Whether the storage is kept: an object with no `@Preserved` property keeps none.
    private(set) var isFilled = false
    /// Whether the kept keys strictly ascend, as a layout lists them (no key twice); checked as
    /// they are kept.
    private var keysAscend = true

    /// Creates an empty cache, filled by Revive at the object's adoption, first capture or
    /// first restore.
    public init() {}

    /// A cache holding `storages` under `keys`.
    init(keys: [String], storages: [any PreservedStorage]) {
        fill(keys: keys, storages: storages)
    }

    /// Keeps `storages` under `keys` (in key order), replacing what was kept.
    func fill(keys: [String], storages: [any PreservedStorage]) {
        self.keys = keys
        keysAscend = Self.strictlyAscend(keys)
        boxes = storages.map(KeptBox.init)
        isFilled = true
    }

    /// Keeps the boxes of `made` at `positions` under `keys` (in key order), replacing what
    /// was kept.
    func fill(keys: [String], positions: [Int], in made: ArraySlice<ConstructedBoxes.Made>, keysAscend: Bool) {
        self.keys = keys
        self.keysAscend = keysAscend
        // Made aside and stored once: each change of a class's stored property in place is
        // checked for exclusive access at run time.
        var kept: [KeptBox] = []
        kept.reserveCapacity(positions.count)
        for position in positions {
            kept.append(KeptBox(made[made.startIndex + position].box))
        }
        boxes = kept
        isFilled = true
    }

    /// Takes what `other` keeps.
    func fill(from other: PreservedPropertyCache) {
        keys = other.keys
        keysAscend = other.keysAscend
        boxes = other.boxes
        isFilled = other.isFilled
    }

    /// Whether every kept box is still referenced from outside this cache (by its object): a
    /// box only the cache holds is one the object let go of.
    func holdsOnlySharedBoxes() -> Bool {
        // Through one mutable buffer: each box's check is an access in place, and each such
        // access to a class's stored property on its own would be checked for exclusivity at
        // run time. The array is the cache's alone, so taking the buffer copies nothing.
        boxes.withUnsafeMutableBufferPointer { boxes in
            var index = 0
            while index < boxes.count {
                if isKnownUniquelyReferenced(&boxes[index].box) { return false }
                index += 1
            }
            return true
        }
    }

    /// The state of the kept boxes; `nil` when the keys do not strictly ascend (the bindings'
    /// path then sorts them and names duplicates).
    func capture() throws(ReviveError) -> PageState? {
        guard keysAscend else { return nil }
        var entries: [PageState.Entry] = []
        entries.reserveCapacity(keys.count)
        var byteCount = 0
        for index in keys.indices {
            let (value, valueBytes) = try boxes[index].storage.capture(key: keys[index])
            byteCount += EncodedSize.string(keys[index]) + valueBytes
            entries.append(PageState.Entry(key: keys[index], value: value))
        }
        return PageState(sortedEntries: entries, byteCount: byteCount)
    }

    /// Restores the kept boxes from `state`, walking the kept keys and the state's sorted
    /// entries side by side (``PreservedProperties/restoreInKeyOrder(_:_:)``, with no list of
    /// fields made); `nil` when the keys do not strictly ascend.
    /// - Returns: The errors of the values left as they were, in key order.
    func restore(_ state: PageState) -> [ReviveError]? {
        guard keysAscend else { return nil }
        var issues: [ReviveError] = []
        let entries = state.entries
        var next = entries.startIndex
        for index in keys.indices {
            let key = keys[index]
            while next < entries.endIndex, entries[next].key < key { next += 1 }
            do throws(ReviveError) {
                guard next < entries.endIndex, entries[next].key == key else {
                    throw ReviveError.missingKey(key, expected: boxes[index].storage.valueType)
                }
                try boxes[index].storage.restore(from: entries[next].value, key: key)
                next += 1
            } catch {
                issues.append(error)
            }
        }
        return issues
    }

    private static func strictlyAscend(_ keys: [String]) -> Bool {
        var index = 1
        while index < keys.count {
            if !(keys[index - 1] < keys[index]) { return false }
            index += 1
        }
        return true
    }

    /// One kept box: held once as a plain reference, so that a box only the cache holds is
    /// told apart, and read through an unowned reference of the storage type, which needs no
    /// cast.
    private struct KeptBox {
        var box: AnyObject
        unowned let storage: any PreservedStorage

        init(_ storage: any PreservedStorage) {
            box = storage
            self.storage = storage
        }
    }
}

// Filled and read on the main actor only, through the object that holds it.
@available(*, unavailable)
extension PreservedPropertyCache: Sendable {}
