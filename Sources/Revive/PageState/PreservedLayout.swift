/// Where a class keeps its `@Preserved` properties — the byte offset of each wrapper inside an
/// instance — found once per class with `Mirror`, then read from each later instance directly.
///
/// `Mirror` is the standard library's public reflection, the same on Apple platforms and on
/// Linux. Reading one child of a mirror makes the runtime resolve the child's declared type
/// from its mangled name (`swift_getTypeByMangledName`), about a microsecond per property, and
/// a restore finds the properties of every page it recreates. So the first instance of a
/// class is walked in full, and each `@Preserved` wrapper it holds is then found in the
/// instance's own memory: the wrapper's bytes (its key and the address of its storage box,
/// which no other instance shares) sit at exactly one place among the instance's stored
/// properties. A class's stored properties are laid out once, when the runtime first sets the
/// class up, and every instance of that exact class keeps each one at the same offset; so
/// every later instance has its wrappers read at those offsets, with no reflection at all.
///
/// The search for a wrapper reads the instance word by word from the first stored property
/// and stops at the first place that holds the wrapper's exact bytes: a stored property of a
/// class is always inside the instance, so the search never reads past the wrapper it looks
/// for. Offsets that do not follow the order the class chain declares its properties in, or a
/// storage box's address found at a second place (a copy of a wrapper kept in another stored
/// property), leave the class without a layout: ``PreservedProperties`` walks each instance's
/// mirror in full, as for a class that customises its mirror (`CustomReflectable`), whose
/// children may change from one instance to the next.
///
/// ```swift
/// let layout = PreservedLayout.of(page, below: Page.self)   // found from `page`, kept
/// let bindings = layout?.bindings(of: otherPage)             // read at the kept offsets
/// ```
struct PreservedLayout {
    /// One `@Preserved` stored property of one class of the chain.
    struct Field {
        /// The wrapper's byte offset from the start of an instance.
        let offset: Int
        /// The property's name, without the wrapper's underscore.
        let name: String
        /// The wrapper's type (`Preserved<Int>`), which knows how to read itself out of an instance.
        let wrapperType: any PreservedProperty.Type
        /// The class that declares the property.
        let declaringType: Any.Type
    }

    /// One class of the chain and its `@Preserved` properties, in declaration order.
    struct Level {
        /// The class that declares the fields.
        let declaringType: Any.Type
        /// Its fields; empty for a class between two that declare some.
        let fields: [Field]
    }

    /// From the object's own class up, ending at the root-most class that declares a field.
    let levels: [Level]
    /// Every field, root-most class first, each class's in declaration order: the bindings' order.
    let rootFirst: [Field]
    /// Every field in the order of the keys the first instance gave them, as saved state lists
    /// them: capture and restore walk them side by side with a state's sorted entries.
    let byKey: [Field]

    init(levels: [Level], firstKeys: [String]? = nil) {
        self.levels = levels
        rootFirst = levels.reversed().flatMap(\.fields)
        if let firstKeys, firstKeys.count == rootFirst.count {
            byKey = zip(firstKeys, rootFirst).sorted { $0.0 < $1.0 }.map(\.1)
        } else {
            byKey = rootFirst.sorted { $0.name < $1.name }
        }
    }

    /// A class and where its walk stops: one class has one layout per base class.
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let base: ObjectIdentifier?
    }

    /// The layout of each class met so far; `nil` for a class that has none.
    private static let cache = LockedValue([Key: PreservedLayout?]())

    /// The layout of `object`'s class below `baseClass`, found from `object` the first time and
    /// cached per class and base class; `nil` when the class customises its mirror or a
    /// wrapper's place in the instance cannot be told for certain.
    static func of(_ object: AnyObject, below baseClass: AnyClass?) -> PreservedLayout? {
        let key = Key(type: ObjectIdentifier(type(of: object)), base: baseClass.map(ObjectIdentifier.init))
        if let known = cache.withLock({ $0[key] }) { return known }
        let layout = object is any CustomReflectable ? nil : make(from: object, below: baseClass)
        cache.withLock { $0[key] = .some(layout) }
        return layout
    }

    /// The bindings of `object`, an instance of the class this layout describes, root-most
    /// class first, read at the fields' offsets.
    func bindings(of object: AnyObject, inKeyOrder: Bool = false) -> [PreservedBinding] {
        withExtendedLifetime(object) {
            let instance = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            return (inKeyOrder ? byKey : rootFirst).map { field in
                let (explicitKey, storage) = field.wrapperType.storage(at: field.offset, in: instance)
                return PreservedBinding(key: explicitKey ?? field.name, propertyName: field.name, declaringType: field.declaringType, storage: storage)
            }
        }
    }

    /// The key and storage of each field of `object`, in ``byKey`` order, handed to `body` by
    /// index: what capture and restore read, with no binding made.
    func withFields<Result, Failure: Error>(
        of object: AnyObject, _ body: (Int, (Int) -> (key: String, storage: any PreservedStorage)) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withExtendedLifetime(object) { () throws(Failure) -> Result in
            let instance = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            return try byKey.withUnsafeBufferPointer { (fields) throws(Failure) -> Result in
                try body(fields.count) { index in
                    let field = fields[index]
                    let (explicitKey, storage) = field.wrapperType.storage(at: field.offset, in: instance)
                    return (explicitKey ?? field.name, storage)
                }
            }
        }
    }

    /// Walks `object`'s mirror from its own class up to `baseClass` (or the root), notes each
    /// `@Preserved` child and finds its wrapper's offset in `object`; `nil` when the offsets
    /// cannot be told for certain (see ``checkedOffsets(_:levelSizes:in:)``).
    private static func make(from object: AnyObject, below baseClass: AnyClass?) -> PreservedLayout? {
        withExtendedLifetime(object) {
            let instance = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            var found: [(label: String?, property: any PreservedProperty)] = []
            var levelSizes: [(declaringType: Any.Type, count: Int)] = []
            var mirror: Mirror? = Mirror(reflecting: object)
            while let current = mirror {
                if let baseClass, current.subjectType == baseClass { break }
                var count = 0
                for child in current.children {
                    guard isWrapperStorage(child.label), let property = child.value as? any PreservedProperty else { continue }
                    found.append((child.label, property))
                    count += 1
                }
                levelSizes.append((current.subjectType, count))
                mirror = current.superclassMirror
            }
            // Classes above the root-most one that declares a field are never walked again.
            while let last = levelSizes.last, last.count == 0 { levelSizes.removeLast() }
            guard let offsets = checkedOffsets(found.map(\.property), levelSizes: levelSizes.map(\.count), in: instance) else { return nil }
            var levels: [Level] = []
            var next = 0
            for level in levelSizes {
                let fields = (next..<(next + level.count)).map { index in
                    Field(offset: offsets[index], name: propertyName(found[index].label),
                          wrapperType: type(of: found[index].property), declaringType: level.declaringType)
                }
                levels.append(Level(declaringType: level.declaringType, fields: fields))
                next += level.count
            }
            let rootFirst = levelSizes.indices.reversed().flatMap { level in
                let start = levelSizes[..<level].reduce(0) { $0 + $1.count }
                return (start..<(start + levelSizes[level].count)).map { found[$0] }
            }
            return PreservedLayout(levels: levels, firstKeys: rootFirst.map { $0.property.explicitKey ?? propertyName($0.label) })
        }
    }

    /// The offset in `instance` of each wrapper of `properties` (own class first, as a mirror
    /// walk meets them), or `nil` unless every one is certain.
    ///
    /// Each wrapper is taken where its bytes first appear. That is the wrapper's own stored
    /// property unless a copy of it sits in a property before it; so the offsets must grow
    /// in the order the class chain lays its stored properties out (root-most class first,
    /// each class's in declaration order) without overlapping, and no storage box's address
    /// may appear twice from the first stored property to the end of the last wrapper.
    private static func checkedOffsets(_ properties: [any PreservedProperty], levelSizes: [Int], in instance: UnsafeRawPointer) -> [Int]? {
        var offsets: [Int] = []
        offsets.reserveCapacity(properties.count)
        for property in properties {
            guard let offset = property.firstOffset(in: instance) else { return nil }
            offsets.append(offset)
        }
        // Root-most class first: the order of the instance's memory.
        var levelRanges: [Range<Int>] = []
        var start = 0
        for count in levelSizes {
            levelRanges.append(start..<(start + count))
            start += count
        }
        let layoutOrder = levelRanges.reversed().flatMap { $0 }
        var previousEnd = 0
        for index in layoutOrder {
            guard offsets[index] >= previousEnd else { return nil }
            previousEnd = offsets[index] + properties[index].wrapperSize
        }
        let boxes = Set(properties.map { $0.boxAddress })
        guard boxes.count == properties.count else { return nil }
        var word = PreservedLayout.firstStoredWord
        var seen = 0
        while word + MemoryLayout<UInt>.size <= previousEnd {
            if boxes.contains(instance.load(fromByteOffset: word, as: UInt.self)) { seen += 1 }
            word += MemoryLayout<UInt>.alignment
        }
        return seen == properties.count ? offsets : nil
    }

    /// Where an object's stored properties may start: after its class pointer (`isa`).
    static let firstStoredWord = MemoryLayout<UInt>.size

    /// Whether a mirror child may be a `@Preserved` wrapper: the storage the compiler makes
    /// for a wrapped property is named after it with a leading underscore (`_comicID`).
    ///
    /// Asked before the child is cast: the first time a type is asked whether it is a wrapper,
    /// the runtime searches every conformance record of the process (hundreds of thousands of
    /// instructions when the answer is no), once for each type a page stores, which is what
    /// finding a class's properties cost in a process that had not met it yet.
    static func isWrapperStorage(_ label: String?) -> Bool {
        label?.utf8.first == UInt8(ascii: "_")
    }

    /// The property's name from a mirror label: `_comicID` → `comicID`.
    static func propertyName(_ label: String?) -> String {
        let label = label ?? "?"
        return label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
}

extension PreservedProperty {
    /// The address of the storage box, as the word a stored wrapper holds.
    var boxAddress: UInt { UInt(bitPattern: Unmanaged.passUnretained(anyBox as AnyObject).toOpaque()) }

    /// The bytes a wrapper takes in an instance.
    var wrapperSize: Int { MemoryLayout<Self>.size }

    /// The first offset in `instance` that holds this wrapper's exact bytes, or `nil` when
    /// the wrapper's box is not at a word boundary in it.
    ///
    /// The search starts after the object's class pointer, at every offset aligned for the
    /// wrapper, compares the word holding the box's address first (a box is referenced by its
    /// wrapper and the wrapper's copies only), then the rest of the wrapper. The wrapper is a
    /// stored property of the instance, so the search ends inside it, at the wrapper or before.
    func firstOffset(in instance: UnsafeRawPointer) -> Int? {
        let size = MemoryLayout<Self>.size
        let alignment = MemoryLayout<Self>.alignment
        guard let boxOffset = Self.boxOffset, boxOffset % MemoryLayout<UInt>.alignment == 0,
              alignment % MemoryLayout<UInt>.alignment == 0 else { return nil }
        let box = boxAddress
        return withUnsafeBytes(of: self) { wrapper -> Int in
            var offset = (PreservedLayout.firstStoredWord + alignment - 1) / alignment * alignment
            while true {
                if instance.load(fromByteOffset: offset + boxOffset, as: UInt.self) == box,
                   (0..<size).allSatisfy({ instance.load(fromByteOffset: offset + $0, as: UInt8.self) == wrapper[$0] }) {
                    return offset
                }
                offset += alignment
            }
        }
    }
}

// The stored types are metatypes, which are immutable and safe to share.
extension PreservedLayout: Sendable {}
extension PreservedLayout.Level: @unchecked Sendable {}
extension PreservedLayout.Field: @unchecked Sendable {}
