/// Compares the stored value properties of two objects of one class, down to a base class,
/// for the round-trip checker.
struct StoredValueComparer {
    /// The class whose own properties (and its superclasses') are not compared.
    let base: Any.Type
    /// Property names never compared.
    let ignored: Set<String>

    /// The first stored value property (below `base`) that reads differently on `after`.
    func firstDifference(_ before: AnyObject, _ after: AnyObject) -> String? {
        var left: Mirror? = Mirror(reflecting: before)
        var right: Mirror? = Mirror(reflecting: after)
        while let l = left, let r = right, l.subjectType != base {
            for (a, b) in zip(l.children, r.children) {
                guard let label = a.label, !ignored.contains(label), Self.isComparable(a.value) else { continue }
                let was = String(reflecting: a.value), now = String(reflecting: b.value)
                if was != now { return "property \(label) was \(was) and reads \(now) after the trip" }
            }
            left = l.superclassMirror
            right = r.superclassMirror
        }
        return nil
    }

    /// Values compared: not objects, closures or `@Preserved` wrappers (saved by value already).
    private static func isComparable(_ value: Any) -> Bool {
        if value is any PreservedProperty { return false }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class { return false }
        if case .optional = mirror.displayStyle, let wrapped = mirror.children.first?.value {
            return isComparable(wrapped)
        }
        return !(type(of: value) is AnyObject.Type) && !"\(type(of: value))".contains("->")
    }
}
