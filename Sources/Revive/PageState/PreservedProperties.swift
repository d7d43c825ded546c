import Foundation
import Logging

/// Finds an object's `@Preserved` properties and captures or restores them as a ``PageState``.
///
/// Discovery walks the object with `Mirror` — public reflection, the same on Apple platforms
/// and Linux — class by class up to the root, so properties declared in superclasses count
/// too; which mirror children hold them is found once per class (``PreservedLayout``), and
/// later instances have only those children read. Only `@Preserved` properties are found:
/// whatever a page does not mark — its views, caches, scroll offsets — is never saved.
///
/// ```swift
/// let state = try PreservedProperties.capture(from: page)        // ["comicID": .int(42), …]
/// let fresh = ComicDetailPage()
/// let issues = PreservedProperties.restore(state, into: fresh)   // [] when every value fit
/// ```
///
/// The object-taking functions are the engine's path for every adopter (a `Page`, a view
/// controller, any `Revivable`): each call reads the wrappers the object holds at that moment,
/// in the order of their keys, and captures or restores them side by side with the state's
/// sorted entries. The engine's capture (``captureKeepingBoxes(from:)``) keeps each object's
/// boxes, and reads the object anew when it let one of them go. An object whose boxes were
/// kept as it was made (a `Page`, `Revivable.adoptPreservedProperties()`) or as the registry
/// built it (``keepConstructed(_:made:)``) is never read from its mirror unless it lets one go. A class without a layout (one
/// that customises its mirror) is walked in full whenever its wrappers are read.
enum PreservedProperties {

    /// Finds every `@Preserved` property of `object`, superclasses included.
    ///
    /// The list starts with the root class's properties and ends with those of the object's
    /// own class, each class's in declaration order. Duplicate keys are kept here; capturing
    /// refuses them and restoring reports them.
    ///
    /// - Parameter object: The page (any class instance).
    /// - Returns: One binding per `@Preserved` property; empty when there is none.
    static func bindings(of object: AnyObject) -> [PreservedBinding] {
        bindings(of: object, below: nil)
    }

    /// Finds the `@Preserved` properties of `object` declared below `baseClass` in its class
    /// chain; the walk stops there, so the base class's own stored properties are never
    /// reflected (a page's navigation links, for instance).
    ///
    /// - Parameters:
    ///   - object: The page.
    ///   - baseClass: The class where the walk stops, or `nil` to walk to the root class.
    /// - Returns: One binding per `@Preserved` property, root-most class first.
    static func bindings(of object: AnyObject, below baseClass: AnyClass?) -> [PreservedBinding] {
        if let layout = PreservedLayout.of(object, below: baseClass), let bindings = layout.bindings(of: object) {
            return bindings
        }
        return mirroredBindings(of: object, below: baseClass)
    }

    /// The bindings found by walking every child of `object`'s mirror: what a class that
    /// customises its mirror gets, and what the cached ``PreservedLayout`` must agree with.
    static func mirroredBindings(of object: AnyObject, below baseClass: AnyClass?) -> [PreservedBinding] {
        var levels: [[PreservedBinding]] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let baseClass, current.subjectType == baseClass { break }
            var level: [PreservedBinding] = []
            for child in current.children {
                guard let property = PreservedLayout.wrapper(in: child) else { continue }
                let name = PreservedLayout.propertyName(child.label)
                level.append(PreservedBinding(
                    key: property.explicitKey ?? name, propertyName: name,
                    declaringType: current.subjectType, storage: property.anyBox
                ))
            }
            if !level.isEmpty { levels.append(level) }
            mirror = current.superclassMirror
        }
        return levels.count == 1 ? levels[0] : levels.reversed().flatMap { $0 }
    }

    /// Encodes every `@Preserved` property of `object` under its key.
    ///
    /// - Parameter object: The page.
    /// - Returns: A state with one value per preserved property.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/duplicateKey`` when two
    ///   properties share a key (naming both), or ``ReviveError/Code/encodingFailed``.
    static func capture(from object: AnyObject) throws(ReviveError) -> PageState {
        if let fields = PreservedLayout.of(object, below: nil)?.fieldsInKeyOrder(of: object),
           let state = try captureInKeyOrder(fields) {
            return state
        }
        return try capture(bindings(of: object))
    }

    /// Encodes every `@Preserved` property of `object`, with the object's storage boxes found
    /// once and kept while it lives: the engine's capture, which a scene repeats at every save.
    ///
    /// The first capture of an object reads its wrappers from its mirror (at its class's
    /// layout, in key order) and keeps their boxes: in `cache`, the object's own
    /// ``PreservedPropertyCache``, or, for an object that holds none, in a table under the
    /// object's identity with a weak reference to the object. Later captures encode through the
    /// kept boxes, with no reflection. A kept box that nothing but the cache references any more
    /// is one the page let go of (it replaced the wrapper, `_draft = Preserved(…)`): the
    /// object's wrappers are then read anew, so the new box is saved, never the old one. A table
    /// entry whose object is gone is never used and is dropped when the table has doubled since
    /// the last sweep.
    ///
    /// Not detected: a page that replaced a wrapper while keeping a copy of the old one
    /// elsewhere; its old box is still referenced, and stays the one saved until the object's
    /// boxes are kept again.
    ///
    /// - Parameters:
    ///   - object: The page.
    ///   - cache: The cache `object` holds (``Revivable/preservedPropertyCache``), if any.
    /// - Returns: A state with one value per preserved property.
    /// - Throws: As ``capture(from:)``.
    @MainActor
    static func captureKeepingBoxes(from object: AnyObject, cache: PreservedPropertyCache?) throws(ReviveError) -> PageState {
        if let kept = keptBoxes(of: object, cache: cache), kept.holdsOnlySharedBoxes(), let state = try kept.capture() {
            return state
        }
        let bindings = keyOrderedBindings(of: object)
        keep(bindings, of: object, cache: cache)
        return try capture(bindings)
    }

    /// Restores every `@Preserved` property of `object` from `state`, as
    /// the object-taking `restore(_:into:)` does, and keeps the object's boxes for its captures
    /// (in `cache` when the object holds one): the engine's restore, whose pages are saved
    /// again later in the same process.
    ///
    /// - Returns: The errors of the properties left at their current value, in key order.
    /// A page that adopted its boxes as it was made, or that the engine built through its
    /// registry (``keepConstructed(_:made:)``), has its boxes kept already: they are restored
    /// with no mirror read.
    @MainActor
    static func restoreKeepingBoxes(_ state: PageState, into object: AnyObject, cache: PreservedPropertyCache?) -> [ReviveError] {
        if let kept = keptBoxes(of: object, cache: cache), kept.holdsOnlySharedBoxes(), let issues = kept.restore(state) {
            return issues
        }
        let bindings = keyOrderedBindings(of: object)
        keep(bindings, of: object, cache: cache)
        return restore(state, into: bindings)
    }

    /// The object's bindings in key order, read from its mirror.
    /// `made`: the boxes the object's construction made, when known (see
    /// ``PreservedLayout/of(_:below:made:)``).
    static func keyOrderedBindings(of object: AnyObject, made: [ConstructedBoxes.Made] = []) -> [PreservedBinding] {
        if let layout = PreservedLayout.of(object, below: nil, made: made), let found = layout.bindings(of: object, inKeyOrder: true) {
            return found
        }
        return mirroredBindings(of: object, below: nil).sorted { $0.key < $1.key }
    }

    /// Keeps `bindings`' boxes as `object`'s (see ``keep(keys:storages:of:cache:)``).
    @MainActor
    static func keep(_ bindings: [PreservedBinding], of object: AnyObject, cache: PreservedPropertyCache?) {
        keep(keys: bindings.map(\.key), storages: bindings.map(\.storage), of: object, cache: cache)
    }

    /// Keeps `storages`, under `keys` (in key order), as `object`'s boxes: in `cache` when the
    /// object holds one, in the table otherwise (dropping the entries of freed objects when the
    /// table has doubled since the last sweep). Takes them out of the list of recent boxes,
    /// which must not hold a kept box.
    @MainActor
    static func keep(keys: [String], storages: [any PreservedStorage], of object: AnyObject, cache: PreservedPropertyCache?) {
        ConstructedBoxes.removeRecent(storages)
        if let cache {
            cache.fill(keys: keys, storages: storages)
            return
        }
        keepInTable(PreservedPropertyCache(keys: keys, storages: storages), of: object)
    }

    /// Keeps `kept` as the boxes of `object`, which holds no cache, in the table, dropping the
    /// entries of freed objects when the table has doubled since the last sweep.
    @MainActor
    static func keepInTable(_ kept: PreservedPropertyCache, of object: AnyObject) {
        if table.count >= nextSweep {
            table = table.filter { $0.value.object != nil }
            nextSweep = max(256, 2 * table.count)
        }
        table[ObjectIdentifier(object)] = TableEntry(object: object, cache: kept)
    }

    /// The kept boxes of `object`: its own `cache` once filled; otherwise the table's entry,
    /// moved into `cache` when the object holds one (a page the registry built keeps its boxes
    /// in the table until its first restore). `nil` when none are kept.
    @MainActor
    static func keptBoxes(of object: AnyObject, cache: PreservedPropertyCache?) -> PreservedPropertyCache? {
        if let cache, cache.isFilled { return cache }
        guard !table.isEmpty, let entry = table[ObjectIdentifier(object)], entry.object === object else { return nil }
        guard let cache else { return entry.cache }
        cache.fill(from: entry.cache)
        table[ObjectIdentifier(object)] = nil
        return cache
    }

    // MARK: Pages the engine builds

    /// Keeps the boxes of `object`, which the engine's registry just made, from the boxes its
    /// wrappers made meanwhile (`made`, in the order they were made), so that its restore and
    /// its captures read no mirror. They are kept in the table: the registry does not know
    /// whether the object holds a cache, and its first restore moves them there if it does.
    ///
    /// The first object of a class is read from its mirror, and each of its boxes is found
    /// among `made` by identity: the class's plan notes the position of each, its box type and
    /// its key. A later object of the class whose factory made as many boxes, each of the
    /// planned box type and key at its position, takes its boxes from those positions. An
    /// object that differs is read from its mirror; a class whose first object holds a box
    /// its construction did not make (a wrapper made elsewhere) has no plan, and its objects'
    /// restores read their mirrors.
    ///
    /// Not detected: a factory whose objects make, in a different order from one object to the
    /// next, boxes of the same types under the same keys (two `@Preserved var … = 0` of child
    /// objects made conditionally, for instance). A box the object does not hold is caught when
    /// the object is restored or captured, as a replaced wrapper is.
    @MainActor
    static func keepConstructed(_ object: AnyObject, made: [ConstructedBoxes.Made]) {
        let type = ObjectIdentifier(Swift.type(of: object))
        if let known = plans[type] {
            guard let plan = known else { return }
            if let storages = plan.storages(in: made[...]) {
                keep(keys: plan.keys, storages: storages, of: object, cache: nil)
                return
            }
        }
        let bindings = keyOrderedBindings(of: object, made: made)
        if plans[type] == nil {
            plans[type] = .some(ConstructionPlan(bindings: bindings, made: made))
        }
        keep(bindings, of: object, cache: nil)
    }

    /// Whether `object`'s boxes are kept (in `cache`, the one it holds, or in the table).
    @MainActor
    static func hasKeptBoxes(of object: AnyObject, cache: PreservedPropertyCache?) -> Bool {
        keptBoxes(of: object, cache: cache) != nil
    }

    /// The plan of each class the registry made; `nil` for a class that has none.
    @MainActor private static var plans: [ObjectIdentifier: ConstructionPlan?] = [:]

    /// The kept boxes of an object that holds no cache, while it lives.
    private struct TableEntry {
        weak var object: AnyObject?
        let cache: PreservedPropertyCache
    }

    /// The boxes of the objects that hold no cache, by identity; see
    /// ``captureKeepingBoxes(from:cache:)``.
    @MainActor private static var table: [ObjectIdentifier: TableEntry] = [:]
    /// The table's size at which entries of freed objects are dropped.
    @MainActor private static var nextSweep = 256

    /// Encodes the properties behind `bindings` under their keys.
    ///
    /// - Parameter bindings: Bindings found by ``bindings(of:)``.
    /// - Returns: A state with one value per binding.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/duplicateKey`` when two
    ///   bindings share a key (naming both properties), or ``ReviveError/Code/encodingFailed``.
    static func capture(_ bindings: [PreservedBinding]) throws(ReviveError) -> PageState {
        var entries: [PageState.Entry] = []
        entries.reserveCapacity(bindings.count)
        var ascending = true
        var byteCount = 0
        // Through the buffer, so that each binding is borrowed in place rather than copied
        // (which retains its storage box) on every capture.
        try bindings.withUnsafeBufferPointer { (bindings) throws(ReviveError) in
            for index in bindings.indices {
                let key = bindings[index].key
                if index > 0, !(bindings[index - 1].key < key) { ascending = false }
                let (value, valueBytes) = try bindings[index].storage.capture(key: key)
                byteCount += EncodedSize.string(key) + valueBytes
                entries.append(PageState.Entry(key: key, value: value))
            }
        }
        // Bindings kept sorted by key (a page's are) need no sort and, strictly ascending,
        // hold no key twice; others are sorted and checked here.
        if !ascending {
            entries.sort { $0.key < $1.key }
            for index in entries.indices.dropFirst() where entries[index - 1].key == entries[index].key {
                let key = entries[index].key
                let declaring = bindings.filter { $0.key == key }.map(\.qualifiedName)
                throw ReviveError.duplicateKey(key, first: declaring.first ?? "?", second: declaring.dropFirst().first ?? "?")
            }
        }
        return PageState(sortedEntries: entries, byteCount: byteCount)
    }

    /// Restores every `@Preserved` property of `object` from `state`.
    ///
    /// - Parameters:
    ///   - state: The saved state.
    ///   - object: The page, usually freshly created.
    /// - Returns: The errors of the properties left at their current value (each named by its
    ///   key), in key order; empty when all fit.
    static func restore(_ state: PageState, into object: AnyObject) -> [ReviveError] {
        if let fields = PreservedLayout.of(object, below: nil)?.fieldsInKeyOrder(of: object),
           let issues = restoreInKeyOrder(state, fields) {
            return issues
        }
        return restore(state, into: bindings(of: object))
    }

    /// Restores the properties behind `bindings` from `state`.
    ///
    /// Never throws and never traps. A property whose key is missing, whose value has the
    /// wrong shape or is out of range, or whose key another binding also uses, keeps its
    /// current value and is reported. Keys of `state` that no binding claims are ignored.
    ///
    /// - Parameters:
    ///   - state: The saved state.
    ///   - bindings: Bindings found by ``bindings(of:)``.
    /// - Returns: The errors of the properties left at their current value (each named by its key), in binding order.
    static func restore(_ state: PageState, into bindings: [PreservedBinding]) -> [ReviveError] {
        let inOrder = restoreInKeyOrder(state, bindings.map { ($0.key, $0.storage) })
        if let inOrder { return inOrder }
        var issues: [ReviveError] = []
        let duplicates = duplicateKeys(in: bindings)
        var reportedDuplicates: Set<String> = []
        for binding in bindings {
            if duplicates.contains(binding.key) {
                if reportedDuplicates.insert(binding.key).inserted {
                    let owners = bindings.filter { $0.key == binding.key }.map(\.qualifiedName)
                    let error = ReviveError.duplicateKey(binding.key, first: owners[0], second: owners[owners.count - 1])
                    issues.append(error)
                }
                continue
            }
            do throws(ReviveError) {
                guard let value = state[binding.key] else {
                    throw ReviveError.missingKey(binding.key, expected: binding.storage.valueType)
                }
                try binding.restore(from: value)
            } catch {
                issues.append(error)
            }
        }
        return issues
    }

    /// Encodes `fields`, whose keys strictly ascend (an object's layout lists them so),
    /// straight into a state's sorted entries; `nil` when the keys do not strictly ascend (a
    /// duplicate key, keys that differ from the first instance's), for the bindings' path to
    /// sort and name the duplicates.
    static func captureInKeyOrder(_ fields: [(key: String, storage: any PreservedStorage)]) throws(ReviveError) -> PageState? {
        var entries: [PageState.Entry] = []
        entries.reserveCapacity(fields.count)
        var byteCount = 0
        for (key, storage) in fields {
            if let last = entries.last, !(last.key < key) { return nil }
            let (value, valueBytes) = try storage.capture(key: key)
            byteCount += EncodedSize.string(key) + valueBytes
            entries.append(PageState.Entry(key: key, value: value))
        }
        return PageState(sortedEntries: entries, byteCount: byteCount)
    }

    /// Restores `fields`, whose keys strictly ascend (a layout lists an object's so), by
    /// walking them and the state's sorted entries side by side: no key can be there twice,
    /// and each key is compared with a few neighbours instead of searched for. `nil` when the
    /// keys do not strictly ascend.
    static func restoreInKeyOrder(_ state: PageState, _ fields: [(key: String, storage: any PreservedStorage)]) -> [ReviveError]? {
        for index in fields.indices.dropFirst() where !(fields[index - 1].key < fields[index].key) {
            return nil
        }
        var issues: [ReviveError] = []
        let entries = state.entries
        var next = entries.startIndex
        for (key, storage) in fields {
            while next < entries.endIndex, entries[next].key < key { next += 1 }
            do throws(ReviveError) {
                guard next < entries.endIndex, entries[next].key == key else {
                    throw ReviveError.missingKey(key, expected: storage.valueType)
                }
                try storage.restore(from: entries[next].value, key: key)
                next += 1
            } catch {
                issues.append(error)
            }
        }
        return issues
    }

    private static func duplicateKeys(in bindings: [PreservedBinding]) -> Set<String> {
        var seen: Set<String> = []
        var duplicates: Set<String> = []
        for binding in bindings where !seen.insert(binding.key).inserted {
            duplicates.insert(binding.key)
        }
        return duplicates
    }
}
