/// Debug round-trip mode: after every navigation change, saves the hierarchy, reads it back
/// into a scratch navigator and reports the first page that did not survive the trip.
///
/// A page survives when its saved values encode and decode unchanged, it can be recreated
/// through the registry, and its stored properties read the same on the recreated page as
/// on the live one. The last check is what catches a custom `encodeRestorableState(with:)`
/// that forgets a value. Properties holding objects (views, models, closures) and
/// `@Preserved` wrappers are not compared; name other deliberately transient properties in
/// `ignoredProperties`.
///
/// Opt-in and for debug builds: each check makes every page of the tree a second time.
///
/// ```swift
/// #if DEBUG
/// let checker = RoundTripChecker(navigator: navigator, registry: registry) { mismatch in
///     logger.error("\(mismatch)")
/// }
/// checker.start()
/// #endif
/// ```
@MainActor
public final class RoundTripChecker {
    /// The first page that did not survive a round trip, and how.
    public struct Mismatch: Hashable, Sendable, CustomStringConvertible {
        /// The page: `TabContainer > NavigationStack > ReaderPage("r")`, or the stage that failed.
        public let path: String
        /// What differed, quoting the values before and after.
        public let detail: String

        public var description: String { "round trip: \(path): \(detail)" }
    }

    private let navigator: Navigator
    private let registry: PageRegistry
    private let codec: SnapshotCodec
    private let onMismatch: (Mismatch) -> Void
    /// Property names never compared (for example `"isAnimating"`).
    public var ignoredProperties: Set<String> = []

    /// Creates a checker; call ``start()`` to check after every navigation change.
    /// - Parameters:
    ///   - navigator: The live navigator.
    ///   - registry: The registry used to recreate pages.
    ///   - codec: The codec of the trip (the app's own, with its limits and key).
    ///   - onMismatch: Called with each mismatch found.
    public init(navigator: Navigator, registry: PageRegistry, codec: SnapshotCodec = SnapshotCodec(), onMismatch: @escaping (Mismatch) -> Void) {
        self.navigator = navigator
        self.registry = registry
        self.codec = codec
        self.onMismatch = onMismatch
    }

    /// Checks after every navigation change from now on (replaces `navigator.onChange`).
    public func start() {
        navigator.onChange = { [weak self] in
            guard let self, let mismatch = self.check() else { return }
            self.onMismatch(mismatch)
        }
    }

    /// Stops checking.
    public func stop() { navigator.onChange = nil }

    /// Runs one round trip now.
    /// - Returns: The first page that did not survive, or `nil` when all did.
    public func check() -> Mismatch? {
        let snapshot: Snapshot
        let decoded: Snapshot
        do {
            snapshot = try navigator.captureSnapshot(registry: registry, budget: .unlimited)
        } catch {
            return Mismatch(path: "capture", detail: "\(error)")
        }
        do {
            decoded = try codec.decode(codec.encode(snapshot))
        } catch {
            return Mismatch(path: "codec", detail: "\(error)")
        }
        if decoded != snapshot {
            return Mismatch(path: "codec", detail: "the snapshot read back differs from the one written")
        }
        let scratch = Navigator()
        let report = scratch.restore(from: decoded, registry: registry)
        if let item = report.items.first {
            return Mismatch(path: item.path, detail: "\(item.kind.rawValue): \(item.reason)")
        }
        var live: [Page] = []
        var rebuilt: [Page] = []
        if let root = navigator.rootPage { navigator.forEachNode(from: root) { live.append($0) } }
        if let root = scratch.rootPage { scratch.forEachNode(from: root) { rebuilt.append($0) } }
        for (before, after) in zip(live, rebuilt) {
            if let difference = firstDifference(before, after) {
                return Mismatch(path: before.label, detail: difference)
            }
        }
        return nil
    }

    /// The first stored value property (below ``Page``) that reads differently on `after`.
    private func firstDifference(_ before: Page, _ after: Page) -> String? {
        var left: Mirror? = Mirror(reflecting: before)
        var right: Mirror? = Mirror(reflecting: after)
        while let l = left, let r = right, l.subjectType != Page.self {
            for (a, b) in zip(l.children, r.children) {
                guard let label = a.label, !ignoredProperties.contains(label),
                      Self.isComparable(a.value) else { continue }
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
