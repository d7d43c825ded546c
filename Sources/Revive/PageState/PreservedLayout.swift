@_spi(Reflection) import Swift

/// Where a class keeps its `@Preserved` properties: found once per class, then read straight
/// from each instance.
///
/// `Mirror` costs about a microsecond per stored property of every instance, which makes it
/// the bulk of recreating a page during a restore. The runtime's field metadata gives the
/// same list — names, types and offsets, superclasses included — once per class; each new
/// instance then only copies its wrappers out of its own storage. Where the runtime cannot
/// describe a class's fields, ``PreservedProperties`` falls back to `Mirror`.
struct PreservedLayout {
    /// One `@Preserved` stored property of the class.
    struct Field {
        /// The byte offset of the wrapper in an instance.
        let offset: Int
        /// The property's name, without the wrapper's underscore.
        let name: String
        /// The class that declares it.
        let declaringType: AnyClass
        /// The wrapper's type (`Preserved<Int>`), which knows how to read itself.
        let wrapperType: any PreservedProperty.Type
    }

    /// The properties, root-most class first, each class's in declaration order.
    let fields: [Field]

    /// A class and where its walk stops: one class has one layout per base class.
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let base: ObjectIdentifier?
    }

    private static let cache = LockedValue([Key: PreservedLayout?]())

    /// The layout of `type` below `baseClass`, cached per class and base class; `nil` when
    /// the runtime cannot list the class's fields.
    static func of(_ type: AnyClass, below baseClass: AnyClass?) -> PreservedLayout? {
        let id = Key(type: ObjectIdentifier(type), base: baseClass.map(ObjectIdentifier.init))
        if let known = cache.withLock({ $0[id] }) { return known }
        let layout = make(type, below: baseClass)
        cache.withLock { $0[id] = .some(layout) }
        return layout
    }

    /// The bindings of `object`, an instance of the class this layout describes.
    func bindings(of object: AnyObject) -> [PreservedBinding] {
        withExtendedLifetime(object) {
            let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            return fields.map { field in
                let (explicitKey, storage) = field.wrapperType.load(from: base + field.offset)
                return PreservedBinding(key: explicitKey ?? field.name, propertyName: field.name, declaringType: field.declaringType, storage: storage)
            }
        }
    }

    private static func make(_ type: AnyClass, below baseClass: AnyClass?) -> PreservedLayout? {
        // The class chain from `type` up to (not including) `baseClass`, root-most first.
        var chain: [AnyClass] = []
        var current: AnyClass? = type
        while let cls = current, cls != baseClass {
            chain.insert(cls, at: 0)
            current = _getSuperclass(cls)
        }
        var skipped = 0
        // `current` is the base class where the walk stopped, or `nil` when `baseClass` is
        // not in the chain and the walk went past the root: then nothing is skipped, as with
        // `Mirror`.
        if let baseClass = current {
            guard let count = fieldCount(of: baseClass) else { return nil }
            skipped = count
        }
        var fields: [Field] = []
        for cls in chain {
            var index = 0
            let complete = _forEachField(of: cls, options: classFields) { name, offset, fieldType, _ in
                defer { index += 1 }
                // Fields of superclasses come first; those were listed with their own class.
                guard index >= skipped, let wrapper = fieldType as? any PreservedProperty.Type else { return true }
                let label = String(cString: name)
                fields.append(Field(
                    offset: offset, name: label.hasPrefix("_") ? String(label.dropFirst()) : label,
                    declaringType: cls, wrapperType: wrapper
                ))
                return true
            }
            guard complete else { return nil }
            skipped = index
        }
        return PreservedLayout(fields: fields)
    }

    private static func fieldCount(of type: AnyClass) -> Int? {
        var count = 0
        let complete = _forEachField(of: type, options: classFields) { _, _, _, _ in
            count += 1
            return true
        }
        return complete ? count : nil
    }

    /// `_EachFieldOptions.classType`, spelled by value: the option is a mutable static.
    private static var classFields: _EachFieldOptions { _EachFieldOptions(rawValue: 1 << 0) }
}

extension PreservedProperty {
    /// Copies the wrapper stored at `pointer` and returns its key and storage box.
    static func load(from pointer: UnsafeRawPointer) -> (explicitKey: String?, storage: any PreservedStorage) {
        let wrapper = pointer.load(as: Self.self)
        return (wrapper.explicitKey, wrapper.anyBox)
    }
}

extension PreservedLayout: Sendable {}
extension PreservedLayout.Field: @unchecked Sendable {}
