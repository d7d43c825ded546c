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
/// Opt-in and for debug builds: each check makes every page of the tree a second time.
///
/// ```swift
/// #if DEBUG
/// let checker = RoundTripChecker(navigator: navigator, registry: registry) { mismatch in
///     logger.error("\(mismatch)")
/// }
/// checker.start()                     // the navigator checks after every change
/// #endif
/// ```
@MainActor
public final class RoundTripChecker<Hierarchy: RestorableHierarchy> {
    /// The first page that did not survive a round trip, and how.
    public typealias Mismatch = RoundTripMismatch

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
            snapshot = try hierarchy.captureHierarchy(registry: registry, header: SnapshotHeader(), budget: .unlimited)
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
        scratch.restoreHierarchy(from: decoded, registry: registry, defaultRoot: nil) { [self] report in
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
                return Mismatch(path: RestorePath.appending(name, live.restorationIdentifier(of: old) ?? "", to: ""), detail: difference)
            }
        }
        return nil
    }
}

/// The first page that did not survive a round trip, and how.
public struct RoundTripMismatch: Hashable, Sendable, CustomStringConvertible {
    /// The page: `ReaderPage("r")`, or the stage that failed (`capture`, `codec`).
    public let path: String
    /// What differed, quoting the values before and after.
    public let detail: String

    /// `round trip: PATH: DETAIL`.
    public var description: String { "round trip: \(path): \(detail)" }
}
