import Foundation
import Logging

/// Finds an object's `@Preserved` properties and captures or restores them as a ``PageState``.
///
/// One way to find them per class, chosen by what the class is:
/// - a class that lists them at compile time (`@Preserving`, ``PreservedPropertyListing``)
///   hands the engine each property's storage: no reflection at all;
/// - any other class is walked with `Mirror` — public reflection, the same on Apple platforms
///   and Linux — once per class (``PreservedLayout``), and each of its instances then has only
///   its wrapper children read: at every restore, and at its first capture, whose storage is
///   kept for the next captures while the instance holds the same wrappers
///   (``PreservedLayout/capturedFields(of:)``).
///
/// Both read the wrappers the object holds at that moment, so a page that replaces a wrapper
/// (`_draft = Preserved(…)`) is saved with its new storage. Superclasses' properties count
/// too. Only `@Preserved` properties are found: whatever a page does not mark — its views,
/// caches, scroll offsets — is never saved.
///
/// ```swift
/// let state = try PreservedProperties.capture(from: page)        // ["comicID": .int(42), …]
/// let fresh = ComicDetailPage()
/// let issues = PreservedProperties.restore(state, into: fresh)   // [] when every value fit
/// ```
enum PreservedProperties {

    /// Finds every `@Preserved` property of `object`, superclasses included.
    ///
    /// The list starts with the root class's properties and ends with those of the object's
    /// own class, each class's in declaration order. Duplicate keys are kept here; capturing
    /// refuses them and restoring reports them.
    ///
    /// - Parameter object: The page (any class instance).
    /// - Returns: One binding per `@Preserved` property; empty when there is none.
    @MainActor
    static func bindings(of object: AnyObject) -> [PreservedBinding] {
        if let listed = PreservedPropertyList.bindings(of: object) { return listed }
        return mirroredBindings(of: object)
    }

    /// The bindings found from `object`'s mirror: at its class's layout, or, for a class that
    /// customises its mirror, by walking every child.
    static func mirroredBindings(of object: AnyObject) -> [PreservedBinding] {
        if let layout = PreservedLayout.of(object), let bindings = layout.bindings(of: object) {
            return bindings
        }
        return walkedBindings(of: object)
    }

    /// The bindings found by walking every child of `object`'s mirror: what a class that
    /// customises its mirror gets, and what the cached ``PreservedLayout`` must agree with.
    static func walkedBindings(of object: AnyObject) -> [PreservedBinding] {
        var levels: [[PreservedBinding]] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
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

    /// Encodes every `@Preserved` property of `object` under its key: the engine's capture,
    /// which a scene repeats at every save.
    ///
    /// - Returns: A state with one value per preserved property.
    /// - Throws: ``ReviveError`` with code ``ReviveError/Code/duplicateKey`` when two
    ///   properties share a key (naming both), or ``ReviveError/Code/encodingFailed``.
    /// - Parameters:
    ///   - object: The page.
    ///   - listing: `object` as a ``PreservedPropertyListing`` when its static type says so, so
    ///     that the conformance is not looked up at run time; `nil` to ask `object`.
    @MainActor
    static func capture(from object: AnyObject, listing: (any PreservedPropertyListing)? = nil) throws(ReviveError) -> PageState {
        let listing = listing ?? object as? any PreservedPropertyListing
        if let listing, let listed = try PreservedPropertyList.capture(of: object, listing: listing) {
            return listed
        }
        if let listing, let listed = PreservedPropertyList.bindings(of: object, listing: listing) {
            return try capture(listed)
        }
        if let fields = PreservedLayout.capturedFields(of: object),
           let state = try captureInKeyOrder(fields) {
            return state
        }
        return try capture(mirroredBindings(of: object))
    }

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

    /// Restores every `@Preserved` property of `object` from `state`: the engine's restore.
    ///
    /// - Parameters:
    ///   - state: The saved state.
    ///   - object: The page, usually freshly created.
    ///   - listing: As in ``capture(from:listing:)``.
    /// - Returns: The errors of the properties left at their current value (each named by its
    ///   key), in key order; empty when all fit.
    @MainActor
    static func restore(_ state: PageState, into object: AnyObject, listing: (any PreservedPropertyListing)? = nil) -> [ReviveError] {
        restoreTellingViewState(state, into: object, listing: listing).issues
    }

    /// Restores as ``restore(_:into:listing:)`` does, and tells whether the object's class
    /// adopts ``ViewStateRestoring`` when its listing said so at compile time (`nil` when the
    /// object was not restored from its own class's listing).
    @MainActor
    static func restoreTellingViewState(
        _ state: PageState, into object: AnyObject, listing: (any PreservedPropertyListing)? = nil
    ) -> (issues: [ReviveError], viewState: ListedViewState?) {
        if let listing = listing ?? object as? any PreservedPropertyListing {
            if let (issues, viewState) = PreservedPropertyList.restore(state, into: object, listing: listing) {
                return (issues, viewState)
            }
            if let listed = PreservedPropertyList.bindings(of: object, listing: listing) { return (restore(state, into: listed), nil) }
        }
        if let fields = PreservedLayout.of(object)?.fieldsInKeyOrder(of: object),
           let issues = restoreInKeyOrder(state, fields) {
            return (issues, nil)
        }
        return (restore(state, into: mirroredBindings(of: object)), nil)
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
            restore(key, storage, from: entries, at: &next, issues: &issues)
        }
        return issues
    }

    /// Restores one property from `entries`, sorted by key, walking on from `next`: the step of
    /// every restore whose keys strictly ascend. A missing key or a value that does not decode
    /// leaves the property at its current value and adds the reason to `issues`.
    static func restore(
        _ key: String, _ storage: any PreservedStorage, from entries: [PageState.Entry], at next: inout Int, issues: inout [ReviveError]
    ) {
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

    private static func duplicateKeys(in bindings: [PreservedBinding]) -> Set<String> {
        var seen: Set<String> = []
        var duplicates: Set<String> = []
        for binding in bindings where !seen.insert(binding.key).inserted {
            duplicates.insert(binding.key)
        }
        return duplicates
    }
}
