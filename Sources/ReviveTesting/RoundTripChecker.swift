public import Revive
public import ReviveNavigator

/// Debug round-trip mode: saves the hierarchy, reads it back into a scratch hierarchy and
/// reports the first page that did not survive the trip.
///
/// A page survives when its saved values encode and decode unchanged, it can be recreated
/// through the registry, and its stored properties read the same on the recreated page as
/// on the live one. The last check is what catches a custom encode hook that forgets a
/// value. Properties holding objects (views, models, closures) and `@Preserved` wrappers are
/// not compared, nor are the properties of the hierarchy's base page type itself (`Page`,
/// `UIViewController`); name other deliberately transient properties in `ignoredProperties`.
///
/// Opt-in and for debug builds and tests: each check makes every page of the tree a second
/// time. It lives in `ReviveTesting`, not in the engine, because no product path needs it.
///
/// ```swift
/// import ReviveTesting                // linked into the app's debug builds only
///
/// #if DEBUG
/// let checker = RoundTripChecker(navigator: navigator, registry: registry) { mismatch in
///     logger.error("\(mismatch)")
/// }
/// checker.start()                     // the navigator checks after every change
/// #endif
/// ```
@MainActor
public final class RoundTripChecker<Hierarchy: RestorableHierarchy> {
    package let hierarchy: Hierarchy
    private let registry: RestorationRegistry<Hierarchy.Node>
    private let codec: SnapshotCodec
    private let makeScratch: () -> Hierarchy
    package let onMismatch: (Mismatch) -> Void
    /// Property names never compared (for example `"isAnimating"`).
    public var ignoredProperties: Set<String> = []

    /// Creates a checker.
    /// - Parameters:
    ///   - hierarchy: The live hierarchy.
    ///   - registry: The registry used to recreate pages.
    ///   - codec: The codec of the trip (the app's own, with its limits and key).
    ///   - scratchHierarchy: Makes the empty hierarchy the trip restores into (an off-screen window).
    ///   - onMismatch: Called with each mismatch found.
    public init(
        hierarchy: Hierarchy,
        registry: RestorationRegistry<Hierarchy.Node>,
        codec: SnapshotCodec = SnapshotCodec(),
        scratchHierarchy: @escaping () -> Hierarchy,
        onMismatch: @escaping (Mismatch) -> Void
    ) {
        self.hierarchy = hierarchy
        self.registry = registry
        self.codec = codec
        self.makeScratch = scratchHierarchy
        self.onMismatch = onMismatch
    }

    /// Runs one round trip now.
    /// - Parameter completion: Called once the scratch hierarchy has settled, with the first
    ///   page that did not survive, or `nil` when all did.
    public func check(completion: @escaping (Mismatch?) -> Void) {
        let snapshot: Snapshot
        let decoded: Snapshot
        do {
            snapshot = try hierarchy.captureSnapshot(registry: registry, header: Snapshot.Header(), budget: .unlimited)
        } catch {
            return completion(Mismatch(path: "capture", detail: "\(error)"))
        }
        do {
            decoded = try codec.decode(codec.encode(snapshot))
        } catch {
            return completion(Mismatch(path: "codec", detail: "\(error)"))
        }
        if decoded != snapshot {
            return completion(Mismatch(path: "codec", detail: "the snapshot read back differs from the one written"))
        }
        let scratch = makeScratch()
        scratch.restore(from: decoded, registry: registry, defaultRoot: nil) { [self] report in
            if let item = report.items.first {
                return completion(Mismatch(path: item.path, detail: "\(item.kind.rawValue): \(item.reason)"))
            }
            completion(firstDifference(between: hierarchy, and: scratch))
        }
    }

    /// The first page whose stored values differ between the two trees, in tree order.
    private func firstDifference(between live: Hierarchy, and rebuilt: Hierarchy) -> Mismatch? {
        var before: [Hierarchy.Node] = []
        var after: [Hierarchy.Node] = []
        if let root = live.rootNode { live.forEachNode(from: root) { before.append($0) } }
        if let root = rebuilt.rootNode { rebuilt.forEachNode(from: root) { after.append($0) } }
        let comparer = StoredValueComparer(base: Hierarchy.Node.self, ignored: ignoredProperties)
        for (old, new) in zip(before, after) {
            if let difference = comparer.firstDifference(old, new) {
                let name = String(describing: type(of: old))
                let id = live.restorationIdentifier(of: old) ?? ""
                return Mismatch(path: id.isEmpty ? name : "\(name)(\"\(id)\")", detail: difference)
            }
        }
        return nil
    }
}

extension RoundTripChecker {
    /// The first page that did not survive a round trip, and how.
    public struct Mismatch: Hashable, Sendable, CustomStringConvertible {
        /// The page: `ReaderPage("r")`, or the stage that failed (`capture`, `codec`).
        public let path: String
        /// What differed, quoting the values before and after.
        public let detail: String

        /// `round trip: PATH: DETAIL`.
        public var description: String { "round trip: \(path): \(detail)" }
    }
}

// MARK: - Round-trip checker

extension RoundTripChecker where Hierarchy == Navigator {
    /// Creates a checker of the headless navigator; call ``start()`` to check after every
    /// navigation change.
    /// - Parameters:
    ///   - navigator: The live navigator.
    ///   - registry: The registry used to recreate pages.
    ///   - codec: The codec of the trip.
    ///   - onMismatch: Called with each mismatch found.
    public convenience init(navigator: Navigator, registry: RestorationRegistry<Page>, codec: SnapshotCodec = SnapshotCodec(), onMismatch: @escaping (Mismatch) -> Void) {
        self.init(hierarchy: navigator, registry: registry, codec: codec, scratchHierarchy: { Navigator() }, onMismatch: onMismatch)
    }

    /// Checks after every navigation change from now on. The navigator's own
    /// `Navigator/onChange` is left alone, and several checkers can run at once.
    public func start() {
        hierarchy.changeObservers[ObjectIdentifier(self)] = { [weak self] in
            guard let self, let mismatch = self.check() else { return }
            self.onMismatch(mismatch)
        }
    }

    /// Stops this checker; other observers go on.
    public func stop() { hierarchy.changeObservers[ObjectIdentifier(self)] = nil }

    /// Runs one round trip now; the navigator settles at once, so the answer is immediate.
    /// - Returns: The first page that did not survive, or `nil` when all did.
    public func check() -> Mismatch? {
        var result: Mismatch?
        check { result = $0 }
        return result
    }
}

// MARK: - Comparing stored properties

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
        // A `@Preserved` wrapper, whatever its value type: saved by value already.
        if String(reflecting: type(of: value)).hasPrefix("Revive.Preserved<") { return false }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class { return false }
        if case .optional = mirror.displayStyle, let wrapped = mirror.children.first?.value {
            return isComparable(wrapped)
        }
        return !(type(of: value) is AnyObject.Type) && !"\(type(of: value))".contains("->")
    }
}
