public import Revive

extension RoundTripChecker where Hierarchy == Navigator {
    /// Creates a checker of the headless navigator; call ``start()`` to check after every
    /// navigation change.
    /// - Parameters:
    ///   - navigator: The live navigator.
    ///   - registry: The registry used to recreate pages.
    ///   - codec: The codec of the trip.
    ///   - onMismatch: Called with each mismatch found.
    public convenience init(navigator: Navigator, registry: PageRegistry, codec: SnapshotCodec = SnapshotCodec(), onMismatch: @escaping (Mismatch) -> Void) {
        self.init(hierarchy: navigator, registry: registry, codec: codec, scratchHierarchy: { Navigator() }, onMismatch: onMismatch)
    }

    /// Checks after every navigation change from now on (replaces `navigator.onChange`).
    public func start() {
        hierarchy.onChange = { [weak self] in
            guard let self, let mismatch = self.check() else { return }
            self.onMismatch(mismatch)
        }
    }

    /// Stops checking.
    public func stop() { hierarchy.onChange = nil }

    /// Runs one round trip now; the navigator settles at once, so the answer is immediate.
    /// - Returns: The first page that did not survive, or `nil` when all did.
    public func check() -> Mismatch? {
        var result: Mismatch?
        check { result = $0 }
        return result
    }
}
