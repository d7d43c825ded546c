/// Where a class keeps its `@Preserved` properties — which children of its `Mirror`, class by
/// class — found once per class, then read from each instance without looking at the others.
///
/// `Mirror` is the standard library's public reflection, the same on Apple platforms and on
/// Linux. Walking every child of every class in a page's chain and casting each one to find
/// the wrappers costs about a microsecond per stored property, and a restore recreates every
/// page. The first instance of a class is walked in full; the layout keeps, per class level,
/// the positions of its `@Preserved` children and their concrete wrapper types, and where the
/// walk can stop (the last class that declares one). Every later instance reads only those
/// children and casts each to the type it is known to have.
///
/// A class that customises its mirror (`CustomReflectable`) has no layout: its children may
/// change from one instance to the next, so ``PreservedProperties`` walks each instance in full.
struct PreservedLayout {
    /// One `@Preserved` stored property of one class of the chain.
    struct Field {
        /// The position of the wrapper among its class's mirror children.
        let index: Int
        /// The property's name, without the wrapper's underscore.
        let name: String
        /// The wrapper's type (`Preserved<Int>`), which knows how to read itself out of a child.
        let wrapperType: any PreservedProperty.Type
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

    /// A class and where its walk stops: one class has one layout per base class.
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let base: ObjectIdentifier?
    }

    private static let cache = LockedValue([Key: PreservedLayout]())

    /// The layout of `object`'s class below `baseClass`, found from `object` the first time and
    /// cached per class and base class; `nil` when the class customises its mirror.
    static func of(_ object: AnyObject, below baseClass: AnyClass?) -> PreservedLayout? {
        if object is any CustomReflectable { return nil }
        let key = Key(type: ObjectIdentifier(type(of: object)), base: baseClass.map(ObjectIdentifier.init))
        if let known = cache.withLock({ $0[key] }) { return known }
        let layout = make(from: object, below: baseClass)
        cache.withLock { $0[key] = layout }
        return layout
    }

    /// The bindings of `object`, an instance of the class this layout describes, root-most
    /// class first; `nil` if a child is not the wrapper the layout expects there.
    func bindings(of object: AnyObject) -> [PreservedBinding]? {
        var perLevel: [[PreservedBinding]] = []
        perLevel.reserveCapacity(levels.count)
        var mirror = Mirror(reflecting: object)
        for (depth, level) in levels.enumerated() {
            if depth > 0 {
                guard let superclass = mirror.superclassMirror else { return nil }
                mirror = superclass
            }
            guard !level.fields.isEmpty else { continue }
            let children = mirror.children
            let count = children.count
            var found: [PreservedBinding] = []
            found.reserveCapacity(level.fields.count)
            for field in level.fields {
                guard field.index < count else { return nil }
                let child = children[children.index(children.startIndex, offsetBy: field.index)]
                guard let (explicitKey, storage) = field.wrapperType.storage(in: child.value) else { return nil }
                found.append(PreservedBinding(
                    key: explicitKey ?? field.name, propertyName: field.name,
                    declaringType: level.declaringType, storage: storage
                ))
            }
            perLevel.append(found)
        }
        return perLevel.count == 1 ? perLevel[0] : perLevel.reversed().flatMap { $0 }
    }

    /// Walks `object`'s mirror from its own class up to `baseClass` (or the root) and notes
    /// where each `@Preserved` child is.
    private static func make(from object: AnyObject, below baseClass: AnyClass?) -> PreservedLayout {
        var levels: [Level] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let baseClass, current.subjectType == baseClass { break }
            var fields: [Field] = []
            for (index, child) in current.children.enumerated() {
                guard let property = child.value as? any PreservedProperty else { continue }
                fields.append(Field(index: index, name: propertyName(child.label), wrapperType: type(of: property)))
            }
            levels.append(Level(declaringType: current.subjectType, fields: fields))
            mirror = current.superclassMirror
        }
        // Classes above the root-most one that declares a field are never walked again.
        while let last = levels.last, last.fields.isEmpty { levels.removeLast() }
        return PreservedLayout(levels: levels)
    }

    /// The property's name from a mirror label: `_comicID` → `comicID`.
    static func propertyName(_ label: String?) -> String {
        let label = label ?? "?"
        return label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
}

extension PreservedProperty {
    /// The key and storage box of `value` when it is this wrapper type.
    static func storage(in value: Any) -> (explicitKey: String?, storage: any PreservedStorage)? {
        guard let wrapper = value as? Self else { return nil }
        return (wrapper.explicitKey, wrapper.anyBox)
    }
}

// The stored types are metatypes, which are immutable and safe to share.
extension PreservedLayout: Sendable {}
extension PreservedLayout.Level: @unchecked Sendable {}
extension PreservedLayout.Field: @unchecked Sendable {}
