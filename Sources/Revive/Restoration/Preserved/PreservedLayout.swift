/// Which of a class's mirror children are its `@Preserved` wrappers, found once per class with
/// `Mirror`, then read from each instance's mirror at those children alone.
///
/// `Mirror` is the standard library's public reflection, the same on Apple platforms and on
/// Linux, and the only public way to read a class's stored properties by name. Discovery reads
/// every child of the first instance of a class, and casts only those named as wrapper storage
/// is (`_comicID`). The class keeps, per class of its chain, the position of each wrapper among
/// that class's children, its name and its wrapper type (`Preserved<Int>`). Every later read of
/// an instance — each capture and each restore — makes the instance's mirror and reads only
/// those children, each cast straight to the wrapper type the class had there; the other
/// children are never read. Nothing reads an instance's memory: the wrapper read is the one the
/// object holds at that moment, so a page that replaces a wrapper (`_draft = Preserved(…)`) is
/// read with its new storage box.
///
/// What each read still costs is the runtime's: reading a mirror child resolves the child's
/// declared type from its mangled name (`Preserved<Int>`, a generic type), a few thousand
/// instructions a child, which no public API lets a caller keep.
///
/// A class that customises its mirror (`CustomReflectable`), whose children may change from
/// one instance to the next, has no layout: ``PreservedProperties`` walks each of its
/// instances' mirrors in full.
///
/// ```swift
/// let layout = PreservedLayout.of(page)                      // found from `page`, kept
/// let bindings = layout?.bindings(of: otherPage)             // read at the kept children
/// ```
struct PreservedLayout {
    /// One `@Preserved` stored property of one class of the chain.
    struct Field {
        /// Its position among the mirror children of the class that declares it.
        let child: Int
        /// The property's name, without the wrapper's underscore.
        let name: String
        /// The wrapper's type (`Preserved<Int>`), which casts a child's value to itself.
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
        /// Whether its children are read in one pass up to the last field (few children
        /// between the fields) rather than each field's child found by its position.
        let readsInOnePass: Bool

        init(declaringType: Any.Type, fields: [Field]) {
            self.declaringType = declaringType
            self.fields = fields
            // A child read in passing costs about three times what finding one by its
            // position in a mirror's type-erased children adds.
            let skipped = (fields.last.map { $0.child + 1 } ?? 0) - fields.count
            readsInOnePass = skipped * 3 <= fields.count
        }
    }

    /// From the object's own class up, ending at the root-most class that declares a field.
    let levels: [Level]
    /// The position of each field in a read (own class first), root-most class first, each
    /// class's in declaration order: the bindings' order.
    let rootFirst: [Int]
    /// The position of each field in a read, in the order of the keys the first instance gave
    /// them, as saved state lists them: capture and restore walk them side by side with a
    /// state's sorted entries.
    let byKey: [Int]
    /// Every field in the order a read meets them.
    private let readOrder: [Field]

    init(levels: [Level], firstKeys: [String]? = nil) {
        let fields = levels.flatMap(\.fields)
        var starts: [Int] = []
        var start = 0
        for level in levels {
            starts.append(start)
            start += level.fields.count
        }
        let rootFirst = levels.indices.reversed().flatMap { starts[$0]..<(starts[$0] + levels[$0].fields.count) }
        let keys = firstKeys.flatMap { $0.count == rootFirst.count ? $0 : nil } ?? rootFirst.map { fields[$0].name }
        self.levels = levels
        readOrder = fields
        self.rootFirst = rootFirst
        byKey = zip(keys, rootFirst).sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// What discovery found, per class, and what captures read, per object.
    private struct Cache {
        /// The layout of each class met so far, walked to the root class; `nil` for a class
        /// that has none.
        var layouts: [ObjectIdentifier: PreservedLayout?] = [:]
        /// The fields each class declares, and their keys, by declaring class.
        var declaredFields: [ObjectIdentifier: (fields: [Field], keys: [String])] = [:]
        /// The storage a capture read from each object's mirror, held weakly (``capturedFields(of:)``).
        var objects: [ObjectIdentifier: ObjectRead] = [:]
        /// How many objects were alive in ``objects`` after its last pruning.
        var objectsAfterPruning = 0
        /// How many times a capture read an object's mirror: a test's way to see what is kept.
        var objectReads = 0
    }

    /// The key and storage of each field of one object, in key order, as its mirror gave them
    /// at a capture, all held weakly: a box that the object no longer holds (a wrapper it
    /// replaced, `_draft = Preserved(…)`) is freed, unless something else holds it, and the
    /// object's mirror is read again. Guarded by the cache's lock.
    private final class ObjectRead: @unchecked Sendable {
        private struct Held {
            let key: String
            weak var storage: (any PreservedStorage)?
        }

        weak var object: AnyObject?
        private let held: [Held]

        init(object: AnyObject, fields: [(key: String, storage: any PreservedStorage)]) {
            self.object = object
            held = fields.map { Held(key: $0.key, storage: $0.storage) }
        }

        /// The fields read, when `object` is the one read and every box read is still alive.
        func fields(of object: AnyObject) -> [(key: String, storage: any PreservedStorage)]? {
            guard self.object === object else { return nil }
            var fields: [(key: String, storage: any PreservedStorage)] = []
            fields.reserveCapacity(held.count)
            for field in held {
                guard let storage = field.storage else { return nil }
                fields.append((field.key, storage))
            }
            return fields
        }
    }

    /// Both maps, under one lock. Static, not a part of a ``ReviveProcess``: they hold facts
    /// about types, the same in every process a test plays, and a page's class cannot know its
    /// process. Keyed by the class alone: a dictionary of a key type of Revive's own would have
    /// the runtime look its `Hashable` conformance up when the dictionary is first made, a search
    /// of every conformance record of the process.
    private static let cache = LockedValue(Cache())

    /// Whether the layout of `type` was read in this process: a test's way to see that a
    /// listed class never has its mirror read.
    static func wasRead(_ type: AnyClass) -> Bool {
        cache.withLock { $0.layouts[ObjectIdentifier(type)] != nil }
    }

    /// The layout of `object`'s class, found from `object` the first time and cached per
    /// class; `nil` when the class customises its mirror.
    ///
    /// A debug build names the class, the first time, as a ``SetupIssue`` with the fix
    /// (``SetupIssue/readThroughMirror(_:)``), when it has `@Preserved` properties: the engine
    /// asks for a layout only for a class that did not list its own.
    static func of(_ object: AnyObject) -> PreservedLayout? {
        let type = ObjectIdentifier(type(of: object))
        if let known = cache.withLock({ $0.layouts[type] }) { return known }
        let layout = object is any CustomReflectable ? nil : make(from: object)
        let isFirst = cache.withLock { cache -> Bool in
            guard cache.layouts[type] == nil else { return false }
            cache.layouts[type] = .some(layout)
            return true
        }
        #if DEBUG
        if isFirst, layout?.levels.isEmpty == false {
            SetupIssue.report(.readThroughMirror(Swift.type(of: object)))
        }
        #endif
        return layout
    }

    // MARK: Reading an instance

    /// The key and storage of each field of `object`, a class's instance that did not list its
    /// own properties, in key order: read from its mirror at the first capture of the object,
    /// and kept for the next ones while the object lives and holds the same wrappers.
    ///
    /// Reading a mirror costs the runtime a few thousand instructions a property, at every
    /// capture; a page without `@Preserving` that a checkpoint captures at every navigation
    /// would pay it each time. The object and its storage boxes are held weakly: a box freed
    /// since was replaced by a new wrapper (`_draft = Preserved(…)`), and the mirror is read
    /// again. A replaced wrapper whose old box something else still holds (a copy of the
    /// wrapper kept in another property) is not seen, so such a class needs `@Preserving`, as
    /// every class should have (see ``SetupIssue/Code/readThroughMirror``). The entries of
    /// freed objects are dropped once they outnumber the live ones.
    /// - Returns: `nil` as ``read(_:)``, or when the class has no layout.
    static func capturedFields(of object: AnyObject) -> [(key: String, storage: any PreservedStorage)]? {
        let id = ObjectIdentifier(object)
        let kept = cache.withLock { cache -> [(key: String, storage: any PreservedStorage)]? in
            cache.objects[id]?.fields(of: object)
        }
        if let kept { return kept }
        guard let fields = of(object)?.fieldsInKeyOrder(of: object) else { return nil }
        // A class with no `@Preserved` property (a container) reads no mirror: nothing to keep.
        guard !fields.isEmpty else { return fields }
        let read = ObjectRead(object: object, fields: fields)
        // Entries released outside the lock, as everything freed here is.
        let (replaced, pruned) = cache.withLock { cache -> (ObjectRead?, [ObjectRead]) in
            cache.objectReads += 1
            let replaced = cache.objects.updateValue(read, forKey: id)
            guard cache.objects.count > max(64, 2 * cache.objectsAfterPruning) else { return (replaced, []) }
            let dead = cache.objects.filter { $0.value.object == nil }
            for key in dead.keys { cache.objects[key] = nil }
            cache.objectsAfterPruning = cache.objects.count
            return (replaced, Array(dead.values))
        }
        withExtendedLifetime((replaced, pruned)) {}
        return fields
    }

    /// How many times a capture has read an object's mirror in this process
    /// (``capturedFields(of:)``).
    static var objectReads: Int { cache.withLock { $0.objectReads } }

    /// The explicit key and storage of each field of `object`, an instance of the class this
    /// layout describes, in read order (own class first); `nil` when a child is not the wrapper
    /// the class had there, which a class that does not customise its mirror never gives.
    ///
    /// Reads at most one mirror per class of the chain and, in each, the children up to its
    /// last field: a read is bounded by the class's declared stored properties.
    func read(_ object: AnyObject) -> [(explicitKey: String?, storage: any PreservedStorage)]? {
        // A class with no `@Preserved` property (a container, a page that only shows) makes no
        // mirror at all.
        guard !levels.isEmpty else { return [] }
        var result: [(explicitKey: String?, storage: any PreservedStorage)] = []
        result.reserveCapacity(readOrder.count)
        var mirror: Mirror? = Mirror(reflecting: object)
        for level in levels {
            guard let current = mirror else { return nil }
            if !level.fields.isEmpty {
                guard Self.read(level, of: current, into: &result) else { return nil }
            }
            mirror = current.superclassMirror
        }
        return result
    }

    /// Appends the wrappers of `level` that `mirror`, the mirror of that class, holds.
    private static func read(_ level: Level, of mirror: Mirror, into result: inout [(explicitKey: String?, storage: any PreservedStorage)]) -> Bool {
        let children = mirror.children
        if level.readsInOnePass {
            var next = 0
            var position = 0
            for child in children {
                if position == level.fields[next].child {
                    guard let wrapper = level.fields[next].wrapperType.parts(of: child.value) else { return false }
                    result.append(wrapper)
                    next += 1
                    if next == level.fields.count { return true }
                }
                position += 1
            }
            return false
        }
        for field in level.fields {
            guard let index = children.index(children.startIndex, offsetBy: field.child, limitedBy: children.endIndex),
                  index != children.endIndex,
                  let wrapper = field.wrapperType.parts(of: children[index].value) else { return false }
            result.append(wrapper)
        }
        return true
    }

    /// The bindings of `object`, root-most class first (or in key order), read from its mirror;
    /// `nil` as ``read(_:)``.
    func bindings(of object: AnyObject, inKeyOrder: Bool = false) -> [PreservedBinding]? {
        guard let parts = read(object) else { return nil }
        return (inKeyOrder ? byKey : rootFirst).map { position in
            let field = readOrder[position]
            return PreservedBinding(key: parts[position].explicitKey ?? field.name, propertyName: field.name,
                                    declaringType: field.declaringType, storage: parts[position].storage)
        }
    }

    /// The key and storage of each field of `object`, in ``byKey`` order: what capture and
    /// restore read, with no binding made; `nil` as ``read(_:)``.
    func fieldsInKeyOrder(of object: AnyObject) -> [(key: String, storage: any PreservedStorage)]? {
        guard let parts = read(object) else { return nil }
        return byKey.map { (parts[$0].explicitKey ?? readOrder[$0].name, parts[$0].storage) }
    }

    // MARK: Discovery

    /// Walks `object`'s mirror from its own class up to the root and notes where each class
    /// keeps its `@Preserved` children.
    private static func make(from object: AnyObject) -> PreservedLayout {
        var levels: [Level] = []
        var firstKeys: [[String]] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            let (fields, keys) = fields(of: current)
            levels.append(Level(declaringType: current.subjectType, fields: fields))
            firstKeys.append(keys)
            mirror = current.superclassMirror
        }
        // Classes above the root-most one that declares a field are never walked again.
        while let last = levels.last, last.fields.isEmpty {
            levels.removeLast()
            firstKeys.removeLast()
        }
        return PreservedLayout(levels: levels, firstKeys: firstKeys.reversed().flatMap { $0 })
    }

    /// The `@Preserved` fields the class of `mirror` declares itself, and their keys: found
    /// from the first instance of the class or of a subclass, and kept per declaring class.
    ///
    /// Each child read resolves the child's declared type from its mangled name, so a class
    /// that many page classes share (a base page, the navigator's `Page`) has its children read
    /// once, not once per subclass.
    private static func fields(of mirror: Mirror) -> (fields: [Field], keys: [String]) {
        let declaring = ObjectIdentifier(mirror.subjectType)
        if let known = cache.withLock({ $0.declaredFields[declaring] }) { return known }
        var fields: [Field] = []
        var keys: [String] = []
        for (position, child) in mirror.children.enumerated() {
            guard let property = wrapper(in: child) else { continue }
            let name = propertyName(child.label)
            fields.append(Field(child: position, name: name, wrapperType: type(of: property), declaringType: mirror.subjectType))
            keys.append(property.explicitKey ?? name)
        }
        cache.withLock { $0.declaredFields[declaring] = (fields, keys) }
        return (fields, keys)
    }

    /// The wrapper a mirror child holds, if it is a `@Preserved` property's storage: named as
    /// the compiler names a wrapped property's storage (`_comicID`), and of a wrapper type itself
    /// (an optional wrapper kept in a property of its own is not a preserved property).
    ///
    /// The label is checked before the child is cast: the first time a type is asked whether it
    /// is a wrapper, the runtime searches every conformance record of the process (hundreds of
    /// thousands of instructions when the answer is no), once for each type a page stores.
    static func wrapper(in child: Mirror.Child) -> (any PreservedProperty)? {
        guard isWrapperStorage(child.label) else { return nil }
        guard type(of: child.value) is any PreservedProperty.Type else { return nil }
        return child.value as? any PreservedProperty
    }

    /// Whether a mirror child may be a `@Preserved` wrapper: the storage the compiler makes
    /// for a wrapped property is named after it with a leading underscore (`_comicID`).
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
    /// The key and storage of `value` when it is a wrapper of this very type.
    ///
    /// A protocol extension called on a wrapper's metatype: the cast is to a concrete type (a
    /// comparison of type metadata), with no conformance looked up.
    static func parts(of value: Any) -> (explicitKey: String?, storage: any PreservedStorage)? {
        guard let wrapper = value as? Self else { return nil }
        return (wrapper.explicitKey, wrapper.anyBox)
    }
}

// MARK: - The setup issue of a class read through its mirror

extension SetupIssue {
    /// `type`'s `@Preserved` properties are read with `Mirror`, at each object's first capture
    /// and at every restore: a class with no `@Preserving` of its own (a subclass of one that has it included). The
    /// fix is the macro, which lists them at compile time.
    ///
    /// ```swift
    /// SetupIssue.readThroughMirror(ComicPage.self).message
    /// // "Comics.ComicPage's @Preserved properties are found with Mirror, at each object's first save …"
    /// ```
    /// - Parameter type: The class whose layout was read from its mirror.
    /// - Returns: The issue, code ``Code/readThroughMirror``.
    static func readThroughMirror(_ type: Any.Type) -> SetupIssue {
        // With its module (`Comics.ReaderPage`): two modules may each have a class of the name.
        let name = String(reflecting: type)
        return SetupIssue(.readThroughMirror, """
            \(name)'s @Preserved properties are found with Mirror, at each object's first save and at every \
            restore, several times slower than when they are listed at compile time. Mark the class @Preserving (import ReviveMacros), \
            or conform it to PreservedPropertyListing by hand
            """)
    }
}

// The stored types are metatypes, which are immutable and safe to share.
extension PreservedLayout: Sendable {}
extension PreservedLayout.Level: @unchecked Sendable {}
extension PreservedLayout.Field: @unchecked Sendable {}
