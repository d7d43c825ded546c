/// Where a class's `@Preserved` boxes are among the boxes its construction makes: learnt from
/// the first object of the class, whose mirror names its boxes, and used to take the boxes of
/// every later object from those it made, with no mirror.
///
/// A plan notes every box the construction made, the object's and any other object's made
/// meanwhile (a child object with a `@Preserved` property of its own), by box type and by the
/// key its wrapper was given. A later construction matches only if it made as many boxes, each
/// of the same type with the same key, in the same order; then the boxes at the positions of
/// the object's fields are the object's.
///
/// Not detected: a construction that makes, in a different order from one object to the next,
/// boxes of the same types under the same keys. A box the object does not hold is caught when
/// the object is restored or captured, as a replaced wrapper is, if nothing else holds it.
///
/// ```swift
/// let plan = ConstructionPlan(bindings: keyOrdered, made: made)   // from the first object
/// let boxes = plan?.storages(in: madeByNextObject)                  // its boxes, in key order
/// ```
struct ConstructionPlan {
    /// How many boxes a construction makes.
    let count: Int
    /// Each field's position among the boxes made, in key order.
    let positions: [Int]
    /// Each field's key, in key order.
    let keys: [String]
    /// Whether the keys strictly ascend (no key twice).
    private let keysAscend: Bool
    /// The type of each box made, in the order made.
    private let boxTypes: [ObjectIdentifier]
    /// The key each box made was given, in the order made.
    private let explicitKeys: [String?]

    /// The plan of the class of the object whose key-ordered bindings are `bindings`, made
    /// with the boxes `made`; `nil` when one of its boxes is not among them.
    init?(bindings: [PreservedBinding], made: [ConstructedBoxes.Made]) {
        var positions: [Int] = []
        positions.reserveCapacity(bindings.count)
        for binding in bindings {
            guard let position = made.firstIndex(where: { $0.box === binding.storage }) else { return nil }
            positions.append(position)
        }
        count = made.count
        self.positions = positions
        keys = bindings.map(\.key)
        keysAscend = zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }
        boxTypes = made.map { ObjectIdentifier(type(of: $0.box)) }
        explicitKeys = made.map(\.explicitKey)
    }

    /// Whether `made` matches the plan: as many boxes, each of the planned type and key.
    func matches(_ made: ArraySlice<ConstructedBoxes.Made>) -> Bool {
        guard made.count == count else { return false }
        let start = made.startIndex
        for offset in 0..<count {
            guard ObjectIdentifier(type(of: made[start + offset].box)) == boxTypes[offset],
                  made[start + offset].explicitKey == explicitKeys[offset] else { return false }
        }
        return true
    }

    /// The boxes at the planned positions of `made`, in key order; `nil` when `made` does not
    /// match the plan.
    func storages(in made: ArraySlice<ConstructedBoxes.Made>) -> [any PreservedStorage]? {
        guard matches(made) else { return nil }
        return positions.map { made[made.startIndex + $0].box }
    }

    /// A cache of the boxes at the planned positions of `made`, under the plan's keys; `nil`
    /// when `made` does not match the plan. Fills `cache` when given, with no array of boxes
    /// in between.
    func cache(from made: ArraySlice<ConstructedBoxes.Made>, into cache: PreservedPropertyCache?) -> PreservedPropertyCache? {
        guard matches(made) else { return nil }
        let target = cache ?? PreservedPropertyCache()
        target.fill(keys: keys, positions: positions, in: made, keysAscend: keysAscend)
        return target
    }
}
